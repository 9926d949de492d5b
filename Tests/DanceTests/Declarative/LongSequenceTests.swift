import Foundation
import Testing

@testable import Dance

/// A sequence of many steps on one property: each frame finds the step shown by a binary
/// search over the segments' starts, which must give what the documented rule gives — the
/// last segment that has started, clamped to its end — at every time, moving either way.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct LongSequenceTests {
        /// One segment of the model: the property goes from `from` to `to` over
        /// `start…start + duration`, linearly.
        private struct ModelSegment {
            var from: Double
            var to: Double
            var start: Double
            var duration: Double

            func value(at time: Double) -> Double {
                guard duration > 0 else { return to }
                let u = min(max((time - start) / duration, 0), 1)
                return from + (to - from) * u
            }
        }

        /// Step i lasts `durations[i % 4]` (a zero-duration step jumps at its start); every
        /// tenth step is a parallel group of two steps on the property, a long one and a short
        /// one started together (the short one, recorded last, is shown).
        private static let durations = [0.25, 0.125, 0, 0.5]

        /// The timeline and the model: the steps' segments with their starts added up here,
        /// each starting from the value the property shows at its start (the documented rule).
        private static func makeSequence(steps: Int) -> ([Animation], [ModelSegment]) {
            var animations: [Animation] = []
            var model: [ModelSegment] = []
            var start = 0.0
            func add(to value: Double, duration: Double, at start: Double) {
                var from = 0.0
                if let last = model.last {
                    from =
                        start < last.start + last.duration ? last.value(at: start) : last.to
                }
                model.append(ModelSegment(from: from, to: value, start: start, duration: duration))
            }
            for i in 0..<steps {
                let value = Double(i + 1)
                let duration = durations[i % 4]
                if i % 10 == 9 {
                    animations.append(
                        .parallel([
                            .custom(duration: 1, curve: .linear) { $0.cornerRadius = 1000 + value },
                            .custom(duration: 0.375, curve: .linear) { $0.cornerRadius = value },
                        ]))
                    add(to: 1000 + value, duration: 1, at: start)
                    add(to: value, duration: 0.375, at: start)
                    start += 1
                } else {
                    animations.append(
                        .custom(duration: duration, curve: .linear) { $0.cornerRadius = value })
                    add(to: value, duration: duration, at: start)
                    start += duration
                }
            }
            return (animations, model)
        }

        /// The model's value at `time`: the last segment that has started, clamped to its end
        /// (the first segment's start value before it).
        private static func expectedValue(_ model: [ModelSegment], at time: Double) -> Double {
            guard let shown = model.last(where: { $0.start <= time }) else { return model[0].from }
            return shown.value(at: time)
        }

        /// The model's velocity at `time` moving forwards (`sign` 1) or backwards (-1): the
        /// segment shown by the frames that follow, zero outside it and for a jump.
        private static func expectedVelocity(
            _ model: [ModelSegment], at time: Double, sign: Double
        ) -> Double {
            let shown =
                sign > 0
                ? model.last(where: { $0.start <= time }) : model.last(where: { $0.start < time })
            guard let shown, shown.duration > 0 else { return 0 }
            let elapsed = time - shown.start
            let inside = sign > 0 ? elapsed < shown.duration : elapsed <= shown.duration
            return inside ? sign * (shown.to - shown.from) / shown.duration : 0
        }

        @Test(
            "400 steps on one property: value and velocity at 2 000 frame times match the model"
        )
        func manyStepsForwards() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let (sequence, model) = Self.makeSequence(steps: 400)
            let total = model.map { $0.start + $0.duration }.max() ?? 0
            #expect(model.count == 440)
            let animator = node.animate(sequence)
            #expect(abs(animator.duration - total) < 1e-9)
            // Times off the steps' boundaries (1/1024 s is not a multiple of 1/8 s on them), so
            // that rounding in the timeline's position cannot change which step is shown.
            for frame in 1...2000 {
                let time = Double(frame) * (total / 2001) + 1.0 / 1024
                fixture.clock.advance(to: time)
                let value = Double(node.$cornerRadius.presentation)
                #expect(abs(value - Self.expectedValue(model, at: time)) < 1e-6, "at \(time)")
                let velocity = Double(node.$cornerRadius.velocity)
                let expected = Self.expectedVelocity(model, at: time, sign: 1)
                #expect(abs(velocity - expected) < 1e-6 * max(1, abs(expected)), "at \(time)")
            }
            fixture.clock.advance(to: total + 1)
            #expect(node.$cornerRadius.presentation == 400)
            fixture.expectSettled()
        }

        @Test("400 steps reversed half-way: the way back shows the model's values and velocities")
        func manyStepsBackwards() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let (sequence, model) = Self.makeSequence(steps: 400)
            let total = model.map { $0.start + $0.duration }.max() ?? 0
            let animator = node.animate(sequence)
            let turn = total / 2 + 1.0 / 1024
            fixture.clock.advance(to: turn)
            animator.pauseAnimation()
            animator.isReversed = true
            animator.startAnimation()
            // Started again at `turn` (the clock's now), the timeline runs back from time `turn`
            // into the sequence: at clock time `turn + s` it is at `turn − s`.
            for frame in 1...1000 {
                let elapsed = Double(frame) * (turn / 1001)
                fixture.clock.advance(to: turn + elapsed)
                let time = turn - elapsed
                let value = Double(node.$cornerRadius.presentation)
                #expect(abs(value - Self.expectedValue(model, at: time)) < 1e-6, "at \(time)")
                let velocity = Double(node.$cornerRadius.velocity)
                let expected = Self.expectedVelocity(model, at: time, sign: -1)
                #expect(abs(velocity - expected) < 1e-6 * max(1, abs(expected)), "at \(time)")
            }
            fixture.clock.advance(to: 2 * turn + 1)
            #expect(node.$cornerRadius.presentation == 0)
            fixture.expectSettled()
        }
    }
}
