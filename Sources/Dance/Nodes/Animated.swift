/// Marks an animatable stored property of a ``Dancing`` object.
///
/// Reading the property gives the model (target) value, as in UIKit. Set inside an animation
/// block, the property records a track on that block's animator — from the current
/// presentation value to the new value — and the model value changes at once. Set anywhere
/// else, model and presentation change at once and any in-flight track for the property ends.
/// The projected value (`$name`) exposes what a renderer should draw now.
///
/// ```swift
/// final class Sprite: Dancing {
///     @Animated var position = CGPoint.zero
///     @Animated var opacity = 1.0
/// }
/// let sprite = Sprite()
/// PropertyAnimator(duration: 1, curve: .linear) { sprite.position.x = 100 }
///     .startAnimation()
/// sprite.position.x           // 100: the model value
/// sprite.$position.presentation.x  // 0 now, 50 after half a second
/// ```
@propertyWrapper
public struct Animated<Value: Interpolatable> {
    let storage: AnimatedStorage<Value>

    /// Creates the property with its initial model and presentation value.
    public init(wrappedValue: Value) {
        storage = AnimatedStorageBase.make(wrappedValue)
    }

    /// The model value; setting it inside an animation block animates the property.
    @MainActor
    public var wrappedValue: Value {
        get { storage.model }
        nonmutating set {
            if let recorder = AnimationCapture.current {
                recorder.record(storage, to: newValue)
            } else {
                storage.setDirectly(newValue)
            }
        }
    }

    /// The property's presentation value and whether it is animating.
    @MainActor
    public var projectedValue: Projection { Projection(storage: storage) }

    /// What `$property` gives: the on-screen side of an animated property.
    @MainActor
    public struct Projection {
        let storage: AnimatedStorage<Value>

        /// What a renderer should draw now: the model value unless an animation is in flight.
        public var presentation: Value { storage.presentation }

        /// Whether an active animator is animating the property (running or paused).
        public var isAnimating: Bool { storage.isAnimating }
    }
}
