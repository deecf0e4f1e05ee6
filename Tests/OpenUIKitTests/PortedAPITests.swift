import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The API published iOS libraries use that Segue lacked (issue 32, point 6),
/// in detail; Tests/DropInShared/PortedPatternScenarios.swift runs the same
/// patterns from iOS-style code in both language modes.
@MainActor
@Suite(.checksDiagnostics) struct PortedAPITests {
    private func hosted(_ root: UIViewController = UIViewController()) -> (TestHost, UIViewController) {
        let host = TestHost()
        host.window.rootViewController = root
        root.view.backgroundColor = .white
        return (host, root)
    }

    @Test func imageContextsNestAndEndInOrder() throws {
        let (_, _) = hosted()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), true, 3)
        UIColor.blue.setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == 1 && inner.cgImage?.width == 1)
        UIGraphicsEndImageContext()
        let outer = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(outer.size == CGSize(width: 4, height: 2) && outer.scale == 3 && outer.cgImage?.width == 12)
        let pixel = outer.cgImage!.premultipliedRGBA(x: 6, y: 3)
        #expect(pixel.blue > 250 && pixel.red < 5 && pixel.alpha == 255)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func anImageContextIsNotAPushedContext() {
        let (_, _) = hosted()
        let context = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(SegueDiagnostics.messages.last == "UIGraphicsEndImageContext() called when the current context is not an image context")
        #expect(UIGraphicsGetCurrentContext() === context, "the pushed context stays current")
        UIGraphicsPopContext()
    }

    @Test func theVerticalIndicatorFollowsItsInsets() throws {
        let (host, root) = hosted()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 1600)
        root.view.addSubview(scrollView)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 4)
        #expect(scrollView.verticalScrollIndicatorInsets.top == 50 && scrollView.horizontalScrollIndicatorInsets.right == 4)
        scrollView.contentOffset = .zero
        scrollView.contentOffset = CGPoint(x: 0, y: 1200)    // the end: the indicator at the bottom of its track
        let indicator = try #require(scrollView.subviews.first { $0.frame.width == 3 })
        #expect(isClose(indicator.frame.maxX, 300 - 3 - 4), "4 points further in: \(indicator.frame)")
        #expect(isClose(indicator.frame.maxY, 1200 + 400 - 30 - 3), "above the bottom inset: \(indicator.frame)")
        scrollView.verticalScrollIndicatorInsets = .zero
        #expect(isClose(indicator.frame.maxX, 297) && isClose(indicator.frame.maxY, 1200 + 400 - 3))
        try host.runUntilIdle()
    }

    @Test func aNearestMagnificationFilterDrawsHardPixels() throws {
        let (host, root) = hosted()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let stripes = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let smooth = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
        let hard = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 20))
        for view in [smooth, hard] {
            view.layer.contents = stripes.cgImage
            root.view.addSubview(view)
        }
        hard.layer.magnificationFilter = .nearest
        try host.runUntilIdle()
        let image = host.render()
        let smoothPixel = image.premultipliedRGBA(x: 180, y: 220)    // 90 points in: near the middle
        let hardPixel = image.premultipliedRGBA(x: 180, y: 420)
        #expect(smoothPixel.blue > 40 && smoothPixel.red > 40, "interpolated: \(smoothPixel)")
        #expect(hardPixel.red > 250 && hardPixel.blue < 5, "the nearest pixel: \(hardPixel)")
        #expect(hard.layer.presentation()?.magnificationFilter == .nearest, "presentation copies keep the filter")
    }

    @Test func aBlackBarDarkensAndAsksForALightStatusBar() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (host, _) = hosted(navigation)
        try host.runUntilIdle()
        let scene = try #require(host.window.windowScene)
        #expect(scene.statusBarManager?.statusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        // No content scroll view: the bar is at the scroll edge, where (iOS 15) the default look has no
        // background; the common opt-out keeps the standard look there, which the black style darkens.
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        navigation.setNeedsStatusBarAppearanceUpdate()
        try host.runUntilIdle()
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
        let bar = host.render().premultipliedRGBA(x: 20, y: 2 * (47 + 22))
        #expect(bar.red < 60 && bar.green < 60 && bar.blue < 60, "a dark bar: \(bar)")
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager?.statusBarStyle == .default, "a hidden bar leaves it to the top controller")
        try host.runUntilIdle()
    }

    @Test func aPopoverDelegateHearsTheTapOutside() throws {
        final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
            var calls: [String] = []
            var allowsDismissal = false
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                calls.append("prepare")
            }
            func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
                calls.append("shouldDismiss")
                return allowsDismissal
            }
            func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
                calls.append("didDismiss")
            }
        }
        let (host, root) = hosted()
        let anchor = UIView(frame: CGRect(x: 300, y: 100, width: 60, height: 40))
        root.view.addSubview(anchor)
        let delegate = Delegate()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 240, height: 300)
        popover.popoverPresentationController?.delegate = delegate
        // The delegate's prepare call is the last moment to give the source.
        delegate.calls = []
        final class LateSource: NSObject, UIPopoverPresentationControllerDelegate {
            let anchor: UIView
            let inner: Delegate
            init(anchor: UIView, inner: Delegate) { self.anchor = anchor; self.inner = inner }
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                popoverPresentationController.sourceView = anchor
                popoverPresentationController.delegate = inner
                inner.calls.append("prepare")
            }
        }
        let late = LateSource(anchor: anchor, inner: delegate)
        popover.popoverPresentationController?.delegate = late
        root.present(popover, animated: true)
        try host.runUntilIdle()
        #expect(root.presentedViewController === popover, "the source given in prepare counts")
        #expect(popover.presentationController is UIPopoverPresentationController)
        host.tap(at: CGPoint(x: 50, y: 700))
        try host.runUntilIdle()
        #expect(root.presentedViewController === popover, "the delegate said no")
        delegate.allowsDismissal = true
        host.tap(at: CGPoint(x: 50, y: 700))
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["prepare", "shouldDismiss", "shouldDismiss", "didDismiss"])
    }

    @Test func aDisplayLinkRetainsItsTargetUntilInvalidated() {
        final class Target {
            var frames = 0
            func step() { frames += 1 }
        }
        let (host, _) = hosted()
        var target: Target? = Target()
        weak let weakTarget = target
        let link = CADisplayLink(target: target!, selector: Selector(Target.step))
        link.add(to: .main, forMode: .common)
        target = nil
        host.advance(by: 0.05)
        #expect(weakTarget != nil && weakTarget!.frames >= 2, "the link keeps its target")
        link.invalidate()
        #expect(weakTarget == nil)
    }

    @Test func selectorsIgnoreWhatMethodsReturn() {
        final class Target: NSObject {
            var received: [String] = []
            func handle(_ sender: UIControl) -> Int { received.append("handle"); return 1 }
            func show(_ value: Int, sender: Any?) -> String { received.append("show \(value)"); return "" }
            func reset() -> Bool { received.append("reset"); return true }
        }
        let target = Target()
        let control = UIControl()
        control.addTarget(target, action: Selector(Target.handle(_:)), for: .valueChanged)
        control.addTarget(target, action: Selector(Target.reset), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.received == ["handle", "reset"])
        #expect(target.responds(to: Selector(Target.show(_:sender:))) && !control.responds(to: Selector(Target.reset)))
    }
}
