/// Mirrors `UICollectionViewFlowLayout`, scrolling vertically or horizontally, with the metrics its delegate
/// (`UICollectionViewDelegateFlowLayout`) gives per section (`insetForSectionAt`, `minimumLineSpacingForSectionAt`,
/// …) and per item (`sizeForItemAt`) in `FlowLayout.Section`.
///
/// Deliberate differences: no `estimatedItemSize` (self-sizing cells), no `sectionHeadersPinToVisibleBounds`.
///
/// Row rules, from Apple's documentation and the public reverse engineering in PSTCollectionView
/// ([steipete/PSTCollectionView](https://github.com/steipete/PSTCollectionView), `PSTGridLayoutSection.m` and
/// `PSTGridLayoutRow.m`):
/// - A row holds as many items as fit: n = ⌊(W + s) / (w + s)⌋ with W the width inside `sectionInset` and `s` the
///   `minimumInteritemSpacing` ("This spacing is used to compute how many items can fit in a single line, but
///   after the number of items is determined, the actual spacing may possibly be adjusted upward": Apple,
///   [minimumInteritemSpacing][interitem]).
/// - Rows are justified: the leftover width is shared between the n − 1 gaps, so the first item touches the left
///   inset and the n-th the right inset. The last, incomplete row reuses the full row's columns (it looks
///   left-aligned with the full rows' spacing): PSTCollectionView's `layoutAttributesForElementsInRect:` reuses the
///   first row's item rects for every row of a fixed-size section, and openradar 20825965 (steipete) describes
///   UIKit's last row as left-aligned.
/// - When only one item fits in a row it is centred. This is observed behaviour, not documented: a public report
///   (gamwe6.github.io/obafuro/ios/swift4/uicollectionview/2018/11/22/50534.html) shows one item wider than half
///   the width centred in each row; uncertain for exotic sizes.
/// - A section stacks the header (full collection-view width, `headerReferenceSize.height` tall, omitted when 0),
///   `sectionInset.top`, rows separated by `minimumLineSpacing`, `sectionInset.bottom`, then the footer.
///   The line spacing is not applied between the header and the first row (Apple, [minimumLineSpacing][line]).
///   An empty section still contributes its header, insets and footer (PSTCollectionView, `computeLayout`).
///
/// A horizontal `scrollDirection` turns the same rules by a quarter: "items flow from one row or column (depending
/// on the scrolling direction) to the next" (Apple, [UICollectionViewFlowLayout][flow]), so each line is a column
/// filled top to bottom inside `sectionInset.top`/`.bottom`, `minimumInteritemSpacing` apart, and columns follow one
/// another to the right `minimumLineSpacing` apart; sections follow along x. Headers and footers use only the width
/// of their reference size and take the collection view's height ([headerReferenceSize][header]: "only the size that
/// corresponds to the appropriate scrolling direction is used"). The layout is computed with the axes swapped
/// (x ↔ y, width ↔ height, top ↔ left, bottom ↔ right) and its frames swapped back.
///
/// Items of different sizes (`Section.itemSizes`, the delegate's `sizeForItemAt`) fill each line while the next
/// item and `minimumInteritemSpacing` still fit; "the flow layout object centers items vertically on the same line",
/// whose height is its tallest item's (Apple, [Collection View Programming Guide for iOS, "Using the Flow
/// Layout"][guide], Figure 3-2), and lines are `minimumLineSpacing` apart. Each line is justified as above; the last
/// line as if filled with copies of its last item, and a line holding one item (counting those copies) is centred
/// (PSTCollectionView's `PSTGridLayoutRow.m`, `layoutRowAndGenerateRectArray:`; uncertain for iOS versions after the
/// one it reproduces).
///
/// Frames are not rounded to pixels: the doremin's pinch-grid post grids have fractional sides by construction.
///
/// [interitem]: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
/// [line]: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
/// [flow]: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// [header]: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
/// [guide]: https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/CollectionViewPGforIOS/UsingtheFlowLayout/UsingtheFlowLayout.html
public struct FlowLayout: CollectionViewLayout, Hashable {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = UICollectionView.elementKindSectionHeader
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = UICollectionView.elementKindSectionFooter

    /// One section: its item count (the data source) and its metrics (the flow-layout delegate's answers).
    public struct Section: Sendable, Hashable {
        /// `numberOfItemsInSection`.
        public var numberOfItems: Int
        /// `itemSize` (default 50 × 50, as UIKit's).
        public var itemSize: Size
        /// `minimumInteritemSpacing` (default 10).
        public var minimumInteritemSpacing: Double
        /// `minimumLineSpacing` (default 10).
        public var minimumLineSpacing: Double
        /// `sectionInset` (`UIEdgeInsets`; leading is left, trailing is right).
        public var sectionInset: DirectionalEdgeInsets
        /// `headerReferenceSize`; only the height is used when scrolling vertically, the width when horizontally.
        public var headerReferenceSize: Size
        /// `footerReferenceSize`; only the height is used when scrolling vertically, the width when horizontally.
        public var footerReferenceSize: Size
        /// The delegate's `collectionView(_:layout:sizeForItemAt:)` for the first items, in order; empty when every
        /// item is `itemSize`. Items past the end of the list are `itemSize`.
        public var itemSizes: [Size]

        public init(
            numberOfItems: Int,
            itemSize: Size = Size(width: 50, height: 50),
            minimumInteritemSpacing: Double = 10,
            minimumLineSpacing: Double = 10,
            sectionInset: DirectionalEdgeInsets = .zero,
            headerReferenceSize: Size = .zero,
            footerReferenceSize: Size = .zero,
            itemSizes: [Size] = []
        ) {
            self.numberOfItems = numberOfItems
            self.itemSize = itemSize
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.minimumLineSpacing = minimumLineSpacing
            self.sectionInset = sectionInset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.itemSizes = itemSizes
        }

        /// The size of item `item`.
        func size(ofItem item: Int) -> Size { item < itemSizes.count ? itemSizes[item] : itemSize }
    }

    /// The sections, top to bottom (left to right when scrolling horizontally).
    public var sections: [Section]
    /// `scrollDirection` (default `.vertical`).
    public var scrollDirection: LayoutAxis

    public init(sections: [Section], scrollDirection: LayoutAxis = .vertical) {
        self.sections = sections
        self.scrollDirection = scrollDirection
    }

    /// Lays out every section for a collection view whose bounds are `containerSize`.
    /// - Complexity: O(number of sections); item frames are computed on demand from each section's row and column
    ///   arithmetic.
    public func prepare(containerSize: Size) -> any PreparedLayout {
        prepareFlow(containerSize: containerSize)
    }

    /// `prepare(containerSize:)` with the concrete result type.
    public func prepareFlow(containerSize: Size) -> PreparedFlowLayout {
        let transposed = scrollDirection == .horizontal
        let width = transposed ? containerSize.height : containerSize.width
        var y = 0.0
        var geometries: [PreparedFlowLayout.SectionGeometry] = []
        geometries.reserveCapacity(sections.count)
        for section in sections {
            let geometry = PreparedFlowLayout.SectionGeometry(
                section: transposed ? section.transposed : section, top: y, width: width)
            geometries.append(geometry)
            y = geometry.maxY
        }
        return PreparedFlowLayout(
            sections: geometries, collectionViewContentSize: Size(width: width, height: y), transposed: transposed)
    }
}

extension FlowLayout.Section {
    /// The section with its axes swapped: a horizontal section as the vertical one that lays out the same way.
    var transposed: Self {
        let inset = sectionInset
        return Self(
            numberOfItems: numberOfItems, itemSize: itemSize.transposed,
            minimumInteritemSpacing: minimumInteritemSpacing, minimumLineSpacing: minimumLineSpacing,
            sectionInset: DirectionalEdgeInsets(
                top: inset.leading, leading: inset.top, bottom: inset.trailing, trailing: inset.bottom),
            headerReferenceSize: headerReferenceSize.transposed, footerReferenceSize: footerReferenceSize.transposed,
            itemSizes: itemSizes.map(\.transposed))
    }
}

extension Size {
    /// Width and height swapped.
    var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    /// x ↔ y and width ↔ height swapped.
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}
