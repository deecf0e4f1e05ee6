import Testing
import OpenUIKit
import SegueTesting

/// Apple's documented Auto Layout examples, and the update cycle around them.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AutoLayoutTests {
    @Test func pinnedEdgesFollowTheSuperview() {
        let (container, views) = container(1)
        let red = views[0]
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            red.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            red.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            red.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
        ])
        #expect(container.constraints.count == 4, "installed on the common ancestor")
        container.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        container.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        container.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 20, y: 20, width: 560, height: 260), "the superview grew")
    }

    @Test func centredWithAFixedSizeAndAnAspectRatio() {
        let (container, views) = container(1)
        let box = views[0]
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func twoViewsShareTheWidthWithStandardSpacing() {
        let (container, views) = container(2)
        let (left, right) = (views[0], views[1])
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            right.leadingAnchor.constraint(equalToSystemSpacingAfter: left.trailingAnchor, multiplier: 1),
            right.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 44),
            NSLayoutConstraint(item: right, attribute: .height, relatedBy: .equal, toItem: left, attribute: .height,
                               multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        // 8-point margins and 8 points between: (400 − 8 − 8 − 8) / 2 each.
        #expect(left.frame == CGRect(x: 8, y: 0, width: 188, height: 44))
        #expect(right.frame == CGRect(x: 204, y: 0, width: 188, height: 44))
    }

    @Test func aLowerPriorityGivesWayAndARequiredConflictIsLoggedAndBroken() {
        // R15.1: a defaultHigh wish gives way to a required constraint. R15.2: an unsatisfiable required constraint logs "Unable to simultaneously satisfy constraints." with the constraints involved and "Will attempt to recover by breaking constraint", is broken, and layout goes on.
        let (container, views) = container(1)
        let bar = views[0]
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: container.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        let wish = bar.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        wish.isActive = true
        container.layoutIfNeeded()
        #expect(bar.frame.width == 360, "the wish gives way to the required edge")

        SegueDiagnostics.clear()
        let fixed = bar.heightAnchor.constraint(equalToConstant: 30)
        fixed.identifier = "too-tall"
        fixed.isActive = true
        container.layoutIfNeeded()
        let message = SegueDiagnostics.messages.first { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(message?.contains("'too-tall'") == true && message?.contains("height == 10") == true,
                "the conflicting constraints are listed: \(SegueDiagnostics.messages)")
        #expect(message?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(bar.frame.height == 10, "the broken one does not apply")
        fixed.isActive = false
        wish.priority = .defaultLow
        wish.priority = .required
        #expect(SegueDiagnostics.messages.contains { $0.contains("Mutating a priority from required to not") })
    }

    @Test func intrinsicSizesWithHuggingAndCompressionResistance() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "A value"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 10),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let natural = name.intrinsicContentSize
        #expect(natural.width > 20 && natural.height > 10)
        #expect(name.frame.size == natural, "the label hugging harder keeps its natural size")
        #expect(value.frame.minX == natural.width + 10 && value.frame.maxX == 400, "the other stretches")
        #expect(value.frame.height == value.intrinsicContentSize.height && value.frame.minY == 0)

        name.text = "A much longer name"
        container.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width && name.frame.width > natural.width,
                "a new text changes the intrinsic size")
    }

    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -6),
        ])
        let natural = label.intrinsicContentSize
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: natural.width + 24, height: natural.height + 12))
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: natural.height + 12), "a required width is kept")
    }

    @Test func ambiguityIsReported() {
        let (container, views) = container(1)
        let loose = views[0]
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            loose.topAnchor.constraint(equalTo: container.topAnchor),
            loose.widthAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout, "nothing sets the height")
        loose.heightAnchor.constraint(equalToConstant: 20).isActive = true
        container.layoutIfNeeded()
        #expect(!loose.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout, "a frame-placed view is not ambiguous")
    }

    @Test func constraintsNeedACommonAncestorAndLeaveWithTheView() {
        let (container, views) = container(1)
        let stranger = UIView()
        SegueDiagnostics.clear()
        let orphan = views[0].widthAnchor.constraint(equalTo: stranger.widthAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(SegueDiagnostics.messages.contains { $0.contains("because they have no common ancestor") })

        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        views[0].addSubview(child)
        let crossing = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        let inside = child.widthAnchor.constraint(equalTo: views[0].widthAnchor)
        NSLayoutConstraint.activate([crossing, inside])
        #expect(crossing.isActive && inside.isActive)
        views[0].removeFromSuperview()
        #expect(!crossing.isActive, "a constraint reaching outside the removed subtree goes")
        #expect(inside.isActive, "one inside it stays")
    }

    @Test func updateConstraintsRunsOnceBeforeLayout() {
        final class Badge: UIView {
            var updates = 0
            let dot = UIView()
            override func updateConstraints() {
                updates += 1
                if dot.superview == nil {
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    NSLayoutConstraint.activate([
                        dot.trailingAnchor.constraint(equalTo: trailingAnchor),
                        dot.topAnchor.constraint(equalTo: topAnchor),
                        dot.widthAnchor.constraint(equalToConstant: 10),
                        dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                    ])
                }
                super.updateConstraints()
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints() && badge.updates == 0)
        badge.layoutIfNeeded()
        #expect(badge.updates == 1 && !badge.needsUpdateConstraints())
        #expect(badge.dot.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
        badge.layoutIfNeeded()
        #expect(badge.updates == 1)
    }

    @Test func guidesFollowTheSafeAreaAndTheMargins() throws {
        // R15.5: the safeAreaLayoutGuide follows safeAreaInsets (here the status bar's).
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let root: UIView = controller.view
        let content = UIView(), reading = UIView(), marginTop = UIView()
        for view in [content, reading, marginTop] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 100),
            reading.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            reading.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            reading.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            reading.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            marginTop.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            marginTop.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marginTop.widthAnchor.constraint(equalToConstant: 10),
            marginTop.heightAnchor.constraint(equalToConstant: 10),
        ])
        try host.runUntilIdle()
        let safe = host.window.safeAreaInsets
        #expect(safe.top > 0)
        // A root view's margins are the system minimum at the sides (R18.7): 16, so 390 − 32 = 358 wide.
        #expect(content.frame == CGRect(x: 16, y: safe.top, width: 358, height: 100))
        #expect(reading.frame == CGRect(x: 16, y: safe.top, width: 358, height: 844 - safe.top - safe.bottom),
                "the readable width is the margins' on a phone")
        #expect(controller.topLayoutGuide.length == safe.top)
        #expect(marginTop.frame.minY == safe.top + 8, "the margins lie inside the safe area")
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: safe.top, width: 390, height: 844 - safe.top - safe.bottom))
    }

    @Test func aConstantAnimatedWithLayoutIfNeededMovesThroughTheInBetweenFrames() throws {
        // R15.3: a changed constant, laid out by layoutIfNeeded() inside UIView.animate, becomes the model at once and animates.
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let root: UIView = controller.view
        root.backgroundColor = .white
        let card = UIView()
        card.backgroundColor = .systemBlue
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top,
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        try host.runUntilIdle()
        #expect(card.frame == CGRect(x: 95, y: 100, width: 200, height: 120))

        top.constant = 500
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { root.layoutIfNeeded() })
        #expect(card.frame.minY == 500, "the model jumps to the end at once")
        host.advance(by: 0.5)
        let shownTop = try #require(card.layer.presentation()).frame.minY
        #expect(abs(shownTop - 300) < 8, "halfway down on a linear curve: \(shownTop)")
        let frame = host.render()
        saveFrame(frame, "constraint-constant-050", in: "layout")
        // The frame is rendered at 2 pixels per point.
        let midCard = frame.premultipliedRGBA(x: 2 * 195, y: 2 * Int(shownTop + 60))
        #expect(midCard.blue > 200 && midCard.red < 100, "the card is drawn where it is shown: \(midCard)")
        #expect(frame.premultipliedRGBA(x: 2 * 195, y: 2 * 150) == (255, 255, 255, 255), "and has left its start")
        try host.runUntilIdle()
        #expect(try #require(card.layer.presentation()).frame.minY == 500)
    }
}
