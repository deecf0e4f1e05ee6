import OpenQuartzCore
import Foundation

@MainActor func scene() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 320, height: 240)
    root.position = CGPoint(x: 160, y: 120)
    root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    let card = CALayer()
    card.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
    card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    card.cornerRadius = 12
    card.borderWidth = 3
    card.borderColor = CGColor(red: 0, green: 0, blue: 0.4, alpha: 1)
    card.shadowOpacity = 0.5
    card.shadowRadius = 6
    card.shadowOffset = CGSize(width: 0, height: 6)
    root.addSublayer(card)

    let grad = CAGradientLayer()
    grad.frame = CGRect(x: 170, y: 20, width: 130, height: 80)
    grad.colors = [CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1), CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)]
    grad.startPoint = CGPoint(x: 0, y: 0.5); grad.endPoint = CGPoint(x: 1, y: 0.5)
    grad.cornerRadius = 20
    grad.masksToBounds = true
    root.addSublayer(grad)

    let text = CATextLayer()
    text.frame = CGRect(x: 20, y: 120, width: 280, height: 40)
    text.string = "Segue 转场 Hello"
    text.fontSize = 24
    text.foregroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    text.alignmentMode = .center
    root.addSublayer(text)

    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 20, y: 170, width: 60, height: 60)
    shape.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
    shape.fillColor = nil
    shape.strokeColor = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
    shape.lineWidth = 6
    shape.lineCap = .round
    shape.strokeEnd = 0.7
    root.addSublayer(shape)

    let flip = CALayer()
    flip.frame = CGRect(x: 180, y: 150, width: 100, height: 70)
    flip.backgroundColor = CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1)
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 300
    flip.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
    root.addSublayer(flip)

    let compositor = Compositor()
    let image = compositor.render(root, size: CGSize(width: 320, height: 240), scale: 2)
    try! image.writePNG(to: URL(fileURLWithPath: "/tmp/scene/scene.png"))
    print("ok", SegueDiagnostics.messages)
}
MainActor.assumeIsolated { scene() }
