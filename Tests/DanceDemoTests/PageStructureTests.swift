import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

@MainActor @Suite(.serialized) struct PageStructureTests {
    @Test("the page is well-formed XML with an XHTML root")
    func wellFormed() throws {
        let page = try RenderedPage(fps: 60)
        #expect(page.root.name == "html")
        #expect(page.text.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("every scene is a section with its id, a caption, a figure and its code")
    func everySceneIsThere() throws {
        let page = try RenderedPage(fps: 60)
        let sections = page.root.subtree.filter { $0.name == "section" }
        #expect(sections.count == SceneCatalog.ids.count)
        for id in SceneCatalog.ids {
            let section = try #require(try page.element(id: id), "missing scene \(id)")
            #expect(section.name == "section")
            let code = section.descendants(named: "pre")
            #expect(code.count == 1, "scene \(id) shows its code once")
            let svgs = section.descendants(named: "svg")
            #expect(!svgs.isEmpty, "scene \(id) has a figure")
        }
    }

    @Test("the page is self-contained: no scripts, no external resources")
    func selfContained() throws {
        let page = try RenderedPage(fps: 60)
        #expect(!page.text.contains("<script"))
        #expect(!page.text.contains("http://") || page.text.contains("http://www.w3.org"))
        #expect(!page.text.contains("https://"))
        #expect(!page.text.contains("<link"))
        let sources = page.root.subtree.filter {
            $0.attributes["src"] != nil || $0.attributes["href"] != nil
        }
        #expect(sources.isEmpty)
    }

    @Test("the code shown for each scene is the code that ran")
    func snippetsMatchTheCode() throws {
        let scenes: [(file: String, code: String)] = [
            ("QuickStartScene.swift", QuickStartScene.code),
            ("CurvesRaceScene.swift", CurvesRaceScene.code),
            ("CubicAndSpringScene.swift", CubicAndSpringScene.code),
            ("InteractionScene.swift", InteractionScene.code),
            ("SequenceScene.swift", SequenceScene.code),
            ("ChoreographyScene.swift", ChoreographyScene.code),
            ("KeyframesScene.swift", KeyframesScene.code),
            ("TimeControlsScene.swift", TimeControlsScene.code),
            ("TimingPlotsScene.swift", TimingPlotsScene.code),
            ("MotionScene.swift", MotionScene.code),
        ]
        for scene in scenes {
            let source = try snippet(inSourceFile: scene.file)
            #expect(source == scene.code, "\(scene.file)")
        }
    }

    @Test(
        "the XML reader rejects what is not well-formed",
        arguments: [
            "<a><b></a></b>", "<a x='1' x='2'/>", "<a x=1/>", "<a>&nope;</a>", "<a/><b/>",
            "<a>", "<a x='<'/>", "text",
        ])
    func xmlReaderRejects(text: String) {
        #expect(throws: XMLSyntaxError.self) { try parseXML(text) }
    }

    @Test("the XML reader reads names, attributes and entities")
    func xmlReaderReads() throws {
        let root = try parseXML(
            "<?xml version='1.0'?><!DOCTYPE x><svg:g id=\"a&amp;b\"><!-- c --><p/>&#x41;</svg:g>")
        #expect(root.name == "g")
        #expect(root.attributes["id"] == "a&b")
        #expect(root.children.map(\.name) == ["p"])
    }

    @Test("rendering leaves the driver idle")
    func driverIdleAfterRendering() throws {
        _ = try RenderedPage(fps: 30)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the interaction scene logs its events at the times it ran them")
    func interactionEvents() {
        let stage = Stage(size: CGSize(width: 100, height: 100), fps: 60)
        let dot = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        InteractionScene.play(dot, on: stage)
        let log = stage.events.map { "\(SVG.number($0.time, digits: 3)) \($0.label)" }
        #expect(
            log == [
                "0 start()", "0.8 pause() at 0.4", "1.6 setProgress(to: 0.2)", "1.9 start()",
                "2.9 reverse()", "3.5 finish(at: .start)",
            ])
        #expect(dot.$center.presentation.x == 5)
        #expect(!dot.dance.hasAnimation)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the choreography logs one completion for the whole timeline, after the scrub")
    func choreographyEvents() {
        let stage = Stage(size: CGSize(width: 100, height: 100), fps: 60)
        let (title, tiles, button) = ChoreographyScene.makeNodes()
        ChoreographyScene.play(title: title, tiles: tiles, button: button, on: stage)
        let log = stage.events.map { "\(SVG.number($0.time, digits: 3)) \($0.label)" }
        // 1.88 s of steps: paused at 1.2 s, dragged back to 25 %, resumed at 2 s for the
        // remaining 75 % (1.41 s); the completion runs on the first frame after 3.41 s.
        #expect(
            log == [
                "0 startAnimation()", "1.2 pauseAnimation()", "1.7 fractionComplete = 0.25",
                "2 startAnimation()", "3.417 completion(end)",
            ])
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the sequence is one 1 s timeline with one completion")
    func sequenceEvents() {
        let stage = Stage(size: CGSize(width: 100, height: 100), fps: 60)
        let box = Node(frame: SequenceScene.start)
        box.alpha = 0
        SequenceScene.play(box, on: stage)
        stage.run(until: SequenceScene.recorded)
        let log = stage.events.map { "\(SVG.number($0.time, digits: 3)) \($0.label)" }
        #expect(log == ["0 animate([…]), 1.0 s", "1 completion(end)"])
        #expect(box.presentation.frame == CGRect(x: 180, y: 30, width: 200, height: 200))
        #expect(box.presentation.alpha == 1)
    }

    @Test("rendering reports no Dance errors and leaves no Dance animation behind")
    func noDanceErrors() throws {
        let factory = DanceFactory.instance
        let handler = factory.errorHandler
        defer { factory.errorHandler = handler }
        var errors: [DanceError] = []
        factory.errorHandler = { errors.append($0) }
        let before = factory.activeAnimationCount
        _ = try RenderedPage(fps: 60)
        #expect(errors.isEmpty)
        #expect(factory.activeAnimationCount == before)
    }
}
