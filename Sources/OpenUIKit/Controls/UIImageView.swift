/// A view that shows an image as its layer's contents.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        get { imageStorage }
        set {
            imageStorage = newValue
            layer.contents = image?.cgImage
            layer.contentsScale = image?.scale ?? 1
            invalidateIntrinsicContentSize()
            invalidateIntrinsicContentSize()
        }
    }
    private var imageStorage: UIImage?

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
