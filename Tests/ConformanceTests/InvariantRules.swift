import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The invariant checker (issue 18): it finds what breaks the graph, and
/// `runUntilIdle` fails with it.
@MainActor
@Suite(.checksDiagnostics) struct InvariantRules {
    @Test("A view whose layer was taken out of its superview's layer is named, and runUntilIdle throws")
    func detachedLayerIsCaught() throws {
        let (host, root) = hostWithRoot()
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(stray)
        host.advance(by: 1.0 / 60)
        #expect(host.invariantViolations.isEmpty)
        stray.layer.removeFromSuperlayer()
        let error = #expect(throws: TestHostError.self) { try host.runUntilIdle() }
        #expect(error?.description.contains("layer is not a sublayer") == true, "\(String(describing: error))")
        #expect(UIKitInvariants.violations(in: host.window).count == 1)
    }

    @Test("Reordering a navigation stack reorders the children too")
    func reorderedStackKeepsChildrenInOrder() throws {
        let (host, _) = hostWithRoot()
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        navigation.setViewControllers([a, b, c], animated: false)
        try host.runUntilIdle()
        navigation.setViewControllers([c, a, b], animated: false)
        try host.runUntilIdle()
        #expect(navigation.children == [c, a, b])
        #expect(host.invariantViolations.isEmpty)
    }
}
