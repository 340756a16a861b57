import Foundation
import PropertyBased
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Random and truncated Swift never traps or hangs the interpreter: every input reads or throws a
/// `SwiftLayoutError` (a trap would end the test process). `SWIFT_LAYOUT_FUZZ_COUNT` sets the cases per property
/// (default 40, a bounded run inside `swift test`).
@Suite struct FuzzTests {
    static let count = ProcessInfo.processInfo.environment["SWIFT_LAYOUT_FUZZ_COUNT"].flatMap { Int($0) } ?? 40

    /// Valid layout code: the fixtures and the printed form of the example specs.
    static let corpus: [String] = {
        var sources =
            Fixtures.all + [
                UnknownValueTests.spacedList, UnknownValueTests.titledSection,
                HorizontalLayoutTests.cards, HorizontalLayoutTests.shelf, FlowSubclassTests.columns,
                VisibleItemsHandlerTests.carousel, CustomLayoutTests.masonry, CustomLayoutTests.masonryViewController,
                ScrollingLayoutTests.carousel, ScrollingLayoutTests.stretchyHeader,
                DelegateFlowLayoutTests.viewDidLoadLayout, DelegateFlowLayoutTests.storyboard,
                DelegateFlowLayoutTests.storyboardInCode,
                StructTests.tiles, StructTests.rows, CarouselTests.carousel(spacing: ".fixed(spacing: 30)"),
                GeometryHelperTests.strips, GeometryHelperTests.stack, CustomLayoutTests.feed, CustomLayoutTests.bands,
                CustomLayoutTests.protocolDefaults, PropertyObserverTests.cards(setUp: "layout.cardHeight = 80"),
                "func createLayout(in view: UIView) -> UICollectionViewLayout {\n\(LayoutChoiceTests.body)\n}",
            ]
        for example in RoundTripTests.examples {
            let url = Support.packageRoot.appendingPathComponent("docs/examples/\(example)")
            if let data = try? Data(contentsOf: url), let spec = try? LayoutSpec(parsing: data),
                let swift = try? SwiftLayoutPrinter.swift(for: spec)
            {
                sources.append(swift)
            }
        }
        return sources
    }()

    static let vocabulary = [
        "let", "var", "lazy", "func", "return", "if", "else", "switch", "case", "default", ":", "guard", "for", "in",
        "{", "}", "(", ")", "[", "]", ",", ".", "=", "+", "-", "*", "/", "%", "?", "!", "...", "..<", "==", "<", "&&",
        "0", "1", "2.5", "-3", "1e308", "9223372036854775807", "\"s\"", "nil", "true", "self", "self?.", "$0", "x",
        "item", "group", "section", "layout", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutSize", "UICollectionViewCompositionalLayout",
        "UICollectionViewFlowLayout", ".fractionalWidth", ".absolute", ".estimated", ".horizontal", "layoutSize:",
        "subitems:", "subitem:", "count:", "section:", "widthDimension:", "heightDimension:", "fatalError()",
        "UICollectionViewLayout", "->", "environment.container.effectiveContentSize.width", "\n",
        "Metrics.rowSpacing", "Metrics.inset", "TitleHeaderView.kind", "\"k-\\(x)\"", "enum", "static", "elementKind:",
        ".rawValue", "in view: UIView", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutAnchor",
        "containerAnchor:", "itemAnchor:", "edges:", "fractionalOffset:", "absoluteOffset:", "[.top, .trailing]",
        "CGPoint(x: 0.3, y: -0.3)", "supplementaryItems:", "UICollectionLayoutListConfiguration", "appearance:",
        ".insetGrouped", ".list(using:", "headerMode", ".supplementary", "CGRect(x: 0, y: 0, width: 1, height: 1)",
        ".scrollDirection", "override", "super.prepare()", "collectionView?.bounds",
        "itemSize", "items.forEach", "item.alpha", "item.transform", "CGAffineTransform(scaleX:", "offset.x",
        "UICollectionViewLayoutAttributes(forCellWith:", "IndexPath(item:", "section: 0)", "cache", ".frame",
        "collectionView.contentOffset.y", "collectionView!.numberOfItems(inSection: 0)",
        "override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?",
        "super.layoutAttributesForElements(in: rect)", "shouldInvalidateLayout(forBoundsChange newBounds: CGRect)",
        "$0.frame.intersects(rect)", "copy() as! UICollectionViewLayoutAttributes", "UICollectionViewTransitionLayout",
        "sizeForItemAt indexPath: IndexPath", "indexPath.item", "UInt(", "var size: CGSize = .zero",
        "didSet", "willSet(next)", "oldValue", "struct", "mutating", "inout", "&", "case .fixed(let s)", "if case",
        "IndexSet()", "Set<Int>()", "extension CGRect", "divided(atDistance:", ".minXEdge", "decelerationRate",
        ".init(rawValue:", "#available(iOS 14, *)", "NSArray(array:", "copyItems: true", "Swift.abs(", "[..<1]",
    ]

    /// Values for some of the names the corpus reads without defining them.
    static let values = try! SwiftLayoutValues(parsing: "Metrics.rowSpacing = 8\nMetrics.inset = 4")

    static func survives(_ source: String) {
        do {
            let result = try SwiftLayoutReader.read(
                source: source, containerSize: Support.iPhone, counts: [3, 2, 1], values: values)
            // Every accepted paste gives finite frames.
            guard case .array(let elements) = Support.frames(result.spec, counts: [3, 2, 1])["attributes"] else {
                Issue.record("no attributes for an accepted paste")
                return
            }
            for element in elements {
                #expect(["x", "y", "w", "h"].allSatisfy { element[$0]?.doubleValue?.isFinite == true }, "\(element)")
            }
        } catch {
            #expect(error.diagnostic.line >= 1 && error.diagnostic.column >= 1)
        }
    }

    @Test func truncatedSources() async {
        await propertyCheck(count: Self.count, input: Gen.int(in: 0..<Self.corpus.count), Gen.int(in: 0...4000)) {
            index, cut in
            let bytes = Array(Self.corpus[index].utf8)
            Self.survives(String(decoding: bytes.prefix(cut % (bytes.count + 1)), as: UTF8.self))
        }
    }

    @Test func tokenSoup() async {
        await propertyCheck(count: Self.count, input: Gen.element(of: Self.vocabulary).array(of: 0...120)) { tokens in
            Self.survives(tokens.compactMap { $0 }.joined(separator: " "))
        }
    }

    /// Hostile shapes: groups doubled up to 12 levels deep around a `count` up to 300, rebuilt from the deepest one
    /// up to 60 times (each rebuild walks the whole group), and up to 400 skipped `print` lines (one note each).
    /// Each source is refused naming a limit, or reads and prepares within the placement budget with finite
    /// frames.
    @Test func deepGroupsHugeCountsAndLongNotes() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...12), Gen.int(in: 1...300), Gen.int(in: 0...60),
            Gen.int(in: 0...400)
        ) { depth, count, rebuilds, prints in
            var lines = [
                "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))",
                "let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), "
                    + "heightDimension: .absolute(10)))",
                "let g0 = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: \(count))",
            ]
            for level in 0..<depth {
                lines.append(
                    "let g\(level + 1) = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [g\(level), g\(level)])"
                )
            }
            for index in 0..<rebuilds {
                lines.append(
                    "let r\(index) = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [g\(depth)])")
            }
            lines += (0..<prints).map { "print(\($0))" }
            lines.append(
                "let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g\(depth)))"
            )
            let source = UserLayoutSource(format: .swift, text: lines.joined(separator: "\n"), counts: [1000, 1000])
            do {
                let result = try SwiftLayoutReader.read(
                    source: source.text, containerSize: Support.iPhone, counts: source.counts)
                #expect(result.notes.count == prints)
                let prepared = try PreparedUserLayout(
                    result.spec.layout(counts: source.counts), viewport: Support.iPhone)
                let scene = YourLayoutScene(viewport: Support.iPhone)
                scene.setLayout(prepared, source: source)
                #expect(scene.frame().nodes.allSatisfy { $0.frame.origin.y.isFinite && $0.frame.size.height.isFinite })
            } catch let error as SwiftLayoutError {
                #expect(error.diagnostic.message.contains("limit"), "refused without naming a limit: \(error)")
            } catch {
                #expect(error is LayoutCostError, "\(error)")
            }
        }
    }

    /// Transition layout subclasses in the tests' styles (`TransitionLayoutTests`).
    static let transitionCorpus = [
        TransitionLayoutTests.eased, TransitionLayoutTests.offset, TransitionLayoutTests.selected,
        TransitionLayoutTests.stack,
    ]

    /// Vocabulary of transition layouts' overrides.
    static let transitionVocabulary = [
        "transitionProgress", "currentLayout", "nextLayout", "value(forAnimatedKey:", "updateValue(", "forAnimatedKey:",
        "\"offsetH\"", "item.indexPath", "item.center", "item.frame", "item.alpha", "item.zIndex", "item.transform",
        "representedElementKind", "UICollectionView.elementKindSectionHeader", ".cell",
        "IndexPath(item: 1, section: 0)",
        "layoutAttributesForItem(at:", "UIOffset(horizontal: 1, vertical: 2)", ".horizontal", "didSet", "super.",
        "attributes.count", "attributes[0]", "switch", "case 0..<2:", "where", "sin(", ".pi", "for item in attributes",
    ]

    /// A transition layout source reads or is refused with a position; one that reads gives finite frames between
    /// two flow layouts at any progress, and `value(forAnimatedKey:)` keys given as 10.
    static func transitionSurvives(_ source: String, progress: Double) {
        let values = try! SwiftLayoutValues(parsing: "offsetH = 10\ndx = 10\ndy = 10")
        do {
            let effect = try SwiftLayoutReader.readTransitionLayout(
                source: source, containerSize: Support.iPhone, values: values
            ).effect
            let elements = try LayoutSnapshot(
                transitionFrom: TransitionLayoutTests.grid, to: TransitionLayoutTests.rows, effect: effect,
                progress: progress, containerSize: Support.iPhone
            ).attributes
            for element in elements {
                let frame = element.displayedFrame
                let numbers = [frame.minX, frame.minY, frame.width, frame.height, element.alpha]
                #expect(numbers.allSatisfy { $0.isFinite }, "\(element)")
            }
        } catch let error as SwiftLayoutError {
            #expect(error.diagnostic.line >= 1 && error.diagnostic.column >= 1)
            #expect(!error.diagnostic.message.contains("\n"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func mutatedTransitionLayouts() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0..<Self.transitionCorpus.count),
            Gen.int(in: 0...100_000).array(of: 1...6),
            Gen.element(of: Self.transitionVocabulary + Self.vocabulary).array(of: 6), Gen.int(in: -50...150)
        ) { index, positions, replacements, percent in
            var tokens = Self.transitionCorpus[index].split(separator: " ", omittingEmptySubsequences: false).map(
                String.init)
            for (position, replacement) in zip(positions, replacements) where !tokens.isEmpty {
                tokens[position % tokens.count] = replacement ?? ""
            }
            Self.transitionSurvives(tokens.joined(separator: " "), progress: Double(percent) / 100)
        }
    }

    @Test func truncatedTransitionLayouts() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0..<Self.transitionCorpus.count), Gen.int(in: 0...2000),
            Gen.int(in: 0...100)
        ) { index, cut, percent in
            let bytes = Array(Self.transitionCorpus[index].utf8)
            Self.transitionSurvives(
                String(decoding: bytes.prefix(cut % (bytes.count + 1)), as: UTF8.self), progress: Double(percent) / 100)
        }
    }

    @Test func mutatedSources() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0..<Self.corpus.count),
            Gen.int(in: 0...100_000).array(of: 1...6), Gen.element(of: Self.vocabulary).array(of: 6)
        ) { index, positions, replacements in
            var tokens = Self.corpus[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for (position, replacement) in zip(positions, replacements) where !tokens.isEmpty {
                tokens[position % tokens.count] = replacement ?? ""
            }
            Self.survives(tokens.joined(separator: " "))
        }
    }
}
