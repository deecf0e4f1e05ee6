/// Where an unwind segue starts: its source controller, the action it looks
/// for, and the sender. UIKit hands it to the containers it asks while
/// searching for the destination.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind starts from.
    open private(set) var source: UIViewController
    /// The unwind action the destination must implement.
    open private(set) var unwindAction: Selector
    /// What triggered the unwind.
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
