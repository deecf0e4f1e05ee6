import Foundation
import Testing
import UIKit
import SegueTesting

/// UIKit's console messages are logged under the framework Apple prints them from (issue 10, §7).
@MainActor
@Suite(.checksDiagnostics) struct DiagnosticsLabelTests {
    @Test func messagesCarryTheirFrameworksLabel() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        SegueDiagnostics.clear()
        root.dismiss(animated: false)           // nothing presented: UIKit's warning
        root.beginAppearanceTransition(true, animated: false)
        root.beginAppearanceTransition(true, animated: false)
        let layer = CALayer()
        layer.contents = "not an image"         // Core Animation's complaint
        #expect(SegueDiagnostics.messages.count == SegueDiagnostics.frameworks.count)
        #expect(SegueDiagnostics.frameworks.contains("UIKit"))
        #expect(SegueDiagnostics.frameworks.last == "QuartzCore")
        #expect(!SegueDiagnostics.frameworks.contains { $0.hasPrefix("Open") })
    }
}
