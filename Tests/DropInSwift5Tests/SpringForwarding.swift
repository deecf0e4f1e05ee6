// iOS 17 code that wraps the spring animation API: `animations` is not
// escaping on iOS, so a helper can forward its own (non-escaping) closure
// parameter, and a trait registration names its traits as types.
import Testing
import UIKit
import SegueTesting

/// Animates with the house spring; forwards its non-escaping closure.
@MainActor
enum HouseSpring {
    static func animate(_ changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(springDuration: 0.4, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [],
                       animations: changes, completion: completion)
    }
}

/// A card that restyles itself when the interface style changes.
final class RestylingCard: UIView {
    var restyles = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.restyles += 1
            self.backgroundColor = self.traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite(.checksDiagnostics) struct SpringForwardingTests {
    @Test func aHelperForwardsItsNonEscapingClosureToTheSpringAnimation() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        var finished = false
        HouseSpring.animate({ view.center = CGPoint(x: 200, y: 300) }, completion: { finished = $0 })
        #expect(view.center == CGPoint(x: 200, y: 300), "the model value is set at once")
        try host.runUntilIdle()
        #expect(finished)
    }

    @Test func aViewRegisteredForTheStyleRestylesWhenAnAncestorOverridesIt() throws {
        let host = TestHost()
        let card = RestylingCard(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(card)
        try host.runUntilIdle()
        host.window.traitOverrides.userInterfaceStyle = .dark
        try host.runUntilIdle()
        #expect(card.restyles == 1 && card.backgroundColor == .black)
    }
}
