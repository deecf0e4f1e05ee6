// Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect (with
// insetBy, offsetBy, union, intersection, divided, integral, standardized).
// They are re-exported, never redefined; this module adds what CoreGraphics has
// beyond them.
@_exported import Foundation
