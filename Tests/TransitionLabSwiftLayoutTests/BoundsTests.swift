import Testing

@testable import TransitionLabSwiftLayout

/// The limits checked before parsing and before folding operators: each refuses a hostile paste with its name and
/// the line:column where the source passes it, and code just inside the limit still reads.
struct BoundsTests {
    static let flow = "let layout = UICollectionViewFlowLayout()\nlayout.minimumLineSpacing = "

    static func expectError(
        _ source: String, limits: SwiftLayoutLimits = SwiftLayoutLimits(), _ line: Int, _ column: Int,
        _ fragment: String
    ) {
        let diagnostic = Support.error(source, limits: limits)
        #expect(diagnostic?.message.contains(fragment) == true, "\(diagnostic?.description ?? "no error")")
        #expect(diagnostic?.line == line && diagnostic?.column == column, "\(diagnostic?.description ?? "")")
    }

    static func spacing(_ source: String, limits: SwiftLayoutLimits = SwiftLayoutLimits()) throws -> Double? {
        guard case .flow(let sections, _) = try Support.read(source, limits: limits).spec else { return nil }
        return sections.first?.minimumLineSpacing
    }

    @Test func tokenLimit() throws {
        var limits = SwiftLayoutLimits()
        limits.tokens = 10
        // 6 tokens on the first line; `layout . minimumLineSpacing = 1 + 1`: the 11th is the `1` at column 29.
        Self.expectError(Self.flow + "1 + 1", limits: limits, 2, 29, "token limit")
        limits.tokens = 11
        #expect(try Self.spacing(Self.flow + "1 // a comment is not counted", limits: limits) == 1)
    }

    @Test func tokenLengthLimit() throws {
        Self.expectError(Self.flow + String(repeating: "9", count: 257), 2, 29, "token length limit")
        #expect(try Self.spacing(Self.flow + String(repeating: "0", count: 255) + "7") == 7)
        let long = "let kind = \"" + String(repeating: "k", count: 255) + "\"\n"
        Self.expectError(long + Self.flow + "1", 1, 12, "token length limit")
    }

    @Test func bracketDepthLimit() throws {
        let open = String(repeating: "(", count: 49)
        let close = String(repeating: ")", count: 49)
        // The 49th `(` starts at column 29 + 48.
        Self.expectError(Self.flow + open + "1" + close, 2, 77, "depth limit")
        Self.expectError("let a = [" + String(repeating: "{ [", count: 30), 1, 81, "depth limit")
        let quoted = "// " + open + "\nlet s = \"" + open + "\"\n/* " + open + " /* nested */ */\n"
        #expect(try Self.spacing(quoted + Self.flow + "((((2))))") == 2)
    }

    @Test func operatorLimit() throws {
        let chain = { (count: Int) in Self.flow + "1" + String(repeating: " + 1", count: count) }
        // The assignment's `=` is an infix operator too: 31 `+` make 32 operators.
        #expect(try Self.spacing(chain(31)) == 32)
        // The 33rd operator is the 32nd `+`: "1" ends at column 29, each " + 1" is 4 columns with its `+` 2 in.
        Self.expectError(chain(32), 2, 29 + 4 * 31 + 2, "operator limit")
        // Also in code the layout never runs: the whole file is folded.
        let unused = "func unused() -> Int {\n    return 1" + String(repeating: "*1", count: 40) + "\n}\n"
        Self.expectError(unused + chain(1), 2, 77, "operator limit")
    }

    @Test func totalOperatorLimit() throws {
        var limits = SwiftLayoutLimits()
        limits.totalOperators = 4
        let before = "let a = 1 + 2\nlet b = 3 * 4 - 5\n"
        #expect(try Self.spacing(before + Self.flow + "1", limits: limits) == 1)
        // Three operators before, the `=` of line 4 the fourth; the fifth is the `+` at column 31.
        Self.expectError(before + Self.flow + "1 + 1", limits: limits, 4, 31, "total operator limit")
    }

    /// Runs of `try`, `await` and `<` pass the pre-parse limits but make the parser recurse once per token: the read
    /// runs on a thread with a large stack, so they end in an error, not a stack overflow.
    @Test func longKeywordAndGenericRunsDoNotOverflowTheStack() {
        for run in ["try ", "await "] {
            let source = "let x = " + String(repeating: run, count: 10_000) + "1\n" + Self.flow + "1"
            #expect(Support.error(source)?.message.contains("expression") == true)
        }
        // An unused property of a deeply generic type is skipped; the layout reads.
        let generic = "let x: " + String(repeating: "A<", count: 8_000) + "B\n" + Self.flow + "1"
        #expect(Support.error(generic) == nil)
    }

    @Test func everyHostileShapeStopsAtALimit() {
        let kiB = 64 * 1024 - 64
        let shapes = [
            String(repeating: "let a = 1 + 2 * 3\n", count: kiB / 18),
            "let x = 1" + String(repeating: " + 1", count: kiB / 4),
            "let p = " + String(repeating: "(", count: kiB / 2) + "1" + String(repeating: ")", count: kiB / 2),
            "let x = " + String(repeating: "9", count: kiB),
            String(repeating: "[", count: kiB),
            "let s = \"" + String(repeating: "s", count: kiB) + "\"",
            String(repeating: "let a = 1" + String(repeating: "+1", count: 29) + "\n", count: 200),
        ]
        for shape in shapes {
            let diagnostic = Support.error(shape)
            #expect(diagnostic?.message.contains("limit") == true, "\(diagnostic?.description ?? "read")")
        }
    }
}
