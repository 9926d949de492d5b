import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as CoreGraphics defines it on Apple platforms.
    ///
    /// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so Dance
    /// defines it where CoreGraphics cannot be imported; on Apple platforms the system type is
    /// used and this declaration disappears. Springs use it for an initial velocity.
    public struct CGVector: Sendable, Hashable, CustomStringConvertible {
        /// The horizontal component.
        public var dx: CGFloat

        /// The vertical component.
        public var dy: CGFloat

        /// The vector whose components are both zero.
        public static let zero = CGVector(dx: 0, dy: 0)

        /// Creates a vector from `CGFloat` components (mirrors `CGVector(dx:dy:)`).
        ///
        /// - Parameters:
        ///   - dx: The horizontal component.
        ///   - dy: The vertical component.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Creates a vector from `Double` components (mirrors `CGVector(dx:dy:)`).
        ///
        /// - Parameters:
        ///   - dx: The horizontal component.
        ///   - dy: The vertical component.
        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// Creates a vector from integer components (mirrors `CGVector(dx:dy:)`).
        ///
        /// - Parameters:
        ///   - dx: The horizontal component.
        ///   - dy: The vertical component.
        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// Creates the zero vector (mirrors `CGVector()`).
        public init() {
            self.init(dx: 0, dy: 0)
        }

        /// The vector as `CGVector(dx: 1.0, dy: 2.0)`, as Swift prints it on Apple platforms.
        public var description: String {
            "CGVector(dx: \(dx), dy: \(dy))"
        }
    }
#endif
