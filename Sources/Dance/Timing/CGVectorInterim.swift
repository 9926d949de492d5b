import Foundation

// TEMPORARY: the Values layer defines the real `CGVector`. Delete this file at merge.
#if !canImport(CoreGraphics)
    /// A two-dimensional vector (interim stand-in until the Values layer lands).
    public struct CGVector: Sendable, Hashable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// Creates a vector with the given components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The vector (0, 0).
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
