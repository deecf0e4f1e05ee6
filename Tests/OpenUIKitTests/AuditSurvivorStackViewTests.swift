import Testing
import OpenUIKit
import SegueTesting

/// A `size` container holding a stack of `boxes` pinned to its edges.
@MainActor
private func pinnedStack(_ boxes: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
                         distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill,
                         spacing: CGFloat = 10, size: CGSize = CGSize(width: 400, height: 100)) -> (UIView, UIStackView) {
    let container = UIView(frame: CGRect(origin: .zero, size: size))
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
        stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return (container, stack)
}

/// Frames rounded to hundredths of a point.
@MainActor
private func frames(_ views: [UIView]) -> [CGRect] {
    func round(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }
    return views.map { CGRect(x: round($0.frame.minX), y: round($0.frame.minY), width: round($0.frame.width), height: round($0.frame.height)) }
}

/// UIStackView's custom spacing, and the alignments and distributions the
/// other stack tests leave out, against hand-computed frames.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AuditSurvivorStackViewTests {
    @Test func customSpacingOpensTheGapAfterTheGivenView() {
        let boxes = [Block(40, 20), Block(100, 40), Block(60, 30)]
        boxes[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let (container, stack) = pinnedStack(boxes, distribution: .fill)
        stack.setCustomSpacing(30, after: boxes[0])
        container.layoutIfNeeded()
        // 40, a 30 gap, the middle one stretched, a 10 gap, 60: 400 − 40 − 30 − 10 − 60 = 260.
        #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 70, y: 0, width: 260, height: 100),
                                  CGRect(x: 340, y: 0, width: 60, height: 100)])
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)

        stack.setCustomSpacing(0, after: boxes[1])
        container.layoutIfNeeded()
        // The middle one now meets the last: 400 − 40 − 30 − 60 = 270.
        #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 70, y: 0, width: 270, height: 100),
                                  CGRect(x: 340, y: 0, width: 60, height: 100)])

        stack.setCustomSpacing(44, after: boxes[2])
        container.layoutIfNeeded()
        #expect(frames(boxes)[2] == CGRect(x: 340, y: 0, width: 60, height: 100), "nothing follows the last view")

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        container.layoutIfNeeded()
        #expect(frames(boxes)[1] == CGRect(x: 50, y: 0, width: 290, height: 100), "back to the stack's spacing of 10")
    }

    @Test func customSpacingInAVerticalStackFilledEqually() {
        let boxes = [Block(40, 20), Block(100, 40), Block(60, 30), Block(80, 10)]
        let (container, stack) = pinnedStack(boxes, axis: .vertical, distribution: .fillEqually, alignment: .leading,
                                             spacing: 4, size: CGSize(width: 200, height: 400))
        stack.setCustomSpacing(28, after: boxes[1])
        container.layoutIfNeeded()
        // Gaps 4, 28, 4: (400 − 36) / 4 = 91 each.
        #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 40, height: 91), CGRect(x: 0, y: 95, width: 100, height: 91),
                                  CGRect(x: 0, y: 214, width: 60, height: 91), CGRect(x: 0, y: 309, width: 80, height: 91)])
    }

    @Test func customSpacingWithProportionalFilling() {
        let boxes = [Block(40, 20), Block(100, 40), Block(60, 30)]
        let (container, stack) = pinnedStack(boxes, distribution: .fillProportionally, spacing: 0)
        stack.setCustomSpacing(100, after: boxes[0])
        container.layoutIfNeeded()
        // 300 points shared as 40 : 100 : 60 = 60, 150, 90, with 100 after the first.
        #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 60, height: 100), CGRect(x: 160, y: 0, width: 150, height: 100),
                                  CGRect(x: 310, y: 0, width: 90, height: 100)])
    }

    @Test func verticalAlignmentsAcrossTheAxis() {
        // Widths 40, 100, 60 in a 200-point-wide column of 50-point rows.
        for (alignment, xs, widths) in [(UIStackView.Alignment.fill, [CGFloat(0), 0, 0], [CGFloat(200), 200, 200]),
                                        (.leading, [0, 0, 0], [40, 100, 60]),
                                        (.center, [80, 50, 70], [40, 100, 60]),
                                        (.trailing, [160, 100, 140], [40, 100, 60])] {
            let boxes = [Block(40, 50), Block(100, 50), Block(60, 50)]
            let (container, _) = pinnedStack(boxes, axis: .vertical, distribution: .fill, alignment: alignment,
                                             spacing: 5, size: CGSize(width: 200, height: 160))
            container.layoutIfNeeded()
            #expect(frames(boxes) == (0..<3).map { CGRect(x: xs[$0], y: CGFloat($0) * 55, width: widths[$0], height: 50) },
                    "\(alignment)")
        }
    }

    @Test func baselineAlignmentsLineUpTheBottomsOfPlainViews() {
        // A plain view's baselines are its bottom: the others line up with the first (the tallest) one's.
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let boxes = [Block(40, 40), Block(100, 20), Block(60, 30)]
            let (container, _) = pinnedStack(boxes, distribution: .equalSpacing, alignment: alignment)
            container.layoutIfNeeded()
            // Natural widths, 200 spare points in two gaps of 100.
            #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 140, y: 20, width: 100, height: 20),
                                      CGRect(x: 340, y: 10, width: 60, height: 30)], "\(alignment)")
        }
    }

    @Test func equalCenteringInAVerticalStack() {
        let boxes = [Block(10, 20), Block(10, 60), Block(10, 40)]
        let (container, _) = pinnedStack(boxes, axis: .vertical, distribution: .equalCentering, alignment: .leading,
                                         spacing: 0, size: CGSize(width: 100, height: 300))
        container.layoutIfNeeded()
        // Centres at 10 and 280, the middle one's half way at 145: its top at 115.
        #expect(frames(boxes) == [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 115, width: 10, height: 60),
                                  CGRect(x: 0, y: 260, width: 10, height: 40)])
    }
}
