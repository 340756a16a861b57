extension ElementPair {
    /// `pose(at:scale:)`'s frame and alpha on a screen scrolled to `offset`, rounded onto the grid: equal to
    /// `QuantizedFrame.GridPose(frame:alpha:offset:)` of that pose, with every step computed on the same doubles,
    /// but each pair of coordinates (the centre, the size, the origin) in one `SIMD2` of two lanes, snapped and
    /// rounded without a branch or a conversion (`roundedToNearestBelow2To51`, `quantize(_:_:)`). Only what a cell's
    /// node shows is computed: no transform, no corner radius, no `Rect` in between (callgrind: 171 instructions a
    /// cell from pose to node, 215 with the scalar roundings).
    @inline(__always)
    func gridPose(at p: Double, scale: Double, offset: Point) -> QuantizedFrame.GridPose {
        let halfPixel = 2 * scale
        let fromCenter = SIMD2(self.fromCenter.x, self.fromCenter.y)
        let fromSize = SIMD2(self.fromSize.width, self.fromSize.height)
        let center = fromCenter + (SIMD2(toCenter.x, toCenter.y) - fromCenter) * p
        let size = fromSize + (SIMD2(toSize.width, toSize.height) - fromSize) * p
        let snappedCenter = (center * halfPixel).roundedToNearest / halfPixel
        let snappedSize = (size * scale).roundedToNearest / scale
        return QuantizedFrame.GridPose(
            screenOrigin: (snappedCenter - snappedSize / 2) + SIMD2(-offset.x, -offset.y), size: snappedSize,
            alpha: fromAlpha + (toAlpha - fromAlpha) * p)
    }
}
