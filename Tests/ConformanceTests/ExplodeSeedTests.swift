import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Seed 004: the leaving view breaks into a grid of snapshot tiles that fly
/// apart, spin, shrink and fade. A seeded generator keeps the test repeatable.
@MainActor
final class ExplodeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var generator = SplitMix64(seed: 4)
    let columns = 6, rows = 12
    private(set) var tiles: [UIView] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let whole = fromView.snapshotView(afterScreenUpdates: false) else { return }
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let size = fromView.bounds.size
        let tileSize = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
        for row in 0..<rows {
            for column in 0..<columns {
                let region = CGRect(origin: CGPoint(x: CGFloat(column) * tileSize.width, y: CGFloat(row) * tileSize.height),
                                    size: tileSize)
                guard let tile = whole.resizableSnapshotView(from: region, afterScreenUpdates: false, withCapInsets: .zero) else { continue }
                tile.frame = region.offsetBy(dx: fromView.frame.minX, dy: fromView.frame.minY)
                container.addSubview(tile)
                tiles.append(tile)
            }
        }
        fromView.removeFromSuperview()
        UIView.animate(withDuration: 0.8, animations: {
            for tile in self.tiles {
                tile.center.x += self.random(-100, 100)
                tile.center.y += self.random(-100, 100)
                tile.alpha = 0
                tile.transform = CGAffineTransform(rotationAngle: self.random(-10, 10)).scaledBy(x: 0.01, y: 0.01)
            }
        }, completion: { _ in
            for tile in self.tiles { tile.removeFromSuperview() }
            let completed = !transitionContext.transitionWasCancelled
            if !completed { container.addSubview(fromView) }
            transitionContext.completeTransition(completed)
        })
    }

    private func random(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
        low + (high - low) * CGFloat(Double(generator.next() >> 11) / Double(1 << 53))
    }
}

@MainActor
final class ExplodeOnDismiss: NSObject, UIViewControllerTransitioningDelegate {
    let animator = ExplodeAnimator()
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Seed 004 as a test, with frames.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ExplodeSeedTests {
    @Test func theDismissedViewExplodesIntoTiles() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let presented = NamedController("B", color: .systemIndigo)
        let delegate = ExplodeOnDismiss()
        keepAlive(delegate)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        try host.runUntilIdle()
        presented.dismiss(animated: true)
        let tiles = delegate.animator.tiles
        #expect(tiles.count == 72 && tiles.allSatisfy { $0.superview != nil })
        host.advance(by: 1.0 / 60)
        let start = host.render()
        // The tiles start as the whole picture, seamlessly.
        #expect(start.premultipliedRGBA(x: 130, y: 140).blue > 150 && start.premultipliedRGBA(x: 131, y: 141).red < 120)
        host.advance(by: 0.4)
        let middle = host.render()
        saveFrame(middle, "seed004-explode-050", in: "seeds")
        var white = 0, indigo = 0
        for y in stride(from: 10, to: 1688, by: 40) {
            for x in stride(from: 10, to: 780, by: 40) {
                let pixel = middle.premultipliedRGBA(x: x, y: y)
                if pixel == (255, 255, 255, 255) { white += 1 } else if pixel.blue > pixel.green { indigo += 1 }
            }
        }
        #expect(white > indigo && indigo > 0, "halfway the tiles have shrunk apart: \(white) white, \(indigo) tinted")
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && tiles.allSatisfy { $0.superview == nil })
        #expect(host.render().premultipliedRGBA(x: 400, y: 800) == (255, 255, 255, 255))
    }
}
