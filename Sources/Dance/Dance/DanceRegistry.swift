/// The part of a `dance` handle shared by every static type the node is seen through.
///
/// Its fields, like the registry's, opt out of dynamic exclusivity checking (a large share of
/// `node.dance`'s cost). Safe: they are main-actor isolated, and every access is a load, a
/// store or a dictionary or array update that runs no user code (object identities hash
/// without calling into the node), so no access is open while another begins.
@MainActor
final class DanceCore {
    /// The node, held weakly: the handle never keeps it alive.
    @exclusivity(unchecked) weak var object: AnyObject?
    /// The node's current tag.
    @exclusivity(unchecked) var tag: Int
    /// The node's handles, one per static type it is seen through (each a `Dance<Base>`).
    ///
    /// Almost always there is just one, kept here itself; a ``HandleList`` holds them when
    /// there are several. One field instead of two keeps a core at 40 bytes.
    @exclusivity(unchecked) private var handles: AnyObject?

    init(object: AnyObject, tag: Int) {
        self.object = object
        self.tag = tag
    }

    /// The handle made for the static type `Base`, if there is one.
    ///
    /// Performance: a handle is found by comparing the identities of classes — the handle's
    /// own and `Dance<Base>` — where a dynamic cast (`as? Dance<Base>`) would walk the class
    /// hierarchy for every `node.dance`. The downcast is exact: the identities are equal only
    /// when the handle is a `Dance<Base>`.
    func handle<Base: Dancing>(for _: Base.Type) -> Dance<Base>? {
        guard let handles else { return nil }
        let wanted = ObjectIdentifier(Dance<Base>.self)
        if ObjectIdentifier(type(of: handles)) == wanted {
            return unsafeDowncast(handles, to: Dance<Base>.self)
        }
        guard ObjectIdentifier(type(of: handles)) == ObjectIdentifier(HandleList.self) else {
            return nil
        }
        for handle in unsafeDowncast(handles, to: HandleList.self).handles
        where ObjectIdentifier(type(of: handle)) == wanted {
            return unsafeDowncast(handle, to: Dance<Base>.self)
        }
        return nil
    }

    /// Files `handle`, the node's handle for the static type `Base`.
    func add<Base: Dancing>(_ handle: Dance<Base>) {
        guard let handles else {
            handles = handle
            return
        }
        if ObjectIdentifier(type(of: handles)) == ObjectIdentifier(HandleList.self) {
            unsafeDowncast(handles, to: HandleList.self).handles.append(handle)
        } else {
            self.handles = HandleList(handles: [handles, handle])
        }
    }

    /// Forgets every handle (the node is gone).
    func removeHandles() {
        handles = nil
    }
}

/// The handles of a node seen through several static types (see ``DanceCore``).
@MainActor
final class HandleList {
    @exclusivity(unchecked) var handles: [AnyObject]

    init(handles: [AnyObject]) {
        self.handles = handles
    }
}

/// Associated storage for `dance` handles: a side table keyed by object identity.
///
/// It holds nodes weakly, so it never keeps one alive. A dead node's entry is recognised by
/// its nil weak reference — never handed to a new object that reuses the address — and
/// entries of dead nodes are dropped automatically, ending their animations: the table sweeps
/// itself when it has grown two-fold since the last sweep, or four-fold if that sweep found
/// fewer than a quarter of its entries dead (amortised O(1) per insertion either way).
@MainActor
enum DanceRegistry {
    private static let cores = IdentityTable<DanceCore>()
    @exclusivity(unchecked) private static var sweepThreshold = 64

    /// The handle of `object`, created with a new tag on first use.
    static func handle<Base: Dancing>(for object: Base) -> Dance<Base> {
        let key = ObjectIdentifier(object)
        let core: DanceCore
        let existing = cores[key]
        if let existing, existing.object === object {
            if let handle = existing.handle(for: Base.self) { return handle }
            core = existing
        } else {
            if let existing { bury(existing) }
            core = DanceCore(object: object, tag: DanceFactory.instance.makeTag())
            cores.insert(core, for: key)
            sweepIfGrown()
        }
        let handle = Dance<Base>(core: core)
        core.add(handle)
        return handle
    }

    /// The number of entries, live or not yet swept.
    static var count: Int { cores.count }

    /// The number of entries at which the table sweeps itself next.
    static var nextSweepCount: Int { sweepThreshold }

    /// Drops the entries of dead nodes and ends their animations.
    static func sweep() {
        let visited = cores.count
        let dead = cores.removeAll(where: { $0.object == nil })
        for core in dead {
            bury(core)
        }
        // Checking a live entry's weak reference costs about as much as dropping a dead one.
        // While nodes mostly stay alive (a scene being built), sweeping half as often halves
        // that waste; dead entries still never outnumber live ones more than three to one.
        let growth = dead.count * 4 < visited ? 4 : 2
        sweepThreshold = max(64, cores.count * growth)
    }

    private static func sweepIfGrown() {
        if cores.count >= sweepThreshold { sweep() }
    }

    private static func bury(_ core: DanceCore) {
        DanceFactory.instance.discardAnimation(tag: core.tag)
        core.removeHandles()
    }
}
