import Dance
import Foundation
import MallocCounter

@MainActor
enum FollowBenchmark {
    private static let sprites = 1000
    private static let frames = 240
    private static let springDuration = 0.3

    /// Nanoseconds per node and frame while a pointer is followed.
    ///
    /// Every frame (60 Hz) a new 0.3 s spring per node retargets its three properties (the
    /// position moves, the alpha flips, the scale keeps its target), so that about 18 tracks
    /// blend on each property (rate × duration) and as many older ones end in each frame as
    /// new ones start. Creating and starting the animators is timed with the frames, as an
    /// app pays for both.
    ///
    /// Three runs of 240 frames over 1 000 nodes of this module; the fastest counts (other
    /// processes only ever add time).
    ///
    /// `throughDance`: each frame each node's Dance animation is replaced by a new one
    /// (`node.dance.animate(duration:dampingRatio:)`), which takes the velocity the running
    /// one hands over, instead of blending with it.
    ///
    /// Also returns ``renderingAllocations(throughDance:)``.
    static func measure(throughDance: Bool = false) -> (nanoseconds: Double, allocations: Double?) {
        var fastest = Double.infinity
        for _ in 0..<3 {
            fastest = min(fastest, run(throughDance: throughDance))
        }
        return (fastest, renderingAllocations(throughDance: throughDance))
    }

    /// Heap allocations per frame while springs of this workload's shape render.
    ///
    /// None starts or ends meanwhile: 100 nodes, each given a 30 s spring and, a frame later,
    /// another (which blends with the first, or, through Dance, replaces it and takes the
    /// velocity it hands over), then 30 frames counted. 0 unless rendering such a spring
    /// allocates; `nil` where allocations are not counted.
    static func renderingAllocations(throughDance: Bool) -> Double? {
        let clock = freshClock()
        let nodes = (0..<100).map { BenchNode(Endpoints.four($0).from) }
        let spring = SpringTimingParameters(dampingRatio: 0.8)
        var animators: [PropertyAnimator] = []
        for event in 1...2 {
            for (index, node) in nodes.enumerated() {
                let target = target(index, event)
                if throughDance {
                    node.dance.animate(duration: 30, dampingRatio: 0.8) { $0.set(target) }.start()
                } else {
                    let animator = PropertyAnimator(duration: 30, timingParameters: spring)
                    animator.addAnimations { node.set(target) }
                    animator.startAnimation()
                    animators.append(animator)
                }
            }
            clock.advance(by: 1.0 / 60)
        }
        let frames = 30
        let before = dance_allocation_count()
        dance_allocation_counting(1)
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
        }
        dance_allocation_counting(0)
        let allocations =
            before < 0 ? nil : Double(dance_allocation_count() - before) / Double(frames)
        for animator in animators {
            animator.stopAnimation(true)
        }
        if throughDance {
            for node in nodes {
                node.dance.finish(at: .current)
            }
        }
        return allocations
    }

    /// Where node `index` is sent in `frame`: the position moves, the alpha flips, the scale
    /// keeps its target.
    private static func target(_ index: Int, _ frame: Int) -> FourValues {
        var target = Endpoints.four(index).to
        target.position.x += Double(frame % 50) * 7
        target.position.y += Double(frame % 30) * 5
        target.alpha = Double(frame % 2)
        return target
    }

    /// One run of the frames: through Dance, one running animation per node, replaced every
    /// frame; else a new animator per node and frame.
    private static func run(throughDance: Bool) -> Double {
        let clock = freshClock()
        let nodes = (0..<sprites).map { BenchNode(Endpoints.four($0).from) }
        let spring = SpringTimingParameters(dampingRatio: 0.8)
        var sum = 0.0
        let started = ContinuousClock.now
        for frame in 1...frames {
            for (index, node) in nodes.enumerated() {
                let target = target(index, frame)
                if throughDance {
                    node.dance.animate(duration: springDuration, dampingRatio: 0.8) {
                        $0.set(target)
                    }.start()
                } else {
                    let animator = PropertyAnimator(
                        duration: springDuration, timingParameters: spring)
                    animator.addAnimations { node.set(target) }
                    animator.startAnimation()
                }
            }
            clock.advance(by: 1.0 / 60)
            for node in nodes { sum += node.presentationSum }
        }
        let elapsed = Harness.nanoseconds(ContinuousClock.now - started)
        Sink.consume(sum)
        // The springs still running end on their own.
        clock.advance(by: 2 * springDuration)
        return elapsed / Double(frames * sprites)
    }
}
