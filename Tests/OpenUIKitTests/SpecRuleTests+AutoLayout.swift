import Testing
import OpenUIKit
import SegueTesting

/// Spec §15: the Auto Layout behaviour transitions rely on.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SpecRuleAutoLayoutTests {
    @Test func R15_1_priorityValuesAndTheDefaultsOfViewsAndLabels() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        for view in [UIView(), UILabel()] {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                #expect(view.contentHuggingPriority(for: axis).rawValue == 250, "\(type(of: view)) hugging, in code")
                #expect(view.contentCompressionResistancePriority(for: axis).rawValue == 750, "\(type(of: view)) resistance")
            }
        }
        #expect(NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 1).priority == .required)

        // A required constraint holds against every optional one, even at 999.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let wishes = [box.widthAnchor.constraint(equalToConstant: 300), box.widthAnchor.constraint(equalToConstant: 250)]
        wishes[0].priority = UILayoutPriority(999)
        wishes[1].priority = .defaultHigh
        NSLayoutConstraint.activate(wishes + [
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        SegueDiagnostics.clear()
        container.layoutIfNeeded()
        #expect(box.frame.width == 120, "the required maximum wins over 999 and 750: \(box.frame)")
        #expect(SegueDiagnostics.messages.isEmpty, "satisfiable: nothing is broken or logged")
    }

    @Test func R15_3_aChangedConstantOrActivationWaitsForTheNextLayoutPass() throws {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let root: UIView = controller.view
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        let tall = card.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 200),
                                     card.heightAnchor.constraint(equalToConstant: 120).withPriority(.defaultHigh)])
        try host.runUntilIdle()
        #expect(card.frame == CGRect(x: 0, y: 100, width: 200, height: 120))

        top.constant = 400
        tall.isActive = true
        #expect(card.frame == CGRect(x: 0, y: 100, width: 200, height: 120), "nothing moves before the layout pass")
        host.advance(by: 1.0 / 60)
        #expect(card.frame == CGRect(x: 0, y: 400, width: 200, height: 300), "the next frame's pass applies both")
        #expect(card.layer.animationKeys() == nil, "outside an animation block: no animation")

        // Inside an animation block, layoutIfNeeded() on the common ancestor makes the new frame the model at
        // once and animates to it: 1 s linear, halfway from y 400 to 100 is 250.
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        #expect(card.frame.minY == 100)
        host.advance(by: 0.5)
        let shown = try #require(card.layer.presentation()).frame
        #expect(abs(shown.minY - 250) < 1e-6 && shown.height == 300, "\(shown)")
        try host.runUntilIdle()
    }

    @Test func R15_4_aViewMadeInCodeTranslatesItsFrameIntoConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.translatesAutoresizingMaskIntoConstraints, "true for a view made in code")
        container.addSubview(view)
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        // The frame is a set of required constraints that others can lean on…
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: view.bottomAnchor),
            other.widthAnchor.constraint(equalTo: view.widthAnchor),
            other.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 45, y: 60, width: 30, height: 1))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))

        // …and a constraint on the view itself that disagrees with its frame conflicts (R15.2).
        SegueDiagnostics.clear()
        let wider = view.widthAnchor.constraint(equalToConstant: 80)
        wider.isActive = true
        container.layoutIfNeeded()
        #expect(SegueDiagnostics.messages.contains { $0.contains("Unable to simultaneously satisfy constraints.") },
                "\(SegueDiagnostics.messages)")
        wider.isActive = false
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
