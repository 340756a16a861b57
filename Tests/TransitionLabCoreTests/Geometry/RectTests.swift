import Testing

@testable import TransitionLabCore

@Suite struct RectTests {
    @Test func centreAndInsets() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.center == Point(x: 60, y: 45))
        let inset = rect.inset(by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(inset == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(Rect(center: rect.center, size: rect.size) == rect)
    }

    @Test func intersectionExcludesTouchingEdges() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    }
}
