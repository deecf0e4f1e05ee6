/// What a compositor remembers of the last frame it rendered into a target,
/// layer by layer, to tell which pixels the next frame changes.
@MainActor
final class DamageState {
    /// One layer as it was drawn.
    struct Record {
        /// `CALayer.serial`: a record never passes to another layer at the same address.
        let serial: UInt64
        /// The walk (`DamageState.walkCount`) that wrote it.
        var walk: UInt64
        var subtreeVersion: UInt64
        var appearanceVersion: UInt64
        /// `CALayer.placementVersion` when recorded.
        var placementVersion: UInt64
        var placement: Placement
        /// What places the sublayers within the layer (with `placement.toDevice`, where they land).
        var sublayerSpace: SublayerSpace
        /// The device pixels the layer's own drawing (shadow included) covers.
        var ownBox: DamageRegion.PixelRect?
        /// The device pixels the whole subtree covers.
        var subtreeBox: DamageRegion.PixelRect?
        /// The sublayers in drawing order.
        var children: [ObjectIdentifier]
        /// Whether the compositor drew the subtree from its flattened bitmap.
        var drewCached: Bool
        /// Whether the layer blurs what is behind it (then damage beneath it spreads to it).
        var blursBackdrop: Bool
        /// Whether a layer of the subtree may be drawn from a flattened bitmap but is not yet:
        /// once it settles it will be, with no change to tell, so the walk must look again.
        var mayFlatten: Bool
    }

    /// What decides where and how a layer lands on its parent's pixels, beyond its inside.
    struct Placement: Equatable {
        /// Layer space to device pixels.
        var toDevice: CGAffineTransform
        var opacity: Float
        var zPosition: CGFloat
        var isDoubleSided: Bool
        var allowsGroupOpacity: Bool
        var shadowColor: CGColor?
        var shadowOpacity: Float
        var shadowOffset: CGSize
        var shadowRadius: CGFloat
        var shadowPath: CGPath?
    }

    /// The layer values that map its sublayers' parent space to its own.
    struct SublayerSpace: Equatable {
        var bounds: CGRect
        var sublayerTransform: CATransform3D
    }

    var records: [ObjectIdentifier: Record] = [:]
    /// How many frames have been compared: a record written by the current walk
    /// belongs to the parent that visited it, even if another one held it before.
    var walkCount: UInt64 = 0
    /// The target, root layer, scale and background of the last frame: any change redraws everything.
    weak var target: NativeBitmap?
    var rootSerial: UInt64?
    var scale: CGFloat = 0
    var background: CGColor?

    /// Forgets the record of `id` and of everything below it.
    func forget(_ id: ObjectIdentifier) {
        guard let record = records.removeValue(forKey: id) else { return }
        for child in record.children { forget(child) }
    }
}
