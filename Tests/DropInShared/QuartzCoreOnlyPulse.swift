// A Core Animation helper that imports QuartzCore alone, as many do on iOS:
// `Selector` and `CADisplayLink(target:selector:)` must be there without UIKit.
import Foundation
import QuartzCore

/// Pulses a layer's opacity from a display link, for a few frames.
@MainActor
final class LayerPulse: NSObject {
    let layer: CALayer
    private var link: CADisplayLink?
    private(set) var frames = 0

    init(layer: CALayer) {
        self.layer = layer
        super.init()
    }

    func start() {
        let link = CADisplayLink(target: self, selector: Selector(LayerPulse.pulse(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    var isPulsing: Bool { responds(to: Selector(LayerPulse.pulse(_:))) && link != nil }

    func pulse(_ link: CADisplayLink) {
        frames += 1
        layer.opacity = frames.isMultiple(of: 2) ? 1 : 0.5
        if frames == 3 {
            link.invalidate()
            self.link = nil
        }
    }
}
