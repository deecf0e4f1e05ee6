import Foundation
import SeguePortCore
import Testing

/// The "Port an iOS library" tutorial shows a library as written for iOS and
/// the file `segue-port` makes of it; the drop-in targets compile and test the
/// second. Here the first, ported, must give exactly the second, with no note.
@Suite struct TutorialPortTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SegueTesting/SegueTesting.docc/Resources")

    @Test func theTutorialsLibraryPortsToTheFileTheTutorialShows() throws {
        let ios = try String(contentsOf: Self.resources.appendingPathComponent("port-01-ios.swift"), encoding: .utf8)
        let ported = try String(contentsOf: Self.resources.appendingPathComponent("port-02-ported.swift"), encoding: .utf8)
        expectPorted(ios, ported)
        #expect(notes(ios).isEmpty)
    }
}
