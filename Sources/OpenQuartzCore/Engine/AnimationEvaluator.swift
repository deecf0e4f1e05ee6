/// The one animation evaluator, in the spirit of Core Animation's render
/// server. Every committed animation of every animating layer is an entry of
/// a flat table, in the layers' order and each layer's order of addition. The
/// common kinds (a number or a point between fixed ends, linearly, by a timing
/// curve or by a spring; keyframes of numbers or of transforms) are compiled
/// into plain values, so a frame walks them with no reference counting and no
/// dynamic values and writes the presentation fields directly; the others
/// (groups, paths, components, colours, rects, transitions, progress-driven
/// animations) keep their compiled program and apply it. Either way the
/// timing rules — when an animation starts, ends, fills, is removed — are
/// decided here, once, for every entry.
@MainActor
final class AnimationEvaluator {
    /// One layer of the table and its run of entries.
    struct LayerSlot {
        /// Unretained: `FrameLoop` keeps every animating layer alive.
        let layer: Unmanaged<CALayer>
        /// The layer's `valueStorage`: model values, then presentation values.
        let values: UnsafeMutablePointer<LayerProperties>
        /// The layer's time parent (superlayer, or the layer it masks) when the table
        /// was built (a layer moved to another parent changes its version and the table is rebuilt).
        let parent: Unmanaged<CALayer>?
        /// Whether the parent's local time was global time, unfrozen, when the table was built
        /// (as nearly always): while no timing or parent changes, evaluation does not ask it again.
        let parentKeepsGlobalTime: Bool
        let firstEntry: Int
        let entryCount: Int
    }

    /// One animation, with everything evaluation reads stored inline.
    struct Entry {
        // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
        #if DEBUG
        unowned let instance: AnimationInstance
        #else
        unowned(unsafe) let instance: AnimationInstance
        #endif
        /// Where the field of the property a compiled kernel writes sits in `LayerProperties`, and
        /// whether it is a `Float` (else a `CGFloat`, point or transform, as the kernel says).
        /// `.program` entries write the properties of `keyMask` themselves.
        let fieldOffset: Int
        let fieldIsFloat: Bool
        /// The bits of the properties the entry writes.
        let keyMask: UInt64
        let timing: TimingSnapshot
        /// Index into `curves`, or −1 for linear pacing.
        let curveIndex: Int32
        let kernel: Kernel
        /// Adds to the value beneath (the model's, or earlier entries' this frame) instead of replacing it.
        let isAdditive: Bool
        let isRemovedOnCompletion: Bool
        /// False for animations driven by a progress source: they never end on their own.
        let canEnd: Bool
        var started: Bool
        /// Ended and kept (not removed on completion): it goes on applying its fill.
        var ended: Bool
    }

    /// How an entry computes its value.
    enum Kernel {
        case number(Double, Double)
        case point(CGPoint, CGPoint)
        case springNumber(Double, Double, SpringSolver)
        case springPoint(CGPoint, CGPoint, SpringSolver)
        /// From the transform at `values` in the transform pool to the next one
        /// (a spring's progress when given), blended through their decompositions
        /// at `decomposed` in the decomposition pools; nil when both are scales and
        /// translations only, whose decomposed blend is the entries' own blend (not decomposed).
        case transform(values: Int, decomposed: Int?, spring: SpringSolver?)
        /// `count` values from `values` in the number pool, paced by the key times from `times`.
        case numberKeyframes(values: Int, times: Int, count: Int)
        /// `count` values from `values` in the transform pool, and their decompositions from
        /// `decomposed` in the decomposition pools, paced by the key times from `times`.
        case transformKeyframes(values: Int, decomposed: Int, times: Int, count: Int)
        /// Anything else: the instance applies its program.
        case program
    }

    // The table, read once per frame: no dynamic exclusivity checks (only the
    // table's own rebuild and evaluation touch it).
    @exclusivity(unchecked) private var slots: [LayerSlot] = []
    /// Numbers the evaluations, process-wide (`CALayer.markSubtreeChanged(from:inPass:)`).
    private static var lastPass: UInt64 = 0
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// `CALayer.timeTreeVersion` when the table was built: the slots' `parentKeepsGlobalTime` holds while it is current.
    private var builtAtTimeTreeVersion: UInt64 = .max
    /// The distinct pacing curves of the entries (most animations share a few).
    @exclusivity(unchecked) private var curves: [UnitBezier] = []
    @exclusivity(unchecked) private var keyTimes: [Double] = []
    @exclusivity(unchecked) private var segmentCurves: [UnitBezier?] = []
    @exclusivity(unchecked) private var numbers: [Double] = []
    @exclusivity(unchecked) private var transforms: [CATransform3D] = []
    /// The decompositions of the transforms that are not all scales and translations (their own pool:
    /// an axis-aligned pair is blended as it is, and decomposing it cost more than the whole animation's frames).
    @exclusivity(unchecked) private var decomposed: [DecomposedTransform] = []
    /// The planar parts of each decomposed transform (nil when it is not planar), index for index with `decomposed`.
    @exclusivity(unchecked) private var planar: [PlanarTransform?] = []

    /// Adds the committed animations of `layer` to the table.
    func add(_ layer: CALayer) {
        let first = entries.count
        for instance in layer.animationInstances where instance.isCommitted {
            entries.append(compile(instance) ?? entry(instance, key: instance.propertyProgram?.path.key ?? .bounds,
                                                      keyMask: instance.keyMask, kernel: .program, isAdditive: false))
        }
        guard entries.count > first else { return }
        // Not `timeParent.map { … }`: a closure written here is checked for the main actor on every call.
        var parent: Unmanaged<CALayer>?, parentKeepsGlobalTime = true
        if let timeParent = layer.timeParent {
            parent = .passUnretained(timeParent)
            parentKeepsGlobalTime = timeParent.keepsGlobalTime
        }
        slots.append(LayerSlot(layer: .passUnretained(layer), values: layer.valueStorage, parent: parent,
                               parentKeepsGlobalTime: parentKeepsGlobalTime, firstEntry: first,
                               entryCount: entries.count - first))
    }

    /// Empties the table.
    func removeAll() {
        builtAtTimeTreeVersion = CALayer.timeTreeVersion
        slots.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        keyTimes.removeAll(keepingCapacity: true)
        curves.removeAll(keepingCapacity: true)
        segmentCurves.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        decomposed.removeAll(keepingCapacity: true)
        planar.removeAll(keepingCapacity: true)
    }

    /// The entry of a common kind of animation, or nil.
    private func compile(_ instance: AnimationInstance) -> Entry? {
        guard instance.progressSource == nil else { return nil }
        if instance.isDescribed { return compileDescribed(instance) }
        guard let program = instance.propertyProgram, program.path.component == .whole,
              !program.isCumulative else { return nil }
        let key = program.path.key
        let storage = key.property.storage
        let kernel: Kernel
        switch program.kind {
        case .basic, .spring:
            guard let ends = program.fixedEnds,
                  let basic = basicKernel(from: ends.start, to: ends.end, spring: program.spring, key: key,
                                          decomposedEnds: { program.decomposedEnds }) else { return nil }
            kernel = basic
        case .keyframes:
            guard !program.isAdditive, let track = program.keyframes, track.mode == .linear || track.mode == .paced else { return nil }
            let count = track.values.count
            if key == .transform, track.decomposed.allSatisfy({ $0 != nil }) {
                let start = transforms.count, decomposedStart = decomposed.count
                for value in track.values { if case .transform(let t) = value { transforms.append(t) } }
                for value in track.decomposed { appendDecomposed(value!) }
                kernel = .transformKeyframes(values: start, decomposed: decomposedStart, times: appendTiming(of: track),
                                             count: count)
            } else if track.numbers.count == count, storage.isNumber {
                let start = numbers.count
                numbers.append(contentsOf: track.numbers)
                kernel = .numberKeyframes(values: start, times: appendTiming(of: track), count: count)
            } else {
                return nil
            }
        case .path:
            return nil
        }
        // Additive entries need to read the value beneath: only numbers, points and transforms do.
        if program.isAdditive {
            switch kernel {
            case .number, .springNumber, .point, .springPoint, .transform: break
            default: return nil
            }
        }
        return entry(instance, key: key, keyMask: key.bit, kernel: kernel, isAdditive: program.isAdditive)
    }

    /// The entry of an animation UIKit added from a description, compiled from
    /// its two values (the instance makes no program for it unless its values
    /// are of another kind, or transforms that need decomposing).
    /// (Its fields are read in place: a copy of the whole description retained every value in it.)
    private func compileDescribed(_ instance: AnimationInstance) -> Entry? {
        let path = instance.description!.path
        guard path.component == .whole,
              let kernel = basicKernel(from: instance.description!.from, to: instance.description!.to,
                                       spring: instance.description!.springSolver, key: path.key,
                                       decomposedEnds: { instance.propertyProgram?.decomposedEnds })
        else { return nil }
        // Every basic kernel reads the value beneath, so an additive one needs no further check.
        return entry(instance, key: path.key, keyMask: path.key.bit, kernel: kernel,
                     isAdditive: instance.description!.isAdditive)
    }

    /// The kernel of a basic or spring animation between two fixed values of
    /// property `key`, or nil when the values are not numbers, points or
    /// transforms of the property's kind. `decomposedEnds` gives the two
    /// transforms decomposed (asked for only when they are not all scales and translations).
    private func basicKernel(from start: AnimationValue, to end: AnimationValue, spring: SpringSolver?, key: AnimatableKey,
                             decomposedEnds: () -> (DecomposedTransform?, DecomposedTransform?)?) -> Kernel? {
        let storage = key.property.storage
        switch (start, end, spring) {
        case (.number(let a), .number(let b), nil) where storage.isNumber: return .number(a, b)
        case (.number(let a), .number(let b), let spring?) where storage.isNumber: return .springNumber(a, b, spring)
        case (.point(let a), .point(let b), nil) where storage.isPoint: return .point(a, b)
        case (.point(let a), .point(let b), let spring?) where storage.isPoint: return .springPoint(a, b, spring)
        case (.transform(let a), .transform(let b), let spring) where key == .transform:
            var decomposedStart: Int?
            if !(a.isAxisAlignedScaleAndTranslation && b.isAxisAlignedScaleAndTranslation) {
                // The program's decomposition, made once however often the table is rebuilt.
                guard let ends = decomposedEnds(), let da = ends.0, let db = ends.1 else { return nil }
                decomposedStart = decomposed.count
                appendDecomposed(da)
                appendDecomposed(db)
            }
            let start = transforms.count
            transforms.append(a)
            transforms.append(b)
            return .transform(values: start, decomposed: decomposedStart, spring: spring)
        default: return nil
        }
    }

    private func entry(_ instance: AnimationInstance, key: AnimatableKey, keyMask: UInt64, kernel: Kernel,
                       isAdditive: Bool) -> Entry {
        var curveIndex: Int32 = -1
        if let curve = instance.curve, !curve.isLinear {
            if let existing = curves.firstIndex(of: curve) {
                curveIndex = Int32(existing)
            } else {
                curves.append(curve)
                curveIndex = Int32(curves.count - 1)
            }
        }
        let property = key.property
        var fieldIsFloat = false
        if case .float = property.storage { fieldIsFloat = true }
        return Entry(instance: instance, fieldOffset: property.byteOffset, fieldIsFloat: fieldIsFloat,
                     keyMask: keyMask, timing: instance.timing, curveIndex: curveIndex, kernel: kernel,
                     isAdditive: isAdditive, isRemovedOnCompletion: instance.isRemovedOnCompletion,
                     canEnd: instance.progressSource == nil, started: instance.didStart, ended: instance.didStop)
    }

    private func appendDecomposed(_ value: DecomposedTransform) {
        decomposed.append(value)
        planar.append(PlanarTransform(value))
    }

    /// Appends the track's key times and segment curves to their pools; returns where they start.
    private func appendTiming(of track: KeyframeTrack) -> Int {
        let start = keyTimes.count
        keyTimes.append(contentsOf: track.keyTimes.prefix(track.values.count))
        for index in 0..<track.values.count {
            segmentCurves.append(index < track.timingFunctions.count ? track.timingFunctions[index]?.unitBezier : nil)
        }
        return start
    }

    // MARK: Evaluation

    /// Evaluates every animating layer at global time `time`. Appends the
    /// instances that start or end to `started` / `finished`; returns whether
    /// any ended (the table must then be rebuilt).
    func evaluate(at time: Double, started: inout [AnimationInstance], finished: inout [AnimationInstance]) -> Bool {
        var anyEnded = false
        AnimationEvaluator.lastPass &+= 1
        let pass = AnimationEvaluator.lastPass
        // Everything read in the loop is lent out of `self` in place, as raw buffers:
        // no reference counting per frame, per layer or per entry.
        var lastParent: UnsafeMutableRawPointer?
        var lastParentTime = time
        var lastParentFrozen = false
        let timeTreeIsAsBuilt = CALayer.timeTreeVersion == builtAtTimeTreeVersion
        var lastCurve = SolvedCurve()
        return lending(&slots) { slots in
            lending(&curves) { curves in
                lendingMutable(&entries) { entries in
                    withPoolBuffers { buffers in
                        for slotIndex in 0..<slots.count {
                            let slot = slots[slotIndex]
                            // The parent's time, shared by siblings.
                            let parentPointer = slot.parent?.toOpaque()
                            if parentPointer != lastParent || slotIndex == 0 {
                                lastParent = parentPointer
                                // A sublayer that moved, turned or faded changes its parent's flattened
                                // rendering: marked once for a run of siblings (the mask's: its layer).
                                if timeTreeIsAsBuilt && slot.parentKeepsGlobalTime {
                                    // Nearly always: the parent's time is global time, and its object is not touched.
                                    lastParentTime = time
                                    lastParentFrozen = false
                                    if let parent = slot.parent { CALayer.markSubtreeChanged(from: parent, inPass: pass) }
                                } else if let parent = slot.parent?.takeUnretainedValue() {
                                    // Not `_withUnsafeGuaranteedRef`: its closure would be checked for the main actor each call.
                                    lastParentTime = parent.localTime(forGlobal: time)
                                    lastParentFrozen = parent.isTimeFrozen
                                    CALayer.markSubtreeChanged(from: .passUnretained(parent), inPass: pass)
                                } else {
                                    lastParentTime = time
                                    lastParentFrozen = false
                                }
                            }
                            slot.layer.withGuaranteedReference { layer in
                                evaluate(layer, slot: slot, parentTime: lastParentTime, parentFrozen: lastParentFrozen,
                                         pass: pass, entries: entries, curves: curves, buffers: buffers,
                                         started: &started, finished: &finished, anyEnded: &anyEnded, lastCurve: &lastCurve)
                            }
                        }
                    }
                }
            }
            return anyEnded
        }
    }

    /// The presentation values of `layer` at `time`, computed on demand without
    /// side effects (`CALayer.presentation()` between frames), by the rules the
    /// frame evaluation follows. An animation not yet committed shows as if it
    /// started now, so a retarget made in this run-loop turn does not appear to jump.
    static func presentationValues(of layer: CALayer, at time: CFTimeInterval) -> LayerProperties {
        let layerTime = layer.localTime(forGlobal: time)
        let frozen = layer.isTimeFrozen
        var properties = layer.modelValues
        for instance in layer.animationInstances {
            guard instance.isCommitted else {
                var timing = instance.timing
                if timing.beginTime == 0 { timing.beginTime = layerTime }
                AnimationInstance.apply(instance.program, timing: timing, timingFunction: instance.timingFunction,
                                        to: &properties, parentTime: layerTime)
                continue
            }
            let ended = instance.didStop || (instance.progressSource == nil && !frozen
                && instance.timing.activeTime(parentTime: layerTime) >= instance.timing.activeDuration)
            if ended && instance.isRemovedOnCompletion { continue }
            instance.apply(to: &properties, layerTime: layerTime)
        }
        return properties
    }

    /// The last pacing curve solved in a pass, and for what: the animations one
    /// block makes share their curve and timing, so their entries ask it the
    /// same question one after another (and get the same answer, unsolved).
    private struct SolvedCurve {
        var index = -1
        var input = 0.0
        var output = 0.0
    }

    /// The pools, lent out as buffers for one evaluation.
    private struct PoolBuffers {
        let keyTimes: UnsafeBufferPointer<Double>
        let segmentCurves: UnsafeBufferPointer<UnitBezier?>
        let numbers: UnsafeBufferPointer<Double>
        let transforms: UnsafeBufferPointer<CATransform3D>
        let decomposed: UnsafeBufferPointer<DecomposedTransform>
        let planar: UnsafeBufferPointer<PlanarTransform?>

        /// The transform at `fraction` between the decomposed values at `index` and `index + 1`.
        func blend(_ index: Int, _ fraction: Double) -> CATransform3D {
            if let a = planar[index], let b = planar[index + 1] { return PlanarTransform.interpolate(a, b, fraction) }
            return DecomposedTransform.interpolate(decomposed[index], decomposed[index + 1], fraction).transform
        }
    }

    /// Lends the pools in place (borrowed, not copied: no reference counting per frame).
    private func withPoolBuffers<Result>(_ body: (PoolBuffers) -> Result) -> Result {
        lending(&keyTimes) { keyTimes in
            lending(&segmentCurves) { segmentCurves in
                lending(&numbers) { numbers in
                    lending(&transforms) { transforms in
                        lending(&decomposed) { decomposed in
                            lending(&planar) { planar in
                                body(PoolBuffers(keyTimes: keyTimes, segmentCurves: segmentCurves, numbers: numbers,
                                                 transforms: transforms, decomposed: decomposed, planar: planar))
                            }
                        }
                    }
                }
            }
        }
    }

    private func evaluate(_ layer: CALayer, slot: LayerSlot, parentTime: Double, parentFrozen: Bool, pass: UInt64,
                          entries: UnsafeMutableBufferPointer<Entry>, curves: UnsafeBufferPointer<UnitBezier>,
                          buffers: PoolBuffers, started: inout [AnimationInstance], finished: inout [AnimationInstance],
                          anyEnded: inout Bool, lastCurve: inout SolvedCurve) {
        let mapping = layer.timeMapping
        let layerTime = mapping.localTime(parentTime: parentTime)
        let frozen = parentFrozen || mapping.speed == 0
        if !layer.presentationIsCurrent {
            // Only what may differ is copied from the model (see `presentationDivergentKeys`).
            let divergent = layer.presentationDivergentKeys
            if divergent == .max {
                slot.values[1] = slot.values[0]
            } else if divergent != 0 {
                LayerProperties.copy(divergent, from: slot.values, to: slot.values + 1)
            }
            layer.presentationDivergentKeys = 0
            layer.presentationIsCurrent = true
        }
        let model = UnsafePointer(slot.values), presentation = slot.values + 1
        // Every entry writes its whole properties; those that do not apply this
        // frame (fill mode) leave their properties to the model.
        var written: UInt64 = 0
        for entryIndex in slot.firstEntry..<(slot.firstEntry + slot.entryCount) {
            let entry = entries.baseAddress! + entryIndex
            let activeTime = TimingSnapshot.activeTime(layerTime, beginTime: entry.pointee.timing.beginTime,
                                                       speed: entry.pointee.timing.speed)
            if !entry.pointee.started && activeTime >= 0 {
                entry.pointee.started = true
                let instance = entry.pointee.instance
                instance.didStart = true
                started.append(instance)
            }
            if !entry.pointee.ended && !frozen && entry.pointee.canEnd && activeTime >= entry.pointee.timing.activeDuration {
                entry.pointee.ended = true
                let instance = entry.pointee.instance
                instance.didStop = true
                finished.append(instance)
                anyEnded = true
                if entry.pointee.isRemovedOnCompletion { continue }
            }
            if case .program = entry.pointee.kernel {
                // The program writes parts of properties over what is beneath: the model, unless written this frame.
                let unwritten = entry.pointee.keyMask & ~written
                if unwritten != 0 { LayerProperties.copy(unwritten, from: model, to: presentation) }
                let instance = entry.pointee.instance
                instance.apply(to: &presentation.pointee, layerTime: layerTime)
                if instance.transitionSnapshot != nil { instance.evaluateTransition(layerTime: layerTime) }
                written |= entry.pointee.keyMask
                continue
            }
            guard let sample = entry.pointee.timing.sample(atActiveTime: activeTime) else { continue }
            let curveIndex = Int(entry.pointee.curveIndex)
            let fraction: Double
            if curveIndex < 0 {
                fraction = sample.fraction
            } else if lastCurve.index == curveIndex && lastCurve.input == sample.fraction {
                fraction = lastCurve.output
            } else {
                fraction = curves[curveIndex].progress(at: sample.fraction)
                lastCurve = SolvedCurve(index: curveIndex, input: sample.fraction, output: fraction)
            }
            // An additive entry adds to earlier entries' value this frame, else to the model's.
            let base = written & entry.pointee.keyMask != 0 ? UnsafePointer(presentation) : model
            Self.apply(entry, sample: sample, fraction: fraction, base: base, to: presentation, buffers: buffers)
            written |= entry.pointee.keyMask
        }
        let animatedKeys = layer.animatedKeyMask
        if animatedKeys & ~written != 0 { LayerProperties.copy(animatedKeys & ~written, from: model, to: presentation) }
        layer.presentationDivergentKeys |= written
        // What changed inside the layer invalidates its own flattened rendering too (placement: the parent's, above).
        if layer.animatesInside {
            layer.appearanceVersion &+= 1
            CALayer.markSubtreeChanged(from: .passUnretained(layer), inPass: pass)
        }
    }

    /// Writes one compiled entry's value at `sample` into `target`; `base` holds what an additive entry adds to.
    private static func apply(_ entryPointer: UnsafeMutablePointer<Entry>, sample: TimingSnapshot.Sample, fraction: Double,
                              base: UnsafePointer<LayerProperties>, to target: UnsafeMutablePointer<LayerProperties>,
                              buffers: PoolBuffers) {
        let offset = entryPointer.pointee.fieldOffset
        let field = UnsafeMutableRawPointer(target) + offset
        let baseField = UnsafeRawPointer(base) + offset
        let additive = entryPointer.pointee.isAdditive
        let isFloat = entryPointer.pointee.fieldIsFloat
        func storeNumber(_ value: Double) {
            let sum = additive ? value + (isFloat ? Double(baseField.load(as: Float.self)) : Double(baseField.load(as: CGFloat.self)))
                : value
            if isFloat { field.storeBytes(of: Float(sum), as: Float.self) } else { field.storeBytes(of: CGFloat(sum), as: CGFloat.self) }
        }
        func storePoint(_ a: CGPoint, _ b: CGPoint, _ progress: Double) {
            let p = CGFloat(progress)
            var x = a.x + (b.x - a.x) * p, y = a.y + (b.y - a.y) * p
            if additive {
                let beneath = baseField.load(as: CGPoint.self)
                x += beneath.x
                y += beneath.y
            }
            field.storeBytes(of: CGPoint(x: x, y: y), as: CGPoint.self)
        }
        switch entryPointer.pointee.kernel {
        case .number(let a, let b):
            storeNumber(a + (b - a) * fraction)
        case .springNumber(let a, let b, let spring):
            storeNumber(a + (b - a) * spring.progress(at: sample.time))
        case .point(let a, let b):
            storePoint(a, b, fraction)
        case .springPoint(let a, let b, let spring):
            storePoint(a, b, spring.progress(at: sample.time))
        case .numberKeyframes(let values, let times, let count):
            let (i, u) = segment(fraction, times: times, count: count, buffers: buffers)
            let a = buffers.numbers[values + i]
            storeNumber(u == 0 ? a : a + (buffers.numbers[values + i + 1] - a) * u)
        case .transform(let values, let decomposedValues, let spring):
            let t = spring.map { $0.progress(at: sample.time) } ?? fraction
            let ends = buffers.transforms.baseAddress! + values
            let target = field.assumingMemoryBound(to: CATransform3D.self)
            guard let decomposedValues else {
                // Scales and translations only: six numbers blend, the other terms stay 0 or 1.
                let start = AxisAlignedTransform(ends[0]), end = AxisAlignedTransform(ends[1])
                let blend = t == 0 ? start : t == 1 ? end : AxisAlignedTransform.interpolate(start, end, t)
                // An additive transform applies before the one beneath.
                target.pointee = additive ? blend.concatenating(baseField.load(as: CATransform3D.self)) : blend.transform
                break
            }
            let blend = t == 0 ? ends[0] : t == 1 ? ends[1] : buffers.blend(decomposedValues, t)
            target.pointee = additive ? CATransform3DConcat(blend, baseField.load(as: CATransform3D.self)) : blend
        case .transformKeyframes(let values, let decomposedValues, let times, let count):
            let (i, u) = segment(fraction, times: times, count: count, buffers: buffers)
            let value = u == 0 ? buffers.transforms[values + i]
                : buffers.blend(decomposedValues + i, u)
            field.storeBytes(of: value, as: CATransform3D.self)
        case .program:
            break
        }
    }

    /// The keyframe segment of `fraction` and the paced fraction within it.
    private static func segment(_ fraction: Double, times: Int, count: Int, buffers: PoolBuffers) -> (Int, Double) {
        var (i, u) = KeyframeTrack.locate(fraction, keyTimes: UnsafeBufferPointer(rebasing: buffers.keyTimes[times..<(times + count)]),
                                          valueCount: count, discrete: false)
        if u > 0, let curve = buffers.segmentCurves[times + i] { u = curve.progress(at: u) }
        return (i, u)
    }
}

// `withUnsafeBufferPointer` for the evaluation loop. Called through these
// functions, which are not isolated to the main actor, the loop's closures are
// not checked for the main actor each frame, as Swift checks isolated closures
// handed straight to the standard library.

/// Borrows `array` in place (a copy would retain its storage), read-only. An
/// empty array lends an empty buffer: borrowing the shared empty storage
/// mutably made a new (empty, shared again) storage on every call.
private func lending<Element, Result>(_ array: inout [Element], _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    if array.isEmpty { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return array.withUnsafeMutableBufferPointer { body(UnsafeBufferPointer($0)) }
}

private func lendingMutable<Element, Result>(_ array: inout [Element],
                                             _ body: (UnsafeMutableBufferPointer<Element>) -> Result) -> Result {
    if array.isEmpty { return body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
    return array.withUnsafeMutableBufferPointer { body($0) }
}
