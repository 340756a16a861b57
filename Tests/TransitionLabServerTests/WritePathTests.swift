import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// libwebsockets' contract, checked on the server's sources: a WebSocket message or frame is written
/// (`lws_write` with `LWS_WRITE_TEXT` or `LWS_WRITE_BINARY`) only on a path that starts at `Connection.writable()`,
/// which only `LWS_CALLBACK_SERVER_WRITEABLE` calls; the simulation's wake-up and the frame timer only ask for that
/// callback; an HTTP answer is written from its request's own callback.
///
/// The call graph is read from the syntax (swift-syntax). A call is linked to every function of the module with its
/// name whose argument labels it can match (to the caller's own type's first, for `f()` and `self.f()`), so the
/// check sees at least every path there is.
@Suite struct WritePathTests {
    /// A function, method, initializer or property of the server module, or one case of the lws callback's `switch`.
    struct Function: Hashable {
        var type: String
        var name: String
        var labels: [String]

        var id: String { type.isEmpty ? name : "\(type).\(name)" }
    }

    /// A call: the name called, its argument labels, and whether it calls a method of the caller's own type.
    struct Call: Hashable {
        var name: String
        var labels: [String]
        var onSelf: Bool
        /// `Type(…)`: an initializer of `Type`.
        var initializerOf: String?
    }

    /// The module's functions, what each calls, and the `lws_write` modes each passes.
    struct CallGraph {
        var calls: [Function: [Call]] = [:]
        var writes: [Function: Set<String>] = [:]
        /// Each function's possible callees and callers, once `resolve()` linked every call.
        private(set) var callees: [Function: Set<Function>] = [:]
        private(set) var callersOf: [Function: Set<Function>] = [:]

        /// The functions `call`, made in `caller`, may reach.
        func targets(of call: Call, from caller: Function) -> [Function] {
            if let type = call.initializerOf { return calls.keys.filter { $0.type == type && $0.name == "init" } }
            let named = calls.keys.filter { $0.name == call.name && Self.matches(call.labels, $0.labels) }
            let own = named.filter { $0.type == caller.type }
            return call.onSelf && !own.isEmpty ? own : named
        }

        /// Whether call labels can be a call of a function with `labels` (defaults and trailing closures may leave
        /// some out).
        static func matches(_ called: [String], _ labels: [String]) -> Bool {
            var remaining = labels[...]
            for label in called {
                guard let index = remaining.firstIndex(of: label) else { return false }
                remaining = remaining[(index + 1)...]
            }
            return true
        }

        /// Links every call to the functions it may reach.
        mutating func resolve() {
            for (caller, made) in calls {
                let reached = Set(made.flatMap { self.targets(of: $0, from: caller) })
                callees[caller] = reached
                for target in reached { callersOf[target, default: []].insert(caller) }
            }
        }

        /// Functions from which calls reach one of `seeds`, not passing through `excluded`.
        func reaching(_ seeds: Set<Function>, excluding excluded: Set<Function> = []) -> Set<Function> {
            var found = seeds.subtracting(excluded)
            var pending = Array(found)
            while let function = pending.popLast() {
                for caller in callers(of: function) where !excluded.contains(caller) && found.insert(caller).inserted {
                    pending.append(caller)
                }
            }
            return found
        }

        /// Functions that calls from `start` reach, `start` included.
        func reachable(from start: Function) -> Set<Function> {
            var found: Set<Function> = [start]
            var pending = [start]
            while let function = pending.popLast() {
                for callee in callees[function] ?? [] where found.insert(callee).inserted { pending.append(callee) }
            }
            return found
        }

        /// Functions reached from `start` and called from nowhere else: every caller is `start` or one of them.
        func onlyUnder(_ start: Function) -> Set<Function> {
            var found = reachable(from: start).subtracting([start])
            var changed = true
            while changed {
                changed = false
                for function in found where !callers(of: function).isSubset(of: found.union([start])) {
                    found.remove(function)
                    changed = true
                }
            }
            return found
        }

        /// Functions that write with one of `modes`.
        func writing(_ modes: Set<String>) -> Set<Function> {
            Set(writes.filter { !$0.value.isDisjoint(with: modes) }.keys)
        }

        /// Functions that call the C function `name` directly.
        func calling(_ name: String) -> Set<Function> {
            Set(calls.filter { $0.value.contains { $0.name == name } }.keys)
        }

        /// The functions with a call that may reach `function`.
        func callers(of function: Function) -> Set<Function> { callersOf[function] ?? [] }

        func function(_ id: String) -> Function? { calls.keys.first { $0.id == id } }
    }

    /// Reads functions and calls from syntax trees.
    final class Reader: SyntaxVisitor {
        var graph = CallGraph()
        private var types: [String] = []
        private var functions: [Function] = []
        /// For each variable being read: whether it is a property (a function of its own) or a local.
        private var properties: [Bool] = []

        private func enter(_ name: String, labels: [String]) {
            let function = Function(type: types.joined(separator: "."), name: name, labels: labels)
            functions.append(function)
            if graph.calls[function] == nil { graph.calls[function] = [] }
        }

        private func push(_ name: String) -> SyntaxVisitorContinueKind {
            types.append(name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            push(node.extendedType.trimmedDescription)
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, labels: node.signature.parameterClause.parameters.map(\.firstName.text))
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            enter("init", labels: node.signature.parameterClause.parameters.map(\.firstName.text))
            return .visitChildren
        }
        override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

        /// A stored or computed property of a type (or a global): its initial value or accessors are its calls. A
        /// local variable's calls are its function's.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            properties.append(functions.isEmpty)
            if functions.isEmpty { enter(node.bindings.first?.pattern.trimmedDescription ?? "_", labels: []) }
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) {
            if properties.removeLast() { functions.removeLast() }
        }

        /// A case of the lws callback's `switch` is a function of its own, named by its reasons.
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            guard functions.last?.id == "transitionLabCallback", case .case(let label) = node.label else {
                return .visitChildren
            }
            let reasons = label.caseItems.map(\.pattern.trimmedDescription).joined(separator: ",")
            functions.append(Function(type: "callback", name: reasons, labels: []))
            graph.calls[functions.last!] = []
            return .visitChildren
        }
        override func visitPost(_ node: SwitchCaseSyntax) {
            if functions.last?.type == "callback" { functions.removeLast() }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let function = functions.last else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            var call: Call?
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                call =
                    name.first?.isUppercase == true
                    ? Call(name: "init", labels: labels, onSelf: false, initializerOf: name)
                    : Call(name: name, labels: labels, onSelf: true)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let base = member.base?.trimmedDescription
                call = Call(name: member.declName.baseName.text, labels: labels, onSelf: base == "self" || base == nil)
            }
            guard let call else { return .visitChildren }
            graph.calls[function, default: []].append(call)
            if call.name == "lws_write", let mode = node.arguments.last?.expression.trimmedDescription {
                graph.writes[function, default: []].insert(mode)
            }
            return .visitChildren
        }
    }

    /// The server module's call graph.
    static let graph: CallGraph = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TransitionLabServer").standardized
        let reader = Reader(viewMode: .sourceAccurate)
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? ""
            reader.walk(Parser.parse(source: text))
        }
        var graph = reader.graph
        graph.resolve()
        return graph
    }()

    static let webSocketModes: Set<String> = ["LWS_WRITE_TEXT", "LWS_WRITE_BINARY"]

    private func callback(_ reason: String) -> Function {
        Function(type: "callback", name: reason, labels: [])
    }

    @Test func theSourcesWereRead() throws {
        let graph = Self.graph
        #expect(graph.calls.count > 200)
        #expect(graph.function("Connection.writable") != nil)
        #expect(graph.calls[callback("LWS_CALLBACK_SERVER_WRITEABLE")] != nil)
        #expect(graph.calls[callback("LWS_CALLBACK_EVENT_WAIT_CANCELLED")] != nil)
        #expect(!graph.writing(Self.webSocketModes).isEmpty)
    }

    /// Every function that reaches a WebSocket write without passing through `Connection.writable()` is called only
    /// by such functions or by `writable()` itself; no case of the callback is among them; and only the writable
    /// callback calls `writable()`.
    @Test func everyWebSocketWriteStartsAtConnectionWritable() throws {
        let graph = Self.graph
        let writable = try #require(graph.function("Connection.writable"))
        let writes = graph.writing(Self.webSocketModes)
        #expect(graph.reaching(writes).contains(callback("LWS_CALLBACK_SERVER_WRITEABLE")))

        let below = graph.reaching(writes, excluding: [writable])
        for function in below {
            #expect(function.type != "callback", "\(function.id) writes without a writable callback")
            let callers = graph.callers(of: function)
            #expect(!callers.isEmpty, "\(function.id) writes and may be called from outside the module")
            for caller in callers {
                #expect(
                    below.contains(caller) || caller == writable,
                    "\(caller.id) reaches a WebSocket write through \(function.id) without Connection.writable()")
            }
        }
        // A call back into `writable()` from a function only `writable()` reaches (the state machine's event shares
        // its name) starts no new path.
        let callers = graph.callers(of: writable).subtracting(graph.onlyUnder(writable)).map(\.id)
        #expect(callers == ["callback.LWS_CALLBACK_SERVER_WRITEABLE"])
    }

    /// `LWS_CALLBACK_EVENT_WAIT_CANCELLED` (the simulation's wake-up) and `LWS_CALLBACK_TIMER` (the frame timer)
    /// write nothing and reach `lws_callback_on_writable`.
    @Test func theWakeUpAndTheFrameTimerAskForTheWritableCallback() {
        let graph = Self.graph
        let writers = graph.reaching(graph.calling("lws_write"))
        let asking = graph.reaching(graph.calling("lws_callback_on_writable"))
        for reason in ["LWS_CALLBACK_EVENT_WAIT_CANCELLED", "LWS_CALLBACK_TIMER"] {
            let writes = writers.contains(callback(reason))
            let asks = asking.contains(callback(reason))
            #expect(!writes, "\(reason) writes")
            #expect(asks, "\(reason) asks for no writable callback")
        }
    }

    /// An HTTP answer (`/healthz`, `/metrics`, a 405) is written whole from its request's own callback
    /// (`LWS_CALLBACK_HTTP`, or `LWS_CALLBACK_FILTER_HTTP_CONNECTION` for a refusal), as lws' own
    /// `lws_return_http_status` writes a status page.
    @Test func httpAnswersAreWrittenFromTheirRequestsCallback() {
        let graph = Self.graph
        let http = graph.writing(["LWS_WRITE_HTTP_FINAL"])
        #expect(!http.isEmpty)
        let cases = graph.reaching(http).filter { $0.type == "callback" }.map(\.name).sorted()
        #expect(cases == ["LWS_CALLBACK_FILTER_HTTP_CONNECTION", "LWS_CALLBACK_HTTP"])
    }
}
