/// A view that shows an image as its layer's contents.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        get { imageStorage }
        set {
            imageStorage = newValue
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }
    private var imageStorage: UIImage?

    /// Shows the image; a symbol image that takes the view's tint is drawn in it.
    private func updateContents() {
        layer.contents = image?.cgImage(displayedWithTint: tintColor)
        layer.contentsScale = image?.scale ?? 1
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.drawsInViewTint == true { updateContents() }
    }

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
