/// The Pango layouts a runtime has made, with their sizes, by everything a
/// layout depends on (`TextLayout.Key`: text, font, size, alignment, wrapping,
/// truncation and width; not the colour, which drawing sets).
///
/// Laying text out (itemizing and shaping it) is most of what drawing a label
/// costs, and screens draw the same strings again and again: a navigation bar
/// makes new title and back-button labels on every push and pop. A layout
/// found here is drawn as it is, at any scale (layouts are made in Pango's
/// point context, R18.9).
@MainActor
struct TextLayoutCache {
    /// A laid-out text and its size in points.
    final class Entry {
        let layout: Pango.Layout
        let size: CGSize
        private let unref: @convention(c) (OpaquePointer?) -> Void

        init(layout: Pango.Layout, size: CGSize, unref: @escaping @convention(c) (OpaquePointer?) -> Void) {
            self.layout = layout
            self.size = size
            self.unref = unref
        }

        deinit { unref(layout) }
    }

    /// How many layouts the cache keeps before it starts afresh.
    static let limit = 1024

    private var entries: [TextLayout.Key: Entry] = [:]

    /// The entry for `key`, laid out by `make` the first time.
    mutating func entry(for key: TextLayout.Key, pango: Pango, make: () -> Pango.Layout?) -> Entry? {
        // Layouts made before a font was registered may have fallen back to another font.
        if pango.refreshFonts() { entries.removeAll() }
        if let known = entries[key] { return known }
        guard let layout = make() else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        pango.getPixelSize(layout, &width, &height)
        let entry = Entry(layout: layout, size: CGSize(width: CGFloat(width), height: CGFloat(height)), unref: pango.objectUnref)
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
        return entry
    }
}
