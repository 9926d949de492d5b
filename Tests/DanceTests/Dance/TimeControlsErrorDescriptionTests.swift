import Testing

@testable import Dance

/// The messages of the errors the time controls report, word for word.
struct TimeControlsErrorDescriptionTests {
    static let cases: [(DanceError, String)] = [
        (
            .invalidArgument(tag: nil, operation: .setSpeed, argument: .speed, value: -1),
            "** Dance Error: invalid speed -1.0 in speed; use 0, or a number in 1e-6…1e6. "
                + "Nothing was changed. **"
        ),
        (
            .invalidArgument(
                tag: nil, operation: .setDurationScale, argument: .durationScale, value: .nan),
            "** Dance Error: invalid durationScale nan in AnimationDriver.durationScale; use 0, "
                + "or a number in 1e-6…1e6. Nothing was changed. **"
        ),
        (
            .invalidArgument(
                tag: 3, operation: .repeating, argument: .repeatCount, value: -2),
            "** Dance Error: invalid repeatCount -2.0 in dance.repeating(count:autoreverses:) "
                + "(dance.tag = 3); use a number ≥ 0, or .infinity. Nothing was changed. **"
        ),
        (
            .invalidArgument(
                tag: nil, operation: .pauseAnimationAtFraction, argument: .fraction, value: 1.5),
            "** Dance Error: invalid fraction 1.5 in pauseAnimation(atFraction:); use a number "
                + "in 0…1. Nothing was changed. **"
        ),
        (
            .wrongState(tag: nil, operation: .setRepeatCount, reason: .active),
            "** Dance Error: repeatCount is not allowed because it is active; do this before the "
                + "animation starts. Nothing was changed. **"
        ),
        (
            .wrongState(tag: 7, operation: .setAutoreverses, reason: .stopped),
            "** Dance Error: autoreverses is not allowed on the animation with dance.tag = 7 "
                + "because it is stopped; call finishAnimation(at:) to end it. Nothing was "
                + "changed. **"
        ),
    ]

    @Test("each time-control error reads word for word", arguments: cases)
    func description(error: DanceError, expected: String) {
        #expect(error.description == expected)
    }
}
