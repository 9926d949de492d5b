import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

/// The rendered page, parsed as XML, with helpers to read SMIL animations by id.
@MainActor
struct RenderedPage {
    let text: String
    /// The root element.
    let root: PageElement

    /// Renders the page at `fps` and parses it strictly as XML.
    init(fps: Int) throws {
        text = DemoCommand.render(fps: fps)
        root = try parseXML(text)
    }

    /// The element with id `id`, if there is exactly one.
    func element(id: String) throws -> PageElement? {
        let matches = root.subtree.filter { $0.attributes["id"] == id }
        return matches.count == 1 ? matches.first : nil
    }

    /// The `values` and `keyTimes` lists of the SMIL element with id `id`.
    func animation(id: String) throws -> (values: [String], keyTimes: [String])? {
        guard let element = try element(id: id),
            let values = element.attributes["values"],
            let keyTimes = element.attributes["keyTimes"]
        else { return nil }
        return (
            values.split(separator: ";").map(String.init),
            keyTimes.split(separator: ";").map(String.init)
        )
    }
}

/// The package's root directory, found from this file's path.
func packageRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()  // DanceDemoTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
}

/// The lines between `// snippet:begin` and `// snippet:end` in a demo source file, with the
/// indentation of the first line removed.
func snippet(inSourceFile name: String) throws -> String {
    let url = packageRoot().appendingPathComponent("Sources/DanceDemo/Scenes/\(name)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.hasSuffix("// snippet:begin") }),
        let end = lines.firstIndex(where: { $0.hasSuffix("// snippet:end") }), begin < end
    else { return "" }
    let body = lines[(begin + 1)..<end]
    let indent = body.first?.prefix(while: { $0 == " " }).count ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
        .joined(separator: "\n")
}
