import Testing

@testable import TransitionLabCore

/// A room's per-frame layout work budget: a token bucket refilled by real time, drawn from by evaluators (refused past
/// its balance) and charged for work that must be done (into debt).
@Suite struct LayoutWorkBudgetTests {
    @Test func itFillsAtItsRateUpToItsCapacity() {
        let budget = LayoutWorkBudget(stepsPerSecond: 1000, capacity: 100)
        budget.refill(at: 0)
        #expect(budget.balance == 100)
        #expect(budget.draw(80))
        budget.refill(at: 0.05)
        #expect(budget.balance == 70)
        budget.refill(at: 10)
        #expect(budget.balance == 100)
        // Time never goes back: a stale refill adds nothing.
        budget.refill(at: 5)
        #expect(budget.balance == 100)
    }

    @Test func aDrawPastTheBalanceIsRefusedAndEveryLaterOneInTheFrame() {
        let budget = LayoutWorkBudget(stepsPerSecond: 1000, capacity: 100)
        budget.beginCounting()
        #expect(budget.draw(60))
        #expect(!budget.draw(60))
        #expect(!budget.draw(10), "the frame's work stops where the budget ran out")
        #expect(budget.exhausted)
        #expect(budget.demand == 130)
        #expect(budget.balance == 40)
        budget.beginCounting()
        #expect(!budget.exhausted && budget.demand == 0)
    }

    @Test func chargedWorkGoesIntoDebtAndTheTimeToAffordAFrameCountsIt() {
        let budget = LayoutWorkBudget(stepsPerSecond: 1000, capacity: 100)
        budget.refill(at: 0)
        budget.charge(150)
        #expect(budget.balance == -50)
        // 80 steps need 130 more: 0.13 s; a frame of more than the capacity waits for the capacity.
        #expect(abs(budget.time(toAfford: 80, now: 0) - 0.13) < 1e-12)
        #expect(abs(budget.time(toAfford: 500, now: 0) - 0.15) < 1e-12)
        budget.refill(at: 0.2)
        #expect(budget.time(toAfford: 80, now: 0.2) == 0.2)
    }

    @Test func anEffectIsPaidPerCellFromTheBudgetInEffect() {
        let layout = YourLayoutVisibleItemsEffectTests.layout()
        let prepared = layout.prepareCompositional(containerSize: Size(width: 390, height: 844))
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let full = prepared.layoutAttributes(in: screen, contentOffset: .zero, orthogonalOffsets: [:])
        let effect = YourLayoutVisibleItemsEffectTests.carousel
        let perCell = [effect.alpha, effect.scaleX, effect.scaleY].reduce(0) { $0 + ($1?.nodeCount ?? 0) }
        let budget = LayoutWorkBudget(stepsPerSecond: 0, capacity: Double(perCell))
        budget.beginCounting()
        let paid = LayoutWorkBudget.$current.withValue(budget) {
            prepared.layoutAttributes(in: screen, contentOffset: .zero, orthogonalOffsets: [:])
        }
        // The first cell is paid and drawn with the effect; the others, past the budget, without it.
        #expect(paid.count == full.count && paid.count > 1)
        #expect(paid[0] == full[0])
        #expect(paid[1].frame != full[1].frame)
        #expect(budget.exhausted && budget.demand == perCell * paid.count)
    }
}
