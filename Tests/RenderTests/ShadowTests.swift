import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ShadowTests {
    @Test func shadowIsOffsetBlurredAndTinted() {
        let image = renderScene(size: CGSize(width: 120, height: 120)) { root in
            let layer = solid(CGRect(x: 30, y: 30, width: 40, height: 40), white)
            layer.shadowOpacity = 1
            layer.shadowColor = black
            layer.shadowRadius = 4
            layer.shadowOffset = CGSize(width: 20, height: 20)
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 50, whitePixel, "the layer covers its shadow")
        expectPixel(image, 80, 80, blackPixel, tolerance: 2, "deep inside the offset silhouette")
        let edge = image.premultipliedRGBA(x: 90, y: 80)   // on the silhouette's right edge
        #expect(edge.red > 100 && edge.red < 155, "half-way through the blur at the edge: \(edge)")
        expectPixel(image, 105, 80, whitePixel, tolerance: 2, "more than 3σ away")
        expectPixel(image, 20, 20, whitePixel, "nothing on the other side")
    }

    /// Issue 36: an opaque layer's shadow skips the pixels the layer covers,
    /// and the picture is the same as when it did not; a layer that lets its
    /// shadow show through (translucent, rounded) still shows it.
    @Test func theShadowBeneathALayerShowsOnlyWhereTheLayerLetsItThrough() {
        func scene(_ configure: @escaping (CALayer) -> Void) -> CGImage {
            renderScene(size: CGSize(width: 120, height: 120)) { root in
                let layer = solid(CGRect(x: 30.4, y: 30, width: 40, height: 40), white)
                layer.shadowOpacity = 1
                layer.shadowColor = black
                layer.shadowRadius = 3
                layer.shadowOffset = .zero
                layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
                configure(layer)
                root.addSublayer(layer)
            }
        }
        let opaque = scene { _ in }
        expectPixel(opaque, 50, 50, whitePixel, "covered")
        // Next to the left edge (at x = 30.4, not on a pixel boundary) the edge pixel blends the layer over its shadow.
        let edge = opaque.premultipliedRGBA(x: 30, y: 50), outside = opaque.premultipliedRGBA(x: 29, y: 50)
        #expect(outside.red < 200, "the shadow just outside: \(outside)")
        #expect(edge.red > outside.red && edge.red < 255, "the part-covered edge pixel shows some shadow: \(edge)")

        let translucent = scene { $0.backgroundColor = CGColor(gray: 1, alpha: 0.5) }
        #expect(translucent.premultipliedRGBA(x: 50, y: 50).red < 140, "seen through a half-transparent layer")
        let rounded = scene { $0.cornerRadius = 12 }
        #expect(rounded.premultipliedRGBA(x: 32, y: 32).red < 200, "seen in a rounded corner")
    }

    /// A layer drawn from its flattened bitmap is placed on whole device pixels;
    /// its shadow is placed with it, so both land where they would at that pixel.
    @Test func aFlattenedLayersShadowIsPlacedOnTheSamePixelsAsTheLayer() {
        func scene(x: CGFloat) -> (CALayer, CALayer) {
            let root = solid(CGRect(x: 0, y: 0, width: 100, height: 80), white)
            let card = solid(CGRect(x: x, y: 20, width: 40, height: 30), blue)
            card.addSublayer(solid(CGRect(x: 4, y: 4, width: 10, height: 10), red))
            card.addSublayer(solid(CGRect(x: 20, y: 4, width: 10, height: 10), green))
            // A hard-edged shadow: half a pixel shows.
            card.shadowOpacity = 1
            card.shadowColor = black
            card.shadowRadius = 0
            card.shadowOffset = CGSize(width: 6, height: 6)
            card.shadowPath = CGPath(rect: card.bounds, transform: nil)
            root.addSublayer(card)
            return (root, card)
        }
        let (root, card) = scene(x: 20)
        let cached = Compositor()
        var image = cached.render(root, size: root.bounds.size, scale: 1)
        for x in [20.1, 20.2, 20.3] as [CGFloat] {
            card.position.x = x + 20
            image = cached.render(root, size: root.bounds.size, scale: 1)
        }
        #expect(cached.statistics.subtreeCacheHits >= 1, "\(cached.statistics)")
        let atWholePixel = Compositor(cachesSubtrees: false).render(scene(x: 20).0, size: root.bounds.size, scale: 1)
        let comparison = ImageComparison(actual: image, expected: atWholePixel)
        #expect(comparison.maximumChannelDifference == 0, "\(comparison)")
    }

    /// Issue 36: a faded layer's group is clipped to what its subtree draws;
    /// a sublayer outside its bounds, and that sublayer's shadow, still show,
    /// at the layer's opacity.
    @Test func aFadedLayerStillShowsASublayerOutsideItsBoundsAndItsShadow() {
        let image = renderScene(size: CGSize(width: 120, height: 120), scale: 2) { root in
            let faded = solid(CGRect(x: 10, y: 10, width: 20, height: 20), black)
            faded.opacity = 0.5
            let outside = solid(CGRect(x: 50, y: 50, width: 20, height: 20), black)   // beyond the parent's bounds
            outside.shadowOpacity = 1
            outside.shadowColor = black
            outside.shadowRadius = 0
            outside.shadowOffset = CGSize(width: 20, height: 0)
            faded.addSublayer(outside)
            root.addSublayer(faded)
        }
        // 50 % black over white: 127 or 128.
        expectPixel(image, 40, 40, (128, 128, 128, 255), tolerance: 1, "the layer itself")
        expectPixel(image, 130, 130, (128, 128, 128, 255), tolerance: 1, "the sublayer, outside the layer's bounds")
        expectPixel(image, 185, 130, (128, 128, 128, 255), tolerance: 1, "the sublayer's shadow, beyond the sublayer")
        expectPixel(image, 215, 130, whitePixel, "nothing beyond")
    }

    /// Issue 36: a layer whose `shadowPath`, radius and offset match those of
    /// a layer drawn before takes its blurred silhouette (each pushed screen
    /// casts the same edge shadow); a different path makes its own.
    @Test func layersWithTheSameShadowPathShareOneBlurredSilhouette() {
        let compositor = Compositor()
        func scene(_ frame: CGRect) -> CGImage {
            renderScene(size: CGSize(width: 120, height: 120), compositor: compositor) { root in
                let layer = solid(frame, white)
                layer.shadowOpacity = 1
                layer.shadowColor = black
                layer.shadowRadius = 4
                layer.shadowOffset = .zero
                layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
                root.addSublayer(layer)
            }
        }
        let first = scene(CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(compositor.statistics.shadowSilhouettesMade == 1)
        let second = scene(CGRect(x: 30, y: 30, width: 40, height: 40))   // a new layer, the same path
        #expect(compositor.statistics.shadowSilhouettesMade == 1, "taken from the first layer's")
        for (x, y) in [(27, 50), (29, 29), (50, 72), (75, 50)] {
            #expect(first.premultipliedRGBA(x: x, y: y) == second.premultipliedRGBA(x: x, y: y), "(\(x), \(y))")
        }
        #expect(first.premultipliedRGBA(x: 27, y: 50).red < 200, "a shadow is drawn")
        _ = scene(CGRect(x: 30, y: 30, width: 41, height: 40))
        #expect(compositor.statistics.shadowSilhouettesMade == 2, "another path blurs its own")
        _ = scene(CGRect(x: 30, y: 30, width: 41, height: 40))
        #expect(compositor.statistics.shadowSilhouettesMade == 2, "which the next layer with that path shares")
    }

    @Test func defaultOffsetCastsUpwards() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 30, y: 30, width: 40, height: 40), white)
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 28, blackPixel, "default offset (0, −3): above the layer")
        expectPixel(image, 50, 71, whitePixel)
    }

    @Test func shadowPathReplacesTheSilhouette() {
        let image = renderScene { root in
            let layer = CALayer()   // nothing drawn, but the path casts a shadow
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.shadowPath = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 0
            layer.shadowOffset = .zero
            root.addSublayer(layer)
        }
        expectPixel(image, 25, 25, (128, 128, 128, 255), tolerance: 1)
        expectPixel(image, 60, 60, whitePixel)
    }

    @Test func silhouetteFollowsTheRoundedShapeAndSublayers() {
        let image = renderScene { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
            layer.addSublayer(solid(CGRect(x: 40, y: 40, width: 20, height: 20), white))
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 5, height: 5)
            root.addSublayer(layer)
        }
        expectPixel(image, 73, 73, blackPixel, "the sublayer's shadow")
        expectPixel(image, 30, 30, whitePixel, "the layer itself draws nothing")
    }
}
