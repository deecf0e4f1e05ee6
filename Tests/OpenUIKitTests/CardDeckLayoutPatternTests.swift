import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Issue 32 (the card deck's conflict): a view that stops translating its
/// autoresizing mask hands its frame to the constraints activated right after,
/// with no conflict — the pattern a published card-deck presentation uses at
/// the end of its presentation (the presenter's snapshot, pinned to a holder,
/// the holder then scaled and placed by constraints).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AutoresizingPinHandOverTests {
    @Test func constraintsActivatedRightAfterTurningTranslationOffMeetNoAutoresizingPins() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let holder = UIView(frame: root.view.bounds)        // placed by its frame, translated into pins
        root.view.addSubview(holder)
        let snapshot = UIView()
        snapshot.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(snapshot)
        NSLayoutConstraint.activate([
            snapshot.topAnchor.constraint(equalTo: holder.topAnchor),
            snapshot.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            snapshot.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
            snapshot.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
        ])
        try host.runUntilIdle()
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        // In the same turn: stop translating, then place the holder by constraints.
        holder.translatesAutoresizingMaskIntoConstraints = false
        let scale: CGFloat = 0.8886
        NSLayoutConstraint.activate([
            holder.centerXAnchor.constraint(equalTo: root.view.centerXAnchor),
            holder.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 47),
            holder.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: scale),
            holder.heightAnchor.constraint(equalTo: holder.widthAnchor, multiplier: 844.0 / 390.0),
        ])
        try host.runUntilIdle()
        #expect(SegueDiagnostics.messages.isEmpty, "no conflict with the holder's old pins")
        let width = 390 * scale, height = 390 * scale * 844 / 390
        let expected = CGRect(x: (390 - width) / 2, y: 47, width: width, height: height)
        #expect(abs(holder.frame.minX - expected.minX) < 0.01 && abs(holder.frame.minY - 47) < 0.01
                && abs(holder.frame.width - width) < 0.01 && abs(holder.frame.height - height) < 0.01, "\(holder.frame)")
        #expect(abs(snapshot.frame.width - width) < 0.01, "the snapshot follows its holder")
    }

    @Test func aConstraintBrokenByAConflictHoldsOnceTheConflictGoes() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.view.topAnchor)])
        wide.isActive = true                                      // conflicts: broken, as UIKit logs
        try host.runUntilIdle()
        #expect(SegueDiagnostics.messages.count == 1 && SegueDiagnostics.messages[0].contains("Unable to simultaneously satisfy"))
        #expect(box.frame.width == 100)
        narrow.isActive = false                                   // the conflict goes: the broken one holds
        try host.runUntilIdle()
        #expect(box.frame.width == 200)
    }
}

/// A container whose every layout replaces its constraints with identical
/// ones (as the card deck's presentation controller does): UIKit absorbs the
/// change in the same pass, and the screen goes idle.
@MainActor
private final class RepinningController: UIViewController {
    let card = UIView()
    private var pins: [NSLayoutConstraint] = []
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
        NSLayoutConstraint.deactivate(pins)
        pins = [card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 47),
                card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8886),
                card.heightAnchor.constraint(equalTo: card.widthAnchor)]
        NSLayoutConstraint.activate(pins)
    }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct LayoutPassConstraintChangeTests {
    @Test func constraintsReplacedBeforeSuperOnEveryLayoutLetTheScreenGoIdle() throws {
        let host = TestHost()
        let controller = RepinningController()
        host.window.rootViewController = controller
        try host.runUntilIdle(limit: 1)          // threw before: a layout every frame, never idle
        let passes = controller.layoutPasses
        #expect(passes <= 3, "\(passes) layout passes")
        host.advance(by: 20.0 / 60)
        #expect(controller.layoutPasses == passes, "no layout while nothing changes")
        let width = 390 * 0.8886
        #expect(abs(controller.card.frame.width - width) < 0.01 && abs(controller.card.frame.minX - (390 - width) / 2) < 0.01
                && controller.card.frame.minY == 47, "\(controller.card.frame)")
        // A real change made the same way still moves the card, in the next pass.
        controller.view.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        #expect(controller.layoutPasses == passes + 1)
    }
}
