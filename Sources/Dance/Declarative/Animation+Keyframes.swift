import Foundation

extension Animation {
    /// A step that moves one property of the node through keyframes.
    ///
    /// The keyframes start from the value the property has when the step starts (where the
    /// earlier steps leave it) and the step lasts their total duration. Like every step it
    /// composes with ``sequence(_:)``, ``parallel(_:stagger:)``, ``wait(_:)`` and ``on(_:)``,
    /// and pauses, reverses and scrubs with its timeline: at any time the property shows the
    /// ``KeyframeTimeline/value(time:)`` of the keyframes, so scrubbing the step to a fraction
    /// shows ``KeyframeTimeline/value(progress:)``. The model value becomes the last keyframe's
    /// value when the timeline becomes active. Each frame evaluates precomputed segments and
    /// allocates nothing.
    ///
    /// ```swift
    /// ball.animate([
    ///     .keyframes(\.center, [
    ///         .cubic(CGPoint(x: 100, y: 40), duration: 0.5),
    ///         .cubic(CGPoint(x: 200, y: 120), duration: 0.5),
    ///         .spring(CGPoint(x: 200, y: 80), spring: SpringTimingParameters(dampingRatio: 0.3)),
    ///     ]),
    ///     .keyframes(\.alpha, [.linear(0.2, duration: 0.3), .move(1)]),
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - property: An `@Animated` stored property of ``Node`` whose value supports vector
    ///     arithmetic (`\.center`, `\.bounds`, `\.alpha`, `\.cornerRadius`,
    ///     `\.backgroundColor`). A computed property such as `\.frame`, or a component such as
    ///     `\.center.x`, moves linearly to the last value instead: each stored property under
    ///     it (the center and the bounds, for `\.frame`) moves linearly to the value the last
    ///     keyframe gives it.
    ///   - keyframes: Reached one after another (see ``Keyframe``); none makes an empty step.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public static func keyframes<Value: AnimatableVector>(
        _ property: ReferenceWritableKeyPath<Node, Value>, _ keyframes: [Keyframe<Value>]
    ) -> Animation {
        // Specialised for the built-in types (called from a user's module, it runs generic
        // code), so that making a step and, later, setting its property look up no metadata.
        // The body is a function of its own so that this entry, which checks the type and
        // calls the code specialised for it, has no local of a generic type, whose metadata
        // it would look up first.
        keyframesStep(property, keyframes)
    }

    /// The body of ``keyframes(_:_:)``.
    @inline(never)
    private static func keyframesStep<Value: AnimatableVector>(
        _ property: ReferenceWritableKeyPath<Node, Value>, _ keyframes: [Keyframe<Value>]
    ) -> Animation {
        let list = KeyframeList(keyframes)
        guard let last = keyframes.last?.value else { return Animation(.wait(0)) }
        if let set = directSetter(of: property) {
            return Animation(.keyframes(list, body: { set($0, last) }))
        }
        return Animation(.keyframes(list, body: { $0[keyPath: property] = last }))
    }

    /// The setter of `property` when it is one of ``Node``'s own animatable properties, called
    /// directly; `nil` for any other key path (`\.frame`, `\.center.x`), which is set through
    /// the key path.
    ///
    /// Setting through a key path makes the runtime read the property, allocate a write-back
    /// buffer and call the setter when it is released: about 2 000 instructions and an
    /// allocation more than the setter, each time a keyframe step starts. (The casts hold:
    /// equal key paths have equal value types; specialised, they compile to nothing.)
    private static func directSetter<Value: AnimatableVector>(
        of property: ReferenceWritableKeyPath<Node, Value>
    ) -> ((Node, Value) -> Void)? {
        let key = property as AnyKeyPath
        if Value.self == CGPoint.self, key == \Node.center {
            return { node, value in if let value = value as? CGPoint { node.center = value } }
        }
        if Value.self == CGRect.self, key == \Node.bounds {
            return { node, value in if let value = value as? CGRect { node.bounds = value } }
        }
        if Value.self == Double.self, key == \Node.alpha {
            return { node, value in if let value = value as? Double { node.alpha = value } }
        }
        if Value.self == CGFloat.self, key == \Node.cornerRadius {
            return { node, value in if let value = value as? CGFloat { node.cornerRadius = value } }
        }
        if Value.self == Color.self, key == \Node.backgroundColor {
            return { node, value in
                if let value = value as? Color { node.backgroundColor = value }
            }
        }
        return nil
    }
}
