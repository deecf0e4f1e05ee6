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

    /// The open transactions of the current runtime, outermost first.
    private static var stack: [CATransaction] {
        get { SegueRuntime.current.transactionStack }
        set { SegueRuntime.current.replace(\.transactionStack, with: newValue) }
    }

    /// Tells transactions apart for `CALayer.notingTransactionSerial` (never reused, unlike an address).
    private let serial: UInt64
    private static var lastSerial: UInt64 = 0

    private init(isImplicit: Bool) {
        self.isImplicit = isImplicit
        CATransaction.lastSerial &+= 1
        serial = CATransaction.lastSerial
    }

    /// The innermost open transaction, opening an implicit one if none is.
    static var current: CATransaction {
        if let top = stack.last { return top }
        let implicit = CATransaction(isImplicit: true)
        stack.append(implicit)
        return implicit
    }

    /// Whether an implicit transaction is waiting to commit.
    static var hasPendingImplicitTransaction: Bool { stack.first?.isImplicit == true }

    /// Opens a transaction.
    public static func begin() {
        stack.append(CATransaction(isImplicit: false))
    }

    /// Closes the innermost explicit transaction, committing it if it is outermost.
    public static func commit() {
        guard let top = stack.last, !top.isImplicit else {
            SegueDiagnostics.report("CoreAnimation: [CATransaction commit] called without a matching begin; ignored")
            return
        }
        stack.removeLast()
        if let parent = stack.last {
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
        guard stack.count == 1, let implicit = stack.first, implicit.isImplicit else { return }
        stack.removeAll()
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
        changedLayers.append(layer)
    }

    func noteAdded(_ instance: AnimationInstance) {
        addedInstances.append(instance)
        // Every enclosing transaction's completion waits for the animation.
        for transaction in CATransaction.stack {
            transaction.group.retain()
            instance.addCompletionGroup(transaction.group)
        }
    }

    private static func lookup<T>(_ read: (CATransaction) -> T?) -> T? {
        for transaction in stack.reversed() { if let value = read(transaction) { return value } }
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

    /// Runs `body` with actions disabled in the current transaction, then puts
    /// the setting back: what `begin()`, `setDisableActions(true)` and `commit()`
    /// around it do inside an open transaction, without making one (a view's
    /// set-up does this for every view made).
    package static func withActionsDisabled(_ body: () -> Void) {
        let transaction = current
        let setting = transaction.actionsDisabled
        transaction.actionsDisabled = true
        body()
        transaction.actionsDisabled = setting
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
