import Foundation

/// The storage behind one `@Animated` property, seen by animators without its value type.
///
/// A property is animated by at most one animator at a time. The track that animates it lives
/// here, inline (the value it started from and where on its animator's timeline it starts), so
/// capturing a property allocates nothing beyond the storage itself and a frame touches one
/// object per property. ``ownerID`` says who animates it: `0` nobody; a positive id, the
/// animator with that id; a negative id, the animator with that id stopped and has not
/// finished yet (the model value then reads as the presentation value).
///
/// Not isolated and not `Sendable`: it is only reachable through main-actor types (the
/// property wrapper and the animators), so it never crosses threads.
///
/// Performance: every frame reads and writes these stored properties once per animated
/// property, so they opt out of dynamic exclusivity checking (`@exclusivity(unchecked)`), which
/// cost more than the rest of a frame (a thread-local access set per read and write). That is
/// safe because every access is a single load or store: no access stays open across a call —
/// `render` computes the new value into a local before storing it.
class AnimatedStorageBase {
    /// Who animates this property (see the type's discussion).
    @exclusivity(unchecked) final var ownerID = 0

    /// Where on the owner's timeline (0…1) this property's track starts; the track ends at 1.
    @exclusivity(unchecked) final var spanStart = 0.0

    init() {}

    /// Sets the presentation value `fraction` of the way from the track's start to its end.
    func render(_ fraction: Double) {}

    /// Makes the model and presentation values those of `position` and releases the property.
    func settle(at position: SettlePosition) {}

    /// Starts the track again from the current presentation value, at `spanStart`.
    func rebase(spanStart: Double) {}
}

/// Where a finished track leaves its property.
enum SettlePosition: Sendable {
    /// The value the track started from.
    case start
    /// The track's target (the model value set in the animation block).
    case end
    /// The presentation value shown now.
    case current
}

/// The storage behind an `@Animated` property of type `Value`.
///
/// Not final: the built-in value types get concrete subclasses whose ``render(_:)`` is
/// compiled for their type (see `AnimatedStorage+Specialized.swift`); make storages with
/// `AnimatedStorageBase.make(_:)`.
class AnimatedStorage<Value: Interpolatable>: AnimatedStorageBase {
    /// The target value: what reading the property returns (unless stopped, see ``model``).
    @exclusivity(unchecked) var target: Value
    /// What a renderer draws now.
    @exclusivity(unchecked) var presentation: Value
    /// The value the current track started from.
    @exclusivity(unchecked) var from: Value

    required init(_ value: Value) {
        target = value
        presentation = value
        from = value
        super.init()
    }

    /// The model value: the target, or the presentation value while a stopped animator holds
    /// the property (UIKit sets model values to the presentation values when stopping).
    var model: Value { ownerID < 0 ? presentation : target }

    /// Whether an active animator is animating the property.
    var isAnimating: Bool { ownerID > 0 }

    /// Sets the value outside an animation: model and presentation change at once and any
    /// in-flight track for the property is removed.
    func setDirectly(_ value: Value) {
        target = value
        presentation = value
        from = value
        ownerID = 0
        spanStart = 0
    }

    /// Starts a track to `value` from the current presentation value, owned by `owner`.
    func beginTrack(to value: Value, owner: Int, spanStart: Double) {
        from = presentation
        target = value
        ownerID = owner
        self.spanStart = spanStart
    }

    override func render(_ fraction: Double) {
        let value = from.interpolated(to: target, fraction: fraction)
        presentation = value
    }

    override func settle(at position: SettlePosition) {
        switch position {
        case .start: target = from
        case .end: break
        case .current: target = presentation
        }
        presentation = target
        from = target
        ownerID = 0
        spanStart = 0
    }

    override func rebase(spanStart: Double) {
        from = presentation
        self.spanStart = spanStart
    }
}
