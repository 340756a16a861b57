import SwiftSyntax
import TransitionLabCore

/// The flow layout's delegate (`UICollectionViewDelegateFlowLayout`) as the pasted view controller implements it:
/// the flow layout asks it per section and per item, as UIKit does, and each method it implements replaces the
/// layout's own property for that section ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout):
/// "If you do not implement a particular method, the flow layout delegate uses values in its own properties").
struct FlowLayoutDelegate {
    let interpreter: Interpreter
    /// The layout being asked for, passed to the delegate as `collectionViewLayout`.
    let layout: LayoutObject

    /// The delegate methods, by the label of their last parameter.
    enum Method: String, CaseIterable {
        case sizeForItemAt, insetForSectionAt, minimumLineSpacingForSectionAt, minimumInteritemSpacingForSectionAt
        case referenceSizeForHeaderInSection, referenceSizeForFooterInSection

        /// `collectionView(_:layout:…)`'s argument labels.
        var labels: [String] { ["_", "layout", rawValue] }
    }

    /// The paste's implementation of `method`, if any.
    static func implementation(of method: Method, in declarations: Declarations) -> FunctionDeclSyntax? {
        declarations.functions["collectionView", default: []].first { Declarations.labels(of: $0) == method.labels }
    }

    /// Whether the paste implements `method`.
    static func implements(_ method: Method, in declarations: Declarations) -> Bool {
        implementation(of: method, in: declarations) != nil
    }

    /// Whether the paste implements any of the methods.
    static func isImplemented(in declarations: Declarations) -> Bool {
        Method.allCases.contains { implements($0, in: declarations) }
    }

    /// `section` with the delegate's answers for section `index`.
    func section(_ section: FlowLayout.Section, at index: Int) throws -> FlowLayout.Section {
        var section = section
        /// The delegate's answer for `argument`, checked by `read` where the method is declared.
        func ask<Answer>(
            _ method: Method, _ argument: Value, _ read: (Value, String, FunctionDeclSyntax) throws -> Answer
        ) throws -> Answer? {
            guard let function = Self.implementation(of: method, in: interpreter.declarations) else { return nil }
            try refuseMeasuring(function, method)
            let arguments: Interpreter.Arguments = [
                (nil, .collectionView), ("layout", .object(layout)), (method.rawValue, argument),
            ]
            let value = try interpreter.callFunction("collectionView", arguments: arguments, at: function) ?? .void
            return try read(value, "collectionView(_:layout:\(method.rawValue):)", function)
        }
        let index = Value.number(Double(index), .int)
        if let inset = try ask(.insetForSectionAt, index, { try interpreter.edgeInsets($0, $1, at: $2) }) {
            section.sectionInset = inset
        }
        if let spacing = try ask(.minimumLineSpacingForSectionAt, index, { try interpreter.length($0, $1, at: $2) }) {
            section.minimumLineSpacing = spacing
        }
        if let spacing = try ask(
            .minimumInteritemSpacingForSectionAt, index, { try interpreter.length($0, $1, at: $2) })
        {
            section.minimumInteritemSpacing = spacing
        }
        if let size = try ask(
            .referenceSizeForHeaderInSection, index, { try interpreter.referenceSize($0, $1, at: $2) })
        {
            section.headerReferenceSize = size
        }
        if let size = try ask(
            .referenceSizeForFooterInSection, index, { try interpreter.referenceSize($0, $1, at: $2) })
        {
            section.footerReferenceSize = size
        }
        if Self.implements(.sizeForItemAt, in: interpreter.declarations), case .number(let number, _) = index {
            section.itemSizes = try (0..<min(section.numberOfItems, LayoutSpec.maximumItemSizes)).compactMap { item in
                let path = Value.indexPath(IndexPath(item: item, section: Int(number)))
                return try ask(.sizeForItemAt, path) { try interpreter.referenceSize($0, $1, at: $2) }
            }
        }
        return section
    }

    /// UIKit calls that size a view from its constraints, text and fonts: the reader has neither.
    static let measuringCalls: Set<String> = [
        "systemLayoutSizeFitting", "sizeThatFits", "sizeToFit", "boundingRect", "intrinsicContentSize",
    ]

    /// Refuses a delegate method that measures a cell or its text (a sizing cell's
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`, `NSString.boundingRect(with:…)`): its answer
    /// comes from Auto Layout and the app's fonts, so any size the reader drew in its place would be wrong.
    private func refuseMeasuring(_ function: FunctionDeclSyntax, _ method: Method) throws {
        guard
            let call = function.body?.tokens(viewMode: .sourceAccurate).first(where: {
                Self.measuringCalls.contains($0.text)
                    || ($0.text == "size" && $0.nextToken(viewMode: .sourceAccurate)?.text == "("
                        && $0.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.text
                            == "withAttributes")
            })
        else { return }
        throw interpreter.diagnostic(
            "collectionView(_:layout:\(method.rawValue):) measures a view or its text ('\(call.text)'), which needs "
                + "the app's cells, Auto Layout and fonts: replace what it returns with the sizes your cells take "
                + "(`return CGSize(width: 80, height: 32)`, or a formula of indexPath)", at: call)
    }
}
