/// A tab bar's button for one item: the item's image (tinted) above its
/// title, as an iPhone's tab bar stacks them in its 49 points — the image
/// centred in the top 30 points, the 10-point title below it.
@MainActor
final class TabBarButton: UIButton {
    /// The box the image is fitted into, and where the title's line starts.
    static let imageBox = CGSize(width: 30, height: 26)
    static let imageTop: CGFloat = 4
    static let titleTop: CGFloat = 33

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let image = currentImage, let imageView else { return }
        let scale = min(1, Self.imageBox.width / max(image.size.width, 1), Self.imageBox.height / max(image.size.height, 1))
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        imageView.frame = CGRect(x: (bounds.width - size.width) / 2,
                                 y: Self.imageTop + (Self.imageBox.height - size.height) / 2,
                                 width: size.width, height: size.height)
        titleLabel?.frame = CGRect(x: 0, y: Self.titleTop, width: bounds.width, height: 12)
        titleLabel?.textAlignment = .center
    }
}
