import Foundation

/// The storage behind an `@Animated` property whose type supports vector arithmetic: tracks
/// blend additively, as UIKit's property animators do.
///
/// When an animator records a track on a property another active animator is animating, the
/// new track runs from the old model value to the new one, and the older track stays on as a
/// residual (see ``TrackLayers``): each frame the property shows the newest track's value plus
/// each older track's offset from its own target. The older animator keeps running to its own
/// end, where its offset is 0. When an older animator ends elsewhere, its offset there stays
/// in the property's model value: nothing at `.end`, `from − to` at `.start`, the offset shown
/// at `.current` (so stopping never jumps).
class VectorStorage<Value: AnimatableVector>: AnimatedStorage<Value> {
    override var isVector: Bool { true }

    override var layeredModel: Value { layers?.base ?? presentation }

    override var residualsRun: Bool {
        layers?.residuals.contains { $0.ownerID.isActive } == true
    }

    override func dropLayers() {
        if let layers { presentation = layers.composed }
        layers = nil
    }

    // MARK: - Recording

    /// ``addTrack(to:owner:driver:spanStart:takesVelocity:)`` when tracks blend.
    override func addLayeredTrack(
        to value: Value, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        addLayeredTrackInline(
            to: value, owner: id, driver: driver, spanStart: spanStart,
            takesVelocity: takesVelocity)
    }

    /// The body of ``addLayeredTrack(to:owner:driver:spanStart:takesVelocity:)``.
    ///
    /// Performance: inlined into the override of each built-in type's storage
    /// (`AnimatedStorage+UnsafeSpecialization.swift`), where `Value` is concrete. Compiled once
    /// for all types, it looked up the generic metadata of the layers, their residuals and
    /// their arrays for every property retargeted: about 32 000 instructions to retarget a 4p
    /// node's three properties, 15 000 of them metadata look-ups.
    @inline(__always)
    final func addLayeredTrackInline(
        to value: Value, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        let current = layers?.base ?? presentation
        var start = current
        var velocity: Value?
        if let handoff = layers?.handoff {
            layers?.handoff = nil
            if handoff.heir == id, takesVelocity {
                let scale = onMainActorUnchecked(driver) { $0.velocityHandoffScale }
                velocity = handoff.velocity.scaled(by: scale)
            }
        }
        if ownerID.isActive, !ownerID.isActive(by: id), !isDrivenByContent, let previous = owner {
            // An older animator is running here: its track stays on as a residual.
            let residual = TrackLayers<Value>.Residual(
                ownerID: ownerID, owner: previous, from: from, to: target,
                spanStart: self.spanStart, velocity: layers?.velocity,
                offset: current.subtracting(target))
            ensureLayers(base: current).appendResidual(residual)
            start = target
        }
        if let layers, let mine = layers.residualIndex(owner: id) {
            // This animator had been replaced here: its offset continues in the new track.
            start = start.adding(layers.residuals[mine].offset)
            layers.removeResidual(at: mine)
        }
        from = start
        target = value
        ownerIsStopped = false
        owner = driver
        isDrivenByContent = false
        self.spanStart = spanStart
        if velocity != nil { ensureLayers(base: start).velocity = velocity }
        if let layers {
            if velocity == nil { layers.velocity = nil }
            layers.velocityIsYApart = false
            layers.base = start
            presentation = layers.composed
            if layers.isEmpty { self.layers = nil }
        }
    }

    /// Starts the newest track with `velocity` too, or with none if `nil`.
    ///
    /// Value units per second of its spring's own time, moving it as a velocity handed over
    /// does: the y axis of a `CGPoint` under a spring whose `dy` differs from its `dx`. `nil`
    /// removes such a velocity (not one handed over).
    final func setYApartVelocity(_ velocity: Value?) {
        guard let velocity else {
            guard let layers, layers.velocityIsYApart else { return }
            layers.velocity = nil
            layers.velocityIsYApart = false
            if layers.isEmpty { self.layers = nil }
            return
        }
        let layers = ensureLayers(base: presentation)
        layers.velocity = velocity
        layers.velocityIsYApart = true
    }

    /// The newest track's own velocity, and whether it is a `dy` one (see
    /// ``setYApartVelocity(_:)``); `nil` without one.
    final var ownVelocity: (velocity: Value, isYApart: Bool)? {
        guard let layers, let velocity = layers.velocity else { return nil }
        return (velocity, layers.velocityIsYApart)
    }

    /// The layers, created with `base` if missing.
    private func ensureLayers(base: Value) -> TrackLayers<Value> {
        if let layers { return layers }
        let created = TrackLayers(base: base, spanStart: spanStart)
        layers = created
        return created
    }

    // MARK: - Rendering

    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }

    override func renderLayers(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        renderLayersInline(owner: id, driver: driver, base: base, shared: shared)
    }

    /// The body of ``renderLayers(owner:driver:base:shared:)``.
    ///
    /// Performance: inlined into the override of each built-in type's storage
    /// (`AnimatedStorage+UnsafeSpecialization.swift`), where `Value` is concrete, so that a
    /// property with several tracks on it — every retargeted animation — renders in
    /// straight-line code. Compiled once for all types, it looked up the generic metadata of
    /// its layers and values and allocated a coroutine frame for an array access on every
    /// frame: about 10 000 instructions per animator and frame, against about 100 batched.
    @inline(__always)
    final func renderLayersInline(
        owner id: Int, driver: any TrackOwner, base: Double, shared: Double
    ) {
        guard isDriven(byActive: id) else {
            return renderResidual(owner: id, base: base, shared: shared)
        }
        let fraction = spanStart == base ? shared : progress(driver, spanStart)
        renderLayered(fraction, driver: driver)
    }

    /// Renders the newest track, driven by `driver`, at `fraction` and shows it with the older
    /// tracks' offsets.
    @inline(__always)
    final func renderLayered(_ fraction: Double, driver: any TrackOwner) {
        let value = from.interpolated(to: target, fraction: fraction)
        let spanStart = self.spanStart
        let shown = withLayers { layers in
            if let velocity = layers.velocity {
                layers.base = value.adding(
                    velocity.scaled(by: response(driver, spanStart)))
            } else {
                layers.base = value
            }
            return composedNow(layers)
        }
        if let shown = shown ?? nil { presentation = shown }
    }

    /// Renders the older track `owner` has on the property, if any.
    @inline(__always)
    private final func renderResidual(owner: Int, base: Double, shared: Double) {
        let shown: Value?? = withLayers { layers in
            guard let index = layers.residualIndex(owner: owner) else { return nil }
            let residual = layers.residuals[index]
            guard residual.ownerID.isActive(by: owner) else { return nil }
            let spanStart = residual.spanStart
            let fraction =
                spanStart == base
                ? shared
                : progress(residual.owner, spanStart)
            var value = residual.from.interpolated(to: residual.to, fraction: fraction)
            if let velocity = residual.velocity {
                let carried = response(residual.owner, residual.spanStart)
                value = value.adding(velocity.scaled(by: carried))
            }
            layers.residuals[index].offset = value.subtracting(residual.to)
            return composedNow(layers)
        }
        if let shown = shown ?? nil { presentation = shown }
    }

    /// What the property shows now that one of its tracks was rendered: ``TrackLayers/composed``,
    /// or `nil` during a frame's pass when more than ``TrackLayers/scannedCount`` older tracks
    /// are on it: the pass then composes the property once after every track on it has been
    /// rendered (see `LayerComposition`).
    ///
    /// Each of the K animators on a property renders its own track in a frame; composing at
    /// each render made the frame O(K²) (about 3 400 instructions per animator at 236 tracks
    /// on one property).
    @inline(__always)
    private final func composedNow(_ layers: TrackLayers<Value>) -> Value? {
        // A few tracks compose faster at once than through the list (the common retarget:
        // two); the number does not change during a pass.
        guard AnimationDriver.isAdvancingFrame,
            layers.residuals.count > TrackLayers<Value>.scannedCount
        else { return layers.composed }
        if !layers.awaitsComposition {
            layers.awaitsComposition = true
            LayerComposition.shared.add(self)
        }
        return nil
    }

    override func composeAfterPass() {
        composeAfterPassInline()
    }

    /// The body of ``composeAfterPass()``, inlined into the override of each built-in type's
    /// storage (`AnimatedStorage+UnsafeSpecialization.swift`), as ``renderLayersInline(owner:driver:base:shared:)``
    /// is: compiled once for all types, it cost about 1 700 instructions a property and frame.
    @inline(__always)
    final func composeAfterPassInline() {
        let shown = withLayers { layers in
            layers.awaitsComposition = false
            return layers.composed
        }
        if let shown { presentation = shown }
    }

    /// The progress of the track of `owner` here, spanning `spanStart`…1, now.
    @inline(__always)
    private final func progress(_ owner: any TrackOwner, _ spanStart: Double) -> Double {
        let track = ObjectIdentifier(self)
        return onMainActorUnchecked(owner, spanStart, track) {
            $0.progress(spanStart: $1, of: $2)
        }
    }

    /// How far a unit velocity has carried the spring track of `owner` here now, in seconds.
    @inline(__always)
    private final func response(_ owner: any TrackOwner, _ spanStart: Double) -> Double {
        let track = ObjectIdentifier(self)
        return onMainActorUnchecked(owner, spanStart, track) {
            $0.velocityResponse(spanStart: $1, of: $2)
        }
    }

    // MARK: - Ending

    override func layeredSettle(owner id: Int, at position: SettlePosition) {
        layeredSettleInline(owner: id, at: position)
    }

    /// The body of ``layeredSettle(owner:at:)``: ends the track of animator `id`, the newest or
    /// an older one, at `position`.
    ///
    /// Performance: inlined into the override of each built-in type's storage
    /// (`AnimatedStorage+UnsafeSpecialization.swift`), as ``renderLayersInline(owner:driver:base:shared:)``
    /// is. Compiled once for all types, it looked up the generic metadata of the layers'
    /// residuals and their optionals: about 8 400 instructions for each property whose older
    /// track ended (every retargeted animation ends one), against about 1 000.
    @inline(__always)
    final func layeredSettleInline(owner id: Int, at position: SettlePosition) {
        guard let layers else { return }
        if ownerID.isHeld(by: id) {
            switch position {
            case .start: target = from
            case .end: break
            case .current: target = layers.base
            }
            from = target
            ownerIsStopped = false
            owner = nil
            isDrivenByContent = false
            spanStart = 0
            layers.velocity = nil
            layers.velocityIsYApart = false
            layers.base = target
        } else if let index = layers.residualIndex(owner: id) {
            let residual = layers.removeResidual(at: index)
            let kept: Value
            switch position {
            case .start: kept = residual.from.subtracting(residual.to)
            case .end: kept = .zero
            case .current: kept = residual.offset
            }
            // What the older track leaves behind stays in the model value (and in the newest
            // track, so that it still ends at the model value).
            target = target.adding(kept)
            if ownerID != .nobody { from = from.adding(kept) }
            layers.base = layers.base.adding(kept)
        } else {
            return
        }
        presentation = layers.composed
        guard layers.isEmpty else { return }
        self.layers = nil
        // The newest track runs alone again: its animator may be batched once more.
        if ownerID.isActive, let owner {
            onMainActorUnchecked(owner) { $0.mayJoinFramePath() }
        }
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    override func layeredStop(owner id: Int) {
        guard let layers, let index = layers.residualIndex(owner: id) else { return }
        layers.residuals[index].ownerID.stop(by: id)
    }

    override func spanStart(ofTrackBy owner: Int) -> Double? {
        if ownerID.isHeld(by: owner) { return spanStart }
        guard let layers, let index = layers.residualIndex(owner: owner) else { return nil }
        return layers.residuals[index].spanStart
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    override func hasResidual(owner id: Int) -> Bool {
        layers?.residualIndex(owner: id) != nil
    }

    // MARK: - Velocity

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    @MainActor override func writeVelocity(into velocity: inout Value) {
        velocity = self.velocity
    }

    /// The presentation's rate of change now, in value units per second.
    ///
    /// The sum over the property's running tracks of (target − start)·d(progress)/dt, plus a
    /// spring's own initial velocity times dB/dt: analytic, from the clock's `now`.
    @MainActor
    var velocity: Value { velocity(ofTracksBy: nil) }

    /// The part of ``velocity`` that the running tracks of animator `id` make (every running
    /// track's when `nil`).
    @MainActor
    func velocity(ofTracksBy id: Int?) -> Value {
        var total = Value.zero
        let newest = ownerID
        if newest.isActive, id.map({ newest.isActive(by: $0) }) ?? true, let owner {
            if isDrivenByContent {
                total = Self.contentVelocity(of: self, owner: owner)
            } else {
                let motion = owner.motion(spanStart: spanStart, of: ObjectIdentifier(self))
                total = target.subtracting(from).scaled(by: motion.progressRate)
                if hasLayers {
                    total = keptVelocity(adding: total, rate: motion.velocityResponseRate)
                }
            }
        }
        return hasLayers ? residualVelocity(ofTracksBy: id, adding: total) : total
    }

    /// The velocity the declarative content `owner` gives the property (zero if none).
    ///
    /// Performance: this and the two functions below keep the optionals of `Value` (whose
    /// metadata generic code looks up when it holds one) off the common path.
    @MainActor @inline(never)
    private static func contentVelocity(of storage: VectorStorage, owner: any TrackOwner) -> Value {
        owner.contentVelocity(of: storage) ?? .zero
    }

    /// `newest` plus the kept velocity's part, carried at `rate`.
    @MainActor @inline(never)
    private func keptVelocity(adding newest: Value, rate: Double) -> Value {
        guard let velocity = layers?.velocity else { return newest }
        return newest.adding(velocity.scaled(by: rate))
    }

    /// `newest` plus the part of ``velocity(ofTracksBy:)`` that the older tracks make, added in
    /// their order.
    ///
    /// Performance: a function of its own, so that the common property (no older tracks) does
    /// not look up the metadata of the residuals' generic type on every velocity.
    @MainActor @inline(never)
    private func residualVelocity(ofTracksBy id: Int?, adding newest: Value) -> Value {
        var total = newest
        for residual in layers?.residuals ?? []
        where residual.ownerID.isActive && (id.map { residual.ownerID.isActive(by: $0) } ?? true) {
            let motion = residual.owner.motion(
                spanStart: residual.spanStart, of: ObjectIdentifier(self))
            total = total.adding(
                residual.to.subtracting(residual.from).scaled(by: motion.progressRate))
            if let velocity = residual.velocity {
                total = total.adding(velocity.scaled(by: motion.velocityResponseRate))
            }
        }
        return total
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    @MainActor override func keepVelocity(of owner: Int, for heir: Int) -> Bool {
        // The body is a function of its own, as ``takeHandoff(for:scale:)``'s is: with it
        // here, this entry looked up the metadata of the hand-off's optional tuple before
        // calling the code specialised for the type (about 1 000 instructions a property each
        // time Dance's `animate` replaces a running animation).
        keepVelocityBody(of: owner, for: heir)
    }

    /// The body of ``keepVelocity(of:for:)``.
    @MainActor @inline(never)
    private func keepVelocityBody(of owner: Int, for heir: Int) -> Bool {
        let velocity = velocity(ofTracksBy: owner)
        guard velocity.magnitudeSquared > 0 else { return false }
        ensureLayers(base: presentation).handoff = (velocity, heir)
        return true
    }

    /// Drops the velocity kept for animator `heir`, if one is (the heir started without
    /// claiming it).
    ///
    /// Through the kept velocity's optional (``removeHandoff(for:)``), this generic code
    /// looked up the metadata of the optional tuple and of the value's optional: about 2 000
    /// instructions for every property each time Dance's `animate` replaces a running
    /// animation and the new one starts.
    override func dropHandoff(for heir: Int) {
        guard let layers, layers.keepsHandoff(for: heir) else { return }
        layers.clearHandoff()
        if layers.isEmpty { self.layers = nil }
    }

    /// Takes the velocity kept for animator `heir`, scaled by `scale`, if one is kept.
    ///
    /// Specialised for the built-in types: a step that takes a hand-off calls it through the
    /// class, where generic code looked up the type's metadata. The body is a function of its
    /// own so that this entry, which checks the type and calls the code specialised for it,
    /// has no local of a generic type, whose metadata it would look up first (about 600
    /// instructions a call: every spring or keyframe step that starts at once makes one).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    @MainActor override func takeHandoff(for heir: Int, scale: Double) -> HandedVelocity<Value>? {
        takeHandoffBody(for: heir, scale: scale)
    }

    /// The body of ``takeHandoff(for:scale:)``.
    @MainActor @inline(never)
    private func takeHandoffBody(for heir: Int, scale: Double) -> HandedVelocity<Value>? {
        guard let velocity = removeHandoff(for: heir) else { return nil }
        return HandedVelocity(velocity: velocity.scaled(by: scale))
    }

    /// Removes the velocity kept for animator `heir` and returns it, or `nil` when none is kept
    /// for it; the layers go when nothing else is left in them.
    private func removeHandoff(for heir: Int) -> Value? {
        guard let layers, let handoff = layers.handoff, handoff.heir == heir else { return nil }
        layers.clearHandoff()
        if layers.isEmpty { self.layers = nil }
        return handoff.velocity
    }
}
