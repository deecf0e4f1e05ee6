import Foundation
import Testing
import UIKit

// A library that ships its own font registers it once, from a global
// initializer, as published iOS code does: bytes bridged to CFData, a CGFont,
// CTFontManagerRegisterGraphicsFont with an Unmanaged<CFError> out-parameter.

/// DejaVu Sans Mono renamed "SegueX Sans Mono" (PostScript "SegueXSansMono"), standing for a bundled font.
func bundledFontData() -> Data? {
    guard let original = try? Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
    else { return nil }
    var bytes = [UInt8](original)
    for (old, new) in [("DejaVu Sans Mono", "SegueX Sans Mono"), ("DejaVuSansMono", "SegueXSansMono")] {
        for (from, to) in [(Array(old.utf8), Array(new.utf8)), (old.utf8.flatMap { [0, $0] }, new.utf8.flatMap { [0, $0] })] {
            var index = 0
            while index + from.count <= bytes.count {
                if Array(bytes[index..<index + from.count]) == from {
                    bytes.replaceSubrange(index..<index + from.count, with: to)
                    index += from.count
                } else {
                    index += 1
                }
            }
        }
    }
    return Data(bytes)
}

/// Registers the bundled font; false when it is missing or already registered.
func loadBundledFont() -> Bool {
    guard let data = bundledFontData(),
          let provider = CGDataProvider(data: data as CFData),
          let font = CGFont(provider)
    else { return false }
    var error: Unmanaged<CFError>?
    let success = CTFontManagerRegisterGraphicsFont(font, &error)
    if !success {
        // Already registered (by the other language mode's run of this file).
        _ = error?.takeRetainedValue()
    }
    return success
}

let loadBundledFonts: () = {
    _ = loadBundledFont()
}()

enum BundledFontScenarios {
    /// After the global initializer ran, the font's PostScript name gives its family.
    @MainActor static func bundledFontIsUsable() throws {
        loadBundledFonts
        #expect(bundledFontData() != nil, "DejaVu Sans Mono is installed")
        let font = try #require(UIFont(name: "SegueXSansMono", size: 17))
        #expect(font.familyName == "SegueX Sans Mono")
        #expect(!loadBundledFont(), "a font registers once per process")
    }
}
