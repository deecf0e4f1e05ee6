/// Where the parts of a zoom are at one moment: the rounded clip the zoomed
/// view shows through, the zoomed view inside it (its centre in the clip and
/// its uniform scale), and the dimming behind. Every zoom state — at the source,
/// zoomed in, dragged, caught mid-flight — is one of these, and a spring
/// between two of them moves every part by the same fraction.
struct ZoomGeometry: Equatable {
    /// The clip's frame, in the container.
    var clipFrame: CGRect
    /// The zoomed view's centre, in the clip's bounds.
    var contentCenter: CGPoint
    /// The zoomed view's scale.
    var contentScale: CGFloat
    /// The clip's corner radius.
    var cornerRadius: CGFloat
    /// The dimming's opacity.
    var dimming: CGFloat
    /// The clip's opacity (below 1 only when zooming from no source view).
    var alpha: CGFloat = 1

    /// Zoomed in: the clip is the zoomed view's final frame, unscaled, square-cornered.
    static func zoomedIn(frame: CGRect, dimming: CGFloat) -> ZoomGeometry {
        ZoomGeometry(clipFrame: frame, contentCenter: CGPoint(x: frame.width / 2, y: frame.height / 2), contentScale: 1,
                     cornerRadius: 0, dimming: dimming)
    }

    /// At the source: the clip is the source's frame `source`, and the zoomed
    /// view (of size `size`) is scaled so that its rectangle `alignment` fills
    /// the source, centred on it (aspect fill).
    static func atSource(_ source: CGRect, cornerRadius: CGFloat, alignment: CGRect, size: CGSize) -> ZoomGeometry {
        let scale = max(source.width / max(alignment.width, 1), source.height / max(alignment.height, 1))
        let center = CGPoint(x: source.width / 2 - scale * (alignment.midX - size.width / 2),
                             y: source.height / 2 - scale * (alignment.midY - size.height / 2))
        return ZoomGeometry(clipFrame: source, contentCenter: center, contentScale: scale, cornerRadius: cornerRadius,
                            dimming: 0)
    }

    /// With no source view: half the size of `frame`, in its middle, transparent.
    static func withoutSource(frame: CGRect) -> ZoomGeometry {
        let clip = frame.insetBy(dx: frame.width / 4, dy: frame.height / 4)
        return ZoomGeometry(clipFrame: clip, contentCenter: CGPoint(x: clip.width / 2, y: clip.height / 2), contentScale: 0.5,
                            cornerRadius: 0, dimming: 0, alpha: 0)
    }

    /// This geometry scaled by `scale` about `anchor` (in the container) and
    /// moved by `translation`: the clip and the view inside it shrink together.
    func scaled(by scale: CGFloat, about anchor: CGPoint, translation: CGPoint) -> ZoomGeometry {
        var result = self
        result.clipFrame = CGRect(x: anchor.x + (clipFrame.minX - anchor.x) * scale + translation.x,
                                  y: anchor.y + (clipFrame.minY - anchor.y) * scale + translation.y,
                                  width: clipFrame.width * scale, height: clipFrame.height * scale)
        result.contentCenter = CGPoint(x: contentCenter.x * scale, y: contentCenter.y * scale)
        result.contentScale = contentScale * scale
        return result
    }
}
