/// Mirrors `NSCollectionLayoutDimension`: one axis of an item's, group's or supplementary's size.
///
/// Fractional dimensions resolve against the containing group's size after that group's `contentInsets`, or, for a
/// section's top-level group, against the layout container minus the section's `contentInsets`
/// ([Apple: NSCollectionLayoutDimension](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension);
/// IBPCollectionViewCompositionalLayout `Sources/IBPCollectionViewCompositionalLayout/IBPNSCollectionLayoutSize.m`,
/// `effectiveSizeForContainer:`).
public struct CollectionLayoutDimension: Sendable, Hashable {
    /// How `dimension` is interpreted, named as UIKit's factory (`.fractionalWidth(_:)`).
    public enum Semantic: String, Sendable, Hashable, CaseIterable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    /// Whether the dimension is a fraction of the container, absolute or estimated.
    public let semantic: Semantic
    /// The fraction, point count or estimate, depending on `semantic`.
    public let dimension: Double

    public init(semantic: Semantic, dimension: Double) {
        self.semantic = semantic
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(semantic: .fractionalWidth, dimension: fraction)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(semantic: .fractionalHeight, dimension: fraction)
    }

    /// A fixed length in points.
    public static func absolute(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(semantic: .absolute, dimension: points)
    }

    /// An estimate in points that self-sizing replaces with the measured length.
    public static func estimated(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(semantic: .estimated, dimension: points)
    }

    /// `NSCollectionLayoutDimension.isFractionalWidth`.
    public var isFractionalWidth: Bool { semantic == .fractionalWidth }
    /// `NSCollectionLayoutDimension.isFractionalHeight`.
    public var isFractionalHeight: Bool { semantic == .fractionalHeight }
    /// `NSCollectionLayoutDimension.isAbsolute`.
    public var isAbsolute: Bool { semantic == .absolute }
    /// `NSCollectionLayoutDimension.isEstimated`.
    public var isEstimated: Bool { semantic == .estimated }
    /// Whether the length depends on the container.
    var isFractional: Bool { semantic == .fractionalWidth || semantic == .fractionalHeight }

    /// The length in points inside a container of `container` size.
    func resolved(in container: Size) -> Double {
        switch semantic {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}
