import Dance
import Foundation

/// Writes a recorded ``Stage`` as an SVG whose SMIL animations replay the samples.
///
/// Each node becomes nested groups — translate (centre plus the transform's translation),
/// rotate, scale — around a rectangle with the node's size, corner radius, fill and opacity.
/// An attribute that never changes is written once as a plain attribute; one that changes gets
/// an `<animate>` whose `values` are the sampled presentation values, one per frame. Skew is
/// not drawn (no scene uses it).
@MainActor
struct StageRenderer {
    let stage: Stage
    let sceneID: String
    let loop: Loop

    init(stage: Stage, sceneID: String) {
        self.stage = stage
        self.sceneID = sceneID
        loop = Loop(duration: stage.duration)
    }

    /// The id of the SMIL element animating `attribute` of actor `name` (`move` is the
    /// translation, `scale`, `rotate`, `fill`, `opacity`, `width`…).
    static func animationID(scene: String, actor: String, attribute: String) -> String {
        "\(scene)-\(actor)-\(attribute)"
    }

    /// The stage as an `<svg>` element.
    func svg() -> String {
        let width = stage.size.width
        let height = stage.size.height
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"stage\" id=\"\(sceneID)-stage\" "
                + "viewBox=\"0 0 \(SVG.number(width)) "
                + "\(SVG.number(height))\" role=\"img\" aria-label=\"\(sceneID) animation\">",
            "<rect class=\"stage-bg\" x=\"0\" y=\"0\" width=\"\(SVG.number(width))\" "
                + "height=\"\(SVG.number(height))\" rx=\"10\"/>",
        ]
        parts += stage.decor
        for actor in stage.actors {
            parts.append(render(actor))
        }
        parts.append(progressBar())
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    // MARK: - Nodes

    private func render(_ actor: Stage.Actor) -> String {
        let shots = actor.snapshots
        func id(_ attribute: String) -> String {
            Self.animationID(scene: sceneID, actor: actor.name, attribute: attribute)
        }
        let moves = shots.map {
            SVG.pair($0.center.x + $0.transform.tx, $0.center.y + $0.transform.ty)
        }
        let angles = unwrappedAngles(shots.map(\.transform)).map { SVG.number($0) }
        let scales = shots.map { shot -> String in
            let transform = shot.transform
            let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
            let determinant = transform.a * transform.d - transform.b * transform.c
            return SVG.pair(scaleX, scaleX == 0 ? 0 : determinant / scaleX)
        }
        let opacity = attribute(
            "opacity", shots.map { SVG.number($0.alpha, digits: 3) }, id("opacity"))
        let open = [
            group(transform: "translate", values: moves, id: id("move"), opacity: opacity),
            group(transform: "rotate", values: angles, id: id("rotate"), identity: "0"),
            group(transform: "scale", values: scales, id: id("scale"), identity: "1,1"),
        ].compactMap { $0 }
        let rect = rectangle(shots, id: id)
        return open.joined(separator: "\n") + "\n" + rect + "\n"
            + String(repeating: "</g>", count: open.count)
    }

    private func rectangle(_ shots: [NodeSnapshot], id: (String) -> String) -> String {
        let attributes = [
            attribute("x", shots.map { SVG.number(-$0.bounds.width / 2) }, id("x")),
            attribute("y", shots.map { SVG.number(-$0.bounds.height / 2) }, id("y")),
            attribute("width", shots.map { SVG.number($0.bounds.width) }, id("width")),
            attribute("height", shots.map { SVG.number($0.bounds.height) }, id("height")),
            attribute("rx", shots.map { SVG.number($0.cornerRadius) }, id("rx")),
            attribute("fill", shots.map { SVG.color($0.backgroundColor) }, id("fill")),
            attribute(
                "fill-opacity", shots.map { SVG.number($0.backgroundColor.alpha, digits: 3) },
                id("fill-opacity")),
        ]
        return "<rect class=\"actor\" " + attributes.map(\.plain).joined() + ">"
            + attributes.map(\.animation).joined() + "</rect>"
    }

    /// A plain attribute when every sample is equal, else an `<animate>` child.
    private func attribute(
        _ name: String, _ values: [String], _ id: String
    ) -> (plain: String, animation: String) {
        guard let first = values.first else { return ("", "") }
        if values.allSatisfy({ $0 == first }) { return ("\(name)=\"\(first)\" ", "") }
        let animation = loop.animation(
            id: id, attribute: name, values: values, times: stage.times)
        return ("\(name)=\"\(first)\" ", animation)
    }

    /// An opening `<g>` with a static or animated transform of one `type`; `nil` when every
    /// sample is `identity`.
    private func group(
        transform type: String, values: [String], id: String, identity: String? = nil,
        opacity: (plain: String, animation: String) = ("", "")
    ) -> String? {
        guard let first = values.first else { return nil }
        let constant = values.allSatisfy { $0 == first }
        if constant, first == identity, opacity.plain.isEmpty { return nil }
        let open = "<g \(opacity.plain)transform=\"\(type)(\(first))\">" + opacity.animation
        guard !constant else { return open }
        return open
            + loop.animation(
                "animateTransform", id: id, attribute: "transform", values: values,
                times: stage.times, extra: " type=\"\(type)\"")
    }

    /// Rotation angles in degrees, unwrapped so consecutive samples never jump by 360°.
    private func unwrappedAngles(_ transforms: [CGAffineTransform]) -> [Double] {
        var result: [Double] = []
        for transform in transforms {
            var angle = atan2(transform.b, transform.a) * 180 / .pi
            if let previous = result.last {
                while angle - previous > 180 { angle -= 360 }
                while angle - previous < -180 { angle += 360 }
            }
            result.append(angle)
        }
        return result
    }

    // MARK: - Progress

    /// A thin bar along the bottom edge that fills while the recording plays.
    private func progressBar() -> String {
        let width = stage.size.width - 24
        let y = stage.size.height - 8
        let keys = [0, loop.keyTime(0), loop.keyTime(stage.duration), 1]
            .map { SVG.number($0, digits: 5) }.joined(separator: ";")
        return "<rect class=\"track\" x=\"12\" y=\"\(SVG.number(y))\" "
            + "width=\"\(SVG.number(width))\" height=\"3\" rx=\"1.5\"/>"
            + "<rect class=\"progress\" x=\"12\" y=\"\(SVG.number(y))\" width=\"0\" height=\"3\" "
            + "rx=\"1.5\"><animate attributeName=\"width\" dur=\"\(loop.dur)\" "
            + "repeatCount=\"indefinite\" keyTimes=\"\(keys)\" "
            + "values=\"0;0;\(SVG.number(width));\(SVG.number(width))\"/></rect>"
    }
}
