import Foundation
import UIKit
import SegueTesting
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Snapshots a transition as a filmstrip: the controller is put on a
    /// screen of `size`, `perform` starts the transition (a present, a push),
    /// and the screen is rendered at each of `fractions` of `duration` after it
    /// starts (on the next frame, as on iOS), side by side in one image.
    public static func filmstrip(at fractions: [Double], of duration: TimeInterval, size: CGSize = CGSize(width: 390, height: 844),
                                 precision: Float = 1, perceptualPrecision: Float = 1,
                                 perform: @escaping @MainActor (UIViewController) -> Void) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: 1)
            .pullback { controller in
                MainActor.assumeIsolated {
                    let host = TestHost(screenSize: size, scale: 1)
                    host.window.rootViewController = controller
                    host.advance(by: 2.0 / 60)
                    perform(controller)
                    host.advance(by: 1.0 / 60)
                    let start = host.time
                    var frames: [CGImage] = []
                    for fraction in fractions.sorted() {
                        host.advance(by: max(0, start + fraction * duration - host.time))
                        frames.append(host.render())
                    }
                    let strip = ContactSheet.make(frames, cellWidth: Int(size.width / 2), columns: frames.count)
                    return strip.map { UIImage(cgImage: $0, scale: 1, orientation: .up) } ?? UIImage(cgImage: host.render())
                }
            }
    }
}
