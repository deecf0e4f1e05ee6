import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A controller whose view is a tall scroll view of coloured stripes (its
/// content scroll view, found as UIKit finds it), titled `name`.
@MainActor
final class StripesController: UIViewController {
    let scrollView = UIScrollView()
    private let color: UIColor

    init(_ name: String, color: UIColor = .white, largeTitle: UINavigationItem.LargeTitleDisplayMode = .automatic) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
        navigationItem.largeTitleDisplayMode = largeTitle
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        scrollView.backgroundColor = color
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        for row in 0..<30 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 390, height: 50))
            stripe.backgroundColor = UIColor(white: 0.85, alpha: 1)
            scrollView.addSubview(stripe)
        }
        view = scrollView
    }
}

/// A navigation controller with `root` in a host of the default device (an
/// iPhone 14: a 47-pt status bar, 3×), run until idle.
@MainActor
func hostWithBar(_ root: UIViewController, largeTitles: Bool,
                 configure: (UINavigationBar) -> Void = { _ in }) throws -> (TestHost, UINavigationController) {
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    configure(navigation.navigationBar)
    let host = TestHost()
    host.window.rootViewController = navigation
    try host.runUntilIdle()
    return (host, navigation)
}

/// The colour of the rendered pixel at (`x`, `y`) points, whatever the render's scale.
@MainActor
func barPixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, screenWidth: CGFloat = 390) -> (red: Int, green: Int, blue: Int) {
    let scale = CGFloat(image.width) / screenWidth
    let p = image.premultipliedRGBA(x: Int(x * scale), y: Int(y * scale))
    return (Int(p.red), Int(p.green), Int(p.blue))
}

/// How many whole points of `frame` (window coordinates) have a colour that `matches`.
@MainActor
func pointCount(in image: CGImage, over frame: CGRect, where matches: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
    var count = 0
    for y in stride(from: frame.minY, to: frame.maxY, by: 1) {
        for x in stride(from: frame.minX, to: frame.maxX, by: 1) where matches(barPixel(image, x, y)) { count += 1 }
    }
    return count
}

/// The labels under `view` showing `text`.
@MainActor
func labels(in view: UIView, showing text: String) -> [UILabel] {
    var found: [UILabel] = []
    func walk(_ view: UIView) {
        if let label = view as? UILabel, label.text == text { found.append(label) }
        view.subviews.forEach(walk)
    }
    walk(view)
    return found
}
