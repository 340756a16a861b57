import TransitionLabCore

/// Prints a JSON layout spec (`docs/layout-spec.md`) as the UIKit code that builds it, in the subset
/// `SwiftLayoutReader` reads back to the same layout. Item counts are not layout code: they are printed as a comment.
public enum SwiftLayoutPrinter {
    /// Why a spec has no Swift form.
    public struct Unprintable: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Swift source for a spec that `LayoutSpec(json:)` accepts.
    public static func swift(for spec: JSONValue) throws(Unprintable) -> String {
        guard case .object(let root) = spec, case .array(let sections) = root["sections"] ?? .null else {
            throw Unprintable(description: "not a layout spec")
        }
        let counts = sections.map { section in
            if case .object(let fields) = section, case .number(let count) = fields["numberOfItems"] ?? .null {
                return number(count)
            }
            return "\(LayoutSpec.defaultNumberOfItems)"
        }
        var out =
            "// Items per section (the data source's counts, not layout code): \(counts.joined(separator: ", ")).\n"
        let direction = root["scrollDirection"].flatMap { $0 == "horizontal" ? "horizontal" : nil }
        if root["layout"] == "flow" {
            out += try flow(sections, scrollDirection: direction)
        } else {
            out += compositional(
                sections, interSectionSpacing: root["interSectionSpacing"] ?? .number(0), scrollDirection: direction)
        }
        return out
    }

    private static func flow(_ sections: [JSONValue], scrollDirection: String?) throws(Unprintable) -> String {
        let shapes = Set(
            sections.map { section in
                guard case .object(var fields) = section else { return section }
                fields["numberOfItems"] = nil
                return .object(fields)
            })
        guard shapes.count == 1, case .object(let fields) = shapes.first else {
            throw Unprintable(
                description: "the flow sections differ: UICollectionViewFlowLayout's properties apply to every section")
        }
        var lines = ["func makeLayout() -> UICollectionViewLayout {", "    let layout = UICollectionViewFlowLayout()"]
        if let scrollDirection { lines.append("    layout.scrollDirection = .\(scrollDirection)") }
        for key in ["itemSize", "headerReferenceSize", "footerReferenceSize"] {
            if case .array(let pair) = fields[key] ?? .null, pair.count == 2 {
                lines.append("    layout.\(key) = CGSize(width: \(number(pair[0])), height: \(number(pair[1])))")
            }
        }
        for key in ["minimumInteritemSpacing", "minimumLineSpacing"] {
            if let value = fields[key] { lines.append("    layout.\(key) = \(number(value))") }
        }
        if let inset = fields["sectionInset"] {
            lines.append(
                "    layout.sectionInset = \(insets(inset, type: "UIEdgeInsets", ["top", "left", "bottom", "right"]))")
        }
        lines += ["    return layout", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func compositional(
        _ sections: [JSONValue], interSectionSpacing: JSONValue, scrollDirection: String?
    ) -> String {
        var lines = [
            "func makeLayout() -> UICollectionViewLayout {",
            "    let configuration = UICollectionViewCompositionalLayoutConfiguration()",
            "    configuration.interSectionSpacing = \(number(interSectionSpacing))",
        ]
        if let scrollDirection { lines.append("    configuration.scrollDirection = .\(scrollDirection)") }
        lines += [
            "    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in",
            "        switch sectionIndex {",
        ]
        for index in sections.indices { lines.append("        case \(index): return makeSection\(index)()") }
        lines += ["        default: return nil", "        }", "    }, configuration: configuration)", "}", ""]
        for (index, section) in sections.enumerated() {
            guard case .object(let fields) = section else { continue }
            var printer = Printer()
            lines.append("func makeSection\(index)() -> NSCollectionLayoutSection {")
            let group = printer.subitem(fields["group"] ?? .null)
            printer.line("let section = NSCollectionLayoutSection(group: \(group))")
            printer.sectionProperties(fields)
            printer.line("return section")
            lines += printer.lines
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A number as a Swift literal: whole numbers without a fraction, others in their shortest exact form.
    static func number(_ value: JSONValue) -> String {
        guard case .number(let number) = value else { return "0" }
        return self.number(number)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static func insets(_ value: JSONValue, type: String, _ keys: [String]) -> String {
        guard case .object(let fields) = value else { return ".zero" }
        let parts = keys.map { "\($0): \(number(fields[$0] ?? .number(0)))" }
        return "\(type)(\(parts.joined(separator: ", ")))"
    }

    /// UIKit's names of the section header and footer element kinds (`UICollectionView.elementKindSectionHeader`),
    /// and the spec's kinds they stand for.
    public static let elementKinds = ["elementKindSectionHeader": "header", "elementKindSectionFooter": "footer"]

    /// A Swift string literal, with the element kinds of section headers and footers by their UIKit names.
    static func elementKind(_ value: JSONValue) -> String {
        guard case .string(let kind) = value else { return "\"\"" }
        if let name = elementKinds.first(where: { $0.value == kind })?.key {
            return "UICollectionView.\(name)"
        }
        var literal = "\""
        for scalar in kind.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
