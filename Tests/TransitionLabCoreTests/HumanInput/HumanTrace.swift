import TransitionLabTestSupport

@testable import TransitionLabCore

/// Human-like touch traces: strokes that follow the minimum-jerk profile of point-to-point arm movements
/// (x(τ) = x0 + (x1 − x0)(10τ³ − 15τ⁴ + 6τ⁵), Flash & Hogan, "The coordination of arm movements", J. Neurosci. 5(7),
/// 1985), sampled at a touch screen's 60 or 120 Hz with ±0.5 pt jitter, an optional still pause before the lift,
/// and delivered the way a network does: usually one frame after they were sensed, sometimes held back and released
/// in a burst.
struct HumanTrace {
    /// One pointer sample on the client's clock (seconds).
    struct Sample {
        var phase: PointerEvent.Phase
        var id: Int
        var location: Point
        var time: Double
    }

    var samples: [Sample] = []

    /// A flick of finger `id` from `start` towards `start + travel`, planned to take `duration` seconds; the finger
    /// rests still `rest` seconds after touching down before it moves, and lifts at `liftFraction` of the stroke
    /// (1: at its end), after still `pause` seconds. While it rests or pauses a touch screen either reports the
    /// jittering finger (`reportsPause`) or nothing.
    static func stroke(
        id: Int = 1, from start: Point, travel: Point, duration: Double, rest: Double = 0, liftFraction: Double = 1,
        pause: Double = 0, rate: Double = 120, reportsPause: Bool = true, startTime: Double = 0,
        random: inout SeededGenerator
    ) -> HumanTrace {
        func jitter() -> Double { Double.random(in: -0.5...0.5, using: &random) }
        func at(_ tau: Double) -> Point {
            let s = 10 * pow3(tau) - 15 * pow3(tau) * tau + 6 * pow3(tau) * tau * tau
            return Point(x: start.x + travel.x * s, y: start.y + travel.y * s)
        }
        var trace = HumanTrace()
        trace.samples.append(Sample(phase: .down, id: id, location: start, time: startTime))
        func still(at point: Point, from time: Double, for length: Double) {
            guard reportsPause else { return }
            var t = 1 / rate
            while t < length {
                trace.samples.append(
                    Sample(
                        phase: .move, id: id, location: Point(x: point.x + jitter(), y: point.y + jitter()),
                        time: time + t))
                t += 1 / rate
            }
        }
        still(at: start, from: startTime, for: rest)
        let moveStart = startTime + rest
        let frames = max(1, Int((duration * liftFraction * rate).rounded()))
        var last = start
        for frame in 1...frames {
            let tau = min(Double(frame) / rate / duration, liftFraction)
            let p = at(tau)
            last = p
            trace.samples.append(
                Sample(
                    phase: .move, id: id, location: Point(x: p.x + jitter(), y: p.y + jitter()),
                    time: moveStart + Double(frame) / rate))
        }
        var time = moveStart + Double(frames) / rate
        still(at: last, from: time, for: pause)
        time += pause
        trace.samples.append(Sample(phase: .up, id: id, location: last, time: time))
        return trace
    }

    /// Two fingers moving towards each other from `a` and `b` until they meet at the middle and cross over by
    /// `overshoot` points, over `duration`; both lift at the end.
    static func meetingFingers(
        _ a: Point, _ b: Point, duration: Double, overshoot: Double, random: inout SeededGenerator
    ) -> HumanTrace {
        let mid = a.interpolated(to: b, fraction: 0.5)
        let length = a.distance(to: b)
        let unit = length > 0 ? Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : Point(x: 1, y: 0)
        let endA = Point(x: mid.x + unit.x * overshoot, y: mid.y + unit.y * overshoot)
        let endB = Point(x: mid.x - unit.x * overshoot, y: mid.y - unit.y * overshoot)
        let first = stroke(
            id: 1, from: a, travel: Point(x: endA.x - a.x, y: endA.y - a.y), duration: duration, random: &random)
        let second = stroke(
            id: 2, from: b, travel: Point(x: endB.x - b.x, y: endB.y - b.y), duration: duration, startTime: 0.001,
            random: &random)
        var trace = HumanTrace()
        trace.samples = (first.samples + second.samples).sorted { $0.time < $1.time }
        return trace
    }

    /// Two fingers pinching about `center` along the unit vector `axis`: their span goes from `startSpan` towards
    /// `endSpan` over `duration` (minimum-jerk, jittered, at `rate` Hz), both lifting at `liftFraction` of the stroke
    /// after still `pause` seconds. With `endSpan` < 0 the fingers cross.
    static func pinch(
        center: Point, startSpan: Double, endSpan: Double, axis: Point = Point(x: 1, y: 0), duration: Double,
        liftFraction: Double = 1, pause: Double = 0, rate: Double = 120, startTime: Double = 0,
        random: inout SeededGenerator
    ) -> HumanTrace {
        func finger(_ id: Int, _ sign: Double, _ start: Double) -> HumanTrace {
            let from = Point(x: center.x + sign * axis.x * startSpan / 2, y: center.y + sign * axis.y * startSpan / 2)
            let travel = sign * (endSpan - startSpan) / 2
            return stroke(
                id: id, from: from, travel: Point(x: axis.x * travel, y: axis.y * travel), duration: duration,
                liftFraction: liftFraction, pause: pause, rate: rate, startTime: start, random: &random)
        }
        var trace = HumanTrace()
        trace.samples = (finger(1, -1, startTime).samples + finger(2, 1, startTime + 0.004).samples)
            .sorted { $0.time < $1.time }
        return trace
    }

    /// Delivers the trace through `runner` while sampling frames at 60 Hz of scene time: each sample arrives one
    /// frame after it was sensed, or, with probability `burstChance`, up to 80 ms later together with the ones
    /// after it. Calls `frame` after every frame with the scene time and whether every sample has arrived.
    func deliver(
        to runner: SceneRunner, burstChance: Double = 0.2, random: inout SeededGenerator,
        frame: (Double, Bool) -> Void
    ) {
        var arrivals: [Double] = []
        var heldUntil = -Double.infinity
        for sample in samples {
            if Double.random(in: 0..<1, using: &random) < burstChance {
                heldUntil = max(heldUntil, sample.time + Double.random(in: 0.03...0.08, using: &random))
            }
            arrivals.append(max(sample.time + 1.0 / 60, heldUntil))
        }
        var next = 0
        var time = runner.time
        while next < samples.count {
            time += 1.0 / 60
            while next < samples.count, arrivals[next] <= time {
                let sample = samples[next]
                _ = try? runner.apply(
                    .pointer(
                        phase: sample.phase, id: sample.id, location: sample.location,
                        clientTime: sample.time * 1000))
                next += 1
            }
            runner.advanceScene(to: time)
            frame(time, next == samples.count)
        }
    }
}

private func pow3(_ x: Double) -> Double { x * x * x }
