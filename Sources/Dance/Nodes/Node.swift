import Foundation

/// A retained-mode node with animatable geometry and appearance, like UIView or CALayer.
///
/// Every `@Animated` property animates when set inside an animation block. ``frame`` is
/// computed from ``center`` and ``bounds`` as UIView's is, so setting it inside a block animates
/// both. Nodes form a tree through ``addChild(_:)``; a parent keeps its children alive and a
/// child refers to its parent weakly.
@MainActor
open class Node: Dancing {
    /// The center in the parent's coordinates (animatable).
    @Animated public var center: CGPoint
    /// The node's own coordinate space, whose size is the node's size (animatable).
    @Animated public var bounds: CGRect
    /// A transform applied around the center (animatable, by decomposition).
    @Animated public var transform: CGAffineTransform = .identity
    /// The opacity, 0…1 (animatable); not clamped, so that springs may overshoot: a renderer
    /// clamps what it draws.
    @Animated public var alpha: Double = 1
    /// The fill color (animatable).
    @Animated public var backgroundColor: Color = .clear
    /// The corner radius in points (animatable).
    @Animated public var cornerRadius: CGFloat = 0

    /// The children, back to front.
    public private(set) var children: [Node] = []
    /// The node this one is a child of.
    public private(set) weak var parent: Node?

    /// Creates a node occupying `frame` in its parent's coordinates.
    public init(frame: CGRect = .zero) {
        _center = Animated(wrappedValue: CGPoint(x: frame.midX, y: frame.midY))
        _bounds = Animated(wrappedValue: CGRect(origin: .zero, size: frame.size))
    }

    // MARK: - Frame

    /// The frame in the parent's coordinates.
    ///
    /// With the identity transform it is the size centered on ``center``; otherwise it is the
    /// smallest rectangle containing the transformed bounds, as UIView reports it. Setting it
    /// sets ``center`` to its midpoint and ``bounds``' size to its size (animated inside a block).
    public var frame: CGRect {
        get { Self.frame(center: center, size: bounds.size, transform: transform) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    nonisolated static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform)
        -> CGRect
    {
        let local = CGRect(
            x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box =
            transform == .identity ? local : local.applying(transformWithoutTranslation(transform))
        return box.offsetBy(dx: center.x + transform.tx, dy: center.y + transform.ty)
    }

    nonisolated private static func transformWithoutTranslation(
        _ transform: CGAffineTransform
    ) -> CGAffineTransform {
        var linear = transform
        linear.tx = 0
        linear.ty = 0
        return linear
    }

    // MARK: - Presentation

    /// A snapshot of what is on screen now: every property's presentation value.
    public var presentation: NodeSnapshot {
        NodeSnapshot(
            center: $center.presentation, bounds: $bounds.presentation,
            transform: $transform.presentation, alpha: $alpha.presentation,
            backgroundColor: $backgroundColor.presentation,
            cornerRadius: $cornerRadius.presentation)
    }

    // MARK: - Hierarchy

    /// Adds `child` on top of the other children, removing it from its previous parent.
    ///
    /// Adding a node to itself or to one of its descendants would make a cycle and is ignored.
    public func addChild(_ child: Node) {
        var ancestor: Node? = self
        while let node = ancestor {
            if node === child { return }
            ancestor = node.parent
        }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the node from its parent's children; does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        // A node is among its parent's children once (`addChild` removes it first): the first
        // match is the one. `removeAll(where:)` went through every child, about 170
        // instructions each.
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        self.parent = nil
    }
}
