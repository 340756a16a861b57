import SwiftOperators
import SwiftParser
import SwiftSyntax
import TransitionLabCore

/// Reads pasted UIKit layout code (`docs/swift-layouts.md`) into a `LayoutSpec`, without compiling or running it: a
/// bounded interpreter evaluates the layout-building subset into the layout model, checking the model's rules where
/// the code gives each value.
public enum SwiftLayoutReader {
    /// A layout read from Swift.
    public struct Result: Sendable {
        /// The layout and its item counts.
        public let spec: LayoutSpec
        /// The property or function the layout came from (`compositionalLayout`, `createLayout`), or `nil` for
        /// top-level code.
        public let name: String?
        /// Code that was skipped because the layout does not need it.
        public let notes: [SwiftLayoutDiagnostic]
    }

    /// A `UICollectionViewTransitionLayout` subclass read from Swift.
    public struct TransitionResult: Sendable {
        /// What it does to UIKit's interpolation of each element.
        public let effect: TransitionLayoutEffect
        /// The subclass's name.
        public let name: String
        public let notes: [SwiftLayoutDiagnostic]
    }

    /// Reads the first `UICollectionViewTransitionLayout` subclass in `source` (`TransitionLayoutRun`), with the
    /// limits, values and counts of `read(source:containerSize:counts:layoutName:values:limits:)`.
    public static func readTransitionLayout(
        source: String, containerSize: Size, counts: [Int]? = nil, values: SwiftLayoutValues = SwiftLayoutValues(),
        limits: SwiftLayoutLimits = SwiftLayoutLimits()
    ) throws(SwiftLayoutError) -> TransitionResult {
        guard
            let result = try readTransitionLayoutIfAny(
                source: source, containerSize: containerSize, counts: counts, values: values, limits: limits)
        else {
            throw SwiftLayoutError(
                diagnostic: SwiftLayoutDiagnostic(
                    line: 1, column: 1,
                    message: "no transition layout found: paste the UICollectionViewTransitionLayout subclass"))
        }
        return result
    }

    /// `readTransitionLayout(source:containerSize:counts:values:limits:)`, nil when the paste has no
    /// `UICollectionViewTransitionLayout` subclass: a layout's paste may bring the one its pinch runs through.
    public static func readTransitionLayoutIfAny(
        source: String, containerSize: Size, counts: [Int]? = nil, values: SwiftLayoutValues = SwiftLayoutValues(),
        limits: SwiftLayoutLimits = SwiftLayoutLimits()
    ) throws(SwiftLayoutError) -> TransitionResult? {
        try read(source: source, containerSize: containerSize, counts: counts, values: values, limits: limits) {
            interpreter, _, notes in
            guard let name = TransitionLayoutRun.subclass(in: interpreter) else { return nil }
            let effect = try TransitionLayoutRun(interpreter: interpreter, className: name).effect()
            return TransitionResult(effect: effect, name: name, notes: notes + interpreter.notes)
        }
    }

    /// Reads `source` for a collection view of `containerSize`. `counts` gives the items per section (and so the
    /// number of sections a section provider is asked for); without it, a provider is asked for sections until it
    /// returns nil or reaches `fatalError`. `layoutName` picks one of several layouts by property or function name.
    public static func read(
        source: String, containerSize: Size, counts: [Int]? = nil, layoutName: String? = nil,
        values: SwiftLayoutValues = SwiftLayoutValues(), limits: SwiftLayoutLimits = SwiftLayoutLimits()
    ) throws(SwiftLayoutError) -> Result {
        try read(source: source, containerSize: containerSize, counts: counts, values: values, limits: limits) {
            interpreter, file, notes in
            let builder = SpecBuilder(interpreter: interpreter)
            let (layout, name) = try builder.findLayout(named: layoutName, in: file)
            let spec = try builder.spec(for: layout)
            if let position = interpreter.decelerationRatePosition {
                guard case .custom(let custom) = spec, custom.dynamics?.decelerationRate != nil else {
                    throw interpreter.diagnostic(
                        "not supported yet: the collection view's decelerationRate for this kind of layout "
                            + "(docs/swift-layouts.md#not-supported-yet): set it in a UICollectionViewLayout or "
                            + "UICollectionViewFlowLayout subclass, or leave it out", at: position)
                }
            }
            return Result(
                spec: spec, name: name, notes: notes + interpreter.notes + builder.skippedDeclarations(besides: name))
        }
    }

    /// Parses `source` within the limits and runs `body` on an interpreter of it (again, with stand-ins, to list the
    /// names it reads that nobody defines).
    private static func read<Answer: Sendable>(
        source: String, containerSize: Size, counts: [Int]?, values: SwiftLayoutValues, limits: SwiftLayoutLimits,
        _ body: @escaping @Sendable (Interpreter, SourceFileSyntax, [SwiftLayoutDiagnostic]) throws -> Answer
    ) throws(SwiftLayoutError) -> Answer {
        // swift-syntax's parser recurses once per `try`, `await` or `<` of a run of them whatever its nesting
        // limit, so a paste of thousands overflows an 8 MiB stack: the read runs on a thread with a larger one.
        do {
            return try LargeStack.run {
                Swift.Result { () throws(SwiftLayoutError) in
                    try readOnThisThread(
                        source: source, containerSize: containerSize, counts: counts, values: values, limits: limits,
                        body)
                }
            }.get()
        } catch {
            var refusal = error
            refusal.diagnostic = SwiftLayoutRefusal.actionable(error.diagnostic)
            throw refusal
        }
    }

    private static func readOnThisThread<Answer>(
        source: String, containerSize: Size, counts: [Int]?, values: SwiftLayoutValues, limits: SwiftLayoutLimits,
        _ body: (Interpreter, SourceFileSyntax, [SwiftLayoutDiagnostic]) throws -> Answer
    ) throws(SwiftLayoutError) -> Answer {
        guard source.utf8.count <= limits.sourceBytes else {
            throw SwiftLayoutError(
                diagnostic: SwiftLayoutDiagnostic(
                    line: 1, column: 1,
                    message:
                        "source is \(source.utf8.count) bytes, more than the \(limits.sourceBytes / 1024) KiB limit"))
        }
        let bounds = SourceBounds(limits: limits)
        do {
            try bounds.check(source)
        } catch {
            throw SwiftLayoutError(diagnostic: error)
        }
        let (blanked, placeholders) = blankingPlaceholders(source)
        var text = blanked
        let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: limits.depth) }
        // Folding keeps every token where it was, so positions in the parsed tree are those of the folded one.
        let converter = SourceLocationConverter(fileName: "", tree: parsed)
        do {
            try bounds.checkOperators(in: parsed, converter: converter)
        } catch {
            throw SwiftLayoutError(diagnostic: error)
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        var steps = 0
        let read = { (values: SwiftLayoutValues) throws(SwiftLayoutError) -> Answer in
            let interpreter = Interpreter(
                file: folded, converter: converter, limits: limits, containerSize: containerSize, values: values,
                counts: counts)
            defer { steps += interpreter.steps }
            return try evaluate { try body(interpreter, folded, placeholders) }
        }
        // Reads again only while the reads so far took fewer steps than one read may: listing the names costs at
        // most twice the step limit.
        return try readListingUnknownNames(values: values, read: read) { steps < limits.steps }
    }

    /// At most this many names the layout reads but neither the paste nor the values define are listed in one
    /// error.
    static let unknownNamesListed = 8

    /// Reads with `values`; when the layout reads a name nobody defines, reads again with a stand-in for it (the
    /// number 1) to find the next one, so one error lists them all. The stand-ins never reach a layout: any
    /// unknown name fails the read.
    private static func readListingUnknownNames<Answer>(
        values: SwiftLayoutValues, read: (SwiftLayoutValues) throws(SwiftLayoutError) -> Answer,
        mayReadAgain: () -> Bool
    ) throws(SwiftLayoutError) -> Answer {
        var unknown: [SwiftLayoutDiagnostic] = []
        var standIns = values
        while true {
            do {
                let result = try read(standIns)
                if unknown.isEmpty { return result }
                break
            } catch {
                guard let name = error.diagnostic.unknownName, !unknown.contains(where: { $0.unknownName == name })
                else {
                    if unknown.isEmpty { throw error }
                    break
                }
                unknown.append(error.diagnostic)
                guard unknown.count < unknownNamesListed, mayReadAgain(), standIns.standIn(for: name) else { break }
            }
        }
        throw unknownNamesError(unknown)
    }

    private static func unknownNamesError(_ unknown: [SwiftLayoutDiagnostic]) -> SwiftLayoutError {
        let names = unknown.compactMap(\.unknownName)
        let first = unknown[0]
        let message: String
        if unknown.count == 1 {
            // A specific message (a delegate's answer, app data) says what to give; a plain unknown name is code
            // from another file of the app.
            message =
                first.message.hasSuffix("is not defined in the pasted code")
                ? "'\(names[0])' is defined in another file of your app: paste that file too, or give its value in "
                    + "Values (`\(names[0]) = …`)"
                : first.message
        } else if !first.message.hasSuffix("is not defined in the pasted code") {
            // The first says what its name is (an animated key, app data); the others are given the same way.
            let others = unknown.dropFirst().map { "'\($0.unknownName ?? "")' (\($0.line):\($0.column))" }
            message = "\(first.message); it also reads \(others.joined(separator: ", ")): give them in Values too"
        } else {
            let listed = unknown.map { "'\($0.unknownName ?? "")' (\($0.line):\($0.column))" }
            message =
                "the layout reads \(listed.joined(separator: ", ")), which the paste does not define: paste the files "
                + "of your app that do, or give their values in Values, one a line (`\(names[0]) = …`)"
        }
        var error = SwiftLayoutError(
            diagnostic: SwiftLayoutDiagnostic(
                line: first.line, column: first.column, message: message, unknownName: first.unknownName))
        error.unknownNames = names
        return error
    }

    private static func evaluate<Answer>(_ body: () throws -> Answer) throws(SwiftLayoutError) -> Answer {
        do {
            return try body()
        } catch let diagnostic as SwiftLayoutDiagnostic {
            throw SwiftLayoutError(diagnostic: diagnostic)
        } catch let trap as Interpreter.Trap {
            throw SwiftLayoutError(diagnostic: trap.diagnostic)
        } catch {
            throw SwiftLayoutError(diagnostic: SwiftLayoutDiagnostic(line: 1, column: 1, message: "\(error)"))
        }
    }

    /// Lines that hold only `...` or `…` (elided code in a pasted snippet) become spaces, so the rest parses and
    /// keeps its positions; each one is noted.
    static func blankingPlaceholders(_ source: String) -> (String, [SwiftLayoutDiagnostic]) {
        var notes: [SwiftLayoutDiagnostic] = []
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
            guard trimmed == "..." || trimmed == "…" else { continue }
            let column = line.utf8.count - line.drop(while: { $0 == " " || $0 == "\t" }).utf8.count + 1
            notes.append(
                SwiftLayoutDiagnostic(line: index + 1, column: column, message: "'\(trimmed)' placeholder skipped"))
            lines[index] = String(repeating: " ", count: line.utf8.count)
        }
        return (lines.joined(separator: "\n"), notes)
    }
}
