import Testing
import OpenUIKit
import SegueTesting

/// The labels the bar holds with `text`: back button labels (inside a button)
/// or titles (not), the hidden ones aside. During a transition the old and
/// the new content each have theirs.
@MainActor
private func barLabels(_ bar: UINavigationBar, _ text: String, inButton: Bool) -> [UILabel] {
    var found: [UILabel] = []
    func walk(_ view: UIView, inButton button: Bool) {
        guard !view.isHidden else { return }
        if let label = view as? UILabel, label.text == text, button == inButton { found.append(label) }
        for subview in view.subviews { walk(subview, inButton: button || view is UIButton) }
    }
    walk(bar, inButton: false)
    return found
}

/// The one back button the bar's settled content shows.
@MainActor
private func backButton(_ bar: UINavigationBar) -> UIButton? {
    var buttons: [UIButton] = []
    func walk(_ view: UIView) {
        guard !view.isHidden else { return }
        if let button = view as? UIButton, button.accessibilityLabel != nil, button.subviews.contains(where: { !($0 is UILabel) }) {
            buttons.append(button)
        }
        view.subviews.forEach(walk)
    }
    walk(bar)
    return buttons.count == 1 ? buttons[0] : nil
}

/// A back button's chevron (the one subview that is neither a label nor holds one).
@MainActor
private func chevron(of button: UIButton) -> UIView? { button.subviews.first { !($0 is UILabel) && $0.subviews.isEmpty } }

/// Where `view`'s centre shows now, in `bar`'s coordinates (presentation
/// values; the bar's views only ever translate), and how opaque it shows.
@MainActor
private func shown(_ view: UIView, in bar: UIView) -> (center: CGPoint, alpha: Double) {
    var x = 0.0, y = 0.0, alpha = 1.0
    var current = view
    while current !== bar {
        let layer = current.layer.presentation() ?? current.layer
        x += Double(layer.position.x + layer.transform.m41)
        y += Double(layer.position.y + layer.transform.m42)
        alpha *= Double(layer.opacity)
        let superview = current.superview!
        if superview !== bar {
            x -= Double(superview.bounds.width / 2)
            y -= Double(superview.bounds.height / 2)
        }
        current = superview
    }
    return (CGPoint(x: x, y: y), alpha)
}

/// Where `view`'s centre is laid out, in `bar`'s coordinates (model values, no transforms).
@MainActor
private func laidOut(_ view: UIView, in bar: UIView) -> CGPoint {
    var point = view.center
    var current = view.superview!
    while current !== bar {
        point = CGPoint(x: point.x - current.bounds.width / 2 + current.center.x,
                        y: point.y - current.bounds.height / 2 + current.center.y)
        current = current.superview!
    }
    return point
}

private func mix(_ a: CGPoint, _ b: CGPoint, _ e: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e)
}

/// Spec R1.2.1, R18.2 and R18.4 for the navigation bar: its transition on a
/// push and a pop, as UIKit draws it, with the built-in animation, a custom
/// animator and an interaction; a cancel; and what it shows afterwards.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct NavigationBarTransitionRules {
    /// The built-in push and pop: 0.35 s, ease-in-out.
    private let duration = 0.35
    private let curve = ReferenceTimingCurve.easeInEaseOut
    /// How far the incoming title starts right of its place: a quarter of the bar (390 pt), about the centre-right.
    private let slide: CGFloat = 390 / 4

    /// Where the bar's elements rest, measured on settled bars: with A on top, and with B pushed on A.
    private struct Rest {
        var titleA: CGPoint, titleB: CGPoint, backA: CGPoint
    }

    private func rest(_ host: TestHost, _ navigation: UINavigationController) throws -> Rest {
        let bar = navigation.navigationBar
        let titleA = laidOut(try #require(barLabels(bar, "A", inButton: false).first), in: bar)
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        let titleB = laidOut(try #require(barLabels(bar, "B", inButton: false).first), in: bar)
        let backA = laidOut(try #require(barLabels(bar, "A", inButton: true).first), in: bar)
        navigation.popViewController(animated: false)
        try host.runUntilIdle()
        return Rest(titleA: titleA, titleB: titleB, backA: backA)
    }

    /// Checks the push from A to B at eased progress `e`: A's title on its way
    /// to the back button fading out, the back label on its way from the centre
    /// fading in, B's title coming from the centre-right, the chevron fading in.
    private func expectPush(_ bar: UINavigationBar, at e: Double, _ rest: Rest, _ note: String) throws {
        func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5 }
        /// Checks `label` shows at `center` with `alpha`; a label that is gone must be meant to be invisible.
        func check(_ label: UILabel?, _ center: CGPoint, _ alpha: Double, _ what: String) {
            guard let label else {
                #expect(alpha < 0.01, "\(note): \(what) is missing")
                return
            }
            let seen = shown(label, in: bar)
            #expect(near(seen.center, center) && abs(seen.alpha - alpha) < 0.01,
                    "\(note): \(what) shows at \(seen.center) with alpha \(seen.alpha), expected \(center), \(alpha)")
        }
        let towardsBack = mix(rest.titleA, rest.backA, e)
        check(barLabels(bar, "A", inButton: false).first, towardsBack, 1 - e, "the old title moving to the back button")
        check(barLabels(bar, "A", inButton: true).first, towardsBack, e, "the back label coming from the title's place")
        check(barLabels(bar, "B", inButton: false).first, CGPoint(x: rest.titleB.x + slide * (1 - e), y: rest.titleB.y), e,
              "the new title coming in from the trailing side")
        if let button = backButton(bar) {
            let chevronShown = shown(try #require(chevron(of: button)), in: bar)
            #expect(abs(chevronShown.alpha - e) < 0.01, "\(note): the chevron fades in: \(chevronShown.alpha), expected \(e)")
        } else {
            #expect(e < 0.01, "\(note): no back button")
        }
    }

    @Test func R1_2_aPushMovesTheTitleIntoTheBackButtonAndTheNewTitleInFromTheTrailingSide() throws {
        let (host, navigation, _) = try hostWithNavigation()
        let rest = try rest(host, navigation)
        let bar = navigation.navigationBar
        #expect(rest.titleA.x == 195 && rest.titleB.x == 195, "titles centred")
        navigation.pushViewController(NamedController("B"), animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.time
        saveFrame(host.render(), "push-000", in: "navbar")
        try expectPush(bar, at: 0, rest, "at the start")
        for percent in [25, 50, 75] {
            host.advance(by: duration * Double(percent) / 100 - (host.time - start))
            let e = curve.progress(at: (host.time - start) / duration)
            try expectPush(bar, at: e, rest, "\(percent) %")
            saveFrame(host.render(), "push-0\(percent)", in: "navbar")
        }
        try host.runUntilIdle()
        saveFrame(host.render(), "push-100", in: "navbar")
        // Settled: one title, one back label, each once, at rest.
        #expect(barLabels(bar, "A", inButton: false).isEmpty && barLabels(bar, "A", inButton: true).count == 1
                && barLabels(bar, "B", inButton: false).count == 1)
        try expectPush(bar, at: 1, rest, "settled")
    }

    @Test func R1_3_aPopMovesTheBackLabelToTheCentreAndTheTitleOutToTheTrailingSide() throws {
        let (host, navigation, _) = try hostWithNavigation()
        let rest = try rest(host, navigation)
        let bar = navigation.navigationBar
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.time
        saveFrame(host.render(), "pop-000", in: "navbar")
        // The pop runs the push backwards: at time t it shows the push at 1 − ease(t).
        try expectPush(bar, at: 1, rest, "at the start")
        for percent in [25, 50, 75] {
            host.advance(by: duration * Double(percent) / 100 - (host.time - start))
            let e = curve.progress(at: (host.time - start) / duration)
            try expectPush(bar, at: 1 - e, rest, "\(percent) %")
            saveFrame(host.render(), "pop-0\(percent)", in: "navbar")
        }
        try host.runUntilIdle()
        saveFrame(host.render(), "pop-100", in: "navbar")
        #expect(barLabels(bar, "A", inButton: false).count == 1 && barLabels(bar, "A", inButton: true).isEmpty
                && barLabels(bar, "B", inButton: false).isEmpty && backButton(bar) == nil)
        let title = try #require(barLabels(bar, "A", inButton: false).first)
        #expect(title.transform == .identity && title.alpha == 1 && laidOut(title, in: bar) == rest.titleA)
    }

    /// With a leading item in place of the back button (its item does not
    /// supplement it), no back label takes the old title's place: the title
    /// leaves towards the leading side, fading, as it does when there is no back button.
    @Test func aPushToAnItemWhoseLeadingItemReplacesTheBackButtonSendsTheOldTitleOutToTheLeadingSide() throws {
        let (host, navigation, _) = try hostWithNavigation()
        let bar = navigation.navigationBar
        let titleA = laidOut(try #require(barLabels(bar, "A", inButton: false).first), in: bar)
        let pushed = NamedController("B")
        pushed.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.time
        host.advance(by: duration / 2)
        let e = curve.progress(at: (host.time - start) / duration)
        let seen = shown(try #require(barLabels(bar, "A", inButton: false).first), in: bar)
        #expect(abs(seen.center.x - (titleA.x - slide * e)) < 0.5 && abs(seen.center.y - titleA.y) < 0.5
                && abs(seen.alpha - (1 - e)) < 0.01,
                "A's title at \(seen.center) with alpha \(seen.alpha), expected x \(titleA.x - slide * e), alpha \(1 - e)")
        try host.runUntilIdle()
        #expect(backButton(bar) == nil && barLabels(bar, "Close", inButton: true).count == 1)
    }

    @Test func theChevronStandsClearOfItsLabel() throws {
        let (host, navigation, root) = try hostWithNavigation()
        // The light standard look at the scroll edge too (iOS 15 has none there), so the tint is read on it.
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        root.title = "Inbox"
        navigation.pushViewController(NamedController("Message"), animated: false)
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        let button = try #require(backButton(bar))
        let label = try #require(barLabels(bar, "Inbox", inButton: true).first)
        let mark = try #require(chevron(of: button))
        // As on iOS: the chevron at the leading margin, then 6 pt, then the label.
        #expect(button.frame.minX == 8 && mark.frame.minX == 0)
        let labelStart = label.convert(CGPoint.zero, to: button).x
        #expect(labelStart - mark.frame.maxX == 6, "\(mark.frame) \(labelStart)")
        // On screen: between the chevron's ink and the text's, columns with no tint at all.
        let image = host.render()
        let scale = Int(image.width) / 390
        let origin = bar.convert(CGPoint.zero, to: nil)
        func inked(_ x: Int) -> Bool {
            (Int(origin.y) * scale..<Int(origin.y + bar.bounds.height) * scale).contains { y in
                let pixel = image.premultipliedRGBA(x: x, y: y)
                return Int(pixel.blue) - Int(pixel.red) > 60   // the tint (systemBlue) on the light bar
            }
        }
        let columns = (0..<Int(label.convert(CGPoint(x: label.bounds.maxX, y: 0), to: bar).x) * scale).map(inked)
        let chevronEnd = try #require(columns.firstIndex(of: true).flatMap { first in columns[first...].firstIndex(of: false) })
        let textStart = try #require(columns[chevronEnd...].firstIndex(of: true))
        #expect(Double(textStart - chevronEnd) / Double(scale) >= 5, "a gap of \(Double(textStart - chevronEnd) / Double(scale)) pt")
        saveFrame(image, "chevron", in: "navbar")
    }

    @Test func R18_2_aHeldEdgeSwipeHoldsTheBarAtTheFingersProgress() throws {
        let (host, navigation, _) = try hostWithNavigation()
        let rest = try rest(host, navigation)
        let bar = navigation.navigationBar
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 140, y: y), duration: 0.2, release: false)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.isInteractive)
        let progress = Double(coordinator.percentComplete)
        #expect(progress > 0.2 && progress < 0.5)
        // The bar follows the interaction on the transition's ease-in-out curve.
        try expectPush(bar, at: 1 - curve.progress(at: progress), rest, "held at \(progress)")
        saveFrame(host.render(), "held", in: "navbar")
        // The finger stays: so does the bar.
        host.advance(by: 0.5)
        #expect(Double(coordinator.percentComplete) == progress)
        try expectPush(bar, at: 1 - curve.progress(at: progress), rest, "still held")
        host.drag(from: CGPoint(x: 140, y: y), to: CGPoint(x: 60, y: y), duration: 0.1)
        try host.runUntilIdle()
        // Cancelled: back exactly as before.
        #expect(navigation.viewControllers.count == 2)
        let title = try #require(barLabels(bar, "B", inButton: false).first)
        let back = try #require(barLabels(bar, "A", inButton: true).first)
        let button = try #require(backButton(bar))
        #expect(barLabels(bar, "B", inButton: false).count == 1 && barLabels(bar, "A", inButton: true).count == 1
                && barLabels(bar, "A", inButton: false).isEmpty, "one content, B's")
        for view in [title, back, try #require(chevron(of: button))] {
            #expect(view.transform == .identity && view.alpha == 1)
            #expect(view.layer.presentation()?.transform == CATransform3DIdentity && view.layer.presentation()?.opacity == 1)
        }
        #expect(laidOut(title, in: bar) == rest.titleB && laidOut(back, in: bar) == rest.backA)
        try expectPush(bar, at: 1, rest, "after the cancel")
    }

    @Test func R1_2_1_aCustomPushMovesTheBarOnItsTiming() throws {
        // With a delegate animator (0.5 s), the bar runs the same choreography on 0.5 s, ease-in-out.
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, _) = try hostWithNavigation(delegate: delegate)
        let rest = try rest(host, navigation)
        delegate.animator = SlideAnimator(presenting: true, duration: 0.5)
        navigation.pushViewController(NamedController("B"), animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.time
        host.advance(by: 0.2)
        try expectPush(navigation.navigationBar, at: curve.progress(at: (host.time - start) / 0.5), rest, "custom")
        try host.runUntilIdle()
        try expectPush(navigation.navigationBar, at: 1, rest, "custom, settled")
    }

    @Test func aLibraryStylePopCancelledThenCompletedLeavesTheBarWithTheStacksItems() throws {
        let (host, navigation, root) = try hostWithNavigation()
        root.title = "List"
        let driver = TutorialPopDriver(navigation: navigation)
        let detail = NamedController("Detail")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigation.pushViewController(detail, animated: true)
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        let y = host.window.bounds.midY
        // Cancelled...
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 120, y: y), duration: 0.2)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail])
        #expect(shownButtonTitles(in: bar) == ["List", "Edit"] && barLabels(bar, "Detail", inButton: false).count == 1)
        // ...then completed.
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 300, y: y), duration: 0.2)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(shownButtonTitles(in: bar).isEmpty, "no back button, no Edit: \(shownButtonTitles(in: bar))")
        #expect(barLabels(bar, "Detail", inButton: false).isEmpty && barLabels(bar, "List", inButton: false).count == 1)
        #expect(bar.subviews.filter { $0.subviews.contains { $0 is UILabel } }.count == 1, "one content")
        _ = driver
    }

    /// A navigation controller (its root titled "A") 0.15 s into the push of a controller titled "B".
    private func halfWayThroughAPush() throws -> (TestHost, UINavigationController, NamedController, NamedController) {
        let (host, navigation, root) = try hostWithNavigation()
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60 + 0.15)
        return (host, navigation, root, pushed)
    }

    @Test func aTitleChangedDuringAPushMovesInWithItsNewText() throws {
        let (host, navigation, root, pushed) = try halfWayThroughAPush()
        let bar = navigation.navigationBar
        pushed.title = "Bee"
        root.title = "Inbox"
        // The changed texts keep moving: still half way in, still fading.
        let title = try #require(barLabels(bar, "Bee", inButton: false).first)
        let back = try #require(barLabels(bar, "Inbox", inButton: true).first)
        #expect(shown(title, in: bar).alpha > 0.2 && shown(title, in: bar).alpha < 0.9)
        #expect(shown(back, in: bar).alpha > 0.2 && shown(back, in: bar).alpha < 0.9)
        pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: bar) == ["Inbox", "Save"])
        #expect(barLabels(bar, "Bee", inButton: false).count == 1 && barLabels(bar, "B", inButton: false).isEmpty
                && barLabels(bar, "A", inButton: false).isEmpty && barLabels(bar, "Inbox", inButton: false).isEmpty)
        let settled = try #require(barLabels(bar, "Bee", inButton: false).first)
        #expect(settled.alpha == 1 && settled.transform == .identity && laidOut(settled, in: bar).x == 195)
        saveFrame(host.render(), "retitled", in: "navbar")
    }

    /// What a new label with `text` in `font` measures: the widths the bar lays its titles out at.
    private func measured(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.sizeThatFits(.zero)
    }

    /// The bar lays its content out again only when something it places the
    /// views by changed: a title changed in the middle of a push is laid out
    /// at once for its new text, still centred, the back label too.
    @Test func aTitleChangedDuringAPushIsLaidOutForItsNewTextAtOnce() throws {
        let (host, navigation, root, pushed) = try halfWayThroughAPush()
        let bar = navigation.navigationBar
        pushed.title = "Bee with a longer title"
        root.title = "Inbox"
        let title = try #require(barLabels(bar, "Bee with a longer title", inButton: false).first)
        let titleWidth = measured("Bee with a longer title", .boldSystemFont(ofSize: 17)).width + 4
        #expect(title.bounds.width == titleWidth && laidOut(title, in: bar).x == 195, "\(title.bounds), \(laidOut(title, in: bar))")
        let back = try #require(barLabels(bar, "Inbox", inButton: true).first)
        #expect(back.bounds.size == measured("Inbox", .systemFont(ofSize: 17)), "\(back.bounds)")
        try host.runUntilIdle()
        #expect(title.bounds.width == titleWidth && laidOut(title, in: bar).x == 195)
    }

    /// A push after a pop may show the new item with the popped item's views
    /// (their last layout was for other texts): its title and back label are
    /// laid out for the texts they show now.
    @Test func aPushAfterAPopLaysTheNewTitleOutForItsText() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let bar = navigation.navigationBar
        navigation.pushViewController(NamedController("B"), animated: true)
        try host.runUntilIdle()
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        root.title = "Inbox"
        navigation.pushViewController(NamedController("A longer title for C"), animated: true)
        try host.runUntilIdle()
        let title = try #require(barLabels(bar, "A longer title for C", inButton: false).first)
        #expect(title.bounds.width == measured("A longer title for C", .boldSystemFont(ofSize: 17)).width + 4
                && laidOut(title, in: bar).x == 195, "\(title.bounds), \(laidOut(title, in: bar))")
        let back = try #require(barLabels(bar, "Inbox", inButton: true).first)
        let button = try #require(backButton(bar))
        // The label follows the chevron (13 points) and a 6-point gap, from 8 points in.
        #expect(back.bounds.size == measured("Inbox", .systemFont(ofSize: 17))
                && button.frame.minX == 8 && button.frame.width == 13 + 6 + back.bounds.width, "\(back.bounds), \(button.frame)")
    }

    @Test func barButtonItemsCrossFade() throws {
        let (host, navigation, root) = try hostWithNavigation()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        try host.runUntilIdle()
        let pushed = NamedController("B")
        pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.time
        host.advance(by: 0.15)
        let e = curve.progress(at: (host.time - start) / duration)
        let bar = navigation.navigationBar
        let edit = shown(try #require(barLabels(bar, "Edit", inButton: true).first), in: bar)
        let save = shown(try #require(barLabels(bar, "Save", inButton: true).first), in: bar)
        #expect(abs(edit.alpha - (1 - e)) < 0.01 && abs(save.alpha - e) < 0.01, "\(edit.alpha) \(save.alpha) \(e)")
        #expect(abs(edit.center.x - save.center.x) < 10, "in place, at the trailing edge")
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: bar) == ["A", "Save"])
    }

    @Test(arguments: [true, false])
    func differentTextsNeverOverlapInADeeperStack(push: Bool) throws {
        // Long titles, and a back button on both sides: Mailboxes → Inbox → a message.
        let (host, navigation, root) = try hostWithNavigation()
        root.title = "Mailboxes"
        navigation.pushViewController(NamedController("Inbox"), animated: false)
        if !push { navigation.pushViewController(NamedController("Message from Anna"), animated: false) }
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        if push {
            navigation.pushViewController(NamedController("Message from Anna"), animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
        host.advance(by: 1.0 / 60)
        let start = host.time
        var step = 0
        while host.time - start < duration + 0.05 {
            // Every label that shows, with where it shows (its text's box, in the bar).
            var boxes: [(text: String, box: CGRect)] = []
            func walk(_ view: UIView) {
                guard !view.isHidden else { return }
                if let label = view as? UILabel, let text = label.text, shown(label, in: bar).alpha > 0.05 {
                    let center = shown(label, in: bar).center, size = label.sizeThatFits(.zero)
                    boxes.append((text, CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                               width: size.width, height: size.height)))
                }
                view.subviews.forEach(walk)
            }
            walk(bar)
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] where a.text != b.text {
                    #expect(!a.box.intersects(b.box), "\(step): \(a.text) \(a.box) overlaps \(b.text) \(b.box)")
                }
            }
            if step % 5 == 0 { saveFrame(host.render(), "\(push ? "deep-push" : "deep-pop")-\(step)", in: "navbar") }
            step += 1
            host.advance(by: 1.0 / 60)
        }
        try host.runUntilIdle()
    }
    @Test func aPopTheLibraryCancelsButThenCompletesLeavesTheBarWithTheStacksItems() throws {
        // A published pattern: the interaction is cancelled, but the animator's completion calls
        // completeTransition(true) regardless. The pop happens; the bar must show the stack it has.
        let (host, navigation, root) = try hostWithNavigation()
        root.title = "List"
        let detail = NamedController("Detail")
        navigation.pushViewController(detail, animated: false)
        try host.runUntilIdle()
        let delegate = AlwaysCompletingPopDelegate()
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        delegate.interaction.update(0.3)
        host.advance(by: 0.1)
        delegate.interaction.cancel()
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(navigation.viewControllers == [root])
        #expect(bar.items?.map(\.title) == ["List"])
        #expect(shownButtonTitles(in: bar).isEmpty, "no back button: \(shownButtonTitles(in: bar))")
        #expect(barLabels(bar, "Detail", inButton: false).isEmpty && barLabels(bar, "List", inButton: false).count == 1)
        let title = try #require(barLabels(bar, "List", inButton: false).first)
        #expect(title.alpha == 1 && title.transform == .identity && laidOut(title, in: bar).x == 195)
    }
}

/// Vends a 0.3 s pop animator that calls `completeTransition(true)` whatever
/// happened, and a percent-driven interaction the test drives.
@MainActor
private final class AlwaysCompletingPopDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: 0.3, animations: {
            fromView.transform = CGAffineTransform(translationX: transitionContext.containerView.bounds.width, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(true)
        })
    }
}
