import OpenUIKit

/// The UIView animation API: a spring moves a card down, keyframes turn it
/// about on the way, and a property animator brings it back.
public struct ViewAnimationsDemo: GalleryDemo {
    public static let name = "view-animations"
    public static let title = "Springs and keyframes"
    public static let group = DemoGroup.viewAnimationAPI
    public static let summary = "UIView.animate with a spring, animateKeyframes for the turns, UIViewPropertyAnimator for the way back."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let root = DemoScreen(Self.title, color: DemoPalette.start)
        root.loadViewIfNeeded()
        let card = UIView(frame: CGRect(x: 95, y: 140, width: 200, height: 130))
        card.backgroundColor = DemoPalette.presented
        card.layer.cornerRadius = 18
        card.tag = 1
        root.view.addSubview(card)
        return root
    }

    public func run(from root: UIViewController) {
        guard let card = root.view.viewWithTag(1) else { return }
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 0,
                       options: [], animations: { card.center.y = 620 })
        UIView.animateKeyframes(withDuration: 0.8, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.transform = CGAffineTransform(rotationAngle: .pi / 8) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.transform = .identity }
        })
    }

    public func reverse(from root: UIViewController) {
        guard let card = root.view.viewWithTag(1) else { return }
        let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeInOut) { card.center.y = 205 }
        animator.startAnimation()
    }
}
