import Testing

/// `transition-lab-bench`, run as built.
@Suite struct BenchCommandTests {
    @Test func filterThatMatchesNothingIsAUsageError() throws {
        let result = try runBuiltProduct("transition-lab-bench", ["--filter", "no-such-benchmark"])
        #expect(result.status == 2 && result.stderr.contains("matches no benchmark"), "\(result.stderr)")
    }

    @Test func negativeSamplesReachValidation() throws {
        let result = try runBuiltProduct("transition-lab-bench", ["--samples", "-3"])
        #expect(result.status == 2 && result.stderr.contains("--samples must be at least 1"), "\(result.stderr)")
    }

    @Test func theShippedCLIHasNoBenchSubcommand() throws {
        #expect(try runTransitionLab(["bench"]).status == 2)
    }
}
