import Foundation
import Testing
import TransitionLabCore

/// Every export type-checks with `swiftc -typecheck` against the hand-declared UIKit (`UIKitStub`), as an iOS app
/// target compiles it with only UIKit imported; and the stub is strict enough that an export calling what UIKit
/// does not have, or a selector UIKit cannot call, fails.
@Suite struct ExportTypeCheckTests {
    @Test(arguments: ExportCase.all)
    func typeChecksAgainstUIKit(_ export: ExportCase) throws {
        let file = try export.file()
        let outcome = try UIKitStub.typeCheck(file.text, named: file.name)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "\n"))")
    }

    /// A change that breaks the file as an iOS compiler would see it, with the message it gives.
    static let breakages: [(scene: String, from: String, to: String, message: String)] = [
        (
            PhotoGridScene.name, "finishInteractiveTransition()", "finishInteractiveTransition(animated: true)",
            "argument"
        ),
        (TodayCardsScene.name, "usingSpringWithDamping:", "usingSpringDamping:", "usingSpringDamping"),
        (ZoomScene.name, "@objc private func handlePan", "private func handlePan", "Objective-C"),
        (CompositionalScene.name, "NSCollectionLayoutGroup.vertical(", "NSCollectionLayoutGroup.column(", "column"),
        (SpringLabScene.name, "UIView.animate(", "UIView.animateSpring(", "animateSpring"),
    ]

    @Test(arguments: breakages.indices)
    func theStubRefusesWhatUIKitWould(index: Int) throws {
        let breakage = Self.breakages[index]
        let export = try #require(ExportCase.all.first { $0.scene == breakage.scene })
        let file = try export.file()
        #expect(file.text.contains(breakage.from))
        let broken = file.text.replacingOccurrences(of: breakage.from, with: breakage.to)
        let outcome = try UIKitStub.typeCheck(broken, named: file.name)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("error:") && outcome.output.contains(breakage.message), "\(outcome)")
    }
}
