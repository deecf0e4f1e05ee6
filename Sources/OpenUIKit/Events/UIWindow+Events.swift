extension UIWindow {
    /// Dispatches a touch event: new touches are hit-tested, the recognizers
    /// of their views (and ancestors) see them first, then the views, unless a
    /// recognizer that cancels touches in its view has recognized. A touch on
    /// a scroll view's content reaches the content late (`delaysContentTouches`).
    /// Touches that begin on the keyboard are the keyboard's, those on the
    /// status bar the status bar's (a tap there scrolls to the top): no view here gets them.
    public func sendEvent(_ event: UIEvent) {
        for touch in event.touchSet where touch.phase == .ended && touch.isOnStatusBar {
            UIScrollView.scrollToTopForStatusBarTap(in: self)
        }
        for touch in event.touchSet where touch.phase == .began {
            let location = touch.location(in: self)
            let onScreen = CGPoint(x: location.x + frame.minX, y: location.y + frame.minY)
            let onKeyboard = SystemKeyboard.current.shownFrame?.contains(onScreen) ?? false
            touch.isOnStatusBar = windowScene?.statusBarManager?.statusBarFrame.contains(onScreen) ?? false
            let view = onKeyboard || touch.isOnStatusBar ? nil : hitTest(location, with: event)
            touch.view = view
            var recognizers: [UIGestureRecognizer] = []
            var node = view
            while let current = node {
                for recognizer in current.attachedRecognizers where recognizer.isEnabled
                    && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                    recognizers.append(recognizer)
                }
                node = current.superview
            }
            touch.gestureRecognizers = recognizers
            GestureArena.shared.activate(recognizers)
            if let scrollView = UIScrollView.holdingContentTouches(of: view) {
                ContentTouchDelay.shared.hold(touch, for: scrollView, in: event)
            }
        }
        GestureArena.shared.deliver(event)
        deliverToViews(event)
    }

    private func deliverToViews(_ event: UIEvent) {
        var byView: [ObjectIdentifier: (view: UIView, phases: [UITouch.Phase: Set<UITouch>])] = [:]
        func send(_ touch: UITouch, to view: UIView, as phase: UITouch.Phase) {
            byView[ObjectIdentifier(view), default: (view, [:])].phases[phase, default: []].insert(touch)
        }
        for touch in event.touchSet {
            guard let view = touch.view, !touch.isCancelledForView else { continue }
            let recognized = touch.gestureRecognizers?.contains { recognizer in
                recognizer.cancelsTouchesInView && [.began, .changed, .ended].contains(recognizer.state)
            } ?? false
            if let scrollView = touch.heldBy {
                // Held by a scroll view: the content has not had touchesBegan yet.
                let scrolling = [.began, .changed].contains(scrollView.panGestureRecognizer.state)
                guard touch.phase == .ended || touch.phase == .cancelled || recognized else {
                    touch.heldEvent = event
                    continue
                }
                touch.heldBy = nil
                touch.heldEvent = nil
                guard touch.phase != .cancelled, !scrolling,
                      scrollView.touchesShouldBegin([touch], with: event, in: view) else {
                    // The scroll view took the finger (or the content declined it): the content never hears of it.
                    touch.isCancelledForView = true
                    continue
                }
                // Lifted, or taken by another recognizer, before the hold ran out: the content gets it all at once.
                touch.hasBegunInView = true
                send(touch, to: view, as: .began)
            }
            if recognized {
                touch.isCancelledForView = true
                send(touch, to: view, as: .cancelled)
            } else {
                if touch.phase == .began { touch.hasBegunInView = true }
                send(touch, to: view, as: touch.phase)
            }
        }
        for (_, entry) in byView {
            if let touches = entry.phases[.began] { entry.view.touchesBegan(touches, with: event) }
            if let touches = entry.phases[.moved] { entry.view.touchesMoved(touches, with: event) }
            if let touches = entry.phases[.ended] { entry.view.touchesEnded(touches, with: event) }
            if let touches = entry.phases[.cancelled] { entry.view.touchesCancelled(touches, with: event) }
        }
    }

    /// A scroll view's hold on `touch` ran out with the finger still down: its view gets `touchesBegan`, if the scroll view agrees.
    func beginHeldTouch(_ touch: UITouch, from scrollView: UIScrollView, with event: UIEvent) {
        guard let view = touch.view, !touch.isCancelledForView, touch.phase != .ended, touch.phase != .cancelled else { return }
        guard scrollView.touchesShouldBegin([touch], with: event, in: view) else {
            touch.isCancelledForView = true
            return
        }
        touch.hasBegunInView = true
        view.touchesBegan([touch], with: event)
    }
}
