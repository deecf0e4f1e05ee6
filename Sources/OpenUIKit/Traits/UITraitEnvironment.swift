/// What has a trait collection and hears when it changes: views, view
/// controllers, presentation controllers, screens and window scenes.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment: size classes, scale, idiom and style.
    var traitCollection: UITraitCollection { get }
    /// The traits changed; `previousTraitCollection` is the old collection.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIPresentationController: UITraitEnvironment {}
extension UIScreen: UITraitEnvironment {}
extension UIWindowScene: UITraitEnvironment {}
