/// Keyframe values with their times, pacing functions and interpolation mode.
final class KeyframeTrack {
    let values: [AnimationValue]
    /// One time per value (or per interval plus one for discrete mode), 0…1.
    let keyTimes: [Double]
    let timingFunctions: [CAMediaTimingFunction?]
    let mode: CAAnimationCalculationMode
    let tension: [Double]
    let continuity: [Double]
    let bias: [Double]
    /// Transform values decomposed once, for the per-frame interpolation.
    let decomposed: [DecomposedTransform?]
    /// The values as numbers, when they all are.
    let numbers: [Double]

    init(values: [AnimationValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
         mode: CAAnimationCalculationMode, tension: [Double], continuity: [Double], bias: [Double]) {
        self.values = values
        self.mode = mode
        self.tension = tension
        self.continuity = continuity
        self.bias = bias
        numbers = values.compactMap { value in
            if case .number(let number) = value { return number }
            return nil
        }
        decomposed = values.map { value in
            if case .transform(let t) = value { return DecomposedTransform(t) }
            return nil
        }
        let n = values.count
        switch mode {
        case .paced, .cubicPaced:
            // Times proportional to the distance between successive values; functions ignored.
            var distances = [0.0]
            for i in 1..<max(n, 1) { distances.append(distances[i - 1] + AnimationValue.distance(values[i - 1], values[i])) }
            let total = distances.last ?? 0
            self.keyTimes = total > 0 ? distances.map { $0 / total } : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
            self.timingFunctions = []
        case .discrete:
            if let keyTimes, keyTimes.count >= n { self.keyTimes = keyTimes } else {
                self.keyTimes = (0...n).map { Double($0) / Double(n) }
            }
            self.timingFunctions = timingFunctions ?? []
        default:
            if let keyTimes, keyTimes.count == n { self.keyTimes = keyTimes } else {
                self.keyTimes = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
            }
            self.timingFunctions = timingFunctions ?? []
        }
    }

    /// Where fraction `f` falls: a value index and how far (0…1, paced) towards
    /// the next value; `u == 0` means exactly at the value.
    private func position(at f: Double) -> (index: Int, u: Double) {
        var (i, u) = keyTimes.withUnsafeBufferPointer {
            KeyframeTrack.locate(f, keyTimes: $0, valueCount: values.count, discrete: mode == .discrete)
        }
        if u > 0, i < timingFunctions.count, let function = timingFunctions[i] { u = function.progress(at: u) }
        return (i, u)
    }

    /// The segment of `f` among `valueCount` values at `keyTimes`, and the
    /// linear fraction within it (before any per-segment timing function).
    static func locate(_ f: Double, keyTimes: UnsafeBufferPointer<Double>, valueCount n: Int,
                       discrete: Bool) -> (index: Int, u: Double) {
        if n <= 1 { return (0, 0) }
        if discrete {
            var index = 0
            for i in 0..<n where keyTimes[i] <= f { index = i }
            return (index, 0)
        }
        if f >= keyTimes[n - 1] { return (n - 1, 0) }
        var i = 0
        while i < n - 2 && f >= keyTimes[i + 1] { i += 1 }
        let start = keyTimes[i], end = keyTimes[i + 1]
        let u = f <= keyTimes[0] ? 0 : (end > start ? (f - start) / (end - start) : 1)
        return (i, min(max(u, 0), 1))
    }

    private var isCubic: Bool { mode == .cubic || mode == .cubicPaced }

    /// The value at fraction `f` of the iteration.
    func value(at f: Double) -> AnimationValue {
        let (i, u) = position(at: f)
        if u == 0 { return values[i] }
        if isCubic, let value = cubicValue(segment: i, u: u) { return value }
        if case .transform(let from) = values[i], case .transform(let to) = values[i + 1] {
            return .transform(AnimationValue.interpolateTransforms(from, to, u, decomposed: (decomposed[i], decomposed[i + 1])))
        }
        return AnimationValue.interpolate(values[i], values[i + 1], u)
    }

    /// The value at `f` for a track of transforms (fast path, no boxing).
    func transformValue(at f: Double) -> CATransform3D {
        let (i, u) = position(at: f)
        guard case .transform(let from) = values[i] else { return CATransform3DIdentity }
        if u == 0 { return from }
        guard case .transform(let to) = values[i + 1] else { return from }
        return AnimationValue.interpolateTransforms(from, to, u, decomposed: (decomposed[i], decomposed[i + 1]))
    }

    /// The value at `f` for a track of numbers (fast path).
    func numberValue(at f: Double) -> Double {
        let (i, u) = position(at: f)
        if u == 0 || numbers.count <= i + 1 { return numbers[i] }
        if isCubic, case .number(let value)? = cubicValue(segment: i, u: u) { return value }
        return numbers[i] + (numbers[i + 1] - numbers[i]) * u
    }

    /// Kochanek–Bartels spline through the values (Catmull-Rom when tension,
    /// continuity and bias are 0), for values made of numbers.
    private func cubicValue(segment i: Int, u: Double) -> AnimationValue? {
        let n = values.count
        guard let p1 = KeyframeTrack.components(values[i]), let p2 = KeyframeTrack.components(values[i + 1]) else { return nil }
        let p0 = i > 0 ? KeyframeTrack.components(values[i - 1]) ?? p1 : p1
        let p3 = i + 2 < n ? KeyframeTrack.components(values[i + 2]) ?? p2 : p2
        func parameter(_ array: [Double], _ index: Int) -> Double { index < array.count ? array[index] : 0 }
        let t1 = parameter(tension, i), c1 = parameter(continuity, i), b1 = parameter(bias, i)
        let t2 = parameter(tension, i + 1), c2 = parameter(continuity, i + 1), b2 = parameter(bias, i + 1)
        var result: [Double] = []
        for k in 0..<p1.count {
            // Outgoing tangent at p1 and incoming tangent at p2.
            let d1 = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let d2 = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            result.append(h00 * p1[k] + h10 * d1 + h01 * p2[k] + h11 * d2)
        }
        return KeyframeTrack.value(components: result, like: values[i])
    }

    static func components(_ value: AnimationValue) -> [Double]? {
        switch value {
        case .number(let x): return [x]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        default: return nil
        }
    }

    static func value(components c: [Double], like template: AnimationValue) -> AnimationValue {
        switch template {
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: return .number(c[0])
        }
    }
}

/// A point moving along a `CGPath`: each drawing element is one keyframe segment.
final class PathTrack {
    private let segments: [PathElementSegment]
    private let keyTimes: [Double]
    private let timingFunctions: [CAMediaTimingFunction?]
    private let paced: Bool
    private let lengths: [Double]
    let start: CGPoint
    let end: CGPoint

    /// One drawable piece of the path.
    enum PathElementSegment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at u: Double) -> CGPoint {
            let t = CGFloat(u)
            switch self {
            case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b): return Bezier.quadratic(a, c, b, at: t)
            case .cubic(let a, let c1, let c2, let b): return Bezier.cubic(a, c1, c2, b, at: t)
            }
        }

        var length: Double {
            var total = 0.0
            var previous = point(at: 0)
            for step in 1...32 {
                let next = point(at: Double(step) / 32)
                total += Double(previous.distance(to: next))
                previous = next
            }
            return total
        }
    }

    /// nil when the path has no segment.
    init?(path: CGPath, keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?, paced: Bool) {
        var segments: [PathElementSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; subpathStart = p
            case .line(let p): segments.append(.line(current, p)); current = p
            case .quadCurve(let p, let c): segments.append(.quad(current, c, p)); current = p
            case .curve(let p, let c1, let c2): segments.append(.cubic(current, c1, c2, p)); current = p
            case .close:
                if current != subpathStart { segments.append(.line(current, subpathStart)) }
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        self.paced = paced
        lengths = segments.map(\.length)
        let n = segments.count
        if !paced, let keyTimes, keyTimes.count == n + 1 {
            self.keyTimes = keyTimes
        } else if paced {
            let total = lengths.reduce(0, +)
            var times = [0.0]
            for length in lengths { times.append(times.last! + (total > 0 ? length / total : 1 / Double(n))) }
            self.keyTimes = times
        } else {
            self.keyTimes = (0...n).map { Double($0) / Double(n) }
        }
        self.timingFunctions = paced ? [] : (timingFunctions ?? [])
        start = segments[0].point(at: 0)
        end = segments[n - 1].point(at: 1)
    }

    /// The point and the tangent angle at fraction `f`.
    func point(at f: Double) -> (position: CGPoint, angle: CGFloat) {
        let n = segments.count
        var i = 0
        while i < n - 1 && f >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var u = span > 0 ? (f - keyTimes[i]) / span : 1
        u = min(max(u, 0), 1)
        if i < timingFunctions.count, let function = timingFunctions[i] { u = function.progress(at: u) }
        if paced { u = arcLengthParameter(segment: segments[i], fraction: u) }
        let position = segments[i].point(at: u)
        let before = segments[i].point(at: max(0, u - 0.001)), after = segments[i].point(at: min(1, u + 0.001))
        return (position, atan2(after.y - before.y, after.x - before.x))
    }

    /// The curve parameter at which `fraction` of the segment's length is covered.
    private func arcLengthParameter(segment: PathElementSegment, fraction: Double) -> Double {
        if case .line = segment { return fraction }
        let steps = 64
        var cumulative = [0.0]
        var previous = segment.point(at: 0)
        for step in 1...steps {
            let next = segment.point(at: Double(step) / Double(steps))
            cumulative.append(cumulative.last! + Double(previous.distance(to: next)))
            previous = next
        }
        let target = fraction * cumulative.last!
        for step in 1...steps where cumulative[step] >= target {
            let span = cumulative[step] - cumulative[step - 1]
            let within = span > 0 ? (target - cumulative[step - 1]) / span : 0
            return (Double(step - 1) + within) / Double(steps)
        }
        return 1
    }
}
