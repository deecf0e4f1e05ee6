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
    @MainActor
    package func size(constrainedToWidth width: CGFloat?) -> CGSize {
        guard let pango = Pango.shared else { return .zero }
        return laidOut(pango, width: width)?.size ?? .zero
    }

    /// What a layout depends on: everything but the colour.
    struct Key: Hashable {
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

    /// The text laid out at `width`, made once per runtime (`SegueRuntime.textLayouts`).
    @MainActor
    private func laidOut(_ pango: Pango, width: CGFloat?) -> TextLayoutCache.Entry? {
        SegueRuntime.current.textLayouts.entry(for: Key(layout: self, width: width), pango: pango) {
            makeLayout(pango, width: width)
        }
    }

    /// Draws the text into `cr` (user space in points) inside `rect`, aligned in it.
    @MainActor
    package func draw(in cr: OpaquePointer, rect: CGRect) {
        guard let pango = Pango.shared else {
            SegueDiagnostics.report("Text \"\(text.prefix(20))\": cannot draw: \(Pango.loadError ?? "Pango unavailable")")
            return
        }
        let constrained = wraps || truncation != .none || maximumLines > 0
        guard let laidOut = laidOut(pango, width: constrained ? rect.width : nil) else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        if !constrained {
            // Without a width Pango aligns lines to the widest one; place that line in the box.
            let spare = Double(rect.width) - Double(laidOut.size.width)
            switch alignment {
            case .center: cairo_translate(cr, spare / 2, 0)
            case .right: cairo_translate(cr, spare, 0)
            default: break
            }
        }
        RoundedRect.setSource(cr, color)
        pango.showLayout(cr, laidOut.layout)
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
