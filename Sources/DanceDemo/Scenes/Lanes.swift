import Dance
import Foundation

/// A race track: one dot per lane, a start and a finish line, a label per lane.
@MainActor
struct Lanes {
    /// The dots, top to bottom.
    let dots: [Node]
    /// The x of the start line (where the dots' centres begin).
    let start: CGFloat
    /// The x the dots race to.
    let finish: CGFloat

    static let laneHeight: CGFloat = 46

    /// Puts `labels.count` dots on `stage`, adds them to its recording as `dot0`, `dot1`…,
    /// and draws the lanes.
    init(on stage: Stage, labels: [String], start: CGFloat = 190, finish: CGFloat = 420) {
        self.start = start
        self.finish = finish
        var dots: [Node] = []
        let top: CGFloat = 30
        for (index, label) in labels.enumerated() {
            let y = top + CGFloat(index) * Self.laneHeight
            let dot = Node(frame: CGRect(x: start - 11, y: y - 11, width: 22, height: 22))
            dot.cornerRadius = 11
            dot.backgroundColor = Palette.color(index)
            stage.add(dot, name: "dot\(index)")
            dots.append(dot)
            stage.decor.append(
                SVG.line(
                    from: CGPoint(x: start, y: y), to: CGPoint(x: stage.size.width - 16, y: y),
                    className: "lane"))
            stage.decor.append(SVG.text(label, x: 16, y: y + 4))
        }
        let bottom = top + CGFloat(labels.count - 1) * Self.laneHeight
        for x in [start, finish] {
            stage.decor.append(
                SVG.line(
                    from: CGPoint(x: x, y: top - 18), to: CGPoint(x: x, y: bottom + 18),
                    className: "finish"))
        }
        self.dots = dots
    }

    /// The stage height for `count` lanes.
    static func height(lanes count: Int) -> CGFloat {
        30 + CGFloat(count - 1) * laneHeight + 42
    }
}
