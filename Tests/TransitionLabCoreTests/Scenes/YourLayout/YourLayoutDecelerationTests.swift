import Foundation
import Testing

@testable import TransitionLabCore

/// A custom layout that gives its collection view a deceleration rate (`UIScrollView.decelerationRate = .fast`, as
/// carousels do) flings with it: after the same drag the list coasts the distance the rate's decay gives,
/// v / k with k = −1000 · ln d per second (`DecelerationRate`).
@Suite struct YourLayoutDecelerationTests {
    let viewport = Size(width: 390, height: 844)

    func coast(_ rate: DecelerationRate?) throws -> Double {
        let elements = (0..<400).map { item in
            LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: item, section: 0),
                frame: Rect(x: 0, y: Double(item) * 100, width: 390, height: 90))
        }
        let layout = CustomLayout(
            contentSize: Size(width: 390, height: 40_000), elements: elements,
            dynamics: rate.map { CustomLayoutDynamics(decelerationRate: $0) }, containerSize: viewport)
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(layout, source: nil)
        var driver = SceneDriver(scene)
        let end = driver.pan(from: Point(x: 200, y: 700), translation: Point(x: 0, y: -300), duration: 0.1)
        driver.pointer(.up, end)
        let released = try #require(driver.number("contentOffset"))
        driver.settle()
        return try #require(driver.number("contentOffset")) - released
    }

    @Test func aFastRateCoastsTheShorterDistanceItsDecayGives() throws {
        let normal = try coast(nil)
        let fast = try coast(.fast)
        #expect(normal > 100)
        // The same release velocity v: distances v / k, so their ratio is k_normal / k_fast.
        let expected = DecelerationRate.normal.decayConstant / DecelerationRate.fast.decayConstant
        #expect(abs(fast / normal - expected) < 0.02, "fast \(fast), normal \(normal)")
    }
}
