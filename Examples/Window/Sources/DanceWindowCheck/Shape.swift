import Foundation
import WindowRecord

/// A recorded node as geometry: where a window point falls relative to its edge.
struct Shape {
    let record: ShapeRecord

    private var halfWidth: Double { record.size[0] / 2 }
    private var halfHeight: Double { record.size[1] / 2 }

    /// The window point at local point (`x`, `y`) (pixels from the centre, before the
    /// transform).
    func windowPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        let t = record.transform
        return (
            record.center[0] + t[0] * x + t[2] * y + t[4],
            record.center[1] + t[1] * x + t[3] * y + t[5]
        )
    }

    /// Signed distance in window pixels from `point` to the shape's edge, negative inside.
    ///
    /// `nil` when the transform cannot be inverted (the shape is a line or a point).
    func signedDistance(to point: (x: Double, y: Double)) -> Double? {
        let t = record.transform
        let determinant = t[0] * t[3] - t[1] * t[2]
        guard abs(determinant) > 1e-9 else { return nil }
        let dx = point.x - record.center[0] - t[4]
        let dy = point.y - record.center[1] - t[5]
        let x = (t[3] * dx - t[2] * dy) / determinant
        let y = (-t[1] * dx + t[0] * dy) / determinant
        let radius = min(max(record.cornerRadius, 0), halfWidth, halfHeight)
        let qx = abs(x) - (halfWidth - radius)
        let qy = abs(y) - (halfHeight - radius)
        let outside = hypot(max(qx, 0), max(qy, 0))
        let inside = min(max(qx, qy), 0)
        return (outside + inside - radius) * abs(determinant).squareRoot()
    }

    /// The fill as SDL blends it: 0…255 colour and alpha, rounded as the renderer rounds.
    var fill: (rgb: [Double], alpha: Double) {
        let bytes = record.color.map { (min(max($0, 0), 1) * 255).rounded() }
        return (Array(bytes[0..<3]), bytes[3])
    }
}
