import CCairo

/// A drawing destination, implemented over Cairo.
///
/// A bitmap context made with ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``
/// has CoreGraphics' default coordinate system: the origin at the bottom-left,
/// y pointing up, one unit per pixel. Drawing lands in `data` in the layout
/// `bitmapInfo` asks for (premultiplied BGRA or RGBA, or their opaque variants).
public final class CGContext {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes between the starts of two rows of `data`.
    public let bytesPerRow: Int
    public let bitsPerComponent: Int = 8
    public let bitsPerPixel: Int = 32
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    /// How smoothly images are scaled when drawn.
    public var interpolationQuality: CGInterpolationQuality = .default

    /// The Cairo surface drawn into (native layout).
    package let surface: OpaquePointer
    /// The Cairo drawing state.
    package let cairo: OpaquePointer
    private let baseTransform: CGAffineTransform
    private let userData: UnsafeMutableRawPointer?
    private let ownsUserData: Bool
    private let userLayout: PixelLayout
    /// True when `data` is Cairo's own buffer; otherwise it is refreshed after every drawing call.
    private let drawsInPlace: Bool
    private var paint = PaintState()
    private var savedPaint: [PaintState] = []

    private struct PaintState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
    }

    /// A bitmap context, as in CoreGraphics. Pass nil `data` to let the context
    /// allocate (and own) the pixels, and 0 `bytesPerRow` to let it choose.
    /// Returns nil for layouts other than 8 bits per component, 32 bits per pixel.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        // Cairo's image surfaces stop at 32,767 pixels a side: larger is no context (nil), not a crash.
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, space.model == .rgb,
              let layout = PixelLayout(bitmapInfo: info, bitsPerComponent: bitsPerComponent, bitsPerPixel: 32)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitmapInfo = info
        colorSpace = space
        userLayout = layout
        if let data {
            userData = data
            ownsUserData = false
        } else {
            userData = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            userData!.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsUserData = true
        }
        if layout == .native, rowBytes % 4 == 0 {
            surface = cairo_image_surface_create_for_data(
                userData!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(rowBytes))
            drawsInPlace = true
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            drawsInPlace = false
            // Start from what the caller's buffer holds.
            let stride = Int(cairo_image_surface_get_stride(surface))
            PixelLayout.convert(width: width, height: height, from: userData!, sourceStride: rowBytes,
                                layout: layout, to: UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!),
                                destinationStride: stride, layout: .native)
            cairo_surface_mark_dirty(surface)
        }
        cairo = cairo_create(surface)
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        CGContext.setCairoMatrix(cairo, baseTransform)
    }

    /// A context drawing into a Cairo surface owned elsewhere, with `base`
    /// mapping user space to the surface's pixels (top-left origin).
    package init(surface: OpaquePointer, width: Int, height: Int, base: CGAffineTransform) {
        self.width = width
        self.height = height
        self.surface = cairo_surface_reference(surface)
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        colorSpace = CGColorSpaceCreateDeviceRGB()
        userData = nil
        ownsUserData = false
        userLayout = .native
        drawsInPlace = true
        cairo = cairo_create(surface)
        baseTransform = base
        CGContext.setCairoMatrix(cairo, base)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        if ownsUserData { userData?.deallocate() }
    }

    // MARK: Pixels

    /// The pixel buffer, in the layout of `bitmapInfo`.
    public var data: UnsafeMutableRawPointer? {
        if let userData { return userData }
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// An image of what the context holds now (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        loadUserData()
        cairo_surface_flush(surface)
        let copy = NativeBitmap(width: width, height: height)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        copy.withMutablePixels { pixels, copyStride in
            for row in 0..<height {
                pixels.advanced(by: row * copyStride).copyMemory(from: source.advanced(by: row * stride), byteCount: width * 4)
            }
        }
        return CGImage(native: copy)
    }

    /// Makes sure all drawing has reached `data`.
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// Brings Cairo's surface up to date with `data`, which the caller may have
    /// written to directly (only needed when its layout is not Cairo's).
    package func loadUserData() {
        guard !drawsInPlace, let userData else { return }
        cairo_surface_flush(surface)
        PixelLayout.convert(width: width, height: height, from: userData, sourceStride: bytesPerRow, layout: userLayout,
                            to: UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!),
                            destinationStride: Int(cairo_image_surface_get_stride(surface)), layout: .native)
        cairo_surface_mark_dirty(surface)
    }

    /// Brings `data` up to date after drawing (needed when its layout is not Cairo's).
    package func didDraw() {
        cairo_surface_flush(surface)
        guard !drawsInPlace, let userData else { return }
        PixelLayout.convert(width: width, height: height,
                            from: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
                            sourceStride: Int(cairo_image_surface_get_stride(surface)), layout: .native,
                            to: userData, destinationStride: bytesPerRow, layout: userLayout)
    }

    // MARK: Graphics state

    /// Pushes the graphics state (CTM, clip, colours, line settings, alpha, blend mode).
    public func saveGState() {
        cairo_save(cairo)
        savedPaint.append(paint)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`.
    public func restoreGState() {
        guard let state = savedPaint.popLast() else { return }
        cairo_restore(cairo)
        paint = state
    }

    public func setFillColor(_ color: CGColor) { paint.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { paint.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { paint.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { paint.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// A global opacity multiplied into everything drawn.
    public func setAlpha(_ alpha: CGFloat) { paint.alpha = max(0, min(1, alpha)) }

    public func setBlendMode(_ mode: CGBlendMode) { paint.blendMode = mode }

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Sets the dash pattern; an empty `lengths` turns dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map { Double($0) }
        if values.isEmpty || values.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cairo, nil, 0, 0)
        } else {
            values.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
        }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Current transformation matrix

    /// The transform from user space to the context's default (device) space.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let cairoTransform = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return cairoTransform.concatenating(baseTransform.inverted())
    }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Applies `transform` before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = CGContext.cairoMatrix(transform)
        cairo_transform(cairo, &m)
    }

    // MARK: Path construction

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addQuadCurve(to: end, control: control)
        appendCurvesOf(path, skippingFirstMove: true)
    }

    public func closePath() { cairo_close_path(cairo) }

    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }

    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if cairo_has_current_point(cairo) != 0 { path.move(to: currentPointOfPath) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendCurvesOf(path, skippingFirstMove: cairo_has_current_point(cairo) != 0)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendCurvesOf(path, skippingFirstMove: true)
    }

    /// Appends `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) { appendCurvesOf(path, skippingFirstMove: false) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    private func appendCurvesOf(_ path: CGPath, skippingFirstMove: Bool) {
        var skip = skippingFirstMove
        var current = currentPointOfPath
        for element in path.storage {
            switch element {
            case .move(let p):
                if skip { skip = false; current = p; continue }
                move(to: p); current = p
            case .line(let p): addLine(to: p); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2.0 / 3.0 * (c.x - current.x), y: current.y + 2.0 / 3.0 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y))
                addCurve(to: p, control1: c1, control2: c2); current = p
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2); current = p
            case .close: closePath(); current = currentPointOfPath
            }
            skip = false
        }
    }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        withPaint(paint.fillColor) { cairo_fill($0) }
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        withPaint(paint.strokeColor) { cairo_stroke($0) }
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .fill ? .winding : .evenOdd)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            withPaint(paint.fillColor) { cairo_fill_preserve($0) }
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent.
    public func clear(_ rect: CGRect) {
        loadUserData()
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        addRect(rect)
        cairo_fill(cairo)
        cairo_restore(cairo)
        didDraw()
    }

    /// Draws `image` scaled into `rect`, upright in the context's y-up space
    /// (the image's first row at `rect.maxY`), as CoreGraphics does.
    public func draw(_ image: CGImage, in rect: CGRect) {
        loadUserData()
        let bitmap = image.native
        cairo_save(cairo)
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cairo, bitmap.surface, 0, 0)
        let filter: cairo_filter_t
        switch interpolationQuality {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        case .high: filter = CAIRO_FILTER_BEST
        default: filter = image.shouldInterpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST
        }
        cairo_pattern_set_filter(cairo_get_source(cairo), filter)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_set_operator(cairo, CGContext.cairoOperator(paint.blendMode))
        cairo_paint_with_alpha(cairo, Double(paint.alpha))
        cairo_restore(cairo)
        didDraw()
        withExtendedLifetime(bitmap) {}
    }

    /// Paints `pattern` (a Cairo source in user space) over the whole clip,
    /// with the context's alpha and blend mode; the current path is kept.
    func paintClip(with pattern: OpaquePointer) {
        loadUserData()
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        cairo_set_operator(cairo, CGContext.cairoOperator(paint.blendMode))
        cairo_paint_with_alpha(cairo, Double(paint.alpha))
        cairo_restore(cairo)
        didDraw()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }

    /// Intersects the clip with several rectangles' union.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        addRects(rects)
        cairo_clip(cairo)
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Helpers

    private func withPaint(_ color: CGColor, _ operation: (OpaquePointer) -> Void) {
        loadUserData()
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha * paint.alpha))
        cairo_set_operator(cairo, CGContext.cairoOperator(paint.blendMode))
        operation(cairo)
        didDraw()
    }

    package static func setCairoMatrix(_ cairo: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairoMatrix(t)
        cairo_set_matrix(cairo, &m)
    }

    package static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                       x0: Double(t.tx), y0: Double(t.ty))
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker: return CAIRO_OPERATOR_SATURATE
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
