import Foundation

extension PropertyAnimator: AnimationRecorder {
    // MARK: - Adding animations

    /// Adds an animation block (mirrors `addAnimations(_:)`).
    ///
    /// Added to an inactive animator, the block runs when the animator becomes active. Added to
    /// an active one, it runs now and its tracks span the remaining time, from the current
    /// presentation values. A stopped animator reports
    /// ``DanceError/wrongState(tag:operation:reason:)``.
    public func addAnimations(_ animation: @escaping () -> Void) {
        add(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` of the remaining time later (mirrors
    /// `addAnimations(_:delayFactor:)`).
    ///
    /// - Parameters:
    ///   - animation: A block that sets `@Animated` properties.
    ///   - delayFactor: 0…1, multiplied by the remaining duration to give the delay: 0.5 on a
    ///     2 s inactive animator starts the block's tracks after 1 s. Outside 0…1 or NaN:
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        add(animation, delayFactor: delayFactor)
    }

    private func add(_ animation: @escaping () -> Void, delayFactor: Double) {
        guard delayFactor >= 0, delayFactor <= 1 else {
            return reject(.addAnimations, .delayFactor, delayFactor)
        }
        switch state {
        case .stopped:
            reject(.addAnimations, .stopped)
        case .inactive:
            pendingAnimations.append((delayFactor, animation))
        case .active:
            let position = fractionComplete
            let start = position + delayFactor * (1 - position)
            record(animation, spanStart: isReversed ? max(start, position) : start)
            render(at: position)
        }
    }

    /// Adds a block to run once when the animation ends (mirrors `addCompletion(_:)`).
    ///
    /// Completions run once each, in the order added, with the position the animation ended
    /// at; they run after the Dance factory has forgotten the animation, so a completion may
    /// start a new animation on the same node. A completion is not run when the animator is
    /// stopped without finishing.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Activation and capture

    /// Becomes active and paused: runs the waiting animation blocks and records their tracks.
    func activate() {
        state = .active
        if timeline.isReversed { timeline.anchorPosition = 1 }
        let blocks = pendingAnimations
        pendingAnimations = PendingAnimations()
        // Room for a few tracks at once: growing from empty one append at a time would
        // reallocate the array for the first, second and third property.
        if !blocks.isEmpty, tracks.isEmpty { tracks.reserveCapacity(4) }
        for (delayFactor, block) in blocks {
            record(block, spanStart: delayFactor)
        }
        render(at: timeline.anchorPosition)
    }

    /// Runs `block`, recording every `@Animated` set as a track starting at `spanStart`.
    func record(_ block: () -> Void, spanStart: Double) {
        recordingSpanStart = spanStart
        AnimationCapture.run(recording: self, block)
    }

    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value) {
        let alreadyTracked = abs(storage.ownerID) == id
        storage.beginTrack(to: value, owner: id, spanStart: recordingSpanStart)
        if !alreadyTracked { tracks.append(storage) }
    }
}

/// The animation blocks waiting for an animator's activation, in the order added.
///
/// Performance: almost every animator gets exactly one block, which is kept inline. An array
/// would allocate a buffer for every animator, and destroying an array of (factor, closure)
/// tuples goes through the runtime's generic tuple witnesses; further blocks do go to one.
struct PendingAnimations: Sequence {
    /// A block and its delay factor.
    typealias Element = (delayFactor: Double, block: () -> Void)

    private var first: Element?
    private var rest: [Element] = []

    /// Whether no block is waiting.
    var isEmpty: Bool { first == nil }

    /// The number of blocks waiting.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Adds a block after the others.
    mutating func append(_ element: Element) {
        if first == nil {
            first = element
        } else {
            rest.append(element)
        }
    }

    /// Forgets every block.
    mutating func removeAll() {
        first = nil
        rest = []
    }

    /// The blocks, in the order added.
    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }

    /// Walks the blocks in the order added.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Element?
        fileprivate var rest: IndexingIterator<[Element]>

        /// The next block, if any.
        mutating func next() -> Element? {
            if let element = first {
                first = nil
                return element
            }
            return rest.next()
        }
    }
}
