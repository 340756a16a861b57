import Testing

@testable import TransitionLabCore

/// The numbers a layout accepts, whichever reader gives them.
@Suite struct LayoutSpecNumbersTests {
    @Test(arguments: [0, -1_000_000, 1_000_000, 0.5])
    func numbersWithinAMillionAreKept(value: Double) throws {
        #expect(try LayoutSpec.checkedNumber(value) == value)
    }

    @Test(arguments: [1_000_000.5, -2e6, .infinity, -.infinity, .nan, 1e308])
    func numbersPastAMillionOrNotFiniteAreRefused(value: Double) {
        #expect(throws: LayoutSpecViolation.self) { try LayoutSpec.checkedNumber(value) }
    }

    @Test func lengthsAreNotNegative() throws {
        #expect(try LayoutSpec.checkedLength(0) == 0)
        #expect(throws: LayoutSpecViolation("expected a number ≥ 0, got -1")) { try LayoutSpec.checkedLength(-1) }
        #expect(throws: LayoutSpecViolation("expected a number ≥ 0, got -0.5")) { try LayoutSpec.checkedLength(-0.5) }
        #expect(throws: LayoutSpecViolation.self) { try LayoutSpec.checkedLength(2e6) }
    }

    @Test func wholeNumbersAndItemCounts() throws {
        #expect(try LayoutSpec.checkedWholeNumber(-3) == -3)
        #expect(throws: LayoutSpecViolation("expected a whole number, got 1.5")) {
            try LayoutSpec.checkedWholeNumber(1.5)
        }
        // A zIndex of -1e308 once trapped converting it to Int: it is refused before.
        #expect(throws: LayoutSpecViolation.self) { try LayoutSpec.checkedWholeNumber(-1e308) }
        #expect(try LayoutSpec.checkedItemCount(0) == 0)
        #expect(throws: LayoutSpecViolation("expected a whole number ≥ 0, got -1")) {
            try LayoutSpec.checkedItemCount(-1)
        }
    }

    @Test func groupCountsRunFromOneTo256() throws {
        #expect(try LayoutSpec.checkedGroupCount(1) == 1)
        #expect(try LayoutSpec.checkedGroupCount(256) == 256)
        #expect(throws: LayoutSpecViolation("group count 0 is outside 1…256 (group count limit)")) {
            try LayoutSpec.checkedGroupCount(0)
        }
        #expect(throws: LayoutSpecViolation("group count 257 is outside 1…256 (group count limit)")) {
            try LayoutSpec.checkedGroupCount(257)
        }
        #expect(throws: LayoutSpecViolation("expected a whole number ≥ 1, got 1.5")) {
            try LayoutSpec.checkedGroupCount(1.5)
        }
    }

    @Test func aLayoutHasSectionsAndGroupsNestEightDeep() throws {
        try LayoutSpec.checkSectionCount(1)
        #expect(throws: LayoutSpecViolation("'sections' is empty")) { try LayoutSpec.checkSectionCount(0) }
        try LayoutSpec.checkGroupNesting(8)
        #expect(throws: LayoutSpecViolation("groups nested more than 8 deep (group nesting limit)")) {
            try LayoutSpec.checkGroupNesting(9)
        }
    }
}
