import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ViewGeometryTests {
    @Test func frameCenterBoundsAndTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100), "frame follows the transform")
        #expect(view.bounds.size == CGSize(width: 100, height: 50), "bounds do not")
        view.transform = .identity
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.frame == CGRect(x: 50, y: 35, width: 20, height: 20), "bounds change about the centre")
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor && view.backgroundColor == .red)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }

    @Test func hierarchyHooksInAppleOrder() {
        final class Probe: UIView {
            var log: EventLog!
            var name = ""
            override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
            override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
            override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
            override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
        }
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Probe(), child = Probe()
        parent.log = log; parent.name = "parent"
        child.log = log; child.name = "child"
        window.addSubview(parent)
        #expect(log.events == ["parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)",
                               "parent.didMoveToWindow", "parent.didMoveToSuperview"])
        let start = log.events.count
        parent.addSubview(child)
        #expect(Array(log.events[start...]) == ["child.willMoveToSuperview(view)", "child.willMoveToWindow(window)",
                                                "child.didMoveToWindow", "child.didMoveToSuperview", "parent.didAddSubview"])
        #expect(child.window === window)
        let removal = log.events.count
        parent.removeFromSuperview()
        #expect(Array(log.events[removal...]) == ["parent.willMoveToSuperview(nil)", "parent.willMoveToWindow(nil)",
                                                  "child.willMoveToWindow(nil)", "parent.didMoveToWindow",
                                                  "child.didMoveToWindow", "parent.didMoveToSuperview"])
        #expect(child.window == nil && child.superview === parent)
    }

    /// `window` is the nearest window at or above the view, at every moment of a move: the hooks before it see the
    /// old one, the hooks after it the new one, for every descendant, and a window inside keeps its own subtree.
    @Test func windowIsTheNearestWindowAboveAtEveryMomentOfAMove() {
        final class Probe: UIView {
            var seen: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { seen.append("will:\(window?.tag ?? 0)") }
            override func didMoveToWindow() { seen.append("did:\(window?.tag ?? 0)") }
        }
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.tag = 1
        second.tag = 2
        #expect(first.window === first)
        let parent = UIView(), child = Probe(), grandchild = Probe()
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.window == nil)
        first.addSubview(parent)
        #expect(child.seen == ["will:0", "did:1"] && grandchild.seen == ["will:0", "did:1"])
        #expect(grandchild.window === first && parent.window === first)
        second.addSubview(parent)
        #expect(grandchild.seen == ["will:0", "did:1", "will:1", "did:2"])
        #expect(grandchild.window === second)
        // A window inside a view is the window of its own subtree, wherever the view goes.
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.tag = 3
        let leaf = UIView()
        inner.addSubview(leaf)
        child.addSubview(inner)
        #expect(inner.window === inner && leaf.window === inner)
        parent.removeFromSuperview()
        #expect(grandchild.seen.suffix(2) == ["will:2", "did:0"])
        #expect(child.window == nil && grandchild.window == nil && inner.window === inner && leaf.window === inner)
        inner.removeFromSuperview()
        #expect(inner.window === inner && leaf.window === inner)
        // A window that goes away takes itself from the windows of views that outlive it.
        var dropped: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let survivor = UIView()
        dropped!.addSubview(survivor)
        #expect(survivor.window === dropped)
        survivor.removeFromSuperview()
        dropped!.addSubview(survivor)
        dropped = nil
        #expect(survivor.window == nil)
    }

    /// A view that outlives its superview (someone else holds it) is in no view and no window: the references up the
    /// tree are not retained, and the view going away clears them, for a view held deep in a window that goes too.
    @Test func viewsThatOutliveTheirSuperviewOrWindowAreInNeither() {
        var parent: UIView? = UIView()
        let child = UIView()
        parent!.addSubview(child)
        weak let parentGone = parent
        parent = nil
        #expect(parentGone == nil, "a subview does not keep its superview")
        #expect(child.superview == nil && child.window == nil)
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = UIView(), leaf = UIView()
        middle.addSubview(leaf)
        window!.addSubview(middle)
        #expect(leaf.window === window && middle.superview === window)
        window = nil
        #expect(middle.superview == nil && middle.window == nil && leaf.window == nil && leaf.superview === middle)
        let another = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        another.addSubview(middle)
        #expect(leaf.window === another && middle.superview === another, "in a window again")
    }

    @Test func subviewOrderMatchesLayerOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.first === b && parent.subviews.last === a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0.layer) })
        parent.insertSubview(UIView(), at: 1)
        #expect(parent.subviews.count == 4 && parent.layer.sublayers!.count == 4)
        #expect(a.isDescendant(of: parent) && !parent.isDescendant(of: a))
        c.tag = 7
        #expect(parent.viewWithTag(7) === c)
    }

    @Test func convertRoundTripsThroughTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        let p = CGPoint(x: 5, y: 7)
        let inWindow = b.convert(p, to: nil)
        let back = b.convert(inWindow, from: nil)
        #expect(isClose(back.x, p.x) && isClose(back.y, p.y))
        let viaA = a.convert(b.convert(p, to: a), to: window)
        #expect(isClose(viaA.x, inWindow.x) && isClose(viaA.y, inWindow.y))
        // b's origin: a's local (10, 10) is (−90, −40) from a's centre (150, 100); turned 90° → (40, −90).
        let origin = b.convert(CGPoint.zero, to: window)
        #expect(isClose(origin.x, 190) && isClose(origin.y, 10))
        let rect = b.convert(b.bounds, to: window)
        #expect(isClose(rect.width, 50) && isClose(rect.minX, 140))
    }

    @Test func hitTestingRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back, "alpha below 0.01 is skipped")
        front.alpha = 0.02
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        back.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil, "outside the parent: not found, as in UIKit")
    }

    @Test func autoresizingMasks() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 50, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centered = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [stretchy, pinnedRight, centered, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 50, width: 20, height: 20))
        #expect(centered.frame == CGRect(x: 90, y: 140, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(stretchy.frame.width == 180)
    }

    @Test func layoutSubviewsRunsOnceInTheFrame() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let clock = TestClock()
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.advance(by: 1.0 / 60)
        let before = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        clock.advance(by: 1.0 / 60)
        #expect(view.layouts == before + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 2)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(view.layer.needsLayout(), "a size change asks for layout")
    }

    @Test func drawingGoesThroughDrawRectOnlyForViewsThatDraw() throws {
        final class Painted: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2)).fill()
            }
        }
        let clock = TestClock()
        let painted = Painted(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        clock.advance(by: 1.0 / 60)
        let image = try #require(painted.layer.backingImage)
        #expect(image.premultipliedRGBA(x: 10, y: 5) == (255, 0, 0, 255), "top half, top-left origin")
        #expect(image.premultipliedRGBA(x: 10, y: 30).alpha == 0)
        #expect(plain.layer.backingImage == nil, "views that do not draw get no backing store")
    }

    /// A window made from a coder is its own window, as one made with a frame is, and the window of the views
    /// added to it; a plain view made from a coder is in no window.
    @Test func aWindowMadeFromACoderIsItsOwnWindow() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let window = try #require(UIWindow(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)))
        #expect(window.window === window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.window === window)
        let decoded = try #require(UIView(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)))
        #expect(decoded.window == nil)
        view.addSubview(decoded)
        #expect(decoded.window === window)
    }
}
