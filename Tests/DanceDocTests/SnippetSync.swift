import Foundation

/// Reads the Swift code blocks of the README and the DocC articles, so tests can check that
/// each one stands, line for line, in this target's sources — and so is compiled and run.
enum SnippetSync {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every ```swift block of `relativePath`, without `import` lines.
    static func swiftBlocks(in relativePath: String) throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil, !trimmed.hasPrefix("import ") {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Every `import` line of the ```swift blocks of `relativePath`, trimmed.
    static func importLines(in relativePath: String) throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
        var lines: [String] = []
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "```swift" {
                inBlock = true
            } else if trimmed == "```" {
                inBlock = false
            } else if inBlock, trimmed.hasPrefix("import ") {
                lines.append(trimmed)
            }
        }
        return lines
    }

    /// The `import` lines of one of this target's source files, trimmed.
    static func importLines(ofTestFile name: String) throws -> [String] {
        let url = root.appendingPathComponent("Tests/DanceDocTests/\(name)")
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("import ") }
    }

    /// The documentation files whose Swift blocks must be compiled.
    static func documentationFiles() throws -> [String] {
        let catalog = "Sources/Dance/Dance.docc"
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent(catalog).path
        ).filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        return ["README.md"] + articles
    }

    /// This target's sources, each line stripped of indentation.
    static func normalizedTestSources() throws -> String {
        let folder = root.appendingPathComponent("Tests/DanceDocTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map {
            normalized(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }.joined(separator: "\n")
    }

    /// `code` with every line's leading white space and blank lines removed.
    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
