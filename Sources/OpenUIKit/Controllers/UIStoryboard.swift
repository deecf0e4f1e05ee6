/// A storyboard: controllers by identifier, the segues between them, and the
/// relationships and embeddings that build containers.
///
/// Segue reads no storyboard files. A storyboard is built in code instead
/// (Segue's addition, see docs/Differences.md): register each scene's
/// controller with a factory, name the initial one, and add the segues. What
/// UIKit does with a storyboard from there — `instantiateViewController`,
/// `performSegue`, `prepare(for:sender:)`, triggers, unwinding — works as on iOS.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String
    /// The identifier of the controller `instantiateInitialViewController()` makes.
    public var initialViewControllerIdentifier: String?

    private var factories: [String: @MainActor () -> UIViewController] = [:]
    private var segues: [String: [String: SegueDefinition]] = [:]
    private var relationships: [String: Relationship] = [:]
    private var embeds: [String: [EmbedDefinition]] = [:]

    /// An empty storyboard called `name` (Segue's addition: fill it with `register` and `addSegue`).
    public init(name: String) {
        self.name = name
        super.init()
    }

    // MARK: Building (Segue's addition)

    /// Adds the scene `identifier`, whose controller `factory` makes.
    public func register(_ identifier: String, _ factory: @escaping @MainActor () -> UIViewController) {
        factories[identifier] = factory
    }

    /// Adds a segue `identifier` from the scene `source` to the scene `destination`.
    public func addSegue(_ identifier: String, from source: String, to destination: String, kind: SegueKind) {
        segues[source, default: [:]][identifier] = SegueDefinition(identifier: identifier, destination: destination, kind: kind)
    }

    /// Adds an unwind segue `identifier` from the scene `source` to whatever controller up its
    /// path implements `action` (the exit a storyboard connects it to).
    public func addUnwindSegue(_ identifier: String, from source: String, action: Selector) {
        segues[source, default: [:]][identifier] = SegueDefinition(identifier: identifier, destination: nil, kind: .unwind(action))
    }

    /// Makes the scene `root` the root controller of the navigation controller scene `navigation`
    /// (a relationship segue).
    public func setRootViewController(_ root: String, ofNavigationController navigation: String) {
        relationships[navigation] = .root(root)
    }

    /// Makes the scenes `tabs` the view controllers of the tab bar controller scene `tabBarController`
    /// (relationship segues).
    public func setViewControllers(_ tabs: [String], ofTabBarController tabBarController: String) {
        relationships[tabBarController] = .tabs(tabs)
    }

    /// Embeds the scene `child` in the scene `parent` when the parent's view loads (an embed
    /// segue, named `identifier` for `prepare(for:sender:)`): `container` picks the parent's
    /// view that holds the child's (its whole view when nil).
    public func addEmbedSegue(_ identifier: String?, child: String, in parent: String,
                              container: (@MainActor (UIViewController) -> UIView?)? = nil) {
        embeds[parent, default: []].append(EmbedDefinition(identifier: identifier, child: child, container: container))
    }

    // MARK: UIKit's calls

    /// Makes the initial controller (nil when none is set).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initialViewControllerIdentifier else { return nil }
        return instantiateViewController(withIdentifier: initialViewControllerIdentifier)
    }

    /// Makes the controller of scene `identifier`, with its relationships set up. An unknown
    /// identifier is logged (UIKit raises) and gives an empty controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let factory = factories[identifier] else {
            SegueDiagnostics.report("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
            return UIViewController(nibName: nil, bundle: nil)
        }
        let controller = factory()
        controller.storyboardStorage = self
        controller.storyboardIdentifierStorage = identifier
        switch relationships[identifier] {
        case .root(let root)?:
            (controller as? UINavigationController)?.setViewControllers([instantiateViewController(withIdentifier: root)],
                                                                        animated: false)
        case .tabs(let tabs)?:
            (controller as? UITabBarController)?.setViewControllers(tabs.map { instantiateViewController(withIdentifier: $0) },
                                                                    animated: false)
        case nil: break
        }
        return controller
    }

    open override var description: String { "<UIStoryboard: \(name)>" }

    // MARK: For controllers

    /// The segue `identifier` leaving the scene `source`, if there is one.
    func segue(_ identifier: String, from source: String?) -> SegueDefinition? {
        source.flatMap { segues[$0]?[identifier] }
    }

    /// The embed segues of the scene `parent`.
    func embedSegues(in parent: String?) -> [EmbedDefinition] {
        parent.flatMap { embeds[$0] } ?? []
    }

    struct SegueDefinition {
        let identifier: String
        /// The scene it leads to (nil for an unwind segue).
        let destination: String?
        let kind: SegueKind
    }

    struct EmbedDefinition {
        let identifier: String?
        let child: String
        let container: (@MainActor (UIViewController) -> UIView?)?
    }

    private enum Relationship {
        case root(String)
        case tabs([String])
    }
}
