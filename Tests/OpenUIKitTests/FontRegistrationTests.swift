import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// `CGFont(_:)` and `CTFontManagerRegisterGraphicsFont(_:_:)`, as a library
/// that bundles its fonts uses them: the font's names are read from its data,
/// and once registered, `UIFont(name:size:)` with its PostScript name draws in it.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct FontRegistrationTests {
    /// DejaVu Serif renamed "Segue\(letter) Serif" (PostScript "Segue\(letter)Serif"): a font fontconfig does not
    /// know (the names keep their length, as the font's tables need).
    static func renamedSerif(_ letter: Character) throws -> Data {
        let url = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        var bytes = [UInt8](try Data(contentsOf: url))
        func replace(_ old: String, _ new: String) {
            let encodings: [(String) -> [UInt8]] = [{ Array($0.utf8) }, { $0.utf8.flatMap { [0, $0] } }]
            for encode in encodings {
                let (from, to) = (encode(old), encode(new))
                var index = 0
                while index + from.count <= bytes.count {
                    if bytes[index] == from[0], Array(bytes[index..<index + from.count]) == from {
                        bytes.replaceSubrange(index..<index + from.count, with: to)
                        index += from.count
                    } else {
                        index += 1
                    }
                }
            }
        }
        replace("DejaVu Serif", "Segue\(letter) Serif")
        replace("DejaVuSerif", "Segue\(letter)Serif")
        return Data(bytes)
    }

    private func width(of text: String, in font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.sizeThatFits(CGSize(width: 10_000, height: 10_000)).width
    }

    @Test func aRegisteredFontIsDrawnUnderItsPostScriptName() throws {
        let data = try Self.renamedSerif("T")
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "SegueTSerif")
        #expect(font.fullName == "SegueT Serif")
        let text = "Hamburgefonstiv WWW"
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 30))
        let sans = try #require(UIFont(name: "DejaVu Sans", size: 30))
        #expect(width(of: text, in: serif) != width(of: text, in: sans), "the two faces measure apart")
        let before = try #require(UIFont(name: "SegueTSerif", size: 30))
        #expect(before.familyName == "SegueTSerif")
        #expect(width(of: text, in: before) != width(of: text, in: serif), "unknown: drawn in fontconfig's default")

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        let after = try #require(UIFont(name: "SegueTSerif", size: 30))
        #expect(after.familyName == "SegueT Serif" && after.fontName == "SegueTSerif")
        #expect(width(of: text, in: after) == width(of: text, in: serif), "drawn in the registered (serif) outlines")
        #expect(after.withSize(12).familyName == "SegueT Serif")

        #expect(!CTFontManagerRegisterGraphicsFont(font, &error), "once only")
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == kCTFontManagerErrorDomain && failure.code == CTFontManagerError.alreadyRegistered.rawValue)
    }

    @Test func dataThatIsNoFontMakesNoFont() throws {
        let text = try #require(CGDataProvider(data: Data("not a font".utf8)))
        let truncated = try #require(CGDataProvider(data: Data([0, 1, 0, 0, 0, 9])))
        #expect(CGFont(text) == nil)
        #expect(CGFont(truncated) == nil, "a truncated header")
    }
}
