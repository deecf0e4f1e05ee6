import Testing
@testable import OpenQuartzCore
import SegueTesting

/// The frame loop evaluates common animations through compiled kernels and the
/// rest by applying their programs; `presentation()` between frames computes the
/// values on demand. All must agree at every frame.
@MainActor
@Suite(.checksDiagnostics) struct AnimationEvaluatorTests {
    private func expectFrameMatchesPresentation(_ layer: CALayer, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = layer.presentationStorage
        let reference = layer.properties(presentation: true)
        #expect(abs(frame.opacity - reference.opacity) < 1e-6, sourceLocation: sourceLocation)
        #expect(abs(frame.position.x - reference.position.x) < 1e-9 && abs(frame.position.y - reference.position.y) < 1e-9,
                sourceLocation: sourceLocation)
        #expect(abs(frame.cornerRadius - reference.cornerRadius) < 1e-9, sourceLocation: sourceLocation)
        for (a, b) in zip(frame.transform.rows.flatMap { $0 }, reference.transform.rows.flatMap { $0 }) {
            #expect(abs(a - b) < 1e-9, sourceLocation: sourceLocation)
        }
    }

    @Test func aModelChangeWhileAnotherPropertyAnimatesReachesTheFrame() {
        // The frame's storage keeps last frame's values unless a change marks them stale.
        let clock = TestClock()
        let layer = CALayer()
        layer.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "fade")
        clock.advance(by: 0.25)
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 12
        layer.position = CGPoint(x: 40, y: 30)
        clock.advance(by: 1.0 / 60)
        #expect(layer.presentationStorage.cornerRadius == 12)
        #expect(layer.presentationStorage.position == CGPoint(x: 40, y: 30))
        expectFrameMatchesPresentation(layer)
    }

    @Test func aPropertyNoLongerAnimatedShowsItsModelValueWhenAnotherStarts() {
        // The frame copies from the model only what may differ from it: what the model
        // changed, and what an evaluation wrote (here a fade removed half way, at 0.1).
        let clock = TestClock()
        let layer = CALayer()
        layer.add(opacityAnimation(from: 0, to: 0.2, duration: 1), forKey: "fade")
        clock.advance(by: 0.5)
        #expect(abs(layer.presentationStorage.opacity - 0.1) < 1e-6)
        layer.removeAnimation(forKey: "fade")
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 7
        layer.add(positionXAnimation(from: 0, to: 100, duration: 1), forKey: "slide")
        clock.advance(by: 1.0 / 60)
        #expect(layer.presentationStorage.opacity == 1)
        #expect(layer.presentationStorage.cornerRadius == 7)
        #expect(abs(layer.presentationStorage.position.x - 100.0 / 60) < 1e-9)
        expectFrameMatchesPresentation(layer)
    }

    /// Entries that follow one another in a frame share a solved curve only when they ask it the same question:
    /// the same curve at a different point of time, or another curve at the same point, is solved anew.
    @Test func eachLayersCurveIsSolvedForItsOwnTiming() {
        let clock = TestClock()
        let root = CALayer()
        func fade(_ curve: CAMediaTimingFunctionName) -> CALayer {
            let layer = CALayer()
            root.addSublayer(layer)
            let animation = opacityAnimation(from: 0, to: 1, duration: 1)
            animation.timingFunction = CAMediaTimingFunction(name: curve)
            layer.add(animation, forKey: "fade")
            return layer
        }
        let early = fade(.easeInEaseOut)
        clock.advance(by: 0.25)
        let late = fade(.easeInEaseOut), sameTimeEaseIn = fade(.easeIn), sameTimeEaseOut = fade(.easeOut)
        clock.advance(by: 0.25)
        // What the frame shows, against the curves solved here: the early fade 0.5 s in, the others 0.25 s in.
        let expected: [(CALayer, Double)] = [
            (early, ReferenceTimingCurve.easeInEaseOut.progress(at: 0.5)),
            (late, ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25)),
            (sameTimeEaseIn, ReferenceTimingCurve.easeIn.progress(at: 0.25)),
            (sameTimeEaseOut, ReferenceTimingCurve.easeOut.progress(at: 0.25)),
        ]
        for (layer, progress) in expected {
            #expect(abs(Double(layer.presentationStorage.opacity) - progress) < 1e-5,
                    "\(layer.presentationStorage.opacity) against \(progress)")
        }
    }

    /// A slide (its ends scale and translate only, so they are not decomposed)
    /// ahead of a keyframed turn in the table: the turn's blends read its own
    /// decompositions. A quarter of the way through keyframes at 0, 0.6 and 1.2
    /// radians about z, the layer is turned 0.3 radians; three quarters, 0.9.
    @Test func aKeyframedTurnAfterASlideBlendsItsOwnKeyframes() {
        let clock = TestClock()
        let root = CALayer()
        let sliding = CALayer(), turning = CALayer()
        root.addSublayer(sliding)
        root.addSublayer(turning)
        let slide = CABasicAnimation(keyPath: "transform")
        slide.fromValue = CATransform3DMakeTranslation(-50, 0, 0)
        slide.toValue = CATransform3DMakeScale(2, 2, 1)
        slide.duration = 1
        sliding.add(slide, forKey: "slide")
        let turn = CAKeyframeAnimation(keyPath: "transform")
        turn.values = [CATransform3DIdentity, CATransform3DMakeRotation(0.6, 0, 0, 1), CATransform3DMakeRotation(1.2, 0, 0, 1)]
        turn.duration = 1
        turning.add(turn, forKey: "turn")
        var elapsed = 0.0
        for (time, angle) in [(0.25, 0.3), (0.75, 0.9)] {
            clock.advance(by: time - elapsed)
            elapsed = time
            let t = turning.presentationStorage.transform
            #expect(abs(t.m11 - cos(angle)) < 1e-9 && abs(t.m12 - sin(angle)) < 1e-9
                    && abs(t.m21 + sin(angle)) < 1e-9 && abs(t.m22 - cos(angle)) < 1e-9,
                    "at \(time) s: \(t.m11), \(t.m12) for a turn of \(angle)")
        }
    }

    @Test func compiledKernelsProgramsAndOnDemandValuesAgree() {
        let clock = TestClock()
        let root = CALayer()
        root.speed = 0.8
        var layers: [CALayer] = []

        let plain = CALayer()
        let fade = opacityAnimation(from: 0.2, to: 0.9, duration: 0.7)
        fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
        fade.beginTime = CACurrentMediaTime() + 0.1
        fade.fillMode = .both
        plain.add(fade, forKey: "fade")
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 40)
        spring.initialVelocity = 3
        spring.duration = 1
        plain.add(spring, forKey: "spring")
        layers.append(plain)

        let keyframed = CALayer()
        let wobble = CAKeyframeAnimation(keyPath: "transform")
        wobble.values = [CATransform3DIdentity, CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DMakeRotation(1, 0, 0, 1)]
        wobble.keyTimes = [0, 0.3, 1]
        wobble.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .linear)]
        wobble.duration = 0.9
        wobble.autoreverses = true
        keyframed.add(wobble, forKey: "wobble")
        let radius = CAKeyframeAnimation(keyPath: "cornerRadius")
        radius.values = [0.0, 20.0, 5.0]
        radius.calculationMode = .paced
        radius.duration = 0.5
        radius.repeatCount = 2
        keyframed.add(radius, forKey: "radius")
        layers.append(keyframed)

        // Basic and spring transforms: a slide-and-grow (the axis-aligned blend),
        // a turn (the decomposed blend), and a spring that overshoots.
        let slide = CALayer()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = CATransform3DMakeTranslation(390, 0, 0)
        grow.toValue = CATransform3DConcat(CATransform3DMakeScale(1.5, 0.5, 1), CATransform3DMakeTranslation(-130, 20, 0))
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        grow.duration = 0.8
        slide.add(grow, forKey: "grow")
        layers.append(slide)
        let turn = CALayer()
        let rotate = CABasicAnimation(keyPath: "transform")
        rotate.fromValue = CATransform3DMakeRotation(0.2, 0, 0, 1)
        rotate.toValue = CATransform3DConcat(CATransform3DMakeRotation(2.5, 0, 0, 1), CATransform3DMakeScale(2, 2, 1))
        rotate.duration = 0.9
        turn.add(rotate, forKey: "turn")
        layers.append(turn)
        let flip = CALayer()
        let mirror = CABasicAnimation(keyPath: "transform")
        mirror.fromValue = CATransform3DMakeScale(-1, 1, 1)
        mirror.toValue = CATransform3DIdentity
        mirror.duration = 0.7
        flip.add(mirror, forKey: "flip")
        layers.append(flip)
        // UIView's way: additive, from the difference to the identity, over a model
        // transform; a second additive one stacks on the first.
        let stacked = CALayer()
        stacked.transform = CATransform3DMakeTranslation(-130, 0, 0)
        for (index, offset) in [CGFloat(390), 40].enumerated() {
            let additive = CABasicAnimation(keyPath: "transform")
            additive.fromValue = CATransform3DMakeTranslation(offset, 0, 0)
            additive.toValue = CATransform3DIdentity
            additive.isAdditive = true
            additive.duration = 0.5 + Double(index) * 0.3
            stacked.add(additive, forKey: "slide\(index)")
        }
        layers.append(stacked)
        let bounce = CALayer()
        let springy = CASpringAnimation(keyPath: "transform")
        springy.fromValue = CATransform3DMakeScale(0.5, 0.5, 1)
        springy.toValue = CATransform3DIdentity
        springy.damping = 5
        springy.duration = 1.2
        bounce.add(springy, forKey: "bounce")
        layers.append(bounce)

        // Not compilable (additive, component key path): the program applies itself.
        let general = CALayer()
        let additive = CABasicAnimation(keyPath: "position.x")
        additive.fromValue = -50.0
        additive.toValue = 0.0
        additive.isAdditive = true
        additive.duration = 0.6
        general.add(additive, forKey: "nudge")
        general.add(opacityAnimation(from: 1, to: 0, duration: 0.6), forKey: "fade")
        layers.append(general)

        // UIKit's block animations, added from descriptions (compiled from their two values, without a
        // program): an additive spring on position, a curve-paced fade, and a spring turn whose ends need decomposing.
        let described = CALayer()
        described.position = CGPoint(x: 100, y: 40)
        described.add(PropertyAnimationDescription(keyPath: "position", path: AnimatableKeyPath("position")!,
                                                   from: .point(CGPoint(x: -100, y: -40)), to: .point(.zero),
                                                   pacing: .spring(mass: 1, stiffness: 120, damping: 6, initialVelocity: 0),
                                                   duration: 1.1, isAdditive: true),
                      forKey: "position", stopObserver: nil)
        described.add(PropertyAnimationDescription(keyPath: "opacity", path: AnimatableKeyPath("opacity")!,
                                                   from: .number(0.1), to: .number(1),
                                                   pacing: .curve(CAMediaTimingFunction(name: .easeInEaseOut)), duration: 0.6),
                      forKey: "opacity", stopObserver: nil)
        layers.append(described)
        let describedTurn = CALayer()
        describedTurn.add(PropertyAnimationDescription(keyPath: "transform", path: AnimatableKeyPath("transform")!,
                                                       from: .transform(CATransform3DMakeRotation(0.3, 0, 0, 1)),
                                                       to: .transform(CATransform3DMakeRotation(2, 0, 0, 1)),
                                                       pacing: .spring(mass: 1, stiffness: 80, damping: 8, initialVelocity: 0),
                                                       duration: 1),
                          forKey: "transform", stopObserver: nil)
        layers.append(describedTurn)

        for layer in layers { root.addSublayer(layer) }
        for _ in 0..<100 {
            clock.advance(by: 1.0 / 60)
            for layer in layers where layer.animationKeys() != nil { expectFrameMatchesPresentation(layer) }
        }
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AdditiveTransformOrderTests {
    /// An additive transform applies before the one beneath it, as Core Animation
    /// concatenates them (animated · model): a quarter turn on top of a 100-pt move
    /// turns the point (1, 0) to (0, 1) first, then moves it to (100, 1).
    @Test func anAdditiveTransformAppliesBeforeTheModel() {
        let clock = TestClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(100, 0, 0)
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.isAdditive = true
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        clock.advance(by: 0.5)
        let t = layer.presentationStorage.transform
        let x = 1 * t.m11 + t.m41, y = 1 * t.m12 + t.m42
        #expect(abs(x - 100) < 1e-9 && abs(y - 1) < 1e-9, "(1, 0) went to (\(x), \(y))")
    }

    /// Where a point lands under a transform (row vector times matrix, as Core Animation maps points).
    private func map(_ p: (CGFloat, CGFloat, CGFloat), _ t: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
        (p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41,
         p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42,
         p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43)
    }

    private func expectPoint(_ p: (CGFloat, CGFloat, CGFloat), _ expected: (CGFloat, CGFloat, CGFloat),
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.0 - expected.0) < 1e-9 && abs(p.1 - expected.1) < 1e-9 && abs(p.2 - expected.2) < 1e-9,
                "landed at \(p), not \(expected)", sourceLocation: sourceLocation)
    }

    /// An additive zoom-and-slide (scales and translations only) over a model that
    /// turns a quarter and moves: a fifth of the way from scale (3, 2, 5) and a move
    /// of (10, −20, 4) to the identity, the animated part scales by (2.6, 1.8, 4.2)
    /// and moves by (8, −16, 3.2), then the model turns (x, y) to (−y, x) and moves 100 right.
    @Test func anAdditiveZoomAppliesBeforeATurnedModel() {
        let clock = TestClock()
        let layer = CALayer()
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(100, 0, 0))
        let zoom = CABasicAnimation(keyPath: "transform")
        zoom.fromValue = CATransform3DMakeTranslation(10, -20, 4).scaledFirst(3, 2, 5)
        zoom.toValue = CATransform3DIdentity
        zoom.isAdditive = true
        zoom.duration = 1
        layer.add(zoom, forKey: "zoom")
        clock.advance(by: 0.2)
        let t = layer.presentationStorage.transform
        // (1, 0, 0) → (2.6 + 8, −16, 3.2) → turned (16, 10.6, 3.2) → moved (116, 10.6, 3.2).
        expectPoint(map((1, 0, 0), t), (116, 10.6, 3.2))
        // (0, 1, 1) → (8, 1.8 − 16, 4.2 + 3.2) → turned (14.2, 8, 7.4) → moved (114.2, 8, 7.4).
        expectPoint(map((0, 1, 1), t), (114.2, 8, 7.4))
        #expect(abs(t.m44 - 1) < 1e-12 && t.m14 == 0 && t.m24 == 0 && t.m34 == 0)
    }

    /// A zoom-and-slide that is not additive replaces the model: half way from scale
    /// (2, 4, 1) moved (−40, 6, 0) to scale (1, 1, 3) moved (0, 0, 12), the point (1, 1, 1)
    /// is scaled by (1.5, 2.5, 2) and moved by (−20, 3, 6).
    @Test func aZoomBlendsItsScalesAndMovesTermByTerm() {
        let clock = TestClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let zoom = CABasicAnimation(keyPath: "transform")
        zoom.fromValue = CATransform3DMakeTranslation(-40, 6, 0).scaledFirst(2, 4, 1)
        zoom.toValue = CATransform3DMakeTranslation(0, 0, 12).scaledFirst(1, 1, 3)
        zoom.duration = 1
        layer.add(zoom, forKey: "zoom")
        clock.advance(by: 0.5)
        expectPoint(map((1, 1, 1), layer.presentationStorage.transform), (-18.5, 5.5, 8))
        clock.advance(by: 0.25)
        // Three quarters: scale (1.25, 1.75, 2.5), move (−10, 1.5, 9).
        expectPoint(map((1, 1, 1), layer.presentationStorage.transform), (-8.75, 3.25, 11.5))
    }
}

extension CATransform3D {
    /// This transform with a scale applied before it (the point is scaled, then this applies).
    fileprivate func scaledFirst(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(x, y, z), self)
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AnimationEvaluatorHierarchyTests {
    @Test func movingAnAnimatingLayerFollowsItsNewParentsTime() {
        let clock = TestClock()
        let normal = CALayer(), slow = CALayer()
        slow.speed = 0.5
        let layer = CALayer()
        normal.addSublayer(layer)
        layer.add(opacityAnimation(from: 0, to: 1, duration: 2), forKey: "fade")
        clock.advance(by: 0.5)
        #expect(isClose(Double(layer.presentationStorage.opacity), 0.25))
        slow.addSublayer(layer)
        clock.advance(by: 1.0 / 60)
        #expect(isClose(Double(layer.presentationStorage.opacity), Double(layer.properties(presentation: true).opacity)),
                "the frame agrees with the on-demand values under the new parent")
    }

    @Test func anAnimatingLayerOutlivesItsParent() {
        let clock = TestClock()
        let layer = CALayer()
        var parent: CALayer? = CALayer()
        parent!.addSublayer(layer)
        layer.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "fade")
        clock.advance(by: 0.25)
        parent = nil
        #expect(layer.superlayer == nil)
        clock.advance(by: 0.25)
        #expect(isClose(Double(layer.presentationStorage.opacity), 0.5))
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AnimationEvaluatorOrderTests {
    /// Animations apply in the order they were added, finished-and-filled ones
    /// included: a later running animation on the same property shows over an
    /// earlier one that ended and holds its last value.
    @Test func aLaterAnimationShowsOverAnEarlierFilledOne() {
        let clock = TestClock()
        let layer = CALayer()
        let log = EventLog()
        let held = opacityAnimation(from: 0, to: 0.2, duration: 0.1)
        held.fillMode = .forwards
        held.isRemovedOnCompletion = false
        held.delegate = RecordingDelegate("held", log: log)
        layer.add(held, forKey: "held")
        clock.advance(by: 0.2)
        #expect(isClose(Double(layer.presentationStorage.opacity), 0.2), "the ended animation holds its end value")
        #expect(log.events == ["held.start", "held.stop(true)"], "a held animation ends once")
        layer.add(opacityAnimation(from: 0.6, to: 1, duration: 1), forKey: "running")
        clock.advance(by: 0.5)
        #expect(isClose(Double(layer.presentationStorage.opacity), 0.8, 0.02), "the later animation wins")
        clock.advance(by: 1)
        #expect(isClose(Double(layer.presentationStorage.opacity), 0.2), "once it is removed, the held value shows again")
        #expect(log.events == ["held.start", "held.stop(true)"], "and it still ended only once")
    }
}
