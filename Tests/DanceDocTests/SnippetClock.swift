import Dance

/// The manual clocks the snippet tests run on.
enum SnippetClock {
    /// Installs a fresh manual clock in the shared driver and returns it.
    ///
    /// Each test takes its own at its start, in the same main-actor turn as its body, so it
    /// never moves the clock of another suite's test that is suspended at an `await`. Optional
    /// so that tests read it with `try #require`, as they read the driver's clock before.
    @MainActor static func fresh() -> ManualClock? {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        return clock
    }
}
