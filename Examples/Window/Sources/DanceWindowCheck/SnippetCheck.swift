import Foundation

/// Checks that every code block of a documentation article stands, line for line, in the
/// example's sources, so the article shows code that is compiled and run.
struct SnippetCheck {
    let article: String
    let sources: String

    func run() throws {
        let text = try String(contentsOfFile: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let lines = current {
                    blocks.append(Self.normalized(lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        let code = try Self.swiftFiles(in: sources).map(Self.normalized).joined(separator: "\n")
        let missing = blocks.filter { !code.contains($0) }
        print(
            "dance-window-check: \(blocks.count) code blocks of \(article), "
                + "\(missing.count) not in \(sources)")
        guard blocks.count > 0, missing.isEmpty else {
            throw CheckFailure(
                "blocks not found in the sources:\n\(missing.joined(separator: "\n---\n"))")
        }
    }

    /// The text of every `.swift` file under `folder`, in path order.
    static func swiftFiles(in folder: String) throws -> [String] {
        let paths =
            FileManager.default.enumerator(atPath: folder)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return try paths.map { try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8) }
    }

    /// `code` with every line's leading and trailing white space and blank lines removed.
    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
