extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors (itself excluded).
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// What the navigation bar shows while this controller is on top (its title follows `title`).
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, updating the toolbar when this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// Whether a tab bar hides while this controller is pushed (honoured once there is a tab bar controller).
    public var hidesBottomBarWhenPushed: Bool {
        get { hidesBottomBarWhenPushedStorage }
        set { hidesBottomBarWhenPushedStorage = newValue }
    }

    /// Insets added to the safe area of the controller's view.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            additionalSafeAreaInsetsStorage = newValue
            // The whole subtree's safe area moved: its guides solve again (R15.5).
            viewIfLoaded?.safeAreaInsetsDidChangeInSubtree()
        }
    }
}
