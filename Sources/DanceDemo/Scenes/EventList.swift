/// The events a stage logged, as a one-line list under its figure.
@MainActor
enum EventList {
    static func html(_ stage: Stage) -> String {
        let items = stage.events.map { event in
            "<li><b>\(SVG.number(event.time, digits: 3)) s</b> \(SVG.escape(event.label))</li>"
        }
        return "<ul class=\"events\">" + items.joined() + "</ul>"
    }
}
