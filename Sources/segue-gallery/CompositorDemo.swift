import OpenUIKit

/// An animated scene that exercises the compositor: a card flipping in 3D with
/// perspective, a spring-driven slide, a gradient, a blurred shadow, and Latin
/// and Chinese text. Rendered headless, one PNG per 1/30 s.
@MainActor
struct CompositorDemo {
    static let size = CGSize(width: 360, height: 640)
    static let scale: CGFloat = 2
    static let duration: TimeInterval = 3
    static let framesPerSecond = 30

    /// Renders every frame into `directory`; returns the files written.
    static func render(into directory: URL) throws -> [URL] {
        let clock = VirtualMediaClock(startTime: 1000)
        SegueRuntime(clock: clock).activate()
        let root = buildScene()
        CATransaction.flush()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let compositor = Compositor()
        var written: [URL] = []
        let frames = Int(duration * Double(framesPerSecond))
        for frame in 0...frames {
            let time = 1000 + Double(frame) / Double(framesPerSecond)
            clock.now = time
            FrameLoop.shared.runFrame(at: time, frameDuration: 1 / Double(framesPerSecond))
            let image = compositor.render(root, size: size, scale: scale)
            let url = directory.appendingPathComponent(String(format: "frame-%03d.png", frame))
            try image.writePNG(to: url)
            written.append(url)
        }
        return written
    }

    static func buildScene() -> CALayer {
        let root = CAGradientLayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.colors = [CGColor(red: 0.16, green: 0.19, blue: 0.35, alpha: 1), CGColor(red: 0.45, green: 0.28, blue: 0.55, alpha: 1)]

        let title = CATextLayer()
        title.frame = CGRect(x: 20, y: 40, width: 320, height: 40)
        title.string = "Segue · 自定义转场"
        title.fontSize = 26
        title.foregroundColor = CGColor(gray: 1, alpha: 1)
        title.alignmentMode = .center
        root.addSublayer(title)

        // A stage with perspective, holding a two-sided card.
        let stage = CALayer()
        stage.frame = CGRect(x: 60, y: 120, width: 240, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        stage.sublayerTransform = perspective
        root.addSublayer(stage)
        let front = card(color: CGColor(red: 0.98, green: 0.55, blue: 0.25, alpha: 1), text: "Front 正面")
        let back = card(color: CGColor(red: 0.2, green: 0.65, blue: 0.85, alpha: 1), text: "Back 背面")
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        for face in [front, back] {
            face.frame = stage.bounds
            face.isDoubleSided = false
            stage.addSublayer(face)
        }
        for (face, start) in [(front, 0.0), (back, Double.pi)] {
            let flip = CABasicAnimation(keyPath: "transform.rotation.y")
            flip.fromValue = start
            flip.toValue = start + .pi
            flip.duration = 1.2
            flip.beginTime = CACurrentMediaTime() + 0.3
            flip.fillMode = .both
            flip.isRemovedOnCompletion = false
            flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            face.add(flip, forKey: "flip")
        }

        // A pill that slides in on a spring.
        let pill = CALayer()
        pill.bounds = CGRect(x: 0, y: 0, width: 200, height: 56)
        pill.position = CGPoint(x: 180, y: 500)
        pill.cornerRadius = 28
        pill.backgroundColor = CGColor(gray: 1, alpha: 1)
        pill.shadowOpacity = 0.35
        pill.shadowRadius = 10
        pill.shadowOffset = CGSize(width: 0, height: 8)
        let label = CATextLayer()
        label.frame = CGRect(x: 0, y: 14, width: 200, height: 30)
        label.string = "Spring 弹簧"
        label.fontSize = 20
        label.foregroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.3, alpha: 1)
        label.alignmentMode = .center
        pill.addSublayer(label)
        root.addSublayer(pill)
        let slide = CASpringAnimation(keyPath: "position.x")
        slide.fromValue = -120.0
        slide.toValue = 180.0
        slide.damping = 9
        slide.stiffness = 120
        slide.duration = slide.settlingDuration
        slide.beginTime = CACurrentMediaTime() + 1.2
        slide.fillMode = .backwards
        pill.add(slide, forKey: "slide")
        return root
    }

    private static func card(color: CGColor, text: String) -> CALayer {
        let card = CALayer()
        card.backgroundColor = color
        card.cornerRadius = 24
        card.shadowOpacity = 0.4
        card.shadowRadius = 12
        card.shadowOffset = CGSize(width: 0, height: 10)
        let label = CATextLayer()
        label.frame = CGRect(x: 0, y: 126, width: 240, height: 48)
        label.string = text
        label.fontSize = 32
        label.foregroundColor = CGColor(gray: 1, alpha: 1)
        label.alignmentMode = .center
        card.addSublayer(label)
        return card
    }
}
