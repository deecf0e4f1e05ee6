import Testing
import OpenUIKit
import SegueTesting

/// A card whose top corners are rounded by a shape-layer mask made in
/// `layoutSubviews`, as card libraries write it: the mask layer keeps a zero
/// frame and only its path says what shows.
@MainActor
final class MaskedCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                 cornerRadii: CGSize(width: 24, height: 24)).cgPath
        layer.mask = mask
    }
}

/// Issue 30 §4: shape layers as masks of views that Auto Layout resizes during a presentation.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ShapeMaskTests {
    @Test func aMaskWithAZeroFrameShowsItsPathAfterAnAutoLayoutResize() throws {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let root = UIViewController(nibName: nil, bundle: nil)
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let presented = UIViewController(nibName: nil, bundle: nil)
        presented.view.backgroundColor = .clear
        presented.modalPresentationStyle = .overFullScreen
        let card = MaskedCardView()
        card.backgroundColor = .systemRed
        card.translatesAutoresizingMaskIntoConstraints = false
        presented.view.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: presented.view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: presented.view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: presented.view.bottomAnchor),
            height,
        ])
        root.present(presented, animated: true)
        try host.runUntilIdle()
        height.constant = 400
        UIView.animate(withDuration: 0.3) { presented.view.layoutIfNeeded() }
        try host.runUntilIdle()
        #expect(card.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
        let frame = host.render()
        // Inside the card, away from its rounded corners: red (systemRed 255, 59, 48).
        let inside = frame.premultipliedRGBA(x: 195 * 2, y: 600 * 2)
        #expect((inside.red, inside.green, inside.blue) == (255, 59, 48), "the masked card is drawn: \(inside)")
        // In the top-left corner, outside the 24-pt arc: the white screen beneath.
        let corner = frame.premultipliedRGBA(x: 2 * 2, y: (444 + 2) * 2)
        #expect((corner.red, corner.green, corner.blue) == (255, 255, 255), "the corner is cut away: \(corner)")
        // Just below the rounded corner, at the card's edge: red.
        let edge = frame.premultipliedRGBA(x: 1 * 2, y: (444 + 40) * 2)
        #expect((edge.red, edge.green, edge.blue) == (255, 59, 48), "\(edge)")
    }
}
