extension UIViewController {
    /// The area from the top of the view to the bottom of the bars above it
    /// (the status bar, a navigation bar): the safe area's top, in the form
    /// code written before iOS 11 uses. Prefer `view.safeAreaLayoutGuide`.
    public var topLayoutGuide: any UILayoutSupport {
        let view: UIView = view
        if let guide = view.layoutState?.topSupportGuide { return guide }
        let guide = UILayoutGuide(kind: .topLayoutSupport, owningView: view, identifier: "UIViewControllerTopLayoutGuide")
        view.layoutStateOrMake.topSupportGuide = guide
        return guide
    }

    /// The area from the top of the bars below the view (a toolbar, a tab bar)
    /// to its bottom: the safe area's bottom, in the pre-iOS 11 form.
    public var bottomLayoutGuide: any UILayoutSupport {
        let view: UIView = view
        if let guide = view.layoutState?.bottomSupportGuide { return guide }
        let guide = UILayoutGuide(kind: .bottomLayoutSupport, owningView: view, identifier: "UIViewControllerBottomLayoutGuide")
        view.layoutStateOrMake.bottomSupportGuide = guide
        return guide
    }
}
