import Foundation

/// The domain of Core Text's font manager errors.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Core Text's font manager errors (the codes of `kCTFontManagerErrorDomain`).
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
}

/// Makes `font` available to the process: `UIFont(name:size:)` with its
/// PostScript or full name gives it, and text is drawn in it (Segue hands it
/// to fontconfig as an application font). False, with `error` set to a
/// `kCTFontManagerErrorDomain` error, when a font of that name is already
/// registered (`alreadyRegistered`) or fontconfig refuses it (`invalidFontData`).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    do {
        try FontRegistry.register(font)
        return true
    } catch let failure {
        let (code, reason): (CTFontManagerError, String) = switch failure {
        case .alreadyRegistered: (.alreadyRegistered, "The font is already registered.")
        case .rejected(let why): (.invalidFontData, why)
        }
        let value = NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])
        error?.pointee = Unmanaged.passRetained(value)
        return false
    }
}
