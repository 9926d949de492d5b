// INTERIM: deleted when the Values and Timing branches are merged.
import Foundation

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
