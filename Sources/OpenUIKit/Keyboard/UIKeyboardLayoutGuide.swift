/// The part of a view the keyboard covers (iOS 15): its top follows the
/// keyboard's top, in the keyboard's own animation; with no keyboard it sits
/// at the bottom of the view's safe area (`usesBottomSafeArea`, the default)
/// or at the view's bottom. It spans the view's width and reaches its bottom.
/// A view makes its own on first use of `keyboardLayoutGuide`.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom (default
    /// false). Segue's keyboard is always docked: recorded only.
    open var followsUndockedKeyboard = false

    /// Whether, with no keyboard, the guide's top is the safe area's bottom
    /// (default true) rather than the view's bottom (iOS 17).
    open var usesBottomSafeArea: Bool {
        get { usesBottomSafeAreaStorage }
        set {
            usesBottomSafeAreaStorage = newValue
            if let owningView { LayoutEngine.engine(for: owningView).setNeedsSolve() }
        }
    }
    private var usesBottomSafeAreaStorage = true

    /// Extra room above the keyboard for an interactive dismissal to start
    /// (iOS 17; default 0). Recorded only: Segue's scroll views do not dismiss the keyboard.
    open var keyboardDismissPadding: CGFloat = 0

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView, identifier: "UIViewKeyboardLayoutGuide")
        SystemKeyboard.current.track(self)
    }

    /// The guide's top in its owning view: the keyboard's top while it is up
    /// (never below where it rests without one), else the safe area's bottom
    /// or the view's bottom.
    func top(in owner: UIView) -> CGFloat {
        let resting = owner.bounds.height - (usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0)
        guard let keyboardTop = SystemKeyboard.current.top(in: owner) else { return resting }
        return min(resting, keyboardTop)
    }
}
