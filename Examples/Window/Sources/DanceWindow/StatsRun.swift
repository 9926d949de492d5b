import CSDL2
import Dance
import Foundation

/// Frame pacing on the real clock: many animated nodes, drawn every frame, measured.
@MainActor
struct StatsRun {
    let nodes: Int
    let seconds: TimeInterval

    func run() throws(WindowError) {
        let renderer = try Renderer(
            title: "Dance — \(nodes) nodes", width: Scene.width, height: Scene.height)
        defer { renderer.close() }
        let clock = PresentClock()
        AnimationDriver.shared.clock = clock
        let field = StatsField(count: nodes)
        var intervals: [Double] = []
        var engineShares: [Double] = []
        var engineSeconds: [Double] = []
        var drawSeconds: [Double] = []
        var presentSeconds: [Double] = []
        var pacer = Pacer()
        var lastPresent: TimeInterval?
        let start = clock.now
        loop: while clock.now - start < seconds {
            for case .quit in SDLInput.pending() { break loop }
            let drawStart = clock.now
            renderer.draw(field.nodes, background: .black)
            let drawn = clock.now
            drawSeconds.append(drawn - drawStart)
            renderer.present()
            let presented = clock.now
            presentSeconds.append(presented - drawn)
            if let lastPresent {
                // The engine ran right after the last present, inside this frame's interval.
                let interval = presented - lastPresent
                intervals.append(interval)
                engineSeconds.append(clock.lastEngineSeconds)
                engineShares.append(clock.lastEngineSeconds / interval)
            }
            clock.didPresent()
            lastPresent = presented
            if !renderer.hasVSync { pacer.wait() }
        }
        let milliseconds = { (values: [Double], quantile: Double) in
            String(format: "%.2f", Self.quantile(values, quantile) * 1000)
        }
        print(
            """
            dance-window --stats: \(nodes) animated nodes, \(String(format: "%.1f", seconds)) s, \
            video \(renderer.videoDriver.name), renderer \(renderer.name), \
            \(renderer.hasVSync ? "vsync" : "no vsync, paced to 60 Hz")
            frames delivered       \(intervals.count + 1)
            frame interval p50     \(milliseconds(intervals, 0.5)) ms
            frame interval p99     \(milliseconds(intervals, 0.99)) ms
            engine per frame p50   \(milliseconds(engineSeconds, 0.5)) ms
            engine per frame p99   \(milliseconds(engineSeconds, 0.99)) ms
            engine share p50       \(String(format: "%.1f", Self.quantile(engineShares, 0.5) * 100)) %
            engine share p99       \(String(format: "%.1f", Self.quantile(engineShares, 0.99) * 100)) %
            draw per frame p50     \(milliseconds(drawSeconds, 0.5)) ms (presentation values, triangles, rasterizing)
            present per frame p50  \(milliseconds(presentSeconds, 0.5)) ms
            """)
    }

    /// The `q` quantile of `values` (nearest rank), 0 when empty.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

/// Small squares wandering across the window, each on its own animator, forever.
@MainActor
final class StatsField {
    let nodes: [Node]
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(count: Int) {
        nodes = (0..<count).map { _ in Node(frame: CGRect(x: 0, y: 0, width: 6, height: 6)) }
        for (index, node) in nodes.enumerated() {
            node.center = randomPoint()
            node.backgroundColor = Color(
                red: 0.3 + 0.7 * Double(index % 7) / 6, green: 0.5, blue: 1 - Double(index % 5) / 5,
                alpha: 0.8)
            wander(node)
        }
    }

    /// Moves `node` to a random point in 1–3 s, then again, and again.
    private func wander(_ node: Node) {
        let target = randomPoint()
        let duration = 1 + 2 * random()
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
            node.center = target
        }
        animator.addCompletion { [weak self, weak node] _ in
            guard let self, let node else { return }
            self.wander(node)
        }
        animator.startAnimation()
    }

    private func randomPoint() -> CGPoint {
        CGPoint(
            x: 8 + random() * Double(Scene.width - 16), y: 8 + random() * Double(Scene.height - 16))
    }

    /// A deterministic uniform number in 0..<1 (xorshift64*).
    private func random() -> Double {
        seed ^= seed >> 12
        seed ^= seed << 25
        seed ^= seed >> 27
        return Double((seed &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(UInt64(1) << 53)
    }
}
