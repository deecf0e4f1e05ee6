import CCairo

/// Text laid out and drawn with Pango, for `CATextLayer` and UIKit's text views.
package struct TextLayout {
    package enum Alignment: Sendable { case left, center, right, justified }
    package enum Truncation: Sendable { case none, start, middle, end }

    package var text: String
    /// A Pango font description ("DejaVu Sans Bold").
    package var font: String
    package var fontSize: CGFloat
    package var color: CGColor
    package var alignment: Alignment = .left
    /// Wrap at `width` (otherwise one line per explicit line break).
    package var wraps = false
    /// At most this many lines (0: no limit), the last one ellipsized.
    package var maximumLines = 0
    package var truncation: Truncation = .none

    package init(text: String, font: String, fontSize: CGFloat, color: CGColor) {
        self.text = text
        self.font = font
        self.fontSize = fontSize
        self.color = color
    }

    /// The size the text needs, given a width to wrap or truncate at (nil: unlimited).
    /// Measurements are remembered: labels measure the same strings again and again
    /// (a navigation bar lays out its titles on every push and pop).
    @MainActor
    package func size(constrainedToWidth width: CGFloat?) -> CGSize {
        let key = MeasurementKey(layout: self, width: width)
        let runtime = SegueRuntime.current
        if let known = runtime.textMeasurements[key] { return known }
        let size = measure(constrainedToWidth: width)
        if runtime.textMeasurements.count >= TextLayout.measurementLimit { runtime.textMeasurements.removeAll(keepingCapacity: true) }
        runtime.textMeasurements[key] = size
        return size
    }

    /// What a measurement depends on: everything but the colour.
    struct MeasurementKey: Hashable {
        let text: String, font: String, fontSize: CGFloat, alignment: Alignment, wraps: Bool, maximumLines: Int
        let truncation: Truncation, width: CGFloat?

        init(layout: TextLayout, width: CGFloat?) {
            text = layout.text
            font = layout.font
            fontSize = layout.fontSize
            alignment = layout.alignment
            wraps = layout.wraps
            maximumLines = layout.maximumLines
            truncation = layout.truncation
            self.width = width
        }
    }

    /// How many measurements a runtime remembers (`SegueRuntime.textMeasurements`) before starting afresh.
    private static let measurementLimit = 1024

    @MainActor
    private func measure(constrainedToWidth width: CGFloat?) -> CGSize {
        guard let pango = Pango.shared, let layout = makeLayout(pango, width: width) else { return .zero }
        defer { pango.objectUnref(layout) }
        var w: Int32 = 0, h: Int32 = 0
        pango.getPixelSize(layout, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    /// Draws the text into `cr` (user space in points) inside `rect`, aligned in it.
    @MainActor
    package func draw(in cr: OpaquePointer, rect: CGRect) {
        guard let pango = Pango.shared else {
            SegueDiagnostics.report("Text \"\(text.prefix(20))\": cannot draw: \(Pango.loadError ?? "Pango unavailable")")
            return
        }
        let constrained = wraps || truncation != .none || maximumLines > 0
        guard let layout = makeLayout(pango, width: constrained ? rect.width : nil) else { return }
        defer { pango.objectUnref(layout) }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        if !constrained {
            // Without a width Pango aligns lines to the widest one; place that line in the box.
            var textWidth: Int32 = 0, textHeight: Int32 = 0
            pango.getPixelSize(layout, &textWidth, &textHeight)
            let spare = Double(rect.width) - Double(textWidth)
            switch alignment {
            case .center: cairo_translate(cr, spare / 2, 0)
            case .right: cairo_translate(cr, spare, 0)
            default: break
            }
        }
        RoundedRect.setSource(cr, color)
        pango.showLayout(cr, layout)
        cairo_restore(cr)
    }

    /// Draws into a `CGContext` whose current user space is in points with a top-left origin.
    @MainActor
    package func draw(in context: CGContext, rect: CGRect) {
        context.loadUserData()
        draw(in: context.cairo, rect: rect)
        context.didDraw()
    }

    /// The text laid out in points, in Pango's point context: the same layout
    /// measures and draws, at any scale (drawing transforms it to the device).
    @MainActor
    private func makeLayout(_ pango: Pango, width: CGFloat?) -> Pango.Layout? {
        guard let layout = pango.newLayout(pango.pointContext) else { return nil }
        let description = pango.fontDescriptionFromString(font)
        pango.setAbsoluteSize(description, Double(fontSize) * Double(Pango.scale))
        pango.setFontDescription(layout, description)
        pango.freeFontDescription(description)
        text.withCString { pango.setText(layout, $0, -1) }
        if let width {
            pango.setWidth(layout, Int32(Double(width) * Double(Pango.scale)))
            pango.setWrap(layout, Pango.Wrap.wordChar.rawValue)
        }
        if maximumLines > 0 { pango.setHeight(layout, Int32(-maximumLines)) }
        switch truncation {
        case .start: pango.setEllipsize(layout, Pango.Ellipsize.start.rawValue)
        case .middle: pango.setEllipsize(layout, Pango.Ellipsize.middle.rawValue)
        case .end: pango.setEllipsize(layout, Pango.Ellipsize.end.rawValue)
        case .none: if maximumLines > 0 { pango.setEllipsize(layout, Pango.Ellipsize.end.rawValue) }
        }
        switch alignment {
        case .center: pango.setAlignment(layout, Pango.Alignment.center.rawValue)
        case .right: pango.setAlignment(layout, Pango.Alignment.right.rawValue)
        case .justified: pango.setJustify(layout, 1)
        case .left: pango.setAlignment(layout, Pango.Alignment.left.rawValue)
        }
        return layout
    }
}
