import Foundation

/// The storage behind one `@Animated` property, seen by animators without its value type.
///
/// The newest track that animates the property lives here, inline (the value it started
/// from and where on its animator's timeline it starts), so capturing a property allocates
/// nothing beyond the storage itself and a frame touches one object per property.
/// ``ownerID`` says who drives that track: nobody, an active animator, or an animator that
/// stopped and has not finished yet (the model value then reads as the presentation value).
///  Older tracks still running on a property whose
/// type supports vector arithmetic live in a side structure (see `VectorStorage`), allocated
/// only while there are any.
///
/// Not isolated and not `Sendable`: it is only reachable through main-actor types (the
/// property wrapper and the animators), so it never crosses threads.
///
/// Performance: every frame reads and writes these stored properties once per animated
/// property, so they opt out of dynamic exclusivity checking (`@exclusivity(unchecked)`), which
/// cost more than the rest of a frame (a thread-local access set per read and write). That is
/// safe because every access is a single load or store: no access stays open across a call —
/// `render` computes the new value into a local before storing it.
@usableFromInline class AnimatedStorageBase {
    /// The address of the animator that drives the newest track (``owner``, `nil` for
    /// nobody), or, while the storage has a side object (``side``), that object's address: it
    /// then holds the owner's address (see `AnimatedStorage+UnsafeOwner.swift`).
    ///
    /// One word for both, so that the common storage spends no 8 bytes on a side object it
    /// does not have: a `Double`'s storage is then 56 bytes (64 as allocated, not 80).
    @usableFromInline @exclusivity(unchecked) final var link: UnsafeRawPointer?

    /// Where on the owner's timeline (0…1) this property's track starts; the track ends at 1.
    ///
    /// Kept in ``side`` when it is not 0 (tracks recorded after their animator started), so
    /// that the common storage spends no 8 bytes on it.
    final var spanStart: Double {
        get { side?.spanStart ?? 0 }
        set {
            leaveFrameTableBeforeChange()
            if let side {
                side.spanStart = newValue
                if newValue == 0, !hasLayers { self.side = nil }
            } else if newValue != 0 {
                side = TrackSide(spanStart: newValue)
            }
        }
    }

    /// The property's track in its ``FrameTrackTable`` while its animator is batched (the
    /// index of its first `from` lane there), else -1.
    ///
    /// The presentation value then lives in the table (see ``FrameTrackTable``); any change
    /// to the track's fields first takes the owner out of the batch
    /// (``leaveFrameTableBeforeChange()``).
    @usableFromInline @exclusivity(unchecked) final var frameSlot: Int32 = -1

    /// The number of `Double` lanes of the value type if its tracks can be batched (1, 2 or
    /// 4), else 0; set once by `AnimatedStorageBase.make(_:)`.
    ///
    /// Memory: this byte, ``frameTable`` and ``flags`` fill the four bytes after
    /// ``frameSlot``, so that the fields of this class end at byte 32.
    @exclusivity(unchecked) final var frameLanes: UInt8 = 0

    /// The lanes of the ``FrameTrackTable`` the track is in (its animator's tracks' lanes in
    /// all), while ``frameSlot`` is not -1.
    @usableFromInline @exclusivity(unchecked) final var frameTable: UInt8 = 0

    /// ``hasLayers``, ``isDrivenByContent``, ``ownerIsStopped`` and ``hasSide``, one bit each.
    ///
    /// Internal rather than private for the model read that callers' modules inline (see
    /// `AnimatedStorage.model`), which reads the stop flag.
    @usableFromInline @exclusivity(unchecked) final var flags: UInt8 = 0

    private static let layersFlag: UInt8 = 1
    private static let contentFlag: UInt8 = 2
    @usableFromInline static let stoppedFlag: UInt8 = 4
    @usableFromInline static let sideFlag: UInt8 = 8

    private final func setFlag(_ flag: UInt8, _ isOn: Bool) {
        leaveFrameTableBeforeChange()
        flags = isOn ? flags | flag : flags & ~flag
    }

    /// Whether the property has older tracks or kept velocities (`VectorStorage.layers`).
    ///
    /// Performance: a plain flag, so that the common paths (one track) never touch the generic
    /// side structure, whose type metadata generic code would otherwise look up on every call.
    final var hasLayers: Bool {
        get { flags & Self.layersFlag != 0 }
        set { setFlag(Self.layersFlag, newValue) }
    }

    /// Whether ``link`` holds the side object (which then holds the owner's address) rather
    /// than the owner's address; set only by ``side``'s setter, which moves the address.
    @inline(__always)
    final var hasSide: Bool {
        get { flags & Self.sideFlag != 0 }
        set { flags = newValue ? flags | Self.sideFlag : flags & ~Self.sideFlag }
    }

    /// Whether the owner drives the property by other means than the inline track
    /// (declarative steps): it then takes the property over rather than blending with it.
    final var isDrivenByContent: Bool {
        get { flags & Self.contentFlag != 0 }
        set { setFlag(Self.contentFlag, newValue) }
    }

    /// Whether ``owner`` has stopped (and not finished yet).
    ///
    /// The model value then reads as the presentation value.
    final var ownerIsStopped: Bool {
        get { flags & Self.stoppedFlag != 0 }
        set { setFlag(Self.stoppedFlag, newValue) }
    }

    /// Marks the newest track stopped if the animator with id `id` drives it and is active.
    final func stopTrack(by id: Int) {
        if isDriven(byActive: id) { ownerIsStopped = true }
    }

    init() {}

    deinit {
        side = nil
    }

    // MARK: - The batched frame path

    /// Whether the newest track can be rendered from a ``FrameTrackTable`` by the animator
    /// with identity `id`: a value type of plain lanes, one track that animator alone drives
    /// from the start of its timeline, no older tracks, no declarative content.
    ///
    /// Such a track's ``owner`` is that animator (every way of recording an inline track sets
    /// both), which a change to the track takes out of the batch; the reference is not read
    /// here, as reading it would retain it.
    ///
    /// `frameSlot` is -1 here unless the storage is batched already, or listed twice by the
    /// animator asking (`FramePath.batchLanes(of:)` marks each storage it has counted).
    final func canBatch(owner id: Int) -> Bool {
        frameLanes > 0 && frameSlot == -1 && isDriven(byActive: id) && !hasLayers
            && !isDrivenByContent && spanStart == 0
    }

    /// Moves the newest track into table `table` at `slot` (see ``FrameTrackTable``).
    final func joinFrameTable(_ table: FrameTrackTable, slot: Int32) {
        writeLanes(from: table.from(slot), to: table.to(slot), value: table.value(slot))
        frameSlot = slot
        frameTable = UInt8(table.lanes)
    }

    /// Takes the track out of its table, keeping the presentation value it shows; its
    /// animator is leaving the batch, which then removes its record.
    final func leaveFrameTable() {
        guard frameSlot >= 0 else { return }
        FrameTrackTable.withTable(lanes: frameTable) { table in
            readPresentation(table.value(frameSlot))
        }
        frameSlot = -1
    }

    /// Moves the track's slot by `distance`: its animator's record moved in its table.
    final func moveFrameSlot(by distance: Int32) {
        guard frameSlot >= 0 else { return }
        frameSlot += distance
    }

    /// Called before any field of the track changes: a batched owner leaves the batch (its
    /// every track leaves its table), so that the change is made to the storage's own fields.
    ///
    /// Inlined into every field's observer: only the check runs when the track is not batched.
    @inline(__always)
    final func leaveFrameTableBeforeChange() {
        if frameSlot >= 0 { leaveBatchBeforeChange() }
    }

    /// Takes the batched owner out of the batch, which takes every track of it out of its
    /// table, this one included: a batched track's owner is its animator (see
    /// ``canBatch(owner:)``).
    @inline(never)
    private func leaveBatchBeforeChange() {
        if let owner {
            onMainActorUnchecked(owner) { $0.leaveFramePath() }
        }
        assert(frameSlot < 0, "a batched track's owner takes it out of its table")
    }

    /// Writes `from`, the target and the presentation value as lanes.
    func writeLanes(
        from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer, value: UnsafeMutableRawPointer
    ) {}

    /// Takes the presentation value back from lanes.
    func readPresentation(_ lanes: UnsafeMutableRawPointer) {}

    /// Sets the presentation value `fraction` of the way from the track's start to its end.
    func render(_ fraction: Double) {}

    /// Renders the track `owner` has on a property with older tracks or kept velocities
    /// (``hasLayers``), the newest or an older one, and shows the sum: at progress `shared` if
    /// the track starts at `base` on its animator's timeline, else at its own span's progress.
    ///
    /// `driver` is the animator with id `owner`, the one rendering.
    func renderLayers(owner: Int, driver: any TrackOwner, base: Double, shared: Double) {}

    /// Shows the sum of the tracks a frame's pass rendered (see `LayerComposition`).
    func composeAfterPass() {}

    /// Leaves the track `owner` has on the property at `position` and releases it.
    func settle(owner: Int, at position: SettlePosition) {}

    /// Marks the track `owner` has on the property as stopped.
    func stop(owner: Int) {}

    /// Where the track `owner` has on the property (the newest or an older one) starts on its
    /// timeline, or `nil` if it has none.
    func spanStart(ofTrackBy owner: Int) -> Double? {
        ownerID.isHeld(by: owner) ? spanStart : nil
    }

    /// Whether `owner` has a track on the property (the newest or an older one).
    func hasTrack(owner: Int) -> Bool { ownerID.isHeld(by: owner) }

    /// Keeps the velocity the property has now from the tracks animator `owner` drives for
    /// animator `heir`, which replaces `owner`: tracks of other animators go on moving the
    /// property themselves.
    ///
    /// Returns whether it kept one (a type that supports vector arithmetic, moving now).
    @discardableResult
    @MainActor func keepVelocity(of owner: Int, for heir: Int) -> Bool { false }

    /// Drops the velocity kept for animator `heir` if it is still here: `heir` has become
    /// active without claiming it, or is going away.
    func dropHandoff(for heir: Int) {}

    /// Starts the y component of the newest track with a spring's `dy`.
    ///
    /// The track follows the spring from its start (just recorded, or given new timing before
    /// it started); its y component starts with `relative` more total distances per second
    /// than its x component (the spring's `dy − dx`), replacing the one an earlier spring gave
    /// it (0 removes it). Only a `CGPoint`'s storage does, and not over a velocity handed over;
    /// the others leave the track as it is.
    func startYApart(by relative: Double) {}

    /// How a spring given part-way through (`continueAnimation`) starts the y component.
    ///
    /// The factor by which the track's own velocity times the new spring's unit-velocity
    /// response must be added, so that its y component starts with `relative` more distances
    /// left per second than its x component. `remaining` is the part of the track's distance
    /// left to its progress (1 − progress, or −progress reversed) and `response` the response
    /// its own velocity had there. `nil` when nothing is added: not a `CGPoint`, no distance
    /// left in y, or a velocity of its own in x too (handed over). `isNew` when the track had
    /// no velocity before: it has one now, and the response it had there is 0.
    func continueYApart(by relative: Double, remaining: Double, response: Double)
        -> (scale: Double, isNew: Bool)?
    { nil }

    /// Forgets `owner`, which is being deallocated while it still holds a track here: the
    /// property stays where it is.
    func forget(owner: Int) {
        guard hasTrack(owner: owner) else { return }
        settle(owner: owner, at: .current)
    }
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
/// A newer track takes the property over from its presentation value (the rule kept
/// for types that are only ``Interpolatable``); `VectorStorage` blends tracks additively
/// instead. Not final: the built-in value types get concrete subclasses whose ``render(_:)``
/// is compiled for their type (see `AnimatedStorage+UnsafeSpecialization.swift`); make storages with
/// `AnimatedStorageBase.make(_:)`.
///
/// Performance: the methods that starting an animation calls for every property (recording,
/// settling, setting directly, moving a track into and out of its table) carry
/// `@_specialize` for the six lane-by-lane types (`Double`, `CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect`, ``Color``): called from generic code, they check the type once and run code
/// compiled for it instead of copying each value through the type's value witnesses, which
/// was about 7 % of setup's instructions.
@usableFromInline class AnimatedStorage<Value: Interpolatable>: AnimatedStorageBase {
    /// The target value: what reading the property returns (unless stopped, see ``model``).
    final var target: Value {
        get { storedTarget }
        set {
            leaveFrameTableBeforeChange()
            storedTarget = newValue
        }
    }
    /// The presentation value while the track is not in a ``FrameTrackTable``.
    @usableFromInline @exclusivity(unchecked) final var shownValue: Value
    /// The value the current track started from.
    final var from: Value {
        get { storedFrom }
        set {
            leaveFrameTableBeforeChange()
            storedFrom = newValue
        }
    }
    /// Backs ``target`` and ``from``, whose setters first take a batched track out of its
    /// table: stored apart so that the direct set callers' modules inline (``setPlainly(_:)``)
    /// writes them without a call, on a property that is in no table.
    @usableFromInline @exclusivity(unchecked) final var storedTarget: Value
    @usableFromInline @exclusivity(unchecked) final var storedFrom: Value

    required init(_ value: Value) {
        storedTarget = value
        shownValue = value
        storedFrom = value
        super.init()
    }

    /// What a renderer draws now: read from its animator's ``FrameTrackTable`` record while its
    /// animator is batched.
    ///
    /// The getter is inlinable, and so is what it reads (`@usableFromInline`: ``frameSlot``,
    /// ``frameTable``, ``shownValue``, `frameTablesBase` and a table's values):
    /// `$property.presentation` is compiled into the caller's module for the property's type
    /// rather than run as generic code (see `Animated.Projection.presentation`), and calls
    /// nothing, so the storage it reads needs no reference count. The rest of the storage
    /// stays internal.
    @usableFromInline final var presentation: Value {
        @inlinable get {
            guard frameSlot >= 0 else { return shownValue }
            // Batched: the tables exist.
            return frameTablesBase.unsafelyUnwrapped[Int(frameTable)]._withUnsafeGuaranteedRef {
                $0.value(frameSlot).load(as: Value.self)
            }
        }
        set {
            leaveFrameTableBeforeChange()
            shownValue = newValue
        }
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    override func writeLanes(
        from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer, value: UnsafeMutableRawPointer
    ) {
        from.storeBytes(of: self.from, as: Value.self)
        to.storeBytes(of: target, as: Value.self)
        value.storeBytes(of: shownValue, as: Value.self)
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    override func readPresentation(_ lanes: UnsafeMutableRawPointer) {
        shownValue = lanes.load(as: Value.self)
    }

    /// The model value: the target, or the presentation value while a stopped animator holds
    /// the property (UIKit sets model values to the presentation values when stopping); with
    /// older tracks still running, the stopped track's own value.
    ///
    /// Performance: inlined into the caller's module with the property's getter, so that
    /// reading a property (`node.position`) runs code compiled for its type and calls nothing
    /// unless a stopped animator holds it: the stop flag is clear for every track that is not
    /// stopped, and only a stopped one needs ``stoppedModel``.
    @inlinable final var model: Value {
        guard flags & Self.stoppedFlag != 0 else { return storedTarget }
        return stoppedModel
    }

    /// ``model`` when the stop flag is set: the presentation value while a stopped animator
    /// holds the property, with older tracks the stopped track's own value.
    @usableFromInline final var stoppedModel: Value {
        guard ownerID.isStopped else { return target }
        return hasLayers ? layeredModel : presentation
    }

    /// Whether an active animator is animating the property.
    ///
    /// Performance: inlined into the caller's module with `$property.isAnimating`, as
    /// ``model`` is: without a side object (which older tracks live in) or a stop, the owner's
    /// address is ``link`` itself, so the common property answers in a load and a comparison;
    /// the others ask ``isAnimatingInFull``.
    @inlinable final var isAnimating: Bool {
        guard flags & (Self.sideFlag | Self.stoppedFlag) == 0 else {
            return isAnimatingInFull
        }
        return link != nil
    }

    /// ``isAnimating`` for a property with a side object, a stopped owner or older tracks.
    @usableFromInline final var isAnimatingInFull: Bool {
        ownerID.isActive || (hasLayers && residualsRun)
    }

    /// Whether nothing animates the property: no owner, no side object, no flag, not batched.
    ///
    /// Such a property, as one an app sets every frame, is set by ``setPlainly(_:)``: each step
    /// of ``setDirectly(_:)`` after the values would leave it as it is.
    @inlinable final var isPlain: Bool { link == nil && flags == 0 && frameSlot < 0 }

    /// ``setDirectly(_:)`` for a property that ``isPlain``: only the values change.
    ///
    /// Inlined, with the check, into the property's setter in callers' modules (see
    /// `Animated.wrappedValue`): three stores, no call.
    @inlinable final func setPlainly(_ value: Value) {
        storedTarget = value
        shownValue = value
        storedFrom = value
    }

    /// Sets the value outside an animation: model and presentation change at once and any
    /// in-flight track for the property is removed.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    final func setDirectly(_ value: Value) {
        if isPlain { return setPlainly(value) }
        if hasLayers { dropLayers() }
        target = value
        presentation = value
        from = value
        ownerIsStopped = false
        owner = nil
        isDrivenByContent = false
        spanStart = 0
    }

    /// Starts a track to `value` from the current presentation value, driven by `driver`: the
    /// track takes the property over, whoever animated it before.
    final func beginTrack(to value: Value, driver: any TrackOwner, spanStart: Double) {
        if hasLayers { dropLayers() }
        from = presentation
        target = value
        ownerIsStopped = false
        owner = driver
        isDrivenByContent = false
        self.spanStart = spanStart
    }

    /// Records a track to `value` driven by `driver` (id `owner`), from `spanStart`.
    ///
    /// The track takes the property over (``beginTrack(to:driver:spanStart:)``), unless the
    /// type supports vector arithmetic and another animator is running on the property or
    /// something is kept for it: then `VectorStorage` blends the track with the others.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    final func addTrack(
        to value: Value, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {
        if hasLayers
            || (ownerID.isActive && !ownerID.isActive(by: id) && !isDrivenByContent),
            isVector
        {
            // Adding a track over an older one runs the value type's arithmetic while the
            // older track's animator is referred to unowned: that code must not end it (see
            // `AnimationDriver.isComputingValues`). A plain track runs none.
            AnimationDriver.beginComputingValues()
            defer { AnimationDriver.endComputingValues() }
            return addLayeredTrack(
                to: value, owner: id, driver: driver, spanStart: spanStart,
                takesVelocity: takesVelocity)
        }
        beginTrack(to: value, driver: driver, spanStart: spanStart)
    }

    /// Writes the velocity in value units per second into `velocity`, for types that support
    /// vector arithmetic; leaves it unchanged for the others.
    ///
    /// Performance: an `inout` rather than an optional result, so that a caller compiled for
    /// an unknown `Value` (a user's module) does not look up `Optional<Value>`'s metadata on
    /// every call (about 320 instructions, a sixth of a velocity).
    @MainActor func writeVelocity(into velocity: inout Value) {}

    /// Takes the velocity kept here for animator `heir` (``keepVelocity(of:for:)``) for a
    /// spring of that animator that starts with it, scaled by `scale` (see
    /// `TrackOwner.velocityHandoffScale`); `nil` when nothing is kept for `heir` or the type
    /// does not support vector arithmetic.
    @MainActor func takeHandoff(for heir: Int, scale: Double) -> HandedVelocity<Value>? { nil }

    override func render(_ fraction: Double) {
        let value = from.interpolated(to: target, fraction: fraction)
        presentation = value
    }

    override final func settle(owner: Int, at position: SettlePosition) {
        if hasLayers { return layeredSettle(owner: owner, at: position) }
        guard ownerID.isHeld(by: owner) else { return }
        settle(at: position)
    }

    /// Leaves the newest track at `position` and releases the property.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    final func settle(at position: SettlePosition) {
        if hasLayers, ownerID != .nobody { return layeredSettle(owner: ownerID.id, at: position) }
        switch position {
        case .start: target = from
        case .end: break
        case .current: target = presentation
        }
        presentation = target
        from = target
        ownerIsStopped = false
        owner = nil
        isDrivenByContent = false
        spanStart = 0
    }

    override final func stop(owner: Int) {
        stopTrack(by: owner)
        if hasLayers { layeredStop(owner: owner) }
    }

    override final func hasTrack(owner: Int) -> Bool {
        ownerID.isHeld(by: owner) || (hasLayers && hasResidual(owner: owner))
    }

    // MARK: - Layers (`VectorStorage` overrides these; they run only when `hasLayers`)

    /// Whether the type supports vector arithmetic (the storage is a `VectorStorage`).
    var isVector: Bool { false }
    var layeredModel: Value { presentation }
    var residualsRun: Bool { false }
    func dropLayers() {}
    func addLayeredTrack(
        to value: Value, owner id: Int, driver: any TrackOwner, spanStart: Double,
        takesVelocity: Bool
    ) {}
    func layeredSettle(owner: Int, at position: SettlePosition) {}
    func layeredStop(owner: Int) {}
    func hasResidual(owner: Int) -> Bool { false }
}
