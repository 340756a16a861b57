/// The square-cell photo grids of doremin's pinch-grid post (a LINE-style picker whose pinch changes the column count), built as
/// ordinary flow layouts.
extension FlowLayout {
    /// The column counts of doremin's pinch-grid post, densest first.
    public static let pinchGridColumnCounts = [17, 11, 9, 7, 5, 3, 1]

    /// The side of a square cell when `columns` cells and `columns − 1` gaps of `spacing` fill `containerWidth`:
    /// (W − (columns − 1)·spacing) / columns. At 390 pt with 9 columns: (390 − 8)/9 = 42.444… pt.
    public static func columnGridSide(columns: Int, containerWidth: Double, spacing: Double = 1) -> Double {
        let count = Double(max(1, columns))
        return (containerWidth - (count - 1) * spacing) / count
    }

    /// A one-section flow layout of `itemCount` square cells, `columns` per row, `spacing` apart both ways
    /// (`minimumInteritemSpacing` = `minimumLineSpacing` = `spacing`, no insets). Because the cells fill the row
    /// exactly, the flow layout's justification leaves the gaps at `spacing`.
    public static func columnGrid(columns: Int, itemCount: Int, containerWidth: Double, spacing: Double = 1)
        -> FlowLayout
    {
        let side = columnGridSide(columns: columns, containerWidth: containerWidth, spacing: spacing)
        return FlowLayout(sections: [
            Section(
                numberOfItems: itemCount,
                itemSize: Size(width: side, height: side),
                minimumInteritemSpacing: spacing,
                minimumLineSpacing: spacing
            )
        ])
    }
}
