/// Mirrors `UICollectionLayoutListConfiguration`: a list section's appearance and where its headers and footers come
/// from ([Apple](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct)).
/// Separators are drawn inside the rows, so they change no frame and are not kept.
struct ListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    enum Appearance: String, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    enum HeaderMode: String, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    enum FooterMode: String, CaseIterable {
        case none, supplementary
    }

    var appearance: Appearance
    var headerMode = HeaderMode.none
    var footerMode = FooterMode.none
}
