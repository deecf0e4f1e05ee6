/// An object that belongs to a runtime: a layer, and through it a view or a
/// view controller. Key-value observations of it live in its runtime.
@MainActor
package protocol RuntimeOwned: AnyObject {
    /// The runtime the object acts on.
    var owningRuntime: SegueRuntime { get }
}

extension CALayer: RuntimeOwned {
    /// The layer's runtime; for a layer that has never been in a host's tree,
    /// the one in force; for one whose host is gone, `SegueRuntime.unhosted`.
    package var owningRuntime: SegueRuntime {
        runtime ?? (hasBelongedToRuntime ? .unhosted : .current)
    }

    /// Makes the layer's runtime the one in force (see `SegueRuntime`): every
    /// operation that reads or writes runtime state does this first, so a
    /// block queued by one test acts on that test's host.
    @inline(__always)
    package func enterRuntime() {
        if let runtime {
            runtime.enter()
        } else if hasBelongedToRuntime {
            enterWithoutOwner()
        }
    }

    /// The layer's host is gone (a block, task or completion its test queued
    /// ran after the test ended): says so, once per layer, and acts on the
    /// runtime no host drives, so the work reaches no other test's host.
    private func enterWithoutOwner() {
        if !hasReportedMissingOwner {
            hasReportedMissingOwner = true
            SegueDiagnostics.report("""
                Segue: \(self)\(name.map { " (\($0))" } ?? "") belongs to a host that no longer exists: a block, task \
                or completion queued by its test ran after the test ended. It now acts on no host. Let queued work \
                finish before the test ends (await host.runMainQueue(), then host.runUntilIdle()).
                """)
        }
        SegueRuntime.unhosted.enter()
    }

    /// Makes `newRuntime` the runtime of this layer, its sublayers and its
    /// mask: a host gives its window's layer its runtime, and a layer joining
    /// a tree takes the tree's (nothing changes when the tree has none).
    /// Pending layout, display and animations move to the new runtime's frame
    /// loop; the old one drops them (`FrameLoop` skips layers not its runtime's).
    package func join(_ newRuntime: SegueRuntime?) {
        guard let newRuntime, runtime !== newRuntime else { return }
        runtime = newRuntime
        hasBelongedToRuntime = true
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
        // Not `runtime.map { … }`: a closure written here is checked for the main actor on every call.
        guard let runtime else { return true }
        return runtime.frameLoop === frameLoop
    }
}
