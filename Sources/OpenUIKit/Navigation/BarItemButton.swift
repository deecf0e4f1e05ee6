/// The button a navigation bar or toolbar shows for a bar button item: the
/// item's title, or its image (a system item's symbol) in the tint colour.
///
/// An image item is a 44-pt touch target (wider when the image with 8 pt
/// each side needs more) with the image centred in it; a title item is its
/// title with 8 pt each side.
@MainActor
final class BarItemButton: UIButton {
    /// The smallest width of an image item: the 44-pt touch target.
    static let minimumImageItemWidth: CGFloat = 44
    /// Room each side of an item's image or title.
    static let padding: CGFloat = 8

    private(set) var barItem: UIBarButtonItem?

    static func make(for item: UIBarButtonItem, tint: UIColor?, font: UIFont? = nil) -> BarItemButton {
        let button = BarItemButton(type: .system)
        button.barItem = item
        if let image = item.barImage {
            button.setImage(image, for: .normal)
            button.accessibilityLabel = item.systemItem?.accessibilityName ?? item.title
        } else {
            button.setTitle(item.title, for: .normal)
        }
        if let color = item.tintColor ?? tint {
            button.tintColor = color
            button.setTitleColor(color, for: .normal)
        }
        if let font { button.titleLabel?.font = font }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
        return button
    }

    /// Whether the button shows an image (and no title).
    var showsImage: Bool { currentImage != nil && (currentTitle?.isEmpty ?? true) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard showsImage, let image = currentImage else { return super.sizeThatFits(size) }
        return CGSize(width: max(Self.minimumImageItemWidth, image.size.width + 2 * Self.padding),
                      height: max(Self.minimumImageItemWidth, image.size.height))
    }
}
