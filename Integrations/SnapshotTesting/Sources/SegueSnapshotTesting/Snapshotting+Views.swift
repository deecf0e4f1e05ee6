import Foundation
import UIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Snapshots a view as an image at its own size, every pixel matching.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view as an image. `drawHierarchyInKeyWindow` is accepted
    /// for source compatibility: Segue always renders the layer tree.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in MainActor.assumeIsolated { SnapshotRenderer.image(of: view, size: size, traits: traits) } }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Snapshots a view controller on a 390 × 844 screen at scale 2.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view controller on a device's screen: its size, safe area and display scale.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : config.traits.displayScale
        let merged = UITraitCollection(traitsFrom: [config.traits, UITraitCollection(displayScale: scale > 0 ? scale : 2)])
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: merged.displayScale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    SnapshotRenderer.image(of: controller, size: size ?? config.size ?? CGSize(width: 390, height: 844),
                                           safeArea: config.safeArea, traits: merged)
                }
            }
    }

    /// Snapshots a view controller on a screen of `size` (390 × 844 by default).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size ?? CGSize(width: 390, height: 844), traits: traits),
               precision: precision, perceptualPrecision: perceptualPrecision)
    }
}
