/// An element of the demo page, as read by a strict, minimal XML reader.
///
/// The reader handles elements, attributes, text, comments, the XML declaration and a DOCTYPE.
/// It checks well-formedness (one root, matching tags, quoted and unique attributes, known
/// entities) and builds a tree of elements.
///
/// Hand-written instead of FoundationXML: libxml2's allocations are reported as leaks by
/// LeakSanitizer, which CI runs over the tests.
final class PageElement {
    /// The name without its namespace prefix.
    let name: String
    /// Attributes by name (without namespace prefix), values with entities resolved.
    let attributes: [String: String]
    private(set) var children: [PageElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and every element below it, in document order.
    var subtree: [PageElement] { [self] + children.flatMap(\.subtree) }

    /// Every element below this one with local name `name`.
    func descendants(named name: String) -> [PageElement] {
        children.flatMap(\.subtree).filter { $0.name == name }
    }

    fileprivate func append(_ child: PageElement) { children.append(child) }
}

/// Why a text is not well-formed XML, with the offset where reading stopped.
struct XMLSyntaxError: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at character \(offset)" }
}

/// Parses `text` and returns its root element, or throws ``XMLSyntaxError``.
func parseXML(_ text: String) throws -> PageElement {
    var reader = XMLReader(Array(text.unicodeScalars))
    return try reader.document()
}

private struct XMLReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func fail(_ message: String) -> XMLSyntaxError {
        XMLSyntaxError(message: message, offset: index)
    }

    var atEnd: Bool { index >= scalars.count }

    func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix.unicodeScalars)
        guard index + prefix.count <= scalars.count else { return false }
        return Array(scalars[index..<(index + prefix.count)]) == prefix
    }

    mutating func expect(_ prefix: String) throws {
        guard starts(with: prefix) else { throw fail("expected \(prefix)") }
        index += prefix.unicodeScalars.count
    }

    /// Skips to just after `terminator`.
    mutating func skip(past terminator: String) throws {
        while !atEnd {
            if starts(with: terminator) {
                index += terminator.unicodeScalars.count
                return
            }
            index += 1
        }
        throw fail("unterminated construct, missing \(terminator)")
    }

    mutating func skipSpace() {
        while !atEnd, [" ", "\n", "\t", "\r"].contains(scalars[index]) { index += 1 }
    }

    /// Comments, processing instructions and the DOCTYPE, wherever they may appear.
    mutating func skipMisc() throws {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!DOCTYPE") {
                try skip(past: ">")
            } else {
                return
            }
        }
    }

    mutating func document() throws -> PageElement {
        try skipMisc()
        guard starts(with: "<") else { throw fail("expected the root element") }
        let root = try element()
        try skipMisc()
        guard atEnd else { throw fail("content after the root element") }
        return root
    }

    mutating func name() throws -> String {
        let start = index
        while !atEnd, !" \n\t\r/>=".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index > start else { throw fail("expected a name") }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// The name after its namespace prefix, if any.
    static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    mutating func element() throws -> PageElement {
        try expect("<")
        let qualifiedName = try name()
        var attributes: [String: String] = [:]
        var seen: Set<String> = []
        while true {
            skipSpace()
            if starts(with: "/>") {
                index += 2
                return PageElement(name: Self.localName(qualifiedName), attributes: attributes)
            }
            if starts(with: ">") {
                index += 1
                break
            }
            let attribute = try name()
            guard seen.insert(attribute).inserted else {
                throw fail("duplicate attribute \(attribute)")
            }
            skipSpace()
            try expect("=")
            skipSpace()
            attributes[Self.localName(attribute)] = try quotedValue()
        }
        let element = PageElement(name: Self.localName(qualifiedName), attributes: attributes)
        while true {
            if atEnd { throw fail("unclosed <\(qualifiedName)>") }
            if starts(with: "</") {
                index += 2
                let closing = try name()
                guard closing == qualifiedName else {
                    throw fail("</\(closing)> closes <\(qualifiedName)>")
                }
                skipSpace()
                try expect(">")
                return element
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<") {
                element.append(try self.element())
            } else if starts(with: "&") {
                _ = try entity()
            } else {
                index += 1
            }
        }
    }

    mutating func quotedValue() throws -> String {
        guard !atEnd, scalars[index] == "\"" || scalars[index] == "'" else {
            throw fail("expected a quoted attribute value")
        }
        let quote = scalars[index]
        index += 1
        var value = ""
        while true {
            guard !atEnd else { throw fail("unterminated attribute value") }
            let scalar = scalars[index]
            if scalar == quote {
                index += 1
                return value
            }
            if scalar == "<" { throw fail("< in an attribute value") }
            if scalar == "&" {
                value += try entity()
            } else {
                value.unicodeScalars.append(scalar)
                index += 1
            }
        }
    }

    /// Reads `&…;` and returns the text it stands for.
    mutating func entity() throws -> String {
        try expect("&")
        let start = index
        while !atEnd, scalars[index] != ";" {
            index += 1
            if index - start > 10 { throw fail("unterminated entity") }
        }
        guard !atEnd else { throw fail("unterminated entity") }
        let body = String(String.UnicodeScalarView(scalars[start..<index]))
        index += 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number =
                body.hasPrefix("#x")
                ? UInt32(body.dropFirst(2), radix: 16) : UInt32(body.dropFirst(), radix: 10)
            guard body.hasPrefix("#"), let number, let scalar = Unicode.Scalar(number) else {
                throw fail("unknown entity &\(body);")
            }
            return String(scalar)
        }
    }
}
