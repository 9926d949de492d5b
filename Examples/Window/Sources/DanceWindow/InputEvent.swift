import Foundation

/// Input the scene reacts to, from SDL in a live run or from a script in a test run.
///
/// Pointer events carry the time they happened, seconds on the source's own time line (SDL's
/// event timestamps live, frame numbers in a script), so the release velocity is measured
/// between events rather than between the moments the render loop got round to them.
enum InputEvent: Equatable {
    case mouseDown(CGPoint, time: TimeInterval)
    case mouseMove(CGPoint, time: TimeInterval)
    case mouseUp(CGPoint, time: TimeInterval)
    case key(Key)

    /// The keys the scene knows.
    enum Key: String, CaseIterable {
        /// Space: pause or resume the showcase.
        case space
        /// R: reverse the showcase.
        case reverse = "r"
        /// ←/→: scrub the showcase back or forward by a tenth.
        case left, right
        /// +/−: play the showcase 1.5 times faster or slower.
        case faster = "plus"
        case slower = "minus"
    }
}
