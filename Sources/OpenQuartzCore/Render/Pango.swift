#if canImport(Glibc)
import Glibc
#endif
import CCairo

/// The few Pango functions text rendering needs, bound at run time with
/// `dlopen`. Pango's pkg-config flags carry `-pthread`, which SwiftPM refuses
/// (with a warning) for system library targets, so Segue does not compile
/// against its headers; the functions below have plain C signatures.
@MainActor
final class Pango {
    /// The loaded library, or nil (with `loadError` set) when Pango is not installed.
    static let shared: Pango? = Pango()
    private(set) static var loadError: String?

    typealias Layout = OpaquePointer
    typealias FontDescription = OpaquePointer

    let showLayout: @convention(c) (OpaquePointer?, Layout?) -> Void
    let setText: @convention(c) (Layout?, UnsafePointer<CChar>?, Int32) -> Void
    let fontDescriptionFromString: @convention(c) (UnsafePointer<CChar>?) -> FontDescription?
    let setAbsoluteSize: @convention(c) (FontDescription?, Double) -> Void
    let freeFontDescription: @convention(c) (FontDescription?) -> Void
    let setFontDescription: @convention(c) (Layout?, FontDescription?) -> Void
    let setWidth: @convention(c) (Layout?, Int32) -> Void
    let setHeight: @convention(c) (Layout?, Int32) -> Void
    let setWrap: @convention(c) (Layout?, Int32) -> Void
    let setEllipsize: @convention(c) (Layout?, Int32) -> Void
    let setAlignment: @convention(c) (Layout?, Int32) -> Void
    let setJustify: @convention(c) (Layout?, Int32) -> Void
    let getPixelSize: @convention(c) (Layout?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let objectUnref: @convention(c) (OpaquePointer?) -> Void
    let newLayout: @convention(c) (OpaquePointer?) -> Layout?
    /// Tells the font map fontconfig's fonts changed (nil without pangoft2).
    private let fontMapConfigChanged: (@convention(c) (OpaquePointer?) -> Void)?
    private let contextFontMap: @convention(c) (OpaquePointer?) -> OpaquePointer?
    private let contextChanged: @convention(c) (OpaquePointer?) -> Void
    /// The `FontRegistry.generation` the font map last heard of.
    private var fontGeneration = 0

    /// The context every layout is made in: text in points, unhinted and with
    /// glyph positions left fractional, so a layout measures the same whatever
    /// scale it is drawn at (R18.9). A context made from a cairo context would
    /// follow its transform: hinted at the device resolution, rounded to device
    /// pixels, a label sized at 1× would be a little too narrow at 2× or 3×.
    let pointContext: OpaquePointer

    /// Pango's fixed-point scale (1024 units per pixel).
    static let scale: Int32 = 1024

    enum Wrap: Int32 { case word = 0, char = 1, wordChar = 2 }
    enum Ellipsize: Int32 { case none = 0, start = 1, middle = 2, end = 3 }
    enum Alignment: Int32 { case left = 0, center = 1, right = 2 }

    private init?() {
        let libraries = ["libpangocairo-1.0.so.0", "libpango-1.0.so.0", "libgobject-2.0.so.0"]
        let handles = libraries.map { dlopen($0, RTLD_NOW | RTLD_GLOBAL) }
        guard handles.allSatisfy({ $0 != nil }) else {
            Pango.loadError = "Pango is not installed (\(libraries.joined(separator: ", "))); install libpangocairo-1.0-0"
            return nil
        }
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            for handle in handles {
                if let pointer = dlsym(handle, name) { return unsafeBitCast(pointer, to: type) }
            }
            Pango.loadError = "Pango has no symbol \(name)"
            return nil
        }
        guard let showLayout = symbol("pango_cairo_show_layout", (@convention(c) (OpaquePointer?, Layout?) -> Void).self),
              let setText = symbol("pango_layout_set_text", (@convention(c) (Layout?, UnsafePointer<CChar>?, Int32) -> Void).self),
              let fromString = symbol("pango_font_description_from_string",
                                      (@convention(c) (UnsafePointer<CChar>?) -> FontDescription?).self),
              let setAbsoluteSize = symbol("pango_font_description_set_absolute_size",
                                           (@convention(c) (FontDescription?, Double) -> Void).self),
              let freeDescription = symbol("pango_font_description_free", (@convention(c) (FontDescription?) -> Void).self),
              let setFontDescription = symbol("pango_layout_set_font_description",
                                              (@convention(c) (Layout?, FontDescription?) -> Void).self),
              let setWidth = symbol("pango_layout_set_width", (@convention(c) (Layout?, Int32) -> Void).self),
              let setHeight = symbol("pango_layout_set_height", (@convention(c) (Layout?, Int32) -> Void).self),
              let setWrap = symbol("pango_layout_set_wrap", (@convention(c) (Layout?, Int32) -> Void).self),
              let setEllipsize = symbol("pango_layout_set_ellipsize", (@convention(c) (Layout?, Int32) -> Void).self),
              let setAlignment = symbol("pango_layout_set_alignment", (@convention(c) (Layout?, Int32) -> Void).self),
              let setJustify = symbol("pango_layout_set_justify", (@convention(c) (Layout?, Int32) -> Void).self),
              let getPixelSize = symbol("pango_layout_get_pixel_size",
                                        (@convention(c) (Layout?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void).self),
              let unref = symbol("g_object_unref", (@convention(c) (OpaquePointer?) -> Void).self),
              let newLayout = symbol("pango_layout_new", (@convention(c) (OpaquePointer?) -> Layout?).self),
              let defaultFontMap = symbol("pango_cairo_font_map_get_default", (@convention(c) () -> OpaquePointer?).self),
              let createContext = symbol("pango_font_map_create_context",
                                         (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
              let setFontOptions = symbol("pango_cairo_context_set_font_options",
                                          (@convention(c) (OpaquePointer?, OpaquePointer?) -> Void).self),
              let setRoundGlyphPositions = symbol("pango_context_set_round_glyph_positions",
                                                  (@convention(c) (OpaquePointer?, Int32) -> Void).self),
              let contextFontMap = symbol("pango_context_get_font_map", (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
              let contextChanged = symbol("pango_context_changed", (@convention(c) (OpaquePointer?) -> Void).self),
              let context = createContext(defaultFontMap())
        else { return nil }
        fontMapConfigChanged = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_GLOBAL).flatMap { dlsym($0, "pango_fc_font_map_config_changed") }
            .map { unsafeBitCast($0, to: (@convention(c) (OpaquePointer?) -> Void).self) }
        self.contextFontMap = contextFontMap
        self.contextChanged = contextChanged
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        setFontOptions(context, options)   // Pango keeps a copy
        cairo_font_options_destroy(options)
        setRoundGlyphPositions(context, 0)
        pointContext = context
        self.newLayout = newLayout
        self.showLayout = showLayout
        self.setText = setText
        fontDescriptionFromString = fromString
        self.setAbsoluteSize = setAbsoluteSize
        freeFontDescription = freeDescription
        self.setFontDescription = setFontDescription
        self.setWidth = setWidth
        self.setHeight = setHeight
        self.setWrap = setWrap
        self.setEllipsize = setEllipsize
        self.setAlignment = setAlignment
        self.setJustify = setJustify
        self.getPixelSize = getPixelSize
        objectUnref = unref
    }

    /// When fonts were registered since the last layout, tells the font map
    /// (which drops what it cached about fontconfig's fonts); true then.
    func refreshFonts() -> Bool {
        let generation = FontRegistry.generation
        guard generation != fontGeneration else { return false }
        fontGeneration = generation
        fontMapConfigChanged?(contextFontMap(pointContext))
        contextChanged(pointContext)
        return true
    }
}
