import SwiftSyntax
import TransitionLabCore

/// Finds the layout the pasted code builds and makes its `LayoutSpec`, asking a section provider for its sections.
struct SpecBuilder {
    let interpreter: Interpreter

    /// The data source's counts (`Interpreter.itemCounts`).
    private var counts: [Int]? { interpreter.itemCounts }

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
        for candidate in declarations.order where !declarations.isLayoutClass(candidate) && isDeclaredLayout(candidate)
        {
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
        // The view controller's set-up code, which makes and configures the layout (`layout.delegate = self`), comes
        // before a layout class made on its own, which the set-up code may use.
        if let (layout, name) = try layoutFromSetUp(at: file) { return (layout, name) }
        // A transition layout subclass is the pinch's, read on its own (`TransitionLayoutRun`), never the layout.
        let transitionLayouts = declarations.order.filter {
            declarations.isLayoutClass($0) && interpreter.uikitBase(of: $0) == "UICollectionViewTransitionLayout"
        }
        for candidate in declarations.order
        where declarations.isLayoutClass(candidate) && !transitionLayouts.contains(candidate) {
            if let layout = try layoutValue(candidate, at: file) { return (layout, candidate) }
            let initializers = interpreter.classChain(from: candidate).flatMap(\.initializers).map {
                "init(\(Declarations.labels(of: $0).map { "\($0):" }.joined()))"
            }
            passedOver.append(
                "'\(candidate)' has only \(initializers.joined(separator: ", ")): paste the code that makes it")
        }
        if let delegate = FlowLayoutDelegate.Method.allCases.lazy.compactMap({
            FlowLayoutDelegate.implementation(of: $0, in: declarations)
        }).first {
            // A flow layout's delegate without a layout in the paste: the storyboard's flow layout.
            return (interpreter.storyboardFlowLayout(at: delegate.name), nil)
        }
        if let candidate = transitionLayouts.first, let pasted = declarations.classes[candidate] {
            throw interpreter.transitionLayoutSubclass(candidate, at: pasted.declaration.name)
        }
        for (candidate, functions) in declarations.functions where !isDeclaredLayout(candidate) {
            for function in functions where Declarations.isLayoutType(function.signature.returnClause?.type) {
                passedOver.append("'\(candidate)' takes parameters other than a view or a layout environment")
            }
        }
        // Set-up code that makes a layout class the paste lacks (`let layout = UPCarouselFlowLayout()`).
        for name in Self.setUpFunctions {
            for function in declarations.functions[name, default: []] {
                let tokens = function.body.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []
                for (index, token) in tokens.enumerated().dropLast()
                where token.text.hasSuffix("Layout") && tokens[index + 1].text == "("
                    && UIKitRegistry.type(token.text) == nil && !declarations.isLayoutClass(token.text)
                    && token.text.first?.isUppercase == true
                {
                    passedOver.append(
                        "\(name)() makes '\(token.text)', a layout class defined in another file of your app: paste "
                            + "that file too")
                }
            }
        }
        // Swift 2's names of the flow delegate's methods, which Swift 3 renamed (SE-0005): never called by UIKit now.
        for function in declarations.functions["collectionView", default: []] {
            let labels = Declarations.labels(of: function)
            guard labels.count == 3, labels[1] == "layout",
                labels[2].hasSuffix("AtIndexPath") || labels[2].hasSuffix("AtIndex")
            else { continue }
            let renamed = labels[2].replacingOccurrences(of: "AtIndexPath", with: "At")
                .replacingOccurrences(of: "AtIndex", with: "At")
            passedOver.append(
                "'collectionView(_:layout:\(labels[2]):)' is Swift 2's name of a flow delegate method: rename it "
                    + "'\(renamed)' as Swift 3 and later do")
        }
        let seen = passedOver.isEmpty ? "" : "; passed over: " + passedOver.sorted().joined(separator: ", ")
        throw SwiftLayoutDiagnostic(
            line: 1, column: 1,
            message: "no layout found: paste the code that makes the collection view's layout (a function or "
                + "property that returns one, the view controller's viewDidLoad(), or a UICollectionViewLayout "
                + "subclass) (docs/swift-layouts.md#which-layout)\(seen)")
    }

    /// The view controller's set-up functions, run in this order when no layout is declared: the layout they
    /// install on the collection view (`collectionView.collectionViewLayout = layout`,
    /// `UICollectionView(frame:collectionViewLayout:)`), or the storyboard's that they read and change.
    static let setUpFunctions = ["loadView", "viewDidLoad"]

    /// Runs the set-up functions, then other functions without parameters whose names say they set the
    /// collection view up (`setupCollectionView()`, `configureLayout()`), until one gives the collection view a
    /// layout; the statements that are not layout code are skipped with notes (`Interpreter.lenient`).
    private func layoutFromSetUp(at node: some SyntaxProtocol) throws -> (LayoutObject, String)? {
        let declarations = interpreter.declarations
        func takesNothing(_ name: String) -> Bool {
            declarations.functions[name, default: []].contains { $0.signature.parameterClause.parameters.isEmpty }
        }
        let named = declarations.order.filter { name in
            let lowered = name.lowercased()
            return !Self.setUpFunctions.contains(name)
                && (lowered.hasPrefix("setup") || lowered.hasPrefix("configure") || lowered.contains("collectionview"))
        }
        interpreter.lenient = true
        defer { interpreter.lenient = false }
        for name in (Self.setUpFunctions + named) where takesNothing(name) {
            _ = try interpreter.callFunction(name, arguments: [], at: node)
            if let layout = interpreter.installedLayout ?? interpreter.storyboardLayout { return (layout, name) }
        }
        // A `UICollectionViewController` subclass's `init()` that hands `super.init(collectionViewLayout:)` its layout.
        for (className, initializer) in declarations.controllerInitializers
        where Declarations.fits([], initializer.signature.parameterClause.parameters) {
            guard let body = initializer.body else { continue }
            _ = try interpreter.call(
                body: body.statements, parameters: initializer.signature.parameterClause.parameters, [],
                scope: interpreter.globals, at: node)
            if let layout = interpreter.installedLayout { return (layout, "\(className).init") }
        }
        return nil
    }

    private func isDeclaredLayout(_ name: String) -> Bool {
        if interpreter.declarations.isLayoutClass(name) { return true }
        if let binding = interpreter.declarations.properties[name] {
            // An outlet to the storyboard's layout (`@IBOutlet var flowLayout: UICollectionViewFlowLayout!`) is
            // what the set-up code adjusts: it is read through that code, not on its own.
            let isOutlet =
                binding.accessorBlock == nil
                && (binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true)
            return !isOutlet && Declarations.isLayoutType(binding.typeAnnotation?.type)
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
            case "UIView", "UICollectionView": arguments.append((label, .collectionView))
            case "NSCollectionLayoutEnvironment": arguments.append((label, .environment))
            default: return nil
            }
        }
        return arguments
    }

    private func layoutValue(_ name: String, at node: some SyntaxProtocol) throws -> LayoutObject? {
        let value: Value?
        if interpreter.declarations.isLayoutClass(name) {
            value = try interpreter.instantiateForLayout(name, at: node)
        } else if interpreter.declarations.properties[name] != nil {
            value = try interpreter.property(name, at: node)
        } else if let function = interpreter.declarations.functions[name]?.first(where: { arguments(for: $0) != nil }),
            let arguments = arguments(for: function)
        {
            value = try interpreter.callFunction(name, arguments: arguments, at: node)
        } else {
            value = try interpreter.callFunction(name, arguments: [], at: node)
        }
        guard case .object(let object) = value, Interpreter.isLayout(object) else { return nil }
        return object
    }

    /// The spec of a layout object, with the item counts asked for. The rules a section follows only in its layout
    /// (its handler needs orthogonal scrolling, a horizontal layout takes no headers) are checked here and reported
    /// where the section's property was set.
    func spec(for layout: LayoutObject) throws -> LayoutSpec {
        if layout.pastedClass != nil { return try LayoutRun(interpreter: interpreter, layout: layout).spec() }
        let itemCounts = try (counts ?? []).map { count in
            try interpreter.checking("item count", at: layout.position) { () throws(LayoutSpecViolation) in
                try LayoutSpec.checkedItemCount(Double(count))
            }
        }
        func numberOfItems(_ index: Int) -> Int {
            index < itemCounts.count ? itemCounts[index] : LayoutSpec.defaultNumberOfItems
        }
        switch layout.model {
        case let flow as FlowLayoutModel:
            if !flow.setsItemSize, !FlowLayoutDelegate.implements(.sizeForItemAt, in: interpreter.declarations) {
                interpreter.note(
                    "itemSize is UIKit's default 50 × 50: the paste neither sets it nor implements "
                        + "collectionView(_:layout:sizeForItemAt:)", at: layout.position)
            }
            try interpreter.refuseSizelessItems(of: layout)
            return .flow(sections: try interpreter.flowSections(of: layout), scrollDirection: flow.scrollDirection)
        case let compositional as CompositionalLayoutModel:
            let sections: [SectionCopy]
            switch compositional.sections {
            case .section(let section): sections = Array(repeating: section, count: max(1, itemCounts.count))
            case .provider(let provider): sections = try providedSections(provider)
            }
            // A layout's configuration object is one (`Interpreter.compositionalLayout`, `setProperty` check it).
            let configuration =
                compositional.configuration.model(as: CollectionViewCompositionalLayoutConfiguration.self)
                ?? CollectionViewCompositionalLayoutConfiguration()
            for copy in sections {
                try interpreter.checking(
                    UIKitType.collectionLayoutSection.name, at: copy.position, positions: copy.positions
                ) { () throws(LayoutSpecViolation) in
                    try copy.section.validate()
                    try configuration.validate(copy.section)
                }
            }
            try interpreter.checking(layout.type, at: layout.position) { () throws(LayoutSpecViolation) in
                try LayoutSpec.checkSectionCount(sections.count)
            }
            return .compositional(
                sections: sections.map(\.section), numberOfItems: sections.indices.map(numberOfItems),
                configuration: configuration)
        default:
            throw interpreter.diagnostic("\(layout.type) is not a layout", at: layout.position)
        }
    }

    /// Asks the provider for each section: as many as `counts` has, else until it returns nil or traps.
    private func providedSections(_ provider: Closure) throws -> [SectionCopy] {
        let limit = interpreter.limits.sections
        let wanted = counts?.count
        if let wanted, wanted > limit {
            throw interpreter.diagnostic("\(wanted) sections (section limit \(limit))", at: provider.position)
        }
        var sections: [SectionCopy] = []
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
            guard case .object(let section) = value, let copy = section.sectionCopy else {
                throw interpreter.diagnostic(
                    "the section provider returns \(value.typeName), not NSCollectionLayoutSection",
                    at: provider.position)
            }
            sections.append(copy)
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
