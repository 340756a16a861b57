/// The wording of a refusal as the user reads it: one line that says what to do. Messages written for a case say
/// it themselves; a bare one (the construct alone) gets the action that always applies to it.
enum SwiftLayoutRefusal {
    /// Words of a message that already says what to do.
    private static let actions = [
        "paste ", "give ", "Values", "docs/swift-layouts.md", "limit", "rewrite", "remove", "replace",
    ]

    /// `diagnostic` on one line (no raw line breaks or control characters) saying what to do.
    static func actionable(_ diagnostic: SwiftLayoutDiagnostic) -> SwiftLayoutDiagnostic {
        let message = oneLine(diagnostic.message)
        let worded: String
        if actions.contains(where: message.contains) {
            worded = message
        } else if message.hasPrefix("code that does not parse") {
            worded = "\(message): paste Swift that compiles, whole declarations rather than a cut-off part of one"
        } else if message.hasSuffix(" reached") {
            worded =
                "\(message): the code stops there on a device too; paste the code that runs instead (the subclass "
                + "that overrides the method, or the layout itself)"
        } else if message.hasSuffix("is not defined in the pasted code") {
            worded =
                "\(message) and is no UIKit or Swift call this reader runs: paste the file of your app that defines "
                + "it, or replace the call with a name whose value you give in Values "
                + "(docs/swift-layouts.md#not-supported-yet)"
        } else {
            let construct = message.contains(" ") ? message : "`\(message)`"
            worded =
                "not supported yet: \(construct) (docs/swift-layouts.md#not-supported-yet): rewrite that line with "
                + "what the reader runs, or replace what it computes with a name whose value you give in Values"
        }
        return SwiftLayoutDiagnostic(
            line: diagnostic.line, column: diagnostic.column, message: worded, kind: diagnostic.kind,
            unknownName: diagnostic.unknownName)
    }

    /// Line breaks and tabs as spaces, other control characters dropped, runs of spaces as one.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t"
            if isSpace {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else if scalar.properties.generalCategory != .control {
                result.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        return result
    }
}
