import Foundation

/// Why a check failed, in one sentence.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Reads a JSON file into `Value`.
func decode<Value: Decodable>(_ type: Value.Type, from path: String) throws -> Value {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw CheckFailure("cannot read \(path): \(error.localizedDescription)")
    }
    return try JSONDecoder().decode(type, from: data)
}
