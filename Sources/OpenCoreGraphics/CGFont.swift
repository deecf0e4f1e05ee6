import Foundation

/// A font as Core Graphics knows it: the data of a TrueType or OpenType font
/// (the first face of a collection), and the names in its `name` table.
/// Register one with `CTFontManagerRegisterGraphicsFont(_:_:)` to draw text in it.
public final class CGFont: Sendable {
    /// The font file's bytes.
    package let data: Data
    /// The family (the typographic family when the font has one), e.g. "Montserrat".
    package let familyName: String
    /// The style within the family, e.g. "Regular", "Bold Italic".
    package let styleName: String
    private let postScript: String?
    private let full: String?

    /// The font in `provider`'s data; nil when the data is not a TrueType or
    /// OpenType font (or collection) with a `name` table giving its family.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let names = SFNTNames(data), let family = names.family else { return nil }
        self.data = data
        familyName = family
        styleName = names.style ?? "Regular"
        postScript = names.postScript
        full = names.full
    }

    /// The font's PostScript name ("Montserrat-Regular"), the name `UIFont(name:size:)` takes.
    public var postScriptName: CFString? { postScript }

    /// The font's full name ("Montserrat Regular").
    public var fullName: CFString? { full }
}

/// The names of an sfnt font's `name` table.
struct SFNTNames {
    var family: String?
    var style: String?
    var full: String?
    var postScript: String?

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        // A collection: its first font.
        var font = 0
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard let first = u32(12) else { return nil }
            font = first
        }
        guard let version = u32(font), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let tables = u16(font + 4) else { return nil }
        var nameTable: Int?
        for index in 0..<tables {
            let record = font + 12 + index * 16
            guard record + 16 <= bytes.count else { return nil }
            if Array(bytes[record..<record + 4]) == Array("name".utf8) { nameTable = u32(record + 8) }
        }
        guard let table = nameTable, let count = u16(table + 2), let stringsOffset = u16(table + 4) else { return nil }
        // Each name once, Windows Unicode (US English first) over Unicode over Mac Roman.
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let encoding = u16(record + 2), let language = u16(record + 4),
                  let nameID = u16(record + 6), let length = u16(record + 8), let offset = u16(record + 10),
                  [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
            let start = table + stringsOffset + offset
            guard start + length <= bytes.count else { continue }
            let raw = Array(bytes[start..<start + length])
            let rank: Int, text: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10):
                rank = language == 0x409 ? 0 : 1
                text = String(bytes: raw, encoding: .utf16BigEndian)
            case (0, _):
                rank = 2
                text = String(bytes: raw, encoding: .utf16BigEndian)
            case (1, 0):
                rank = 3
                text = String(bytes: raw, encoding: .macOSRoman)
            default:
                continue
            }
            guard let text, !text.isEmpty, rank < best[nameID]?.rank ?? .max else { continue }
            best[nameID] = (rank, text)
        }
        family = best[16]?.text ?? best[1]?.text
        style = best[17]?.text ?? best[2]?.text
        full = best[4]?.text
        postScript = best[6]?.text
    }
}
