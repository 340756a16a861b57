/// Writes a scene as one Swift file that an iOS app target compiles with only UIKit imported: a view controller and
/// the small types it needs, reproducing the scene as the lab runs it with the room's parameters (`docs/export.md`).
/// The page's "Copy whole scene as Swift" and `transition-lab export` both call it.
public enum SceneExport {
    /// The lab's version, named at the top of every exported file.
    public static let labVersion = "0.1.0"

    /// An exported file.
    public struct File: Sendable, Hashable {
        /// The file's name: its view controller's, e.g. `PhotoGridViewController.swift`.
        public var name: String
        public var text: String
    }

    /// What an export reads besides the parameters.
    public struct Input: Sendable {
        /// The room's parameters (the scene's schema with their current values).
        public var parameters: ParameterSet
        /// The screen the room lays out for, in points.
        public var viewport: Size
        /// `your-layout`'s layouts A and B; an absent A is the lab's default layout, an absent B leaves the pinch out.
        public var layouts: [LayoutSlot: Layout]

        public init(parameters: ParameterSet, viewport: Size, layouts: [LayoutSlot: Layout] = [:]) {
            self.parameters = parameters
            self.viewport = viewport
            self.layouts = layouts
        }
    }

    /// One of `your-layout`'s layouts: its code, and what the collection view needs to show it.
    public struct Layout: Sendable {
        public var code: UserLayoutCode
        /// Items per section.
        public var counts: [Int]
        /// The element kinds of its supplementary and decoration views.
        public var supplementaryKinds: [String]
        public var decorationKinds: [String]

        /// `code` for `layout` as the room shows it (its item counts, and its element kinds once `prepared`).
        public init(code: UserLayoutCode, layout: any CollectionViewLayout, prepared: any PreparedLayout) {
            self.code = code
            counts =
                switch layout {
                case let compositional as CollectionViewCompositionalLayout: compositional.numberOfItemsInSection
                case let flow as FlowLayout: flow.sections.map(\.numberOfItems)
                default: []
                }
            var supplementary: [String] = []
            var decoration: [String] = []
            for category in YourLayoutScene.categories(of: [prepared]) {
                switch category {
                case .supplementaryView(let kind): supplementary.append(kind)
                case .decorationView(let kind): decoration.append(kind)
                case .cell: break
                }
            }
            supplementaryKinds = supplementary
            decorationKinds = decoration
        }
    }

    /// The exporter of scene `name`, if it exports.
    static func exporter(named name: String) -> (any SceneExporter.Type)? {
        let all: [any SceneExporter.Type] = [
            PhotoGridExport.self, TodayCardsExport.self, CompositionalExport.self, ZoomExport.self,
            SpringLabExport.self, YourLayoutExport.self,
        ]
        return all.first { $0.scene.name == name }
    }

    /// Scene `name` as Swift with `input`.
    /// - Throws: `SceneExportError.unknownScene` for a name no scene has.
    public static func swift(scene name: String, _ input: Input) throws(SceneExportError) -> File {
        guard let exporter = exporter(named: name) else { throw .unknownScene(name, known: SceneCatalog.names) }
        let export = exporter.init(input)
        let header = ExportHeader(
            fileName: exporter.viewController + ".swift", scene: exporter.scene, input: input,
            requirement: export.requirement, viewController: exporter.viewController)
        return File(name: header.fileName, text: header.text + "\nimport UIKit\n\n" + export.body() + "\n")
    }

    /// The parameters of scene `name`: its defaults with `settings` applied in order.
    /// - Throws: `SceneExportError` naming an unknown scene or parameter, or a value outside the parameter's range.
    public static func parameters(scene name: String, settings: [(key: String, value: Double)])
        throws(SceneExportError) -> ParameterSet
    {
        guard let type = SceneCatalog.sceneType(named: name), exporter(named: name) != nil else {
            throw .unknownScene(name, known: SceneCatalog.names)
        }
        var parameters = type.init(viewport: Size(width: 390, height: 844)).parameters
        for (key, value) in settings {
            guard let descriptor = parameters.descriptors.first(where: { $0.key == key }) else {
                throw .unknownParameter(key, scene: name, known: parameters.descriptors.map(\.key))
            }
            guard value.isFinite, value >= descriptor.min, value <= descriptor.max else {
                throw .outOfRange(key, value: value, min: descriptor.min, max: descriptor.max)
            }
            _ = try? parameters.set(key, to: value)
        }
        return parameters
    }
}

/// Why a scene does not export.
public enum SceneExportError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownScene(String, known: [String])
    case unknownParameter(String, scene: String, known: [String])
    case outOfRange(String, value: Double, min: Double, max: Double)

    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "no scene \"\(name)\" (known: \(known.joined(separator: ", ")))"
        case .unknownParameter(let key, let scene, let known):
            "no parameter \"\(key)\" in \(scene) (known: \(known.joined(separator: ", ")))"
        case .outOfRange(let key, let value, let min, let max):
            "\(key) = \(SwiftLiteral.number(value)) is outside \(SwiftLiteral.number(min))…\(SwiftLiteral.number(max))"
        }
    }
}

/// One scene's export.
protocol SceneExporter {
    /// The scene it exports.
    static var scene: any Scene.Type { get }
    /// The view controller that shows the scene; the file is named after it.
    static var viewController: String { get }

    init(_ input: SceneExport.Input)
    /// The iOS version the file needs and the API that sets it, as the header says it.
    var requirement: String { get }
    /// The Swift after `import UIKit`.
    func body() -> String
}
