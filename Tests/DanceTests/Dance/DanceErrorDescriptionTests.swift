import Foundation
import Testing

@testable import Dance

@Suite struct DanceErrorDescriptionTests {
    static let cases: [(DanceError, String)] = [
        (
            .noAnimation(tag: 7),
            "** Dance Error: node with dance.tag = 7 does not have an active animation! **"
        ),
        (
            .noAnimation(tag: 0),
            "** Dance Error: node with dance.tag = 0 does not have an active animation! **"
        ),
        (
            .wrongState(tag: 3, operation: .pause, reason: .notInterruptible),
            "** Dance Error: dance.pause is not allowed on the animation with dance.tag = 3 "
                + "because it is running and not interruptible; let it finish, or set "
                + "isInterruptible before starting. Nothing was changed. **"
        ),
        (
            .wrongState(tag: 9, operation: .start, reason: .stopped),
            "** Dance Error: dance.start is not allowed on the animation with dance.tag = 9 "
                + "because it is stopped; call finishAnimation(at:) to end it. Nothing was "
                + "changed. **"
        ),
        (
            .wrongState(tag: 9, operation: .setProgress, reason: .running),
            "** Dance Error: dance.setProgress(to:) is not allowed on the animation with "
                + "dance.tag = 9 because it is running; pause it first. Nothing was changed. **"
        ),
        (
            .wrongState(tag: 4, operation: .finish, reason: .notInterruptible),
            "** Dance Error: dance.finish(at:) is not allowed on the animation with dance.tag = 4 "
                + "because it is running and not interruptible; let it finish, or set "
                + "isInterruptible before starting. Nothing was changed. **"
        ),
        (
            .wrongState(tag: 2, operation: .setInterruptible, reason: .active),
            "** Dance Error: isInterruptible is not allowed on the animation with dance.tag = 2 "
                + "because it is active; do this before the animation starts. Nothing was "
                + "changed. **"
        ),
        (
            .wrongState(tag: 5, operation: .reverse, reason: .stopped),
            "** Dance Error: dance.reverse() is not allowed on the animation with dance.tag = 5 "
                + "because it is stopped; call finishAnimation(at:) to end it. Nothing was "
                + "changed. **"
        ),
        (
            .wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped),
            "** Dance Error: finishAnimation(at:) is not allowed because it is not stopped; "
                + "call stopAnimation(false) first. Nothing was changed. **"
        ),
        (
            .wrongState(tag: nil, operation: .stopAnimation, reason: .inactive),
            "** Dance Error: stopAnimation(_:) is not allowed because it is inactive; start it "
                + "first. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: 12, operation: .animate, argument: .duration, value: -1),
            "** Dance Error: invalid duration -1.0 in dance.animate (dance.tag = 12); use a "
                + "number in 0…1e9. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: 12, operation: .animate, argument: .duration, value: .infinity),
            "** Dance Error: invalid duration inf in dance.animate (dance.tag = 12); use a "
                + "number in 0…1e9. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: 5, operation: .start, argument: .delay, value: .nan),
            "** Dance Error: invalid delay nan in dance.start (dance.tag = 5); use a number "
                + "in 0…1e9. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: 5, operation: .pause, argument: .delay, value: -0.5),
            "** Dance Error: invalid delay -0.5 in dance.pause (dance.tag = 5); use a number "
                + "in 0…1e9. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: 5, operation: .setProgress, argument: .progress, value: 1.5),
            "** Dance Error: invalid progress 1.5 in dance.setProgress(to:) (dance.tag = 5); use "
                + "a number in 0…1. Nothing was changed. **"
        ),
        (
            .invalidArgument(
                tag: nil, operation: .makeAnimator, argument: .duration, value: -.infinity),
            "** Dance Error: invalid duration -inf in PropertyAnimator.init; use a number in "
                + "0…1e9. A safe value was used instead. **"
        ),
        (
            .invalidArgument(
                tag: 3, operation: .continueAnimation, argument: .duration, value: 1.5e13),
            "** Dance Error: invalid duration 15000000000000.0 in "
                + "continueAnimation(withTimingParameters:durationFactor:) (dance.tag = 3); use a "
                + "number in 0…1e9. Nothing was changed. **"
        ),
        (
            .invalidArgument(tag: nil, operation: .keyframeTimeline, argument: .count, value: 2),
            "** Dance Error: invalid count 2 in KeyframeTimeline; use one key time per value and "
                + "one timing function per segment. A safe value was used instead. **"
        ),
        (
            .invalidArgument(tag: nil, operation: .keyframeTimeline, argument: .count, value: 2.5),
            "** Dance Error: invalid count 2.5 in KeyframeTimeline; use one key time per value "
                + "and one timing function per segment. A safe value was used instead. **"
        ),
    ]

    @Test("each description reads word for word", arguments: cases)
    func description(error: DanceError, expected: String) {
        #expect(error.description == expected)
        #expect("\(error)" == expected)
    }

    @Test("every description is one line between ** Dance Error: and **")
    func everyDescriptionIsOneLine() {
        var errors: [DanceError] = [.noAnimation(tag: 1)]
        for operation in DanceError.Operation.allCases {
            for reason in DanceError.StateReason.allCases {
                errors.append(.wrongState(tag: 1, operation: operation, reason: reason))
                errors.append(.wrongState(tag: nil, operation: operation, reason: reason))
            }
            for argument in DanceError.Argument.allCases {
                errors.append(
                    .invalidArgument(tag: 1, operation: operation, argument: argument, value: -1))
            }
        }
        for error in errors {
            let text = error.description
            #expect(!text.contains("\n"), "\(text)")
            #expect(text.hasPrefix("** Dance Error: "), "\(text)")
            #expect(text.hasSuffix(" **"), "\(text)")
        }
        #expect(Set(errors.map(\.description)).count == errors.count)
    }
}
