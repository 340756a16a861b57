import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// Foundation's `IndexPath` as collection views use it: `init(item:section:)`, `init(row:section:)`, `item`,
    /// `row` (the same number) and `section`; compared with `==` and `<` (the element a transition layout runs for
    /// compares as arithmetic of its index path: `Interpreter.transitionIndexPathComparison`). `NSIndexPath`, which
    /// UIKit extends with the same `init(item:section:)` and `init(row:section:)` and which Swift bridges to
    /// `IndexPath` (`as IndexPath`), is the same value.
    static let indexPath: UIKitType = {
        var type = UIKitType("IndexPath")
        type.aliases = ["NSIndexPath"]
        let make: Call = { interpreter, arguments, call in
            // The element a transition layout runs for, remade from its own item and section.
            if case .symbol(.variable(.itemIndex)) = arguments[0].value,
                case .symbol(.variable(.sectionIndex)) = arguments[1].value
            {
                return .indexPath(.transitionElement)
            }
            return .indexPath(
                IndexPath(
                    item: try interpreter.integer(arguments[0].value, at: call),
                    section: try interpreter.integer(arguments[1].value, at: call)))
        }
        type.initializers["item:section:"] = make
        type.initializers["row:section:"] = make
        for name in ["item", "row", "section"] {
            type.properties[name] = Property(
                get: { interpreter, value, node in
                    let path = try interpreter.indexPath(value, "IndexPath", at: node)
                    if path == .transitionElement {
                        return .symbol(.variable(name == "section" ? .sectionIndex : .itemIndex))
                    }
                    return .number(Double(name == "section" ? path.section : path.item), .int)
                },
                set: { interpreter, value, newValue, node in
                    var path = try interpreter.indexPath(value, "IndexPath", at: node)
                    if path == .transitionElement {
                        throw interpreter.transitionElementRead("its index path's \(name) set", at: node)
                    }
                    let number = try interpreter.integer(newValue, at: node)
                    if name == "section" { path.section = number } else { path.item = number }
                    value = .indexPath(path)
                })
        }
        return type
    }()
}

extension Interpreter {
    func indexPath(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> IndexPath {
        guard case .indexPath(let path) = value else {
            throw diagnostic("\(what) expects IndexPath, got \(value.typeName)", at: node)
        }
        return path
    }
}
