import Testing

@testable import TransitionLabCore

@Suite struct FontMetricsTests {
    @Test func widthSumsAdvancesScaledToTheFontSize() {
        // Arial's (and Liberation Sans') published advances: "A" 1366, "i" 455, space 569 units of 2048.
        let metrics = FontMetrics.liberationSansRegular
        let expected = (1366.0 + 455 + 569) * 17 / 2048
        #expect(abs(metrics.width(of: "Ai ", fontSize: 17) - expected) < 1e-12)
    }

    @Test func boldIsWiderAndOtherScriptsFallBackToO() {
        #expect(
            FontMetrics.liberationSans(weight: 700).width(of: "brand", fontSize: 17)
                > FontMetrics.liberationSans(weight: 400).width(of: "brand", fontSize: 17))
        let metrics = FontMetrics.liberationSansRegular
        #expect(metrics.width(of: "é", fontSize: 10) == metrics.width(of: "o", fontSize: 10))
    }
}
