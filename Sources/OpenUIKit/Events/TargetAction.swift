/// A target and its action, held as UIKit holds them: the target weakly
/// (a view controller that adds itself as a target is not kept alive by it).
@MainActor
struct TargetAction {
    private(set) weak var target: AnyObject?
    let action: Selector

    init(target: AnyObject?, action: Selector) {
        self.target = target
        self.action = action
    }

    /// Whether this entry matches `removeTarget(target, action:)` (nil matches anything).
    func matches(target: AnyObject?, action: Selector?) -> Bool {
        (target == nil || self.target === target) && (action == nil || self.action.identity == action!.identity)
    }

    /// Calls the action on the target with `sender`, reporting a target of the wrong type.
    func send(from sender: AnyObject) {
        guard let target else { return }
        if !action.invoke(target, sender) {
            SegueDiagnostics.report("\(type(of: sender)): the target \(target) is not of the type the action's method belongs to; nothing was called")
        }
    }
}
