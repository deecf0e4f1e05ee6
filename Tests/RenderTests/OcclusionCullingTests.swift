import Foundation
@testable import OpenQuartzCore
import SegueTesting
import Testing

/// Occlusion culling leaves undrawn what opaque layers drawn later cover: a
/// frame drawn with it must be the frame drawn without it, and the covered
/// layers must really be skipped.
@MainActor
@Suite(.checksDiagnostics) struct OcclusionCullingTests {
    typealias Scenes = DamageTrackingTests
    static let size = Scenes.size
    static let scale = Scenes.scale
    static let white = CGColor(gray: 1, alpha: 1)

    /// An opaque screen-sized panel with a few sublayers (enough to be flattened).
    static func panel(_ color: CGColor) -> CALayer {
        let panel = CALayer()
        panel.frame = CGRect(origin: .zero, size: size)
        panel.backgroundColor = color
        for row in 0..<3 {
            let line = CALayer()
            line.frame = CGRect(x: 10, y: 10 + CGFloat(row) * 30, width: 120, height: 20)
            line.backgroundColor = CGColor(red: 0.2 * CGFloat(row), green: 0.5, blue: 0.8, alpha: 1)
            line.cornerRadius = 6
            panel.addSublayer(line)
        }
        return panel
    }

    /// Renders `root` twice, culling and not, and expects the same pixels. The
    /// root's own color changes first, so the root itself is never drawn flattened.
    static func expectSameFrame(_ root: CALayer, culled: Compositor, plain: Compositor, _ label: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(gray: root.backgroundColor?.components?.first == 0.5 ? 0.6 : 0.5, alpha: 1)
        CATransaction.commit()
        let width = Int(size.width * scale), height = Int(size.height * scale)
        let a = NativeBitmap(width: width, height: height), b = NativeBitmap(width: width, height: height)
        culled.render(root, into: a, scale: scale, background: white)
        plain.render(root, into: b, scale: scale, background: white)
        let (wrong, first, largest) = Scenes.differingPixels(a, b)
        #expect(wrong == 0, "\(label): \(wrong) pixels differ (by up to \(largest)), the first at \(first.map { "\($0)" } ?? "-")")
    }

    static func compositors(cachingSubtrees: Bool) -> (culled: Compositor, plain: Compositor) {
        let plain = Compositor(cachesSubtrees: cachingSubtrees)
        plain.cullsOccludedLayers = false
        return (Compositor(cachesSubtrees: cachingSubtrees), plain)
    }

    @Test(arguments: [false, true])
    func aSheetOverAScreenLeavesTheScreenUndrawn(cachingSubtrees: Bool) {
        let clock = TestClock()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        let screen = Self.panel(CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1))
        let sheet = Self.panel(CGColor(red: 1, green: 0.95, blue: 0.9, alpha: 1))
        root.addSublayer(screen)
        root.addSublayer(sheet)
        let (culled, plain) = Self.compositors(cachingSubtrees: cachingSubtrees)
        // Four frames. The panels are drawn from their own bitmaps from the third on; before,
        // a subtree that has no bitmap yet is taken to cover two pixels less on each side.
        for _ in 0..<4 { Self.expectSameFrame(root, culled: culled, plain: plain, "covered whole") }
        #expect(culled.statistics.occludedLayers == (cachingSubtrees ? 2 : 4), "the screen is left undrawn")
        #expect(plain.statistics.occludedLayers == 0)
        let occluded = culled.statistics.occludedLayers

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sheet.position.x += 40.5
        CATransaction.commit()
        clock.advance(by: 1.0 / 60)
        let partly = culled.statistics.partlyOccludedLayers
        for _ in 0..<3 { Self.expectSameFrame(root, culled: culled, plain: plain, "slid aside") }
        #expect(culled.statistics.occludedLayers == occluded)
        #expect(culled.statistics.partlyOccludedLayers - partly == 3, "the screen is drawn clipped to the strip the sheet leaves")
    }

    @Test func translucentTurnedOrMirroredLayersHideNothing() {
        let clock = TestClock()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        let screen = Self.panel(CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1))
        // No sublayers: only its own background could cover the screen.
        let sheet = CALayer()
        sheet.frame = screen.frame
        sheet.backgroundColor = CGColor(red: 1, green: 0.95, blue: 0.9, alpha: 1)
        root.addSublayer(screen)
        root.addSublayer(sheet)
        let changes: [(String, () -> Void)] = [
            ("translucent", { sheet.opacity = 0.98 }),
            ("translucent background", { sheet.opacity = 1; sheet.backgroundColor = CGColor(red: 1, green: 0.9, blue: 0.9, alpha: 0.98) }),
            ("turned", { sheet.backgroundColor = CGColor(gray: 0.5, alpha: 1); sheet.transform = CATransform3DMakeRotation(0.05, 0, 0, 1) }),
            ("mirrored", { sheet.transform = CATransform3DMakeScale(-1, 1, 1) }),
            ("hidden", { sheet.transform = CATransform3DIdentity; sheet.isHidden = true }),
        ]
        for (label, change) in changes {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            clock.advance(by: 1.0 / 60)
            let (culled, plain) = Self.compositors(cachingSubtrees: false)
            Self.expectSameFrame(root, culled: culled, plain: plain, label)
            #expect(culled.statistics.occludedLayers == 0 && culled.statistics.partlyOccludedLayers == 0,
                    "\(label): nothing may be culled")
        }
    }

    @Test func aBackdropBlurSeesWhatIsBehindTheSheet() {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        let screen = Self.panel(CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1))
        let blur = CALayer()
        blur.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        blur.backdropBlurRadius = 6
        let sheet = Self.panel(CGColor(red: 1, green: 0.95, blue: 0.9, alpha: 1))
        sheet.frame.origin.x = 70
        root.addSublayer(screen)
        root.addSublayer(blur)
        root.addSublayer(sheet)
        let (culled, plain) = Self.compositors(cachingSubtrees: false)
        Self.expectSameFrame(root, culled: culled, plain: plain, "with a backdrop blur")
        #expect(culled.statistics.occludedLayers == 0 && culled.statistics.partlyOccludedLayers == 0)
    }

    /// Random scenes under a moving opaque sheet, with random changes: culled frames equal unculled ones.
    @Test(arguments: Array(UInt64(1)...6))
    func culledFramesEqualUnculledFrames(seed: UInt64) {
        let clock = TestClock()
        var random = Scenes.Generator(state: seed)
        let root = Scenes.scene(&random)
        let sheet = Self.panel(random.color())
        sheet.cornerRadius = random.number(0...12)
        root.addSublayer(sheet)
        let (culled, plain) = Self.compositors(cachingSubtrees: seed % 2 == 0)
        for frame in 0..<40 {
            for _ in 0..<random.int(0..<3) { Scenes.change(root, &random, animated: false) }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            sheet.position = CGPoint(x: random.number(-40...240), y: random.number(-40...180))
            CATransaction.commit()
            clock.advance(by: 1.0 / 60)
            Self.expectSameFrame(root, culled: culled, plain: plain, "seed \(seed), frame \(frame)")
        }
        #expect(culled.statistics.occludedLayers + culled.statistics.partlyOccludedLayers >= 20,
                "culled \(culled.statistics.occludedLayers) whole, \(culled.statistics.partlyOccludedLayers) in part")
    }
}
