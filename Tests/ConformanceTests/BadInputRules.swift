import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 18's bad input: NaN, infinite and huge values, unsorted key times,
/// degenerate sizes, empty paths and images never crash, hang or corrupt the
/// tree: each is refused with a message or clamped as UIKit documents.
@MainActor
@Suite(.checksDiagnostics) struct BadInputRules {
    private func hostWithView() -> (TestHost, UIView) {
        let (host, root) = hostWithRoot()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = .systemRed
        root.view.addSubview(view)
        host.advance(by: 1.0 / 60)
        return (host, view)
    }

    @Test("Non-finite geometry is refused with a message and leaves the view as it was")
    func nonFiniteGeometry() throws {
        let (host, view) = hostWithView()
        SegueDiagnostics.clear()
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 3)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        view.alpha = .nan
        try host.runUntilIdle()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.transform == .identity && view.alpha == 1)
        #expect(SegueDiagnostics.messages.count >= 5, "\(SegueDiagnostics.messages)")
        _ = host.render()
    }

    @Test("Huge values render without hanging; alpha is clamped to 0…1")
    func hugeValuesAndAlphaClamping() throws {
        let (host, view) = hostWithView()
        view.frame = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        view.alpha = 7
        #expect(view.alpha == 1)
        view.alpha = -2
        #expect(view.alpha == 0)
        try host.runUntilIdle()
        _ = host.render()
    }

    @Test("Non-finite or negative durations and delays, and odd springs, still end with the completion")
    func badTimings() throws {
        let (host, view) = hostWithView()
        var completions = 0
        UIView.animate(withDuration: .nan, animations: { view.center.x += 10 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: -1, delay: .infinity, options: [], animations: { view.center.y += 10 },
                       completion: { _ in completions += 1 })
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity, options: [],
                       animations: { view.alpha = 0.5 }, completion: { _ in completions += 1 })
        try host.runUntilIdle(limit: 5)
        #expect(completions == 3)
        #expect(view.center == CGPoint(x: 70, y: 70) && view.alpha == 0.5)
    }

    @Test("A property animator's fractionComplete is clamped; a layer's speed and timeOffset refuse non-finite values")
    func animatorAndLayerTiming() throws {
        let (host, view) = hostWithView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 3
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 1, "NaN is refused")
        animator.fractionComplete = -1
        #expect(animator.fractionComplete == 0)
        animator.stopAnimation(true)
        view.layer.speed = .nan
        view.layer.timeOffset = .infinity
        let (speed, offset) = (view.layer.speed, view.layer.timeOffset)
        #expect(speed == 1 && offset == 0, "NaN speed and infinite time offset are refused")
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "UIViewPropertyAnimator 0x…: setFractionComplete: nan is not a number; ignored",
            "[CALayer setSpeed:] <CALayer: 0x…>: nan is not finite; ignored",
            "[CALayer setTimeOffset:] <CALayer: 0x…>: inf is not finite; ignored",
        ])
        try host.runUntilIdle()
    }

    @Test("Keyframes with unsorted or out-of-range key times are refused by name, and the model value still lands")
    func badKeyTimes() throws {
        let (host, view) = hostWithView()
        SegueDiagnostics.clear()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [1, 0.2, 0.5]
        animation.keyTimes = [0, 0.8, 0.3]
        animation.duration = 0.5
        view.layer.add(animation, forKey: "odd")
        let outOfRange = CAKeyframeAnimation(keyPath: "opacity")
        outOfRange.values = [1, 0]
        outOfRange.keyTimes = [-1, 4]
        outOfRange.duration = 0.5
        view.layer.add(outOfRange, forKey: "outside")
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "[CALayer addAnimation:forKey:] <CALayer: 0x…> (unnamed): rejected CAKeyframeAnimation for key \"odd\": "
                + "keyTimes [0.0, 0.8, 0.3] must rise from 0 to 1",
            "[CALayer addAnimation:forKey:] <CALayer: 0x…> (unnamed): rejected CAKeyframeAnimation for key \"outside\": "
                + "keyTimes [-1.0, 4.0] must rise from 0 to 1",
        ], "each refusal names the layer, the key and the key times")
        #expect(view.layer.animationKeys() == nil, "neither is added")
        view.alpha = 0.6
        host.advance(by: 0.25)
        #expect(view.layer.presentation()?.opacity == 0.6, "the model value is what is drawn")
        // systemRed (255, 59, 48) at 0.6 over the root's systemGray (142, 142, 147).
        let pixel = host.render().premultipliedRGBA(x: Int(view.center.x * 2), y: Int(view.center.y * 2))
        let expected = (0.6 * 255 + 0.4 * 142, 0.6 * 59 + 0.4 * 142, 0.6 * 48 + 0.4 * 147)
        #expect(abs(Double(pixel.red) - expected.0) <= 1 && abs(Double(pixel.green) - expected.1) <= 1
                && abs(Double(pixel.blue) - expected.2) <= 1, "\(pixel), expected \(expected)")
        try host.runUntilIdle()
    }

    @Test("Zero, negative and 100,000-pixel-wide screens host a presentation without crashing")
    func degenerateScreens() throws {
        for size in [CGSize.zero, CGSize(width: -10, height: -20), CGSize(width: 50_000, height: 2)] {
            let host = TestHost(screenSize: size, scale: 2)
            let root = NamedController("A")
            host.window.rootViewController = root
            root.present(NamedController("B"), animated: true)
            try host.runUntilIdle()
            #expect(root.presentedViewController != nil, "\(size)")
            _ = host.render()
        }
    }

    @Test("An empty path and a zero-sized image draw nothing")
    func emptyPathAndImage() throws {
        let (host, view) = hostWithView()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath().cgPath
        shape.fillColor = CGColor(gray: 0, alpha: 1)
        view.layer.addSublayer(shape)
        let renderer = UIGraphicsImageRenderer(size: .zero)
        let empty = renderer.image { _ in }
        let imageView = UIImageView(image: empty)
        view.addSubview(imageView)
        try host.runUntilIdle()
        let with = host.render()
        #expect(empty.size.width <= 1 && empty.size.height <= 1, "at most one pixel: \(empty.size)")
        #expect(imageView.intrinsicContentSize.width <= 1)
        shape.removeFromSuperlayer()
        imageView.removeFromSuperview()
        try host.runUntilIdle()
        let without = host.render()
        #expect(ImageComparison(actual: with, expected: without).maximumChannelDifference == 0,
                "not one pixel differs from the screen without them")
    }
}
