import Foundation

// Calls into main-actor code from code that is not isolated but runs on the main actor only.

/// Runs `body`, main-actor code, with `object`, without checking that the caller is on the
/// main actor.
///
/// This form is for the first property of a frame's pass that waits to be composed and, after
/// its own check, for the display-link clock's tick; the forms for a track's owner
/// (`AnimatedStorage+UnsafeOwner.swift`) are for the calls a storage makes on the animator
/// that drives a track while it renders, records or ends one: a spring track's response to a
/// velocity handed over, a track's progress over a span of its own, the animator's hand-off
/// scale, leaving the batch before a batched track changes and joining it again once a
/// property's older tracks have ended. A storage is not isolated, but frames, animation blocks
/// and every change to a track run on the main actor only (the second core of a parallel
/// frame renders batched tracks, which call nothing and change no track), so
/// `MainActor.assumeIsolated` would always pass — and
/// its check cost about 1 000 instructions a call, a tenth of a frame in which every node's
/// Dance animation is replaced by a spring that took the velocity handed over. A main-actor
/// function and a plain one have the same representation; only the check is skipped.
///
/// `body` must capture nothing: what it needs comes as arguments. Converting a closure that
/// captures values (as `MainActor.assumeIsolated` does too) puts its context on the heap, so
/// that the conversion can verify the closure did not escape: one allocation per call, which
/// was every frame for each property showing a spring that took a velocity handed over. A
/// generic form (any argument, any result) allocated all the same, for the thunk that adapts
/// the closure to the generic signature: hence one function per shape of call, each with the
/// concrete types of its callers.
@inline(__always)
func onMainActorUnchecked(_ object: AnyObject, _ body: @MainActor (AnyObject) -> Void) {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((AnyObject) -> Void).self)(object)
    }
}
