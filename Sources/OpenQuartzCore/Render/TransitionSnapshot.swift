/// How a layer looked before a `CATransition`: its inside as last committed,
/// flattened once when the transition is added.
@MainActor
final class TransitionSnapshot {
    /// Pixels per layer unit of the snapshot: enough for 3× screens.
    static let scale = 3.0

    let bitmap: NativeBitmap?
    /// The layer-space point at the bitmap's top-left corner.
    let origin: CGPoint

    init(capturing layer: CALayer) {
        let compositor = Compositor(source: .committed)
        let flattened = compositor.flattenCommitted(layer, scale: TransitionSnapshot.scale)
        bitmap = flattened?.0
        origin = flattened?.1 ?? .zero
    }
}
