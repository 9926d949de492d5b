/// What the registry needs of a `dance` handle without knowing its `Base`.
@MainActor
@usableFromInline
protocol RegisteredHandle: AnyObject {
    /// The node, if it still exists.
    var node: AnyObject? { get }
    /// The node's current tag.
    var tag: Int { get }
    /// The node's handles and tag, once it is seen through several static types.
    var group: DanceHandleGroup? { get set }
}

extension Dance: RegisteredHandle {
    @usableFromInline
    var node: AnyObject? { base }
}

/// The handles of a node seen through several static types (each a `Dance<Base>`), and the
/// tag they share.
///
/// Almost every node is seen through one type only; its one handle keeps the tag itself and
/// needs no group. Unchecked exclusivity: main-actor isolated; every access is a load, a store
/// or an array append that runs no user code.
@MainActor
@usableFromInline
final class DanceHandleGroup {
    @exclusivity(unchecked) var tag: Int
    @exclusivity(unchecked) var handles: [any RegisteredHandle]

    init(tag: Int, handles: [any RegisteredHandle]) {
        self.tag = tag
        self.handles = handles
    }
}

/// Associated storage for `dance` handles: a side table keyed by object identity.
///
/// Each entry is the node's first handle, which holds the node weakly, so the table never
/// keeps a node alive. A dead node's entry is recognised by its nil weak reference — never
/// handed to a new object that reuses the address — and entries of dead nodes are dropped
/// automatically, ending their animations (as ``DanceFactory/sweepReleasedNodes()`` tells):
/// the table sweeps itself when it has grown two-fold since the last sweep, four-fold if that
/// sweep found fewer than a quarter of its entries dead, or eight-fold if it found none
/// (amortised O(1) per insertion in every case).
@MainActor
@usableFromInline
enum DanceRegistry {
    private static let handles = UnsafeHashTable<any RegisteredHandle>(keys: .addresses)
    @exclusivity(unchecked) private static var sweepThreshold = 64
    /// Entries of dead nodes whose address a new object took before a sweep dropped them.
    @exclusivity(unchecked) private static var displaced: [any RegisteredHandle] = []

    /// The handle of `object`, created with a new tag on first use; `handleType` and
    /// `registeredType` are both `Dance<Base>` (the latter with its conformance).
    ///
    /// Performance: `dance` is inlined into the caller, where `Dance<Base>` is a concrete type
    /// whose metadata and conformance are cached loads, and hands them over. Naming
    /// `Dance<Base>` here, in code compiled once for every `Base`, looked its metadata up in
    /// the runtime's table of generic types on every call (about 320 instructions, a
    /// twenty-fifth of a `dance` animation's setup).
    @usableFromInline
    static func handle<Base: Dancing>(
        for object: Base, handleType: Dance<Base>.Type,
        registeredAs registeredType: any RegisteredHandle.Type
    ) -> Dance<Base> {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        if let first = handles[key] {
            if first.node === object {
                return existingHandle(first, handleType)
                    ?? addHandle(to: first, for: object, handleType)
            }
            // A dead node's entry at a reused address: its animation ends at the next sweep,
            // as the entries of other dead nodes' do. Ending it now would make when it ends —
            // and what its completions see — depend on where `malloc` puts new objects.
            displaced.append(first)
        }
        let handle = handleType.init(base: object, tag: DanceFactory.instance.makeTag())
        insert(handle, as: registeredType, for: key)
        sweepIfGrown()
        return handle
    }

    /// Inserts `handle`, whose type is `Registered`, as the entry for `key`: the conformance
    /// comes with the type instead of being looked up for `Dance<Base>`.
    private static func insert<Registered: RegisteredHandle>(
        _ handle: AnyObject, as _: Registered.Type, for key: UInt
    ) {
        handles.insert(unsafeDowncast(handle, to: Registered.self), for: key)
    }

    /// The handle made for the static type `Base` among the node's handles, if there is one.
    ///
    /// Performance: a handle is found by comparing the identities of classes — the handle's
    /// own and `Dance<Base>` — where a dynamic cast (`as? Dance<Base>`) would walk the class
    /// hierarchy for every `node.dance`. The downcast is exact: the identities are equal only
    /// when the handle is a `Dance<Base>`.
    private static func existingHandle<Base: Dancing>(
        _ first: any RegisteredHandle, _ handleType: Dance<Base>.Type
    ) -> Dance<Base>? {
        let wanted = ObjectIdentifier(handleType)
        if ObjectIdentifier(type(of: first)) == wanted {
            return unsafeDowncast(first, to: handleType)
        }
        for handle in first.group?.handles ?? [] where ObjectIdentifier(type(of: handle)) == wanted
        {
            return unsafeDowncast(handle, to: handleType)
        }
        return nil
    }

    /// A new handle for another static type of the node whose first handle is `first`; from
    /// now on the node's handles share their tag through a group.
    private static func addHandle<Base: Dancing>(
        to first: any RegisteredHandle, for object: Base, _ handleType: Dance<Base>.Type
    ) -> Dance<Base> {
        let group = first.group ?? DanceHandleGroup(tag: first.tag, handles: [first])
        first.group = group
        let handle = handleType.init(base: object, tag: group.tag, group: group)
        group.handles.append(handle)
        return handle
    }

    /// The number of entries, live or not yet swept (a dead node's entry displaced by a new
    /// object at its address included).
    static var count: Int { handles.count + displaced.count }

    /// The number of entries at which the table sweeps itself next.
    static var nextSweepCount: Int { sweepThreshold }

    /// Drops the entries of dead nodes and ends their animations, in the order of their tags
    /// (the order in which the nodes last called `animate`, or got their handles).
    ///
    /// The table's order follows the nodes' addresses, which differ from run to run; ending the
    /// animations in tag order instead makes what their completions and awaiting tasks see the
    /// same in every run of the same program.
    static func sweep() {
        let visited = count
        let dead = handles.removeAll(where: { $0.node == nil }) + displaced
        displaced = []
        var order = dead.indices.map { DeadEntry(tag: dead[$0].tag, index: $0) }
        order.sort()
        for entry in order {
            bury(dead[entry.index])
        }
        // Checking a live entry's weak reference costs about as much as dropping a dead one
        // (two cache misses: the handle and the node's side table). While nodes mostly stay
        // alive, sweeping less often saves that waste: after a sweep that found no dead entry
        // (a scene being built) the table grows eight-fold before the next, after one that
        // found few four-fold, else two-fold. Dead entries never outnumber live ones more than
        // seven to one, and only after a sweep found none; `sweepReleasedNodes()` drops them
        // at once.
        let growth = dead.isEmpty ? 8 : dead.count * 4 < visited ? 4 : 2
        sweepThreshold = max(64, handles.count * growth)
    }

    /// A dead entry's tag and its index among the dead, sorted by tag.
    ///
    /// Sorting these plain pairs added about 20 ms to `dance-benchmark`'s teardown of 100 000
    /// released nodes (173 → 194 ms); sorting the handles by a tag read through each one's
    /// existential on every comparison added about 250.
    private struct DeadEntry: Comparable {
        var tag: Int
        var index: Int

        static func < (lhs: DeadEntry, rhs: DeadEntry) -> Bool { lhs.tag < rhs.tag }
    }

    private static func sweepIfGrown() {
        // Not from code a frame runs: ending animations runs completions. A later call sweeps.
        if count >= sweepThreshold, !AnimationDriver.isComputingValues { sweep() }
    }

    /// Ends the animation of a dead node's entry and lets its handles go.
    ///
    /// The completions added to the animator itself run here, and may call `dance`: the
    /// table is not being walked by then.
    private static func bury(_ first: any RegisteredHandle) {
        DanceFactory.instance.discardAnimation(tag: first.tag)
        // The group and its handles refer to each other; the group is emptied to let them go.
        first.group?.handles = []
    }
}
