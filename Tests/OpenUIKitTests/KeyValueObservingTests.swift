import Testing
import OpenUIKit
import SegueTesting

/// `observe(_:options:changeHandler:)` on the properties transition code watches.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct KeyValueObservingTests {
    @Test func aScrollViewsOffsetIsObservedWhileItsTokenLives() throws {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        controller.view.addSubview(scrollView)
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        var token: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(changes.count == 1 && changes[0].old == .zero && changes[0].new == CGPoint(x: 0, y: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(changes.count == 1, "no change, no notification")
        var frameChanges = 0
        let frameToken = scrollView.observe(\.frame) { _, _ in frameChanges += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(frameChanges == 0 && changes.count == 2, "scrolling moves the bounds, not the frame")
        frameToken.invalidate()
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(changes.count > 5 && changes.last?.new == scrollView.contentOffset, "every step of a drag")
        let seen = changes.count
        token = nil
        scrollView.contentOffset = .zero
        #expect(changes.count == seen, "releasing the token ends the observation")
        _ = token
    }

    @Test func initialPriorAndInvalidate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var log: [String] = []
        let token = view.observe(\.frame, options: [.initial, .new, .old, .prior]) { _, change in
            log.append("\(change.isPrior ? "prior" : "after") old=\(change.oldValue.map { "\($0.minX)" } ?? "-") new=\(change.newValue.map { "\($0.minX)" } ?? "-")")
        }
        #expect(log == ["after old=- new=0.0"], ".initial reports at once")
        view.center = CGPoint(x: 100, y: 25)
        #expect(log.suffix(2) == ["prior old=0.0 new=-", "after old=0.0 new=50.0"], "moving the centre moves the frame: \(log)")
        token.invalidate()
        view.center = .zero
        #expect(log.count == 3)
    }

    @Test func layersControllersAndScrollViewSizes() {
        let layer = CALayer()
        var positions: [CGPoint] = []
        let layerToken = layer.observe(\.position, options: [.new]) { _, change in positions.append(change.newValue!) }
        layer.position = CGPoint(x: 3, y: 4)
        #expect(positions == [CGPoint(x: 3, y: 4)])

        let controller = UIViewController()
        var sizes: [CGSize] = []
        let sizeToken = controller.observe(\.preferredContentSize, options: [.new]) { _, change in sizes.append(change.newValue!) }
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(sizes == [CGSize(width: 300, height: 200)])

        let scrollView = UIScrollView()
        var insets = 0
        let insetToken = scrollView.observe(\.contentInset) { _, _ in insets += 1 }
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        #expect(insets == 1)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        withExtendedLifetime((layerToken, sizeToken, insetToken)) {}
    }
}
