import CCairo

extension CGContext {
    /// Fills the clip with `gradient` along the axis from `startPoint` (its
    /// location 0) to `endPoint` (location 1), in user space: lines
    /// perpendicular to the axis are one colour. Before the start and after
    /// the end nothing is painted unless `options` asks for the end colours to
    /// extend. The current path is neither used nor cleared.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let pattern = gradient.makeLinearPattern(start: startPoint, end: endPoint, options: options)
        paintClip(with: pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Fills the clip with `gradient` through the circles that go from the
    /// start circle (location 0) to the end circle (location 1), centre and
    /// radius interpolated linearly, each later circle painted over the earlier
    /// ones. Nothing is painted outside those circles unless `options` asks for
    /// the end colours to extend (inside the start circle, beyond the end one).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = gradient.makeRadialPattern(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                                 endRadius: endRadius, options: options)
        paintClip(with: pattern)
        cairo_pattern_destroy(pattern)
    }
}
