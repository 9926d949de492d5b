/// The part of a `dance` handle shared by every static type the node is seen through.
@MainActor
final class DanceCore {
    /// The node, held weakly: the handle never keeps it alive.
    weak var object: AnyObject?
    /// The node's current tag.
    var tag: Int
    /// The handles handed out for the node, one per static type it was seen through (each a
    /// `Dance<Base>`; almost always just one).
    var handles: [AnyObject] = []

    init(object: AnyObject, tag: Int) {
        self.object = object
        self.tag = tag
    }
}

/// Associated storage for `dance` handles: a side table keyed by object identity.
///
/// It holds nodes weakly, so it never keeps one alive. A dead node's entry is recognised by
/// its nil weak reference — never handed to a new object that reuses the address — and
/// entries of dead nodes are dropped automatically: the table sweeps itself whenever it has
/// doubled since the last sweep (amortised O(1) per insertion), ending their animations.
@MainActor
enum DanceRegistry {
    private static var cores: [ObjectIdentifier: DanceCore] = [:]
    private static var sweepThreshold = 64

    /// The handle of `object`, created with a new tag on first use.
    static func handle<Base: Dancing>(for object: Base) -> Dance<Base> {
        let key = ObjectIdentifier(object)
        let core: DanceCore
        if let existing = cores[key], existing.object === object {
            for case let handle as Dance<Base> in existing.handles {
                return handle
            }
            core = existing
        } else {
            if let dead = cores[key] { bury(dead) }
            core = DanceCore(object: object, tag: DanceFactory.instance.makeTag())
            cores[key] = core
            sweepIfGrown()
        }
        let handle = Dance<Base>(base: object, core: core)
        core.handles.append(handle)
        return handle
    }

    /// The number of entries, live or not yet swept.
    static var count: Int { cores.count }

    /// Drops the entries of dead nodes and ends their animations.
    static func sweep() {
        let dead = cores.filter { $0.value.object == nil }
        for (key, core) in dead {
            cores[key] = nil
            bury(core)
        }
        sweepThreshold = max(64, cores.count * 2)
    }

    private static func sweepIfGrown() {
        if cores.count >= sweepThreshold { sweep() }
    }

    private static func bury(_ core: DanceCore) {
        DanceFactory.instance.discardAnimation(tag: core.tag)
        core.handles = []
    }
}
