import Foundation

/// A control for a value in a range: a track, filled in the tint colour up to
/// a round thumb the finger drags. It sends `.valueChanged` while dragging
/// (when `isContinuous`) or when the finger lifts.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, kept within the range.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    private var valueStorage: Float = 0

    /// The least value (default 0).
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }
    private var minimumStorage: Float = 0

    /// The greatest value (default 1).
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }
    private var maximumStorage: Float = 1

    /// Whether dragging sends `.valueChanged` as it goes (default true) or only at the end.
    open var isContinuous = true

    /// The filled part's colour (default the tint colour).
    open var minimumTrackTintColor: UIColor? {
        get { minimumTrack.backgroundColor }
        set { minimumTrack.backgroundColor = newValue ?? tintColor }
    }

    /// The rest of the track's colour.
    open var maximumTrackTintColor: UIColor? {
        get { maximumTrack.backgroundColor }
        set { maximumTrack.backgroundColor = newValue ?? .systemGray4 }
    }

    /// The thumb's colour (default white).
    open var thumbTintColor: UIColor? {
        get { thumb.backgroundColor }
        set { thumb.backgroundColor = newValue ?? .white }
    }

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    static let thumbSize: CGFloat = 28
    static let trackHeight: CGFloat = 4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for track in [maximumTrack, minimumTrack] {
            track.layer.cornerRadius = Self.trackHeight / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        maximumTrack.backgroundColor = .systemGray4
        minimumTrack.backgroundColor = tintColor ?? .systemBlue
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = Self.thumbSize / 2
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
    }

    /// Sets the value (clamped to the range), moving the thumb over 0.25 s when animated.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isFinite ? min(max(value, minimumStorage), maximumStorage) : minimumStorage
        valueStorage = clamped
        if animated {
            UIView.animate(withDuration: 0.25) { self.layOutTrack() }
        } else {
            layOutTrack()
        }
    }

    /// The slider's natural size: the width it is given, a thumb high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTrack()
    }

    /// The fraction of the range the value is at.
    private var fraction: CGFloat {
        let span = maximumStorage - minimumStorage
        return span > 0 ? CGFloat((valueStorage - minimumStorage) / span) : 0
    }

    private func layOutTrack() {
        let usable = max(bounds.width - Self.thumbSize, 0)
        let thumbX = Self.thumbSize / 2 + usable * fraction
        let trackY = (bounds.height - Self.trackHeight) / 2
        maximumTrack.frame = CGRect(x: 0, y: trackY, width: bounds.width, height: Self.trackHeight)
        minimumTrack.frame = CGRect(x: 0, y: trackY, width: thumbX, height: Self.trackHeight)
        thumb.frame = CGRect(x: thumbX - Self.thumbSize / 2, y: (bounds.height - Self.thumbSize) / 2,
                             width: Self.thumbSize, height: Self.thumbSize)
    }

    /// The value under a finger at `point`.
    private func value(at point: CGPoint) -> Float {
        let usable = max(bounds.width - Self.thumbSize, 1)
        let fraction = Float(min(max((point.x - Self.thumbSize / 2) / usable, 0), 1))
        return minimumStorage + (maximumStorage - minimumStorage) * fraction
    }

    private func track(_ touches: Set<UITouch>, ending: Bool) {
        guard let touch = touches.first else { return }
        let new = value(at: touch.location(in: self))
        let changed = new != valueStorage
        setValue(new, animated: false)
        if (changed && isContinuous) || (ending && !isContinuous) { sendActions(for: .valueChanged) }
    }

    /// A drag on the slider moves the slider: an ancestor's pan (a scroll view's) does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsFromBeginning(gestureRecognizer, taps: false, pans: true) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking else { return }
        track(touches, ending: false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tracking = isTracking
        super.touchesMoved(touches, with: event)
        if tracking { track(touches, ending: false) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tracking = isTracking
        if tracking { track(touches, ending: true) }
        super.touchesEnded(touches, with: event)
    }
}
