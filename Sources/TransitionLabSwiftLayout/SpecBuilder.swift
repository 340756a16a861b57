import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// Finds the layout the pasted code builds and turns it into spec JSON, asking a section provider for its sections.
struct SpecBuilder {
    let interpreter: Interpreter
    let counts: [Int]?

    /// The layout: the named property or function; else the first property or function declared to be a layout;
    /// else the first property whose value is one; else the top-level code's last layout.
    func findLayout(named name: String?, in file: SourceFileSyntax) throws -> (LayoutObject, String?) {
        let declarations = interpreter.declarations
        try interpreter.runTopLevel()
        if let name {
            guard let layout = try layoutValue(name, at: file) else {
                throw interpreter.diagnostic("no layout named '\(name)' in the pasted code", at: file)
            }
            return (layout, name)
        }
        var passedOver: [String] = []
        // Flow-layout subclasses come after the functions and properties declared as layouts, which may use them.
        let subclassesLast =
            declarations.order.filter { declarations.flowSubclasses[$0] == nil }
            + declarations.order.filter { declarations.flowSubclasses[$0] != nil }
        for candidate in subclassesLast where isDeclaredLayout(candidate) {
            if let layout = try layoutValue(candidate, at: file) { return (layout, candidate) }
            passedOver.append("'\(candidate)' gives no layout")
        }
        for candidate in declarations.order {
            guard let binding = declarations.properties[candidate], binding.typeAnnotation == nil else { continue }
            do {
                if let layout = try layoutValue(candidate, at: file) { return (layout, candidate) }
            } catch let skipped as SwiftLayoutDiagnostic where skipped.kind == .outsideName {
                // A property that names a layout class but could not be built is the layout: never another one.
                if binding.initializer?.value.trimmedDescription.contains("Layout") == true { throw skipped.read }
                passedOver.append(
                    "'\(candidate)' reads \(skipped.unknownName.map { "'\($0)'" } ?? "code outside the paste")")
            }
        }
        for (candidate, functions) in declarations.functions where !isDeclaredLayout(candidate) {
            for function in functions where Declarations.isLayoutType(function.signature.returnClause?.type) {
                passedOver.append("'\(candidate)' takes parameters other than a view or a layout environment")
            }
        }
        let seen = passedOver.isEmpty ? "" : "; passed over: " + passedOver.sorted().joined(separator: ", ")
        throw SwiftLayoutDiagnostic(
            line: 1, column: 1,
            message: "no layout found: paste code that builds a UICollectionViewCompositionalLayout or a "
                + "UICollectionViewFlowLayout (a property, a function, or top-level code)\(seen)")
    }

    private func isDeclaredLayout(_ name: String) -> Bool {
        if interpreter.declarations.flowSubclasses[name] != nil { return true }
        if let binding = interpreter.declarations.properties[name] {
            return Declarations.isLayoutType(binding.typeAnnotation?.type)
        }
        return interpreter.declarations.functions[name, default: []].contains { function in
            arguments(for: function) != nil && Declarations.isLayoutType(function.signature.returnClause?.type)
        }
    }

    /// The arguments a layout function is called with: the collection view for a `UIView` or `UICollectionView`
    /// parameter (`createLayout(in view: UIView)`), the environment for an `NSCollectionLayoutEnvironment`; nil
    /// when it takes anything else.
    private func arguments(for function: FunctionDeclSyntax) -> Interpreter.Arguments? {
        var arguments: Interpreter.Arguments = []
        for parameter in function.signature.parameterClause.parameters {
            let type = parameter.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            switch type {
            case "UIView", "UICollectionView": arguments.append((label, .container))
            case "NSCollectionLayoutEnvironment": arguments.append((label, .environment))
            default: return nil
            }
        }
        return arguments
    }

    private func layoutValue(_ name: String, at node: some SyntaxProtocol) throws -> LayoutObject? {
        let value: Value?
        if interpreter.declarations.flowSubclasses[name] != nil {
            value = try interpreter.flowSubclass(name, at: node)
        } else if interpreter.declarations.properties[name] != nil {
            value = try interpreter.property(name, at: node)
        } else if let function = interpreter.declarations.functions[name]?.first(where: { arguments(for: $0) != nil }),
            let arguments = arguments(for: function)
        {
            value = try interpreter.callFunction(name, arguments: arguments, at: node)
        } else {
            value = try interpreter.callFunction(name, arguments: [], at: node)
        }
        guard case .object(let object) = value, [.compositionalLayout, .flowLayout].contains(object.kind) else {
            return nil
        }
        return object
    }

    /// The spec JSON of a layout object.
    func json(for layout: LayoutObject) throws -> JSONValue {
        let itemCounts = counts ?? []
        func numberOfItems(_ index: Int) -> JSONValue {
            .number(Double(index < itemCounts.count ? itemCounts[index] : LayoutSpec.defaultNumberOfItems))
        }
        if layout.kind == .flowLayout {
            var properties = layout.fields
            let direction = properties.removeValue(forKey: "scrollDirection")
            let sections = (0..<max(1, itemCounts.count)).map { index in
                var fields = properties
                fields["numberOfItems"] = numberOfItems(index)
                return JSONValue.object(fields)
            }
            var root: [String: JSONValue] = ["layout": "flow", "sections": .array(sections)]
            root["scrollDirection"] = direction
            return .object(root)
        }
        var sections: [[String: JSONValue]]
        if let provider = layout.provider {
            sections = try providedSections(provider)
        } else {
            sections = Array(repeating: layout.fields, count: max(1, itemCounts.count))
        }
        for index in sections.indices { sections[index]["numberOfItems"] = numberOfItems(index) }
        var root: [String: JSONValue] = ["layout": "compositional", "sections": .array(sections.map(JSONValue.object))]
        root["interSectionSpacing"] = layout.configuration?.fields["interSectionSpacing"] ?? .number(0)
        root["scrollDirection"] = layout.configuration?.fields["scrollDirection"]
        return .object(root)
    }

    /// Asks the provider for each section: as many as `counts` has, else until it returns nil or traps.
    private func providedSections(_ provider: Closure) throws -> [[String: JSONValue]] {
        let limit = interpreter.limits.sections
        let wanted = counts?.count
        if let wanted, wanted > limit {
            throw interpreter.diagnostic("\(wanted) sections (section limit \(limit))", at: provider.position)
        }
        var sections: [[String: JSONValue]] = []
        for index in 0..<(wanted ?? limit) {
            let value: Value
            do {
                value = try interpreter.call(
                    provider, arguments: [.number(Double(index), .int), .environment], at: provider.body)
            } catch let trap as Interpreter.Trap {
                guard wanted == nil, index > 0 else {
                    throw interpreter.diagnostic(
                        "the section provider has no section \(index): \(trap.diagnostic)", at: provider.position)
                }
                break
            }
            if case .null = value {
                guard wanted == nil, index > 0 else {
                    throw interpreter.diagnostic(
                        "the section provider returns nil for section \(index)", at: provider.position)
                }
                break
            }
            guard case .object(let section) = value, section.kind == .section else {
                throw interpreter.diagnostic(
                    "the section provider returns \(value.typeName), not NSCollectionLayoutSection",
                    at: provider.position)
            }
            sections.append(section.fields)
        }
        if wanted == nil, sections.count == limit {
            interpreter.note(
                "the section provider answers every section index: the layout has one section unless item counts "
                    + "give more", at: provider.body)
            sections = [sections[0]]
        }
        return sections
    }

    /// Notes for the functions and properties the layout never used (`viewDidLoad`, data sources, …).
    func skippedDeclarations(besides chosen: String?) -> [SwiftLayoutDiagnostic] {
        let declarations = interpreter.declarations
        return declarations.order.compactMap { name in
            guard name != chosen, !interpreter.used.contains(name) else { return nil }
            let node: Syntax? =
                declarations.properties[name].map(Syntax.init) ?? declarations.functions[name]?.first.map(Syntax.init)
            guard let node else { return nil }
            return interpreter.diagnostic("'\(name)' is not part of the layout: skipped", at: node)
        }
    }
}
