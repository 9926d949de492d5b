// INTERIM: deleted when the Values and Timing branches are merged.
import Foundation

public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0,
        ty: CGFloat = 0
    public init() {}
    public init(scaleX: CGFloat, y: CGFloat) {
        a = scaleX
        d = y
    }
    public static let identity = CGAffineTransform()
}
extension CGAffineTransform: Interpolatable {
    public func interpolated(to o: Self, fraction t: Double) -> Self {
        var r = self
        r.a += (o.a - a) * t
        r.d += (o.d - d) * t
        r.b += (o.b - b) * t
        r.c += (o.c - c) * t
        r.tx += (o.tx - tx) * t
        r.ty += (o.ty - ty) * t
        return r
    }
}
public struct Color: Sendable, Hashable, Interpolatable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public func interpolated(to o: Self, fraction t: Double) -> Self {
        Color(
            red: red + (o.red - red) * t, green: green + (o.green - green) * t,
            blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
    }
}
extension Double: Interpolatable {
    public func interpolated(to o: Double, fraction t: Double) -> Double { self + (o - self) * t }
}
extension CGFloat: Interpolatable {
    public func interpolated(to o: CGFloat, fraction t: Double) -> CGFloat { self + (o - self) * t }
}
extension CGPoint: Interpolatable {
    public func interpolated(to o: CGPoint, fraction t: Double) -> CGPoint {
        CGPoint(x: x + (o.x - x) * t, y: y + (o.y - y) * t)
    }
}
extension CGSize: Interpolatable {
    public func interpolated(to o: CGSize, fraction t: Double) -> CGSize {
        CGSize(width: width + (o.width - width) * t, height: height + (o.height - height) * t)
    }
}
extension CGRect: Interpolatable {
    public func interpolated(to o: CGRect, fraction t: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: o.origin, fraction: t),
            size: size.interpolated(to: o.size, fraction: t))
    }
}

public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear
}
public enum TimingCurveType: Sendable { case builtin, cubic, spring, composed }
public protocol TimingCurveProvider: Sendable {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    public var controlPoint1: CGPoint, controlPoint2: CGPoint
    public var animationCurve: AnimationCurve = .easeInOut
    public init() {
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
    }
    public init(animationCurve: AnimationCurve) {
        self.animationCurve = animationCurve
        switch animationCurve {
        case .easeInOut:
            controlPoint1 = CGPoint(x: 0.42, y: 0)
            controlPoint2 = CGPoint(x: 0.58, y: 1)
        case .easeIn:
            controlPoint1 = CGPoint(x: 0.42, y: 0)
            controlPoint2 = CGPoint(x: 1, y: 1)
        case .easeOut:
            controlPoint1 = CGPoint(x: 0, y: 0)
            controlPoint2 = CGPoint(x: 0.58, y: 1)
        case .linear:
            controlPoint1 = CGPoint(x: 0, y: 0)
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
    }
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
    }
    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
    public func value(at p: Double) -> Double {
        let x = min(max(p, 0), 1)
        var lo = 0.0
        var hi = 1.0
        func bx(_ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * controlPoint1.x + 3 * (1 - s) * s * s * controlPoint2.x + s
                * s * s
        }
        for _ in 0..<60 {
            let m = (lo + hi) / 2
            if bx(m) < x { lo = m } else { hi = m }
        }
        let s = (lo + hi) / 2
        return 3 * (1 - s) * (1 - s) * s * controlPoint1.y + 3 * (1 - s) * s * s * controlPoint2.y
            + s * s * s
    }
}
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    public var mass = 1.0, stiffness = 100.0, damping = 10.0
    public var initialVelocity = CGVector.zero
    var isDurationFitted = false
    var ratio = 1.0
    public init() {
        mass = 3
        stiffness = 1000
        damping = 500
    }
    public init(dampingRatio: Double) {
        isDurationFitted = true
        ratio = dampingRatio
    }
    public init(dampingRatio: Double, initialVelocity: CGVector) {
        isDurationFitted = true
        ratio = dampingRatio
        self.initialVelocity = initialVelocity
    }
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }
    public var dampingRatio: Double {
        isDurationFitted ? ratio : damping / (2 * (mass * stiffness).squareRoot())
    }
    public var settlingDuration: TimeInterval { 1 }
    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
    public func fitted(toDuration d: TimeInterval) -> SpringTimingParameters {
        guard isDurationFitted else { return self }
        let w0 =
            log(
                max(ratio, 0.001) / (0.001 * (1 - min(ratio, 0.99) * min(ratio, 0.99)).squareRoot())
            ) / (max(ratio, 0.001) * d)
        return SpringTimingParameters(
            mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0, initialVelocity: initialVelocity)
    }
    public func value(at t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let z = min(dampingRatio, 0.999)
        let wd = w0 * (1 - z * z).squareRoot()
        return 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
    }
}
extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let pts = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
        let xs = pts.map(\.x)
        let ys = pts.map(\.y)
        return CGRect(
            x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
            height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
}
extension CGAffineTransform {
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}
