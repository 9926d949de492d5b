import Dance
import Foundation
import Testing

@testable import DanceWindow

@MainActor
@Suite struct MeshTests {
    @Test(
        "a colour component becomes a byte, clamped, NaN as 0",
        arguments: [
            (0.5, 128), (0, 0), (-0.0, 0), (1, 255), (-3, 0), (7, 255), (Double.nan, 0),
            (Double.infinity, 255), (-Double.infinity, 0),
        ] as [(Double, UInt8)])
    func byte(component: Double, expected: UInt8) {
        #expect(Mesh.byte(component) == expected)
    }

    @Test(
        "any corner radius draws: NaN square, infinite as round as the node allows",
        arguments: [
            (CGFloat.nan, 4), (-CGFloat.infinity, 4), (0, 4), (CGFloat.infinity, 57),
        ] as [(CGFloat, Int)])
    func cornerRadius(radius: CGFloat, vertices: Int) {
        let node = Node(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        node.backgroundColor = Color(red: 1, green: 1, blue: 1)
        node.cornerRadius = radius
        var mesh = Mesh()
        mesh.append(node.presentation)
        #expect(mesh.vertices.count == vertices)
    }

    @Test("an infinite node with an infinite corner radius does not trap")
    func infiniteNode() {
        let size = CGFloat.infinity
        let node = Node(frame: CGRect(x: 0, y: 0, width: size, height: size))
        node.backgroundColor = Color(red: 1, green: 1, blue: 1)
        node.cornerRadius = .infinity
        var mesh = Mesh()
        mesh.append(node.presentation)
        #expect(mesh.vertices.count == 101)
    }
}
