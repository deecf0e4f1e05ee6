extension UIViewController {
    /// The item that represents this controller in a tab bar (made from its title on first use).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            item.titleFollowsController = true
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
