import Dance
import Foundation
import WindowRecord

/// The window's content: a card to drag and fling inside an arena, a list of tiles that
/// enters staggered, and a showcase timeline the keyboard controls.
///
/// Everything on screen is a Dance ``Node``; the renderer draws their presentation values.
/// Animation time comes only from `AnimationDriver.shared.clock`, and pointer events carry
/// their own times, so the same scene runs live on the present-driven clock and frame by frame
/// on a `ManualClock`.
@MainActor
final class Scene {
    static let width = 800
    static let height = 480
    let background = Color(red: 0.09, green: 0.10, blue: 0.13)

    let arena = Node(frame: CGRect(x: 16, y: 16, width: 472, height: 448))
    let card = Node(frame: CGRect(x: 84, y: 106, width: 132, height: 88))
    let tiles = (0..<5).map { _ in Node(frame: CGRect(x: 0, y: 0, width: 264, height: 48)) }
    let avatars = (0..<5).map { _ in Node(frame: CGRect(x: 0, y: 0, width: 30, height: 30)) }
    let orb = Node(frame: CGRect(x: 526, y: 344, width: 44, height: 44))
    let block = Node(frame: CGRect(x: 528, y: 420, width: 40, height: 40))

    /// Where the card's centre may rest: the arena, inset by half the card and a margin.
    ///
    /// Test a point with ``canRest(at:)``, not `restingBounds.contains`.
    let restingBounds = CGRect(x: 90, y: 68, width: 324, height: 344)

    /// Every node, back to front, with a name for records.
    private(set) var drawOrder: [(name: String, node: Node)] = []

    // MARK: - State the interaction files share

    enum CardState: String { case resting, dragging, flinging, springingBack }
    var cardState = CardState.resting
    /// Where the pointer holds the card, relative to its centre.
    var grabOffset = CGVector.zero
    /// Recent pointer positions while dragging, for the release velocity.
    var pointerTrack = PointerTrack()
    /// The card's velocity just before and just after its last spring-back started, pixels
    /// per second.
    var handOff: (before: CGVector, after: CGVector)?
    /// The card's story: `grab`, `fling`, `spring-back`, `settle`.
    var events: [String] = []
    /// The fastest release so far, pixels per second.
    var releaseSpeed = 0.0

    /// The showcase's animator (endless, autoreversing) and its speed (1 = one leg, there or
    /// back, in ``showcaseLegDuration``).
    var showcase: PropertyAnimator?
    var showcaseSpeed = 1.0
    /// Every showcase key applied, with the state it left.
    var controls: [ControlRecord] = []
    static let showcaseLegDuration: TimeInterval = 2.4

    init() {
        arena.backgroundColor = Color(red: 0.16, green: 0.18, blue: 0.24)
        arena.cornerRadius = 20
        card.backgroundColor = Color(red: 1.0, green: 0.58, blue: 0.18)
        card.cornerRadius = 16
        let palette = [
            Color(red: 0.30, green: 0.62, blue: 0.98), Color(red: 0.36, green: 0.80, blue: 0.55),
            Color(red: 0.95, green: 0.38, blue: 0.50), Color(red: 0.66, green: 0.48, blue: 0.95),
            Color(red: 0.98, green: 0.80, blue: 0.30),
        ]
        for (index, tile) in tiles.enumerated() {
            tile.backgroundColor = palette[index].withAlpha(0.85)
            tile.cornerRadius = 12
            avatars[index].backgroundColor = Color(red: 0.96, green: 0.96, blue: 0.98)
            avatars[index].cornerRadius = 15
        }
        orb.backgroundColor = Color(red: 0.93, green: 0.27, blue: 0.30)
        orb.cornerRadius = 22
        block.backgroundColor = Color(red: 0.40, green: 0.85, blue: 0.80)
        drawOrder = [("arena", arena)]
        for index in tiles.indices {
            drawOrder.append(("tile\(index)", tiles[index]))
            drawOrder.append(("avatar\(index)", avatars[index]))
        }
        drawOrder += [("orb", orb), ("block", block), ("card", card)]
    }

    /// The nodes, back to front.
    var nodes: [Node] { drawOrder.map(\.node) }

    /// Starts the tiles' entry and the showcase.
    func start() {
        enterTiles()
        startShowcase(reversed: false)
    }

    /// Runs once per frame after the clock advanced: hands a flinging card that crossed the
    /// edge of its bounds to the spring that brings it back.
    func update() {
        if cardState == .flinging, !canRest(at: card.$center.presentation) {
            springBack()
        }
    }

    /// Whether the card may rest with its centre at `center`: inside ``restingBounds``, edges
    /// included.
    ///
    /// `CGRect.contains` leaves out the maximum x and y edges, yet ``springBack()`` brings the
    /// card to rest exactly on them; with it, a card resting on the right or bottom edge counted
    /// as outside, and flinging it along that edge, or letting it go there, sprang back at once.
    func canRest(at center: CGPoint) -> Bool {
        (restingBounds.minX...restingBounds.maxX).contains(center.x)
            && (restingBounds.minY...restingBounds.maxY).contains(center.y)
    }

    /// Applies one input event.
    func handle(_ event: InputEvent) {
        switch event {
        case .mouseDown(let point, let time): grab(at: point, time: time)
        case .mouseMove(let point, let time): drag(to: point, time: time)
        case .mouseUp(let point, let time): release(at: point, time: time)
        case .key(let key): control(key)
        }
    }

    // MARK: - Tiles

    /// The tiles enter on one keyframe timeline, each 80 ms after the one above: a tile and its
    /// avatar slide in from the right on a spring; the tile fades in at once, the avatar holds
    /// back a quarter of a second, then fades in.
    private func enterTiles() {
        let slide = SpringTimingParameters(dampingRatio: 0.72)
        let fade = CubicTimingParameters(animationCurve: .easeOut)
        var entries: [Animation] = []
        for index in tiles.indices {
            let home = CGPoint(x: 640, y: 44 + 60 * Double(index))
            let avatarHome = CGPoint(x: 532, y: home.y)
            for (node, target) in [(tiles[index], home), (avatars[index], avatarHome)] {
                node.center = CGPoint(x: target.x + 300, y: target.y)
                node.alpha = 0
            }
            entries.append(
                .parallel([
                    .keyframes(\.center, [.spring(home, duration: 0.8, spring: slide)])
                        .on(tiles[index]),
                    .keyframes(\.alpha, [.linear(1, duration: 0.4, timing: fade)])
                        .on(tiles[index]),
                    .keyframes(\.center, [.spring(avatarHome, duration: 0.8, spring: slide)])
                        .on(avatars[index]),
                    .keyframes(
                        \.alpha,
                        [.linear(0, duration: 0.25), .linear(1, duration: 0.3, timing: fade)]
                    ).on(avatars[index]),
                ]))
        }
        let entry = PropertyAnimator(steps: [.parallel(entries, stagger: 0.08)])
        entry.startAnimation(afterDelay: 0.1)
    }

    // MARK: - Records

    /// The presentation of every node, back to front.
    func shapeRecords() -> [ShapeRecord] {
        drawOrder.map { name, node in
            let shown = node.presentation
            let transform = shown.transform
            let color = shown.backgroundColor
            return ShapeRecord(
                name: name, center: [shown.center.x, shown.center.y],
                size: [shown.bounds.width, shown.bounds.height],
                transform: [
                    transform.a, transform.b, transform.c, transform.d, transform.tx,
                    transform.ty,
                ].map { Double($0) },
                color: [color.red, color.green, color.blue, color.alpha * shown.alpha],
                cornerRadius: shown.cornerRadius)
        }
    }
}

extension Color {
    /// This colour with its alpha replaced.
    func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
