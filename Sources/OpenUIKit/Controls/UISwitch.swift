import Foundation

/// A control that offers an on/off choice: a 51×31-point rounded track with a
/// white thumb that slides from the left end (off) to the right end (on), the
/// track turning from a light translucent gray to `onTintColor` (system green).
///
/// A finger down stretches the thumb to 34 points toward the middle; a tap
/// toggles the switch, a drag leaves it on the side of the middle where the
/// finger lifts, and either sends `.valueChanged` when the value changed.
/// Setting `isOn` or calling `setOn(_:animated:)` sends nothing, as on iOS.
/// Changes slide the thumb and blend the track colour over 0.25 s on the
/// ease-in-ease-out curve.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size, whatever frame it is given (Apple's 51×31 points).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How long an animated change takes.
    static let animationDuration: TimeInterval = 0.25
    /// The track's colour when off: iOS's translucent gray fill (120, 120, 128 at 16 %).
    static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    /// Whether the switch is on (default false). Setting it does not animate or send actions.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }
    private var isOnStorage = false

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? {
        get { onTintColorStorage }
        set { onTintColorStorage = newValue; updateColors() }
    }
    private var onTintColorStorage: UIColor?

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { thumbTintColorStorage }
        set { thumbTintColorStorage = newValue; updateColors() }
    }
    private var thumbTintColorStorage: UIColor?

    /// The look of a switch (iOS 14).
    public enum Style: Int, Sendable {
        /// The platform's choice: `.sliding` on iPhone and iPad.
        case automatic = 0
        /// A checkbox (Mac Catalyst only; never the `style` here).
        case checkbox = 1
        /// The sliding thumb and track.
        case sliding = 2
    }

    /// The look asked for (default `.automatic`).
    open var preferredStyle: Style = .automatic

    /// The look shown: always `.sliding`, as on iPhone and iPad.
    open var style: Style { .sliding }

    /// Ignored since iOS 7, as on iOS.
    open var onImage: UIImage?
    /// Ignored since iOS 7, as on iOS.
    open var offImage: UIImage?

    private let track = UIView()
    private let thumb = UIView()

    /// A switch at `frame`'s origin; its size is always 51×31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.switchSize.height / 2
        addSubview(track)
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        layOut()
        updateColors()
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        isOnStorage = on
        if animated {
            animateToShownState()
        } else {
            UIView.performWithoutAnimation {
                layOut()
                updateColors()
            }
        }
    }

    /// Always 51×31 points.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// Always 51×31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOut()
    }

    open override func stateDidChange() {
        // A disabled switch is drawn at half strength.
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        track.alpha = alpha
        thumb.alpha = alpha
    }

    /// The thumb's frame for a state, in the switch's bounds: 27 points round, or
    /// 34 points wide while a finger is down on the switch, against the end it is at.
    private func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let width = pressed ? Self.pressedThumbWidth : Self.thumbDiameter
        let x = on ? Self.switchSize.width - Self.thumbInset - width : Self.thumbInset
        return CGRect(x: bounds.minX + x, y: bounds.minY + Self.thumbInset, width: width, height: Self.thumbDiameter)
    }

    /// The state shown: while a finger is down, the side it dragged the thumb to.
    private var shownOn: Bool { touchState?.shownOn ?? isOnStorage }

    private func layOut() {
        track.frame = CGRect(origin: bounds.origin, size: Self.switchSize)
        thumb.frame = thumbFrame(on: shownOn, pressed: touchState != nil)
    }

    private func updateColors() {
        track.backgroundColor = shownOn ? (onTintColorStorage ?? .systemGreen) : Self.offTrackColor
        thumb.backgroundColor = thumbTintColorStorage ?? .white
    }

    /// Moves the thumb and colours the track for what is shown now, animated.
    private func animateToShownState() {
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .curveEaseInOut, animations: {
            self.layOut()
            self.updateColors()
        })
    }

    // MARK: Touches

    /// The press being tracked: where the finger went down, whether it has
    /// dragged, and the side the thumb shows.
    private struct TouchState {
        var startX: CGFloat
        var dragged = false
        var shownOn: Bool
    }
    private var touchState: TouchState?
    /// The thumb's width while pressed, and how far a finger moves before it drags.
    static let pressedThumbWidth: CGFloat = 34
    static let dragThreshold: CGFloat = 4

    /// A finger down stretches the thumb toward the middle.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        touchState = TouchState(startX: touch.location(in: self).x, shownOn: isOnStorage)
        animateToShownState()
    }

    /// Dragging moves the thumb to the side of the middle the finger is on.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, var state = touchState, let touch = touches.first else { return }
        let x = touch.location(in: self).x
        if abs(x - state.startX) > Self.dragThreshold { state.dragged = true }
        let wasShownOn = state.shownOn
        if state.dragged { state.shownOn = x >= bounds.minX + Self.switchSize.width / 2 }
        touchState = state
        if state.shownOn != wasShownOn { animateToShownState() }
    }

    /// A tap toggles the switch; a drag leaves it on the side it was dragged to.
    /// Either slides the thumb (animated) and, when the value changed, sends
    /// `.valueChanged` before `.touchUpInside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking, let state = touchState, let touch = touches.first {
            let inside = bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
            let newValue = state.dragged ? state.shownOn : (inside ? !isOnStorage : isOnStorage)
            let changed = newValue != isOnStorage
            touchState = nil
            setOn(newValue, animated: true)
            if changed { sendActions(for: .valueChanged) }
        }
        touchState = nil
        super.touchesEnded(touches, with: event)
    }

    /// A cancelled touch puts the thumb back as it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchState != nil {
            touchState = nil
            animateToShownState()
        }
        super.touchesCancelled(touches, with: event)
    }

    /// A drag or tap on the switch is the switch's: an ancestor's pan or tap does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsFromBeginning(gestureRecognizer, taps: true, pans: true) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
