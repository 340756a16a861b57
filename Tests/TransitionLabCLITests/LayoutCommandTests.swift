import ArgumentParser
import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import transition_lab

@Suite struct LayoutCommandTests {
    static let catFood = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/examples/cat-food.json").path

    /// Writes `text` to a fresh temporary file and returns its path.
    func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func attributes(_ arguments: [String]) throws -> (JSONValue, [JSONValue]) {
        let json = try JSONValue(parsing: Array(try TransitionLab.Layout.parse(arguments).output().utf8))
        guard case .array(let elements) = json["attributes"] else { throw ValidationError("no attributes") }
        return (json, elements)
    }

    func element(_ elements: [JSONValue], section: Double, item: Double, kind: String) -> JSONValue? {
        elements.first {
            $0["section"]?.doubleValue == section && $0["item"]?.doubleValue == item && $0["kind"]?.stringValue == kind
        }
    }

    @Test func catFoodPrintsEveryElement() throws {
        let (json, elements) = try attributes(["--spec", Self.catFood, "--width", "390", "--height", "844"])
        // 8 + 10 + 6 cells and 3 headers; content 390 × (496 + 6 · 261.3 + 16).
        #expect(elements.count == 27)
        #expect(json["contentSize"]?["width"]?.doubleValue == 390)
        #expect(abs((json["contentSize"]?["height"]?.doubleValue ?? 0) - 2079.8) < 1e-9)
        // Brand cell 7 at x = 136 · 7 + 8 = 960, beyond the screen: orthogonal offset 0, every element listed.
        let brand = try #require(element(elements, section: 0, item: 7, kind: "cell"))
        #expect(brand["x"]?.doubleValue == 960 && brand["y"]?.doubleValue == 60 && brand["w"]?.doubleValue == 120)
        #expect(brand["h"]?.doubleValue == 44 && brand["alpha"]?.doubleValue == 1 && brand["zIndex"]?.doubleValue == 0)
        #expect(element(elements, section: 1, item: 0, kind: "header")?["y"]?.doubleValue == 120)
    }

    @Test func offsetPinsHeadersAndCountsRepeatSections() throws {
        let (_, pinned) = try attributes([
            "--spec", Self.catFood, "--width", "390", "--height", "844", "--offset", "200",
        ])
        // Section 0's header is pushed up to 120 − 44 = 76; section 1's sticks at the offset.
        #expect(element(pinned, section: 0, item: 0, kind: "header")?["y"]?.doubleValue == 76)
        #expect(element(pinned, section: 1, item: 0, kind: "header")?["y"]?.doubleValue == 200)
        let (_, repeated) = try attributes([
            "--spec", Self.catFood, "--width", "390", "--height", "844", "--counts", "2,2,1,3",
        ])
        // Four sections: the spec's three, then the first again; 8 cells and 4 headers.
        #expect(repeated.count == 12)
        #expect(element(repeated, section: 3, item: 2, kind: "cell")?["x"]?.doubleValue == 280)  // 136 · 2 + 8
        // Fewer counts than sections: the others keep the spec's numberOfItems (10 cat foods, 6 cats).
        let (_, partial) = try attributes([
            "--spec", Self.catFood, "--width", "390", "--height", "844", "--counts", "2",
        ])
        #expect(partial.count == 2 + 10 + 6 + 3)
        #expect(partial.filter { $0["section"]?.doubleValue == 2 && $0["kind"]?.stringValue == "cell" }.count == 6)
    }

    @Test func measureFileSelfSizesCells() throws {
        let measure = try temporaryFile(#"{"0,0": [90, 44]}"#)
        let (_, elements) = try attributes([
            "--spec", Self.catFood, "--width", "390", "--height", "844", "--measure", measure,
        ])
        // The estimated group hugs 90 + 16 = 106, so cell 1 starts at 106 + 8.
        #expect(element(elements, section: 0, item: 0, kind: "cell")?["w"]?.doubleValue == 90)
        #expect(element(elements, section: 0, item: 1, kind: "cell")?["x"]?.doubleValue == 114)
    }

    @Test func badSpecExitsWithCode2() throws {
        let bad = try temporaryFile(#"{"layout":"compositional","sections":[{"group":{"type":"group"}}]}"#)
        let command = try TransitionLab.Layout.parse(["--spec", bad, "--width", "390", "--height", "844"])
        #expect {
            try command.output()
        } throws: { error in
            (error as? LayoutSpecError)?.description == "$.sections[0].group: missing required key 'axis'"
        }
        #expect {
            try command.run()
        } throws: { error in
            (error as? ExitCode)?.rawValue == 2
        }
    }

    @Test func aSpecNestedPastTheJSONLimitNamesTheLimit() throws {
        let deep = try temporaryFile(String(repeating: "[", count: 70) + String(repeating: "]", count: 70))
        let command = try TransitionLab.Layout.parse(["--spec", deep, "--width", "390", "--height", "844"])
        #expect {
            try command.output()
        } throws: { error in
            (error as? LayoutSpecError)?.description
                == "$: nested deeper than \(JSONValue.maxDepth) levels (the JSON nesting limit)"
        }
    }

    @Test func invalidOptionsAreRejected() {
        #expect(throws: (any Error).self) {
            try TransitionLab.Layout.parse(["--spec", "x.json", "--width", "0", "--height", "844"])
        }
        #expect(throws: (any Error).self) {
            try TransitionLab.Layout.parse(["--spec", "x.json", "--width", "390", "--height", "844", "--counts", "8,a"])
        }
    }
}
