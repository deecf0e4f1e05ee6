/// A storyboard: controllers and the segues between them. Segue reads no
/// storyboard files, so no storyboard can be made yet and
/// `UIViewController.storyboard` is always nil; the type exists so that code
/// reading that property compiles.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}
