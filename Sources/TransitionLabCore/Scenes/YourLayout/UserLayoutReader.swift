/// Turns a `UserLayoutSource` into a layout. Core reads no text itself: the wire module reads layout specs and the
/// Swift layout module reads UIKit code, and whoever runs scenes (the server, `transition-lab replay`) injects one.
public protocol UserLayoutReader: Sendable {
    /// Reads `source` for a collection view of `containerSize` (code that reads
    /// `environment.container.effectiveContentSize` depends on it).
    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult
}

/// A layout read from a `UserLayoutSource`.
public struct UserLayoutResult: Sendable {
    /// The layout, with the source's item counts.
    public var layout: any CollectionViewLayout
    /// The layout as UIKit Swift code ("Copy as Swift"), when the reader can print it.
    public var swift: String?
    /// `line:column: message` for each part of the source that was skipped because the layout does not need it.
    public var notes: [String]
    /// The layout solved for a viewport, when whoever read it also prepared it: showing it then solves nothing.
    public var prepared: PreparedUserLayout?
    /// The source arranged for a Swift export of `your-layout`, when the reader can arrange it.
    public var code: UserLayoutCode?
    /// The `UICollectionViewTransitionLayout` subclass the source brings, which the pinch between A and B runs
    /// through.
    public var transitionLayout: TransitionLayoutReading?

    public init(
        layout: any CollectionViewLayout, swift: String? = nil, notes: [String] = [],
        prepared: PreparedUserLayout? = nil, code: UserLayoutCode? = nil,
        transitionLayout: TransitionLayoutReading? = nil
    ) {
        self.layout = layout
        self.swift = swift
        self.notes = notes
        self.prepared = prepared
        self.code = code
        self.transitionLayout = transitionLayout
    }
}

/// A pasted `UICollectionViewTransitionLayout` subclass: its name and what it does to UIKit's interpolation.
public struct TransitionLayoutReading: Sendable, Hashable {
    public var name: String
    public var effect: TransitionLayoutEffect

    public init(name: String, effect: TransitionLayoutEffect) {
        self.name = name
        self.effect = effect
    }
}

/// Why a source gave no layout, at a 1-based line and column of its text.
public struct UserLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// Names the layout reads that neither the text nor the source's values define: values can supply them.
    public var unknownNames: [String]

    public init(line: Int, column: Int, message: String, unknownNames: [String] = []) {
        self.line = line
        self.column = column
        self.message = message
        self.unknownNames = unknownNames
    }

    /// `line:column: message`, as a compiler prints it after the file name.
    public var description: String { "\(line):\(column): \(message)" }
}
