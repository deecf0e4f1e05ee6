import Foundation
import UIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as text, one view a line, indented by depth, with
    /// frames and the states that matter (hidden, alpha, no layer addresses).
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return HierarchyDescription.describe(view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as text, laid out on a 390 × 844 screen.
    public static var recursiveDescription: Snapshotting {
        Snapshotting<UIView, String>.recursiveDescription.pullback { controller in
            MainActor.assumeIsolated {
                controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                return controller.view
            }
        }
    }
}

/// UIKit's `recursiveDescription` shape, without addresses.
@MainActor
enum HierarchyDescription {
    static func describe(_ view: UIView, depth: Int = 0) -> String {
        let f = view.frame
        func number(_ value: CGFloat) -> String {
            value.rounded() == value ? String(Int(value)) : String(format: "%g", Double(value))
        }
        var line = String(repeating: "   | ", count: depth) + "<\(type(of: view)); frame = (\(number(f.minX)) \(number(f.minY)); "
            + "\(number(f.width)) \(number(f.height)))"
        if view.isHidden { line += "; hidden = YES" }
        if view.alpha != 1 { line += "; alpha = \(number(view.alpha))" }
        if let label = view as? UILabel, let text = label.text { line += "; text = '\(text)'" }
        line += ">"
        return ([line] + view.subviews.map { describe($0, depth: depth + 1) }).joined(separator: "\n")
    }
}
