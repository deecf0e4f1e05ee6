import Foundation

// Segue's own symbol glyphs: simple vector drawings made for Segue (no
// Apple artwork, no SF Symbols data). Each glyph is drawn in whatever
// coordinates are convenient, then fitted (uniformly, centred) into its
// design box; strokes and fill outlines use the configuration's weight.

/// One glyph: its design box (hundredths of the point size at medium scale)
/// and its drawing.
struct SymbolGlyph: Sendable {
    let width: CGFloat
    let height: CGFloat
    let draw: @Sendable (inout GlyphSketch) -> Void
}

/// The operations a glyph is drawn with.
struct GlyphSketch {
    enum Kind { case stroke, fill, clear, clearStroke }
    var operations: [(kind: Kind, path: CGPath)] = []

    typealias Point = (CGFloat, CGFloat)

    private static func polyline(_ points: [Point], closed: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        if closed { path.closeSubpath() }
        return path
    }

    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        return path
    }

    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: x, y: y, width: w, height: h), cornerWidth: r, cornerHeight: r)
        return path
    }

    /// Points along an arc (degrees, y down: increasing angles go clockwise on screen).
    static func arc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from a0: CGFloat, to a1: CGFloat) -> [Point] {
        let steps = max(8, Int(abs(a1 - a0) / 6))
        return (0...steps).map { i in
            let a = (a0 + (a1 - a0) * CGFloat(i) / CGFloat(steps)) * .pi / 180
            return (cx + r * cos(a), cy + r * sin(a))
        }
    }

    mutating func line(_ points: Point...) { operations.append((.stroke, Self.polyline(points, closed: false))) }
    mutating func line(_ points: [Point]) { operations.append((.stroke, Self.polyline(points, closed: false))) }
    mutating func outline(_ points: Point...) { operations.append((.stroke, Self.polyline(points, closed: true))) }
    mutating func polygon(_ points: Point...) { operations.append((.fill, Self.polyline(points, closed: true))) }
    mutating func stroke(_ path: CGPath) { operations.append((.stroke, path)) }
    mutating func fill(_ path: CGPath) { operations.append((.fill, path)) }
    mutating func clear(_ path: CGPath) { operations.append((.clear, path)) }
    mutating func clearLine(_ points: Point...) { operations.append((.clearStroke, Self.polyline(points, closed: false))) }
    mutating func clearStroke(_ path: CGPath) { operations.append((.clearStroke, path)) }
    mutating func strokeCircle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) { stroke(Self.circle(cx, cy, r)) }
    mutating func dot(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) { fill(Self.circle(cx, cy, r)) }

    /// Everything, moved by `transform` (for glyphs drawn from other glyphs' parts).
    mutating func transform(from start: Int, by transform: CGAffineTransform) {
        var t = transform
        for index in start..<operations.count {
            operations[index].path = operations[index].path.copy(using: &t) ?? operations[index].path
        }
    }
}

enum SymbolGlyphs {
    /// Pixels per point of a symbol image's bitmap.
    static let renderScale: CGFloat = 3

    /// The glyph for `name`, or nil.
    static func glyph(named name: String) -> SymbolGlyph? { catalog[name] }

    /// Every name Segue draws, sorted.
    static var names: [String] { catalog.keys.sorted() }

    /// Draws `symbol` in `color` into a bitmap of its image size at `renderScale`.
    static func render(_ symbol: SymbolImageDescription, color: CGColor) -> CGImage? {
        let metrics = symbol.metrics
        let width = Int((metrics.size.width * renderScale).rounded())
        let height = Int((metrics.size.height * renderScale).rounded())
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: renderScale, y: -renderScale)
        draw(symbol.glyph, metrics: metrics, in: context, color: color)
        return context.makeImage()
    }

    /// Draws the glyph into `context` (top-left origin, points), filling the image's box.
    static func draw(_ glyph: SymbolGlyph, metrics: SymbolMetrics, in context: CGContext, color: CGColor) {
        var sketch = GlyphSketch()
        glyph.draw(&sketch)
        // Fit what was drawn into the design box.
        var bounds = CGRect.null
        for op in sketch.operations where op.kind == .stroke || op.kind == .fill {
            bounds = bounds.union(op.path.boundingBoxOfPath)
        }
        guard !bounds.isNull else { return }
        let unit = metrics.pointSize * metrics.scaleFactor / 100
        let sx = bounds.width > 0.001 ? glyph.width / bounds.width : .infinity
        let sy = bounds.height > 0.001 ? glyph.height / bounds.height : .infinity
        let fit = min(sx, sy).isFinite ? min(sx, sy) : 1
        let boxOrigin = CGPoint(x: (metrics.size.width - metrics.box.width) / 2, y: (metrics.size.height - metrics.box.height) / 2)
        var transform = CGAffineTransform(translationX: boxOrigin.x, y: boxOrigin.y)
            .scaledBy(x: unit, y: unit)
            .translatedBy(x: (glyph.width - bounds.width * fit) / 2, y: (glyph.height - bounds.height * fit) / 2)
            .scaledBy(x: fit, y: fit)
            .translatedBy(x: -bounds.minX, y: -bounds.minY)
        context.saveGState()
        context.setFillColor(color)
        context.setStrokeColor(color)
        context.setLineWidth(metrics.stroke)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for op in sketch.operations {
            guard let path = op.path.copy(using: &transform) else { continue }
            context.setBlendMode(op.kind == .clear || op.kind == .clearStroke ? .clear : .normal)
            context.beginPath()
            context.addPath(path)
            switch op.kind {
            case .stroke, .clearStroke:
                context.strokePath()
            case .fill, .clear:
                // A filled shape's outline is stroked too, so fills grow with the weight as strokes do.
                context.drawPath(using: .fillStroke)
            }
        }
        context.restoreGState()
    }

    typealias Sketch = GlyphSketch

    // MARK: The catalog

    static let catalog: [String: SymbolGlyph] = {
        var c: [String: SymbolGlyph] = [:]
        func add(_ name: String, _ w: CGFloat, _ h: CGFloat, _ draw: @escaping @Sendable (inout Sketch) -> Void) {
            c[name] = SymbolGlyph(width: w, height: h, draw: draw)
        }

        // Chevrons and arrows.
        add("chevron.left", 50, 92) { $0.line((50, 0), (0, 46), (50, 92)) }
        add("chevron.backward", 50, 92) { $0.line((50, 0), (0, 46), (50, 92)) }
        add("chevron.right", 50, 92) { $0.line((0, 0), (50, 46), (0, 92)) }
        add("chevron.forward", 50, 92) { $0.line((0, 0), (50, 46), (0, 92)) }
        add("chevron.up", 92, 50) { $0.line((0, 50), (46, 0), (92, 50)) }
        add("chevron.down", 92, 50) { $0.line((0, 0), (46, 50), (92, 0)) }
        add("arrow.right", 96, 84) { $0.line((0, 42), (94, 42)); $0.line((54, 2), (95, 42), (54, 82)) }
        add("arrow.left", 96, 84) { $0.line((96, 42), (2, 42)); $0.line((42, 2), (1, 42), (42, 82)) }
        add("arrow.up", 84, 96) { $0.line((42, 96), (42, 2)); $0.line((2, 42), (42, 1), (82, 42)) }
        add("arrow.down", 84, 96) { $0.line((42, 0), (42, 94)); $0.line((2, 54), (42, 95), (82, 54)) }
        add("arrow.clockwise", 96, 104) { s in
            s.line(Sketch.arc(48, 58, 42, from: -45, to: 270))
            s.polygon((44, 2), (62, 16), (44, 30))
        }
        add("arrow.counterclockwise", 96, 104) { s in
            s.line(Sketch.arc(48, 58, 42, from: 225, to: -90))
            s.polygon((52, 2), (34, 16), (52, 30))
        }
        add("arrow.uturn.backward", 100, 90) { s in
            s.line([(6, 26), (64, 26)] + Sketch.arc(64, 58, 32, from: -90, to: 90) + [(30, 90)])
            s.line((30, 2), (4, 26), (30, 50))
        }
        add("arrow.uturn.forward", 100, 90) { s in
            s.line([(94, 26), (36, 26)] + Sketch.arc(36, 58, 32, from: 270, to: 90) + [(70, 90)])
            s.line((70, 2), (96, 26), (70, 50))
        }
        add("arrowshape.turn.up.left", 112, 90) { s in
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 0, y: 36))
            p.addLine(to: CGPoint(x: 44, y: 0))
            p.addLine(to: CGPoint(x: 44, y: 22))
            p.addCurve(to: CGPoint(x: 112, y: 90), control1: CGPoint(x: 88, y: 22), control2: CGPoint(x: 112, y: 50))
            p.addCurve(to: CGPoint(x: 44, y: 52), control1: CGPoint(x: 96, y: 62), control2: CGPoint(x: 76, y: 52))
            p.addLine(to: CGPoint(x: 44, y: 74))
            p.closeSubpath()
            s.stroke(p)
        }

        // Marks.
        add("xmark", 80, 80) { $0.line((0, 0), (80, 80)); $0.line((80, 0), (0, 80)) }
        add("plus", 92, 92) { $0.line((46, 0), (46, 92)); $0.line((0, 46), (92, 46)) }
        add("minus", 92, 0) { $0.line((0, 0), (92, 0)) }
        add("checkmark", 96, 90) { $0.line((0, 50), (34, 90), (96, 0)) }
        add("ellipsis", 100, 16) { $0.dot(8, 8, 8); $0.dot(50, 8, 8); $0.dot(92, 8, 8) }

        // Circled marks (larger than the plain ones, as circled symbols are).
        func circled(_ name: String, filled: Bool, _ inner: @escaping @Sendable (inout Sketch, Bool) -> Void) {
            add(name, 112, 112) { s in
                if filled { s.fill(Sketch.circle(56, 56, 56)) } else { s.strokeCircle(56, 56, 56) }
                inner(&s, filled)
            }
        }
        @Sendable func mark(_ s: inout Sketch, _ filled: Bool, _ points: [GlyphSketch.Point]) {
            if filled { s.operations.append((.clearStroke, { let p = CGMutablePath(); p.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) }); return p }())) } else { s.line(points) }
        }
        for filled in [false, true] {
            let suffix = filled ? ".fill" : ""
            circled("xmark.circle" + suffix, filled: filled) { s, f in mark(&s, f, [(38, 38), (74, 74)]); mark(&s, f, [(74, 38), (38, 74)]) }
            circled("plus.circle" + suffix, filled: filled) { s, f in mark(&s, f, [(56, 30), (56, 82)]); mark(&s, f, [(30, 56), (82, 56)]) }
            circled("checkmark.circle" + suffix, filled: filled) { s, f in mark(&s, f, [(32, 58), (50, 76), (80, 38)]) }
        }
        circled("ellipsis.circle", filled: false) { s, _ in s.dot(32, 56, 6); s.dot(56, 56, 6); s.dot(80, 56, 6) }
        circled("info.circle", filled: false) { s, _ in
            s.dot(56, 32, 6)
            s.line((46, 50), (56, 50), (56, 82))
            s.line((44, 82), (68, 82))
        }
        circled("questionmark.circle", filled: false) { s, _ in
            s.line(Sketch.arc(56, 44, 16, from: 180, to: 360) + [(56, 60), (56, 68)])
            s.dot(56, 84, 5)
        }
        circled("person.circle", filled: false) { s, _ in
            s.strokeCircle(56, 44, 18)
            let body = CGMutablePath()
            body.move(to: CGPoint(x: 22, y: 96))
            body.addCurve(to: CGPoint(x: 90, y: 96), control1: CGPoint(x: 34, y: 62), control2: CGPoint(x: 78, y: 62))
            s.stroke(body)
        }
        circled("clock", filled: false) { s, _ in s.line((56, 24), (56, 56), (78, 70)) }
        circled("globe", filled: false) { s, _ in
            s.stroke({ let p = CGMutablePath(); p.addEllipse(in: CGRect(x: 32, y: 0, width: 48, height: 112)); return p }())
            s.line((0, 56), (112, 56))
            s.line((56, 0), (56, 112))
            s.line((10, 28), (102, 28))
            s.line((10, 84), (102, 84))
        }
        add("exclamationmark.triangle", 118, 104) { s in
            s.outline((59, 0), (118, 104), (0, 104))
            s.line((59, 36), (59, 68))
            s.dot(59, 86, 5)
        }

        // Sharing, editing, files.
        add("square.and.arrow.up", 88, 118) { s in
            s.line((28, 48), (0, 48), (0, 118), (88, 118), (88, 48), (60, 48))
            s.line((44, 80), (44, 1))
            s.line((24, 21), (44, 1), (64, 21))
        }
        add("square.and.arrow.down", 88, 118) { s in
            s.line((28, 48), (0, 48), (0, 118), (88, 118), (88, 48), (60, 48))
            s.line((44, 0), (44, 80))
            s.line((24, 60), (44, 80), (64, 60))
        }
        for filled in [false, true] {
            add(filled ? "trash.fill" : "trash", 88, 110) { s in
                s.line((0, 18), (88, 18))
                s.line((28, 18), (28, 2), (60, 2), (60, 18))
                if filled {
                    s.polygon((8, 26), (14, 110), (74, 110), (80, 26))
                    s.clearLine((34, 40), (35, 94))
                    s.clearLine((54, 40), (53, 94))
                } else {
                    s.outline((8, 26), (14, 110), (74, 110), (80, 26))
                    s.line((34, 40), (35, 94))
                    s.line((54, 40), (53, 94))
                }
            }
        }
        for filled in [false, true] {
            add(filled ? "folder.fill" : "folder", 118, 90) { s in
                let shape: [GlyphSketch.Point] = [(0, 90), (0, 0), (40, 0), (52, 14), (118, 14), (118, 90)]
                if filled {
                    s.fill({ let p = CGMutablePath(); p.addLines(between: shape.map { CGPoint(x: $0.0, y: $0.1) }); p.closeSubpath(); return p }())
                    s.clearLine((8, 28), (110, 28))
                } else {
                    s.line(shape + [(0, 90)])
                    s.line((0, 28), (118, 28))
                }
            }
        }
        add("doc", 82, 108) { s in
            s.outline((0, 0), (54, 0), (82, 28), (82, 108), (0, 108))
            s.line((54, 0), (54, 28), (82, 28))
        }
        add("doc.text", 82, 108) { s in
            s.outline((0, 0), (54, 0), (82, 28), (82, 108), (0, 108))
            s.line((54, 0), (54, 28), (82, 28))
            s.line((18, 50), (64, 50)); s.line((18, 68), (64, 68)); s.line((18, 86), (48, 86))
        }
        /// A pencil from its tip at the origin along +x, `length` long.
        @Sendable func pencil(_ s: inout Sketch, length: CGFloat, width: CGFloat, tip: CGPoint, angle: CGFloat) {
            let start = s.operations.count
            let h = width / 2
            s.outline((0, 0), (h * 1.6, -h), (length, -h), (length, h), (h * 1.6, h))
            s.line((length - h * 1.4, -h), (length - h * 1.4, h))
            s.transform(from: start, by: CGAffineTransform(translationX: tip.x, y: tip.y).rotated(by: angle))
        }
        add("pencil", 100, 100) { s in pencil(&s, length: 130, width: 26, tip: CGPoint(x: 0, y: 100), angle: -.pi / 4) }
        add("square.and.pencil", 106, 104) { s in
            s.line((50, 12), (0, 12), (0, 104), (92, 104), (92, 54))
            pencil(&s, length: 78, width: 16, tip: CGPoint(x: 40, y: 68), angle: -.pi / 4)
        }
        add("paperplane", 104, 104) { s in
            s.outline((0, 44), (104, 0), (60, 104), (46, 58))
            s.line((46, 58), (104, 0))
        }
        for filled in [false, true] {
            add(filled ? "envelope.fill" : "envelope", 118, 86) { s in
                if filled {
                    s.fill(Sketch.roundedRect(0, 0, 118, 86, 10))
                    s.clearLine((6, 8), (59, 50), (112, 8))
                } else {
                    s.stroke(Sketch.roundedRect(0, 0, 118, 86, 10))
                    s.line((4, 6), (59, 50), (114, 6))
                }
            }
        }
        add("phone", 100, 100) { s in
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 12, y: 0))
            p.addLine(to: CGPoint(x: 30, y: 0))
            p.addLine(to: CGPoint(x: 40, y: 28))
            p.addLine(to: CGPoint(x: 28, y: 40))
            p.addCurve(to: CGPoint(x: 60, y: 72), control1: CGPoint(x: 36, y: 54), control2: CGPoint(x: 46, y: 64))
            p.addLine(to: CGPoint(x: 72, y: 60))
            p.addLine(to: CGPoint(x: 100, y: 70))
            p.addLine(to: CGPoint(x: 100, y: 88))
            p.addCurve(to: CGPoint(x: 88, y: 100), control1: CGPoint(x: 100, y: 96), control2: CGPoint(x: 96, y: 100))
            p.addCurve(to: CGPoint(x: 0, y: 12), control1: CGPoint(x: 40, y: 100), control2: CGPoint(x: 0, y: 60))
            p.addCurve(to: CGPoint(x: 12, y: 0), control1: CGPoint(x: 0, y: 4), control2: CGPoint(x: 4, y: 0))
            p.closeSubpath()
            s.stroke(p)
        }
        add("message", 112, 100) { s in
            s.stroke({ let p = CGMutablePath(); p.addEllipse(in: CGRect(x: 0, y: 0, width: 112, height: 84)); return p }())
            s.line((20, 72), (8, 100), (42, 82))
        }

        // Objects.
        add("magnifyingglass", 100, 100) { s in s.strokeCircle(40, 40, 40); s.line((69, 69), (100, 100)) }
        @Sendable func gearTeeth(_ teeth: Int, outer: CGFloat, inner: CGFloat) -> [GlyphSketch.Point] {
            var points: [GlyphSketch.Point] = []
            let step = 360 / CGFloat(teeth)
            for i in 0..<teeth {
                let a = CGFloat(i) * step
                for (offset, radius) in [(-0.3, inner), (-0.18, outer), (0.18, outer), (0.3, inner)] as [(CGFloat, CGFloat)] {
                    let angle = (a + offset * step) * .pi / 180
                    points.append((55 + radius * cos(angle), 55 + radius * sin(angle)))
                }
            }
            return points + [points[0]]
        }
        add("gear", 110, 110) { s in
            s.line(gearTeeth(10, outer: 55, inner: 44))
            s.strokeCircle(55, 55, 26)
            s.strokeCircle(55, 55, 8)
            for i in 0..<6 {
                let a = CGFloat(i) * .pi / 3
                s.line((55 + 8 * cos(a), 55 + 8 * sin(a)), (55 + 26 * cos(a), 55 + 26 * sin(a)))
            }
        }
        add("gearshape", 110, 110) { s in
            s.line(gearTeeth(8, outer: 55, inner: 42))
            s.strokeCircle(55, 55, 18)
        }
        for filled in [false, true] {
            add(filled ? "heart.fill" : "heart", 108, 96) { s in
                let p = CGMutablePath()
                p.move(to: CGPoint(x: 54, y: 96))
                p.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 20, y: 72), control2: CGPoint(x: 0, y: 54))
                p.addCurve(to: CGPoint(x: 27, y: 0), control1: CGPoint(x: 0, y: 12), control2: CGPoint(x: 12, y: 0))
                p.addCurve(to: CGPoint(x: 54, y: 18), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: 50, y: 8))
                p.addCurve(to: CGPoint(x: 81, y: 0), control1: CGPoint(x: 58, y: 8), control2: CGPoint(x: 68, y: 0))
                p.addCurve(to: CGPoint(x: 108, y: 30), control1: CGPoint(x: 96, y: 0), control2: CGPoint(x: 108, y: 12))
                p.addCurve(to: CGPoint(x: 54, y: 96), control1: CGPoint(x: 108, y: 54), control2: CGPoint(x: 88, y: 72))
                p.closeSubpath()
                if filled { s.fill(p) } else { s.stroke(p) }
            }
            add(filled ? "star.fill" : "star", 112, 106) { s in
                let p = CGMutablePath()
                var points: [CGPoint] = []
                for i in 0..<10 {
                    let r: CGFloat = i % 2 == 0 ? 58 : 24
                    let a = (-90 + CGFloat(i) * 36) * .pi / 180
                    points.append(CGPoint(x: 56 + r * cos(a), y: 58 + r * sin(a)))
                }
                p.addLines(between: points)
                p.closeSubpath()
                if filled { s.fill(p) } else { s.stroke(p) }
            }
            add(filled ? "person.fill" : "person", 92, 104) { s in
                let head = Sketch.circle(46, 24, 24)
                let body = CGMutablePath()
                body.move(to: CGPoint(x: 0, y: 104))
                body.addCurve(to: CGPoint(x: 92, y: 104), control1: CGPoint(x: 0, y: 60), control2: CGPoint(x: 92, y: 60))
                body.closeSubpath()
                if filled { s.fill(head); s.fill(body) } else { s.stroke(head); s.stroke(body) }
            }
            add(filled ? "bell.fill" : "bell", 96, 108) { s in
                let p = CGMutablePath()
                p.move(to: CGPoint(x: 0, y: 86))
                p.addLine(to: CGPoint(x: 12, y: 72))
                p.addLine(to: CGPoint(x: 14, y: 42))
                p.addCurve(to: CGPoint(x: 48, y: 8), control1: CGPoint(x: 14, y: 20), control2: CGPoint(x: 30, y: 8))
                p.addCurve(to: CGPoint(x: 82, y: 42), control1: CGPoint(x: 66, y: 8), control2: CGPoint(x: 82, y: 20))
                p.addLine(to: CGPoint(x: 84, y: 72))
                p.addLine(to: CGPoint(x: 96, y: 86))
                p.closeSubpath()
                let clapper = CGMutablePath()
                clapper.move(to: CGPoint(x: 36, y: 94))
                clapper.addCurve(to: CGPoint(x: 60, y: 94), control1: CGPoint(x: 38, y: 109), control2: CGPoint(x: 58, y: 109))
                if filled { s.fill(p); s.fill(clapper) } else { s.stroke(p); s.stroke(clapper) }
                s.line((48, 0), (48, 8))
            }
            add(filled ? "house.fill" : "house", 116, 100) { s in
                if filled {
                    s.polygon((16, 40), (58, 6), (100, 40), (100, 100), (16, 100))
                    s.clear(Sketch.roundedRect(46, 66, 24, 34, 3))
                } else {
                    s.line((16, 38), (16, 100), (100, 100), (100, 38))
                    s.stroke(Sketch.roundedRect(46, 66, 24, 34, 3))
                }
                s.line((0, 50), (58, 0), (116, 50))
            }
            add(filled ? "camera.fill" : "camera", 118, 88) { s in
                let body = Sketch.roundedRect(0, 16, 118, 72, 14)
                if filled {
                    s.fill(body)
                    s.polygon((36, 16), (44, 2), (74, 2), (82, 16))
                    s.clear(Sketch.circle(59, 52, 23))
                    s.dot(59, 52, 13)
                } else {
                    s.stroke(body)
                    s.line((36, 16), (44, 2), (74, 2), (82, 16))
                    s.strokeCircle(59, 52, 20)
                }
            }
            add(filled ? "bookmark.fill" : "bookmark", 70, 104) { s in
                if filled { s.polygon((0, 0), (70, 0), (70, 104), (35, 76), (0, 104)) } else { s.outline((0, 0), (70, 0), (70, 104), (35, 76), (0, 104)) }
            }
            add(filled ? "lock.fill" : "lock", 80, 112) { s in
                s.line([(16, 50)] + Sketch.arc(40, 28, 24, from: 180, to: 360) + [(64, 50)])
                let body = Sketch.roundedRect(0, 50, 80, 62, 10)
                if filled { s.fill(body); s.clear(Sketch.circle(40, 76, 6)); s.clearLine((40, 78), (40, 94)) } else { s.stroke(body) }
            }
        }
        add("photo", 118, 90) { s in
            s.stroke(Sketch.roundedRect(0, 0, 118, 90, 12))
            s.strokeCircle(34, 28, 10)
            s.line((6, 80), (42, 48), (64, 66), (84, 48), (112, 74))
        }
        add("book", 116, 92) { s in
            let left = CGMutablePath()
            left.move(to: CGPoint(x: 58, y: 14))
            left.addCurve(to: CGPoint(x: 0, y: 4), control1: CGPoint(x: 42, y: 2), control2: CGPoint(x: 18, y: 0))
            left.addLine(to: CGPoint(x: 0, y: 82))
            left.addCurve(to: CGPoint(x: 58, y: 92), control1: CGPoint(x: 20, y: 78), control2: CGPoint(x: 42, y: 80))
            let right = CGMutablePath()
            right.move(to: CGPoint(x: 58, y: 14))
            right.addCurve(to: CGPoint(x: 116, y: 4), control1: CGPoint(x: 74, y: 2), control2: CGPoint(x: 98, y: 0))
            right.addLine(to: CGPoint(x: 116, y: 82))
            right.addCurve(to: CGPoint(x: 58, y: 92), control1: CGPoint(x: 96, y: 78), control2: CGPoint(x: 74, y: 80))
            s.stroke(left); s.stroke(right)
            s.line((58, 14), (58, 92))
        }
        add("line.3.horizontal", 96, 70) { s in s.line((0, 0), (96, 0)); s.line((0, 35), (96, 35)); s.line((0, 70), (96, 70)) }
        add("slider.horizontal.3", 104, 84) { s in
            for (y, knob) in [(CGFloat(8), CGFloat(70)), (42, 30), (76, 60)] {
                s.line((0, y), (104, y))
                s.clear(Sketch.circle(knob, y, 12))
                s.strokeCircle(knob, y, 8)
            }
        }
        add("list.bullet", 104, 80) { s in
            for y in [CGFloat(8), 40, 72] { s.dot(8, y, 7); s.line((32, y), (104, y)) }
        }
        add("square.grid.2x2", 100, 100) { s in
            for (x, y) in [(CGFloat(0), CGFloat(0)), (58, 0), (0, 58), (58, 58)] { s.stroke(Sketch.roundedRect(x, y, 42, 42, 8)) }
        }
        add("play.fill", 76, 92) { $0.polygon((0, 0), (76, 46), (0, 92)) }
        add("pause.fill", 66, 90) { $0.fill(Sketch.roundedRect(0, 0, 22, 90, 3)); $0.fill(Sketch.roundedRect(44, 0, 22, 90, 3)) }
        add("stop.fill", 84, 84) { $0.fill(Sketch.roundedRect(0, 0, 84, 84, 10)) }
        add("backward.fill", 130, 76) { $0.polygon((64, 0), (0, 38), (64, 76)); $0.polygon((130, 0), (66, 38), (130, 76)) }
        add("forward.fill", 130, 76) { $0.polygon((0, 0), (64, 38), (0, 76)); $0.polygon((66, 0), (130, 38), (66, 76)) }
        add("calendar", 108, 104) { s in
            s.stroke(Sketch.roundedRect(0, 8, 108, 96, 12))
            s.line((0, 32), (108, 32))
            s.line((28, 0), (28, 16)); s.line((80, 0), (80, 16))
            for row in 0..<3 { for col in 0..<4 where !(row == 2 && col == 3) {
                s.dot(20 + CGFloat(col) * 22.7, 50 + CGFloat(row) * 18, 3)
            } }
        }
        add("location", 100, 100) { $0.outline((100, 0), (58, 100), (48, 52), (0, 42)) }
        add("map", 116, 102) { s in
            s.outline((0, 12), (38, 0), (78, 12), (116, 0), (116, 90), (78, 102), (38, 90), (0, 102))
            s.line((38, 0), (38, 90)); s.line((78, 12), (78, 102))
        }
        add("cart", 118, 100) { s in
            s.line((0, 4), (18, 4), (34, 70), (104, 70))
            s.line((22, 20), (118, 20), (108, 54), (30, 54))
            s.strokeCircle(40, 90, 9); s.strokeCircle(96, 90, 9)
        }
        return c
    }()
}
