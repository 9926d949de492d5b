import Foundation

/// A value copy of a node's presentation: what is on screen at one moment.
public struct NodeSnapshot: Sendable, Equatable {
    /// The center in the parent's coordinates.
    public var center: CGPoint
    /// The node's own coordinate space: origin and size.
    public var bounds: CGRect
    /// The transform applied around the center.
    public var transform: CGAffineTransform
    /// The opacity, 0…1.
    public var alpha: Double
    /// The fill color.
    public var backgroundColor: Color
    /// The corner radius, in points.
    public var cornerRadius: CGFloat

    /// The frame in the parent's coordinates, computed from center, bounds and transform as
    /// UIView does (see ``Node/frame``).
    public var frame: CGRect {
        Node.frame(center: center, size: bounds.size, transform: transform)
    }
}
