import Foundation
import Testing
import UIKit
import SegueTesting

class ProfileViewController: UIViewController {
    private(set) var awoke = false
    private(set) var memoryWarnings = 0

    init() {
        super.init(nibName: "Profile", bundle: .main)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }
}

class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

class RingLayer: CAShapeLayer {
    private(set) var boundsChanges = 0
    override var bounds: CGRect {
        didSet {
            boundsChanges += 1
            path = UIBezierPath(ovalIn: bounds).cgPath
        }
    }
}

// Every shipped view class keeps init(frame:) and init?(coder:) for subclasses.
final class CustomLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class CustomImageView: UIImageView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class CustomButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class CustomControl: UIControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class CustomBlurView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) { super.init(effect: effect) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class CustomWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Controllers and views made the way iOS code makes them (issue 10, §3 and §6).
@MainActor
@Suite(.checksDiagnostics) struct ViewControllerInitTests {
    @Test func nibNameAndBundleAreKept() {
        let controller = ProfileViewController()
        #expect(controller.nibName == "Profile")
        #expect(controller.nibBundle === Bundle.main)
        #expect(controller.storyboard == nil)
        let plain = UIViewController()
        #expect(plain.nibName == nil && plain.nibBundle == nil)
        controller.awakeFromNib()
        controller.didReceiveMemoryWarning()
        #expect(controller.awoke && controller.memoryWarnings == 1)
    }

    @Test func decodingInitializersMakeUsableObjects() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let controller = try #require(ProfileViewController(coder: coder))
        #expect(controller.view != nil)
        let views: [UIView?] = [CustomLabel(coder: coder), CustomImageView(coder: coder), CustomButton(coder: coder),
                                CustomControl(coder: coder), CustomBlurView(coder: coder), CustomWindow(coder: coder)]
        #expect(views.allSatisfy { $0 != nil })
        let framed: [UIView] = [CustomLabel(frame: .zero), CustomImageView(frame: .zero), CustomButton(frame: .zero),
                                CustomControl(frame: .zero), CustomBlurView(effect: nil), CustomWindow(frame: .zero)]
        #expect(framed.count == 6)
    }

    @Test func visualEffectViewsWithoutAnEffect() {
        let plain = UIVisualEffectView()
        #expect(plain.effect == nil)
        #expect(plain.layer.backdropBlurRadius == 0)
        let none = UIVisualEffectView(effect: nil)
        none.effect = UIBlurEffect(style: .dark)
        #expect(none.layer.backdropBlurRadius > 0)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(framed.frame.size == CGSize(width: 50, height: 40))
        #expect(framed.contentView.superview === framed)
    }

    @Test func layerClassAndOverriddenLayerGeometry() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(view.layer is CAGradientLayer)
        let ring = RingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(ring.boundsChanges >= 1, "setting frame goes through the overridden bounds")
        #expect(ring.path?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}
