import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// `scrollDirection = .horizontal` on a compositional layout's configuration and on a flow layout: read into the
/// spec's `scrollDirection`, laid out along x (frames derived by hand in `HorizontalCompositionalLayoutTests` and
/// `HorizontalFlowLayoutTests` of the Core tests, repeated here from UIKit's rules).
@Suite struct HorizontalLayoutTests {
    /// Cards in two rows that scroll sideways, in the style of Apple's sample view controllers.
    static let cards = """
        class HorizontalCardsViewController: UIViewController {
            var collectionView: UICollectionView! = nil

            override func viewDidLoad() {
                super.viewDidLoad()
                configureHierarchy()
            }
        }

        extension HorizontalCardsViewController {
            /// - Tag: HorizontalCards
            private func createLayout() -> UICollectionViewLayout {
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .fractionalHeight(0.5))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

                let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150),
                                                      heightDimension: .fractionalHeight(1.0))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 2)

                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)

                let config = UICollectionViewCompositionalLayoutConfiguration()
                config.scrollDirection = .horizontal
                config.interSectionSpacing = 30

                let layout = UICollectionViewCompositionalLayout(section: section, configuration: config)
                return layout
            }
        }

        extension HorizontalCardsViewController {
            private func configureHierarchy() {
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                collectionView.autoresizingMask = [.width, .height]
                view.addSubview(collectionView)
            }
        }
        """

    /// A shelf of posters in a horizontal flow layout, with a narrow header per section.
    static let shelf = """
        class PosterShelfViewController: UIViewController {
            var collectionView: UICollectionView! = nil

            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.itemSize = CGSize(width: 100, height: 180)
                layout.minimumLineSpacing = 20
                layout.minimumInteritemSpacing = 10
                layout.sectionInset = UIEdgeInsets(top: 40, left: 16, bottom: 40, right: 16)
                layout.headerReferenceSize = CGSize(width: 50, height: 999)
                return layout
            }
        }
        """

    func frames(_ result: SwiftLayoutReader.Result, counts: [Int]) -> [[Double]] {
        guard case .array(let elements) = Support.frames(result.spec, counts: counts)["attributes"] else { return [] }
        return elements.map { element in
            [element["section"], element["item"], element["x"], element["y"], element["w"], element["h"]].map {
                $0?.doubleValue ?? .nan
            }
        }
    }

    @Test func compositionalConfigurationScrollsHorizontally() throws {
        let result = try Support.read(Self.cards, counts: [5, 3])
        #expect(result.spec.json["scrollDirection"] == "horizontal")
        guard case .compositional(_, _, let configuration) = result.spec else {
            Issue.record("not compositional")
            return
        }
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.interSectionSpacing == 30)
        // 390 × 844: groups 150 × (844 − 40), two 402-pt slots, cells inset 5; groups from x = 16 step 160;
        // section 0 ends at 16 + 3·150 + 2·10 + 16 = 502, section 1 starts at 532.
        var expected: [[Double]] = []
        for (section, count, left) in [(0.0, 5, 0.0), (1, 3, 532)] {
            for item in 0..<count {
                let x = left + 16 + Double(item / 2) * 160 + 5
                expected.append([section, Double(item), x, 25 + Double(item % 2) * 402, 140, 392])
            }
        }
        #expect(frames(result, counts: [5, 3]) == expected)
        let content = Support.frames(result.spec, counts: [5, 3])["contentSize"]
        #expect(content?["width"]?.doubleValue == 874)
        #expect(content?["height"]?.doubleValue == 844)
    }

    @Test func flowLayoutFillsColumnsThenMovesRight() throws {
        let result = try Support.read(Self.shelf, counts: [6, 2])
        #expect(result.spec.json["scrollDirection"] == "horizontal")
        // 764 pt between the top and bottom insets hold 4 items a column, justified 180 + 44/3 apart; columns at
        // 50 (header) + 16 = 66 and 186; section 1's header at 302, its column at 368 (Apple, headerReferenceSize:
        // the width is used when scrolling horizontally, the height is the collection view's).
        let rows: [Double] = (0..<4).map { (row: Int) -> Double in 40 + Double(row) * (180 + 44.0 / 3) }
        let places: [(x: Double, row: Int)] = [(66, 0), (66, 1), (66, 2), (66, 3), (186, 0), (186, 1)]
        var expected: [[Double]] = [[0, 0, 0, 0, 50, 844]]
        for (item, place) in places.enumerated() {
            expected.append([0, Double(item), place.x, rows[place.row], 100, 180])
        }
        expected.append([1, 0, 302, 0, 50, 844])
        expected.append([1, 0, 368, rows[0], 100, 180])
        expected.append([1, 1, 368, rows[1], 100, 180])
        let actual = frames(result, counts: [6, 2]).sorted { ($0[0], $0[2], $0[3]) < ($1[0], $1[2], $1[3]) }
        #expect(actual.count == expected.count)
        for (frame, want) in zip(actual, expected) {
            #expect(zip(frame, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame) vs \(want)")
        }
    }

    @Test func horizontalLayoutsRefuseWhatTheEngineDoesNotLayOut() {
        let header = Self.cards.replacingOccurrences(
            of: "section.interGroupSpacing = 10",
            with: """
                section.interGroupSpacing = 10
                        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: groupSize, elementKind: "header", alignment: .top)]
                """)
        #expect(Support.error(header)?.message.contains("not supported yet: headers and footers") == true)
        let orthogonal = Self.cards.replacingOccurrences(
            of: "section.interGroupSpacing = 10",
            with: "section.interGroupSpacing = 10\n        section.orthogonalScrollingBehavior = .continuous")
        #expect(Support.error(orthogonal)?.message.contains("not supported yet: orthogonal scrolling") == true)
    }

    /// A scroll direction or a spacing named outside the paste is an error naming it, never a vertical layout.
    @Test(arguments: [
        ("config.scrollDirection = .horizontal", "config.scrollDirection = Style.direction", "Style.direction"),
        ("config.interSectionSpacing = 30", "config.interSectionSpacing = Metrics.sectionGap", "Metrics.sectionGap"),
    ])
    func unknownValuesAreErrors(original: String, replacement: String, name: String) throws {
        let source = Self.cards.replacingOccurrences(of: original, with: replacement)
        let error = try #require(Support.error(source))
        #expect(error.unknownName == name, "\(error)")
        #expect(error.line > 1)
    }

    @Test func unknownFlowValueIsAnError() throws {
        let source = Self.shelf.replacingOccurrences(
            of: "layout.scrollDirection = .horizontal", with: "layout.scrollDirection = Shelf.direction")
        let error = try #require(Support.error(source))
        #expect(error.unknownName == "Shelf.direction")
        #expect(error.line == 6)
    }

    @Test(arguments: [cards, shelf])
    func printsAndReadsBack(source: String) throws {
        let first = try Support.read(source, counts: [3, 2])
        let swift = try SwiftLayoutPrinter.swift(for: first.spec)
        #expect(swift.contains("scrollDirection = .horizontal"))
        let again = try Support.read(swift, counts: [3, 2])
        #expect(again.spec == first.spec)
        #expect(Support.frames(again.spec) == Support.frames(first.spec))
    }
}
