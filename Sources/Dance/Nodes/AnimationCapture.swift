/// Receives the `@Animated` sets made while an animation block runs.
@MainActor
protocol AnimationRecorder: AnyObject {
    /// Records that `storage` was set inside the block; the recorder owns its track from now on.
    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value)
}

/// The animation block being run, if any: the capture context of UIKit's animation blocks.
@MainActor
enum AnimationCapture {
    /// The recorder of the innermost block being run.
    ///
    /// Performance: every `@Animated` set reads it, and dynamic exclusivity checking of a
    /// static variable costs more than the read. Unchecked is safe: it is main-actor isolated
    /// and every access is a single load or store that never stays open across a call.
    @exclusivity(unchecked) private(set) static var current: (any AnimationRecorder)?

    /// Where on its animator's timeline (0…1) a track recorded by ``current`` starts.
    @exclusivity(unchecked) private(set) static var spanStart = 0.0

    /// Runs `block` with every `@Animated` set recorded by `recorder`, as tracks starting at
    /// `spanStart`; blocks nest.
    static func run(
        recording recorder: any AnimationRecorder, spanStart: Double = 0, _ block: () -> Void
    ) {
        let (outer, outerSpanStart) = (current, self.spanStart)
        (current, self.spanStart) = (recorder, spanStart)
        defer { (current, self.spanStart) = (outer, outerSpanStart) }
        block()
    }

    /// Runs `block` with capture switched off: sets inside it change values at once.
    static func runWithoutAnimation(_ block: () -> Void) {
        let outer = current
        current = nil
        defer { current = outer }
        block()
    }
}
