"""The "Your layout" editor's values in a real headless Chromium: code that reads constants it does not define
(`Metrics.rowSpacing`, an app's constants enum in another file) is refused with the names listed and the values
field shown; filling the values applies it and the room draws its sections; a header whose kind is named outside
the paste is laid out; pasting new code drops the previous layout's item counts and notes; a list layout is read with
a note on its estimates, and a badge layout whose offset is an unknown value is drawn once the value is given."""

from labclient import wait_until
from page_support import browser, lab  # noqa: F401  (fixtures)
from editor_support import paste, wait_editor

SCENE = "your-layout"

SPACED = """final class InboxViewController: UIViewController {
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = Metrics.rowSpacing
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: TitleHeaderView.kind, alignment: .top)
            layoutSection.boundarySupplementaryItems = [header]
            return section < 2 ? layoutSection : nil
        }
    }
}
"""


def values_state(page):
    return page.js("""
        const s = (q) => document.querySelector(q);
        return {hidden: s('#layout-values-row').hidden, placeholder: s('#layout-values').placeholder,
                value: s('#layout-values').value};""")


def sections(page):
    return len(page.hook()["state"].get("orthogonalOffsets", []))


def test_unknown_values_are_listed_filled_in_and_travel_with_the_code(browser, lab):
    page = browser.open(f"{lab.url}?room=layout-values&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    wait_editor(page, lambda e: not e["hidden"] and "Showing layout A" in e["status"], "the example layout")
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the example's sections")
    assert values_state(page)["hidden"], "no values field while nothing is unknown"
    # Counts typed for the example, which has two sections.
    page.js("document.querySelector('#layout-counts').value = '6, 30, 4'")

    paste(page, SPACED)
    failed = wait_editor(page, lambda e: e["error"], "the unknown names")
    assert "Metrics.rowHeight" in failed["status"] and "Metrics.rowSpacing" in failed["status"], failed["status"]
    assert failed["counts"] == "", "new code starts from its own item counts"
    assert failed["notes"] == [], "notes of the previous layout are gone"
    shown = values_state(page)
    assert not shown["hidden"]
    assert shown["placeholder"].split("\n") == ["Metrics.rowHeight = …", "Metrics.rowSpacing = …"], shown
    assert sections(page) == 2, "the room keeps its last good layout"

    page.js("""
        const field = document.querySelector('#layout-values');
        field.value = 'Metrics.rowHeight = 60\\nMetrics.rowSpacing = 8';
        field.dispatchEvent(new Event('change'));""")
    applied = wait_editor(page, lambda e: not e["error"] and "Showing layout A" in e["status"], "the values applied")
    assert applied["counts"] == ""
    # The provider answers sections 0 and 1 and returns nil for 2: the code's own two sections.
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the code's two sections")
    page.screenshot("page-your-layout-values.png")

    # A second page in the room gets the code with its values.
    other = browser.open(f"{lab.url}?room=layout-values&name=Bo")
    wait_until(lambda: values_state(other)["value"] == "Metrics.rowHeight = 60\nMetrics.rowSpacing = 8", 20,
               "the values in the second page's editor", interval=0.05)
    assert not values_state(other)["hidden"]
    assert not [p for p in page.console_problems() if "layout" in p["message"].lower()]


LIST = """func makeLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
"""

BADGES = """func makeLayout() -> UICollectionViewLayout {
    let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing],
                                          fractionalOffset: CGPoint(x: Badge.offset, y: -Badge.offset))
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: anchor)
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
"""


def test_list_and_badge_layouts_are_read(browser, lab):
    """A list is drawn with a note saying its rows use UIKit's estimate; a badge layout reading an unknown offset is
    refused with the name listed, then drawn once the value is filled in."""
    page = browser.open(f"{lab.url}?room=layout-lists&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    wait_editor(page, lambda e: not e["hidden"] and "Showing layout A" in e["status"], "the example layout")
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the example's sections")

    paste(page, LIST)
    shown = wait_editor(page, lambda e: not e["error"] and e["text"] == LIST and e["notes"], "the list")
    assert any("44-pt estimate" in note for note in shown["notes"]), shown["notes"]
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 1, message="the list's one section")

    paste(page, BADGES)
    failed = wait_editor(page, lambda e: e["error"] and e["text"] == BADGES, "the unknown offset")
    assert "Badge.offset" in failed["status"], failed["status"]
    assert failed["marked"] == ["3"], failed["marked"]
    page.js("""
        const field = document.querySelector('#layout-values');
        field.value = 'Badge.offset = 0.3';
        field.dispatchEvent(new Event('change'));""")
    wait_editor(page, lambda e: not e["error"] and "Showing layout A" in e["status"], "the badges")
    assert sections(page) == 1
