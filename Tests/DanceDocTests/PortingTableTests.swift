import Foundation
import Testing

/// Checks the porting guide's promise that typing a UIKit name gives a compile-time hint.
@Suite
struct PortingTableTests {
    /// The type names in the first column of the porting guide's table of names.
    static func portedNames() throws -> [String] {
        let guide = try String(
            contentsOf: SnippetSync.root.appendingPathComponent(
                "Sources/Dance/Dance.docc/PortingFromUIKitAndDance.md"),
            encoding: .utf8)
        var names: [String] = []
        for row in guide.components(separatedBy: "\n") where row.hasPrefix("| `") {
            let firstColumn = row.split(separator: "|")[0]
            for (index, part) in firstColumn.split(separator: "`").enumerated()
            where index.isMultiple(of: 2) == false {
                // A type's member (`CALayer.speed`) names the type; an instance's
                // (`view.layer.presentation()`) names none.
                let type = part.prefix { $0 != "." }
                if type.first?.isUppercase == true, type.allSatisfy(\.isLetter) {
                    names.append(String(type))
                }
            }
        }
        return names
    }

    @Test("every UIKit type name of the porting table is declared unavailable with a message")
    func everyNameHasAHint() throws {
        let spellings = try String(
            contentsOf: SnippetSync.root.appendingPathComponent(
                "Sources/Dance/Dance/UIKitSpellings.swift"),
            encoding: .utf8)
        let declarations = spellings.components(separatedBy: "@available(").dropFirst()
        let names = try Self.portedNames()
        #expect(names.contains("UIColor"))
        #expect(names.contains("UIView"))
        #expect(names.contains("CALayer") && names.contains("UIAccessibility"))
        for name in Set(names) {
            let hint = declarations.first {
                $0.contains("public typealias \(name) =") || $0.contains("public enum \(name) {")
            }
            #expect(hint?.contains("unavailable") == true, "\(name) has no unavailable alias")
            #expect(hint?.contains("message:") == true, "\(name)'s alias has no message")
        }
    }
}
