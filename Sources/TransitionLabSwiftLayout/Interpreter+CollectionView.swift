import SwiftSyntax
import TransitionLabCore

/// The collection view the paste lays out: the layout installed on it, the storyboard's flow layout when the paste
/// reads one it did not make, and the data source's item counts.
extension Interpreter {
    /// Installs `value` as the collection view's layout.
    func install(_ value: Value, at node: some SyntaxProtocol) throws {
        guard case .object(let layout) = value, Self.isLayout(layout) else {
            throw diagnostic("collectionViewLayout expects a UICollectionViewLayout, got \(value.typeName)", at: node)
        }
        installedLayout = layout
    }

    /// Whether an object is a collection-view layout.
    static func isLayout(_ object: LayoutObject) -> Bool {
        [UIKitType.compositionalLayout.name, UIKitType.flowLayout.name, UIKitType.collectionViewLayout.name]
            .contains(object.type)
    }

    /// The layout the collection view shows: the one installed, else the storyboard's flow layout.
    func layoutShown(at node: some SyntaxProtocol) -> Value {
        .object(installedLayout ?? storyboardFlowLayout(at: node))
    }

    /// The flow layout a storyboard gives a collection view, with Interface Builder's defaults, made once and said
    /// in a note: a paste that reads `collectionView.collectionViewLayout` (`as! UICollectionViewFlowLayout`) or
    /// sizes its items in the delegate without making a layout uses the storyboard's.
    func storyboardFlowLayout(at node: some SyntaxProtocol) -> LayoutObject {
        if let storyboardLayout { return storyboardLayout }
        let layout = LayoutObject.flowLayout(at: node.positionAfterSkippingLeadingTrivia)
        note(Self.storyboardNote, at: node)
        storyboardLayout = layout
        return layout
    }

    /// The storyboard's layout when the code casts it to a pasted layout class
    /// (`collectionView.collectionViewLayout as? PinterestLayout`): Interface Builder made it of that class (its
    /// Custom Class), so it is an instance of it, made as `instantiateForLayout` makes one, instead of a flow layout
    /// with Interface Builder's defaults.
    func storyboardLayout(ofClass name: String, at node: some SyntaxProtocol) throws -> Value {
        guard let made = try instantiateForLayout(name, at: node), case .object(let layout) = made else {
            throw diagnostic(
                "the storyboard's layout is '\(name)', which has only init(coder:): paste the code that makes it",
                at: node)
        }
        unnote(Self.storyboardNote)
        note(
            "the collection view's layout is the storyboard's, of class '\(name)' as the code casts it (its Custom "
                + "Class in Interface Builder)", at: node)
        storyboardLayout = layout
        return made
    }

    static let storyboardNote =
        "the collection view's layout is the storyboard's flow layout, read with Interface Builder's defaults "
        + "(item size 50 × 50 unless the delegate sizes items, spacing 10 between items and lines, no section "
        + "insets, vertical; with Xcode's \"Estimate Size: Automatic\" the cells would size themselves): set what "
        + "your storyboard sets in code (docs/swift-layouts.md#storyboard-layouts)"

    /// Refuses a flow layout whose items would have no width or height (`itemSize = .zero` that the app replaces
    /// from code outside the paste) when no delegate sizes them: UIKit would draw nothing where the app shows
    /// cells. Names the layout's methods that set `itemSize`, which nothing in the paste ran.
    func refuseSizelessItems(of layout: LayoutObject) throws {
        guard let flow = layout.model(as: FlowLayoutModel.self),
            flow.section.itemSize.width <= 0 || flow.section.itemSize.height <= 0,
            !FlowLayoutDelegate.implements(.sizeForItemAt, in: declarations)
        else { return }
        let setters = classChain(from: layout.className).flatMap { pasted in
            pasted.methods.values.joined().filter { method in
                !method.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                    && method.body?.tokens(viewMode: .sourceAccurate).contains {
                        $0.text == "itemSize" && $0.nextToken(viewMode: .sourceAccurate)?.text == "="
                    } == true
            }
        }
        let size = flow.section.itemSize
        let number = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        let named = setters.map { "`\($0.name.text)(\(Declarations.labels(of: $0).map { "\($0):" }.joined()))`" }
        let setBy =
            named.isEmpty ? "" : " (\(named.joined(separator: ", ")) sets it, but nothing in the paste calls it)"
        throw diagnostic(
            "the flow layout's itemSize is \(number(size.width)) × \(number(size.height)) and no "
                + "collectionView(_:layout:sizeForItemAt:) sizes the items, so its cells would have no size\(setBy): "
                + "paste the code of your app that sets itemSize, or set it in the layout", at: layout.position)
    }

    /// A flow layout's sections for the data source's counts, each with its delegate's answers.
    func flowSections(of layout: LayoutObject) throws -> [FlowLayout.Section] {
        guard let flow = layout.model(as: FlowLayoutModel.self) else {
            throw diagnostic("\(layout.className) is not a flow layout", at: layout.position)
        }
        let delegate = FlowLayoutDelegate(interpreter: self, layout: layout)
        return try (0..<numberOfSections).map { index in
            var section = flow.section
            section.numberOfItems = try checking("item count", at: layout.position) { () throws(LayoutSpecViolation) in
                try LayoutSpec.checkedItemCount(Double(numberOfItems(inSection: index)))
            }
            return try delegate.section(section, at: index)
        }
    }

    /// A flow layout's answers for its current properties and delegate, as UIKit's `UICollectionViewFlowLayout`
    /// gives them to a subclass's `super` calls: solved once until a property changes.
    func preparedFlow(of value: Value, at node: some SyntaxProtocol) throws -> PreparedFlowLayout {
        var receiver = value
        if case .superReference(let object, _) = value { receiver = .object(object) }
        guard case .object(let layout) = receiver, let flow = layout.model(as: FlowLayoutModel.self) else {
            throw diagnostic("\(value.typeName) is not a flow layout", at: node)
        }
        if let prepared = layout.preparedFlow { return prepared }
        let prepared = FlowLayout(sections: try flowSections(of: layout), scrollDirection: flow.scrollDirection)
            .prepareFlow(containerSize: containerSize)
        layout.preparedFlow = prepared
        return prepared
    }

    /// A new `UICollectionViewLayoutAttributes` object holding `attributes`.
    func attributesObject(_ attributes: LayoutAttributes, at node: some SyntaxProtocol) -> Value {
        .object(
            LayoutObject(
                UIKitType.collectionViewLayoutAttributes.name, AttributesModel(attributes),
                at: node.positionAfterSkippingLeadingTrivia))
    }

    /// Sections the data source has: as many as counts are given, else 1.
    var numberOfSections: Int { max(1, itemCounts?.count ?? 1) }

    /// Items in `section`: the given count, else `LayoutSpec.defaultNumberOfItems`.
    func numberOfItems(inSection section: Int) -> Int {
        guard let counts = itemCounts, counts.indices.contains(section) else { return LayoutSpec.defaultNumberOfItems }
        return counts[section]
    }

    /// The data source's items per section: the counts given with the paste, else what the paste's own data source
    /// answers (`numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`) when it answers without app
    /// data, else nil (each section then has `LayoutSpec.defaultNumberOfItems`). Asked once; said in a note.
    var itemCounts: [Int]? {
        if let counts { return counts }
        if let dataSourceCounts { return dataSourceCounts.counts }
        let counts = askDataSource()
        dataSourceCounts = (counts, true)
        return counts
    }

    private func askDataSource() -> [Int]? {
        let functions = declarations.functions
        guard
            let items = functions["collectionView", default: []].first(where: {
                Declarations.labels(of: $0) == ["_", "numberOfItemsInSection"]
            })
        else { return nil }
        let sectionsFunction = functions["numberOfSections", default: []].first {
            Declarations.labels(of: $0) == ["in"]
        }
        do {
            var sections = 1
            if let sectionsFunction {
                let value = try callFunction(
                    "numberOfSections", arguments: [("in", .collectionView)], at: sectionsFunction)
                sections = try integer(value ?? .void, at: sectionsFunction)
            }
            guard (1...limits.sections).contains(sections) else {
                throw diagnostic("\(sections) sections (section limit \(limits.sections))", at: items)
            }
            let counts = try (0..<sections).map { section in
                let value = try callFunction(
                    "collectionView",
                    arguments: [(nil, .collectionView), ("numberOfItemsInSection", .number(Double(section), .int))],
                    at: items)
                let count = Double(try integer(value ?? .void, at: items))
                return try checking("collectionView(_:numberOfItemsInSection:)", at: items) {
                    () throws(LayoutSpecViolation) in try LayoutSpec.checkedItemCount(count)
                }
            }
            note(
                "items per section from the paste's data source: \(counts.map(String.init).joined(separator: ", "))",
                at: items.name)
            return counts
        } catch {
            let reason = (error as? SwiftLayoutDiagnostic).map { ": \($0.message)" } ?? ""
            note(
                "the paste's data source does not answer without app data\(reason); each section has "
                    + "\(LayoutSpec.defaultNumberOfItems) items (give Items per section)", at: items.name)
            return nil
        }
    }
}
