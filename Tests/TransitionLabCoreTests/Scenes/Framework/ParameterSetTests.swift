import Testing

@testable import TransitionLabCore

@Suite struct ParameterSetTests {
    private let parameters = ParameterSet([
        ParameterDescriptor(
            key: "size", label: "Size", group: "", unit: "pt", min: 0, max: 10, step: 1, defaultValue: 4)
    ])

    @Test func aKnownKeyReadsItsValue() throws {
        #expect(parameters["size"] == 4)
        #expect(try parameters.value("size") == 4)
    }

    @Test func aMisspelledKeyIsNilOrAnErrorNamingIt() {
        #expect(parameters["sise"] == nil)
        #expect(throws: ParameterError.unknownKey("sise")) { try parameters.value("sise") }
    }
}
