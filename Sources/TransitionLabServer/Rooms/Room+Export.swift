import TransitionLabCore
import TransitionLabProtocol

extension Room {
    /// The `export` reply: the scene as one Swift file with the room's parameters and viewport, and on `your-layout`
    /// its layouts A and B as their code (`SceneExport`); an `error` when there is no scene, or a layout has no Swift
    /// form (a printout would show another layout than the room's).
    func exported() -> ServerMessage {
        guard let runner else { return .error(code: "no-scene", message: "no scenes are built yet", type: "export") }
        var layouts: [LayoutSlot: SceneExport.Layout] = [:]
        if runner.scene is YourLayoutScene {
            for (slot, layout) in slots.layouts {
                guard let code = layout.reading.code else {
                    return .error(
                        code: "export-failed",
                        message: "layout \(slot.rawValue.uppercased()) has no Swift form: build it in a property or "
                            + "a function that returns the layout", type: "export")
                }
                layouts[slot] = SceneExport.Layout(
                    code: code, layout: layout.prepared.layout, prepared: layout.prepared.prepared)
            }
        }
        do {
            let file = try SceneExport.swift(
                scene: sceneName,
                SceneExport.Input(parameters: runner.scene.parameters, viewport: viewport, layouts: layouts))
            return .export(scene: sceneName, name: file.name, text: file.text)
        } catch {
            return .error(code: "export-failed", message: error.description, type: "export")
        }
    }
}
