import Testing
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabTestSupport

@testable import TransitionLabServer

/// A connection's events and the actions they return, without a socket: nothing is written before libwebsockets
/// says the socket is writable, and nothing queued is ever left without a writable callback or a timer to send it.
@Suite struct ConnectionStateMachineTests {
    typealias Machine = Connection.StateMachine

    private let history = FrameHistory(room: 1)

    private func frame(_ sequence: UInt32) -> EncodedFrame {
        EncodedFrame(
            QuantizedFrame(Frame(time: 0, viewport: Size(width: 1, height: 1), background: .black, nodes: [])),
            sequence: sequence, nodeTableVersion: 0, history: history)
    }

    /// What the writable callback writes at `now` (libwebsockets takes every write whole).
    private func write(_ machine: inout Machine, at now: Double, partial: Bool = false)
        -> (items: [String], written: [Machine.Written], after: Machine.Action)
    {
        let writable = machine.writable()
        #expect(writable == .write)
        var items: [String] = []
        var written: [Machine.Written] = []
        while let item = machine.nextWrite(now: now) {
            switch item {
            case .text(let text):
                items.append(String(decoding: text.bytes, as: UTF8.self))
            case .frame(let frame, let input):
                items.append("frame \(frame.sequence)/\(input)")
                written.append(machine.wroteFrame(frame, inputSequence: input, now: now))
            }
        }
        return (items, written, machine.writesEnded(partial: partial, now: now))
    }

    @Test func queuedMessagesAskForOneWritableCallbackAndAreWrittenThere() {
        var machine = Machine(messageRate: 100, now: 0)
        let queued = machine.queued(text: Array("a".utf8), kind: .ordered)
        #expect(queued == .requestWritable)
        let queued2 = machine.queued(text: Array("b".utf8), kind: .ordered)
        #expect(queued2 == .none)
        let queued3 = machine.queued(frame: frame(1), inputSequence: 0, now: 0)
        #expect(queued3 == .init(action: .none))
        let pass = write(&machine, at: 0)
        #expect(pass.items == ["a", "b", "frame 1/0"])
        #expect(pass.after == .none)
        let queued4 = machine.queued(text: Array("c".utf8), kind: .ordered)
        #expect(queued4 == .requestWritable)
    }

    @Test func whatLibwebsocketsStillHoldsWaitsForTheNextCallback() {
        var machine = Machine(messageRate: 100, now: 0)
        _ = machine.queued(text: Array("a".utf8), kind: .ordered)
        let writable = machine.writable()
        #expect(writable == .write)
        let ended = machine.writesEnded(partial: true, now: 0)
        #expect(ended == .requestWritable)
        #expect(write(&machine, at: 0).items == ["a"])
    }

    /// A frame replaced while it waited for the socket is a skipped frame and starts the stall timeout once; the
    /// next frame written clears it.
    @Test func aFrameReplacedBeforeTheSocketTookItIsSkipped() {
        var machine = Machine(messageRate: 100, now: 0)
        let queued = machine.queued(frame: frame(1), inputSequence: 1, now: 0)
        #expect(queued == .init(action: .requestWritable))
        let queued2 = machine.queued(frame: frame(2), inputSequence: 2, now: 0)
        #expect(queued2 == .init(skipped: true, armStallTimeout: true))
        let queued3 = machine.queued(frame: frame(3), inputSequence: 3, now: 0)
        #expect(queued3 == .init(skipped: true))
        let pass = write(&machine, at: 0)
        #expect(pass.items == ["frame 3/3"])
        #expect(pass.written == [.init(clearStallTimeout: true)])
        #expect(machine.receivedFrame?.sequence == 3)
    }

    /// A client that declared a 60 Hz display: a frame before its refresh waits for the frame timer, which asks for
    /// the writable callback; a newer frame once the refresh began asks for it at once, and its write cancels the
    /// timer.
    @Test func aFrameBeforeTheDisplayRefreshWaitsForTheTimer() {
        let refresh = 1.0 / 60
        var machine = Machine(messageRate: 100, now: 0)
        machine.declareRefresh(60)
        _ = machine.queued(frame: frame(1), inputSequence: 0, now: 0)
        #expect(write(&machine, at: 0).items == ["frame 1/0"])
        let held = machine.queued(frame: frame(2), inputSequence: 0, now: 0.005)
        let deadline = refresh + FramePacer.heldFrameLateness * refresh
        guard case .setFrameTimer(let delay) = held.action else {
            Issue.record("expected the frame timer, got \(held)")
            return
        }
        #expect(abs(delay - (deadline - 0.005)) < 1e-12)
        let timer = machine.frameTimerFired()
        #expect(timer == .requestWritable)
        #expect(write(&machine, at: deadline).items == ["frame 2/0"])

        _ = machine.queued(frame: frame(3), inputSequence: 0, now: deadline + 0.001)
        #expect(machine.frameTimerSet)
        let due = 2 * refresh
        let queued = machine.queued(frame: frame(4), inputSequence: 0, now: due)
        #expect(queued == .init(action: .requestWritable))
        let pass = write(&machine, at: due)
        #expect(pass.items == ["frame 4/0"])
        #expect(pass.written == [.init(cancelFrameTimer: true)])
    }

    /// A frame held for the display while a message goes out: the callback writes the message and sets the timer
    /// for the frame.
    @Test func aHeldFrameBehindAMessageWaitsForTheTimerAfterIt() {
        var machine = Machine(messageRate: 100, now: 0)
        machine.declareRefresh(60)
        _ = machine.queued(frame: frame(1), inputSequence: 0, now: 0)
        _ = write(&machine, at: 0)
        _ = machine.queued(frame: frame(2), inputSequence: 0, now: 0.001)
        let queued = machine.queued(text: Array("pong".utf8), kind: .ordered)
        #expect(queued == .requestWritable)
        let pass = write(&machine, at: 0.002)
        #expect(pass.items == ["pong"])
        #expect(pass.after == .none, "the timer is already set")
        #expect(machine.frameTimerSet)
    }

    @Test func aClientThatStopsReadingIsClosedAndNothingMoreIsQueued() {
        var machine = Machine(messageRate: 100, now: 0)
        let chunk = [UInt8](repeating: 0x61, count: 64 * 1024)
        var actions: [Machine.Action] = []
        for _ in 0...(Outbox.controlByteLimit / chunk.count) {
            actions.append(machine.queued(text: chunk, kind: .ordered))
        }
        #expect(actions.first == .requestWritable)
        #expect(actions.last == .close(reason: .stoppedReading))
        #expect(machine.phase == .closed && machine.outbox.isEmpty)
        let queued = machine.queued(text: chunk, kind: .ordered)
        #expect(queued == .none)
        let queued2 = machine.queued(frame: frame(1), inputSequence: 0, now: 0)
        #expect(queued2 == .init())
        let writable = machine.writable()
        #expect(writable == .close)
    }

    @Test func goingAwayClosesFromTheNextWritableCallback() {
        var machine = Machine(messageRate: 100, now: 0)
        _ = machine.queued(text: Array("a".utf8), kind: .ordered)
        let goingAway = machine.goAway()
        #expect(goingAway == .requestWritable)
        let goingAway2 = machine.goAway()
        #expect(goingAway2 == .none)
        let writable = machine.writable()
        #expect(writable == .closeGoingAway)
    }

    @Test func aFailedWriteClosesTheConnection() {
        var machine = Machine(messageRate: 100, now: 0)
        _ = machine.queued(text: Array("a".utf8), kind: .ordered)
        let writable = machine.writable()
        #expect(writable == .write)
        let item = machine.nextWrite(now: 0)
        #expect(item != nil)
        machine.writeFailed()
        #expect(machine.phase == .closed)
        let item2 = machine.nextWrite(now: 0)
        #expect(item2 == nil)
    }

    /// The latency runs from the oldest unanswered input to the first frame written that applied it.
    @Test func latencyRunsFromTheOldestUnansweredInputToItsFrame() {
        var machine = Machine(messageRate: 100, now: 0)
        machine.inputRead(sequence: 5, now: 1.000)
        machine.inputRead(sequence: 6, now: 1.002)
        _ = machine.queued(frame: frame(1), inputSequence: 4, now: 1.003)
        #expect(write(&machine, at: 1.003).written == [.init()])
        _ = machine.queued(frame: frame(2), inputSequence: 6, now: 1.004)
        let pass = write(&machine, at: 1.005)
        #expect(pass.written.count == 1)
        #expect(abs((pass.written[0].latency ?? 0) - 0.005) < 1e-9)
    }

    @Test func helloIsAdmittedAtMostFourTimesASecond() {
        var machine = Machine(messageRate: 100, now: 0)
        let hello = machine.admitHello(now: 0)
        #expect(hello)
        let hello2 = machine.admitHello(now: 0.2)
        #expect(!hello2)
        let hello3 = machine.admitHello(now: 0.25)
        #expect(hello3)
    }

    @Test func exportIsAdmittedAtMostFourTimesASecondApartFromHello() {
        var machine = Machine(messageRate: 100, now: 0)
        let export = machine.admitExport(now: 0)
        #expect(export)
        let hello = machine.admitHello(now: 0.1)
        #expect(hello)
        let export2 = machine.admitExport(now: 0.2)
        #expect(!export2)
        let export3 = machine.admitExport(now: 0.25)
        #expect(export3)
    }

    @Test func messagesPastTheRateAreRefusedWithOneNoticeASecond() {
        var machine = Machine(messageRate: 2, now: 0)
        let admission = machine.admitMessage(now: 0)
        #expect(admission == .admitted)
        let admission2 = machine.admitMessage(now: 0)
        #expect(admission2 == .admitted)
        let admission3 = machine.admitMessage(now: 0)
        #expect(admission3 == .refused(notify: true))
        let admission4 = machine.admitMessage(now: 0.1)
        #expect(admission4 == .refused(notify: false))
        let admission5 = machine.admitMessage(now: 1.2)
        #expect(admission5 == .admitted)
    }

    /// Random events (messages, frames, writable callbacks that libwebsockets may leave partial, timers, a
    /// declared refresh) on a clock that moves: after every event, whatever is queued has a writable callback or
    /// the frame timer coming, and a writable callback is never asked for twice before it comes.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func nothingQueuedIsLeftWithoutACallbackOrATimer(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var machine = Machine(messageRate: 1e6, now: 0)
        var now = 0.0
        var writablePending = false
        var timerPending = false
        var sequence: UInt32 = 0
        func expectAsked(_ action: Machine.Action) {
            switch action {
            case .requestWritable:
                #expect(!writablePending, "a writable callback asked for twice")
                writablePending = true
            case .setFrameTimer: timerPending = true
            case .none, .close: break
            }
        }
        for _ in 0..<2000 {
            now += Double.random(in: 0...0.01, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                let kind: Outbox.Kind = Bool.random(using: &random) ? .ordered : .latest(.state)
                expectAsked(machine.queued(text: Array("m".utf8), kind: kind))
            case 3...5:
                sequence += 1
                expectAsked(machine.queued(frame: frame(sequence), inputSequence: sequence, now: now).action)
            case 6,
                7 where writablePending:
                writablePending = false
                let writable = machine.writable()
                #expect(writable == .write)
                let budget = Int.random(in: 0...3, using: &random)
                var writes = 0
                while writes < budget, let item = machine.nextWrite(now: now) {
                    writes += 1
                    guard case .frame(let frame, let input) = item else { continue }
                    if machine.wroteFrame(frame, inputSequence: input, now: now).cancelFrameTimer {
                        timerPending = false
                    }
                }
                // Stopping at the budget stands for libwebsockets holding some of the socket's bytes.
                expectAsked(machine.writesEnded(partial: writes == budget, now: now))
            case 8 where timerPending:
                timerPending = false
                expectAsked(machine.frameTimerFired())
            case 9 where Int.random(in: 0..<50, using: &random) == 0:
                machine.declareRefresh([30, 60, 120].randomElement(using: &random)!)
            default:
                break
            }
            #expect(machine.outbox.isEmpty || writablePending || timerPending, "something queued waits for nothing")
        }
    }
}
