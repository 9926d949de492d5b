import Foundation

// Every frame renders every animated property. In the generic `AnimatedStorage<Value>` that
// code is compiled once for all types and moves values through the runtime's value
// witnesses; these subclasses compile the same one line for each built-in type, so a frame
// runs straight-line arithmetic. Each body is deliberately identical: the class, not the
// text, is what differs. A property with older tracks still running on it (every retargeted
// animation) renders through `renderLayersInline`, records a newer track through
// `addLayeredTrackInline`, is composed after a frame's pass through `composeAfterPassInline`
// and ends a track through `layeredSettleInline`, each inlined into each class the same way.
// Other types use the generic code: `VectorStorage` for types that support vector
// arithmetic, `AnimatedStorage` for the rest.

final class DoubleStorage: VectorStorage<Double> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func addLayeredTrack(
        to value: Double, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class CGFloatStorage: VectorStorage<CGFloat> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func addLayeredTrack(
        to value: CGFloat, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class CGPointStorage: VectorStorage<CGPoint> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func startYApart(by relative: Double) {
        if let own = ownVelocity, !own.isYApart { return }
        let y = relative * (target.y - from.y)
        setYApartVelocity(y != 0 ? CGPoint(x: 0, y: y) : nil)
    }

    override func continueYApart(by relative: Double, remaining: Double, response: Double)
        -> (scale: Double, isNew: Bool)?
    {
        let own = ownVelocity?.velocity ?? .zero
        guard own.x == 0 else { return nil }
        // The distance left in y: the track's part of the way left, less what its own
        // velocity has carried it so far (which fades as the new timing runs).
        let left = remaining * (target.y - from.y) - own.y * response
        let push = relative * left
        guard push != 0, push.isFinite else { return nil }
        guard own.y != 0 else {
            setYApartVelocity(CGPoint(x: 0, y: push))
            return (1, true)
        }
        return (push / own.y, false)
    }

    override func addLayeredTrack(
        to value: CGPoint, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class CGSizeStorage: VectorStorage<CGSize> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func addLayeredTrack(
        to value: CGSize, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class CGRectStorage: VectorStorage<CGRect> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func addLayeredTrack(
        to value: CGRect, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class ColorStorage: VectorStorage<Color> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func addLayeredTrack(
        to value: Color, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }
}

final class TransformStorage: AnimatedStorage<CGAffineTransform> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

extension AnimatedStorageBase {
    /// A storage for `value`: the concrete subclass for a built-in type, else the generic one.
    ///
    /// Performance: this runs once per `@Animated` property of every node created, in generic
    /// code compiled once for all types. Dynamic casts (`is Double.Type`, `as? Value`) cost
    /// thousands of instructions there; comparing metatype identities is a pointer comparison.
    /// Once `Value` is proven to be `Double` (say), reinterpreting the value as a `Double` and
    /// the new `DoubleStorage` (an `AnimatedStorage<Double>`) as an `AnimatedStorage<Value>`
    /// is exact: the types are identical, so no bit changes meaning. It is a static method of
    /// the non-generic base class because calling one of `AnimatedStorage<Value>` would look up
    /// that class's generic metadata first.
    static func make<Value: Interpolatable>(_ value: Value) -> AnimatedStorage<Value> {
        let type = ObjectIdentifier(Value.self)
        let specialized: AnimatedStorageBase
        if type == ObjectIdentifier(Double.self) {
            specialized = DoubleStorage(unsafeBitCast(value, to: Double.self))
        } else if type == ObjectIdentifier(CGPoint.self) {
            specialized = CGPointStorage(unsafeBitCast(value, to: CGPoint.self))
        } else if type == ObjectIdentifier(CGFloat.self) {
            specialized = CGFloatStorage(unsafeBitCast(value, to: CGFloat.self))
        } else if type == ObjectIdentifier(CGSize.self) {
            specialized = CGSizeStorage(unsafeBitCast(value, to: CGSize.self))
        } else if type == ObjectIdentifier(CGRect.self) {
            specialized = CGRectStorage(unsafeBitCast(value, to: CGRect.self))
        } else if type == ObjectIdentifier(Color.self) {
            specialized = ColorStorage(unsafeBitCast(value, to: Color.self))
        } else if type == ObjectIdentifier(CGAffineTransform.self) {
            // Interpolated by decomposition, not lane by lane: never batched.
            let storage = TransformStorage(unsafeBitCast(value, to: CGAffineTransform.self))
            return unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
        } else if let vectorType = Value.self as? any AnimatableVector.Type {
            return makeVector(vectorType, value)
        } else {
            return AnimatedStorage(value)
        }
        // Each type above is made of `Double` lanes and interpolated lane by lane.
        specialized.frameLanes = lanes(of: Value.self)
        return unsafeDowncast(specialized, to: AnimatedStorage<Value>.self)
    }

    /// The number of `Double` lanes of `type`, one of the lane-by-lane types of `make(_:)`, for
    /// a ``FrameTrackTable``: its size in `Double`s when that is 1, 2 or 4 (these types are
    /// made only of `Double`s, or `CGFloat`s, which wrap one), else 0 (never batched).
    @inline(__always)
    private static func lanes<Value>(of type: Value.Type) -> UInt8 {
        let lanes = MemoryLayout<Value>.size / MemoryLayout<Double>.size
        let fits = MemoryLayout<Value>.size == lanes * MemoryLayout<Double>.size
        return fits && (lanes == 1 || lanes == 2 || lanes == 4) ? UInt8(lanes) : 0
    }

    /// A `VectorStorage` for `value`, whose type `Value` is `Vector` (a user's type that
    /// supports vector arithmetic); found by one dynamic cast, after the built-in types.
    private static func makeVector<Vector: AnimatableVector, Value: Interpolatable>(
        _ vectorType: Vector.Type, _ value: Value
    ) -> AnimatedStorage<Value> {
        let storage = VectorStorage<Vector>(unsafeBitCast(value, to: Vector.self))
        return unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
    }
}
