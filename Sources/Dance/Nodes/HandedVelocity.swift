/// A velocity handed over to a spring that starts with it (a velocity hand-off), seen from
/// code that knows only that `Value` is ``Interpolatable``.
///
/// Made by `VectorStorage` (`AnimatedStorage.takeHandoff(for:scale:)`), where the type
/// supports vector arithmetic: a spring moved by it shows its own value plus ``velocity``
/// times how far a unit initial velocity has carried the spring (its `velocityResponse`).
struct HandedVelocity<Value: Interpolatable> {
    /// Value units per second of the receiving timing's own time.
    let velocity: Value
    /// `base` plus ``velocity`` times `response` seconds.
    let push: (_ base: Value, _ response: Double) -> Value
}

extension HandedVelocity where Value: AnimatableVector {
    /// A hand-off of `velocity`, added by vector arithmetic.
    init(velocity: Value) {
        self.init(velocity: velocity) { base, response in
            base.adding(velocity.scaled(by: response))
        }
    }
}
