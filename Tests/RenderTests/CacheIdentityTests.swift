import Testing
@testable import OpenQuartzCore
import SegueTesting

/// The compositor's caches find entries by layer identity (`ObjectIdentifier`).
/// A layer that dies frees its address, and a later layer can be made at the
/// same one with the same small version counters: an entry must also match the
/// layer's process-wide `serial`, or the new layer would be drawn from the dead
/// one's flattened image, text or shadow.
@MainActor
@Suite(.checksDiagnostics) struct CacheIdentityTests {
    @Test func aFlattenedImageIsCurrentOnlyForTheLayerItWasMadeFor() {
        let first = solid(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        let second = solid(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
        #expect(first.subtreeVersion == second.subtreeVersion, "made the same way, same counters")
        let entry = SubtreeCache.Entry(serial: first.serial, version: first.subtreeVersion)
        #expect(entry.isCurrent(for: first))
        #expect(!entry.isCurrent(for: second), "another layer with the same version is not this entry's")
        first.addSublayer(CALayer())
        #expect(!entry.isCurrent(for: first), "a changed subtree is not current either")
    }

    @Test func textAndShadowKeysTellLayersWithTheSameCountersApart() {
        let first = CATextLayer(), second = CATextLayer()
        for layer in [first, second] {
            layer.string = "Same"
            layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        }
        let caches = RenderCaches()
        let a = caches.text(for: first, properties: first.modelValues, pixelScale: 2)
        let b = caches.text(for: second, properties: second.modelValues, pixelScale: 2)
        #expect(a != nil && b != nil && a?.key != b?.key, "one rasterization each, never shared by address")
        #expect(caches.rasterizations == 2)
        let key = { (layer: CALayer) in
            ShadowPainter.Cached.Key(layerSerial: layer.serial, version: layer.subtreeVersion, path: nil, scale: 2,
                                     radius: 3, offset: .zero)
        }
        #expect(key(first) != key(second))
    }
}
