import Foundation

extension KeyframeTimeline {
    /// Creates a timeline from Core Animation's keyframe form: values, key times 0…1 and one
    /// timing function per segment (mirrors `CAKeyframeAnimation`'s `values`, `keyTimes`,
    /// `timingFunctions` and `duration` with the linear calculation mode).
    ///
    /// `values[0]` is the initial value; segment i runs from `values[i]` to `values[i + 1]`
    /// between `keyTimes[i] × duration` and `keyTimes[i + 1] × duration` seconds, along
    /// `timingFunctions[i]`. Equal consecutive key times make a jump.
    ///
    /// ```swift
    /// // CAKeyframeAnimation(keyPath: "position.y") with these values, keyTimes and duration:
    /// let drop = KeyframeTimeline(
    ///     values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1],
    ///     timingFunctions: nil, duration: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - values: At least one value; none is reported (`.count`) and the timeline shows
    ///     `Value.zero` for 0 s.
    ///   - keyTimes: One per value, each in 0…1 and ≥ the previous, from 0 to 1; `nil`
    ///     (default) spaces the values evenly, as Core Animation does. A wrong count is
    ///     reported (`.count`) and a bad key time (`.keyTimes`); either way the values are
    ///     spaced evenly.
    ///   - timingFunctions: One per segment (`values.count − 1`); `nil` (default) is linear. A
    ///     wrong count is reported (`.count`) and every segment is linear.
    ///   - duration: Seconds, finite and ≥ 0 (Core Animation's `duration`); a bad value is
    ///     reported (`.duration`) and 0 is used.
    ///
    /// Errors are ``DanceError/invalidArgument(tag:operation:argument:value:)`` with operation
    /// ``DanceError/Operation/keyframeTimeline``.
    public init(
        values: [Value], keyTimes: [Double]? = nil,
        timingFunctions: [CubicTimingParameters]? = nil, duration: TimeInterval
    ) {
        guard let first = values.first else {
            Self.report(.count, 0)
            self.init(initialValue: .zero, keyframes: [])
            return
        }
        var seconds = duration
        if !(duration.isFinite && duration >= 0) {
            Self.report(.duration, duration)
            seconds = 0
        }
        let times = Self.checkedKeyTimes(keyTimes, count: values.count)
        let linear = CubicTimingParameters(animationCurve: .linear)
        var timings = Array(repeating: linear, count: values.count - 1)
        if let timingFunctions {
            if timingFunctions.count == values.count - 1 {
                timings = timingFunctions
            } else {
                Self.report(.count, Double(timingFunctions.count))
            }
        }
        let keyframes = (1..<values.count).map { index in
            Keyframe.linear(
                values[index], duration: (times[index] - times[index - 1]) * seconds,
                timing: timings[index - 1])
        }
        self.init(initialValue: first, keyframes: keyframes)
    }

    /// `keyTimes` if valid for `count` values, else (reported) evenly spaced times.
    private static func checkedKeyTimes(_ keyTimes: [Double]?, count: Int) -> [Double] {
        let even = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        guard let keyTimes else { return even }
        guard keyTimes.count == count else {
            report(.count, Double(keyTimes.count))
            return even
        }
        for (index, time) in keyTimes.enumerated() {
            let previous = index > 0 ? keyTimes[index - 1] : 0
            let isEnd = index == count - 1 && count > 1
            let valid = time >= previous && time <= 1 && (index > 0 || time == 0)
            guard valid, !isEnd || time == 1 else {
                report(.keyTimes, time)
                return even
            }
        }
        return keyTimes
    }

    private static func report(_ argument: DanceError.Argument, _ value: Double) {
        Diagnostics.reportFromAnyThread(
            .invalidArgument(
                tag: nil, operation: .keyframeTimeline, argument: argument, value: value))
    }
}
