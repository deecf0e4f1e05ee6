import Foundation
import SeguePortCore

// segue-port: rewrites iOS Swift sources in place so that they build against
// Segue. See `segue-port --help` and docs/Differences.md's porting checklist.
exit(SeguePortCommand.run(Array(CommandLine.arguments.dropFirst())))
