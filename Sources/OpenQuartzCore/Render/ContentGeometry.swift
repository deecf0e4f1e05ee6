/// Where a layer's `contents` image lands inside its bounds, by `contentsGravity`.
enum ContentGeometry {
    /// The size in points of the part `contentsRect` (a unit rectangle) takes of an
    /// image of `pixelSize` pixels at `scale` pixels per point.
    static func pointSize(ofPixels pixelSize: CGSize, contentsRect: CGRect, scale: CGFloat) -> CGSize {
        let scale = max(scale, 0.01)
        return CGSize(width: pixelSize.width * contentsRect.width / scale, height: pixelSize.height * contentsRect.height / scale)
    }

    /// The rectangle (layer coordinates) the image of `imageSize` points fills.
    static func rect(for gravity: CALayerContentsGravity, imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            // UIKit's y-down coordinates: "top" is the minimum y (geometry not flipped).
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
