/// The frame step of Core Animation and UIKit, in their order:
///
/// 1. input (hooks registered by hosts: touches, events),
/// 2. display links, then the timers hooks (UIKit's property animators and
///    gesture recognizer timeouts),
/// 3. layout (layers marked with `setNeedsLayout`, then the layout hooks UIKit
///    registers), then display (layers marked with `setNeedsDisplay`),
/// 4. commit of the implicit transaction (new animations get their `beginTime`),
/// 5. animation evaluation at the frame's time: presentation values, removal of
///    finished animations, `animationDidStart` / `animationDidStop(_:finished:)`
///    in the order the animations were added, then transaction completion blocks,
/// 6. render (hooks registered by hosts that want pixels).
@preconcurrency @MainActor
public final class FrameLoop {
    /// The frame loop of the runtime in force (`SegueRuntime.current`).
    public static var shared: FrameLoop { SegueRuntime.current.frameLoop }

    /// The phases hosts and UIKit can hook into.
    public enum Phase: Sendable {
        /// Events: the hosts deliver touches here.
        case input
        /// After the display links: clocks that advance with the frame (property animators, gesture timeouts).
        case timers
        /// After layout, before display and commit.
        case layout
        /// After animation evaluation: hosts that want pixels draw here.
        case render
    }

    // The bookkeeping every added animation and every frame touches skips dynamic
    // exclusivity checks: main-actor state only this type writes, never across a
    // call that could reenter (callbacks run on copies).
    @exclusivity(unchecked) private var animatingLayers: [CALayer] = []
    private let evaluator = AnimationEvaluator()
    @exclusivity(unchecked) private var tableIsStale = true
    @exclusivity(unchecked) private var pendingStops: [AnimationInstance] = []
    /// The lists a frame fills with the animations that start and end, kept
    /// between frames for their capacity (a nested frame, run from a callback, makes its own).
    @exclusivity(unchecked) private var spareCallbackLists: (started: [AnimationInstance], finished: [AnimationInstance])
        = ([], [])
    @exclusivity(unchecked) private var pendingCompletions: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var nextFrameBlocks: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var displayLinks: [CADisplayLink] = []
    @exclusivity(unchecked) private var layersNeedingLayout: [CALayer] = []
    @exclusivity(unchecked) private var layersNeedingDisplay: [CALayer] = []
    @exclusivity(unchecked) private var hooks: [Phase: [(token: Int, handler: @MainActor (CFTimeInterval) -> Void)]] = [:]
    private var nextHookToken = 0

    /// The time of the frame being run (or last run).
    @exclusivity(unchecked) public private(set) var frameTime: CFTimeInterval = 0
    /// How many frames have run since the last reset.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// Bumped by every `reset()`, so that clients can tell their hooks are gone.
    public private(set) var generation = 0

    /// What layers, display links and property animators keep of the loop
    /// (`UnretainedReference`): a weak reference would slow down every retain of it.
    package let unretained = UnretainedReference<FrameLoop>()

    init() { unretained.attach(self) }

    isolated deinit { unretained.clear() }

    /// Forgets every layer, display link, hook and open transaction: a fresh start for a new host.
    public func reset() {
        generation += 1
        for layer in animatingLayers where layer.animationListing === unretained { layer.animationListing = nil }
        animatingLayers.removeAll()
        evaluator.removeAll()
        tableIsStale = true
        pendingStops.removeAll()
        pendingCompletions.removeAll()
        nextFrameBlocks.removeAll()
        displayLinks.removeAll()
        layersNeedingLayout.removeAll()
        layersNeedingDisplay.removeAll()
        hooks.removeAll()
        frameCount = 0
    }

    /// Registers `handler` to run in `phase` of every frame; returns a token for `removeHook`.
    @discardableResult
    public func addHook(_ phase: Phase, _ handler: @escaping @MainActor (CFTimeInterval) -> Void) -> Int {
        nextHookToken += 1
        hooks[phase, default: []].append((nextHookToken, handler))
        return nextHookToken
    }

    /// Unregisters a hook.
    public func removeHook(_ token: Int) {
        // The removed closures are released after the mutation: releasing one may
        // deinitialize its owner, which may remove hooks of its own.
        var removed: [@MainActor (CFTimeInterval) -> Void] = []
        for phase in hooks.keys {
            guard let index = hooks[phase]?.firstIndex(where: { $0.token == token }) else { continue }
            removed.append(hooks[phase]!.remove(at: index).handler)
        }
        withExtendedLifetime(removed) {}
    }

    /// Runs `block` at the start of the next frame (the next turn of the run loop).
    public func performOnNextFrame(_ block: @escaping @MainActor () -> Void) {
        nextFrameBlocks.append(block)
    }

    /// Lays out every layer marked as needing it, now (UIKit's `.layoutSubviews` animation option).
    public func layoutNow() { runLayout() }

    /// Whether any animation is attached and not yet ended, or a callback is pending.
    /// Whether a layout pass is waiting for the next frame.
    public var hasPendingLayout: Bool { !layersNeedingLayout.isEmpty }

    /// Whether a layer waits to be drawn (hidden layers wait for being shown, not for a frame).
    public var hasPendingDisplay: Bool { !layersNeedingDisplay.isEmpty }

    /// Whether a display link is scheduled (something is driven frame by frame).
    public var hasScheduledDisplayLinks: Bool {
        displayLinks.contains { $0.isScheduled && !$0.isPaused && $0.requestsFrames }
    }

    /// Whether the frame being run updates anything: a layout pass waits, an
    /// animation runs, or a display link that asks for frames is scheduled
    /// (what a passive `UIUpdateLink` fires along with).
    package var isUpdating: Bool { hasPendingLayout || hasActiveAnimations || hasScheduledDisplayLinks }

    public var hasActiveAnimations: Bool {
        !pendingStops.isEmpty || !pendingCompletions.isEmpty || !nextFrameBlocks.isEmpty
            || animatingLayers.contains { layer in layer.belongs(to: self) && layer.animationInstances.contains { !$0.didStop } }
    }

    /// Descriptions of the animations still running, for diagnostics.
    public var activeAnimationDescriptions: [String] {
        var listed = Set<ObjectIdentifier>()
        return animatingLayers.filter { $0.belongs(to: self) && listed.insert(ObjectIdentifier($0)).inserted }.flatMap { layer in
            layer.animationInstances.filter { !$0.didStop }.map {
                "\(type(of: $0.animation)) \"\($0.key ?? "nil")\" on \(layer.name.map { "\"\($0)\" " } ?? "")\(layer)"
                    + (layer.isTimeFrozen ? " (layer time paused)" : "")
            }
        }
    }

    /// Runs one frame at media time `time`.
    public func runFrame(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        frameTime = time
        frameCount += 1
        let blocks = nextFrameBlocks
        nextFrameBlocks.removeAll()
        for block in blocks { block() }
        runHooks(.input, time)
        for link in displayLinks where link.isScheduled { link.fire(at: time, frameDuration: frameDuration) }
        runHooks(.timers, time)
        runLayout()
        runHooks(.layout, time)
        runDisplay()
        CATransaction.flush()
        evaluateAnimations(at: time)
        runHooks(.render, time)
    }

    private func runHooks(_ phase: Phase, _ time: CFTimeInterval) {
        // Not `hooks[phase] ?? []`: its autoclosure is checked for the main actor on every call.
        guard let phaseHooks = hooks[phase] else { return }
        for hook in phaseHooks { hook.handler(time) }
    }

    private func runLayout() {
        guard !layersNeedingLayout.isEmpty else { return }
        let layers = layersNeedingLayout
        layersNeedingLayout.removeAll()
        var roots: [CALayer] = []
        for layer in layers where layer.belongs(to: self) {
            var root = layer
            while let parent = root.superlayerStorage { root = parent }
            if roots.index(ofIdentical: root) == nil { roots.append(root) }
        }
        for root in roots { root.layoutIfNeeded() }
    }

    /// Redraws the layers marked with `setNeedsDisplay` (as Core Animation does
    /// when it commits), so their content is ready for the render.
    private func runDisplay() {
        guard !layersNeedingDisplay.isEmpty else { return }
        let layers = layersNeedingDisplay
        layersNeedingDisplay.removeAll()
        // A hidden layer is not drawn (UIKit does not call a hidden view's
        // `draw(_:)`): it stays marked, and showing it asks again.
        for layer in layers where layer.belongs(to: self) && !layer.isHidden { layer.displayIfNeeded() }
    }

    /// Evaluates every animating layer at `time`, then delivers the callbacks due.
    public func evaluateAnimations(at time: CFTimeInterval) {
        if tableIsStale { rebuildTable() }
        var (started, finished) = spareCallbackLists
        spareCallbackLists = ([], [])
        if evaluator.evaluate(at: time, started: &started, finished: &finished) {
            for instance in finished where instance.isRemovedOnCompletion && instance.isLayerAlive {
                let layer = instance.layer
                layer.animationInstances.remove(identical: instance)
                layer.refreshAnimatedKeys()
            }
            tableIsStale = true
        }
        // The evaluation lists them in the layers' order: callbacks go in order of addition.
        sortByAddition(&started)
        sortByAddition(&finished)
        deliver(started: started, finished: finished)
        // Emptied only when filled: emptying an empty list still went through the general removal.
        if !started.isEmpty { started.removeAll(keepingCapacity: true) }
        if !finished.isEmpty { finished.removeAll(keepingCapacity: true) }
        spareCallbackLists = (started, finished)
    }

    /// Rebuilds the evaluator's table from the animating layers, dropping those
    /// whose animations are all gone.
    private func rebuildTable() {
        evaluator.removeAll()
        var kept: [CALayer] = []
        kept.reserveCapacity(animatingLayers.count)
        for layer in animatingLayers {
            // Listed by another loop since (it joined that runtime's tree), or
            // a second entry (it went there and came back, and was listed again).
            guard layer.animationListing === unretained else {
                layer.presentationIsCurrent = false
                continue
            }
            // Cleared here for both: a layer kept is listed again below, once.
            layer.animationListing = nil
            // Gone quiet, or joined another runtime's tree (that runtime animates it now).
            if layer.animationInstances.isEmpty || !layer.belongs(to: self) {
                layer.presentationIsCurrent = false
                continue
            }
            kept.append(layer)
            evaluator.add(layer)
        }
        for layer in kept { layer.animationListing = unretained }
        animatingLayers = kept
        tableIsStale = false
    }

    /// Asks for the evaluator's table to be rebuilt before the next evaluation
    /// (animations were committed or removed, or a layer changed its time parent).
    func invalidateCompiledAnimations() { tableIsStale = true }

    private func deliver(started: [AnimationInstance], finished: [AnimationInstance]) {
        started.forEachGuaranteed { $0.deliverStart() }
        let removed = pendingStops
        pendingStops.removeAll()
        removed.forEachGuaranteed { stop($0, finished: false) }
        finished.forEachGuaranteed { stop($0, finished: true) }
        runCompletions()
    }

    private func stop(_ instance: AnimationInstance, finished: Bool) {
        instance.didStop = true
        instance.deliverStop(finished: finished)
        instance.releaseCompletionGroups()
    }

    private func runCompletions() {
        while !pendingCompletions.isEmpty {
            let block = pendingCompletions.removeFirst()
            block()
        }
    }

    // MARK: Bookkeeping called by layers, transactions and display links

    func layerStartedAnimating(_ layer: CALayer) {
        layer.refreshAnimatedKeys()
        tableIsStale = true
        if layer.animationListing !== unretained {
            layer.animationListing = unretained
            animatingLayers.append(layer)
        }
    }

    func animationRemoved(_ instance: AnimationInstance) {
        tableIsStale = true
        if instance.isLayerAlive { instance.layer.refreshAnimatedKeys() }
        guard !instance.didStop else { return }
        instance.didStop = true
        pendingStops.append(instance)
    }

    func enqueueCompletion(_ block: @escaping @MainActor () -> Void) {
        pendingCompletions.append(block)
    }

    /// Runs completion blocks queued outside a frame (transactions with no animations).
    func drainCompletions() { runCompletions() }

    func layerNeedsLayout(_ layer: CALayer) { layersNeedingLayout.append(layer) }

    func layerNeedsDisplay(_ layer: CALayer) { layersNeedingDisplay.append(layer) }

    func addDisplayLink(_ link: CADisplayLink, first: Bool = false) {
        if first { displayLinks.insert(link, at: 0) } else { displayLinks.append(link) }
    }

    func removeDisplayLink(_ link: CADisplayLink) { displayLinks.removeAll { $0 === link } }
}

/// Sorts `instances` by their order of addition, in place: an insertion sort
/// (the lists are short, and mostly in order already) that swaps references
/// without retaining them. Not isolated, so its closure is not checked for the
/// main actor (`Sequence.sorted(by:)` retained each element it moved, and checked its closure per comparison).
private func sortByAddition(_ instances: inout [AnimationInstance]) {
    guard instances.count > 1 else { return }
    instances.withUnsafeMutableBufferPointer { buffer in
        for end in 1..<buffer.count {
            var index = end
            while index > 0 && buffer[index].sequence < buffer[index - 1].sequence {
                buffer.swapAt(index, index - 1)
                index -= 1
            }
        }
    }
}
