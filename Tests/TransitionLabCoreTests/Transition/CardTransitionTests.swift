import Foundation
import Testing

@testable import TransitionLabCore

@Suite struct CardTransitionTests {
    let transition = CardTransition(viewport: Size(width: 390, height: 844))
    // Card 0 of `today-cards`: x = 20, width 390 − 40 = 350, height 410.
    let cardFrame = Rect(x: 20, y: 111, width: 350, height: 410)

    @Test func presentEndsAtFullScreenWithThePostsEndState() {
        let end = transition.presentedAppearance
        #expect(end.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(end.imageSize == Size(width: 390, height: 500))
        #expect(end.closeButtonAlpha == 1)
        #expect(end.tabBarY == 844)
        #expect(transition.closeButtonFrame(detailWidth: 390) == Rect(x: 340, y: 20, width: 30, height: 30))
        let start = transition.cardAppearance(cardFrame: cardFrame)
        #expect(start.cornerRadius == 15 && start.tabBarY == 844 - 83 && start.imageSize == cardFrame.size)
    }

    @Test func presentOvershootMatchesTheDampedOscillator() {
        let animation = TransitionAnimation(timing: transition.configuration.present, startTime: 0)
        let start = transition.cardAppearance(cardFrame: cardFrame)
        var peak = 0.0
        for step in 0...100_000 {
            let t = Double(step) * 1e-5
            peak = max(
                peak,
                start.interpolated(to: transition.presentedAppearance, fraction: animation.fraction(at: t)).frame.height
            )
        }
        // A spring released from rest overshoots by exp(−πζ/√(1−ζ²)) of its distance; ζ = 0.5 → 0.16303.
        let zeta = 0.5
        let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        let measured = (peak - 844) / (844 - 410)
        #expect(abs(measured - expected) / expected < 1e-3)
    }

    @Test func pullDownScalesRoundsAndCommitsAtOneHundredPoints() {
        #expect(transition.pullDownProgress(translationY: 60) == 0.6)
        #expect(transition.pullDownProgress(translationY: -30) == 0)
        #expect(!transition.pullDownCommits(progress: 0.99))
        #expect(transition.pullDownCommits(progress: 1))
        let pulled = transition.pullDownAppearance(progress: 0.5)
        #expect(abs(pulled.scale - 0.93) < 1e-12)
        #expect(pulled.cornerRadius == 7.5)
        // Scaled about the centre (195, 422): 390·0.93 = 362.7 wide, 844·0.93 = 784.92 tall.
        let visible = pulled.visibleFrame
        #expect(abs(visible.width - 362.7) < 1e-9 && abs(visible.height - 784.92) < 1e-9)
        #expect(abs(visible.midX - 195) < 1e-9 && abs(visible.midY - 422) < 1e-9)
    }

    @Test func overshootKeepsAlphasInRangeAndCornersSquare() {
        // The present spring's peak overshoot, fraction 1 + exp(−πζ/√(1 − ζ²)) = 1.16303 (ζ = 0.5).
        let f = 1 + exp(-Double.pi * 0.5 / 0.75.squareRoot())
        let start = transition.cardAppearance(cardFrame: cardFrame)
        let peak = start.interpolated(to: transition.presentedAppearance, fraction: f)
        // Alphas 0 + 1·1.16303 would exceed 1 and the corner 15 − 15·1.16303 = −2.445 would be negative: Core
        // Animation draws them as 1 and 0.
        #expect(peak.closeButtonAlpha == 1 && peak.dimmingAlpha == 1)
        #expect(peak.cornerRadius == 0)
        // Geometry keeps overshooting: 410 + (844 − 410)·1.16303 = 914.757 tall.
        #expect(abs(peak.frame.height - (410 + 434 * f)) < 1e-9)
        #expect(abs(peak.frame.height - 914.757) < 1e-3)
        // Undershoot below 0 on the way back: alphas stop at 0.
        let back = transition.presentedAppearance.interpolated(to: start, fraction: 1.05)
        #expect(back.closeButtonAlpha == 0 && back.dimmingAlpha == 0)
        #expect(abs(back.cornerRadius - 15.75) < 1e-12)
    }
}
