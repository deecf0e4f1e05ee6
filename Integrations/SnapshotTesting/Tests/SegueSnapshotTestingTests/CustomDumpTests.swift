// swift-custom-dump beside Segue: its `#if canImport(UIKit)` code compiles
// against Segue's UIKit too.
import CustomDump
import Testing
import UIKit

@MainActor
@Suite struct CustomDumpTests {
    @Test func dumpsUIKitValues() {
        var dump = ""
        customDump(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), to: &dump)
        #expect(dump.contains("top: 1") && dump.contains("right: 4"), "\(dump)")
        expectNoDifference(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
