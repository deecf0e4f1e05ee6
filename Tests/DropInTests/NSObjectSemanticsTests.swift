import Foundation
import Testing
import UIKit
import SegueTesting

/// A delegate protocol as iOS code declares one: refining NSObjectProtocol
/// (main-actor isolated, as Swift 6 code on iOS must declare it to conform a controller).
@MainActor
protocol CardDeckDelegate: NSObjectProtocol {
    func deckDidShuffle()
}

final class DeckController: UIViewController, CardDeckDelegate {
    var shuffles = 0
    func deckDidShuffle() { shuffles += 1 }
    func close() {}
}

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// UIKit classes are NSObjects, as on iOS (issue 10, §4).
@MainActor
@Suite(.checksDiagnostics) struct NSObjectSemanticsTests {
    @Test func viewsAndControllersAreNSObjects() {
        let view = UIView()
        let other = UIView()
        let controller = DeckController()
        #expect(view.isKind(of: UIView.self))
        #expect(view.isKind(of: UIResponder.self))
        #expect(!view.isKind(of: UIViewController.self))
        #expect(controller.isKind(of: UIViewController.self))
        #expect(view == view && view != other, "NSObject ==: identity unless isEqual says otherwise")
        #expect(view.isEqual(view) && !view.isEqual(other))
        #expect(view.hash == view.hash)
        #expect(Set<UIView>([view, other, view]).count == 2)
        let objects: [NSObject] = [view, controller, CALayer(), CABasicAnimation(keyPath: "opacity"), UIPanGestureRecognizer()]
        #expect(objects.count == 5)
        #expect(view.description.hasPrefix("<UIView: 0x"), "\(view.description)")
        #expect(CALayer().description.hasPrefix("<CALayer: 0x"))
    }

    @Test func valueClassesCompareByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash == UIColor.red.hash)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(CAMediaTimingFunction(name: .linear) == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
        #expect(UITraitCollection(horizontalSizeClass: .compact) == UITraitCollection(horizontalSizeClass: .compact))
        #expect(UITraitCollection(horizontalSizeClass: .compact).hash == UITraitCollection(horizontalSizeClass: .compact).hash)
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection(horizontalSizeClass: .regular))
    }

    @Test func protocolsRefiningNSObjectProtocolAcceptUIKitClasses() {
        let controller = DeckController()
        let delegate: CardDeckDelegate = controller
        delegate.deckDidShuffle()
        #expect(delegate.isEqual(controller))
        #expect(delegate.isKind(of: DeckController.self))
        #expect(controller.shuffles == 1)
        // The transition protocols refine NSObjectProtocol, as on iOS.
        let animator: UIViewControllerAnimatedTransitioning = SlideAnimator()
        #expect(animator.isKind(of: NSObject.self))
        let presented = UIViewController()
        presented.transitioningDelegate = nil
        #expect(presented.transitioningDelegate?.isEqual(nil) == nil)
    }

    @Test func respondsToSelectorsOfItsType() {
        let controller = DeckController()
        #expect(controller.responds(to: Selector(DeckController.close)))
        #expect(!UIView().responds(to: Selector(DeckController.close)))
        let delegate: CardDeckDelegate = controller
        #expect(delegate.responds(to: Selector(DeckController.deckDidShuffle)))
        #expect(!controller.responds(to: nil))
    }
}
