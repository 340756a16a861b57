import Foundation
import Testing

@testable import TransitionLabCore

@Suite struct ZoomTransitionTests {
    // The first thumbnail of `zoom` at 390 × 844: side (390 − 2·2) / 3 = 128.666…, corner 12.
    let side = (390.0 - 4) / 3
    var transition: ZoomTransition {
        ZoomTransition(
            referenceFrame: Rect(x: 0, y: 0, width: side, height: side), referenceCornerRadius: 12,
            finalFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func startsOnTheThumbnailWithThePostsCornerCorrection() {
        let start = transition.referenceAppearance
        // sx = 128.666…/390 = 0.32991, sy = 128.666…/844 = 0.15245; corner = 12 / min(sx, sy) = 78.71.
        #expect(abs(start.scale.width - side / 390) < 1e-12)
        #expect(abs(start.scale.height - side / 844) < 1e-12)
        #expect(abs(start.cornerRadius - 12 / (side / 844)) < 1e-9)
        let frame = transition.visibleFrame(of: start)
        #expect(abs(frame.minX) < 1e-9 && abs(frame.minY) < 1e-9)
        #expect(abs(frame.width - side) < 1e-9 && abs(frame.height - side) < 1e-9)
        #expect(abs(transition.visibleCornerRadius(of: start) - 12) < 1e-9)
    }

    @Test func tinyReferencesClampTheScale() {
        let tiny = ZoomTransition(
            referenceFrame: Rect(x: 10, y: 10, width: 0, height: 0), referenceCornerRadius: 12,
            finalFrame: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(tiny.referenceScale == Size(width: 0.001, height: 0.001))
        #expect(abs(tiny.referenceAppearance.cornerRadius - 12_000) < 1e-6)
    }

    @Test func panAlphaAndThreshold() {
        // alpha = 1 − clamp(80/160)·(1 − 0.6) = 1 − 0.5·0.4 = 0.8.
        #expect(abs(transition.panAlpha(translation: Point(x: 0, y: 80)) - 0.8) < 1e-12)
        #expect(abs(transition.panAlpha(translation: Point(x: 300, y: 400)) - 0.6) < 1e-12)
        #expect(transition.panDismisses(translation: Point(x: 0, y: 130)))
        #expect(!transition.panDismisses(translation: Point(x: 0, y: 100)))
        #expect(!transition.panDismisses(translation: Point(x: 72, y: 96)))  // hypot = 120, not above it
        let panned = transition.panAppearance(translation: Point(x: 10, y: 80))
        #expect(panned.center == Point(x: 205, y: 502))
    }

    @Test func releaseVelocityBecomesUIKitsRelativeUnit() {
        // 500 pt/s straight toward a target 250 pt away is 2 distances per second; sideways motion does not count.
        let velocity = transition.relativeVelocity(
            Point(x: 30, y: 500), from: Point(x: 0, y: 0), to: Point(x: 0, y: 250))
        #expect(abs(velocity - 2) < 1e-12)
    }

    @Test func overshootKeepsAlphasInRangeAndCornersSquare() {
        let start = transition.referenceAppearance
        let peak = start.interpolated(to: transition.presentedAppearance, fraction: 1.1)
        // Corner 78.71 − 78.71·1.1 < 0 draws square; dimming 0 + 1.1 draws as 1.
        #expect(peak.cornerRadius == 0 && peak.dimmingAlpha == 1 && peak.alpha == 1)
        // The scale keeps overshooting: sx = side/390 + (1 − side/390)·1.1.
        #expect(abs(peak.scale.width - (side / 390 + (1 - side / 390) * 1.1)) < 1e-12)
        #expect(peak.scale.width > 1)
        // A dismissal from a pan at alpha 0.8 overshooting its end: 0.8 + 0.2·1.1 = 1.02 draws as 1, dimming
        // 1 − 1.1 as 0.
        let panned = transition.panAppearance(translation: Point(x: 0, y: 80))
        let end = panned.interpolated(to: start, fraction: 1.1)
        #expect(end.alpha == 1 && end.dimmingAlpha == 0)
    }
}
