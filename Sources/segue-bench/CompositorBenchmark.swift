import OpenUIKit

/// One transition-like frame at 1170×2532 (390×844 points at 3×): two
/// full-screen panels of 50 sublayers each (text, rounded rectangles, an image,
/// one shadow), the top one sliding. Prints the first frame, the steady frame
/// with warm caches, the floor (a memset and a memcpy of one frame buffer) and
/// the ratio of the steady frame to the floor.
@MainActor
enum CompositorBenchmark {
    static let points = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3

    static func run() {
        let clock = VirtualMediaClock(startTime: 1000)
        SegueRuntime(clock: clock).activate()
        let (root, moving) = scene()
        let compositor = Compositor()
        let width = Int(points.width * scale), height = Int(points.height * scale)
        let target = NativeBitmap(width: width, height: height)
        let first = measure {
            compositor.render(root, into: target, scale: scale, background: CGColor(gray: 1, alpha: 1))
        }
        var steady: [Double] = []
        for frame in 1...60 {
            moving.position = CGPoint(x: points.width / 2 + CGFloat(frame) * 5, y: points.height / 2)
            let time = measure {
                compositor.render(root, into: target, scale: scale, background: CGColor(gray: 1, alpha: 1))
            }
            if frame > 5 { steady.append(time) }
        }
        if let path = ProcessInfo.processInfo.environment["SEGUE_BENCH_SNAPSHOT"] {
            let image = target.withPixels { pointer, stride in
                CGImage(nativeWidth: width, height: height, bytesPerRow: stride, bytes: Data(bytes: pointer, count: stride * height))
            }
            try? image.writePNG(to: URL(fileURLWithPath: path))
        }
        steady.sort()
        let steadyMedian = steady[steady.count / 2]
        // The floor: clearing and copying one frame buffer.
        let byteCount = target.stride * height
        let source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        defer { source.deallocate(); destination.deallocate() }
        source.initializeMemory(as: UInt8.self, repeating: 1, count: byteCount)
        destination.initializeMemory(as: UInt8.self, repeating: 2, count: byteCount)
        var floors: [Double] = []
        for _ in 0..<30 {
            floors.append(measure {
                memset(destination, 0, byteCount)
                memcpy(destination, source, byteCount)
            })
        }
        floors.sort()
        let floor = floors[floors.count / 2]
        report("compositor_first_frame_1170x2532", first / 1e6, "ms")
        report("compositor_steady_frame_1170x2532", steadyMedian / 1e6, "ms")
        report("compositor_floor_memset_memcpy_1170x2532", floor / 1e6, "ms")
        report("compositor_steady_over_floor", steadyMedian / floor, "x")
        report("compositor_subtree_cache_hits", Double(compositor.statistics.subtreeCacheHits), "hits")
        spinnerFrames()
    }

    /// The same screen, still, with a 44×44 pt spinner turning on it: with damage
    /// tracking a frame redraws (and a window uploads) only the spinner's square.
    static func spinnerFrames() {
        SegueRuntime(clock: VirtualMediaClock(startTime: 1000)).activate()
        let (root, top) = scene()
        let spinner = CAShapeLayer()
        spinner.frame = CGRect(x: points.width / 2 - 22, y: points.height / 2 - 22, width: 44, height: 44)
        spinner.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 36, height: 36), transform: nil)
        spinner.fillColor = nil
        spinner.strokeColor = CGColor(gray: 0.4, alpha: 1)
        spinner.lineWidth = 4
        spinner.strokeEnd = 0.75
        top.addSublayer(spinner)
        CATransaction.flush()
        let compositor = Compositor()
        let width = Int(points.width * scale), height = Int(points.height * scale)
        let target = NativeBitmap(width: width, height: height)
        let background = CGColor(gray: 1, alpha: 1)
        var times: [Double] = []
        var damagedPixels = 0
        for frame in 1...80 {
            CATransaction.setDisableActions(true)
            spinner.transform = CATransform3DMakeRotation(CGFloat(frame) * 0.2, 0, 0, 1)
            CATransaction.flush()
            var damage = DamageRegion()
            let time = measure { damage = compositor.renderChanges(root, into: target, scale: scale, background: background) }
            // The first frames draw everything, then the settled panels are flattened once.
            if frame > 10 {
                times.append(time)
                damagedPixels = max(damagedPixels, damage.pixelCount)
            }
        }
        times.sort()
        report("compositor_spinner_frame_1170x2532", times[times.count / 2] / 1e6, "ms")
        report("compositor_spinner_damaged_pixels", Double(damagedPixels), "pixels")
    }

    /// Two opaque full-screen panels of 50 layers each; returns the root and the top panel.
    static func scene() -> (CALayer, CALayer) {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: points)
        root.position = CGPoint(x: points.width / 2, y: points.height / 2)
        let photo = photoImage()
        var panels: [CALayer] = []
        for (index, tint) in [CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1),
                              CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)].enumerated() {
            let panel = CALayer()
            panel.bounds = root.bounds
            panel.position = root.position
            panel.backgroundColor = tint
            for row in 0..<12 {
                let card = CALayer()
                card.frame = CGRect(x: 16, y: 20 + CGFloat(row) * 66, width: 358, height: 58)
                card.backgroundColor = CGColor(gray: 1, alpha: 1)
                card.cornerRadius = 12
                if row == 0 {
                    card.shadowOpacity = 0.25
                    card.shadowRadius = 8
                    card.shadowOffset = CGSize(width: 0, height: 4)
                }
                panel.addSublayer(card)
                let dot = CALayer()
                dot.frame = CGRect(x: 12, y: 12, width: 34, height: 34)
                dot.cornerRadius = 17
                dot.backgroundColor = CGColor(red: 0.2 + 0.05 * CGFloat(row % 5), green: 0.5, blue: 0.9, alpha: 1)
                card.addSublayer(dot)
                let title = CATextLayer()
                title.frame = CGRect(x: 58, y: 10, width: 280, height: 22)
                title.string = "Row \(row + 1) · 第 \(row + 1) 行 \(index == 0 ? "list" : "detail")"
                title.fontSize = 17
                title.foregroundColor = CGColor(gray: 0.1, alpha: 1)
                title.contentsScale = scale
                card.addSublayer(title)
                let subtitle = CATextLayer()
                subtitle.frame = CGRect(x: 58, y: 32, width: 280, height: 18)
                subtitle.string = "A subtitle that says a little more"
                subtitle.fontSize = 13
                subtitle.foregroundColor = CGColor(gray: 0.45, alpha: 1)
                card.addSublayer(subtitle)
            }
            let image = CALayer()
            image.frame = CGRect(x: 16, y: 20 + 12 * 66, width: 358, height: 30)
            image.contents = photo
            image.contentsGravity = .resizeAspectFill
            image.masksToBounds = true
            panel.addSublayer(image)
            let separator = CALayer()
            separator.frame = CGRect(x: 16, y: 14 + 12 * 66, width: 358, height: 1)
            separator.backgroundColor = CGColor(gray: 0.8, alpha: 1)
            panel.addSublayer(separator)
            root.addSublayer(panel)
            panels.append(panel)
        }
        return (root, panels[1])
    }

    /// A small generated photo-like image.
    static func photoImage() -> CGImage {
        let context = CGContext(data: nil, width: 256, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        for x in stride(from: 0, to: 256, by: 8) {
            context.setFillColor(CGColor(red: CGFloat(x) / 255, green: 0.6, blue: 1 - CGFloat(x) / 255, alpha: 1))
            context.fill(CGRect(x: x, y: 0, width: 8, height: 64))
        }
        return context.makeImage()!
    }
}
