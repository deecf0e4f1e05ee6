/// Width or height class of an interface.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Light or dark appearance. Segue draws the light appearance; the trait is
/// carried so code that branches on it runs.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The environment an interface is shown in: size classes, scale, idiom, style.
/// Unspecified traits are filled in from other collections when combined.
public final class UITraitCollection: NSObject, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 when unspecified).
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark (unspecified unless set).
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A collection with every trait unspecified.
    public convenience override init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified, style: userInterfaceStyle)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, idiom: .unspecified)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: displayScale, idiom: .unspecified)
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: idiom)
    }

    /// Combines `traitCollections`: later specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(horizontal: horizontal, vertical: vertical, scale: scale, idiom: idiom, style: style)
    }

    private init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat,
                 idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
    }

    /// The traits of a full-screen interface of `size` points at `scale`, as
    /// iOS assigns them: phones are compact wide (regular wide only in
    /// landscape on the largest phones) and compact tall in landscape; iPads
    /// are regular both ways at full screen.
    public static func screen(size: CGSize, scale: CGFloat) -> UITraitCollection {
        let isPad = min(size.width, size.height) >= 700
        let horizontal: UIUserInterfaceSizeClass = isPad || size.width >= 896 ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = isPad || size.height > size.width ? .regular : .compact
        return UITraitCollection(horizontal: horizontal, vertical: vertical, scale: scale, idiom: isPad ? .pad : .phone,
                                 style: .light)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
    }

    /// Equal values, as `==` compares NSObjects.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        let lhs = self
        return lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    public override var description: String {
        "<UITraitCollection: horizontal \(horizontalSizeClass), vertical \(verticalSizeClass), scale \(displayScale), \(userInterfaceIdiom), \(userInterfaceStyle)>"
    }
}
