import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// What traps or is ambiguous in Swift is an error in the reader, never a crash of the server or a guess.
@Suite struct SwiftTrapTests {
    static func layout(_ body: String, extra: String = "") -> String {
        """
        \(extra)
        func makeLayout() -> UICollectionViewLayout {
            var spacing: CGFloat = 0
            \(body)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
    }

    /// A stride whose element count is beyond `Int` in either direction is refused, not converted.
    @Test(arguments: ["stride(from: 0, to: 1e19, by: 1)", "stride(from: 0, through: 1e300, by: 1e-300)"])
    func hugeStridesAreRefused(stride: String) {
        let error = Support.error(Self.layout("for step in \(stride) { spacing += step }"))
        #expect(error?.message.contains("stride") == true, "\(String(describing: error))")
    }

    /// A stride whose end lies behind its start is empty, as in Swift, however far behind.
    @Test func anEmptyStrideRunsNoStep() throws {
        let result = try Support.read(Self.layout("for _ in stride(from: 0, to: -1e19, by: 1) { spacing = 100 }"))
        guard case .array(let elements) = Support.frames(result.spec, counts: [2])["attributes"],
            elements.count == 2, case .number(let y) = elements[1]["y"]
        else { Issue.record("two cells"); return }
        #expect(y == 44)
    }

    @Test func aDictionaryLiteralWithARepeatedKeyIsAnError() {
        let error = Support.error(
            Self.layout("let gaps = [\"a\": 4, \"b\": 8, \"a\": 12]\n    spacing = gaps[\"a\"] ?? 0"))
        #expect(error?.message.contains("repeats a key") == true, "\(String(describing: error))")
        #expect(error?.line == 4)
    }

    /// `PhoneMetrics.spacing` and `PadMetrics.spacing` would share one name here: reading it is refused.
    @Test(arguments: [
        ("static let spacing: CGFloat = 8", "static let spacing: CGFloat = 20", "spacing = PadMetrics.spacing"),
        (
            "static func spacing() -> CGFloat { 8 }", "static func spacing() -> CGFloat { 20 }",
            "spacing = PadMetrics.spacing()"
        ),
    ])
    func aNameTwoPastedTypesDeclareIsRefusedWhenRead(phone: String, pad: String, use: String) {
        let types = "enum PhoneMetrics { \(phone) }\nenum PadMetrics { \(pad) }"
        let error = Support.error(Self.layout(use, extra: types))
        #expect(error?.message.contains("declared more than once") == true, "\(String(describing: error))")
    }

    /// Overloads told apart by their labels stay readable.
    @Test func overloadsWithOtherLabelsRead() throws {
        let types = """
            enum Metrics {
                static func spacing() -> CGFloat { 8 }
                static func spacing(for columns: Int) -> CGFloat { CGFloat(columns) * 2 }
            }
            """
        let result = try Support.read(
            Self.layout("spacing = Metrics.spacing() + Metrics.spacing(for: 3)", extra: types))
        guard case .array(let elements) = Support.frames(result.spec, counts: [2])["attributes"],
            elements.count == 2, case .number(let y) = elements[1]["y"]
        else { Issue.record("two cells"); return }
        #expect(y == 44 + 8 + 6)
    }
}

/// A call to something outside the paste may be skipped with a note, unless it is handed one of the paste's layout
/// objects: UIKit's are classes, so the call could change what the layout reads.
@Suite struct OutsideCallTests {
    static func layout(_ call: String) -> String {
        """
        func makeLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            \(call)
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
    }

    @Test(arguments: ["Theme.style(section)", "Theme.apply(to: section, spacing: 8)", "style(&section)"])
    func aCallGivenALayoutObjectIsAnError(call: String) {
        let error = Support.error(Self.layout(call))
        #expect(error?.line == 7, "\(String(describing: error))")
    }

    @Test func aCallGivenOnlyOutsideValuesIsSkipped() throws {
        let result = try Support.read(Self.layout("Analytics.log(\"layout\", count: 3)"))
        #expect(result.notes.contains { $0.message.contains("skipped") }, "\(result.notes)")
    }
}
