import Foundation

/// The page of a partial curl (UIKit's `.partialCurl` presentation): a picture
/// of a page whose bottom-right corner curls up around a diagonal cylinder.
/// `curlProgress` (animatable) runs from 0, the page flat, to 1, the curl at
/// its stop; the compositor draws the flat part, the curl with the back of the
/// page showing, and a soft shadow under the curl. Where the page has curled
/// away the layer is transparent: what lies beneath shows.
@preconcurrency @MainActor
package final class PageCurlLayer: CALayer {
    override var family: LayerFamily { .pageCurl }

    package required init() { super.init() }

    package required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PageCurlLayer {
            pageStorage = other.pageStorage
            pageScaleStorage = other.pageScaleStorage
        }
    }

    /// The page's picture, drawn over the layer's bounds.
    package var page: CGImage? {
        get { pageStorage }
        set { pageStorage = newValue; contentVersion += 1 }
    }
    private var pageStorage: CGImage?

    /// Pixels of `page` per point.
    package var pageScale: CGFloat {
        get { pageScaleStorage }
        set { pageScaleStorage = newValue; contentVersion += 1 }
    }
    private var pageScaleStorage: CGFloat = 1

    /// How far the page has curled: 0 flat, 1 at the partial curl's stop, and on
    /// up to `PageCurlGeometry.turnedAwayProgress(size:)`, where the page has
    /// curled away entirely (a page view controller's turn) (default 0).
    package var curlProgress: CGFloat {
        get { modelValues.curlProgress }
        set { update(.curlProgress) { $0.curlProgress = newValue } }
    }

    /// Whether the page (flat or curled) still covers `point`, in the layer's space, at its model progress.
    package func pageCovers(_ point: CGPoint) -> Bool {
        let box = bounds
        guard box.contains(point) else { return false }
        let curl = PageCurlGeometry(size: box.size, progress: Double(curlProgress))
        return curl.v(Double(point.x - box.minX), Double(point.y - box.minY)) < curl.outerEdge
    }
}

/// Where the partial curl's cylinder lies. The page is measured along `d`, the
/// unit vector from its top-left towards its bottom-right corner perpendicular
/// to the fold (which rises 30° to the right): `v = x·sin α + y·cos α`. Page
/// material with `v` beyond the axis wraps around a cylinder of `radius` lying
/// on the page along the axis: at angle θ = (v − axis)/radius it shows at
/// `axis + radius·sin θ`, its front up to θ = π/2, its back after. The radius is
/// the curled length over `wrap`, so the corner always ends at θ = `wrap` —
/// tight when the curl starts, a wide roll at the stop.
package struct PageCurlGeometry: Sendable {
    /// The angle the fold rises by, left to right.
    package static let foldAngle = 30.0 * Double.pi / 180
    /// The part of the screen the page covers at the stop (flat part and curl together).
    package static let coverage = 0.43
    /// The angle the corner reaches around the cylinder (a little short of π:
    /// the corner's tip points back towards the fold, above the curl's front).
    static let wrap = 2.8

    package let width: Double, height: Double
    /// sin α and cos α: `d = (sin α, cos α)`.
    let sine = sin(PageCurlGeometry.foldAngle), cosine = cos(PageCurlGeometry.foldAngle)
    /// Where the page leaves the ground, along `d`.
    package let axis: Double
    package let radius: Double

    package init(size: CGSize, progress: Double) {
        width = Double(size.width)
        height = Double(size.height)
        let corner = width * sine + height * cosine
        // At the stop the curl's outer edge passes through the point `coverage` of the way down the middle:
        // a fold crossing both sides leaves that fraction of the page above the edge.
        let edge = (width / 2) * sine + (Self.coverage * height) * cosine
        let stop = (Self.wrap * edge - corner) / (Self.wrap - 1)
        let t = min(max(progress, 0), max(1.25, Self.progress(outerEdgeAt: 0, corner: corner, stop: stop)))
        axis = corner + t * (stop - corner)
        radius = max(0.001, (corner - axis) / Self.wrap)
    }

    /// The progress at which the curl's outer edge lies at `edge` along `d`:
    /// the outer edge is `axis + (corner − axis) / wrap`, solved for the axis.
    private static func progress(outerEdgeAt edge: Double, corner: Double, stop: Double) -> Double {
        let axis = (edge - corner / wrap) / (1 - 1 / wrap)
        return (corner - axis) / (corner - stop)
    }

    /// The progress at which the whole page has curled away (a full page
    /// turn): the outer edge has passed the top-left corner, where `v` is 0.
    package static func turnedAwayProgress(size: CGSize) -> Double {
        let stopped = PageCurlGeometry(size: size, progress: 1)
        return progress(outerEdgeAt: 0, corner: stopped.corner, stop: stopped.axis)
    }

    /// The page's position along `d`.
    package func v(_ x: Double, _ y: Double) -> Double { x * sine + y * cosine }
    /// The position along the fold.
    func u(_ x: Double, _ y: Double) -> Double { x * cosine - y * sine }
    /// The page's bottom-right corner along `d`.
    var corner: Double { v(width, height) }
    /// Whether any of the page has curled.
    var isCurled: Bool { axis < corner - 0.01 }
    /// Where the curl ends along `d`: beyond it the page has gone.
    package var outerEdge: Double { isCurled ? axis + radius : .infinity }
}
