/// Marks an animatable stored property of a ``Dancing`` object.
///
/// Reading the property gives the model (target) value, as in UIKit. Set inside an animation
/// block, the property records a track on that block's animator — from the current
/// presentation value to the new value — and the model value changes at once. If another
/// animator is still animating a property whose type is an ``AnimatableVector``, the new track
/// runs from the old model value instead and blends additively with the older one, as UIKit's
/// do (see <doc:MotionBetweenAnimations>). Set anywhere else, model and presentation change at
/// once and every in-flight track for the property ends. The projected value (`$name`) exposes
/// what a renderer should draw now and, for vector types, its velocity.
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
    @usableFromInline let storage: AnimatedStorage<Value>

    /// Creates the property with its initial model and presentation value.
    public init(wrappedValue: Value) {
        storage = AnimatedStorageBase.make(wrappedValue)
    }

    /// The model value; setting it inside an animation block animates the property.
    @MainActor
    public var wrappedValue: Value {
        @inlinable get { storage.model }
        @inlinable nonmutating set {
            // Outside an animation block and a frame, a property nothing animates only takes
            // the value: inlined, as an app may set many properties every frame.
            if !AnimationCapture.isRecording, storage.isPlain, !AnimationDriver.isComputingValues {
                storage.setPlainly(newValue)
            } else {
                set(newValue)
            }
        }
    }

    /// The set of ``wrappedValue``: recorded inside an animation block, else direct.
    @MainActor @usableFromInline
    func set(_ newValue: Value) {
        if !AnimationCapture.record(storage, to: newValue) {
            // From a value type's code that a frame runs: the frame may be reading this
            // property's tracks, which a direct set ends.
            guard !AnimationDriver.isComputingValues else {
                return Diagnostics.report(
                    .wrongState(
                        tag: nil, operation: .setAnimatedProperty, reason: .renderingFrame))
            }
            storage.setDirectly(newValue)
        }
    }

    /// The property's presentation value and whether it is animating.
    @MainActor @inlinable
    public var projectedValue: Projection { Projection(storage: storage) }

    /// What `$property` gives: the on-screen side of an animated property.
    @MainActor
    public struct Projection {
        @usableFromInline let storage: AnimatedStorage<Value>

        @usableFromInline init(storage: AnimatedStorage<Value>) {
            self.storage = storage
        }

        /// What a renderer should draw now: the model value unless an animation is in flight.
        ///
        /// Performance: inlined into the caller's module with ``Animated/projectedValue`` and
        /// the storage's read (`AnimatedStorage.presentation`), so that a renderer reading
        /// every property of every node each frame runs a few loads compiled for the property's
        /// type: about 18 instructions and 3 ns a read of a batched `CGPoint` (callgrind and
        /// `dance-benchmark`'s presentation line), against 159 and 21 ns as generic code.
        @inlinable public var presentation: Value { storage.presentation }

        /// Whether an active animator is animating the property (running or paused).
        @inlinable public var isAnimating: Bool { storage.isAnimating }
    }
}

extension Animated.Projection where Value: AnimatableVector {
    /// How fast the presentation value changes now, in value units per second.
    ///
    /// Computed analytically from the clock's `now`, never from differences between frames, so
    /// it is the same at every frame rate: for each running track on the property, the change
    /// it makes times the slope of its timing (the Bézier curve's dy/dx, the spring's or the
    /// decay's derivative) times how fast its animator's timeline moves. `.zero` while the
    /// property's animators are paused, stopped or waiting out a delay, and when nothing
    /// animates it. SwiftUI and Core Animation expose no such value; it is what a gesture
    /// handler or a following spring needs.
    public var velocity: Value {
        var velocity = Value.zero
        // The value type's arithmetic runs over the property's tracks: it must not change them.
        AnimationDriver.beginComputingValues()
        defer { AnimationDriver.endComputingValues() }
        storage.writeVelocity(into: &velocity)
        return velocity
    }
}
