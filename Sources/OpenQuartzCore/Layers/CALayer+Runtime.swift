/// An object that belongs to a runtime: a layer, and through it a view or a
/// view controller. Key-value observations of it live in its runtime.
@MainActor
package protocol RuntimeOwned: AnyObject {
    /// The runtime the object acts on.
    var owningRuntime: SegueRuntime { get }
}

extension CALayer: RuntimeOwned {
    /// The layer's runtime, or (it has none, or that runtime is gone) the one in force.
    package var owningRuntime: SegueRuntime { runtime ?? .current }

    /// Makes the layer's runtime the one in force (see `SegueRuntime`): every
    /// operation that reads or writes runtime state does this first, so a
    /// block queued by one test acts on that test's host.
    @inline(__always)
    package func enterRuntime() {
        runtime?.enter()
    }

    /// Makes `newRuntime` the runtime of this layer, its sublayers and its
    /// mask: a host gives its window's layer its runtime, and a layer joining
    /// a tree takes the tree's (nothing changes when the tree has none).
    /// Pending layout, display and animations move to the new runtime's frame
    /// loop; the old one drops them (`FrameLoop` skips layers not its runtime's).
    package func join(_ newRuntime: SegueRuntime?) {
        guard let newRuntime, runtime !== newRuntime else { return }
        runtime = newRuntime
        let frameLoop = newRuntime.frameLoop
        if needsLayoutFlag { frameLoop.layerNeedsLayout(self) }
        if needsDisplayFlag { frameLoop.layerNeedsDisplay(self) }
        if !animationInstances.isEmpty, animationFrameLoop !== frameLoop {
            animationFrameLoop?.invalidateCompiledAnimations()
            animationFrameLoop = frameLoop
            frameLoop.layerStartedAnimating(self)
        }
        for sublayer in sublayerStorage { sublayer.join(newRuntime) }
        mask?.join(newRuntime)
    }

    /// Whether the layer belongs to the runtime whose frame loop is `frameLoop`.
    func belongs(to frameLoop: FrameLoop) -> Bool {
        runtime.map { $0.frameLoop === frameLoop } ?? true
    }
}
