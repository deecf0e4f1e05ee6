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
}
