import Foundation

/// Input the scene reacts to, from SDL in a live run or from a script in a test run.
enum InputEvent: Equatable {
    case mouseDown(CGPoint)
    case mouseMove(CGPoint)
    case mouseUp(CGPoint)
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
