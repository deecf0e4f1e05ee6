extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate
    /// space, from the model values (running animations are ignored), as Core
    /// Animation does. A plain bitmap context has a y-up space, so the result is
    /// upside down unless the context is flipped first — on iOS too.
    public func render(in ctx: CGContext) {
        ctx.loadUserData()
        let compositor = Compositor(usesPresentationValues: false, cachesSubtrees: false)
        compositor.draw(self, in: ctx.cairo)
        ctx.didDraw()
    }
}
