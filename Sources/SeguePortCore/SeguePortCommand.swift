import Foundation

/// The `segue-port` command: rewrites the Swift files under the given paths in
/// place (or, with `--check`, only says which would change).
public enum SeguePortCommand {
    public static let usage = """
        usage: segue-port [--check] <file or directory>…

        Rewrites iOS Swift sources in place so that they build against Segue
        (#selector, @objc, @objc optional protocols, #keyPath, imports, #if os(iOS),
        cell initializers, …) and prints what it changed in each file. Running it
        again changes nothing. Directories are searched for .swift files (hidden
        directories and Package.swift manifests are skipped).

          --check   change nothing; exit with status 1 when a file would change (for CI)
          --help    this text
        """

    /// Runs the command; returns its exit status (0; 1 when `--check` finds a
    /// file to change; 2 for a usage error or an unreadable file).
    public static func run(_ arguments: [String], output: (String) -> Void = { print($0) }) -> Int32 {
        var check = false
        var paths: [String] = []
        for argument in arguments {
            switch argument {
            case "--check": check = true
            case "--help", "-h":
                output(usage)
                return 0
            default:
                if argument.hasPrefix("-") {
                    output("segue-port: unknown option \(argument)\n\n\(usage)")
                    return 2
                }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            output(usage)
            return 2
        }
        var files: [String] = []
        for path in paths {
            guard let found = swiftFiles(at: path) else {
                output("segue-port: no such file or directory: \(path)")
                return 2
            }
            files += found
        }
        var sources: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                output("segue-port: cannot read \(file)")
                return 2
            }
            sources.append(String(decoding: data, as: UTF8.self))
        }

        let context = PortContext(sources: sources)
        var changedFiles = 0, changes = 0, notes = 0
        for (file, source) in zip(files, sources) {
            let result = SeguePort.port(source, context: context)
            guard result.changed || !result.notes.isEmpty else { continue }
            var lines: [String] = []
            if result.changed {
                changedFiles += 1
                changes += result.changes.count
                lines.append("\(file): \(check ? "would change" : "changed") (\(result.changes.count))")
            } else {
                lines.append("\(file): unchanged")
            }
            lines += result.changes.map { "  \($0.line): \($0.message)" }
            lines += result.notes.map { "  \($0.line): note: \($0.message)" }
            notes += result.notes.count
            output(lines.joined(separator: "\n"))
            if result.changed, !check {
                do {
                    try Data(result.source.utf8).write(to: URL(fileURLWithPath: file))
                } catch {
                    output("segue-port: cannot write \(file): \(error)")
                    return 2
                }
            }
        }
        let verb = check ? "would change" : "changed"
        output("segue-port: \(verb) \(changedFiles) of \(files.count) files (\(changes) rewrites)"
               + (notes > 0 ? "; \(notes) note\(notes == 1 ? "" : "s") for a person" : ""))
        return check && changedFiles > 0 ? 1 : 0
    }

    /// The Swift files at a path: the file itself, or those under a directory.
    static func swiftFiles(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                var isHidden: ObjCBool = false
                if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isHidden), isHidden.boolValue {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix("Package@swift") else { continue }
            files.append(base + "/" + relative)
        }
        return files.sorted()
    }
}
