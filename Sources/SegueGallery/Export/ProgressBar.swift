import Foundation

/// A one-line progress bar on standard error, redrawn in place.
public struct ProgressBar {
    private let total: Int
    private let width = 30

    public init(total: Int) { self.total = max(total, 1) }

    /// Draws `done` of the total (fractions allowed) with a label.
    public func show(_ done: Double, _ label: String) {
        let fraction = min(max(done / Double(total), 0), 1)
        let filled = Int((fraction * Double(width)).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = String(format: "\r%@ %3d%% %@", bar, Int((fraction * 100).rounded()), label)
        FileHandle.standardError.write(Data((line.padding(toLength: max(line.count, 72), withPad: " ", startingAt: 0)).utf8))
    }

    /// Ends the line.
    public func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
