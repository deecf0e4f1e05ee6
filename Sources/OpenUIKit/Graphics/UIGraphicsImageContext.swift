/// Starts drawing into a new bitmap of `size` points, made current (top-left
/// origin, in points): UIKit's pre-iOS 10 image context. `opaque` drops the
/// alpha channel; a `scale` of 0 means the main screen's. End it with
/// `UIGraphicsEndImageContext()`; `UIGraphicsImageRenderer` is the modern form.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.main.scale
    guard size.width > 0, size.height > 0,
          let context = GraphicsContextStack.makeBitmapContext(size: size, scale: scale, opaque: opaque) else {
        SegueDiagnostics.report("UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: size={\(size.width), \(size.height)}, scale=\(scale)")
        return
    }
    GraphicsContextStack.entries.append(.init(context: context, imageScale: scale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn so far into the current image context; nil when the
/// current context is not one (none, or one pushed with `UIGraphicsPushContext`).
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.entries.last, let scale = entry.imageScale,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context, making the previous context current.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.entries.last?.imageScale != nil else {
        SegueDiagnostics.report("UIGraphicsEndImageContext() called when the current context is not an image context")
        return
    }
    GraphicsContextStack.entries.removeLast()
}
