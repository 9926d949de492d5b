/// Receives the `@Animated` sets made while an animation block runs.
@MainActor
protocol AnimationRecorder: AnyObject {
    /// Records that `storage` was set inside the block; the recorder owns its track from now on.
    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value)

    /// Calls ``record(_:to:)`` on the recorder at `recorder`, an unretained reference to an
    /// instance of this type, alive while ``AnimationCapture/run(recording:spanStart:_:)``
    /// runs its block (the default implementation below does).
    static func record<Value: Interpolatable>(
        _ storage: AnimatedStorage<Value>, to value: Value, on recorder: UnsafeRawPointer)
}

extension AnimationRecorder {
    static func record<Value: Interpolatable>(
        _ storage: AnimatedStorage<Value>, to value: Value, on recorder: UnsafeRawPointer
    ) {
        Unmanaged<Self>.fromOpaque(recorder).borrowing { $0.record(storage, to: value) }
    }
}

extension Unmanaged {
    /// Calls `body` with the referenced object, borrowed: no retain, no release.
    ///
    /// `_withUnsafeGuaranteedRef` itself, called with a main-actor closure, gets a check that
    /// the closure runs on the main actor (the standard library is not compiled in Swift 6
    /// mode), which costs more than the retain it saves; through this function, compiled here,
    /// the closure keeps its caller's isolation without a check.
    @inline(__always)
    func borrowing<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}

/// The animation block being run, if any: the capture context of UIKit's animation blocks.
///
/// Unsafe, for speed: the capture keeps the recorder as an unretained address and its type,
/// so that an `@Animated` set neither retains nor releases it (a call through a stored
/// existential does both: two locked instructions per set, about 4 % of the instructions of
/// setting up a 4p animator). The address is stored only while ``run(recording:spanStart:_:)``
/// runs its block, and the recorder, borrowed from that call's caller, lives until the call
/// returns.
@MainActor @usableFromInline
enum AnimationCapture {
    /// The recorder of the innermost block being run: its address (unretained: the caller of
    /// ``run(recording:spanStart:_:)`` holds it while the block runs) and its type, which
    /// records.
    @usableFromInline struct Recording {
        let recorder: UnsafeRawPointer
        let type: any AnimationRecorder.Type
    }

    /// The innermost block's recorder, if a block is being run.
    ///
    /// Performance: every `@Animated` set reads it, and dynamic exclusivity checking of a
    /// static variable costs more than the read. Unchecked is safe: it is main-actor isolated
    /// and every access is a single load or store that never stays open across a call.
    @usableFromInline @exclusivity(unchecked) private(set) static var current: Recording?

    /// Whether a block is being run, its sets recorded: read by the direct set that callers'
    /// modules inline (see `Animated.wrappedValue`), from a statically initialised variable.
    @inlinable static var isRecording: Bool { current != nil }

    /// Where on its animator's timeline (0…1) a track recorded by the innermost block starts.
    @exclusivity(unchecked) private(set) static var spanStart = 0.0

    /// Records the set of `storage` to `value` on the innermost block's recorder; returns
    /// `false`, recording nothing, when no block is being run.
    @inline(__always)
    static func record<Value: Interpolatable>(
        _ storage: AnimatedStorage<Value>, to value: Value
    ) -> Bool {
        guard let current else { return false }
        current.type.record(storage, to: value, on: current.recorder)
        return true
    }

    /// Runs `block` with every `@Animated` set recorded by `recorder`, as tracks starting at
    /// `spanStart`; blocks nest.
    static func run<Recorder: AnimationRecorder>(
        recording recorder: Recorder, spanStart: Double = 0, _ block: () -> Void
    ) {
        let (outer, outerSpanStart) = (current, self.spanStart)
        current = Recording(
            recorder: UnsafeRawPointer(Unmanaged.passUnretained(recorder).toOpaque()),
            type: Recorder.self)
        self.spanStart = spanStart
        defer { (current, self.spanStart) = (outer, outerSpanStart) }
        // `recorder` is borrowed from the caller, which keeps it alive until this returns.
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
