import Testing

/// The shortest call sequence, found greedily, that still disagrees with a reference model.
///
/// Operations are removed one at a time, keeping each removal after which `play` still
/// reports a disagreement — and then only the operations up to the step that disagreed, as
/// what follows it never ran.
func shrinkDisagreement<Operation>(
    _ operations: [Operation],
    play: ([Operation]) -> (operations: [Operation], disagreement: String?)
) -> (operations: [Operation], disagreement: String?) {
    var kept = operations
    var disagreement = play(kept).disagreement
    var shrunk = true
    while shrunk {
        shrunk = false
        for index in kept.indices.reversed() where index < kept.count {
            var candidate = kept
            candidate.remove(at: index)
            let result = play(candidate)
            guard let found = result.disagreement else { continue }
            kept = result.operations
            disagreement = found
            shrunk = true
        }
    }
    return (kept, disagreement)
}

/// Records the disagreement of the sequence from `seed` as an issue: the seed, what disagreed,
/// the set-up and the calls of the shortest sequence that still disagrees, numbered.
func recordDisagreement<Operation>(
    seed: UInt64, setup: Any, shortest: (operations: [Operation], disagreement: String?),
    otherwise disagreement: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = shortest.operations.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    Issue.record(
        """
        seed 0x\(String(seed, radix: 16)): \(shortest.disagreement ?? disagreement)
          \(setup)
        \(lines.joined(separator: "\n"))
        """, sourceLocation: sourceLocation)
}
