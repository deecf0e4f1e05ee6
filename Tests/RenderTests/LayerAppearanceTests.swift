import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct LayerAppearanceTests {
    @Test func backgroundWithAlphaBlendsOverWhatIsBelow() {
        let image = renderScene { root in
            root.addSublayer(solid(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        }
        expectPixel(image, 30, 30, (255, 128, 128, 255), tolerance: 1)
        expectPixel(image, 5, 5, whitePixel)
        expectPixel(image, 49, 49, (255, 128, 128, 255), tolerance: 1, "the last pixel inside")
        expectPixel(image, 50, 50, whitePixel, "the first pixel outside")
    }

    @Test func cornerRadiusRoundsOnlyTheMaskedCorners() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 0, y: 0, width: 100, height: 100), blue)
            layer.cornerRadius = 30
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            root.addSublayer(layer)
        }
        expectPixel(image, 2, 2, whitePixel, "top-left is rounded")
        expectPixel(image, 97, 97, whitePixel, "bottom-right is rounded")
        expectPixel(image, 97, 2, bluePixel, "top-right stays square")
        expectPixel(image, 2, 97, bluePixel, "bottom-left stays square")
        expectPixel(image, 12, 12, bluePixel, "inside the arc")
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedShape() {
        let image = renderScene { root in
            let parent = solid(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
            parent.cornerRadius = 20
            parent.masksToBounds = true
            parent.addSublayer(solid(CGRect(x: -20, y: -20, width: 100, height: 100), red))
            root.addSublayer(parent)
            let unclipped = solid(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
            unclipped.addSublayer(solid(CGRect(x: 5, y: 85, width: 10, height: 10), green))
            root.addSublayer(unclipped)
        }
        expectPixel(image, 50, 50, redPixel)
        expectPixel(image, 15, 50, whitePixel, "outside the parent")
        expectPixel(image, 22, 22, whitePixel, "cut by the rounded corner")
        expectPixel(image, 50, 21, redPixel, "inside along the straight edge")
        expectPixel(image, 10, 90, greenPixel, "without masksToBounds sublayers overflow")
    }

    @Test func bordersAreDrawnInsideTheBoundsAboveSublayers() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 20, y: 20, width: 60, height: 60), white)
            layer.borderWidth = 6
            layer.borderColor = black
            layer.addSublayer(solid(CGRect(x: 0, y: 0, width: 30, height: 30), red))
            root.addSublayer(layer)
        }
        expectPixel(image, 20, 50, blackPixel, "first column of the bounds")
        expectPixel(image, 25, 50, blackPixel, "sixth column")
        expectPixel(image, 26, 50, whitePixel, "inside the border")
        expectPixel(image, 19, 50, whitePixel, "nothing outside the bounds")
        expectPixel(image, 22, 22, blackPixel, "the border covers the sublayer")
        expectPixel(image, 30, 30, redPixel)
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
        let image = renderScene { root in
            let hidden = solid(CGRect(x: 0, y: 0, width: 50, height: 50), red)
            hidden.addSublayer(solid(CGRect(x: 0, y: 0, width: 20, height: 20), green))
            hidden.isHidden = true
            root.addSublayer(hidden)
        }
        expectPixel(image, 10, 10, whitePixel)
        expectPixel(image, 40, 40, whitePixel)
    }

    @Test func zPositionOrdersSiblings() {
        let image = renderScene { root in
            let back = solid(CGRect(x: 10, y: 10, width: 50, height: 50), red)
            let front = solid(CGRect(x: 30, y: 30, width: 50, height: 50), blue)
            back.zPosition = 1
            root.addSublayer(back)
            root.addSublayer(front)
        }
        expectPixel(image, 45, 45, redPixel, "the higher zPosition wins despite coming first")
        expectPixel(image, 70, 70, bluePixel)
    }

    @Test func opacityCompositesTheSubtreeAsOneGroup() {
        let image = renderScene { root in
            let group = CALayer()
            group.frame = root.bounds
            group.opacity = 0.5
            group.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 60), blue))
            group.addSublayer(solid(CGRect(x: 40, y: 40, width: 60, height: 60), blue))
            root.addSublayer(group)
        }
        // Overlap and non-overlap look the same: the group is faded once.
        expectPixel(image, 50, 50, (128, 128, 255, 255), tolerance: 1)
        expectPixel(image, 20, 20, (128, 128, 255, 255), tolerance: 1)
    }

    /// A layer that only fills its background fades without a group (its colour's
    /// alpha is scaled); the pixels are those of the same layer faded as a group,
    /// but for rounding (one level, on some antialiased edge pixels).
    @Test func aFadingFillDrawsAsTheSameFillFadedAsAGroup() {
        func scene(grouped: Bool) -> CGImage {
            renderScene(scale: 3) { root in
                root.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)
                let fill = solid(CGRect(x: 10.3, y: 12.6, width: 60.5, height: 50.2), CGColor(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.8))
                fill.cornerRadius = 9
                fill.opacity = 0.37
                // An empty sublayer makes the layer a group like any layer with sublayers.
                if grouped { fill.addSublayer(CALayer()) }
                root.addSublayer(fill)
            }
        }
        let direct = scene(grouped: false), grouped = scene(grouped: true)
        let comparison = ImageComparison(actual: direct, expected: grouped)
        #expect(comparison.maximumChannelDifference <= 1, "\(comparison)")
        // 0.8 × 0.37 of the fill over the background: red 0.2 + 0.296 × (0.9 − 0.2).
        expectPixel(direct, 120, 110, (104, 148, 117, 255), tolerance: 1)
    }

    @Test func maskUsesTheAlphaOfItsContent() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 0, y: 0, width: 100, height: 100), red)
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            let faint = CALayer()
            faint.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
            faint.backgroundColor = CGColor(gray: 0, alpha: 0.5)
            mask.addSublayer(faint)
            layer.mask = mask
            root.addSublayer(layer)
        }
        expectPixel(image, 25, 50, redPixel)
        expectPixel(image, 75, 75, whitePixel, "no mask alpha: nothing")
        expectPixel(image, 75, 25, (255, 128, 128, 255), tolerance: 1, "half the mask alpha: half the layer")
    }

    @Test(arguments: [1.0, 2.0])
    func shapeMaskOfAnOffsetLayerLinesUpAtEveryScale(scale: CGFloat) {
        // A frameless shape layer as mask: its path is in the masked layer's coordinates.
        let image = renderScene(size: CGSize(width: 100, height: 100), scale: scale) { root in
            let layer = solid(CGRect(x: 20, y: 40, width: 60, height: 60), red)
            let mask = CAShapeLayer()
            mask.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
            layer.mask = mask
            root.addSublayer(layer)
        }
        func at(_ x: Int, _ y: Int) -> (Int, Int) { (Int(CGFloat(x) * scale), Int(CGFloat(y) * scale)) }
        let (cx, cy) = at(50, 70)
        expectPixel(image, cx, cy, redPixel, "the circle's centre (20 + 30, 40 + 30)")
        let (ox, oy) = at(25, 45)
        expectPixel(image, ox, oy, whitePixel, "inside the layer, outside the circle")
        let (hx, hy) = at(20, 30)
        expectPixel(image, hx, hy, whitePixel, "above the layer")
    }
}
