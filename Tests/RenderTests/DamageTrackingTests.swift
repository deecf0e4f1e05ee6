import Foundation
@testable import OpenQuartzCore
import SegueTesting
import Testing

/// Damage tracking redraws only what changed: a frame rendered that way into
/// the last frame's pixels must equal the same frame rendered whole.
@MainActor
@Suite(.checksDiagnostics) struct DamageTrackingTests {
    /// The scenes' random draws, from a seeded generator: the same seed, the same frames.
    struct Generator {
        var source: SplitMix64
        init(state: UInt64) { source = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { source.next() }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func number(_ range: ClosedRange<CGFloat>) -> CGFloat {
            range.lowerBound + CGFloat(Double(next() % 10_000) / 10_000) * (range.upperBound - range.lowerBound)
        }
        mutating func color() -> CGColor {
            CGColor(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: int(0..<3) == 0 ? 0.6 : 1)
        }
    }

    static let size = CGSize(width: 160, height: 120)
    static let scale: CGFloat = 2

    /// The scene: panels (one with enough layers to be flattened and reused), text, a shape,
    /// a shadow, a clipping rounded container and a masked layer.
    static func scene(_ random: inout Generator) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 70, height: 50)
        card.backgroundColor = random.color()
        card.cornerRadius = 8
        for index in 0..<3 {
            let dot = CALayer()
            dot.frame = CGRect(x: 6 + CGFloat(index) * 20, y: 6, width: 14, height: 14)
            dot.backgroundColor = random.color()
            card.addSublayer(dot)
        }
        let title = CATextLayer()
        title.frame = CGRect(x: 6, y: 26, width: 60, height: 18)
        title.string = "Hello"
        title.fontSize = 12
        title.foregroundColor = CGColor(gray: 0.1, alpha: 1)
        card.addSublayer(title)
        root.addSublayer(card)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 90, y: 10, width: 50, height: 40)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 40), transform: nil)
        shape.fillColor = random.color()
        shape.strokeColor = random.color()
        shape.lineWidth = 3
        root.addSublayer(shape)
        let shadowed = CALayer()
        shadowed.frame = CGRect(x: 20, y: 70, width: 40, height: 30)
        shadowed.backgroundColor = random.color()
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 4
        shadowed.shadowOffset = CGSize(width: 2, height: 3)
        root.addSublayer(shadowed)
        let clip = CALayer()
        clip.frame = CGRect(x: 80, y: 60, width: 60, height: 50)
        clip.cornerRadius = 12
        clip.masksToBounds = true
        clip.backgroundColor = random.color()
        let inner = CALayer()
        inner.frame = CGRect(x: 30, y: 20, width: 50, height: 40)
        inner.backgroundColor = random.color()
        clip.addSublayer(inner)
        root.addSublayer(clip)
        let masked = CALayer()
        masked.frame = CGRect(x: 100, y: 30, width: 40, height: 40)
        masked.backgroundColor = random.color()
        let mask = CALayer()
        mask.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        mask.cornerRadius = 10
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        masked.mask = mask
        root.addSublayer(masked)
        return root
    }

    /// Every layer below the root (masks too), in a stable order.
    static func layers(under root: CALayer) -> [CALayer] {
        var found: [CALayer] = []
        func walk(_ layer: CALayer) {
            for sublayer in layer.sublayers ?? [] {
                found.append(sublayer)
                walk(sublayer)
            }
            if let mask = layer.mask { found.append(mask) }
        }
        walk(root)
        return found
    }

    /// One random change, as an app makes them (implicit animations included, now and then).
    static func change(_ root: CALayer, _ random: inout Generator, animated: Bool) {
        let layers = layers(under: root)
        let layer = layers.isEmpty ? root : layers[random.int(0..<layers.count)]
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        // A scene down to a few layers grows again (else removals would leave nothing to change).
        let kind = layers.count < 4 ? 4 : random.int(0..<15)
        switch kind {
        case 0: layer.position = CGPoint(x: random.number(0...size.width), y: random.number(0...size.height))
        case 1: layer.backgroundColor = random.color()
        case 2: layer.opacity = [0, 0.4, 1][random.int(0..<3)]
        case 3: layer.isHidden.toggle()
        case 4:
            let added = CALayer()
            added.frame = CGRect(x: random.number(0...120), y: random.number(0...90), width: random.number(4...40),
                                 height: random.number(4...40))
            added.backgroundColor = random.color()
            (random.int(0..<2) == 0 ? root : layer).addSublayer(added)
        case 5: if layer.superlayer != nil { layer.removeFromSuperlayer() }
        case 6: if let parent = layer.superlayer { parent.insertSublayer(layer, at: 0) }
        case 7: layer.zPosition = random.number(-2...2)
        case 8: (layer as? CATextLayer)?.string = ["Hi", "Hello", "你好", "Goodbye"][random.int(0..<4)]
        case 9: (layer as? CAShapeLayer)?.path = CGPath(rect: CGRect(x: 0, y: 0, width: random.number(10...60), height: 20),
                                                         transform: nil)
        case 10: layer.transform = CATransform3DMakeRotation(random.number(-1...1), 0, 0, 1)
        case 11: layer.shadowOpacity = [0, 0.3, 0.8][random.int(0..<3)]
        case 12: layer.cornerRadius = random.number(0...15)
        case 13:
            // Moved under another parent, where it lands elsewhere with nothing of its own changed.
            let parents = layers.filter { !$0.isDescendantOrSelf(of: layer) && ($0.superlayer != nil || $0 === root) }
            if layer !== root, layer.superlayer != nil, !parents.isEmpty {
                parents[random.int(0..<parents.count)].addSublayer(layer)
            }
        default: layer.bounds.size = CGSize(width: random.number(5...60), height: random.number(5...60))
        }
        CATransaction.commit()
    }

    /// Whether two pixels differ by at most 16 in every channel. Drawn through
    /// a clip, the same operations take other paths in Cairo (a solid rectangle,
    /// an antialiased edge, a mask's group, translucent layers on each other)
    /// that round apart: by at most 15 over these scenes, measured (one edge
    /// pixel of a turned layer; most by under 10). A stale pixel differs by far more.
    static func isRoundingDifference(_ a: UInt32, _ b: UInt32) -> Bool {
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            if abs(x - y) > 16 { return false }
        }
        return true
    }

    /// How many pixels of `a` and `b` differ beyond rounding, and the first that does.
    static func differingPixels(_ a: NativeBitmap, _ b: NativeBitmap) -> (count: Int, first: (x: Int, y: Int)?, largest: Int) {
        a.withPixels { pa, strideA in
            b.withPixels { pb, strideB in
                var count = 0, largest = 0
                var first: (x: Int, y: Int)?
                for y in 0..<a.height {
                    let rowA = pa.advanced(by: y * strideA).assumingMemoryBound(to: UInt32.self)
                    let rowB = pb.advanced(by: y * strideB).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<a.width where rowA[x] != rowB[x] && !isRoundingDifference(rowA[x], rowB[x]) {
                        count += 1
                        if first == nil { first = (x, y) }
                        for shift in stride(from: UInt32(0), to: 32, by: 8) {
                            largest = max(largest, abs(Int((rowA[x] >> shift) & 0xFF) - Int((rowB[x] >> shift) & 0xFF)))
                        }
                    }
                }
                return (count, first, largest)
            }
        }
    }

    /// Runs 120 frames of random changes on the scene of `seed`, each rendered
    /// with damage tracking into the last frame's pixels by `incremental`, and
    /// hands each frame to `check`.
    static func runRandomFrames(seed: UInt64, incremental: Compositor,
                                check: (_ frame: Int, _ root: CALayer, _ target: NativeBitmap, _ damage: DamageRegion) -> Bool) {
        let clock = TestClock()
        var random = Generator(state: seed)
        let root = scene(&random)
        let target = NativeBitmap(width: Int(size.width * scale), height: Int(size.height * scale))
        for frame in 0..<120 {
            let changes = frame % 7 == 3 ? 0 : random.int(0..<3)
            for _ in 0..<changes { change(root, &random, animated: random.int(0..<4) == 0) }
            clock.advance(by: 1.0 / 60)
            let damage = incremental.renderChanges(root, into: target, scale: scale, background: CGColor(gray: 1, alpha: 1))
            if !check(frame, root, target, damage) { return }
        }
        withExtendedLifetime(clock) {}
    }

    @Test(arguments: Array(UInt64(1)...8))
    func incrementalFramesEqualWholeFrames(seed: UInt64) {
        // Flattened subtrees are left out here: drawn flattened, a translucent subtree's
        // antialiased edges differ from the same subtree drawn directly by tens of units,
        // which would blur the comparison. `flattenedSubtreesAreDrawnAsExpected` covers them.
        let whole = Compositor(cachesSubtrees: false)
        let width = Int(Self.size.width * Self.scale), height = Int(Self.size.height * Self.scale)
        var partialFrames = 0, emptyFrames = 0
        let incremental = Compositor(cachesSubtrees: false)
        Self.runRandomFrames(seed: seed, incremental: incremental) { frame, root, target, damage in
            let reference = NativeBitmap(width: width, height: height)
            whole.render(root, into: reference, scale: Self.scale, background: CGColor(gray: 1, alpha: 1))
            let (wrong, first, largest) = Self.differingPixels(target, reference)
            #expect(wrong == 0, "seed \(seed), frame \(frame): \(wrong) stale pixels (by up to \(largest)), the first at \(first.map { "\($0)" } ?? "-"), damage \(damage.rects)")
            if damage.isEmpty { emptyFrames += 1 } else if damage.pixelCount < width * height { partialFrames += 1 }
            return wrong == 0
        }
        // The point of it: most frames redraw a part, and frames with no change redraw nothing.
        #expect(partialFrames >= 30, "partial frames: \(partialFrames)")
        #expect(emptyFrames >= 2, "frames without damage: \(emptyFrames)")
    }

    @Test(arguments: Array(UInt64(1)...8))
    func flattenedSubtreesAreDrawnAsExpected(seed: UInt64) {
        // A subtree that settles is drawn from its flattened bitmap from then on, with
        // no change to tell; one that changes again is drawn directly. Each switch must
        // be foreseen (and its whole subtree redrawn), or its pixels would mix both.
        let incremental = Compositor()
        Self.runRandomFrames(seed: seed, incremental: incremental) { _, _, _, _ in true }
        #expect(incremental.statistics.damageMispredictions == 0)
        #expect(incremental.statistics.subtreeRasterizations > 0)
    }

    @Test func aTurningSpinnerDamagesOnlyItsOwnSquare() {
        let clock = TestClock()
        var random = Generator(state: 7)
        let root = Self.scene(&random)
        let spinner = CALayer()
        spinner.frame = CGRect(x: 100, y: 70, width: 22, height: 22)
        spinner.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        root.addSublayer(spinner)
        let width = Int(Self.size.width * Self.scale), height = Int(Self.size.height * Self.scale)
        let compositor = Compositor()
        let target = NativeBitmap(width: width, height: height)
        let first = compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        #expect(first == DamageRegion(fullWidth: width, height: height))
        // The second frame draws the subtrees that have settled from their new flattened bitmaps.
        clock.advance(by: 1.0 / 60)
        _ = compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        clock.advance(by: 1.0 / 60)
        #expect(compositor.renderChanges(root, into: target, scale: Self.scale, background: nil).isEmpty)
        for step in 1...5 {
            CATransaction.setDisableActions(true)
            spinner.transform = CATransform3DMakeRotation(CGFloat(step) * 0.3, 0, 0, 1)
            clock.advance(by: 1.0 / 60)
            let damage = compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
            // The square turned within its circumscribed circle: 22 × √2 points, 2 px of margin.
            let side = Int((22 * 2.squareRoot() * Self.scale).rounded(.up)) + 4
            let bounds = damage.bounds
            #expect(bounds.map { $0.width <= side && $0.height <= side } == true, "\(damage.rects)")
            #expect(bounds.map { $0.contains(DamageRegion.PixelRect(x: 200 + 2, y: 140 + 2, width: 40, height: 40)) } == true)
        }
    }

    /// A layer moved under a parent that is drawn before its old one stays
    /// known: a later change of its own color damages only its own pixels,
    /// not its sublayers' too (as for a layer seen for the first time).
    @Test func aLayerMovedToAnEarlierParentIsStillKnown() {
        let clock = TestClock()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        let earlier = CALayer(), later = CALayer()
        earlier.frame = CGRect(x: 0, y: 0, width: 80, height: 120)
        later.frame = CGRect(x: 80, y: 0, width: 80, height: 120)
        root.addSublayer(earlier)
        root.addSublayer(later)
        let moved = CALayer()
        moved.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        moved.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 30, width: 60, height: 60)
        below.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        moved.addSublayer(below)
        later.addSublayer(moved)
        let compositor = Compositor(cachesSubtrees: false)
        let target = NativeBitmap(width: Int(Self.size.width * Self.scale), height: Int(Self.size.height * Self.scale))
        compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        CATransaction.setDisableActions(true)
        earlier.addSublayer(moved)
        clock.advance(by: 1.0 / 60)
        let move = compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        // Where it was (x 90…) and where it is (x 10…), sublayer included.
        #expect(move.bounds.map { $0.contains(DamageRegion.PixelRect(x: 20, y: 20, width: 120, height: 20)) } == true,
                "\(move.rects)")
        CATransaction.setDisableActions(true)
        moved.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        clock.advance(by: 1.0 / 60)
        let recolor = compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        // Its own 10 × 10 points at 2×, with a pixel of margin on each side.
        #expect(recolor.rects == [DamageRegion.PixelRect(x: 19, y: 19, width: 22, height: 22)], "\(recolor.rects)")
    }

    /// A sublayer of a mask that moves changes what the masked layer shows:
    /// the damage reaches the masked layer (the mask's time and tree parent).
    @Test(arguments: [false, true])
    func aMovingSublayerOfAMaskRedrawsTheMaskedLayer(cachingSubtrees: Bool) {
        let clock = TestClock()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let masked = CALayer()
        masked.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
        masked.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = CALayer()
        mask.frame = masked.bounds
        let window = CALayer()
        window.frame = CGRect(x: 0, y: 0, width: 30, height: 60)
        window.backgroundColor = CGColor(gray: 0, alpha: 1)
        mask.addSublayer(window)
        masked.mask = mask
        root.addSublayer(masked)
        let pixels = (width: Int(Self.size.width * Self.scale), height: Int(Self.size.height * Self.scale))
        let compositor = Compositor(cachesSubtrees: cachingSubtrees)
        let target = NativeBitmap(width: pixels.width, height: pixels.height)
        for _ in 0..<2 {
            compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
            clock.advance(by: 1.0 / 60)
        }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 15.0
        slide.toValue = 85.0
        slide.duration = 0.5
        window.add(slide, forKey: "slide")
        for frame in 0..<40 {
            clock.advance(by: 1.0 / 60)
            compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
            let whole = NativeBitmap(width: pixels.width, height: pixels.height)
            Compositor(cachesSubtrees: false).render(root, into: whole, scale: Self.scale, background: nil)
            let difference = Self.differingPixels(target, whole)
            #expect(difference.count == 0, "frame \(frame): \(difference.count) stale pixels from \(String(describing: difference.first))")
        }
    }

    @Test func perspectiveRedrawsTheWholeFrame() {
        let clock = TestClock()
        var random = Generator(state: 9)
        let root = Self.scene(&random)
        let compositor = Compositor()
        let target = NativeBitmap(width: 320, height: 240)
        compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 300
        CATransaction.setDisableActions(true)
        root.sublayers?.first?.transform = CATransform3DRotate(tilt, 0.5, 0, 1, 0)
        clock.advance(by: 1.0 / 60)
        #expect(compositor.renderChanges(root, into: target, scale: Self.scale, background: nil)
                    == DamageRegion(fullWidth: 320, height: 240))
    }
}
