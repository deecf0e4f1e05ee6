import OpenUIKit

/// The explode: on dismissal the presented screen breaks into tiles cut from
/// its snapshot, which fly apart, turn and fade.
public struct ExplodeDemo: GalleryDemo {
    public static let name = "explode"
    public static let title = "Explode"
    public static let group = DemoGroup.explode
    public static let summary = "resizableSnapshotView(from:) cuts the screen into tiles; each flies off on its own path."

    private let transitioning = DemoTransitioningDelegate()

    public init() {
        transitioning.dismissAnimator = { ExplodeAnimator() }
    }

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "The way back breaks the screen apart.")
    }

    public func run(from root: UIViewController) {
        let presented = DemoScreen("Fragile", color: DemoPalette.presented, caption: "Dismiss me.")
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.dismiss(animated: true)
    }
}

/// Cuts the outgoing view into a grid of snapshot tiles and sends each away
/// on a direction, spin and distance drawn from a fixed sequence.
@MainActor
final class ExplodeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let tileSize: CGFloat = 39

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        container.insertSubview(toView, at: 0)
        let size = fromView.bounds.size
        var tiles: [UIView] = []
        var seed: UInt64 = 0x5EED
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 33) / CGFloat(1 << 31)
        }
        var y: CGFloat = 0
        while y < size.height {
            var x: CGFloat = 0
            while x < size.width {
                let rect = CGRect(x: x, y: y, width: Self.tileSize, height: Self.tileSize)
                if let tile = fromView.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero) {
                    tile.frame = fromView.convert(rect, to: container)
                    container.addSubview(tile)
                    tiles.append(tile)
                }
                x += Self.tileSize
            }
            y += Self.tileSize
        }
        fromView.isHidden = true
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn],
                       animations: {
                           for tile in tiles {
                               let dx = tile.center.x - center.x, dy = tile.center.y - center.y
                               let reach = 1.5 + next() * 2
                               tile.center = CGPoint(x: center.x + dx * reach, y: center.y + dy * reach + next() * 200)
                               tile.transform = CGAffineTransform(rotationAngle: (next() - 0.5) * .pi * 2).scaledBy(x: 0.4, y: 0.4)
                               tile.alpha = 0
                           }
                       }, completion: { _ in
                           tiles.forEach { $0.removeFromSuperview() }
                           fromView.isHidden = false
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
