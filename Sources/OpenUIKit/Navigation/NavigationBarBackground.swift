/// A navigation bar's background: its scroll-edge look and its standard
/// look, one over the other, cross-faded by how far the content has scrolled
/// under the bar (`NavigationBarMetrics.standardProgress`). Each look is an
/// appearance's effect, its colour over the effect, and its hairline under the bar.
@MainActor
final class NavigationBarBackground: UIView {
    /// An appearance as the bar shows it: whole, or without its background
    /// and hairline (what a bar shows at the scroll edge when no scroll-edge
    /// appearance is set, iOS 15), read from the appearance as it is now.
    @MainActor struct ShownAppearance {
        let appearance: UINavigationBarAppearance
        var withBackground = true

        var backgroundEffect: UIBlurEffect? { withBackground ? appearance.backgroundEffect : nil }
        var backgroundColor: UIColor? { withBackground ? appearance.backgroundColor : nil }
        var shadowColor: UIColor? { withBackground ? appearance.shadowColor : nil }
    }

    /// One appearance drawn.
    final class Look: UIView {
        private var effectView: UIVisualEffectView?
        let colorView = UIView()
        let hairline = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            addSubview(colorView)
            addSubview(hairline)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// Shows `appearance` (`barTint` over its colours; `black` darkens the default material).
        func show(_ appearance: ShownAppearance, barTint: UIColor?, black: Bool) {
            if let effect = appearance.backgroundEffect, effect.style != .systemChromeMaterial {
                let view = effectView ?? UIVisualEffectView(effect: effect)
                view.effect = effect
                if view.superview !== self { insertSubview(view, at: 0) }
                effectView = view
            } else {
                effectView?.removeFromSuperview()
                effectView = nil
            }
            // The default material is drawn as its flat tint (see the type's comment).
            let material = appearance.backgroundEffect?.style == .systemChromeMaterial
                ? (black ? Self.blackMaterial : Self.defaultMaterial) : nil
            let color = barTint ?? appearance.backgroundColor ?? material
            if !NavigationBarContent.Style.same(colorView.backgroundColor, color) { colorView.backgroundColor = color }
            if !NavigationBarContent.Style.same(hairline.backgroundColor, appearance.shadowColor) {
                hairline.backgroundColor = appearance.shadowColor
            }
            hairline.isHidden = appearance.shadowColor == nil
        }

        /// The default material's flat tints, made once (each show compared them with the colour shown).
        private static let defaultMaterial = UIColor(white: 0.97, alpha: 0.94)
        private static let blackMaterial = UIColor(white: 0.11, alpha: 0.94)

        override func layoutSubviews() {
            super.layoutSubviews()
            if let effectView { place(effectView, bounds) }
            place(colorView, bounds)
            place(hairline, CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1.0 / 3))
        }
    }

    /// The look at the scroll edge, under the standard one.
    let edge = Look()
    /// The standard look (or the compact one).
    let standard = Look()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(edge)
        addSubview(standard)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `edgeAppearance` and `standardAppearance` mixed at `progress`
    /// (0: the edge look alone, 1: the standard look alone). Inside an
    /// animation block, the mix animates.
    func show(edge edgeAppearance: ShownAppearance, standard standardAppearance: ShownAppearance, progress: CGFloat,
              barTint: UIColor?, black: Bool) {
        edge.show(edgeAppearance, barTint: barTint, black: black)
        standard.show(standardAppearance, barTint: barTint, black: black)
        if edge.alpha != 1 - progress { edge.alpha = 1 - progress }
        if standard.alpha != progress { standard.alpha = progress }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        place(edge, bounds)
        place(standard, bounds)
    }
}
