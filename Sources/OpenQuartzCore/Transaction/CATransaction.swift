/// Batches layer-tree changes. Changes made outside an explicit transaction go
/// into an implicit one, committed at the start of the next frame (or by
/// `flush()`); explicit transactions nest, and only the outermost commits.
@preconcurrency @MainActor
public final class CATransaction: NSObject {
    private var duration: CFTimeInterval?
    private var timingFunction: CAMediaTimingFunction?
    private var actionsDisabled: Bool?
    private var values: [String: Any] = [:]
    let isImplicit: Bool
    private let group = TransactionCompletionGroup()
    // Touched by every change and every added animation; only this type
    // writes them, never across a call that could reenter.
    @exclusivity(unchecked) private var addedInstances: [AnimationInstance] = []
    @exclusivity(unchecked) private var changedLayers: [CALayer] = []

    /// Tells transactions apart for `CALayer.notingTransactionSerial` (never reused, unlike an address).
    private let serial: UInt64
    private static var lastSerial: UInt64 = 0

    private init(isImplicit: Bool) {
        self.isImplicit = isImplicit
        CATransaction.lastSerial &+= 1
        serial = CATransaction.lastSerial
    }

    // The open transactions are the runtime's `transactionStack`, read and changed
    // in place (every property change asks for the current transaction: a copy of
    // the array each time cost a retain and a release, and an append through a
    // copy duplicated the array).

    /// The innermost open transaction, opening an implicit one if none is.
    static var current: CATransaction {
        let runtime = SegueRuntime.current
        if let top = runtime.transactionStack.last { return top }
        let implicit = CATransaction(isImplicit: true)
        runtime.transactionStack.append(implicit)
        return implicit
    }

    /// Whether an implicit transaction is waiting to commit.
    static var hasPendingImplicitTransaction: Bool { SegueRuntime.current.transactionStack.first?.isImplicit == true }

    /// Opens a transaction.
    public static func begin() {
        SegueRuntime.current.transactionStack.append(CATransaction(isImplicit: false))
    }

    /// Closes the innermost explicit transaction, committing it if it is outermost.
    public static func commit() {
        let runtime = SegueRuntime.current
        guard let top = runtime.transactionStack.last, !top.isImplicit else {
            SegueDiagnostics.report("CoreAnimation: [CATransaction commit] called without a matching begin; ignored")
            return
        }
        runtime.transactionStack.removeLast()   // `top` keeps it: nothing is released during the removal
        if let parent = runtime.transactionStack.last {
            parent.addedInstances.append(contentsOf: top.addedInstances)
            parent.changedLayers.append(contentsOf: top.changedLayers)
            top.group.close()
        } else {
            top.performCommit(at: CACurrentMediaTime())
            FrameLoop.shared.drainCompletions()
        }
    }

    /// Commits the implicit transaction now (deferred while explicit ones are open).
    public static func flush() {
        let runtime = SegueRuntime.current
        guard runtime.transactionStack.count == 1, let implicit = runtime.transactionStack.first, implicit.isImplicit
        else { return }
        runtime.transactionStack.removeAll(keepingCapacity: true)   // `implicit` keeps it: nothing is released here
        implicit.performCommit(at: CACurrentMediaTime())
        FrameLoop.shared.drainCompletions()
    }

    private func performCommit(at time: CFTimeInterval) {
        changedLayers.forEachGuaranteed { layer in
            layer.hasBeenCommitted = true
            layer.clearCommittedState()
        }
        addedInstances.forEachGuaranteed { $0.commit(at: time) }
        group.close()
    }

    /// `layer` changed in this transaction (listed once, however often it changes).
    func noteChanged(_ layer: CALayer) {
        guard layer.notingTransactionSerial != serial else { return }
        layer.notingTransactionSerial = serial
        // Room for a frame's usual changes at once, not grown one doubling at a time.
        if changedLayers.isEmpty { changedLayers.reserveCapacity(16) }
        changedLayers.append(layer)
    }

    func noteAdded(_ instance: AnimationInstance) {
        if addedInstances.isEmpty { addedInstances.reserveCapacity(16) }
        addedInstances.append(instance)
        // Every enclosing transaction's completion waits for the animation.
        for transaction in SegueRuntime.current.transactionStack {
            transaction.group.retain()
            instance.addCompletionGroup(transaction.group)
        }
    }

    private static func lookup<T>(_ read: (CATransaction) -> T?) -> T? {
        let stack = SegueRuntime.current.transactionStack
        var index = stack.count
        while index > 0 {
            index -= 1
            if let value = read(stack[index]) { return value }
        }
        return nil
    }

    /// The duration of implicit animations (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval { lookup(\.duration) ?? 0.25 }
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

    /// The timing function of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timingFunction) }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    /// Whether property changes skip their actions (implicit animations).
    public static func disableActions() -> Bool { lookup(\.actionsDisabled) ?? false }
    public static func setDisableActions(_ flag: Bool) { current.actionsDisabled = flag }

    /// Disables actions in the current transaction until the suspension's
    /// `end()` puts the setting back: what `begin()`, `setDisableActions(true)`
    /// and `commit()` around the changes do inside an open transaction, without
    /// making one (a view's set-up does this for every view made, and UIKit for
    /// the changes it makes at once). Not a closure: one formed on the main
    /// actor is checked for it on every call. Changes made meanwhile look up no action.
    package static func suspendActions() -> ActionSuspension {
        let transaction = current
        let suspension = ActionSuspension(transaction: transaction, setting: transaction.actionsDisabled)
        transaction.actionsDisabled = true
        return suspension
    }

    /// Actions disabled by `suspendActions()`, and the setting to put back.
    @MainActor
    package struct ActionSuspension {
        fileprivate let transaction: CATransaction
        fileprivate let setting: Bool?

        /// Puts back the transaction's setting from before the suspension.
        package func end() { transaction.actionsDisabled = setting }
    }

    /// The block run once every animation added in this transaction has
    /// finished or been removed (at once, at commit, if there were none).
    public static func completionBlock() -> (@MainActor () -> Void)? { current.group.completionBlock }
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.group.completionBlock = block }

    /// An arbitrary transaction property.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        default: return lookup { $0.values[key] }
        }
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": current.duration = anObject.flatMap(AnimationValue.double)
        case "animationTimingFunction": current.timingFunction = anObject as? CAMediaTimingFunction
        case "disableActions": current.actionsDisabled = anObject as? Bool
        default: current.values[key] = anObject
        }
    }
}
