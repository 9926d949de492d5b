import WindowRecord

/// Checks that each showcase key did what it says, from the state recorded after each one:
/// space toggles running, R toggles reversal, ←/→ pause and move the fraction by a tenth
/// (clamped to 0…1), +/− multiply or divide the speed by 1.5 (clamped to 0.25…4), and a paused
/// showcase keeps its fraction through keys that do not scrub.
///
/// Assumes the keys fall inside one leg of the showcase, as the scripts' do.
struct ControlsCheck {
    let controls: [ControlRecord]

    func run() throws {
        var running = true
        var reversed = false
        var speed = 1.0
        var pausedFraction: Double?
        for (index, control) in controls.enumerated() {
            let label = "key \(index + 1) (\(control.key))"
            switch control.key {
            case "space": running.toggle()
            case "r": reversed.toggle()
            case "left", "right":
                if let fraction = pausedFraction {
                    let step = control.key == "left" ? -0.1 : 0.1
                    pausedFraction = min(max(fraction + step, 0), 1)
                }
                running = false
            case "plus": speed = min(speed * 1.5, 4)
            case "minus": speed = max(speed / 1.5, 0.25)
            default: throw CheckFailure("\(label) is not a showcase key")
            }
            guard control.isRunning == running else {
                throw CheckFailure("\(label): running is \(control.isRunning), not \(running)")
            }
            guard control.isReversed == reversed else {
                throw CheckFailure("\(label): reversed is \(control.isReversed), not \(reversed)")
            }
            guard abs(control.speed - speed) <= 1e-12 else {
                throw CheckFailure("\(label): speed is \(control.speed), not \(speed)")
            }
            if !running, let expected = pausedFraction, abs(control.fraction - expected) > 1e-9 {
                throw CheckFailure("\(label): fraction is \(control.fraction), not \(expected)")
            }
            pausedFraction = running ? nil : control.fraction
        }
        print("dance-window-check: \(controls.count) showcase keys did what they say")
    }
}
