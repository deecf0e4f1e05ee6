import Foundation

/// UIKit's boxing of geometry in `NSValue` (Foundation on Linux has only the
/// AppKit-style `init(rect:)`, `rectValue`, … that these forward to).
extension NSValue {
    /// A value holding `cgRect`.
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    /// A value holding `cgPoint`.
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    /// A value holding `cgSize`.
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }

    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
