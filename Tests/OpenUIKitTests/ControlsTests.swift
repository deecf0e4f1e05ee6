import Testing
@testable import OpenUIKit
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ControlsTests {
    @Test func labelDrawsAndMeasuresItsText() {
        let clock = TestClock()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hello 你好"
        label.textColor = .black
        label.textAlignment = .center
        let fitted = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(fitted.width > 60 && fitted.width < 160 && fitted.height > 15 && fitted.height < 30, "\(fitted)")
        clock.advance(by: 1.0 / 60)
        let host = UIView(frame: label.frame)
        host.backgroundColor = .white
        host.addSubview(label)
        let image = Compositor().render(host.layer, size: host.bounds.size, scale: 1)
        dump(image, "label")
        var inkColumns: [Int] = []
        for x in 0..<200 where (0..<40).contains(where: { pixel(image, x, $0).red < 100 }) { inkColumns.append(x) }
        #expect(!inkColumns.isEmpty)
        let middle = Double(inkColumns.first! + inkColumns.last!) / 2
        #expect(abs(middle - 100) < 4, "centred: \(middle)")
        let wrapped = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
        wrapped.text = "one two three four five six"
        wrapped.numberOfLines = 0
        #expect(wrapped.sizeThatFits(CGSize(width: 80, height: 1000)).height > 2 * fitted.height, "several lines")
        label.sizeToFit()
        #expect(label.bounds.size == fitted)
    }

    @Test func buttonsRunTheirActions() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { action in
            log.append("primary \(action.title) from \(action.sender === nil ? "nil" : "button")")
        })
        #expect(button.currentTitle == "Go" && button.titleLabel?.text == "Go")
        button.addAction(UIAction(identifier: UIAction.Identifier("down")) { _ in log.append("down") }, for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["down", "primary Go from button"])
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(log.count == 2, "a disabled control sends nothing")
        button.isEnabled = true
        button.removeAction(identifiedBy: UIAction.Identifier("down"), for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(log.count == 2)
        button.setTitle("Stop", for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Stop")
    }

    @Test func aRealTapSendsTouchUpInsideAndADragAwaySendsTouchUpOutside() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        controller.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        host.tap(at: CGPoint(x: 160, y: 322))
        #expect(events == ["down", "up inside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)
        events.removeAll()
        host.drag(from: CGPoint(x: 160, y: 322), to: CGPoint(x: 160, y: 322 + 60), duration: 0.1)
        #expect(events == ["down", "up inside", "primary"], "60 points away is still inside UIKit's slop: \(events)")
        events.removeAll()
        host.drag(from: CGPoint(x: 160, y: 322), to: CGPoint(x: 160, y: 322 + 120), duration: 0.1)
        #expect(events == ["down", "up outside"], "\(events)")
        button.isEnabled = false
        events.removeAll()
        host.tap(at: CGPoint(x: 160, y: 322))
        #expect(events.isEmpty, "a disabled control sends nothing")
    }

    @Test func imageViewShowsItsImage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        let view = UIImageView(image: image)
        #expect(view.bounds.size == CGSize(width: 10, height: 10) && view.intrinsicContentSize == image.size)
        let rendered = Compositor().render(view.layer, size: CGSize(width: 10, height: 10), scale: 1)
        #expect(pixel(rendered, 5, 5) == (0, 255, 0, 255))
        let data = image.pngData()!
        #expect(UIImage(data: data)?.cgImage?.width == 20)
    }

    @Test func visualEffectViewBlursWhatIsBehind() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let stripes = UIView(frame: window.bounds)
        for x in stride(from: 0, to: 100, by: 10) {
            let stripe = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 5, height: 100))
            stripe.backgroundColor = .black
            stripes.addSubview(stripe)
        }
        window.addSubview(stripes)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        window.addSubview(blur)
        blur.layoutIfNeeded()
        let image = Compositor().render(window.layer, size: window.bounds.size, scale: 1)
        dump(image, "blur")
        #expect(pixel(image, 2, 20) == (0, 0, 0, 255) && pixel(image, 7, 20) == (255, 255, 255, 255), "sharp stripes above")
        let a = Int(pixel(image, 2, 80).red), b = Int(pixel(image, 7, 80).red)
        #expect(abs(a - b) < 40 && a > 100, "blurred (and lightened) below: \(a) vs \(b)")
    }
}
