import UIKit
import SegueTesting

/// Renders views and view controllers the way the snapshot strategies need:
/// on a `TestHost` of their own (a window on a virtual clock), laid out, drawn,
/// with the frames run that a first appearance needs.
@MainActor
enum SnapshotRenderer {
    /// A view controller on a screen of `size` with the safe area `safeArea`, as
    /// an image at the traits' display scale (2 when unset). The size classes
    /// follow from the size, as on a device.
    static func image(of controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> UIImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : 2
        let host = TestHost(screenSize: size, scale: scale)
        host.window.rootViewController = controller
        host.advance(by: 1.0 / 60)
        // The screen's own safe area (its status bar), topped up to the device's.
        let own = controller.view.safeAreaInsets
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: max(0, safeArea.top - own.top), left: max(0, safeArea.left - own.left),
                                                           bottom: max(0, safeArea.bottom - own.bottom),
                                                           right: max(0, safeArea.right - own.right))
        host.advance(by: 2.0 / 60)
        controller.view.layoutIfNeeded()
        host.advance(by: 1.0 / 60)
        let image = UIImage(cgImage: host.render(), scale: scale, orientation: .up)
        host.window.rootViewController = nil
        return image
    }

    /// A view at its own size (or `size`), drawn alone on a transparent background.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : 2
        let host = TestHost(screenSize: size ?? view.bounds.size, scale: scale)
        if let size { view.frame.size = size }
        let superview = view.superview
        let index = superview?.subviews.firstIndex(of: view)
        host.window.addSubview(view)
        view.layoutIfNeeded()
        host.advance(by: 2.0 / 60)
        let rendered = Compositor().render(view.layer, size: view.bounds.size, scale: scale)
        view.removeFromSuperview()
        if let superview, let index { superview.insertSubview(view, at: index) }
        return UIImage(cgImage: rendered, scale: scale, orientation: .up)
    }
}
