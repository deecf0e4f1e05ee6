import Testing
import UIKit
import SegueTesting

// A bottom drawer as published iOS libraries write one: a scroll view holding
// the drawer, pinned with visual-format constraints, that lets its content
// keep a finger on a control, with a controller that turns off the old inset
// adjustment.

extension UIView {
    /// Pins the view to its superview with `insets` (the visual format way).
    func pinToSuperview(insets: UIEdgeInsets) {
        guard let parent = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        let metrics: [String: Any] = ["left": insets.left, "right": insets.right, "top": insets.top, "bottom": insets.bottom]
        parent.addConstraints(["H:|-(left)-[view]-(right)-|", "V:|-(top)-[view]-(bottom)-|"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: metrics, views: ["view": self])
        })
    }
}

/// The drawer's scroll view: controls keep their finger, anything else scrolls.
final class DrawerScrollView: UIScrollView {
    var cancelChecks = 0
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelChecks += 1
        return !(view is UIButton)
    }
}

final class DrawerController: UIViewController {
    let drawer = DrawerScrollView()
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyAdjustsScrollViewInsets = false
        drawer.delaysContentTouches = true
        drawer.canCancelContentTouches = true
        drawer.scrollsToTop = false
        drawer.contentSize = CGSize(width: 0, height: 2_000)
        view.addSubview(drawer)
        drawer.pinToSuperview(insets: UIEdgeInsets(top: 300, left: 0, bottom: 0, right: 0))
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 60)
        button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        drawer.addSubview(button)
    }
}

enum DrawerPatternScenarios {
    /// The drawer is pinned by its visual format, a quick tap on its button
    /// works, a quick drag from the button scrolls, and a held finger stays the button's.
    @MainActor static func drawerScrollViewPatterns() throws {
        let host = TestHost()
        let controller = DrawerController()
        host.window.rootViewController = controller
        try host.runUntilIdle()
        let bounds = host.window.bounds
        #expect(controller.drawer.frame == CGRect(x: 0, y: 300, width: bounds.width, height: bounds.height - 300))
        let onButton = CGPoint(x: 120, y: 350)
        host.tap(at: onButton)
        #expect(controller.taps == 1)
        host.drag(from: onButton, to: CGPoint(x: 120, y: 250), duration: 0.1)
        try host.runUntilIdle()
        #expect(controller.drawer.contentOffset.y > 0, "a quick drag scrolls before the button hears of it")
        #expect(controller.drawer.cancelChecks == 0 && controller.taps == 1)
        controller.drawer.contentOffset = .zero
        host.drag(from: onButton, to: onButton, duration: 0.3, release: false)
        host.drag(from: onButton, to: CGPoint(x: 120, y: 330), duration: 0.1)
        #expect(controller.drawer.contentOffset.y == 0, "the button keeps a finger it already has")
        #expect(controller.drawer.cancelChecks == 1)
    }
}
