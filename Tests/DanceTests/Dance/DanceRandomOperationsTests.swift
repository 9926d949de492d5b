import Foundation
import Testing

@testable import Dance

/// SplitMix64: a tiny deterministic generator, so a failing run can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor @Suite(.serialized) struct DanceRandomOperationsTests {
    /// What the test knows about one completion it added.
    private final class Ledger {
        var runs: [Int: Int] = [:]
        var problems: [String] = []
        var added = 0
    }

    @Test(
        "tens of thousands of random calls on 50 nodes: completions once, invariants hold, ends clean",
        arguments: [UInt64(1), 0xDA_2CE])
    func randomOperations(seed: UInt64) {
        let fixture = DanceFixture()
        var random = SplitMix64(seed: seed)
        var nodes: [Node?] = (0..<50).map { _ in Node() }
        let ledger = Ledger()
        let steps = 20_000

        func addCompletion(to node: Node, alphaTarget: Double?) {
            ledger.added += 1
            let id = ledger.added
            let tag = node.dance.tag
            ledger.runs[id] = 0
            node.dance.addCompletion { [weak node] position in
                ledger.runs[id, default: 0] += 1
                if DanceFactory.instance.animator(for: tag) != nil {
                    ledger.problems.append("completion \(id) ran before tag \(tag) was forgotten")
                }
                // An earlier completion of the same animation may have started a new one.
                guard let node, !node.dance.hasAnimation else { return }
                let alpha = node.alpha
                if node.presentation.alpha != alpha {
                    ledger.problems.append("completion \(id) saw alpha unsettled")
                }
                // Targets are in 0…1; only the 0.8 spring overshoots, by far less than 0.05.
                if !(alpha >= -0.05 && alpha <= 1.05) {
                    ledger.problems.append("completion \(id) saw alpha \(alpha) out of range")
                }
                if position == .end, let alphaTarget, !isClose(alpha, alphaTarget) {
                    ledger.problems.append(
                        "completion \(id) at .end saw alpha \(alpha), not \(alphaTarget)")
                }
            }
        }

        let (errors, _) = captureDiagnostics(logLevel: .off) {
            for step in 0..<steps {
                let index = Int.random(in: 0..<nodes.count, using: &random)
                guard let node = nodes[index] else {
                    nodes[index] = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    continue
                }
                let dance = node.dance
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<12:
                    let target = Double(Int.random(in: 0...4, using: &random)) / 4
                    let duration = [0, 0.05, 0.3, 1, .nan, -1][
                        Int.random(in: 0..<6, using: &random)]
                    let tag = dance.tag
                    dance.animate(duration: duration, curve: .linear) { $0.alpha = target }
                    if dance.tag != tag { addCompletion(to: node, alphaTarget: target) }
                case 12..<15:
                    let target = Double(Int.random(in: 0...4, using: &random)) / 4
                    dance.animate(duration: 0.2, dampingRatio: 0.8) { $0.alpha = target }
                    addCompletion(to: node, alphaTarget: target)
                    dance.addCompletion { [weak node] _ in
                        guard let node, Bool.random(using: &random) else { return }
                        node.dance.animate(duration: 0.1, curve: .easeOut) { $0.alpha = 1 }
                        addCompletion(to: node, alphaTarget: 1)
                        node.dance.start()
                    }
                case 15..<25:
                    dance.start()
                case 25..<32:
                    dance.start(
                        after: [0, 0.01, 0.2, -0.5, .nan][Int.random(in: 0..<5, using: &random)])
                case 32..<40:
                    dance.pause()
                case 40..<48:
                    dance.pause(
                        after: [0, 0.005, 0.05, 0.3, -1, .infinity][
                            Int.random(in: 0..<6, using: &random)])
                case 48..<56:
                    let values = [0, 0.25, 0.5, 1, 1.5, -0.1, .nan]
                    dance.setProgress(to: values[Int.random(in: 0..<values.count, using: &random)])
                case 56..<62:
                    dance.reverse()
                case 62..<67:
                    let positions: [AnimatingPosition] = [.start, .end, .current]
                    dance.finish(at: positions[Int.random(in: 0..<3, using: &random)])
                case 67..<72:
                    if dance.hasAnimation { addCompletion(to: node, alphaTarget: nil) }
                case 72..<74:
                    nodes[index] = nil
                case 74..<76:
                    _ = dance.progress
                    _ = dance.isRunning
                    dance.isReversed.toggle()
                default:
                    fixture.clock.advance(by: Double(Int.random(in: 0...6, using: &random)) / 97)
                }
                if step.isMultiple(of: 500) {
                    let violations = DanceFactory.instance.invariantViolations()
                    #expect(violations.isEmpty, "step \(step): \(violations)")
                }
            }
            for node in nodes.compactMap({ $0 }) where node.dance.hasAnimation {
                node.dance.finish(at: .end)
            }
            DanceRegistry.sweep()
            fixture.clock.advance(by: 5)
            for node in nodes.compactMap({ $0 }) where node.dance.hasAnimation {
                node.dance.finish(at: .end)
            }
        }
        #expect(ledger.problems.isEmpty, "\(ledger.problems.prefix(10))")
        #expect(ledger.runs.values.allSatisfy { $0 <= 1 })
        #expect(ledger.runs.values.filter { $0 == 1 }.count > ledger.added / 2)
        let wrongState = errors.filter {
            if case .wrongState = $0 { true } else { false }
        }
        #expect(wrongState.isEmpty, "\(wrongState.prefix(5))")
        #expect(errors.count > 1_000)
        fixture.expectClean()
    }
}
