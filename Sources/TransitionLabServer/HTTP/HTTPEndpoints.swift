import CLibWebSockets

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The paths the server answers itself instead of the web folder, each through an lws callback mount.
enum HTTPEndpoint: String, CaseIterable {
    /// 200 and one line of JSON while serving, 503 while draining: for load balancers.
    case health = "/healthz"
    /// The Prometheus text format (`ServerMetrics`), for loopback peers or holders of `--metrics-token`.
    case metrics = "/metrics"
}

extension LWSContext {
    /// `LWS_CALLBACK_HTTP` on an endpoint's mount: writes the whole answer; returns the callback's result.
    func answer(_ wsi: OpaquePointer) -> Int32 {
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? header(wsi, WSI_TOKEN_HEAD_URI) ?? ""
        switch HTTPEndpoint(rawValue: path) {
        case .health:
            let status = isGoingAway ? "draining" : "serving"
            let body =
                "{\"status\":\"\(status)\",\"pid\":\(getpid()),\"rooms\":\(metrics.roomsOpen)}\n"
            return respond(
                wsi, status: isGoingAway ? HTTP_STATUS_SERVICE_UNAVAILABLE : HTTP_STATUS_OK,
                contentType: "application/json", body: body)
        case .metrics:
            let allowed = metricsAccess.allows(
                peer: peerAddress(wsi), authorization: header(wsi, WSI_TOKEN_HTTP_AUTHORIZATION),
                queryToken: urlArgument(wsi, "token"))
            guard allowed else {
                let reason = metricsAccess.token == nil ? "loopback only" : "a bearer token is required"
                return respond(
                    wsi, status: HTTP_STATUS_FORBIDDEN, contentType: "text/plain", body: "metrics: \(reason)\n")
            }
            writeTally.pointee.report(to: metrics)
            let text = metrics.render(residentBytes: ProcessMemory.residentBytes())
            return respond(wsi, status: HTTP_STATUS_OK, contentType: ServerMetrics.contentType, body: text)
        case nil:
            return respond(wsi, status: HTTP_STATUS_NOT_FOUND, contentType: "text/plain", body: "not found\n")
        }
    }

    /// Answers every method but GET and HEAD with 405 and `Allow: GET, HEAD` (RFC 9110 §15.5.6); returns whether it
    /// did, in which case the caller closes the connection.
    func refuseUnsupportedMethod(_ wsi: OpaquePointer) -> Bool {
        var uri: UnsafeMutablePointer<CChar>?
        var length: Int32 = 0
        let method = lws_http_get_uri_and_method(wsi, &uri, &length)
        guard method != Int32(LWSHUMETH_GET), method != Int32(LWSHUMETH_HEAD) else { return false }
        _ = respond(
            wsi, status: HTTP_STATUS_METHOD_NOT_ALLOWED, contentType: "text/plain", body: "method not allowed\n",
            headers: [(WSI_TOKEN_HTTP_ALLOW, "GET, HEAD")])
        return true
    }

    /// Writes a complete response (headers with `lws_add_http_common_headers`, the body with
    /// `LWS_WRITE_HTTP_FINAL`, none for HEAD) and ends the transaction; returns the callback's result.
    private func respond(
        _ wsi: OpaquePointer, status: http_status, contentType: String, body: String,
        headers: [(lws_token_indexes, String)] = []
    ) -> Int32 {
        let bytes = Array(body.utf8)
        let headroom = Int(tl_LWS_PRE)
        var buffer = [UInt8](repeating: 0, count: headroom + 1024 + bytes.count)
        let written: Bool = buffer.withUnsafeMutableBufferPointer { buffer in
            let start = buffer.baseAddress! + headroom
            let end = buffer.baseAddress! + buffer.count
            var cursor: UnsafeMutablePointer<UInt8>? = start
            guard
                lws_add_http_common_headers(wsi, status.rawValue, contentType, UInt64(bytes.count), &cursor, end) == 0
            else { return false }
            for (token, value) in headers {
                let value = Array(value.utf8)
                guard lws_add_http_header_by_token(wsi, token, value, Int32(value.count), &cursor, end) == 0 else {
                    return false
                }
            }
            guard lws_finalize_write_http_header(wsi, start, &cursor, end) == 0 else { return false }
            guard header(wsi, WSI_TOKEN_HEAD_URI) == nil, !bytes.isEmpty else { return true }
            bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: $0.count) }
            return lws_write(wsi, start, bytes.count, LWS_WRITE_HTTP_FINAL) == bytes.count
        }
        guard written else { return -1 }
        return lws_http_transaction_completed(wsi) == 0 ? 0 : -1
    }

    /// The peer's IP address (`lws_get_peer_simple`).
    private func peerAddress(_ wsi: OpaquePointer) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard lws_get_peer_simple(wsi, &buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
