import Foundation
import Testing
import UIKit
import SegueTesting

// Convenience initializers in extensions that set properties right after
// self.init: on iOS the setters run; property observers would not (issue 10, §5).
extension UIImageView {
    convenience init(cardImage: UIImage) {
        self.init(frame: .zero)
        image = cardImage
        contentMode = .scaleAspectFill
    }
}

extension UILabel {
    convenience init(title: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        text = title
        font = .boldSystemFont(ofSize: 20)
        textColor = .black
        textAlignment = .center
        numberOfLines = 2
    }
}

extension UIVisualEffectView {
    convenience init(darkBlurFrame frame: CGRect) {
        self.init(frame: frame)
        effect = UIBlurEffect(style: .dark)
    }
}

extension UIWindow {
    convenience init(root: UIViewController) {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        rootViewController = root
    }
}

final class ContainerController: UIViewController {
    var childSizeChanges: [CGSize] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        childSizeChanges.append(container.preferredContentSize)
    }
}

final class SizedController: UIViewController {
    convenience init(size: CGSize) {
        self.init(nibName: nil, bundle: nil)
        preferredContentSize = size
    }
}

extension CALayer {
    convenience init(pausedAt offset: CFTimeInterval) {
        self.init()
        speed = 0
        timeOffset = offset
    }
}

@MainActor
@Suite(.checksDiagnostics) struct SetterTests {
    @Test func imageViewShowsAnImageSetInAnExtensionInitializer() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let view = UIImageView(cardImage: image)
        #expect(view.image === image)
        #expect(view.layer.contents != nil, "the image reached the layer")
        #expect(view.layer.contentsGravity == .resizeAspectFill, "contentMode reached the layer")
    }

    @Test func labelDrawsTextSetInAnExtensionInitializer() {
        let host = TestHost()
        let label = UILabel(title: "Segue")
        host.window.addSubview(label)
        host.advance(by: 1 / 60)
        let frame = host.render()
        var darkPixels = 0
        for y in 0..<80 { for x in 0..<400 where frame.premultipliedRGBA(x: x, y: y).red < 100 { darkPixels += 1 } }
        #expect(darkPixels > 50, "the label drew its text: \(darkPixels) dark pixels")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.intrinsicContentSize.width > 0)
    }

    @Test func effectAndRootControllerSetInExtensionInitializers() {
        let blur = UIVisualEffectView(darkBlurFrame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(blur.layer.backdropBlurRadius > 0)
        let root = UIViewController()
        let window = UIWindow(root: root)
        #expect(root.view.superview === window, "the root controller's view was installed")
    }

    @Test func preferredContentSizeSetInAConvenienceInitializerNotifiesLater() {
        let parent = ContainerController()
        let child = SizedController(size: CGSize(width: 100, height: 200))
        #expect(child.preferredContentSize == CGSize(width: 100, height: 200))
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 120, height: 200)
        #expect(parent.childSizeChanges == [CGSize(width: 120, height: 200)])
    }

    @Test func layerTimingSetInAnExtensionInitializer() {
        _ = TestClock()
        let layer = CALayer(pausedAt: 2)
        #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == 2, "speed and timeOffset reached the time mapping")
    }
}
