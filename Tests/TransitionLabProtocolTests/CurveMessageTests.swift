import Testing
import TransitionLabCore
import TransitionLabProtocol

/// The spring curve message tells the page where Core Animation cuts an unsettled UIKit spring.
struct CurveMessageTests {
    @Test func theCurveMessageCarriesTheCutOnlyWhenThereIsOne() {
        let cut = ServerMessage.curve(
            .init(
                title: "t", spring: .smooth, initialVelocity: 0, duration: 1, settleTime: 1, interval: 0.1,
                samples: [0, 1], cutAt: 1, cutJump: -0.12))
        guard case .object(let fields) = cut.json else {
            Issue.record("not an object")
            return
        }
        #expect(fields["cutAt"] == .number(1) && fields["cutJump"] == .number(-0.12))
        let settled = ServerMessage.curve(
            .init(
                title: "t", spring: .smooth, initialVelocity: 0, duration: 1, settleTime: 1, interval: 0.1,
                samples: [0, 1]))
        guard case .object(let plain) = settled.json else {
            Issue.record("not an object")
            return
        }
        #expect(plain["cutAt"] == nil && plain["cutJump"] == nil)
    }
}
