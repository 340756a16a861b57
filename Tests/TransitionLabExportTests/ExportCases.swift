import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabSwiftLayout

/// The exports the tests check: every scene with its default parameters and with every parameter tuned, and
/// `your-layout` with layouts of its own in the styles apps write them (code written for these tests).
struct ExportCase: CustomTestStringConvertible, Sendable {
    let scene: String
    let label: String
    let parameters: ParameterSet
    let viewport: Size
    let layouts: [LayoutSlot: UserLayoutSource]

    var testDescription: String { "\(scene) (\(label))" }

    /// The exported file.
    func file() throws -> SceneExport.File {
        var prepared: [LayoutSlot: SceneExport.Layout] = [:]
        for (slot, source) in layouts {
            let reading = try InProcessLayoutReader().read(source, containerSize: viewport)
            let layout = try PreparedUserLayout(reading.layout, viewport: viewport)
            prepared[slot] = SceneExport.Layout(
                code: try #require(reading.code), layout: layout.layout, prepared: layout.prepared)
        }
        return try SceneExport.swift(
            scene: scene, SceneExport.Input(parameters: parameters, viewport: viewport, layouts: prepared))
    }

    static let iPhone = Size(width: 390, height: 844)
    static let proMax = Size(width: 430, height: 932)

    static let all: [ExportCase] =
        SceneCatalog.names.flatMap { name in
            [
                ExportCase(
                    scene: name, label: "default", parameters: defaults(name), viewport: iPhone, layouts: [:]),
                ExportCase(scene: name, label: "tuned", parameters: tuned(name), viewport: proMax, layouts: [:]),
            ]
        } + springAPIs + yourLayouts

    /// The spring lab with each API picked.
    static let springAPIs: [ExportCase] = SpringLabScene.SpringAPI.allCases.map { api in
        var parameters = tuned(SpringLabScene.name)
        _ = try? parameters.set(SpringLabScene.Key.api, to: Double(api.rawValue))
        return ExportCase(
            scene: SpringLabScene.name, label: "api \(api.rawValue)", parameters: parameters, viewport: iPhone,
            layouts: [:])
    }

    /// `your-layout` with A and B in several styles.
    static let yourLayouts: [ExportCase] = [
        ("function with values, whole view controller", LayoutSources.functionWithValues, LayoutSources.viewController),
        ("top-level statements, layout spec", LayoutSources.topLevelStatements, LayoutSources.photoGridSpec),
        ("A only", LayoutSources.viewController, nil),
    ].map { label, a, b in
        var layouts: [LayoutSlot: UserLayoutSource] = [.a: a]
        if let b { layouts[.b] = b }
        return ExportCase(
            scene: YourLayoutScene.name, label: label, parameters: tuned(YourLayoutScene.name), viewport: iPhone,
            layouts: layouts)
    }

    static func defaults(_ scene: String) -> ParameterSet {
        SceneCatalog.sceneType(named: scene)!.init(viewport: iPhone).parameters
    }

    /// Every parameter moved from its default to a value a designer could pick: a third of the way into its range
    /// from the end further from the default, on its step grid; switches flipped.
    static func tuned(_ scene: String) -> ParameterSet {
        var parameters = defaults(scene)
        for descriptor in parameters.descriptors {
            let value: Double
            switch descriptor.control {
            case .toggle: value = descriptor.defaultValue >= 0.5 ? 0 : 1
            case .choice: value = descriptor.defaultValue
            case .slider:
                let far =
                    descriptor.defaultValue - descriptor.min > descriptor.max - descriptor.defaultValue
                    ? descriptor.min : descriptor.max
                let raw = descriptor.defaultValue + (far - descriptor.defaultValue) / 3
                let steps = ((raw - descriptor.min) / descriptor.step).rounded()
                // Decimal, as the page's number field sends it.
                value = descriptor.clamp(((descriptor.min + steps * descriptor.step) * 1e6).rounded() / 1e6)
            }
            _ = try? parameters.set(descriptor.key, to: value)
        }
        return parameters
    }
}
