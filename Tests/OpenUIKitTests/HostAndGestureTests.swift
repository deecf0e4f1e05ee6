import Testing
@testable import OpenUIKit
import SegueTesting

/// Records the states a recognizer reports to its target.
@MainActor
final class StateRecorder {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    func record(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        if let pan = recognizer as? UIPanGestureRecognizer {
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
    }
    func handle(_ recognizer: UIGestureRecognizer) { record(recognizer) }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct TestHostTests {
    @Test func hostHasAKeyWindowAndAScreen() {
        let host = TestHost(screenSize: CGSize(width: 320, height: 480), scale: 3)
        #expect(host.window.isKeyWindow && host.window.bounds.size == CGSize(width: 320, height: 480))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.bounds.width == 320)
        #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.keyWindow === host.window)
        #expect(host.time == 1000)
        host.advance(by: 0.5)
        #expect(isClose(host.time, 1000.5))
        let image = host.render()
        #expect(image.width == 960 && image.height == 1440)
        #expect(image.premultipliedRGBA(x: 10, y: 10) == (255, 255, 255, 255))
    }

    @Test func aFrameRunsDisplayLinksAndTheMainQueueRunsWhenTheTestYields() async {
        let host = TestHost()
        let log = EventLog()
        let link = CADisplayLink { _ in log.append("displayLink") }
        link.add(to: .main, forMode: .common)
        DispatchQueue.main.async { MainActor.assumeIsolated { log.append("mainQueue") } }
        Task { @MainActor in log.append("task") }
        host.advance(by: 1.0 / 60)
        #expect(log.events == ["displayLink"], "in the frame; the queued blocks wait for the test to yield")
        await host.runMainQueue()
        link.invalidate()
        #expect(log.events.contains("mainQueue") && log.events.contains("task"), "\(log.events)")
    }

    @Test func runUntilIdleWaitsForAnimationsAndNamesWhatNeverEnds() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        try host.runUntilIdle()
        #expect(isClose(host.time, 1000.5, 0.05))
        let stuck = CALayer()
        stuck.name = "stuck"
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.toValue = 0.5
        forever.duration = 1
        forever.repeatCount = .infinity
        stuck.add(forever, forKey: "pulse")
        #expect(throws: TestHostError.self) { try host.runUntilIdle(limit: 1) }
        do {
            try host.runUntilIdle(limit: 0.1)
        } catch {
            #expect("\(error)".contains("pulse") && "\(error)".contains("stuck"))
        }
    }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct GestureRecognizerTests {
    @Test func touchesReachTheHitViewThroughTheResponderChain() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let host = TestHost()
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(parent.log == ["began", "ended"], "the child passes them up to its superview")
    }

    @Test func tapRecognizerRecognizesOnRelease() {
        let host = TestHost()
        let recorder = StateRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector(StateRecorder.handle))
        host.window.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states == [.ended])
        #expect(tap.state == .possible, "reset for the next gesture")
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.2)
        #expect(recorder.states == [.ended], "a drag is not a tap")
    }

    @Test func doubleTapAndRequireToFail() {
        let host = TestHost()
        let single = StateRecorder(), double = StateRecorder()
        let singleTap = UITapGestureRecognizer(handler: single.record)
        let doubleTap = UITapGestureRecognizer(handler: double.record)
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        host.window.addGestureRecognizer(singleTap)
        host.window.addGestureRecognizer(doubleTap)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(double.states == [.ended] && single.states.isEmpty, "the double tap wins; the single one fails")
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(single.states.isEmpty, "waits for the double tap to fail")
        host.advance(by: 0.5)
        #expect(single.states == [.ended], "then recognizes")
    }

    @Test func panStateSequenceTranslationAndVelocity() {
        // R14.4: the pan begins only after the finger moved at least 10 points.
        let host = TestHost()
        let recorder = StateRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector(StateRecorder.handle))
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.5)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
        #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(isClose(recorder.translations.last!.x, 200, 0.01))
        // 200 points in 0.5 s: 400 pt/s (± 5 %).
        let velocity = recorder.velocities[recorder.velocities.count / 2].x
        #expect(abs(velocity - 400) <= 20, "\(velocity)")
        #expect(recorder.translations.first!.x >= 10, "begins after 10 points of movement")
    }

    @Test func panAndTapCompeteUnlessSimultaneous() {
        final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let host = TestHost()
        let a = StateRecorder(), b = StateRecorder()
        let first = UIPanGestureRecognizer(handler: a.record)
        let second = UIPanGestureRecognizer(handler: b.record)
        host.window.addGestureRecognizer(first)
        host.window.addGestureRecognizer(second)
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(a.states.contains(.began) != b.states.contains(.began), "only one pan recognizes")
        a.states.removeAll(); b.states.removeAll()
        let delegate = Simultaneous()
        first.delegate = delegate
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(a.states.contains(.began) && b.states.contains(.began), "both, when the delegate allows it")
    }

    @Test func delegateCanStopAGestureFromBeginning() {
        final class Refuse: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let host = TestHost()
        let recorder = StateRecorder()
        let pan = UIPanGestureRecognizer(handler: recorder.record)
        let refuse = Refuse()
        pan.delegate = refuse
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(recorder.states.isEmpty)
    }

    @Test func edgePansStartOnlyNearTheirEdge() {
        let host = TestHost()
        let recorder = StateRecorder()
        let edge = UIScreenEdgePanGestureRecognizer(handler: recorder.record)
        edge.edges = .left
        host.window.addGestureRecognizer(edge)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        #expect(recorder.states.isEmpty, "not from the edge")
        host.edgePan(from: .left, distance: 200, duration: 0.3)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
    }

    @Test func pinchScaleAndRotation() {
        let host = TestHost()
        let recorder = StateRecorder()
        let pinch = UIPinchGestureRecognizer(handler: recorder.record)
        host.window.addGestureRecognizer(pinch)
        var scales: [CGFloat] = []
        pinch.addTarget(recorder, action: Selector(StateRecorder.handle))
        let observer = UIPinchGestureRecognizer(handler: { _ in })
        _ = observer
        host.pinch(center: CGPoint(x: 200, y: 400), fromScale: 1, toScale: 2, duration: 0.5)
        scales.append(pinch.scale)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
        #expect(recorder.states.count > 10)
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
    }

    @Test func longPressBeginsAfterItsDuration() {
        let host = TestHost()
        let recorder = StateRecorder()
        let press = UILongPressGestureRecognizer(handler: recorder.record)
        host.window.addGestureRecognizer(press)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 102, y: 100), duration: 0.3, release: false)
        #expect(recorder.states.isEmpty)
        host.drag(from: CGPoint(x: 102, y: 100), to: CGPoint(x: 104, y: 100), duration: 0.4)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
    }

    @Test func swipeNeedsSpeedAndDirection() {
        let host = TestHost()
        let recorder = StateRecorder()
        let swipe = UISwipeGestureRecognizer(handler: recorder.record)
        swipe.direction = .left
        host.window.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.15)
        #expect(recorder.states == [.ended])
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.15)
        #expect(recorder.states == [.ended], "wrong direction")
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 260, y: 100), duration: 1)
        #expect(recorder.states == [.ended], "too slow and too short")
    }

    @Test func recognizedGesturesCancelTouchesInTheView() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let host = TestHost()
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        view.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in }))
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(view.log.first == "began" && view.log.last == "cancelled" && !view.log.contains("ended"))
    }

    @Test func invalidStateChangesAreReported() {
        _ = TestHost()
        SegueDiagnostics.clear()
        let recognizer = UIGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        #expect(SegueDiagnostics.messages.last?.contains("invalid state change") == true)
    }
}
