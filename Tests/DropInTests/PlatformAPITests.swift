import Foundation
import Testing
import UIKit
import SegueTesting

final class MotionAwareController: UIViewController {
    private(set) var reduceMotionChanges = 0
    private(set) var keyboardHeights: [CGFloat] = []
    private(set) var keyboardDurations: [TimeInterval] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector(MotionAwareController.reduceMotionChanged),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(MotionAwareController.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func reduceMotionChanged() { reduceMotionChanges += 1 }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        else { return }
        keyboardHeights.append(frame.height)
        keyboardDurations.append(duration)
    }

    func stopObserving() { NotificationCenter.default.removeObserver(self) }
}

/// The UIKit API transition code commonly reaches for (issue 10, §6).
@MainActor
@Suite(.checksDiagnostics) struct PlatformAPITests {
    @Test func accessibilityPropertiesAndDefaults() {
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.accessibilityLabel = "Boarding pass"
        card.accessibilityViewIsModal = true
        #expect(card.accessibilityIdentifier == "card" && card.accessibilityLabel == "Boarding pass")
        #expect(card.accessibilityViewIsModal)
        #expect(!card.isAccessibilityElement, "plain views are not elements")
        #expect(UILabel().isAccessibilityElement, "labels are")
        #expect(UIButton(type: .system).isAccessibilityElement, "controls are")
        card.isAccessibilityElement = true
        #expect(card.isAccessibilityElement)
    }

    @Test func reduceMotionAndAccessibilityNotifications() {
        let host = TestHost()
        let controller = MotionAwareController()
        host.window.rootViewController = controller
        #expect(!UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(controller.reduceMotionChanges == 1)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(controller.reduceMotionChanges == 1, "no change, no notification")
        UIAccessibility.post(notification: .screenChanged, argument: controller.view)
        #expect(UIAccessibility.postedNotifications.last?.notification == .screenChanged)
        #expect((UIAccessibility.postedNotifications.last?.argument as? UIView) === controller.view)
        controller.stopObserving()
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(controller.reduceMotionChanges == 1, "removed observers are not called")
        _ = TestHost()
        #expect(!UIAccessibility.isReduceMotionEnabled && UIAccessibility.postedNotifications.isEmpty, "a new host starts afresh")
    }

    @Test func keyboardNotificationsCarryFrameAndDuration() {
        let host = TestHost()
        let controller = MotionAwareController()
        host.window.rootViewController = controller
        let frame = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            UIResponder.keyboardAnimationCurveUserInfoKey: UIView.AnimationCurve.easeInOut.rawValue,
        ])
        #expect(controller.keyboardHeights == [336])
        #expect(controller.keyboardDurations == [0.25])
        controller.stopObserving()
    }

    @Test func observersAreHeldWeakly() {
        var controller: MotionAwareController? = MotionAwareController()
        controller!.loadViewIfNeeded()
        weak let released = controller
        controller = nil
        #expect(released == nil)
        NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    @Test func dimmingThePresentersTint() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() {
                super.tintColorDidChange()
                changes += 1
            }
        }
        let presenterView = UIView()
        let button = TintWatcher()
        presenterView.addSubview(button)
        #expect(button.tintAdjustmentMode == .normal && button.tintColor == .systemBlue)
        button.changes = 0                                   // (moving into a superview counts as a change)
        presenterView.tintAdjustmentMode = .dimmed          // what a presentation controller does
        #expect(button.tintAdjustmentMode == .dimmed, "inherited")
        #expect(button.tintColor != .systemBlue, "a dimmed tint is a gray")
        #expect(button.changes == 1)
        presenterView.tintAdjustmentMode = .automatic
        #expect(button.tintColor == .systemBlue && button.changes == 2)
        button.tintAdjustmentMode = .normal
        presenterView.tintAdjustmentMode = .dimmed
        #expect(button.tintColor == .systemBlue, "its own mode wins")
    }

    @Test func valuesBoxGeometry() {
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test func feedbackGeneratorsRecordWhatWasAsked() {
        _ = TestHost()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIFeedbackGenerator.requests.map(\.event) == [
            "prepare", "impact(heavy, 1.0)", "impact(heavy, 0.5)", "selectionChanged", "notification(success)",
        ])
        #expect(UIFeedbackGenerator.requests.first?.generator == "UIImpactFeedbackGenerator")
    }

    @Test func deviceFollowsTheScreen() throws {
        let host = TestHost()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(!UIDevice.current.systemVersion.isEmpty)
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        #expect(UIDevice.current.orientation.isLandscape)
        _ = TestHost(screenSize: CGSize(width: 820, height: 1180))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
    }

    @Test func turningTheScreenPostsOrientationChanges() throws {
        let host = TestHost()
        @MainActor final class OrientationWatcher {
            var posted = 0
            func orientationChanged() { posted += 1 }
        }
        let watcher = OrientationWatcher()
        NotificationCenter.default.addObserver(watcher, selector: Selector(OrientationWatcher.orientationChanged),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(watcher) }
        var posted: Int { watcher.posted }
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        #expect(posted == 0, "only while the device generates them")
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        host.resize(to: CGSize(width: 390, height: 844), duration: 0)
        try host.runUntilIdle()
        #expect(posted == 1 && UIDevice.current.orientation == .portrait)
        host.resize(to: CGSize(width: 390, height: 800), duration: 0)
        try host.runUntilIdle()
        #expect(posted == 1, "a size change that keeps the orientation posts nothing")
    }

    @Test func scenesAndWindows() {
        let host = TestHost()
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene != nil)
        #expect(scene?.windows.contains { $0 === host.window } == true)
        #expect(scene?.keyWindow === host.window)
        #expect(host.window.windowScene === scene)
        let second = UIWindow(windowScene: scene!)
        #expect(second.frame == scene!.screen.bounds)
        second.makeKeyAndVisible()
        #expect(scene?.keyWindow === second)
        #expect(scene?.windows.count == 2)
    }
}
