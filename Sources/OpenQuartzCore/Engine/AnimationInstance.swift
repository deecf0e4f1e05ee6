/// One animation attached to a layer: the copy (or the description UIKit
/// added it from), its compiled program, its timing (with `beginTime` fixed at
/// commit) and its delivery state.
@MainActor
final class AnimationInstance {
    /// The animation as added; for one added from a description, the
    /// equivalent object, made the first time it is asked for.
    var animation: CAAnimation {
        if let addedAnimation { return addedAnimation }
        let made = description!.makeAnimation()
        made.beginTime = timing.beginTime
        made.delegate = stopObserver as? CAAnimationDelegate
        addedAnimation = made
        return made
    }
    private var addedAnimation: CAAnimation?
    /// What an animation added from a description was described as (held inline: no object of its own).
    let description: PropertyAnimationDescription?
    /// Whether it was added from a description (so has no delegate, only a stop observer).
    var isDescribed: Bool { description != nil }
    /// Told when an animation added from a description stops, handed `stopToken`.
    private let stopObserver: (any AnimationStopObserver)?
    private let stopToken: AnyObject?
    /// Drives the animation's progress instead of time (property animators).
    let progressSource: AnimationProgressSource?
    let isRemovedOnCompletion: Bool
    let key: String?
    /// What the engine runs. For an animation added from a description, made
    /// the first time something needs it (the evaluator's own kernels compile
    /// the common descriptions without it).
    var program: AnimationProgram {
        if let programStorage { return programStorage }
        let made = AnimationProgram.property(description!.program)
        programStorage = made
        return made
    }
    @exclusivity(unchecked) private var programStorage: AnimationProgram?
    var timing: TimingSnapshot
    let timingFunction: CAMediaTimingFunction?
    /// The pacing curve inline: the per-frame path reads it.
    let curve: UnitBezier?
    /// The program when it is a single property animation.
    var propertyProgram: PropertyProgram? {
        if case .property(let property) = program { return property }
        return nil
    }
    /// The bits of the properties the program writes (`AnimatableKey.bit`).
    let keyMask: UInt64
    /// The layer running the animation (which owns this instance).
    // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
    #if DEBUG
    unowned let layer: CALayer
    #else
    unowned(unsafe) let layer: CALayer
    #endif
    /// Cleared when the layer is deallocated, so a pending commit does not touch it.
    var isLayerAlive = true
    /// Global order of addition: callbacks of one frame are delivered in it.
    let sequence: Int
    /// Whether the adding transaction has committed (only then does the animation apply).
    var isCommitted = false
    var didStart = false
    var didStop = false
    /// For a `CATransition`: the layer's committed look when it was added, and
    /// the progress the last evaluation computed (nil when it does not apply).
    var transitionSnapshot: TransitionSnapshot?
    var transitionProgress: Double?
    /// The completion groups of the transactions that added it: the outermost
    /// (usually the only one) inline, the nested ones after it.
    @exclusivity(unchecked) private var completionGroup: TransactionCompletionGroup?
    @exclusivity(unchecked) private var nestedCompletionGroups: [TransactionCompletionGroup] = []

    private static var nextSequence: Int {
        get { SegueRuntime.current.nextAnimationSequence }
        set { SegueRuntime.current.nextAnimationSequence = newValue }
    }

    init(animation: CAAnimation, key: String?, program: AnimationProgram, layer: CALayer) {
        addedAnimation = animation
        description = nil
        stopObserver = nil
        stopToken = nil
        progressSource = animation.progressSource
        isRemovedOnCompletion = animation.isRemovedOnCompletion
        self.key = key
        programStorage = program
        self.layer = layer
        timing = animation.timingSnapshot
        timingFunction = animation.timingFunction
        curve = animation.timingFunction?.unitBezier
        keyMask = program.keyMask
        AnimationInstance.nextSequence += 1
        sequence = AnimationInstance.nextSequence
    }

    init(description: consuming PropertyAnimationDescription, stopObserver: (any AnimationStopObserver)?,
         token: AnyObject?, key: String, layer: CALayer) {
        addedAnimation = nil
        self.stopObserver = stopObserver
        stopToken = token
        progressSource = nil
        isRemovedOnCompletion = true
        self.key = key
        programStorage = nil
        self.layer = layer
        timing = description.timing
        timingFunction = description.timingFunction
        curve = timingFunction?.unitBezier
        keyMask = description.path.key.bit
        AnimationInstance.nextSequence += 1
        sequence = AnimationInstance.nextSequence
        self.description = description
    }

    /// The animation holds up the completion of `group` until it stops.
    func addCompletionGroup(_ group: TransactionCompletionGroup) {
        if completionGroup == nil { completionGroup = group } else { nestedCompletionGroups.append(group) }
    }

    /// Lets the transactions that added it complete (it stopped).
    func releaseCompletionGroups() {
        completionGroup?.release()
        completionGroup = nil
        for group in nestedCompletionGroups { group.release() }
        nestedCompletionGroups.removeAll()
    }

    /// Tells the delegate the animation started (an animation added from a description has none).
    func deliverStart() {
        guard let addedAnimation, !isDescribed else { return }
        addedAnimation.delegate?.animationDidStart(addedAnimation)
    }

    /// Tells the delegate (or the stop observer) the animation stopped.
    func deliverStop(finished: Bool) {
        if isDescribed {
            stopObserver?.animationDidStop(finished: finished, token: stopToken)
        } else if let addedAnimation {
            addedAnimation.delegate?.animationDidStop(addedAnimation, finished: finished)
        }
    }

    /// Fixes a zero `beginTime` to the layer's local time at commit.
    func commit(at globalTime: CFTimeInterval) {
        guard !isCommitted, isLayerAlive else { return }
        isCommitted = true
        (layer.runtime?.frameLoop ?? FrameLoop.shared).invalidateCompiledAnimations()
        if timing.beginTime == 0 {
            timing.beginTime = layer.localTime(forGlobal: globalTime)
            addedAnimation?.beginTime = timing.beginTime
        }
    }

    /// Applies the animation to `properties` at the layer's local time `layerTime`.
    func apply(to properties: inout LayerProperties, layerTime: Double) {
        if let source = progressSource, let property = propertyProgram {
            let progress = source.progress
            let sample = TimingSnapshot.Sample(time: progress * timing.duration, fraction: progress, iteration: 0)
            property.apply(to: &properties, sample: sample, fraction: progress)
            return
        }
        if let property = propertyProgram {
            guard let sample = timing.sample(parentTime: layerTime) else { return }
            let fraction = curve?.progress(at: sample.fraction) ?? sample.fraction
            property.apply(to: &properties, sample: sample, fraction: fraction)
            return
        }
        AnimationInstance.apply(program, timing: timing, timingFunction: timingFunction,
                                to: &properties, parentTime: layerTime)
    }

    static func apply(_ program: AnimationProgram, timing: TimingSnapshot, timingFunction: CAMediaTimingFunction?,
                      to properties: inout LayerProperties, parentTime: Double) {
        guard let sample = timing.sample(parentTime: parentTime) else { return }
        switch program {
        case .property(let property):
            let fraction = timingFunction?.progress(at: sample.fraction) ?? sample.fraction
            property.apply(to: &properties, sample: sample, fraction: fraction)
        case .group(let children):
            for child in children {
                apply(child.program, timing: child.timing, timingFunction: child.timingFunction,
                      to: &properties, parentTime: sample.time)
            }
        case .transition:
            break
        }
    }

    /// Evaluates a layer transition's progress at `layerTime` (stored for the compositor).
    func evaluateTransition(layerTime: Double) {
        transitionProgress = transitionProgress(layerTime: layerTime)
    }

    /// The progress of a layer transition at `layerTime`, nil when none applies.
    func transitionProgress(layerTime: Double) -> Double? {
        guard case .transition(let transition) = program, let sample = timing.sample(parentTime: layerTime) else { return nil }
        let fraction = timingFunction?.progress(at: sample.fraction) ?? sample.fraction
        return transition.startProgress + (transition.endProgress - transition.startProgress) * fraction
    }
}
