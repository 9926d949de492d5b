import Foundation
import Testing

@testable import Dance

/// A repeat count above 1e9 — Core Animation's "forever", `.greatestFiniteMagnitude`, among
/// them — repeats forever exactly as `.infinity` does: started reversed, scrubbed and run.
@MainActor @Suite(.serialized) struct PropertyAnimatorRepeatLimitTests {
    /// A 1 s linear animator moving `node.cornerRadius` from 0 to 100, started reversed from
    /// the middle of a pass (`fractionComplete = 0.5`), then run for 0.25 s and to 2 s.
    ///
    /// Returns what it read: the fraction after scrubbing, the value 0.25 s into the run, the
    /// count read back, and the completions logged.
    private func reversedFromMiddle(
        count: Double, autoreverses: Bool, clock: ManualClock
    ) -> (scrubbed: Double, later: CGFloat, count: Double, log: [String]) {
        let node = makeNode()
        let log = EventLog(clock)
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 100 }
        animator.repeatCount = count
        animator.autoreverses = autoreverses
        animator.addCompletion(log.completion())
        animator.isReversed = true
        animator.fractionComplete = 0.5
        let scrubbed = animator.fractionComplete
        animator.startAnimation()
        clock.advance(to: clock.now + 0.25)
        let later = node.$cornerRadius.presentation
        clock.advance(to: clock.now + 1.75)
        if animator.state == .active { animator.stopAnimation(true) }
        return (scrubbed, later, animator.repeatCount, log.entries)
    }

    @Test(
        "a count above 1e9 plays as .infinity: scrubbed reversed to 0.5, it plays one pass back",
        arguments: [1e9.nextUp, 0x1p53, 8e307, .greatestFiniteMagnitude], [false, true])
    func hugeCountRepeatsForever(count: Double, autoreverses: Bool) {
        withEngine { clock in
            let huge = reversedFromMiddle(count: count, autoreverses: autoreverses, clock: clock)
            // By hand: a plain pass plays the traversal 0 → 1 and runs back from 0.5 to 0 in
            // 0.5 s; an autoreversing one starts at the end of its backward traversal (1 → 0),
            // shows 0.5 there at playhead 1.5, and runs back through 0.75 (0.25 s later) and
            // the forward traversal to 0 in 1.5 s.
            #expect(huge.scrubbed == 0.5)
            #expect(huge.later == (autoreverses ? 75 : 25))
            #expect(huge.count == count)
            let end = autoreverses ? "1.500 completion start" : "0.500 completion start"
            #expect(huge.log == [end])
            // And as `.infinity` does, read for read.
            let endless = reversedFromMiddle(
                count: .infinity, autoreverses: autoreverses, clock: clock)
            #expect(endless.scrubbed == huge.scrubbed && endless.later == huge.later)
            #expect(endless.log.count == 1)
        }
    }
}
