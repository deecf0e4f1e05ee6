// iOS-style Auto Layout code, as published libraries write it: a controller
// builds its card with anchors in viewDidLoad, a stack of labels inside, and
// expands it by changing a constraint's constant and animating layoutIfNeeded().
import Testing
import UIKit
import SegueTesting

class ExpandingCardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    var cardHeight: NSLayoutConstraint!

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .systemBlue
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        titleLabel.text = "Card"
        detailLabel.text = "Tap to expand"
        let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            cardHeight,
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func expand(animated: Bool) {
        cardHeight.constant = 400
        if animated {
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut], animations: {
                self.view.layoutIfNeeded()
            })
        } else {
            view.layoutIfNeeded()
        }
    }
}

@MainActor
enum ExpandingCardScenarios {
    static func cardExpandsThroughInBetweenHeights() throws {
        let host = TestHost()
        let controller = ExpandingCardViewController()
        host.window.rootViewController = controller
        try host.runUntilIdle()
        let bottom = 844 - host.window.safeAreaInsets.bottom - 16
        #expect(controller.card.frame == CGRect(x: 16, y: bottom - 120, width: 358, height: 120))
        let titleInCard = controller.titleLabel.convert(controller.titleLabel.bounds, to: controller.card)
        #expect(titleInCard.origin == CGPoint(x: 8, y: 8), "inside the card's margins: \(titleInCard)")
        #expect(titleInCard.width == controller.detailLabel.intrinsicContentSize.width,
                "a filling column is as wide as its widest label")
        controller.expand(animated: true)
        host.advance(by: 0.2)
        let shown = try #require(controller.card.layer.presentation()).frame
        // 0.4 s ease-in-out from 120 to 400: half way after 0.2 s.
        #expect(abs(shown.height - 260) < 0.5, "half way from 120 to 400: \(shown.height)")
        #expect(abs(shown.maxY - bottom) < 1, "the bottom stays put while the top rises")
        try host.runUntilIdle()
        #expect(controller.card.frame.height == 400)
    }
}
