import Foundation

// A declarative step renders every property it animates on every frame. In the generic
// `PropertySegments<Value>` that code is compiled once for all types, looks up the generic
// metadata of its segments and copies them through the value witnesses; these subclasses
// compile the same body for each built-in type, as the property storages do
// (`AnimatedStorage+UnsafeSpecialization.swift`). Each body is deliberately identical: the
// class, not the text, is what differs. Other types use the generic class.

final class DoubleSegments: PropertySegments<Double> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

final class CGFloatSegments: PropertySegments<CGFloat> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

final class CGPointSegments: PropertySegments<CGPoint> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

final class CGSizeSegments: PropertySegments<CGSize> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

final class CGRectSegments: PropertySegments<CGRect> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

final class ColorSegments: PropertySegments<Color> {
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }
}

extension PropertySegments {
    /// The segments of `storage`'s property: the subclass for a built-in type, else the
    /// generic class.
    ///
    /// Once `Value` is proven to be `Double` (say) by comparing metatype identities, the
    /// storage is an `AnimatedStorage<Double>` and the new `DoubleSegments` a
    /// `PropertySegments<Value>`: the types are identical, so the casts change no bit's
    /// meaning.
    static func make(storage: AnimatedStorage<Value>) -> PropertySegments<Value> {
        let type = ObjectIdentifier(Value.self)
        let made: AnyObject
        if type == ObjectIdentifier(Double.self) {
            made = DoubleSegments(
                storage: unsafeDowncast(storage, to: AnimatedStorage<Double>.self))
        } else if type == ObjectIdentifier(CGPoint.self) {
            made = CGPointSegments(
                storage: unsafeDowncast(storage, to: AnimatedStorage<CGPoint>.self))
        } else if type == ObjectIdentifier(CGFloat.self) {
            made = CGFloatSegments(
                storage: unsafeDowncast(storage, to: AnimatedStorage<CGFloat>.self))
        } else if type == ObjectIdentifier(CGSize.self) {
            made = CGSizeSegments(
                storage: unsafeDowncast(storage, to: AnimatedStorage<CGSize>.self))
        } else if type == ObjectIdentifier(CGRect.self) {
            made = CGRectSegments(
                storage: unsafeDowncast(storage, to: AnimatedStorage<CGRect>.self))
        } else if type == ObjectIdentifier(Color.self) {
            made = ColorSegments(storage: unsafeDowncast(storage, to: AnimatedStorage<Color>.self))
        } else {
            return PropertySegments(storage: storage)
        }
        return unsafeDowncast(made, to: PropertySegments<Value>.self)
    }
}
