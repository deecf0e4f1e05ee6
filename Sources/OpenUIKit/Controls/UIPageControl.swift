import Foundation

/// A row of dots, one per page, the current page's dot dark and the others
/// light, centred in the control.
///
/// A tap to the left of the current page's dot goes back a page, a tap to the
/// right goes forward one, and either sends `.valueChanged`. Setting
/// `currentPage` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, the distance from one dot's centre to the next, the
    /// room at either end, and the control's height.
    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let endPadding: CGFloat = 12
    static let controlHeight: CGFloat = 26
    /// The other pages' dots: black at 30 %; the current page's: black.
    static let defaultPageIndicatorColor = UIColor(white: 0, alpha: 0.3)
    static let defaultCurrentPageIndicatorColor = UIColor.label

    /// The number of pages (default 0; negative values count as 0).
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            numberOfPagesStorage = max(newValue, 0)
            currentPageStorage = clampedPage(currentPageStorage)
            rebuildDots()
            invalidateIntrinsicContentSize()
        }
    }
    private var numberOfPagesStorage = 0

    /// The page shown (default 0), kept within 0…numberOfPages − 1.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = clampedPage(newValue)
            updateDots()
        }
    }
    private var currentPageStorage = 0

    /// Whether the dots disappear when there is only one page (default false).
    open var hidesForSinglePage: Bool {
        get { hidesForSinglePageStorage }
        set { hidesForSinglePageStorage = newValue; updateDots() }
    }
    private var hidesForSinglePageStorage = false

    /// The colour of the other pages' dots (nil: black at 30 %).
    open var pageIndicatorTintColor: UIColor? {
        get { pageIndicatorTintStorage }
        set { pageIndicatorTintStorage = newValue; updateDots() }
    }
    private var pageIndicatorTintStorage: UIColor?

    /// The colour of the current page's dot (nil: black).
    open var currentPageIndicatorTintColor: UIColor? {
        get { currentPageIndicatorTintStorage }
        set { currentPageIndicatorTintStorage = newValue; updateDots() }
    }
    private var currentPageIndicatorTintStorage: UIColor?

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func clampedPage(_ page: Int) -> Int { min(max(page, 0), max(numberOfPagesStorage - 1, 0)) }

    /// The size that shows `pageCount` dots: 16 points a page plus 16, by 26 points.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        guard count > 0 else { return CGSize(width: 0, height: Self.controlHeight) }
        return CGSize(width: CGFloat(count - 1) * Self.dotPitch + Self.dotDiameter + 2 * Self.endPadding,
                      height: Self.controlHeight)
    }

    /// The size of the dots for `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPagesStorage) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPagesStorage) }

    /// The centre of the dot for `page`, in the control's bounds.
    private func dotCenter(_ page: Int) -> CGPoint {
        let span = CGFloat(max(numberOfPagesStorage - 1, 0)) * Self.dotPitch
        return CGPoint(x: bounds.midX - span / 2 + CGFloat(page) * Self.dotPitch, y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (page, dot) in dots.enumerated() {
            let center = dotCenter(page)
            dot.frame = CGRect(x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                               width: Self.dotDiameter, height: Self.dotDiameter)
        }
    }

    private func rebuildDots() {
        while dots.count > numberOfPagesStorage { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPagesStorage {
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            dots.append(dot)
        }
        updateDots()
        setNeedsLayout()
    }

    private func updateDots() {
        let hidden = hidesForSinglePageStorage && numberOfPagesStorage <= 1
        let current = currentPageIndicatorTintStorage ?? Self.defaultCurrentPageIndicatorColor
        let other = pageIndicatorTintStorage ?? Self.defaultPageIndicatorColor
        UIView.performWithoutAnimation {
            for (page, dot) in dots.enumerated() {
                dot.isHidden = hidden
                dot.backgroundColor = page == currentPageStorage ? current : other
            }
        }
    }

    /// A tap left of the current dot goes back a page, right of it forward one,
    /// sending `.valueChanged` when the page changes.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking, let touch = touches.first, numberOfPagesStorage > 0,
           !(hidesForSinglePageStorage && numberOfPagesStorage <= 1) {
            let point = touch.location(in: self)
            if bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(point) {
                let step = point.x < dotCenter(currentPageStorage).x ? -1 : 1
                let page = clampedPage(currentPageStorage + step)
                if page != currentPageStorage {
                    currentPageStorage = page
                    updateDots()
                    sendActions(for: .valueChanged)
                }
            }
        }
        super.touchesEnded(touches, with: event)
    }

    /// A tap on the control is the control's: an ancestor's single tap does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
