extension UIWindow {
    /// Dispatches a touch event: new touches are hit-tested, the recognizers
    /// of their views (and ancestors) see them first, then the views, unless a
    /// recognizer that cancels touches in its view has recognized. Touches
    /// that begin on the keyboard are the keyboard's: no view here gets them.
    public func sendEvent(_ event: UIEvent) {
        for touch in event.touchSet where touch.phase == .began {
            let location = touch.location(in: self)
            let onScreen = CGPoint(x: location.x + frame.minX, y: location.y + frame.minY)
            let onKeyboard = SystemKeyboard.current.shownFrame?.contains(onScreen) ?? false
            let view = onKeyboard ? nil : hitTest(location, with: event)
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
        }
        GestureArena.shared.deliver(event)
        deliverToViews(event)
    }

    private func deliverToViews(_ event: UIEvent) {
        var byView: [ObjectIdentifier: (view: UIView, phases: [UITouch.Phase: Set<UITouch>])] = [:]
        for touch in event.touchSet {
            guard let view = touch.view, !touch.isCancelledForView else { continue }
            let recognized = touch.gestureRecognizers?.contains { recognizer in
                recognizer.cancelsTouchesInView && [.began, .changed, .ended].contains(recognizer.state)
            } ?? false
            let phase: UITouch.Phase = recognized ? .cancelled : touch.phase
            if recognized { touch.isCancelledForView = true }
            byView[ObjectIdentifier(view), default: (view, [:])].phases[phase, default: []].insert(touch)
        }
        for (_, entry) in byView {
            if let touches = entry.phases[.began] { entry.view.touchesBegan(touches, with: event) }
            if let touches = entry.phases[.moved] { entry.view.touchesMoved(touches, with: event) }
            if let touches = entry.phases[.ended] { entry.view.touchesEnded(touches, with: event) }
            if let touches = entry.phases[.cancelled] { entry.view.touchesCancelled(touches, with: event) }
        }
    }
}
