// The part of UIKit the exported files use (`SceneExport`), declared by hand from Apple's documentation: signatures
// only, each with the page it comes from. `ExportTypeCheckTests` type-checks every exported file against it with
// `swiftc -typecheck`, as an iOS app target would compile it with only UIKit imported. Types are `@MainActor` where
// their page declares it; availability is given where the page's iOS version is later than 8, the oldest an export
// targets.
@_exported import QuartzCore

// MARK: - Geometry and values

extension UIEdgeInsets {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension NSDirectionalEdgeInsets {
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    @available(iOS 11.0, *)
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/leading
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/bottom
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/trailing
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/all
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int {
    case unspecified, light, dark
}

// MARK: - Colours, fonts, images

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/separator
    @available(iOS 13.0, *)
    open class var separator: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, *)
    public init?(systemName name: String) {}
}

// MARK: - Views

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uidynamicitem
@MainActor @objc public protocol UIDynamicItem: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `UIView()`: Objective-C's `init`, which UIKit answers with `init(frame: .zero)`
    /// (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
    public convenience override init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = .identity
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: AutoresizingMask = []
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    @available(iOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}

    /// https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
    @available(iOS 17.0, *)
    open class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int = 1
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int {
        case custom, system
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uitabbar/items
    open var items: [UITabBarItem]?
    /// https://developer.apple.com/documentation/uikit/uitabbar/selecteditem
    open weak var selectedItem: UITabBarItem?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public init(title: String?, image: UIImage?, tag: Int) {}
}

// MARK: - Scroll views

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    open var decelerationRate: DecelerationRate = .normal
    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical: Bool = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    @available(iOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int {
        case automatic, scrollableAxes, never, always
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: Hashable {
        public let rawValue: CGFloat
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
        public static let normal = DecelerationRate(rawValue: 0.998)
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
}

// MARK: - Table views

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int {
        case plain, grouped
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        @available(iOS 13.0, *)
        case insetGrouped
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    open weak var dataSource: (any UITableViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uitableview/delegate
    open weak var delegate: (any UITableViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = 44
    /// https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    open var tableHeaderView: UIView?
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int {
        case `default`, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
    public enum SeparatorStyle: Int {
        case none, singleLine
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    public enum SelectionStyle: Int {
        case none, blue, gray, `default`
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open var contentView: UIView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
    open var selectionStyle: SelectionStyle = .default
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
    @objc optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
    @objc optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

// MARK: - View controllers and their transitions

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int {
    case fullScreen, pageSheet, formSheet, currentContext, custom
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `UIViewController()`: Objective-C's `init`, which UIKit answers with `init(nibName: nil, bundle: nil)`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
    @available(iOS 18.0, *)
    open var preferredTransition: Transition?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
    @available(iOS 18.0, *)
    open class Transition: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self { fatalError() }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
        open class ZoomOptions: NSObject {
            public override init() {}
            /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions/alignmentrectprovider
            open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

            /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions/alignmentrectcontext
            open class AlignmentRectContext: NSObject {}
        }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
        open class ZoomSourceViewProviderContext: NSObject {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    var transitionWasCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    @objc optional func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @objc optional func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
}

// MARK: - Gestures

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int {
        case possible, began, changed, ended, cancelled, failed
    }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// (read-only to code that imports only UIKit: the page's read-write form needs `UIKit.UIGestureRecognizerSubclass`)
    open var state: State { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
    open var scale: CGFloat = 1
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}
