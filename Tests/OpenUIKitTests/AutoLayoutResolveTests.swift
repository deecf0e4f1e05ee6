import Testing
import OpenUIKit
import SegueTesting

/// Issue 28 §2: Auto Layout after the first solve — constants, priorities and
/// active sets changed, then laid out again, against hand-computed frames (R15.3).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AutoLayoutResolveTests {
    /// A 400 × 300 container with two views in a row: `left` fixed at 100 wide
    /// from x = 10, `right` 8 pt after it to 10 pt from the trailing edge.
    private func row() -> (container: UIView, left: UIView, right: UIView, width: NSLayoutConstraint,
                           beside: [NSLayoutConstraint]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = UIView(), right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let width = left.widthAnchor.constraint(equalToConstant: 100)
        let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
        let sameTop = right.topAnchor.constraint(equalTo: left.topAnchor)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            left.heightAnchor.constraint(equalToConstant: 50),
            width, gap,
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            sameTop,
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        container.layoutIfNeeded()
        return (container, left, right, width, [gap, sameTop])
    }

    @Test func aChangedConstantMovesBothViewsAtTheNextPassOnly() {
        let (container, left, right, width, beside) = row()
        let gap = beside[0]
        #expect(left.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(right.frame == CGRect(x: 118, y: 20, width: 272, height: 50))
        width.constant = 150
        gap.constant = 20
        #expect(right.frame.minX == 118, "not before the layout pass (R15.3)")
        container.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 10, y: 20, width: 150, height: 50))
        #expect(right.frame == CGRect(x: 180, y: 20, width: 210, height: 50))   // 10 + 150 + 20; 400 − 10 − 180
        width.constant = 100
        container.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 130, y: 20, width: 260, height: 50), "and back")
    }

    @Test func aRaisedPriorityWinsAndALoweredOneGivesWay() {
        let (container, left, right, width, _) = row()
        // A competing width at 750 loses to the required 100 until the required one is made optional below it.
        let wide = left.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(left.frame.width == 100)
        width.isActive = false
        width.priority = .defaultLow
        width.isActive = true
        container.layoutIfNeeded()
        #expect(left.frame.width == 200 && right.frame == CGRect(x: 218, y: 20, width: 172, height: 50))
        wide.priority = UILayoutPriority(200)
        container.layoutIfNeeded()
        #expect(left.frame.width == 100 && right.frame.minX == 118, "now 250 beats 200")
    }

    @Test func swappingActiveSetsRelaysOutAndSwappingBackRestores() {
        let (container, left, right, _, beside) = row()
        // The second set stacks `right` under `left` instead of beside it.
        let stacked = [
            right.leadingAnchor.constraint(equalTo: left.leadingAnchor),
            right.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 12),
        ]
        NSLayoutConstraint.deactivate(beside)
        NSLayoutConstraint.activate(stacked)
        container.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 10, y: 82, width: 380, height: 50))   // 20 + 50 + 12; 400 − 10 − 10
        NSLayoutConstraint.deactivate(stacked)
        NSLayoutConstraint.activate(beside)
        container.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 118, y: 20, width: 272, height: 50))
        #expect(left.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aResizedContainerAfterChangesKeepsEveryChange() {
        let (container, left, right, width, _) = row()
        width.constant = 60
        container.layoutIfNeeded()
        container.frame.size.width = 600
        container.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 10, y: 20, width: 60, height: 50))
        #expect(right.frame == CGRect(x: 78, y: 20, width: 512, height: 50))
    }
}
