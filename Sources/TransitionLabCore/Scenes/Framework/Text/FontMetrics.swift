/// Advance widths of one font, for measuring label text in Swift the way the page's canvas draws it.
///
/// The bundled tables (`FontMetrics+LiberationSans.swift`) come from Liberation Sans, which is metric-compatible
/// with Arial: the page must draw labels with `"Liberation Sans", Arial` and `CanvasRenderingContext2D.fontKerning
/// = "none"`, so that its `measureText` equals `width(of:fontSize:)` (no kerning, no shaping, one advance per
/// character). Characters outside printable ASCII are measured with the advance of `"o"`, a stand-in.
public struct FontMetrics: Sendable, Hashable {
    /// Font units per em (2048 for TrueType fonts such as Liberation Sans).
    public var unitsPerEm: Double
    /// Advance widths in font units of U+0020 (space) … U+007E (tilde).
    public var asciiAdvances: [Double]

    public init(unitsPerEm: Double, asciiAdvances: [Double]) {
        precondition(asciiAdvances.count == 0x7F - 0x20, "one advance per printable ASCII character")
        self.unitsPerEm = unitsPerEm
        self.asciiAdvances = asciiAdvances
    }

    /// The advance of `scalar` in font units.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let index =
            (0x20..<0x7F).contains(scalar.value) ? Int(scalar.value) - 0x20 : Int(("o" as Unicode.Scalar).value) - 0x20
        return asciiAdvances[index]
    }

    /// The width of `text` in points at `fontSize` points: the sum of the advances, scaled by `fontSize / unitsPerEm`.
    public func width(of text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) } * fontSize / unitsPerEm
    }

    /// The metrics for a CSS-style weight: Bold from 600 up, Regular below.
    public static func liberationSans(weight: Int) -> FontMetrics {
        weight >= 600 ? .liberationSansBold : .liberationSansRegular
    }
}
