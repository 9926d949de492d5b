import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct NodeTests {
    @Test("init(frame:) puts center at the frame's midpoint and bounds at the origin")
    func initFromFrame() {
        let node = Node(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(node.center == CGPoint(x: 25, y: 40))
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(node.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(node.transform == .identity)
        #expect(node.alpha == 1)
        #expect(node.backgroundColor == .clear)
        #expect(node.cornerRadius == 0)
        #expect(Node().frame == .zero)
    }

    @Test("setting frame sets center to its midpoint and bounds' size, keeping bounds' origin")
    func setFrame() {
        let node = makeNode()
        node.bounds.origin = CGPoint(x: 3, y: 4)
        node.frame = CGRect(x: 100, y: 50, width: 20, height: 60)
        #expect(node.center == CGPoint(x: 110, y: 80))
        #expect(node.bounds == CGRect(x: 3, y: 4, width: 20, height: 60))
        #expect(node.frame == CGRect(x: 100, y: 50, width: 20, height: 60))
    }

    @Test("the frame of a scaled node is the scaled size around the center")
    func frameWithScale() {
        let node = makeNode()
        node.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(node.frame == CGRect(x: -5, y: -10, width: 20, height: 30))
        #expect(node.presentation.frame == node.frame)
    }

    @Test("setting frame inside a block animates center and bounds together")
    func frameInBlockAnimatesCenterAndBounds() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.frame = CGRect(x: 100, y: 0, width: 30, height: 30)
            }
            animator.startAnimation()
            #expect(node.frame == CGRect(x: 100, y: 0, width: 30, height: 30))
            #expect(node.$center.isAnimating)
            #expect(node.$bounds.isAnimating)
            #expect(animator.trackCount == 2)
            clock.advance(to: 0.5)
            #expect(node.$center.presentation == CGPoint(x: 60, y: 10))
            #expect(node.$bounds.presentation == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(node.presentation.frame == CGRect(x: 50, y: 0, width: 20, height: 20))
            clock.advance(to: 1)
            #expect(node.presentation.frame == CGRect(x: 100, y: 0, width: 30, height: 30))
        }
    }

    @Test("presentation is a value snapshot of every property's presentation value")
    func presentationSnapshot() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.center = CGPoint(x: 105, y: 5)
                node.alpha = 0
                node.cornerRadius = 4
                node.backgroundColor = .red
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let snapshot = node.presentation
            #expect(snapshot.center == CGPoint(x: 55, y: 5))
            #expect(snapshot.alpha == 0.5)
            #expect(snapshot.cornerRadius == 2)
            #expect(snapshot.bounds == node.$bounds.presentation)
            #expect(snapshot.transform == node.$transform.presentation)
            #expect(snapshot.backgroundColor == node.$backgroundColor.presentation)
            clock.advance(to: 1)
            #expect(snapshot.center == CGPoint(x: 55, y: 5))  // a copy: it does not move
            #expect(
                node.presentation
                    == NodeSnapshot(
                        center: CGPoint(x: 105, y: 5), bounds: node.bounds, transform: .identity,
                        alpha: 0, backgroundColor: .red, cornerRadius: 4))
        }
    }

    // MARK: - Hierarchy

    @Test("addChild appends on top and sets the parent; removeFromParent undoes it")
    func addAndRemove() {
        let root = Node()
        let first = Node()
        let second = Node()
        root.addChild(first)
        root.addChild(second)
        #expect(
            root.children.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(first.parent === root)
        first.removeFromParent()
        #expect(root.children.count == 1 && root.children[0] === second)
        #expect(first.parent == nil)
        first.removeFromParent()  // no parent: nothing happens
        #expect(root.children.count == 1)
    }

    @Test("adding a child that has a parent moves it; adding it again moves it to the top")
    func reparent() {
        let left = Node()
        let right = Node()
        let child = Node()
        let other = Node()
        left.addChild(child)
        right.addChild(child)
        #expect(left.children.isEmpty)
        #expect(child.parent === right)
        right.addChild(other)
        right.addChild(child)
        #expect(
            right.children.map(ObjectIdentifier.init) == [other, child].map(ObjectIdentifier.init))
    }

    @Test("adding a node to itself or to one of its descendants is ignored")
    func cyclesIgnored() {
        let root = Node()
        let child = Node()
        let grandchild = Node()
        root.addChild(child)
        child.addChild(grandchild)
        root.addChild(root)
        grandchild.addChild(root)
        child.addChild(root)
        #expect(root.parent == nil)
        #expect(root.children.count == 1 && root.children[0] === child)
        #expect(child.children.count == 1 && child.children[0] === grandchild)
        #expect(grandchild.children.isEmpty)
    }

    @Test("a parent keeps its children alive; a child refers to its parent weakly")
    func ownership() {
        let child = Node()
        weak var weakParent: Node?
        weak var weakGrandchild: Node?
        do {
            let parent = Node()
            weakParent = parent
            parent.addChild(child)
            let grandchild = Node()
            weakGrandchild = grandchild
            child.addChild(grandchild)
        }
        #expect(weakParent == nil)
        #expect(child.parent == nil)
        #expect(weakGrandchild != nil)
        #expect(child.children.count == 1)
    }
}
