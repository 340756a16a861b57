import TransitionLabCore

/// A room's lab as Share saves it and a lab link opens it: the scene shown, the viewport, every scene's parameters
/// the room holds, the user's layouts A and B (source, format, counts, values) and the room's recording, if any.
/// Stored as compact JSON with sorted keys (`json`), so the same lab is always the same bytes (docs/protocol.md,
/// "Saved labs").
public struct SavedLab: Sendable, Hashable {
    /// The version of the lab format `json` writes and `init(json:)` reads.
    public static let version = 1
    /// Most bytes of recording lines a lab holds: a room's recording limit (2 MiB of lines as sent) and the bytes
    /// the lines' separators add at its most lines.
    public static let maxRecordingBytes = (2 << 20) + 10_000
    /// Most lines of a lab's recording (a room's recording limit).
    public static let maxRecordingLines = 10_000
    /// Most scenes, and most parameters per scene, a lab names.
    public static let maxScenes = 64
    public static let maxParameters = 64

    public var scene: String
    public var viewport: Size
    /// Parameter values by scene name, then parameter key.
    public var parameters: [String: [String: Double]]
    public var layouts: [LayoutSlot: UserLayoutSource]
    /// The recording's lines (`transition-lab replay --input`), or nil when the room holds none.
    public var recording: [RecordedCommand]?

    public init(
        scene: String, viewport: Size, parameters: [String: [String: Double]] = [:],
        layouts: [LayoutSlot: UserLayoutSource] = [:], recording: [RecordedCommand]? = nil
    ) {
        self.scene = scene
        self.viewport = viewport
        self.parameters = parameters
        self.layouts = layouts
        self.recording = recording
    }
}

/// Why stored text is not a lab: the field at fault and what is wrong with it.
public struct SavedLabError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
