// Views and controllers announce changes of the properties transition code
// observes: a view's frame, bounds and centre (through its layer), a scroll
// view's content offset, size and inset, a controller's preferred content size.
extension UIView: KeyValueObserving {}
extension UIViewController: KeyValueObserving {}
