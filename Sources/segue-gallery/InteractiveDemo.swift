import OpenUIKit

/// The windowed demo: the compositor scene with things to touch — tap the card
/// to flip it (a UIKit view transition), drag the pill (a pan gesture; it
/// springs back when released), pinch to scale the card.
@MainActor
final class InteractiveDemo {
    let window: UIWindow
    private let card: UIView
    private let pill: UIView
    private var pillHome = CGPoint.zero
    private var showingFront = true

    init(screenSize: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        let background = CAGradientLayer()
        background.frame = window.bounds
        background.colors = [CGColor(red: 0.16, green: 0.19, blue: 0.35, alpha: 1),
                             CGColor(red: 0.45, green: 0.28, blue: 0.55, alpha: 1)]
        window.layer.addSublayer(background)

        let title = UILabel(frame: CGRect(x: 0, y: 40, width: screenSize.width, height: 40))
        title.text = "Segue · 自定义转场"
        title.font = .systemFont(ofSize: 26)
        title.textColor = .white
        title.textAlignment = .center
        window.addSubview(title)

        card = UIView(frame: CGRect(x: (screenSize.width - 240) / 2, y: 120, width: 240, height: 300))
        card.backgroundColor = UIColor(red: 0.98, green: 0.55, blue: 0.25, alpha: 1)
        card.layer.cornerRadius = 24
        let cardLabel = UILabel(frame: card.bounds)
        cardLabel.text = "Tap to flip 点我翻转"
        cardLabel.textColor = .white
        cardLabel.textAlignment = .center
        cardLabel.font = .systemFont(ofSize: 22)
        cardLabel.tag = 1
        card.addSubview(cardLabel)
        window.addSubview(card)

        pill = UIView(frame: CGRect(x: (screenSize.width - 200) / 2, y: 472, width: 200, height: 56))
        pill.backgroundColor = .white
        pill.layer.cornerRadius = 28
        pill.layer.shadowOpacity = 0.35
        pill.layer.shadowRadius = 10
        pill.layer.shadowOffset = CGSize(width: 0, height: 8)
        let pillLabel = UILabel(frame: pill.bounds)
        pillLabel.text = "Drag me 拖我"
        pillLabel.textAlignment = .center
        pillLabel.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.3, alpha: 1)
        pill.addSubview(pillLabel)
        window.addSubview(pill)
        pillHome = pill.center

        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(InteractiveDemo.flip)))
        pill.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(InteractiveDemo.drag(_:))))
        window.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Selector(InteractiveDemo.pinch(_:))))
        window.makeKeyAndVisible()
    }

    func flip() {
        showingFront.toggle()
        let options: UIView.AnimationOptions = showingFront ? .transitionFlipFromLeft : .transitionFlipFromRight
        UIView.transition(with: card, duration: 0.6, options: options, animations: {
            self.card.backgroundColor = self.showingFront
                ? UIColor(red: 0.98, green: 0.55, blue: 0.25, alpha: 1) : UIColor(red: 0.2, green: 0.65, blue: 0.85, alpha: 1)
            (self.card.viewWithTag(1) as? UILabel)?.text = self.showingFront ? "Tap to flip 点我翻转" : "Back 背面"
        })
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            let translation = pan.translation(in: window)
            pill.center = CGPoint(x: pillHome.x + translation.x, y: pillHome.y + translation.y)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: { self.pill.center = self.pillHome })
        default:
            break
        }
    }

    func pinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began, .changed:
            card.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
        default:
            UIView.animate(withDuration: 0.3) { self.card.transform = .identity }
        }
    }
}
