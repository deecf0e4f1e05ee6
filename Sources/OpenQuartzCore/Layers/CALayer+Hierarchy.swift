extension CALayer {
    /// Appends `layer` to the sublayers (removing it from its old superlayer first).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `index` (clamped to the sublayer count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else {
            SegueDiagnostics.report("[CALayer insertSublayer:atIndex:] \(self): a layer cannot be its own sublayer")
            return
        }
        guard !isDescendantOrSelf(of: layer) else {
            SegueDiagnostics.report("[CALayer insertSublayer:atIndex:] \(self): \(layer) is an ancestor; the insertion would make a cycle")
            return
        }
        enterRuntime()
        saveCommittedSublayers()
        layer.superlayerStorage?.saveCommittedSublayers()
        // The compiled animations remember each layer's parent.
        FrameLoop.shared.invalidateCompiledAnimations()
        var target = Int(index)
        if layer.superlayerStorage === self, let current = sublayerStorage.index(ofIdentical: layer) {
            sublayerStorage.remove(at: current)
            if current < target { target -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        if layer === mask { mask = nil }
        target = min(max(target, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: target)
        layer.superlayerStorage = self
        layer.join(runtime)
        // Placed anew, perhaps under another parent: damage tracking must not reuse where it was.
        layer.placementVersion &+= 1
        layer.presentationIsCurrent = false
        didChange()
        layer.didChange()
        markSubtreeChanged()
    }

    /// Inserts `layer` just below `sibling` (at the bottom if `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        // Not `sibling.flatMap { … }`: a closure handed to the standard library is checked for the main actor.
        var index = 0
        if let sibling, let found = sublayerStorage.index(ofIdentical: sibling) { index = found }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the top if `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        var index = sublayerStorage.count
        if let sibling, let found = sublayerStorage.index(ofIdentical: sibling) { index = found + 1 }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.index(ofIdentical: oldLayer) else {
            SegueDiagnostics.report("[CALayer replaceSublayer:with:] \(self): \(oldLayer) is not a sublayer")
            return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        parent.enterRuntime()
        parent.saveCommittedSublayers()
        FrameLoop.shared.invalidateCompiledAnimations()
        if parent.mask === self {
            parent.mask = nil
            return
        }
        parent.sublayerStorage.remove(identical: self)
        superlayerStorage = nil
        presentationIsCurrent = false
        parent.didChange()
        didChange()
        parent.markSubtreeChanged()
    }

    func isDescendantOrSelf(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let node = current {
            if node === layer { return true }
            current = node.superlayerStorage
        }
        return false
    }

    // MARK: Layout

    /// Marks the layer as needing `layoutSublayers()` before the next frame.
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        enterRuntime()
        needsLayoutFlag = true
        FrameLoop.shared.layerNeedsLayout(self)
    }

    /// Whether a layout is pending.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the layer now if needed, then its sublayers that need it.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        sublayerStorage.forEachGuaranteed { $0.layoutIfNeeded() }
    }


    // MARK: Display

    /// Marks the content as needing to be redrawn.
    public func setNeedsDisplay() {
        contentVersion += 1
        guard !needsDisplayFlag else { return }
        enterRuntime()
        needsDisplayFlag = true
        FrameLoop.shared.layerNeedsDisplay(self)
    }

    /// Marks the content as needing to be redrawn (only part of it, in Core Animation; all of it here).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether a redraw is pending.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if needed.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }


    /// Renders the layer's drawn content into a bitmap of bounds size × `contentsScale`.
    public func drawIntoBackingStore() {
        needsDisplayFlag = false
        let scale = contentsScale
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= NativeBitmap.maximumSide, height <= NativeBitmap.maximumSide else {
            backingImageStorage = nil
            return
        }
        // A bitmap context's space (origin bottom-left, one unit per pixel) over the backing store's pixels.
        let pixels = NativeBitmap(width: width, height: height)
        var context = CGContext(surface: pixels.surface, width: width, height: height,
                                base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        // Layer drawing uses a top-left origin in points.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        // The image takes the pixels over, without a copy, unless the drawing kept the context to draw on.
        backingImageStorage = isKnownUniquelyReferenced(&context) ? CGImage(native: pixels) : context.makeImage()
        contentVersion += 1
    }
}
