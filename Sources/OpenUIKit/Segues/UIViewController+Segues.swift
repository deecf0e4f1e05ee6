/// How segues run (spec §11): triggered and performed segues, embed segues at
/// view load, and the unwind search and its visual part.
extension UIViewController {
    /// Makes `control` fire the segue `identifier` on `events`, as a storyboard
    /// connection does (Segue's addition): `shouldPerformSegue` is asked first
    /// and the control is the sender.
    public func connect(_ control: UIControl, toSegueWithIdentifier identifier: String,
                        for events: UIControl.Event = .touchUpInside) {
        control.addAction(UIAction { [weak self, weak control] _ in
            self?.runSegue(identifier, sender: control, triggered: true)
        }, for: events)
    }

    /// Makes `item` fire the segue `identifier` when tapped, as a storyboard
    /// connection does (Segue's addition): `shouldPerformSegue` is asked first
    /// and the item is the sender.
    public func connect(_ item: UIBarButtonItem, toSegueWithIdentifier identifier: String) {
        item.primaryAction = UIAction { [weak self, weak item] _ in
            self?.runSegue(identifier, sender: item, triggered: true)
        }
    }

    /// Runs the segue `identifier` (R11.1): asks `shouldPerformSegue` when a
    /// trigger fired it, makes the destination and the segue, prepares, performs.
    func runSegue(_ identifier: String, sender: Any?, triggered: Bool) {
        guard let storyboard = storyboardStorage, let definition = storyboard.segue(identifier, from: storyboardIdentifierStorage)
        else {
            SegueDiagnostics.report("Receiver (\(self)) has no segue with identifier '\(identifier)'")
            return
        }
        if triggered {
            UITransitionTracing.record(self, "shouldPerformSegue(withIdentifier:sender:)")
            guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        }
        let segue: UIStoryboardSegue
        switch definition.kind {
        case .unwind(let action):
            performUnwind(identifier, action: action, sender: sender)
            return
        case .custom(let make):
            segue = make(identifier, self, storyboard.instantiateViewController(withIdentifier: definition.destination ?? ""))
        default:
            segue = BuiltInStoryboardSegue(identifier: identifier, source: self,
                                           destination: storyboard.instantiateViewController(withIdentifier: definition.destination ?? ""),
                                           kind: definition.kind, sender: sender)
        }
        UITransitionTracing.record(self, "prepare(for:sender:)")
        prepare(for: segue, sender: sender)
        UITransitionTracing.record(segue, "perform()")
        segue.perform()
    }

    /// Sets up the children of this scene's embed segues, after `loadView` and before `viewDidLoad`.
    func performEmbedSegues() {
        guard let storyboard = storyboardStorage else { return }
        for embed in storyboard.embedSegues(in: storyboardIdentifierStorage) {
            let child = storyboard.instantiateViewController(withIdentifier: embed.child)
            let segue = UIStoryboardSegue(identifier: embed.identifier, source: self, destination: child)
            UITransitionTracing.record(self, "prepare(for:sender:)")
            prepare(for: segue, sender: nil)
            addChild(child)
            let container = embed.container?(self) ?? view!
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    // MARK: Unwinding (R11.5)

    /// Unwinds to the controller that answers `action`: the source prepares,
    /// the destination's action runs, then what was presented in between is
    /// dismissed and the containers on the way bring the destination forward.
    /// Nothing happens when no controller qualifies.
    func performUnwind(_ identifier: String?, action: Selector, sender: Any?) {
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let (destination, crossedPresenter) = unwindDestination(for: source) else { return }
        let segue = UnwindStoryboardSegue(identifier: identifier, source: self, destination: destination,
                                          dismissingFrom: crossedPresenter)
        UITransitionTracing.record(self, "prepare(for:sender:)")
        prepare(for: segue, sender: sender)
        UITransitionTracing.record(destination, "unwind action")
        _ = action.invoke(destination, segue)
        segue.perform()
    }

    /// The unwind's destination, searched from the source's parent or presenter
    /// up (each level's allowed children first, then the level itself), and the
    /// presenter of the last presentation the search crossed.
    private func unwindDestination(for source: UIStoryboardUnwindSegueSource)
        -> (UIViewController, crossedPresenter: UIViewController?)? {
        var crossedPresenter: UIViewController?
        var level: UIViewController = self
        while let next = level.parent ?? level.presentingViewController {
            if level.parent == nil { crossedPresenter = next }
            for child in next.allowedChildrenForUnwinding(from: source) {
                if let found = child.unwindTarget(in: source) { return (found, crossedPresenter) }
            }
            if next.canPerformUnwindSegueAction(source.unwindAction, from: self, sender: source.sender) {
                return (next, crossedPresenter)
            }
            level = next
        }
        return nil
    }

    /// The first controller in this subtree (its allowed children first, then itself) that qualifies.
    private func unwindTarget(in source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.unwindTarget(in: source) { return found }
        }
        return canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) ? self : nil
    }

    /// Whether `controller` is this one or lies below it, through children or presentations.
    func leads(to controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return false
    }
}

/// The segue UIKit makes for an unwind: performing it dismisses what was
/// presented between the source and the destination, then asks each container
/// above the destination to bring it forward (`unwind(for:towards:)`).
@MainActor
final class UnwindStoryboardSegue: UIStoryboardSegue {
    private let presenterToDismissFrom: UIViewController?

    init(identifier: String?, source: UIViewController, destination: UIViewController, dismissingFrom presenter: UIViewController?) {
        presenterToDismissFrom = presenter
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        let destination = destination
        let bringForward = { [self] in
            var child = destination
            var path: [(container: UIViewController, child: UIViewController)] = []
            while let container = child.parent {
                path.append((container, child))
                child = container
            }
            for step in path.reversed() { step.container.unwind(for: self, towards: step.child) }
        }
        if let presenterToDismissFrom, presenterToDismissFrom.presentedViewController != nil {
            presenterToDismissFrom.dismiss(animated: true, completion: bringForward)
        } else {
            bringForward()
        }
    }
}
