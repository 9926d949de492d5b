import Foundation
import Testing

@testable import Dance

@MainActor
private final class Follower: Dancing {
    @Animated var x = 0.0

    /// The older tracks on `x` (none when it has no layers).
    var olderTracks: Int {
        (_x.storage as? VectorStorage<Double>)?.layers?.residuals.count ?? 0
    }
    var hasLayers: Bool { _x.storage.hasLayers }
}

/// More additive tracks on one property than ``TrackLayers/scannedCount``, so that each animator
/// finds its older track through the sorted index: rendered, paused, resumed and ended in an
/// order that is not the order they started in.
@MainActor @Suite(.serialized) struct PropertyAnimatorManyLayersTests {
    /// One linear animator's track: from the model value before it, to its target.
    private struct Layer {
        var from: Double
        var to: Double
        var duration: Double
        /// Progress at `resumed`, and the clock time from which it moves (nil while paused).
        var progressAtResume = 0.0
        var resumed: Double?

        func progress(at time: Double) -> Double {
            guard let resumed else { return progressAtResume }
            return min(1, progressAtResume + max(0, time - resumed) / duration)
        }
    }

    /// UIKit's additive composition in closed form: the newest track's value plus each older
    /// track's offset from its own target, that is the last target minus every track's
    /// remaining distance.
    private func expected(_ layers: [Layer], at time: Double) -> Double {
        var value = layers.last?.to ?? 0
        for layer in layers {
            value -= (layer.to - layer.from) * (1 - layer.progress(at: time))
        }
        return value
    }

    @Test("20 tracks on one property: the closed-form sum as they pause, resume, end out of order")
    func twentyLayers() {
        withEngine { clock in
            let follower = Follower()
            var layers: [Layer] = []
            var animators: [PropertyAnimator] = []
            var mismatches: [String] = []
            @MainActor func check() {
                let time = clock.now
                let want = expected(layers, at: time)
                let got = follower.$x.presentation
                if abs(got - want) > 1e-9 { mismatches.append("t \(time): \(got) ≠ \(want)") }
            }
            for i in 0..<20 {
                clock.advance(to: 0.05 * Double(i))
                // Durations in a scrambled order, so that tracks end from the middle of the
                // list while more than `scannedCount` remain.
                let duration = 1.2 + Double((i * 7) % 10) * 0.15
                let target = Double((i * 37) % 23) * 10
                layers.append(
                    Layer(from: follower.x, to: target, duration: duration, resumed: clock.now))
                let animator = PropertyAnimator(duration: duration, curve: .linear) {
                    follower.x = target
                }
                animator.startAnimation()
                animators.append(animator)
                check()
            }
            #expect(follower.olderTracks == 19)
            @MainActor func pause(_ index: Int) {
                animators[index].pauseAnimation()
                layers[index].progressAtResume = layers[index].progress(at: clock.now)
                layers[index].resumed = nil
            }
            @MainActor func resume(_ index: Int) {
                animators[index].startAnimation()
                layers[index].resumed = clock.now
            }
            clock.advance(to: 1)
            pause(5)
            pause(12)
            check()
            while clock.now < 2.5 - 1e-9 {
                clock.advance(by: 1.0 / 60)
                check()
                if abs(clock.now - 1.3) < 1e-9 { resume(5) }
            }
            resume(12)
            while animators.contains(where: { $0.state != .inactive }) {
                clock.advance(by: 1.0 / 60)
                check()
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
            // Every track ended at its target: the last target, bit for bit, and no layers left.
            #expect(follower.$x.presentation == layers[19].to && follower.x == layers[19].to)
            #expect(!follower.hasLayers && !follower.$x.isAnimating)
        }
    }
}
