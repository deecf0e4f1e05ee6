import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory segue-port [--target T…] [--check] [paths…]`
/// from a package that depends on Segue: runs segue-port on the given paths, or
/// on the source directories of the named targets, or of all the package's targets.
@main
struct SeguePortPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments.filter { $0.hasPrefix("-") }
        var paths = extractor.remainingArguments.filter { !$0.hasPrefix("-") }
        if paths.isEmpty {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            paths = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
        }
        let tool = try context.tool(named: "segue-port")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = options + paths
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("segue-port exited with status \(process.terminationStatus)")
            throw SeguePortFailure(status: process.terminationStatus)
        }
    }
}

struct SeguePortFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "segue-port exited with status \(status)" }
}
