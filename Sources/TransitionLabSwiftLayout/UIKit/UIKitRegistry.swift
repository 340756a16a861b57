/// Every UIKit and Core Graphics type the reader knows, one file each in this folder, and the tables the
/// interpreter looks names up in: a type by its name or alias, an implicit `.init(…)` by its labels, an implicit
/// static method (`.fractionalWidth(0.5)`) by its name and labels, a top-level constant by its name. Adding a type
/// is adding its file and its line here.
enum UIKitRegistry {
    static let all: [UIKitType] = [
        .cgFloat, .int, .uint, .cgSize, .cgPoint, .cgRect, .directionalEdgeInsets, .edgeInsets, .directionalRectEdge,
        .rectAlignment, .collectionLayoutSize, .collectionLayoutDimension, .collectionLayoutSpacing,
        .collectionLayoutEdgeSpacing, .collectionLayoutAnchor, .collectionLayoutItem, .collectionLayoutGroup,
        .collectionLayoutSection, .orthogonalScrollingBehavior, .collectionLayoutSupplementaryItem,
        .collectionLayoutBoundarySupplementaryItem, .collectionLayoutDecorationItem, .listConfiguration,
        .listAppearance, .listHeaderMode, .listFooterMode, .compositionalLayoutConfiguration,
        .compositionalLayout, .flowLayout, .scrollDirection, .collectionView, .screen, .collectionLayoutEnvironment,
        .collectionLayoutContainer, .traitCollection, .indexPath, .collectionViewLayout,
        .collectionViewLayoutAttributes, .collectionViewTransitionLayout, .transitionLayoutSide,
        .elementCategory, .cgAffineTransform, .caTransform3D, .offset, .scrollView, .decelerationRate,
    ]

    /// Types by name and alias.
    static let types: [String: UIKitType] = {
        var types: [String: UIKitType] = [:]
        for type in all {
            for name in [type.name] + type.aliases { types[name] = type }
        }
        return types
    }()

    /// The type an implicit `.init(…)` makes, by its argument labels.
    static let implicitInitializers: [String: String] = {
        var table: [String: String] = [:]
        for type in all where type.implicitInitializers {
            for labels in type.initializers.keys where !labels.isEmpty { table[labels] = type.name }
        }
        return table
    }()

    /// The type whose static method an implicit member call names, by method name and argument labels.
    static let implicitStaticMethods: [String: [String: String]] = {
        var table: [String: [String: String]] = [:]
        for type in all where type.implicitStaticMethods {
            for (name, overloads) in type.staticMethods {
                for labels in overloads.keys { table[name, default: [:]][labels] = type.name }
            }
        }
        return table
    }()

    /// Top-level constants (`UICollectionElementKindSectionHeader`).
    static let globals: [String: UIKitType.StaticProperty] = {
        var table: [String: UIKitType.StaticProperty] = [:]
        for type in all {
            for (name, read) in type.globals { table[name] = read }
        }
        return table
    }()

    static func type(_ name: String) -> UIKitType? { types[name] }

    /// The property `name` of `type` or of a class it extends.
    static func property(_ name: String, of type: UIKitType) -> UIKitType.Property? {
        var current: UIKitType? = type
        while let candidate = current {
            if let property = candidate.properties[name] { return property }
            current = candidate.superclass.flatMap(Self.type)
        }
        return nil
    }

    /// Whether `type` or a class it extends has a method `name`, whatever its labels.
    static func hasMethod(_ name: String, of type: UIKitType) -> Bool {
        var current: UIKitType? = type
        while let candidate = current {
            if candidate.methods[name] != nil { return true }
            current = candidate.superclass.flatMap(Self.type)
        }
        return false
    }

    /// The method `name` taking `labels` of `type` or of a class it extends.
    static func method(_ name: String, labels: String, of type: UIKitType) -> UIKitType.Method? {
        var current: UIKitType? = type
        while let candidate = current {
            if let method = candidate.methods[name]?[labels] { return method }
            current = candidate.superclass.flatMap(Self.type)
        }
        return nil
    }
}
