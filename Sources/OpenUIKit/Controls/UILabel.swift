/// How lines of text align.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// Where text that does not fit is wrapped or cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that shows text (drawn through Pango).
@preconcurrency @MainActor
open class UILabel: UIView {
    override var isAccessibilityElementByDefault: Bool { true }
    /// The text shown.
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue; textChanged() }
    }
    private var textStorage: String?
    /// The font (default: the system font at 17 points).
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue; textChanged() }
    }
    private var fontStorage: UIFont? = .systemFont(ofSize: 17)
    /// The text colour (default: label black).
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue; setNeedsDisplay() }
    }
    private var textColorStorage: UIColor? = .label
    /// How lines align (default natural, which is left here).
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; setNeedsDisplay() }
    }
    private var textAlignmentStorage: NSTextAlignment = .natural
    /// The most lines shown; 0 for no limit (default 1).
    open var numberOfLines: Int {
        get { numberOfLinesStorage }
        set { numberOfLinesStorage = newValue; textChanged() }
    }
    private var numberOfLinesStorage: Int = 1
    /// How text that does not fit is wrapped or cut (default: truncate the tail).
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set { lineBreakModeStorage = newValue; setNeedsDisplay() }
    }
    private var lineBreakModeStorage: NSLineBreakMode = .byTruncatingTail
    /// The width multi-line labels wrap at for their intrinsic size.
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    private func textChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for a width (nil: unconstrained).
    func textLayout() -> TextLayout {
        var layout = TextLayout(text: text ?? "", font: font.pangoDescription, fontSize: font.pointSize, color: textColor.cgColor)
        switch textAlignment {
        case .center: layout.alignment = .center
        case .right: layout.alignment = .right
        case .justified: layout.alignment = .justified
        default: layout.alignment = .left
        }
        layout.wraps = numberOfLines != 1
        layout.maximumLines = numberOfLines
        switch lineBreakMode {
        case .byTruncatingHead: layout.truncation = .start
        case .byTruncatingMiddle: layout.truncation = .middle
        case .byTruncatingTail: layout.truncation = .end
        default: layout.truncation = .none
        }
        return layout
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines != 1 && size.width > 0 ? size.width : nil
        let inputs = Measurement.Inputs(text: text, font: font, alignment: textAlignment, numberOfLines: numberOfLines,
                                        width: width, fontGeneration: FontRegistry.generation)
        if let lastMeasurement, lastMeasurement.inputs == inputs { return lastMeasurement.size }
        var layout = textLayout()
        layout.truncation = .none
        let measured = layout.size(constrainedToWidth: width)
        let fitting = CGSize(width: ceil(measured.width), height: ceil(measured.height))
        lastMeasurement = Measurement(inputs: inputs, size: fitting)
        return fitting
    }

    /// The label's last measurement: asked again with the same inputs (a
    /// navigation bar measures its titles several times a transition), it
    /// answers without looking the laid-out text up again.
    private var lastMeasurement: Measurement?

    /// A size `sizeThatFits(_:)` found, and everything it depends on.
    private struct Measurement {
        struct Inputs: Equatable {
            let text: String
            /// Compared by identity: a font never changes, and an equal one only measures again.
            let font: UIFont?
            let alignment: NSTextAlignment
            let numberOfLines: Int
            /// The width the text wraps at (nil: it does not wrap).
            let width: CGFloat?
            /// Registering a font can change what a family draws (and measures) with.
            let fontGeneration: Int

            static func == (lhs: Inputs, rhs: Inputs) -> Bool {
                lhs.text == rhs.text && lhs.font === rhs.font && lhs.alignment == rhs.alignment
                    && lhs.numberOfLines == rhs.numberOfLines && lhs.width == rhs.width
                    && lhs.fontGeneration == rhs.fontGeneration
            }
        }
        let inputs: Inputs
        let size: CGSize
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// Draws the text centred vertically in the bounds, as UIKit does.
    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout()
        let height = min(bounds.height, layout.size(constrainedToWidth: bounds.width).height)
        let top = bounds.minY + (bounds.height - height) / 2
        layout.draw(in: context, rect: CGRect(x: bounds.minX, y: top, width: bounds.width, height: height))
    }
}
