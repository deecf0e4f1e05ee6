import Foundation

/// The on-screen keyboard: it rises from the bottom of the screen when a text
/// input (a `UIKeyInput`) becomes first responder and goes back down when
/// none is, posting UIKit's keyboard notifications around the move and
/// carrying every view's `keyboardLayoutGuide` along in the same animation.
///
/// It is drawn as a plain light-gray panel without keys, over the key window's
/// views (its layer is the window layer's last sublayer; it is no subview, so
/// hit-testing and the view tree never see it). Its heights per device are
/// Segue's choice, listed in docs/Differences.md.
@MainActor
final class SystemKeyboard {
    /// How long the keyboard takes to move, as `keyboardAnimationDurationUserInfoKey` reports it.
    static let animationDuration: TimeInterval = 0.25
    /// The curve `keyboardAnimationCurveUserInfoKey` reports: UIKit's private keyboard curve 7.
    /// `UIView.animate` with `options: .init(rawValue: 7 << 16)` runs ease-in-ease-out in Segue,
    /// and so does the keyboard, so views animated with the keyboard's values keep in step.
    static let animationCurve = 7
    /// The panel's colour: the light keyboard's background.
    static let panelColor = UIColor(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1)

    /// The keyboard's frame in screen coordinates when up (its final frame while it moves).
    private(set) var frame: CGRect = .zero
    /// Whether the keyboard is up or going up.
    private(set) var isShown = false
    /// The panel drawn for the keyboard.
    private var panel: UIView?
    /// The guides that follow the keyboard.
    private var guides: [WeakGuide] = []
    /// Counts moves, so that only the last one's completion posts its "did" notifications.
    private var moveCount = 0

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    init() {}

    /// The keyboard's frame in screen coordinates when it is up (or going up).
    var shownFrame: CGRect? { isShown ? frame : nil }

    /// The keyboard of the runtime in force.
    static var current: SystemKeyboard { UIKitRuntimeState.current.keyboard }

    /// The keyboard's height on a screen of `bounds` whose safe area keeps `bottomInset` clear
    /// at the bottom: the English keys without the suggestion bar, plus the home-indicator strip on screens
    /// that have one (see docs/Differences.md for the figures).
    static func height(forScreenBounds bounds: CGRect, bottomInset: CGFloat) -> CGFloat {
        let isPad = min(bounds.width, bounds.height) >= 700
        let isPortrait = bounds.height >= bounds.width
        switch (isPad, isPortrait) {
        case (true, true): return 265 + bottomInset
        case (true, false): return 353 + bottomInset
        case (false, true): return bottomInset > 0 ? 291 : 216
        case (false, false): return bottomInset > 0 ? 171 : 162
        }
    }

    /// The keyboard's frame when up on `screen`.
    static func shownFrame(on screen: UIScreen) -> CGRect {
        let bounds = screen.bounds
        let bottomInset = screen.safeAreas?.insets(for: bounds.size).bottom ?? 0
        let height = height(forScreenBounds: bounds, bottomInset: bottomInset)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Shows the keyboard for `input`, or hides it when there is none.
    func follow(_ input: UIKeyInput?, in window: UIWindow) {
        if input != nil, !isShown {
            move(shown: true, in: window)
        } else if input == nil, isShown {
            move(shown: false, in: window)
        }
    }

    /// Registers a guide to move with the keyboard.
    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// The top of the keyboard in `view`'s coordinates, if the keyboard is up and
    /// `view` is in a window.
    func top(in view: UIView) -> CGFloat? {
        guard isShown else { return nil }
        return SystemKeyboard.top(ofScreenFrame: frame, in: view)
    }

    /// The top of a keyboard at `screenFrame` (screen coordinates, as the
    /// notifications carry it) in `view`'s coordinates, if `view` is in a window.
    static func top(ofScreenFrame screenFrame: CGRect, in view: UIView) -> CGFloat? {
        guard let window = view.window else { return nil }
        return view.convert(CGPoint(x: 0, y: screenFrame.minY - window.frame.minY), from: window).y
    }

    /// The screen changed size (a rotation, a resized window) over `duration`:
    /// a keyboard that is up takes the new screen's frame in the same time,
    /// posting `keyboardWillChangeFrame` and, at the end, `keyboardDidChangeFrame`.
    func screenChanged(in window: UIWindow, duration: TimeInterval) {
        guard isShown else { return }
        let up = SystemKeyboard.shownFrame(on: window.screen)
        guard up != frame else { return }
        animate(from: frame, to: up, showing: nil, duration: duration, in: window)
    }

    private func move(shown: Bool, in window: UIWindow) {
        let screen = window.screen
        let up = SystemKeyboard.shownFrame(on: screen)
        let down = CGRect(x: up.minX, y: screen.bounds.maxY, width: up.width, height: up.height)
        animate(from: shown ? down : up, to: shown ? up : down, showing: shown, duration: SystemKeyboard.animationDuration,
                in: window)
    }

    /// Moves the panel from `begin` to `end` (screen coordinates) over `duration`
    /// on the keyboard's curve, with the keyboard guides, between the "will"
    /// and "did" notifications: show or hide ones when `showing` says which,
    /// frame changes only when it is nil.
    private func animate(from begin: CGRect, to end: CGRect, showing: Bool?, duration: TimeInterval, in window: UIWindow) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: SystemKeyboard.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        if let showing {
            center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                        object: nil, userInfo: userInfo)
        }

        let panel = panelView()
        if panel.layer.superlayer !== window.layer || window.layer.sublayers?.last !== panel.layer {
            UIView.performWithoutAnimation { panel.frame = windowRect(begin, in: window) }
            window.layer.addSublayer(panel.layer)
        }
        let shown = showing ?? true
        isShown = shown
        if shown { frame = end }
        moveCount += 1
        let move = moveCount
        UIView.animate(withDuration: duration, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: UInt(SystemKeyboard.animationCurve) << 16),
                                 .beginFromCurrentState],
                       animations: {
            panel.frame = self.windowRect(end, in: window)
            self.guidesMoved(in: window)
        }, completion: { _ in
            guard move == self.moveCount else { return }
            if !shown { panel.layer.removeFromSuperlayer() }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            if let showing {
                center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                            object: nil, userInfo: userInfo)
            }
        })
    }

    /// Lays out, inside the keyboard's animation, the views whose keyboard guides moved.
    private func guidesMoved(in window: UIWindow) {
        guides.removeAll { $0.guide == nil }
        let owners = guides.compactMap { $0.guide?.owningView }.filter { $0.window === window }
        guard !owners.isEmpty else { return }
        for owner in owners { LayoutEngine.engine(for: owner).setNeedsSolve() }
        window.layoutIfNeeded()
    }

    private func windowRect(_ screenRect: CGRect, in window: UIWindow) -> CGRect {
        screenRect.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    }

    private func panelView() -> UIView {
        if let panel { return panel }
        let made = UIView()
        made.backgroundColor = SystemKeyboard.panelColor
        made.isUserInteractionEnabled = false
        panel = made
        return made
    }
}
