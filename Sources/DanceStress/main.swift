import Foundation

// dance-stress: seeded random operations over the public API, with invariants checked after
// every one. Usage: dance-stress [--operations N] [--seed S] [--trace]   (defaults: 20 000, seed 1)

var operations = 20_000
var seed: UInt64 = 1
var trace = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--operations": operations = arguments.next().flatMap { Int($0) } ?? operations
    case "--seed": seed = arguments.next().flatMap { UInt64($0) } ?? seed
    case "--trace": trace = true
    default:
        print("usage: dance-stress [--operations N] [--seed S] [--trace]")
        exit(2)
    }
}

let run = StressRun(seed: seed)
run.trace = trace
let started = ContinuousClock.now
let failures = await run.run(operations: operations)
let elapsed = ContinuousClock.now - started
print(
    "dance-stress: seed \(seed), \(operations) operations, \(run.completionsRun) completions, "
        + "\(run.finishResumes) finished resumes, \(run.errorsReported) errors reported, "
        + "\(run.leakChecks) leak checks, "
        + "\(failures.count) failures in \(elapsed)")
for failure in failures.prefix(100) {
    print("  FAIL \(failure)")
}
exit(failures.isEmpty ? 0 : 1)
