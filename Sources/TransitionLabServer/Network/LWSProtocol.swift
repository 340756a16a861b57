import CLibWebSockets
import Foundation
import TransitionLabCore
import TransitionLabProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one libwebsockets callback, for every protocol (`http` for the static files, `transition-lab.v2` for `/ws`),
/// built like lws' `minimal-ws-server/protocol_lws_minimal.c`: one `switch` over the reasons; receiving only stores
/// input. WebSocket writes happen only in `LWS_CALLBACK_SERVER_WRITEABLE` (`Connection.writable()`); whatever queues
/// something asks for that callback.
///
/// A global function because lws needs a C function pointer; the server is found through the context's user pointer.
func transitionLabCallback(
    wsi: OpaquePointer?, reason: lws_callback_reasons, user: UnsafeMutableRawPointer?,
    in data: UnsafeMutableRawPointer?, length: Int
) -> Int32 {
    guard let wsi, let contextUser = lws_context_user(lws_get_context(wsi)) else { return 0 }
    // On /ws connections the user area holds one retained `Connection` (per_session_data_size); read it only in
    // the WebSocket reasons, since HTTP connections' user areas are not ours.
    let slot = user?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    // Looked up in the cases that use it: the writable callback, once per viewer per frame, does without (a retain
    // and a release fewer).
    var server: LWSContext { Unmanaged<LWSContext>.fromOpaque(contextUser).takeUnretainedValue() }
    var connection: Connection? { slot?.pointee.map { Unmanaged<Connection>.fromOpaque($0).takeUnretainedValue() } }

    switch reason {
    case LWS_CALLBACK_FILTER_HTTP_CONNECTION:
        if server.refuseUnsupportedMethod(wsi) { return -1 }
        let uri = data.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
        guard server.staticFiles.isServable(uri) else {
            server.logger.notice("refused static path \(uri)")
            _ = lws_return_http_status(wsi, UInt32(HTTP_STATUS_FORBIDDEN.rawValue), nil)
            return -1
        }
        return 0

    case LWS_CALLBACK_HTTP:
        return server.answer(wsi)

    case LWS_CALLBACK_ADD_HEADERS:
        // Static files: `no-cache` (revalidate with the ETag on every load, so edits show on reload). lws 4.1's
        // `lws_serve_http_file` adds its own `no-store` only when these headers carry no Cache-Control.
        guard let args = data?.assumingMemoryBound(to: lws_process_html_args.self), let start = args.pointee.p else {
            return -1
        }
        var cursor: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(start).assumingMemoryBound(to: UInt8.self)
        let end = cursor! + Int(args.pointee.max_len)
        let value = Array("no-cache".utf8)
        guard
            lws_add_http_header_by_token(wsi, WSI_TOKEN_HTTP_CACHE_CONTROL, value, Int32(value.count), &cursor, end)
                == 0
        else { return -1 }
        args.pointee.p = UnsafeMutableRawPointer(cursor!).assumingMemoryBound(to: CChar.self)
        return 0

    case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
        // Before lws matches the subprotocol: an offer without ours (`LWSContext.subprotocol`) would otherwise be
        // dropped without an answer.
        let offered = header(wsi, WSI_TOKEN_PROTOCOL)?.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard offered?.contains(LWSContext.subprotocol) ?? true else {
            server.logger.notice("refused WebSocket upgrade offering only \(header(wsi, WSI_TOKEN_PROTOCOL) ?? "")")
            _ = lws_return_http_status(wsi, UInt32(HTTP_STATUS_FORBIDDEN.rawValue), nil)
            return -1
        }
        return 0

    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
        // A WebSocket upgrade, before lws answers it (non-zero disallows it, lws-callbacks.h): only `/ws` with our
        // subprotocol. Without a subprotocol lws binds protocols[0] (`http`), which would drop the connection right
        // after its 101; refused here, the client gets a 403 instead.
        guard !server.isGoingAway else {
            _ = lws_return_http_status(wsi, UInt32(HTTP_STATUS_SERVICE_UNAVAILABLE.rawValue), nil)
            return -1
        }
        let name = lws_get_protocol(wsi)?.pointee.name.map { String(cString: $0) }
        guard name == LWSContext.subprotocol, header(wsi, WSI_TOKEN_GET_URI) == "/ws" else {
            server.logger.notice("refused WebSocket upgrade to \(header(wsi, WSI_TOKEN_GET_URI) ?? "?")")
            _ = lws_return_http_status(wsi, UInt32(HTTP_STATUS_FORBIDDEN.rawValue), nil)
            return -1
        }
        let host = header(wsi, WSI_TOKEN_HOST)
        let origin = header(wsi, WSI_TOKEN_ORIGIN)
        if let refusal = server.originPolicy.refusal(host: host, origin: origin) {
            server.logger.warning("refused WebSocket upgrade: \(refusal)")
            server.metrics.refused(.origin)
            _ = lws_return_http_status(wsi, UInt32(HTTP_STATUS_FORBIDDEN.rawValue), nil)
            return -1
        }
        return 0

    case LWS_CALLBACK_ESTABLISHED:
        guard let slot else { return -1 }
        limitUnsentBytes(wsi)
        let id = server.nextConnectionID
        server.nextConnectionID += 1
        let opened = Connection(
            id: id, wsi: wsi, messageRate: server.configuration.messageRate,
            stallTimeout: server.configuration.stallTimeout, clock: server.clock, logger: server.logger,
            metrics: server.metrics, tally: server.writeTally)
        slot.pointee = Unmanaged.passRetained(opened).toOpaque()
        server.connectionOpened(opened)
        if urlArgument(wsi, "token") != nil {
            let message = "the control token goes in the hello message, not in the /ws URL (proxies log URLs): ignored"
            opened.send(.error(code: "token-in-url", message: message, type: nil))
        }
        let room = urlArgument(wsi, "room") ?? "default"
        let request = Room.JoinRequest(
            name: urlArgument(wsi, "name"), role: urlArgument(wsi, "role"),
            canDrive: server.policy.canDrive(presenting: nil), viewport: nil)
        let awaitingHello = urlArgument(wsi, "join") == "hello"
        server.simulation.post(
            .arrived(id: id, peer: peerAddress(wsi), room: room, request, awaitingHello: awaitingHello))
        server.logger.debug("connection \(id) opened in room \(room)")
        return 0

    case LWS_CALLBACK_RECEIVE:
        guard let connection else { return -1 }
        guard !connection.isClosing else { return 0 }
        if let data, length > 0 {
            connection.message.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
        } else if !connection.admitMessage() {
            return 0  // an empty fragment costs a message: a stream of them must not escape the rate limit
        }
        guard connection.message.count <= server.configuration.maxMessageSize else {
            let limit = server.configuration.maxMessageSize
            server.logger.notice("closing connection \(connection.id): message over \(limit) bytes")
            server.metrics.refused(.size)
            connection.close(status: UInt16(LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE.rawValue), reason: "message too large")
            return -1
        }
        guard lws_is_final_fragment(wsi) != 0, lws_remaining_packet_payload(wsi) == 0 else { return 0 }
        let bytes = connection.message
        // A large message's buffer goes with it: an idle connection keeps at most a small one.
        connection.message.removeAll(keepingCapacity: bytes.count <= 16 * 1024)
        guard connection.admitMessage() else { return 0 }
        server.receive(bytes, binary: lws_frame_is_binary(wsi) != 0, from: connection)
        return 0

    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
        // RFC 6455 §5.5.1: a close body is empty or a 2-byte status code then UTF-8; §7.4: only some codes may be
        // sent. Anything else is a protocol error (1002), not something to echo.
        let body =
            data.map { UnsafeRawBufferPointer(start: $0, count: length) }
            ?? UnsafeRawBufferPointer(start: nil, count: 0)
        guard CloseStatus.isValidBody(Array(body)) else {
            connection?.close(status: UInt16(LWS_CLOSE_STATUS_PROTOCOL_ERR.rawValue), reason: "invalid close frame")
            return -1
        }
        return 0

    case LWS_CALLBACK_SERVER_WRITEABLE:
        // The only place a WebSocket message or frame is written (`Connection.writable()`), once per viewer per
        // frame: the connection is borrowed from the slot's reference, which lives until `LWS_CALLBACK_CLOSED`,
        // sparing a retain and a release (with the server's, callgrind: about 90 instructions a callback).
        guard let pointer = slot?.pointee else { return 0 }
        return Unmanaged<Connection>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.writable() }

    case LWS_CALLBACK_TIMER:
        // Set only on /ws connections, for a frame held until its viewer's display refresh (`Connection`).
        return connection?.frameTimerFired() ?? 0

    case LWS_CALLBACK_CLOSED:
        guard let slot, let connection else { return 0 }
        server.connectionClosed(connection.id)
        server.simulation.post(.closed(id: connection.id))
        server.logger.debug("connection \(connection.id) closed")
        Unmanaged<Connection>.fromOpaque(slot.pointee!).release()
        slot.pointee = nil
        return 0

    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        // Broadcast to every protocol with no connection; must return 0 or later wake-ups are lost.
        server.distributeDeliveries()
        return 0

    default:
        return lws_callback_http_dummy(wsi, reason, user, data, length)
    }
}

/// The value of `name=` in the request's query, if present, cut to `ClientMessage.maxStringLength` characters.
/// The buffer holds the whole query: `lws_get_urlarg_by_name` skips an argument longer than its buffer.
func urlArgument(_ wsi: OpaquePointer, _ name: String) -> String? {
    let size = Int(lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_URI_ARGS)) + name.utf8.count + 2
    var buffer = [CChar](repeating: 0, count: size)
    let value = buffer.withUnsafeMutableBufferPointer { buffer in
        lws_get_urlarg_by_name(wsi, name + "=", buffer.baseAddress, Int32(buffer.count)).map { String(cString: $0) }
    }
    return value.map { String(String.UnicodeScalarView($0.unicodeScalars.prefix(ClientMessage.maxStringLength))) }
}

/// The peer's IP address as text (`lws_get_peer_simple`), "" when unknown.
func peerAddress(_ wsi: OpaquePointer) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    guard lws_get_peer_simple(wsi, &buffer, buffer.count) != nil else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A request header (`lws_hdr_copy`), or nil when absent, empty or longer than 255 bytes.
func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard lws_hdr_copy(wsi, &buffer, Int32(buffer.count), token) > 0 else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Unsent bytes the kernel may hold for one WebSocket before the socket stops reporting writable.
private let notSentLowWater: Int32 = 16 * 1024

/// Sets `TCP_NOTSENT_LOWAT` on the connection's socket, so the kernel takes more (a `send`, or the POLLOUT lws
/// waits for before `LWS_CALLBACK_SERVER_WRITEABLE`) only once its unsent queue is short: otherwise a client that stops reading lets megabytes of
/// stale frames pile up in the kernel's send buffer, out of reach of the one-frame outbox. Linux ≥ 3.12 and Darwin.
private func limitUnsentBytes(_ wsi: OpaquePointer) {
    var lowWater = notSentLowWater
    _ = setsockopt(
        lws_get_socket_fd(wsi), Int32(IPPROTO_TCP), TCP_NOTSENT_LOWAT, &lowWater, socklen_t(MemoryLayout<Int32>.size))
}

extension LWSContext {
    /// Handles one complete message: answers `ping` at once, refuses what is invalid, hands the rest to the
    /// simulation.
    func receive(_ bytes: [UInt8], binary: Bool, from connection: Connection) {
        guard !binary else {
            connection.send(.error(code: "binary-not-accepted", message: "send JSON text messages", type: nil))
            return
        }
        let message: ClientMessage
        do {
            message = try ClientMessage(json: bytes)
        } catch {
            connection.send(.error(code: error.code, message: error.message, type: error.type))
            return
        }
        switch message {
        case .ping(let time):
            connection.send(.pong(time: time))
        case .display(let refresh):
            connection.declareRefresh(refresh)
        case .pointer, .pinch, .wheel:
            if let sequence = message.inputSequence { connection.inputRead(sequence: sequence) }
            simulation.post(.message(id: connection.id, message))
        case .export:
            guard connection.admitExport() else { return }
            simulation.post(.message(id: connection.id, message))
        case .hello(let room, let name, let role, let token, let viewport):
            guard connection.admitHello() else { return }
            if let token { connection.token = token }
            let request = Room.JoinRequest(
                name: name, role: role, canDrive: policy.canDrive(presenting: connection.token), viewport: viewport)
            simulation.post(.hello(id: connection.id, room: room, request))
        default:
            simulation.post(.message(id: connection.id, message))
        }
    }
}
