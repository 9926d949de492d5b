import CSDL2

print(SDL_GetRevision().map { String(cString: $0) } ?? "")
