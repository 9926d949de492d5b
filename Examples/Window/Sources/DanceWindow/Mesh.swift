import CSDL2
import Dance
import Foundation

/// Triangles for a frame's nodes, ready for one `SDL_RenderGeometry` call.
///
/// Each node is a rounded rectangle (a plain rectangle when its corner radius is 0, a circle
/// when the radius is half its side) filled with one colour: a fan of triangles from its
/// centre, every vertex placed by the node's affine transform about its centre, as UIKit
/// places a view. The buffers keep their storage between frames, so a steady scene draws
/// without allocating.
struct Mesh {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// Empties the mesh, keeping its storage.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds the triangles of `node` as it is presented.
    mutating func append(_ node: NodeSnapshot) {
        let halfWidth = Double(node.bounds.width) / 2
        let halfHeight = Double(node.bounds.height) / 2
        guard halfWidth > 0, halfHeight > 0 else { return }
        let color = Self.sdlColor(node.backgroundColor, alpha: node.alpha)
        guard color.a > 0 else { return }
        // `max` and `min` pass NaN through, so a NaN radius is made 0 (square corners) first.
        let cornerRadius = Double(node.cornerRadius)
        let radius = cornerRadius.isNaN ? 0 : min(max(cornerRadius, 0), halfWidth, halfHeight)
        let first = Int32(vertices.count)
        guard radius > 0 else {
            // A rectangle: two triangles sharing the diagonal from corner 0 to corner 2.
            vertices.append(Self.vertex(halfWidth, halfHeight, node, color))
            vertices.append(Self.vertex(-halfWidth, halfHeight, node, color))
            vertices.append(Self.vertex(-halfWidth, -halfHeight, node, color))
            vertices.append(Self.vertex(halfWidth, -halfHeight, node, color))
            indices.append(first)
            indices.append(first + 1)
            indices.append(first + 2)
            indices.append(first)
            indices.append(first + 2)
            indices.append(first + 3)
            return
        }
        // Clamped before converting: `Int(_:)` traps on an infinite radius (an infinite node).
        let segments = Int(min(max(radius / 1.5, 6), 24))
        vertices.append(Self.vertex(0, 0, node, color))
        for (corner, sign) in Self.corners.enumerated() {
            let cornerX = sign.x * (halfWidth - radius)
            let cornerY = sign.y * (halfHeight - radius)
            for step in 0...segments {
                let angle = (Double(corner) + Double(step) / Double(max(segments, 1))) * .pi / 2
                vertices.append(
                    Self.vertex(
                        cornerX + radius * cos(angle), cornerY + radius * sin(angle), node, color))
            }
        }
        let outline = Int32(vertices.count) - first - 1
        for index in 0..<outline {
            indices.append(first)
            indices.append(first + 1 + index)
            indices.append(first + 1 + (index + 1) % outline)
        }
    }

    /// The corners' directions, in drawing order.
    private static let corners: [(x: Double, y: Double)] = [(1, 1), (-1, 1), (-1, -1), (1, -1)]

    /// A vertex at local point (`x`, `y`), pixels from the node's centre before its transform.
    private static func vertex(
        _ x: Double, _ y: Double, _ node: NodeSnapshot, _ color: SDL_Color
    ) -> SDL_Vertex {
        let point = CGPoint(x: x, y: y).applying(node.transform)
        return SDL_Vertex(
            position: SDL_FPoint(
                x: Float(node.center.x + point.x), y: Float(node.center.y + point.y)),
            color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// The 8-bit colour SDL blends with: components rounded, alpha times the node's alpha.
    static func sdlColor(_ color: Color, alpha: Double) -> SDL_Color {
        SDL_Color(
            r: byte(color.red), g: byte(color.green), b: byte(color.blue),
            a: byte(color.alpha * alpha))
    }

    /// `component` (0…1, clamped; NaN counts as 0) as 0…255.
    ///
    /// NaN is tested first: `max` and `min` would pass it through, and `UInt8(_:)` traps on it.
    static func byte(_ component: Double) -> UInt8 {
        guard !component.isNaN else { return 0 }
        return UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}
