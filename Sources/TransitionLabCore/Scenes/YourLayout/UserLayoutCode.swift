/// A user's layout as Swift for an export (`SceneExport`): their code, arranged as the members of a view controller
/// class of its own (as the Swift layout reader reads a paste: the members of one view controller), with the values
/// they gave filled in, and the expression that builds the layout on an instance of that class.
public struct UserLayoutCode: Sendable, Hashable {
    /// What holds the code in the exported file.
    public enum Host: String, Sendable, Hashable {
        /// A view controller class of its own, whose instance builds the layout: the user's code.
        case viewController
        /// A `@MainActor enum` of static functions: a layout spec's code as `SwiftLayoutPrinter` prints it.
        case namespace
    }

    public var host: Host
    /// The class's members: the user's declarations, in their order.
    public var members: String
    /// Declarations that stay at the top level of the file: extensions of types the code does not declare.
    public var topLevel: String
    /// The layout, read on an instance of the class: `createLayout()`, `gridLayout`, `MyFlowLayout()`.
    public var entry: String
    /// Names of the user's view controllers whose members became the class's: the class answers to them too.
    public var classNames: [String]
    /// Whether the members read a `collectionView` they do not declare: the class then declares one, which the
    /// exported view controller sets before building the layout.
    public var readsCollectionView: Bool
    /// What arranging the code did, one line each (values filled in, declarations the layout does not use left out).
    public var notes: [String]

    public init(
        host: Host = .viewController, members: String, topLevel: String = "", entry: String,
        classNames: [String] = [], readsCollectionView: Bool = false, notes: [String] = []
    ) {
        self.host = host
        self.members = members
        self.topLevel = topLevel
        self.entry = entry
        self.classNames = classNames
        self.readsCollectionView = readsCollectionView
        self.notes = notes
    }

    /// A layout spec's code (`SwiftLayoutPrinter`) as static functions, `makeLayout()` building the layout; nil
    /// when the spec has no Swift form.
    public static func printed(_ spec: LayoutSpec) -> UserLayoutCode? {
        guard let swift = try? SwiftLayoutPrinter.swift(for: spec) else { return nil }
        return UserLayoutCode(host: .namespace, members: staticFunctions(swift), entry: "makeLayout()")
    }

    /// The printer's top-level functions as static ones: each `func` that starts a line gets `static`.
    static func staticFunctions(_ swift: String) -> String {
        swift.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("func ") ? "static " + $0 : String($0) }
            .joined(separator: "\n")
    }
}
