import Testing
import OpenUIKit
import SegueTesting

/// A view recording its trait callbacks and layouts as "name.call".
@MainActor
final class TraitRecordingView: UIView {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ObservedCalls.record("\(name).traitCollectionDidChange")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        ObservedCalls.record("\(name).layoutSubviews")
    }
    func styleChanged(_ view: UIView) { ObservedCalls.record("\(name).styleChanged(action)") }
}

/// A controller recording its trait callbacks as "title.call".
@MainActor
final class TraitRecordingController: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ObservedCalls.record("\(title ?? "?").traitCollectionDidChange")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        ObservedCalls.record("\(title ?? "?").viewWillLayoutSubviews")
    }
}

/// An app-defined trait.
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = 0
}

/// Issue 33 §traits (iOS 17): overrides, registrations and their timing.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TraitChangeRules {
    /// A host whose root has a child controller (view "childView") and a plain subview "leaf".
    private func hierarchy() throws -> (TestHost, TraitRecordingController, TraitRecordingController, TraitRecordingView) {
        let root = TraitRecordingController("root")
        let child = TraitRecordingController("child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let leaf = TraitRecordingView("leaf")
        child.view.addSubview(leaf)
        let (host, _) = hostWithRoot(root)
        try host.runUntilIdle()
        ObservedCalls.clear()
        return (host, root, child, leaf)
    }

    @Test func anOverrideAppliesToItsObjectAndEverythingBelow() throws {
        let (host, root, child, leaf) = try hierarchy()
        #expect(leaf.traitCollection.userInterfaceStyle == .light, "the screen's style")
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!root.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect([root.traitCollection, root.view.traitCollection, child.traitCollection, child.view.traitCollection,
                 leaf.traitCollection].allSatisfy { $0.userInterfaceStyle == .dark })
        #expect(host.window.traitCollection.userInterfaceStyle == .light, "not above the controller")
        #expect(leaf.traitCollection.horizontalSizeClass == .compact, "other traits still inherited")
        leaf.traitOverrides.horizontalSizeClass = .regular
        leaf.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(leaf.traitCollection.horizontalSizeClass == .regular && child.view.traitCollection.horizontalSizeClass == .compact)
        #expect(leaf.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        child.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light && root.view.traitCollection.userInterfaceStyle == .dark,
                "the nearest override wins")
        root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        child.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(leaf.traitCollection.userInterfaceStyle == .light && !root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        host.window.traitOverrides.layoutDirection = .rightToLeft
        host.window.traitOverrides.displayScale = 3
        #expect(leaf.traitCollection.layoutDirection == .rightToLeft && root.traitCollection.displayScale == 3,
                "the window's override reaches its root controller")
    }

    @Test func callbacksComeOncePerChangeTopDownBeforeLayoutWithThePreviousTraits() throws {
        let (host, root, child, leaf) = try hierarchy()
        var seen: [String] = []
        leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            ObservedCalls.record("leaf.styleHandler")
            seen.append("\(previous.userInterfaceStyle)→\(view.traitCollection.userInterfaceStyle)")
        }
        leaf.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: TraitRecordingView, _: UITraitCollection) in
            ObservedCalls.record("leaf.sizeClassHandler")
        }
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: TraitRecordingController, _: UITraitCollection) in
            ObservedCalls.record("child.styleHandler")
        }
        root.traitOverrides.userInterfaceStyle = .dark
        root.traitOverrides.userInterfaceStyle = .light
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(ObservedCalls.log.isEmpty, "nothing is delivered before the next update")
        host.advance(by: 1.0 / 60)
        // Top down: each controller, then its view; each object's callbacks right before its layout.
        expectSequence(["root.traitCollectionDidChange", "root.viewWillLayoutSubviews",
                        "child.traitCollectionDidChange", "child.styleHandler", "child.viewWillLayoutSubviews",
                        "leaf.traitCollectionDidChange", "leaf.styleHandler", "leaf.layoutSubviews"],
                       in: ObservedCalls.log)
        #expect(ObservedCalls.log.filter { $0 == "leaf.styleHandler" }.count == 1, "three sets, one change: \(ObservedCalls.log)")
        #expect(!ObservedCalls.log.contains("leaf.sizeClassHandler"), "only the registered traits")
        #expect(seen == ["light→dark"], "the previous collection is the one before the change")
        ObservedCalls.clear()
        root.traitOverrides.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        #expect(!ObservedCalls.log.contains { $0.contains("Handler") || $0.contains("traitCollectionDidChange") },
                "setting the same value changes nothing: \(ObservedCalls.log)")
    }

    /// What an object hears is measured from the traits it last heard about,
    /// however many sets come before the update: a change undone before it is
    /// no change, and two changes of different traits are one change from the
    /// traits before both.
    @Test func changesBeforeAnUpdateAreMeasuredFromTheTraitsLastDelivered() throws {
        let (host, root, _, leaf) = try hierarchy()
        var changes: [String] = []
        leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            changes.append("\(previous.userInterfaceStyle)→\(view.traitCollection.userInterfaceStyle)")
        }
        root.traitOverrides.userInterfaceStyle = .dark
        root.traitOverrides.userInterfaceStyle = .light
        host.advance(by: 1.0 / 60)
        #expect(changes.isEmpty, "dark, then light again before the update: \(changes)")
        #expect(!ObservedCalls.log.contains { $0.hasSuffix("traitCollectionDidChange") }, "\(ObservedCalls.log)")
        root.traitOverrides.userInterfaceStyle = .dark
        root.traitOverrides.horizontalSizeClass = .regular
        host.advance(by: 1.0 / 60)
        #expect(changes == ["light→dark"], "the style changed along with the size class: \(changes)")
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aViewMovedUnderAnotherOverrideHearsBeforeItsNextLayout() throws {
        let (host, root, child, leaf) = try hierarchy()
        child.traitOverrides.userInterfaceStyle = .dark
        var changes: [String] = []
        leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            changes.append("\(previous.userInterfaceStyle)→\(view.traitCollection.userInterfaceStyle)")
        }
        host.advance(by: 1.0 / 60)
        #expect(changes == ["light→dark"], "registered before the update: it hears the pending change")
        ObservedCalls.clear()
        root.view.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        host.advance(by: 1.0 / 60)
        #expect(changes == ["light→dark", "dark→light"])
        expectSequence(["leaf.traitCollectionDidChange", "leaf.layoutSubviews"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func aWindowScenesOverrideReachesItsWindows() throws {
        let (host, root, _, leaf) = try hierarchy()
        let scene = try #require(host.window.windowScene)
        var sceneChanges = 0
        scene.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIWindowScene, _: UITraitCollection) in
            sceneChanges += 1
        }
        scene.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        defer { scene.traitOverrides.remove(UITraitPreferredContentSizeCategory.self) }
        #expect(scene.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(host.window.traitCollection.preferredContentSizeCategory == .extraExtraLarge
                && root.traitCollection.preferredContentSizeCategory == .extraExtraLarge
                && leaf.traitCollection.preferredContentSizeCategory > .large)
        host.advance(by: 1.0 / 60)
        #expect(ObservedCalls.log.contains("leaf.traitCollectionDidChange") && ObservedCalls.log.contains("root.traitCollectionDidChange"))
        #expect(sceneChanges == 1, "the scene hears first, before its window's layout")
    }

    @Test func targetActionRegistrationsAndUnregistering() throws {
        let (host, root, _, leaf) = try hierarchy()
        let target = TraitRecordingView("target")
        let byTarget = leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target,
                                                    action: Selector(TraitRecordingView.styleChanged(_:)))
        leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector(TraitRecordingView.styleChanged(_:)))
        root.traitOverrides.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        #expect(ObservedCalls.log.filter { $0.hasSuffix("(action)") } == ["target.styleChanged(action)", "leaf.styleChanged(action)"])
        leaf.unregisterForTraitChanges(byTarget)
        ObservedCalls.clear()
        root.traitOverrides.userInterfaceStyle = .light
        host.advance(by: 1.0 / 60)
        #expect(ObservedCalls.log.filter { $0.hasSuffix("(action)") } == ["leaf.styleChanged(action)"])
    }

    @Test func updateTraitsIfNeededDeliversAtOnce() throws {
        let (_, root, child, _) = try hierarchy()
        root.traitOverrides.verticalSizeClass = .compact
        root.updateTraitsIfNeeded()
        expectSequence(["root.traitCollectionDidChange", "child.traitCollectionDidChange", "leaf.traitCollectionDidChange"],
                       in: ObservedCalls.log)
        #expect(!ObservedCalls.log.contains { $0.hasSuffix("layoutSubviews") || $0.hasSuffix("LayoutSubviews") },
                "no layout ran: \(ObservedCalls.log)")
        ObservedCalls.clear()
        child.view.updateTraitsIfNeeded()
        #expect(ObservedCalls.log.isEmpty, "nothing pending any more")
    }

    @Test func aParentOverridesAChildsTraits() throws {
        let (host, root, child, leaf) = try hierarchy()
        let sibling = TraitRecordingController("sibling")
        root.addChild(sibling)
        root.view.addSubview(sibling.view)
        sibling.didMove(toParent: root)
        try host.runUntilIdle()
        ObservedCalls.clear()
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        root.setOverrideTraitCollection(regular, forChild: child)
        #expect(root.overrideTraitCollection(forChild: child) == regular && root.overrideTraitCollection(forChild: sibling) == nil)
        #expect(child.traitCollection.horizontalSizeClass == .regular && leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(sibling.traitCollection.horizontalSizeClass == .compact && root.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular, "unspecified traits still inherited")
        host.advance(by: 1.0 / 60)
        expectSequence(["child.traitCollectionDidChange", "leaf.traitCollectionDidChange"], in: ObservedCalls.log,
                       ignoring: Ignored.layout + [.suffix(".layoutSubviews")])
        #expect(!ObservedCalls.log.contains("sibling.traitCollectionDidChange") && !ObservedCalls.log.contains("root.traitCollectionDidChange"))
        root.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func traitCollectionsAreBuiltFromMutationsAndCustomTraits() {
        let base = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits[ThemeTrait.self] = 2
        }
        #expect(base.userInterfaceStyle == .dark && base[ThemeTrait.self] == 2 && base.horizontalSizeClass == .unspecified)
        let modified = base.modifyingTraits { $0.horizontalSizeClass = .regular }
        #expect(modified.userInterfaceStyle == .dark && modified.horizontalSizeClass == .regular && base.horizontalSizeClass == .unspecified)
        #expect(UITraitCollection()[ThemeTrait.self] == ThemeTrait.defaultValue)
        #expect(modified.containsTraits(in: base) && !base.containsTraits(in: modified))
        let combined = UITraitCollection(traitsFrom: [modified, UITraitCollection(horizontalSizeClass: .compact),
                                                      UITraitCollection(userInterfaceStyle: .unspecified)])
        #expect(combined.horizontalSizeClass == .compact && combined.userInterfaceStyle == .dark,
                "later specified traits win; unspecified ones do not")
        #expect(base == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection { $0[ThemeTrait.self] = 2 }]))
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && ThemeTrait.name == "ThemeTrait" && !ThemeTrait.affectsColorAppearance)
    }

    @Test func aSizeClassChangeDuringAPresentationReachesThePresentedControllerAndItsChild() throws {
        let root = TraitRecordingController("root")
        let (host, _) = hostWithRoot(root)
        try host.runUntilIdle()
        let presented = TraitRecordingController("presented")
        let inner = TraitRecordingController("inner")
        presented.addChild(inner)
        presented.view.addSubview(inner.view)
        inner.didMove(toParent: presented)
        presented.modalPresentationStyle = .fullScreen
        for controller in [root, presented, inner] {
            controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: TraitRecordingController, previous: UITraitCollection) in
                ObservedCalls.record("\(controller.title!).verticalHandler(\(previous.verticalSizeClass)→\(controller.traitCollection.verticalSizeClass))")
            }
        }
        root.present(presented, animated: true)
        host.advance(by: 0.15)
        ObservedCalls.clear()
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(ObservedCalls.log.filter { $0.contains("Handler") } == [
            "root.verticalHandler(regular→compact)", "presented.verticalHandler(regular→compact)",
            "inner.verticalHandler(regular→compact)"])
        // Then, still mid-presentation, an override on the presenter reaches what it presents.
        ObservedCalls.clear()
        root.traitOverrides.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        #expect(presented.isBeingPresented, "the presentation still runs")
        expectSequence(["root.traitCollectionDidChange", "presented.traitCollectionDidChange", "inner.traitCollectionDidChange"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
        #expect(inner.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.verticalSizeClass == .compact)
        try host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aHandlerThatRecolorsIsDrawnInTheSameFrame() throws {
        let (host, root, _, leaf) = try hierarchy()
        leaf.backgroundColor = .white
        leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, _: UITraitCollection) in
            view.backgroundColor = view.traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
        host.advance(by: 1.0 / 60)
        let before = host.render()
        root.traitOverrides.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        let after = host.render()
        saveFrame(after, "trait-handler-recolors", in: "traits")
        // The leaf sits at the child's origin, (0, 0) to (100, 100) points: 2 pixels a point.
        let origin = leaf.convert(CGPoint(x: 50, y: 50), to: nil)
        let (x, y) = (Int(origin.x * 2), Int(origin.y * 2))
        #expect(before.premultipliedRGBA(x: x, y: y).red == 255, "white before")
        #expect(after.premultipliedRGBA(x: x, y: y).red == 0, "black in the frame after the override")
    }
}
