// Collection views, their flow, compositional and transition layouts: the part of UIKit the exported files use,
// declared by hand from Apple's documentation (see UIKit.swift).

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    open weak var delegate: (any UICollectionViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/startinteractivetransition(to:completion:)
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/finishinteractivetransition()
    open func finishInteractiveTransition() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivetransition()
    open func cancelInteractiveTransition() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutinteractivetransitioncompletion
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt {
        case cell, supplementaryView, decorationView
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int {
        case vertical, horizontal
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor @objc public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    @objc optional func numberOfSections(in collectionView: UICollectionView) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:transitionlayoutforoldlayout:newlayout:)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    open var indexPath: IndexPath {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
    open var representedElementCategory: UICollectionView.ElementCategory { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
    open var sectionInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    open var headerReferenceSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    open var footerReferenceSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout
@MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/init(currentlayout:nextlayout:)
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/transitionprogress
    open var transitionProgress: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/currentlayout
    open var currentLayout: UICollectionViewLayout { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/nextlayout
    open var nextLayout: UICollectionViewLayout { fatalError() }
}

// MARK: - Compositional layouts

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    public init(section: NSCollectionLayoutSection) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:configuration:)
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        super.init()
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
    open var interSectionSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@available(iOS 13.0, *)
@MainActor @objc public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
    var container: any NSCollectionLayoutContainer { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@available(iOS 13.0, *)
@MainActor @objc public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize
    var contentSize: CGSize { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
    var effectiveContentSize: CGSize { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
@available(iOS 13.0, *)
@MainActor @objc public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/alpha
    var alpha: CGFloat { get set }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/transform
    var transform: CGAffineTransform { get set }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/frame
    var frame: CGRect { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutDimension: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSize: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {}
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSpacing: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {}
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutAnchor: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:)
    public init(edges: NSDirectionalRectEdge) {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:absoluteoffset:)
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:fractionaloffset:)
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {}
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    public init(layoutSize: NSCollectionLayoutSize) {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/edgespacing
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
    @available(iOS, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
    @available(iOS 16.0, *)
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitem:count:)
    @available(iOS, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
    @available(iOS 16.0, *)
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
    open var interItemSpacing: NSCollectionLayoutSpacing?
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
@available(iOS 13.0, *)
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSection: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    public init(group: NSCollectionLayoutGroup) {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
    open var interGroupSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets
    @available(iOS, deprecated: 16.0)
    open var supplementariesFollowContentInsets: Bool = true
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}

/// https://developer.apple.com/documentation/uikit/nsrectalignment
@available(iOS 13.0, *)
public enum NSRectAlignment: Int {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:)
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        super.init(layoutSize: layoutSize)
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:)
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) { super.init(layoutSize: layoutSize) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/zindex
    open var zIndex: Int = 1
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
    open var pinToVisibleBounds: Bool = false
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary
    open var extendsBoundary: Bool = true
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)
    open class func background(elementKind: String) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex
    open var zIndex: Int = 0
}
