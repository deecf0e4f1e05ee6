import Testing
import OpenUIKit
import SegueTesting

/// A view with a natural size, as a label or an image view has.
@MainActor
final class Block: UIView {
    let natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { natural }
}

/// A 400 × 100 container holding a stack pinned to its edges, arranging blocks 40, 100 and 60 wide.
@MainActor
private func stack(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill)
    -> (UIView, UIStackView, [UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let blocks = [Block(40, 20), Block(100, 40), Block(60, 30)]
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
        stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return (container, stack, blocks)
}

@MainActor
private func xs(_ views: [UIView]) -> [CGFloat] { views.map { ($0.frame.minX * 100).rounded() / 100 } }
@MainActor
private func widths(_ views: [UIView]) -> [CGFloat] { views.map { ($0.frame.width * 100).rounded() / 100 } }

/// UIStackView: each distribution and alignment, margins, hiding, and a stack sized by its content.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct StackViewTests {
    @Test func fillStretchesTheViewThatHugsLeast() {
        let (container, _, blocks) = stack(.fill)
        blocks[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        container.layoutIfNeeded()
        // 400 − 40 − 60 − 2 × 10 spacing = 280 for the middle one.
        #expect(widths(blocks) == [40, 280, 60] && xs(blocks) == [0, 50, 340])
        #expect(blocks.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 }, "alignment .fill")
    }

    @Test func fillEquallyGivesEveryoneTheSameLength() {
        let (container, _, blocks) = stack(.fillEqually)
        container.layoutIfNeeded()
        let each: CGFloat = ((400.0 - 20) / 3 * 100).rounded() / 100
        #expect(widths(blocks) == [each, each, each])
        #expect(abs(blocks[2].frame.maxX - 400) < 1e-6)
    }

    @Test func fillProportionallyFollowsTheNaturalLengths() {
        let (container, _, blocks) = stack(.fillProportionally)
        container.layoutIfNeeded()
        // 380 points shared as 40 : 100 : 60.
        #expect(widths(blocks) == [76, 190, 114] && xs(blocks) == [0, 86, 286])
    }

    @Test func equalSpacingAndEqualCentering() {
        let (spacingContainer, _, spaced) = stack(.equalSpacing)
        spacingContainer.layoutIfNeeded()
        // Natural widths; the 200 spare points make two equal gaps of 100.
        #expect(widths(spaced) == [40, 100, 60] && xs(spaced) == [0, 140, 340])

        let (centeringContainer, _, centred) = stack(.equalCentering)
        centeringContainer.layoutIfNeeded()
        // Centres at 20 and 370, so the middle one's at 195.
        #expect(widths(centred) == [40, 100, 60] && xs(centred) == [0, 145, 340])
    }

    @Test func alignmentsAcrossTheAxis() {
        let heights: [CGFloat] = [20, 40, 30]
        for (alignment, tops) in [(UIStackView.Alignment.top, [CGFloat(0), 0, 0]), (.center, [40, 30, 35]), (.bottom, [80, 60, 70])] {
            let (container, _, blocks) = stack(.fillEqually, alignment: alignment)
            container.layoutIfNeeded()
            #expect(blocks.map(\.frame.height) == heights, "\(alignment): natural heights")
            #expect(blocks.map(\.frame.minY) == tops, "\(alignment)")
        }
    }

    @Test func aHiddenViewCollapsesAndComesBack() {
        let (container, _, blocks) = stack(.fillEqually)
        container.layoutIfNeeded()
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        #expect(widths([blocks[0], blocks[2]]) == [195, 195] && xs([blocks[0], blocks[2]]) == [0, 205])
        #expect(blocks[1].frame.width == 0)
        blocks[1].isHidden = false
        container.layoutIfNeeded()
        let each: CGFloat = ((400.0 - 20) / 3 * 100).rounded() / 100
        #expect(widths(blocks) == [each, each, each])
    }

    @Test func aVerticalStackInItsMarginsAndAStackSizedByItsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let column = UIStackView(arrangedSubviews: [Block(50, 30), Block(80, 50)])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 5
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        column.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            column.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        let views = column.arrangedSubviews
        #expect(views[0].frame == CGRect(x: 12, y: 10, width: 50, height: 30))
        #expect(views[1].frame == CGRect(x: 12, y: 45, width: 80, height: 50))
        #expect(column.frame == CGRect(x: 20, y: 20, width: 104, height: 105),
                "the stack is as big as its content and margins")

        column.removeArrangedSubview(views[0])
        #expect(column.arrangedSubviews.count == 1 && views[0].superview === column, "still a subview")
        views[1].removeFromSuperview()
        #expect(column.arrangedSubviews.isEmpty, "removing the view takes it out of the arrangement")
    }

    @Test func hidingInsideAnAnimationAnimatesTheCollapse() throws {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let (container, stackView, blocks) = stack(.fillEqually)
        container.frame = CGRect(x: 0, y: 100, width: 400, height: 100)
        controller.view.addSubview(container)
        try host.runUntilIdle()
        let each: CGFloat = (400.0 - 20) / 3
        let third: CGFloat = 2 * each + 20
        #expect(abs(blocks[2].frame.minX - third) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            blocks[1].isHidden = true
            stackView.layoutIfNeeded()
        })
        host.advance(by: 0.5)
        let shownX = try #require(blocks[2].layer.presentation()).frame.minX
        let endX: CGFloat = 205
        let start: CGFloat = 2 * each + 20
        let halfway: CGFloat = (start + endX) / 2
        #expect(abs(shownX - halfway) < 8, "halfway to its new place: \(shownX)")
        try host.runUntilIdle()
        #expect(blocks[2].frame.minX == endX)
    }
}
