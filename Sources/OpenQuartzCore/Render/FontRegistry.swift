#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// The fonts the process registered (`CTFontManagerRegisterGraphicsFont`):
/// each is handed to fontconfig as an application font, so Pango draws text
/// in it, and its PostScript and full names lead `UIFont(name:size:)` to its
/// family and style. Registration is process-wide, as on iOS.
package enum FontRegistry {
    /// A registered font's family and style.
    package struct Face: Sendable, Equatable {
        package let family: String
        package let style: String
    }

    /// Why a registration failed.
    package enum Failure: Error {
        /// A font with this PostScript name is registered already (Core Text's error 105).
        case alreadyRegistered
        /// fontconfig is missing or refused the font (Core Text's error 104, invalid font file).
        case rejected(String)
    }

    private struct State {
        var faces: [String: Face] = [:]
        var generation = 0
        var directory: URL?
    }
    private static let state = Mutex(State())

    /// Bumped by each registration: Pango's font map is told at its next layout.
    package static var generation: Int { state.withLock { $0.generation } }

    /// The registered face a font name (PostScript or full) stands for.
    package static func face(named name: String) -> Face? {
        state.withLock { $0.faces[name] }
    }

    /// Registers `font` with fontconfig under its names.
    package static func register(_ font: CGFont) throws(Failure) {
        let names = [font.postScriptName, font.fullName].compactMap { $0 }
        let face = Face(family: font.familyName, style: font.styleName)
        let taken = state.withLock { state in names.contains { state.faces[$0] != nil } }
        guard !taken else { throw .alreadyRegistered }
        guard let addFile = FontConfig.appFontAddFile else { throw .rejected("fontconfig is not installed (libfontconfig.so.1)") }
        let directory = state.withLock { state -> URL in
            if let directory = state.directory { return directory }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fonts-\(getpid())")
            state.directory = directory
            return directory
        }
        let file = directory.appendingPathComponent("\(UUID().uuidString).font")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try font.data.write(to: file)
        } catch {
            throw .rejected("the font could not be written for fontconfig: \(error)")
        }
        guard file.path.withCString({ addFile(nil, $0) }) != 0 else { throw .rejected("fontconfig refused the font") }
        state.withLock { state in
            for name in names { state.faces[name] = face }
            state.generation += 1
        }
    }
}

/// fontconfig's application-font call, bound at run time as Pango is.
private enum FontConfig {
    static let appFontAddFile: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32)? = {
        guard let handle = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_GLOBAL),
              let symbol = dlsym(handle, "FcConfigAppFontAddFile") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32).self)
    }()
}
