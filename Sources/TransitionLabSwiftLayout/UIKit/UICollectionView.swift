import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionView`, the one collection view a paste lays out (also the view controller's `view`, which it
    /// fills): `init(frame:collectionViewLayout:)` installs the layout it is given, as do `collectionViewLayout = …`
    /// and `setCollectionViewLayout(_:animated:)`; reading `collectionViewLayout` before any is installed gives the
    /// storyboard's flow layout (`Interpreter.storyboardLayout`). At rest its `bounds` are W × H at the origin
    /// (`contentOffset` zero; symbols of the scroll position while a layout is asked again as the content scrolls), `contentInset` is zero, `safeAreaInsets` is the device's safe area
    /// (`SafeArea`) and so is `adjustedContentInset`, said in a note; `numberOfSections` and `numberOfItems(inSection:)` are the data source's counts.
    /// Its `decelerationRate` (`.fast` in carousels) is how a custom layout's flings slow down; `isPagingEnabled` is
    /// UIKit's default, false (paging is not supported yet).
    /// Its `delegate` is the view controller in the paste, whose methods the paste does not implement are values to
    /// give (`Interpreter.delegateCall`).
    /// `elementKindSectionHeader` and `…Footer`, and the Objective-C era `UICollectionElementKindSectionHeader` and
    /// `…Footer`, are the element kinds `header` and `footer`, the names the engine and the page use.
    /// Anything else of the collection view is outside the layout: a statement that only sets or calls it
    /// (`backgroundColor`, `register(…)`, `reloadData()`) is skipped with a note.
    static let collectionView: UIKitType = {
        var type = UIKitType("UICollectionView")
        type.initializers["frame:collectionViewLayout:"] = { interpreter, arguments, call in
            try interpreter.install(arguments[1].value, at: call)
            return .collectionView
        }
        for (name, kind) in SwiftLayoutPrinter.elementKinds {
            type.staticProperties[name] = { _, _ in .string(kind) }
        }
        type.globals["UICollectionElementKindSectionHeader"] = { _, _ in .string(FlowLayout.elementKindSectionHeader) }
        type.globals["UICollectionElementKindSectionFooter"] = { _, _ in .string(FlowLayout.elementKindSectionFooter) }
        type.properties["bounds"] = Property(get: { interpreter, _, _ in
            let size = interpreter.containerSize
            return try interpreter.makeRecord(
                "CGRect", interpreter.contentOffsetFields + [.number(size.width, .float), .number(size.height, .float)])
        })
        type.properties["frame"] = Property(get: { interpreter, _, _ in
            .rect(Rect(origin: .zero, size: interpreter.containerSize))
        })
        type.properties["contentOffset"] = Property(get: { interpreter, _, _ in
            try interpreter.makeRecord("CGPoint", interpreter.contentOffsetFields)
        })
        type.properties["contentInset"] = Property(get: { _, _, _ in .edgeInsets(.zero) })
        type.properties["safeAreaInsets"] = Property(get: { interpreter, _, _ in
            .edgeInsets(SafeArea.insets(for: interpreter.containerSize))
        })
        type.properties["adjustedContentInset"] = Property(get: { interpreter, _, node in
            // `.automatic` adjusts the top and bottom of a view controller's scroll view in a navigation or tab bar
            // controller, or one that scrolls vertically; not those of one that only scrolls sideways
            // (Apple, `UIScrollView.ContentInsetAdjustmentBehavior.automatic`), which the paste does not tell.
            let insets = SafeArea.insets(for: interpreter.containerSize)
            interpreter.note(
                "`adjustedContentInset` is read as the screen's safe area (top \(Int(insets.top)), bottom "
                    + "\(Int(insets.bottom))), as UIKit adjusts a collection view that scrolls vertically or sits in a "
                    + "navigation controller; one that only scrolls sideways outside one gets 0 there: if yours "
                    + "does, write 0 in its place", at: node)
            return .edgeInsets(insets)
        })
        type.properties["contentSize"] = Property(get: { interpreter, _, node in
            try interpreter.member("collectionViewContentSize", of: interpreter.layoutShown(at: node), at: node)
        })
        type.properties["traitCollection"] = Property(get: { _, _, _ in .traitCollection })
        type.properties["isPagingEnabled"] = Property(
            get: { _, _, _ in .bool(false) },
            set: { interpreter, _, newValue, node in
                guard try !interpreter.bool(newValue, "isPagingEnabled", at: node) else {
                    throw interpreter.notSupportedYet(
                        "a collection view that pages (`isPagingEnabled = true`)", at: node)
                }
            })
        type.properties["decelerationRate"] = Property(
            get: { interpreter, _, _ in
                .number(interpreter.decelerationRate ?? DecelerationRate.normal.rawValue, .float)
            },
            set: { interpreter, _, newValue, node in
                interpreter.decelerationRate = try interpreter.decelerationRate(newValue, at: node)
                interpreter.decelerationRatePosition = node.positionAfterSkippingLeadingTrivia
            })
        type.properties["delegate"] = Property(
            get: { interpreter, _, node in
                interpreter.note(
                    "the collection view's delegate is taken to be the view controller in the paste, as app code "
                        + "sets it (`collectionView.delegate = self`)", at: node)
                return .selfReference
            },
            set: { _, _, _, _ in })
        type.properties["numberOfSections"] = Property(get: { interpreter, _, _ in
            .number(Double(interpreter.numberOfSections), .int)
        })
        type.methods["numberOfItems"] = [
            "inSection:": { interpreter, _, arguments, call in
                .number(
                    Double(interpreter.numberOfItems(inSection: try interpreter.integer(arguments[0].value, at: call))),
                    .int)
            }
        ]
        type.properties["collectionViewLayout"] = Property(
            get: { interpreter, _, node in interpreter.layoutShown(at: node) },
            set: { interpreter, _, newValue, node in try interpreter.install(newValue, at: node) })
        type.methods["setCollectionViewLayout"] = [
            "_:animated:": { interpreter, _, arguments, call in
                try interpreter.install(arguments[0].value, at: call)
                return .void
            }
        ]
        return type
    }()
}

extension Interpreter {
    /// The content offset's x and y: zero, or the scroll position's symbols while a layout is asked again as the
    /// content scrolls (`symbolicOffset`).
    var contentOffsetFields: [Value] {
        symbolicOffset
            ? [.symbol(.variable(.offsetX)), .symbol(.variable(.offsetY))] : [.number(0, .float), .number(0, .float)]
    }
}
