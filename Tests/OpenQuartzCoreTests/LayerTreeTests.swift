import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct LayerTreeTests {
    @Test func frameIsDerivedFromPositionAnchorBoundsAndTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        layer.transform = CATransform3DIdentity
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40) && layer.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func hierarchyOperations() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSublayer(a, above: b)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        let d = CALayer()
        root.replaceSublayer(b, with: d)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [c, d, a].map { ObjectIdentifier($0) })
        #expect(b.superlayer == nil && d.superlayer === root)
        c.addSublayer(a)
        #expect(root.sublayers!.count == 2 && a.superlayer === c)
        a.removeFromSuperlayer()
        #expect(c.sublayers == nil)
    }

    @Test func insertingBelowNoSiblingOrAStrangerPutsTheLayerAtTheBottom() {
        // Core Animation's rule for a nil sibling, or one that is not a sublayer: the
        // bottom for `below:`, the top for `above:`.
        let root = CALayer(), a = CALayer(), b = CALayer(), stranger = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        let c = CALayer(), d = CALayer(), e = CALayer(), f = CALayer()
        root.insertSublayer(c, below: nil)
        root.insertSublayer(d, below: stranger)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [d, c, a, b].map { ObjectIdentifier($0) })
        root.insertSublayer(e, above: nil)
        root.insertSublayer(f, above: stranger)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [d, c, a, b, e, f].map { ObjectIdentifier($0) })
    }

    @Test func cyclesAreRefused() {
        _ = TestClock()
        SegueDiagnostics.clear()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        #expect(parent.superlayer == nil)
        #expect(SegueDiagnostics.messages.last?.contains("cycle") == true)
    }

    @Test func pointConversionThroughTransforms() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 200)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(child)
        // The child's top-left corner, rotated 90° clockwise on screen about the centre.
        let p = child.convert(CGPoint.zero, to: root)
        #expect(isClose(p.x, 250) && isClose(p.y, 150))
        let back = child.convert(p, from: root)
        #expect(isClose(back.x, 0) && isClose(back.y, 0))
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        child.addSublayer(grandchild)
        let rect = grandchild.convert(grandchild.bounds, to: root)
        #expect(isClose(rect.minX, 230) && isClose(rect.minY, 160) && isClose(rect.width, 10))
        root.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        let scaled = child.convert(CGPoint(x: 50, y: 50), to: root)
        #expect(isClose(scaled.x, 200) && isClose(scaled.y, 200), "the centre maps to the root's centre")
    }

    @Test func hitTestingFollowsOrderZPositionHiddenAndMasks() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        front.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front)
        let overflow = CALayer()
        overflow.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
        back.isHidden = false
        back.addSublayer(overflow)
        #expect(root.hitTest(CGPoint(x: 240, y: 240)) === overflow)
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 240, y: 240)) === front)
        #expect(root.hitTest(CGPoint(x: 400, y: 10)) == nil)
    }

    @Test func presentationLayerCarriesTheHierarchy() {
        let clock = TestClock()
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0.5)
        let presentation = root.presentation()!
        #expect(presentation.model() === root)
        #expect(isClose(Double(presentation.sublayers![0].opacity), 0.5))
        #expect(child.presentation()!.superlayer!.model() === root)
    }

    @Test func layoutRunsInTheFrameBeforeCommit() {
        final class Layout: NSObject, CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1 }
        }
        let clock = TestClock()
        let delegate = Layout()
        let root = CALayer()
        root.delegate = delegate
        root.setNeedsLayout()
        root.setNeedsLayout()
        #expect(root.needsLayout())
        clock.advance(by: 1.0 / 60)
        #expect(delegate.count == 1 && !root.needsLayout())
    }

    @Test func drawingGoesThroughTheDelegateIntoTheBackingStore() {
        final class Painter: NSObject, CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = layer.backingImage!
        #expect(image.width == 20 && image.height == 20)
        #expect(image.premultipliedRGBA(x: 5, y: 2) == (255, 0, 0, 255), "top half: drawing uses a top-left origin")
        #expect(image.premultipliedRGBA(x: 5, y: 15).alpha == 0)
    }

    /// The backing image holds the pixels drawn: redrawing makes a new one, and a
    /// delegate that keeps the context and draws into it later changes neither.
    @Test func aBackingImageKeepsThePixelsDrawnIntoIt() {
        final class Painter: NSObject, CALayerDelegate {
            var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            var kept: CGContext?
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(color)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                kept = ctx
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let first = layer.backingImage!
        painter.kept?.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        painter.kept?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        painter.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(first.premultipliedRGBA(x: 5, y: 5) == (255, 0, 0, 255), "drawn into the kept context after: not in the image")
        #expect(layer.backingImage!.premultipliedRGBA(x: 5, y: 5) == (0, 0, 255, 255))
        #expect(first !== layer.backingImage)
        painter.kept = nil
    }
}

@MainActor
@Suite(.checksDiagnostics) struct DisplayLinkTests {
    @Test func firesOncePerFrameWithTimestamps() {
        let clock = TestClock()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        clock.advance(by: 3.0 / 60)
        #expect(stamps.count == 3)
        #expect(isClose(stamps[0], 1000 + 1.0 / 60) && isClose(link.duration, 1.0 / 60))
        #expect(isClose(link.targetTimestamp, link.timestamp + 1.0 / 60))
        link.isPaused = true
        clock.advance(by: 2.0 / 60)
        #expect(stamps.count == 3)
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        clock.advance(by: 4.0 / 60)
        #expect(stamps.count == 5, "30 Hz on a 60 Hz clock: every other frame")
        link.invalidate()
        clock.advance(by: 1)
        #expect(stamps.count == 5)
    }

    @Test func displayLinkDrivesAPausedAnimation() {
        // The pattern the seeds use to finish an interactive transition by hand.
        let clock = TestClock()
        let layer = CALayer()
        layer.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0)
        let begin = layer.animation(forKey: "a")!.beginTime
        layer.speed = 0
        layer.timeOffset = begin
        let link = CADisplayLink { link in
            layer.timeOffset = min(begin + 1, layer.timeOffset + link.duration * 2)
        }
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.25)
        #expect(isClose(opacity(layer), 0.5, 1e-6))
        link.invalidate()
    }
}

@MainActor
@Suite(.checksDiagnostics) struct DisplayPassTests {
    @Test func setNeedsDisplayRedrawsOnceInTheNextFrame() {
        final class Counter: NSObject, CALayerDelegate {
            var draws = 0
            func draw(_ layer: CALayer, in ctx: CGContext) { draws += 1 }
        }
        let clock = TestClock()
        let counter = Counter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = counter
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(counter.draws == 0, "drawing waits for the frame")
        clock.advance(by: 1.0 / 60)
        #expect(counter.draws == 1)
        #expect(!layer.needsDisplay() && layer.backingImage != nil)
        clock.advance(by: 1.0 / 60)
        #expect(counter.draws == 1)
    }
}
