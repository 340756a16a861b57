/// Which close frames a client may send (RFC 6455, https://www.rfc-editor.org/rfc/rfc6455#section-5.5.1 and
/// section 7.4, with the IANA "WebSocket Close Code Number Registry" for 1012–1014).
enum CloseStatus {
    /// Whether `body` is a valid close frame payload: empty, or a status code that may be sent followed by UTF-8.
    static func isValidBody(_ body: [UInt8]) -> Bool {
        if body.isEmpty { return true }
        guard body.count >= 2 else { return false }
        let code = Int(body[0]) << 8 | Int(body[1])
        guard isSendable(code) else { return false }
        return String(validating: body[2...], as: UTF8.self) != nil
    }

    /// Codes an endpoint may put in a close frame: 1000–1003, 1007–1014 (1004 is reserved; 1005, 1006 and 1015
    /// must never be sent) and 3000–4999 (registered and private use).
    static func isSendable(_ code: Int) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }
}
