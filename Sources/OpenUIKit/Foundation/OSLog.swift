import Foundation

/// A log: messages written to it carry its subsystem and category.
///
/// Apple's unified logging system does not exist on Linux: Segue writes the
/// messages it would keep (types `.default`, `.error` and `.fault`) to standard
/// error, and drops `.info` and `.debug` messages, which iOS keeps only in memory
/// or while debug logging is on (see docs/Differences.md).
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem messages are logged under (`"com.example.app"`).
    public let subsystem: String
    /// The category messages are logged under.
    public let category: String
    private let isEnabled: Bool

    /// A log for a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The shared log, with no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")

    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether a message of `type` written to this log is kept.
    public func isEnabled(type: OSLogType) -> Bool {
        isEnabled && type != .info && type != .debug
    }

    func write(_ message: String, type: OSLogType) {
        guard isEnabled(type: type) else { return }
        let origin = subsystem.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data("\(origin)\(message)\n".utf8))
    }
}

/// The level of a log message.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A message worth keeping.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that helps trouble-shooting, kept in memory only on iOS.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information for debugging, kept only while debug logging is on.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Writes a message to a log. `message` is a printf-style format whose
/// conversions may carry a privacy modifier (`%{public}@`); each is replaced by
/// the next argument's description.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(formatLogMessage(message.description, args), type: type)
}

/// Writes a message of a type to a log.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    log.write(formatLogMessage(message.description, args), type: type)
}

/// Replaces each conversion of a log format (`%@`, `%{public}d`, `%.2f`…) by
/// the description of the next argument; `%%` is a percent sign.
func formatLogMessage(_ format: String, _ args: [any CVarArg]) -> String {
    var output = ""
    var remaining = args[...]
    var characters = format[...]
    while let character = characters.popFirst() {
        guard character == "%" else {
            output.append(character)
            continue
        }
        if characters.first == "%" {
            characters.removeFirst()
            output.append("%")
            continue
        }
        if characters.first == "{", let close = characters.firstIndex(of: "}") {
            characters = characters[characters.index(after: close)...]
        }
        // Flags, width, precision and length, up to the conversion character.
        while let next = characters.first, !(next.isLetter && !"hlqLjzt".contains(next)) && next != "@" {
            characters.removeFirst()
        }
        _ = characters.popFirst()
        output += remaining.popFirst().map { String(describing: $0) } ?? ""
    }
    return output
}
