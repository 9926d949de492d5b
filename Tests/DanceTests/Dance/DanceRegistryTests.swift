import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct DanceRegistryTests {
    /// Creates a node in its own scope, runs `body` on it and returns a weak reference.
    private func withNode(_ body: (Node) -> Void) -> () -> Node? {
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        body(node)
        return { [weak node] in node }
    }

    @Test("the handle never keeps the node alive, animated and finished or not")
    func handleDoesNotRetain() {
        let fixture = DanceFixture()
        let finished = withNode { node in
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion()).start()
            fixture.clock.advance(by: 1)
        }
        #expect(finished() == nil)
        let untouched = withNode { node in _ = node.dance.tag }
        #expect(untouched() == nil)
        let byCall = withNode { node in
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .finish(at: .end)
        }
        #expect(byCall() == nil)
        #expect(fixture.events == ["1.000 completion end"])
        DanceRegistry.sweep()
        fixture.expectClean()
    }

    @Test(
        "a dead node's pending or running animation is discarded at sweep, without completion",
        arguments: [false, true])
    func deadNodeAnimationDiscarded(running: Bool) {
        let fixture = DanceFixture()
        var handle: Dance<Node>?
        let node = withNode { node in
            node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion())
            if running { node.dance.start() }
            handle = node.dance
        }
        #expect(node() == nil)
        #expect(handle?.base == nil)
        #expect(DanceFactory.instance.activeAnimationCount == 1)
        DanceRegistry.sweep()
        #expect(DanceFactory.instance.activeAnimationCount == 0)
        fixture.clock.advance(by: 3)
        #expect(fixture.events.isEmpty)
        let errors = captureErrors { handle?.start() }
        #expect(errors.count == 1)
        fixture.expectClean()
    }

    @Test("the registry sweeps dead entries by itself, so its size stays bounded")
    func sweepsAutomatically() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        let live = DanceRegistry.count
        #expect(DanceRegistry.nextSweepCount <= max(64, 8 * live))
        let bound = DanceRegistry.nextSweepCount + 1
        var largest = 0
        for index in 0..<5_000 {
            let node = Node()
            if index.isMultiple(of: 3) {
                node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            } else {
                _ = node.dance.tag
            }
            largest = max(largest, DanceRegistry.count)
        }
        #expect(largest <= bound)
        #expect(DanceFactory.instance.activeAnimationCount <= bound)
        DanceRegistry.sweep()
        #expect(DanceRegistry.count == live)
        fixture.expectClean()
    }

    @Test("the table grows 8-fold before the next sweep after one found none dead, 4 after few")
    func sweepGrowth() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        let kept = (0..<200).map { _ in Node() }
        for node in kept { _ = node.dance.tag }
        DanceRegistry.sweep()
        let live = DanceRegistry.count
        #expect(live >= 200)
        #expect(DanceRegistry.nextSweepCount == 8 * live)

        var few = (0..<live / 8).map { _ in Node() }
        for node in few { _ = node.dance.tag }
        few = []
        DanceRegistry.sweep()
        #expect(DanceRegistry.count == live)
        #expect(DanceRegistry.nextSweepCount == 4 * live)

        var released = (0..<live).map { _ in Node() }
        for node in released { _ = node.dance.tag }
        released = []
        DanceRegistry.sweep()
        #expect(DanceRegistry.count == live)
        #expect(DanceRegistry.nextSweepCount == 2 * live)
        #expect(kept.allSatisfy { $0.dance.base === $0 })
        fixture.expectClean()
    }

    @Test("sweepReleasedNodes() drops released nodes' handles now and ends their animations")
    func sweepReleasedNodesNow() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        let before = DanceRegistry.count
        // All made before any is released, so no address is reused on the way.
        var released = (0..<10).map { _ in Node() }
        for node in released {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion("released")).start()
        }
        let kept = Node()
        kept.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion("kept")).start()
        #expect(DanceRegistry.count == before + 11)
        released = []
        #expect(DanceFactory.instance.activeAnimationCount == 11)
        DanceFactory.instance.sweepReleasedNodes()
        #expect(DanceRegistry.count == before + 1)
        #expect(DanceFactory.instance.activeAnimationCount == 1)
        #expect(AnimationDriver.shared.activeCount == 1)
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["1.000 kept end"])
        #expect(kept.dance.base === kept)
        fixture.expectClean()
    }

    @Test(
        "a sweep ends released nodes' animations in the order the nodes got their handles",
        .enabled(if: AddressReuse.isImmediate, "needs freed memory reused first"))
    func sweepEndsInTagOrder() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        // Memory freed last is handed out first: nodes made after these are released sit at
        // falling addresses, so the table's order (by address) is not the order made.
        do {
            let fillers = (0..<64).map { _ in Node() }
            #expect(fillers.count == 64)
        }
        var released: [Node] = []
        for index in 0..<12 {
            let node = Node()
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            node.dance.animator?.addCompletion(fixture.completion("\(index)"))
            released.append(node)
        }
        let addresses = released.map { UInt(bitPattern: ObjectIdentifier($0)) }
        // The test means something only if the addresses do not rise with the order made.
        #expect(addresses != addresses.sorted())
        released = []
        DanceFactory.instance.sweepReleasedNodes()
        // Completions added to the animator itself run when a sweep ends it (at `.current`).
        #expect(fixture.events == (0..<12).map { "0.000 \($0) current" })
        fixture.expectClean()
    }

    @Test("each static type gets one lasting handle; all reach the node through one weak reference")
    func handlesOfSeveralStaticTypes() {
        class Subnode: Node {}
        final class Leaf: Subnode {}
        var asNode: Dance<Node>?
        var asSubnode: Dance<Subnode>?
        var asLeaf: Dance<Leaf>?
        do {
            let node = Leaf()
            asSubnode = (node as Subnode).dance
            asNode = (node as Node).dance
            asLeaf = node.dance
            #expect(asSubnode === (node as Subnode).dance)
            #expect(asNode === (node as Node).dance)
            #expect(asLeaf === node.dance)
            #expect(asNode !== asSubnode && asNode !== asLeaf && asSubnode !== asLeaf)
            #expect(asSubnode?.base === node && asNode?.base === node && asLeaf?.base === node)
            asNode?.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            #expect(asLeaf?.tag == asNode?.tag && asSubnode?.tag == asNode?.tag)
            #expect(asLeaf?.hasAnimation == true)
            asLeaf?.finish(at: .end)
            #expect(node.alpha == 0)
        }
        #expect(asSubnode?.base == nil && asNode?.base == nil && asLeaf?.base == nil)
    }

    @Test("a swept node's handles of several static types are all released")
    func groupReleased() {
        final class Subnode: Node {}
        weak var asNode: Dance<Node>?
        weak var asSubnode: Dance<Subnode>?
        do {
            let node = Subnode()
            asSubnode = node.dance
            asNode = (node as Node).dance
            #expect(asNode != nil && asSubnode != nil)
        }
        DanceRegistry.sweep()
        #expect(asNode == nil)
        #expect(asSubnode == nil)
    }

    @Test("a new object at a dead node's address gets a new handle and tag, never its animation")
    func recycledAddresses() {
        let fixture = DanceFixture()
        // The old handles are kept (they do not keep their nodes alive), so a new handle
        // cannot merely reuse a freed handle's address.
        var seen: [ObjectIdentifier: (tag: Int, handle: Dance<Node>)] = [:]
        var collisions = 0
        var lastTag = 0
        for index in 0..<2_000 {
            let node = Node()
            let key = ObjectIdentifier(node)
            let handle = node.dance
            #expect(!handle.hasAnimation)
            #expect(handle.tag > lastTag)
            if let old = seen[key] {
                collisions += 1
                #expect(handle.tag != old.tag)
                #expect(handle !== old.handle)
            }
            if index.isMultiple(of: 2) {
                handle.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                if index.isMultiple(of: 4) { handle.start() }
            }
            lastTag = handle.tag
            seen[key] = (handle.tag, handle)
        }
        // AddressSanitizer quarantines freed memory, so addresses are not reused under it.
        #expect(
            collisions > 0 || Self.addressSanitizerIsActive,
            "no address was reused; the test proved nothing")
        DanceRegistry.sweep()
        fixture.expectClean()
    }

    @Test(
        "a released node's animation ends at the next sweep even when a new object takes its address first",
        .enabled(if: AddressReuse.isImmediate, "needs freed memory reused first"))
    func displacedEntryEndsAtTheSweep() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        let before = DanceRegistry.count
        var released: Node? = Node()
        let oldAddress = released.map(ObjectIdentifier.init)
        released?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        released?.dance.animator?.addCompletion(fixture.completion("released"))
        released = nil
        // Memory freed last is handed out first: the new node takes the released one's address.
        let newcomer = Node()
        #expect(ObjectIdentifier(newcomer) == oldAddress)
        let handle = newcomer.dance
        #expect(!handle.hasAnimation)
        // The released node's animation goes on until a sweep, as it does when its address
        // stays free: when it ends must not depend on where the allocator puts new objects.
        #expect(fixture.events.isEmpty)
        #expect(DanceFactory.instance.activeAnimationCount == 1)
        #expect(DanceRegistry.count == before + 2)
        fixture.clock.advance(by: 0.25)
        #expect(fixture.events.isEmpty)
        DanceFactory.instance.sweepReleasedNodes()
        #expect(fixture.events == ["0.250 released current"])
        #expect(DanceFactory.instance.activeAnimationCount == 0)
        #expect(DanceRegistry.count == before + 1)
        #expect(newcomer.dance === handle)
        fixture.expectClean()
    }

    /// Whether this process runs under AddressSanitizer (its runtime exports `__asan_init`).
    static var addressSanitizerIsActive: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    }
}
