import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records a sheet's delegate calls, the detent changes included.
@MainActor
final class SheetDetentDelegateRecorder: SheetDelegateRecorder, UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        calls.append("didChange(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// A sheet's content: a scroll view filling it, 3000 points tall.
@MainActor
final class ScrollingSheetContent: UIViewController {
    let scrollView = UIScrollView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scrollView)
        for row in 0..<30 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 390, height: 50))
            stripe.backgroundColor = row % 2 == 0 ? .systemOrange : .systemTeal
            scrollView.addSubview(stripe)
        }
    }
}

/// UISheetPresentationController (iOS 15–17): detents, their selection by
/// code and by the finger, dimming, dismissal, the grabber and the corners,
/// and a scroll view handing its drag to the sheet. Geometry on the default
/// iPhone 14 host: 390 × 844 points, safe area 47 at the top and 34 at the bottom.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SheetDetentRules {
    /// Large: from 10 points below the top safe area to the bottom safe area.
    static let maximumValue: CGFloat = 844 - (47 + 10) - 34          // 753
    /// Medium: half of that, rounded (Segue's choice, docs/Transitions.md).
    static let mediumValue: CGFloat = (maximumValue / 2).rounded()   // 377

    /// A sheet's frame when `value` points of it show above the 34-point bottom safe area.
    static func sheetFrame(value: CGFloat) -> CGRect {
        let top = 844 - 34 - value
        return CGRect(x: 0, y: top, width: 390, height: 844 - top)
    }

    private func savePNG(_ image: CGImage, _ name: String) {
        saveFrame(image, name, in: "sheet-detents")
        try? FileManager.default.createDirectory(atPath: "/tmp/sheets33", withIntermediateDirectories: true)
        try? image.writePNG(to: URL(fileURLWithPath: "/tmp/sheets33/\(name).png"))
    }

    private func present(_ content: UIViewController = NamedController("S", color: .white),
                         root: UIViewController = NamedController("A", color: .systemBlue),
                         configure: (UISheetPresentationController) -> Void) throws
        -> (TestHost, UIViewController, UIViewController, UISheetPresentationController) {
        let (host, root) = hostWithRoot(root)
        host.window.backgroundColor = nil
        let sheet = try #require(content.sheetPresentationController, "an .automatic presentation has a sheet controller")
        configure(sheet)
        root.present(content, animated: true)
        try host.runUntilIdle()
        #expect(content.presentationController === sheet, "the configured controller presents the sheet")
        return (host, root, content, sheet)
    }

    private func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    @Test func sheetPresentationControllerExistsForSheetStylesOnly() throws {
        let automatic = UIViewController()
        #expect(automatic.sheetPresentationController != nil)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.sheetPresentationController?.presentationStyle == .formSheet)
        #expect(form.sheetPresentationController?.prefersPageSizing == false, "a form sheet follows its preferred size")
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        let sheet = try #require(page.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large], "a page sheet is a sheet with one large detent")
        #expect(sheet.selectedDetentIdentifier == nil && sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil && sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight && !sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
        #expect(sheet.prefersPageSizing)
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier("x") == .init(rawValue: "x"))
        #expect(UISheetPresentationController.Detent.custom { _ in 1 }.identifier
                != UISheetPresentationController.Detent.custom { _ in 1 }.identifier, "custom detents get random identifiers")
    }

    @Test func framesAtTheMediumLargeAndCustomDetents() throws {
        var seenMaximum: CGFloat = 0
        var seenWidthClass: UIUserInterfaceSizeClass = .unspecified
        let small = UISheetPresentationController.Detent.Identifier("small")
        let (host, _, content, sheet) = try present { sheet in
            sheet.detents = [.custom(identifier: small) { context in
                seenMaximum = context.maximumDetentValue
                seenWidthClass = context.containerTraitCollection.horizontalSizeClass
                return 200
            }, .medium(), .large()]
        }
        #expect(seenMaximum == Self.maximumValue && seenWidthClass == .compact)
        #expect(content.view.frame == Self.sheetFrame(value: 200), "nil selects the smallest detent: \(content.view.frame)")
        #expect(content.view.frame == CGRect(x: 0, y: 610, width: 390, height: 234))
        savePNG(host.render(), "custom-200")

        sheet.selectedDetentIdentifier = .medium
        #expect(content.view.frame == Self.sheetFrame(value: Self.mediumValue), "set outside animateChanges: at once")
        #expect(content.view.frame == CGRect(x: 0, y: 433, width: 390, height: 411))
        #expect(content.view.layer.animationKeys()?.isEmpty != false)
        savePNG(host.render(), "medium")

        sheet.selectedDetentIdentifier = .large
        #expect(content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        try host.runUntilIdle()
        savePNG(host.render(), "large")

        // A detent larger than the maximum is held at it; an inactive one (nil) is skipped.
        sheet.detents = [.custom(identifier: small) { _ in nil }, .custom { $0.maximumDetentValue + 500 }]
        #expect(content.view.frame == Self.sheetFrame(value: Self.maximumValue))
    }

    @Test func thePageSheetIsASheetWithOneLargeDetent() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        let sheet = NamedController("S", color: .white)
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        try host.runUntilIdle()
        let controller = try #require(sheet.presentationController as? UISheetPresentationController)
        #expect(sheet.sheetPresentationController === controller && controller.presentationStyle == .pageSheet)
        #expect(sheet.view.frame == Self.sheetFrame(value: Self.maximumValue))
    }

    @Test func draggingAndFlickingBetweenDetentsSelectsAndTellsTheDelegate() throws {
        let recorder = SheetDetentDelegateRecorder()
        let (host, root, content, sheet) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = recorder
        }
        #expect(content.view.frame.minY == 433 && root.view.transform == .identity, "at medium the presenter stays")
        host.trace.clear()
        // The finger lifts the sheet 300 points, slowly.
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 180), duration: 1.0, release: false)
        let held = content.view.frame.minY
        #expect(abs(held - 133) < 12, "the sheet follows the finger: top \(held)")
        // 80% of the way from medium to large: the presenter has receded 80% of the way to 0.92.
        let recession = (844 - 34 - held - Self.mediumValue) / (Self.maximumValue - Self.mediumValue)
        #expect(abs(root.view.transform.a - (1 - 0.08 * recession)) < 0.001, "scale \(root.view.transform.a)")
        #expect(sheet.selectedDetentIdentifier == nil && recorder.calls.isEmpty, "nothing is decided while the finger is down")
        savePNG(host.render(), "drag-medium-to-large")
        host.drag(from: CGPoint(x: 195, y: 180), to: CGPoint(x: 195, y: 180), duration: 0.1)
        #expect(sheet.selectedDetentIdentifier == .large && recorder.calls == ["didChange(com.apple.UIKit.large)"])
        try host.runUntilIdle()
        #expect(content.view.frame == Self.sheetFrame(value: Self.maximumValue))
        #expect(host.trace.callbacks(of: "S").filter { $0.hasPrefix("view") && !$0.contains("Layout") }.isEmpty,
                "moving between detents is no transition: \(host.trace.callbacks(of: "S"))")

        // A flick: 60 points down in a tenth of a second lands at medium, though the finger moved little.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 260), duration: 0.1)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(recorder.calls == ["didChange(com.apple.UIKit.large)", "didChange(com.apple.UIKit.medium)"])
        host.advance(by: 0.1)
        let settling = shownFrame(content.view).minY
        #expect(settling > 120 && settling < 433, "the spring carries it on: \(settling)")
        try host.runUntilIdle()
        #expect(content.view.frame.minY == 433 && shownFrame(content.view).minY == 433)

        // The same short move, slowly, goes back to where it was.
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 440), duration: 1.0)
        try host.runUntilIdle()
        #expect(content.view.frame.minY == 433 && sheet.selectedDetentIdentifier == .medium && recorder.calls.count == 2)

        // Setting the detent in code does not tell the delegate.
        sheet.selectedDetentIdentifier = .large
        #expect(recorder.calls.count == 2)
    }

    @Test func animateChangesAnimatesTheHeightAndInvalidateDetentsResolvesAgain() throws {
        var customValue: CGFloat = 300
        let (host, _, content, sheet) = try present { sheet in
            sheet.detents = [.custom(identifier: .init("fit")) { _ in customValue }, .large()]
        }
        #expect(content.view.frame == Self.sheetFrame(value: 300))
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(content.view.frame == Self.sheetFrame(value: Self.maximumValue), "the model is at the new detent at once")
        host.advance(by: 0.1)
        let early = shownFrame(content.view).minY
        #expect(early > 57 && early < Self.sheetFrame(value: 300).minY, "…and the sheet animates there: \(early)")
        savePNG(host.render(), "animate-changes-0.1s")
        try host.runUntilIdle()
        #expect(shownFrame(content.view).minY == 57)

        customValue = 500
        sheet.selectedDetentIdentifier = .init("fit")
        #expect(content.view.frame == Self.sheetFrame(value: 300), "resolved values are kept until invalidated")
        sheet.animateChanges { sheet.invalidateDetents() }
        host.advance(by: 0.05)
        #expect(shownFrame(content.view).minY > Self.sheetFrame(value: 500).minY)
        try host.runUntilIdle()
        #expect(content.view.frame == Self.sheetFrame(value: 500))
    }

    @Test func belowTheLargestUndimmedDetentNothingDimsAndThePresenterTakesTouches() throws {
        var taps = 0
        let root = NamedController("A", color: .systemBlue)
        root.loadViewIfNeeded()
        root.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let (host, _, content, sheet) = try present(root: root) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let atMedium = host.render()
        savePNG(atMedium, "undimmed-medium")
        let pixel = atMedium.premultipliedRGBA(x: 390, y: 400)   // (195, 200) pt: above the sheet
        #expect(pixel.blue >= 254 && pixel.red == 0, "the presenter shows undimmed (system blue): \(pixel)")
        #expect(root.view.transform == .identity, "and does not recede below the large detent")
        host.tap(at: CGPoint(x: 195, y: 200))
        #expect(taps == 1, "the presenter is interactive")
        host.tap(at: CGPoint(x: 195, y: 600))
        #expect(taps == 1, "the sheet takes its own touches")
        #expect(root.presentedViewController === content)

        sheet.selectedDetentIdentifier = .large
        try host.runUntilIdle()
        let atLarge = host.render()
        savePNG(atLarge, "dimmed-large")
        #expect(atLarge.premultipliedRGBA(x: 390, y: 104).blue < pixel.blue, "above it, the presenter dims")
        #expect(root.view.transform.a < 0.95, "and recedes")
        host.tap(at: CGPoint(x: 195, y: 30))
        #expect(taps == 1, "the dimming view takes the touches")
    }

    @Test func draggingPastTheSmallestDetentDismissesAskingTheDelegate() throws {
        let recorder = SheetDetentDelegateRecorder()
        let (host, root, content, sheet) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = recorder
        }
        host.trace.clear()
        // Down from large past medium: the dismissal starts only when the sheet passes medium.
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 400), duration: 0.6, release: false)
        #expect(recorder.calls.isEmpty && host.trace.callbacks(of: "S").isEmpty, "still above medium: no dismissal")
        host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 700), duration: 0.6, release: false)
        #expect(recorder.calls == ["shouldDismiss", "willDismiss"])
        #expect(host.trace.callbacks(of: "S").first == "viewWillDisappear")
        let shown = shownFrame(content.view).minY
        // The finger passed medium's top (433) about 224 points ago (the pan starts 8–10 points in).
        #expect(abs(shown - (433 + 224)) < 15, "below medium the sheet follows the finger down: \(shown)")
        #expect(root.view.transform == .identity, "below medium the presenter is back in place")
        savePNG(host.render(), "dismissing")
        host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 760), duration: 0.1)
        try host.runUntilIdle()
        #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil && content.view.window == nil && root.view.transform == .identity)
        #expect(sheet.containerView?.superview == nil)
    }

    @Test func aQuickFlickDownFromTheSmallestDetentDismisses() throws {
        let recorder = SheetDetentDelegateRecorder()
        let (host, root, _, _) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = recorder
        }
        // 150 points in 0.1 s: 1500 points a second down.
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 630), duration: 0.1)
        try host.runUntilIdle()
        #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "\(recorder.calls)")
        #expect(root.presentedViewController == nil)
    }

    @Test func aShortPullBelowTheSmallestDetentGoesBack() throws {
        let recorder = SheetDetentDelegateRecorder()
        let (host, root, content, _) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = recorder
        }
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 540), duration: 0.8)
        try host.runUntilIdle()
        #expect(recorder.calls == ["shouldDismiss", "willDismiss"])
        #expect(root.presentedViewController === content && content.view.frame.minY == 433)
    }

    @Test func aModalSheetRefusesAndReportsTheAttempt() throws {
        let recorder = SheetDetentDelegateRecorder()
        let (host, root, content, _) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = recorder
        }
        content.isModalInPresentation = true
        host.trace.clear()
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 780), duration: 0.4, release: false)
        let resisted = content.view.frame.minY
        #expect(resisted > 433 && resisted < 433 + 150, "it gives a little, resisting: \(resisted)")
        host.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 790), duration: 0.05)
        try host.runUntilIdle()
        #expect(recorder.calls == ["didAttempt"], "isModalInPresentation: the delegate is not asked, only told")
        #expect(root.presentedViewController === content && content.view.frame.minY == 433)
        #expect(host.trace.callbacks(of: "S").isEmpty)

        // The delegate refusing: asked, then told of the attempt.
        content.isModalInPresentation = false
        recorder.allowDismiss = false
        recorder.calls = []
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 780), duration: 0.4)
        try host.runUntilIdle()
        #expect(recorder.calls == ["shouldDismiss", "didAttempt"] && root.presentedViewController === content)
    }

    @Test func theGrabberAndTheCornerRadiusShowInThePixels() throws {
        let (host, _, content, sheet) = try present { sheet in
            sheet.detents = [.medium()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
        }
        let frame = host.render()
        savePNG(frame, "grabber-radius-24")
        // The grabber: 36 × 5 points, 5 below the sheet's top edge (433), centred.
        let grabber = frame.premultipliedRGBA(x: 390, y: 2 * 440)
        #expect(grabber.red < 230 && grabber.red > 150 && grabber.red == grabber.green, "grey grabber: \(grabber)")
        #expect(frame.premultipliedRGBA(x: 2 * 225, y: 2 * 440) == (255, 255, 255, 255), "white beside it")
        #expect(frame.premultipliedRGBA(x: 390, y: 2 * 450) == (255, 255, 255, 255), "white below it")
        // (4, 438) pt is inside a 10-point corner but outside a 24-point one.
        let corner = frame.premultipliedRGBA(x: 8, y: 2 * 438)
        #expect(corner.blue > corner.red + 60, "the presenter shows through the 24-point corner: \(corner)")
        #expect(content.view.layer.cornerRadius == 24)

        sheet.preferredCornerRadius = nil
        sheet.prefersGrabberVisible = false
        let plain = host.render()
        savePNG(plain, "no-grabber-radius-10")
        #expect(plain.premultipliedRGBA(x: 8, y: 2 * 438) == (255, 255, 255, 255), "the default 10-point corner covers it")
        #expect(plain.premultipliedRGBA(x: 390, y: 2 * 440) == (255, 255, 255, 255), "no grabber")
    }

    @Test func theGrabberStaysAtTheTopOfASheetThatIsAScrollView() throws {
        final class ScrollingRoot: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView()
                scrollView.backgroundColor = .white
                scrollView.contentSize = CGSize(width: 390, height: 3000)
                scrollView.contentInsetAdjustmentBehavior = .never
                view = scrollView
            }
        }
        let content = ScrollingRoot()
        let (host, _, _, _) = try present(content) { sheet in
            sheet.prefersGrabberVisible = true
        }
        let scrollView = try #require(content.view as? UIScrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.advance(by: 0.5)
        let frame = host.render()
        savePNG(frame, "grabber-scrolled")
        // Large: the sheet's top at 57, the grabber 5 below it whatever the offset.
        let grabber = frame.premultipliedRGBA(x: 390, y: 2 * 64)
        #expect(grabber.red < 230 && grabber.red > 150, "the grabber stays in view: \(grabber)")
    }

    @Test func aScrollViewAtItsTopHandsTheDragToTheSheet() throws {
        let content = ScrollingSheetContent()
        let (host, _, _, sheet) = try present(content) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        let scrollView = content.scrollView
        // Scrolled down, a downward drag scrolls the content back; the sheet stays.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 1.0, release: false)
        #expect(content.view.frame.minY == 57 && abs(scrollView.contentOffset.y - 100) < 15, "offset \(scrollView.contentOffset.y)")
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 500), duration: 0.1)
        try host.runUntilIdle()
        #expect(content.view.frame.minY == 57)

        // At the top, the same drag moves the sheet; the content stays at its top.
        scrollView.contentOffset = .zero
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 1.0, release: false)
        #expect(content.view.frame.minY > 57 + 170 && scrollView.contentOffset.y == 0,
                "sheet \(content.view.frame.minY), offset \(scrollView.contentOffset.y)")
        savePNG(host.render(), "scroll-handoff-down")
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 500), duration: 0.1)
        try host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .medium && content.view.frame.minY == 433 && scrollView.contentOffset.y == 0)

        // Within one drag: the content scrolls back to its top, then the sheet takes over.
        sheet.selectedDetentIdentifier = .large
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 1.0, release: false)
        #expect(scrollView.contentOffset.y == 0 && abs(content.view.frame.minY - (57 + 200)) < 20,
                "sheet \(content.view.frame.minY), offset \(scrollView.contentOffset.y)")
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 500), duration: 0.1)
        try host.runUntilIdle()

        // At medium, pushing up expands the sheet rather than scrolling.
        #expect(content.view.frame.minY == 433)
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 1.0)
        try host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large && content.view.frame.minY == 57 && scrollView.contentOffset.y == 0)

        // Unless the sheet prefers scrolling: then the content scrolls at medium.
        sheet.selectedDetentIdentifier = .medium
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500), duration: 1.0)
        try host.runUntilIdle()
        #expect(content.view.frame.minY == 433 && scrollView.contentOffset.y > 80, "offset \(scrollView.contentOffset.y)")
    }

    @Test func edgeAttachedInCompactHeight() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        let safe = host.window.safeAreaInsets
        let content = NamedController("S", color: .white)
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersEdgeAttachedInCompactHeight = true
        root.present(content, animated: true)
        try host.runUntilIdle()
        savePNG(host.render(), "edge-attached-landscape")
        #expect(content.presentationController === sheet && root.view.window === host.window)
        // Medium is inactive in compact height: the sheet rests at large, as wide as the safe area.
        let top = max(safe.top, 20) + 10
        #expect(content.view.frame == CGRect(x: safe.left, y: top, width: 844 - safe.left - safe.right, height: 390 - top))
        #expect(root.view.transform == .identity, "nothing recedes in compact height")
        content.dismiss(animated: false)
        try host.runUntilIdle()

        let narrow = NamedController("N", color: .white)
        narrow.preferredContentSize = CGSize(width: 400, height: 0)
        let narrowSheet = try #require(narrow.sheetPresentationController)
        narrowSheet.prefersEdgeAttachedInCompactHeight = true
        narrowSheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        root.present(narrow, animated: false)
        try host.runUntilIdle()
        #expect(narrow.view.frame == CGRect(x: 222, y: top, width: 400, height: 390 - top))
    }

    @Test func turningTheScreenResolvesTheDetentsAgain() throws {
        let (host, root, content, sheet) = try present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        #expect(root.view.transform.a < 0.95)
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        savePNG(host.render(), "turned-landscape")
        let safe = host.window.safeAreaInsets
        let top = max(safe.top, 20) + 10
        #expect(content.view.frame == CGRect(x: safe.left, y: top, width: 844 - safe.left - safe.right, height: 390 - top),
                "at large for the new screen: \(content.view.frame)")
        #expect(root.view.transform == .identity, "nothing recedes in compact height")
        host.resize(to: CGSize(width: 390, height: 844), duration: 0)
        try host.runUntilIdle()
        #expect(content.view.frame == Self.sheetFrame(value: Self.maximumValue) && root.view.transform.a < 0.95)
        #expect(sheet.selectedDetentIdentifier == .large)
    }

    @Test func prefersPageSizingInARegularWidth() throws {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366))
        let root = NamedController("A", color: .systemBlue)
        host.window.rootViewController = root
        try host.runUntilIdle()
        let content = NamedController("S", color: .white)
        content.preferredContentSize = CGSize(width: 500, height: 600)
        let sheet = try #require(content.sheetPresentationController)
        sheet.prefersPageSizing = false
        root.present(content, animated: false)
        try host.runUntilIdle()
        #expect(content.view.frame == CGRect(x: 262, y: 383, width: 500, height: 600), "form-sized: \(content.view.frame)")
    }
}
