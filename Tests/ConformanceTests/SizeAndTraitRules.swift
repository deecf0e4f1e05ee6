import Testing
import OpenUIKit
import SegueTesting

/// A controller recording the sizes it is told about.
@MainActor
final class SizeRecorder: UIViewController {
    var sizes: [CGSize] = []
    var onSizeChange: ((any UIViewControllerTransitionCoordinator) -> Void)?
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        sizes.append(size)
        onSizeChange?(coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Gives the presented controller half the container's width.
@MainActor
final class HalfWidthPresentationController: UIPresentationController {
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
}

/// Spec R5.7 (propagation order, driven by hand until hosts resize) and traits.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SizeAndTraitRules {
    @Test func R5_7_sizeChangesPropagateDepthFirstThroughPresentationControllers() throws {
        let root = SizeRecorder()
        root.title = "root"
        let child = SizeRecorder()
        child.title = "child"
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let (host, _) = hostWithRoot(root)
        let presented = SizeRecorder()
        presented.title = "presented"
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { HalfWidthPresentationController(presentedViewController: $0, presenting: $1) }
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        let coordinator = UIViewControllerTransitionContext(from: nil, to: nil, containerView: host.window)
        let landscape = CGSize(width: 844, height: 390)
        root.viewWillTransition(to: landscape, with: coordinator)
        #expect(host.trace.callbacks == ["root.viewWillTransition(to:with:)", "child.viewWillTransition(to:with:)",
                                         "HalfWidthPresentationController.viewWillTransition(to:with:)",
                                         "presented.viewWillTransition(to:with:)"])
        #expect(child.sizes == [landscape] && presented.sizes == [CGSize(width: 422, height: 390)])
    }

    @Test func traitsOfAPhoneAndOverridesOnAPresentationController() {
        let (host, root) = hostWithRoot()
        _ = host
        let traits = root.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 2 && traits.userInterfaceIdiom == .phone)
        let landscape = UITraitCollection.screen(size: CGSize(width: 844, height: 390), scale: 3)
        #expect(landscape.verticalSizeClass == .compact)
        let controller = UIPresentationController(presentedViewController: NamedController("B"), presenting: root)
        controller.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(controller.traitCollection.horizontalSizeClass == .regular && controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitCollection.containsTraits(in: UITraitCollection(displayScale: 2)))
    }
}

/// Spec R5.7 driven by the host: rotation after and during presentations.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RotationRules {
    @Test func R5_7_rotatingRelaysOutPresentationsThroughTheirControllers() throws {
        let root = SizeRecorder()
        root.title = "root"
        let (host, _) = hostWithRoot(root)
        let presented = SizeRecorder()
        presented.title = "presented"
        let delegate = TestTransitioningDelegate()
        var controller: HalfPresentationController?
        delegate.makePresentationController = {
            controller = HalfPresentationController(presentedViewController: $0, presenting: $1)
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        var rotation: CGAffineTransform?
        var alongsideRan = false
        root.onSizeChange = { coordinator in
            rotation = coordinator.targetTransform
            coordinator.animate(alongsideTransition: { _ in alongsideRan = true }, completion: nil)
        }
        let layoutsBefore = controller?.layoutCount ?? 0
        host.resize(to: CGSize(width: 844, height: 390))
        // A quarter turn of a phone changes the size classes: the traits' change is announced first.
        #expect(host.trace.callbacks.prefix(3) == ["root.willTransition(to:with:)",
                                                   "HalfPresentationController.willTransition(to:with:)",
                                                   "presented.willTransition(to:with:)"])
        #expect(host.trace.callbacks.dropFirst(3).prefix(3) == ["root.viewWillTransition(to:with:)",
                                                                "HalfPresentationController.viewWillTransition(to:with:)",
                                                                "presented.viewWillTransition(to:with:)"])
        #expect(rotation.map { abs(abs($0.b) - 1) < 1e-9 } == true, "a quarter turn: \(String(describing: rotation))")
        try host.runUntilIdle()
        #expect(alongsideRan)
        #expect(host.window.bounds.size == CGSize(width: 844, height: 390) && UIScreen.main.bounds.width == 844)
        #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
        #expect((controller?.layoutCount ?? 0) > layoutsBefore, "containerViewWillLayoutSubviews ran")
        #expect(presented.view.frame == CGRect(x: 422, y: 0, width: 422, height: 390), "relaid out by the presentation controller")
        #expect(presented.traitCollection.verticalSizeClass == .compact)
    }

    @Test func R5_7_aFullScreenPresentationFollowsARotationMidTransition() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.advance(by: 0.2)
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}

/// Issue 7 §3: trait changes propagate window → controllers → presentation controllers.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TraitPropagationRules {
    @Test func traitChangesReachControllersAndPresentationControllersTopDown() throws {
        let root = NamedController("root")
        let (host, _) = hostWithRoot(root)
        let presented = NamedController("presented")
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { HalfPresentationController(presentedViewController: $0, presenting: $1) }
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        host.resize(to: CGSize(width: 380, height: 844))
        try host.runUntilIdle()
        #expect(!host.trace.callbacks.contains { $0.hasSuffix("traitCollectionDidChange") }, "same size classes: no change")
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(host.trace.callbacks.filter { $0.hasSuffix("traitCollectionDidChange") }
                == ["root.traitCollectionDidChange", "HalfPresentationController.traitCollectionDidChange",
                    "presented.traitCollectionDidChange"])
    }
}
