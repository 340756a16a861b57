/// The reusable views the exports label their elements with, and the data source methods that count them.
enum LabelViewCode {
    /// `numberOfSections(in:)` and `collectionView(_:numberOfItemsInSection:)` of a data source whose items per
    /// section are its `static let counts`, indented as members.
    static let sectionCounts = """
            func numberOfSections(in collectionView: UICollectionView) -> Int {
                Self.counts.count
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                Self.counts[section]
            }
        """

    /// A `UICollectionReusableView` subclass `name` showing one bold label of `fontSize` points, `inset` points from
    /// its sides, on the secondary system background.
    static func supplementaryView(name: String, doc: String, reuseIdentifier: String, fontSize: Int, inset: Int)
        -> String
    {
        """
        /// \(doc)
        final class \(name): UICollectionReusableView {
            static let reuseIdentifier = \(SwiftLiteral.string(reuseIdentifier))
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .secondarySystemBackground
                label.font = .boldSystemFont(ofSize: \(fontSize))
                label.frame = bounds.insetBy(dx: \(inset), dy: 0)
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(label)
            }

            required init?(coder: NSCoder) {
                fatalError("\(name) is made in code")
            }
        }
        """
    }
}
