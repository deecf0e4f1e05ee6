import CCairo

/// Damage tracking: a frame redraws only the device pixels that differ from
/// the frame before it in the same target.
///
/// Each frame walks the layer tree against the records of the last one. A
/// subtree whose inside (`subtreeVersion`) and placement (device transform,
/// opacity, shadow) are unchanged is skipped whole. One that moved, faded or
/// changed how it is drawn (a mask, a running `CATransition`, flattened or
/// not) damages its old and new pixels; otherwise a layer damages its own
/// pixels when its own drawing changed (`appearanceVersion`), and the walk goes
/// on into its sublayers (added, removed and reordered ones damage theirs).
/// The frame is then drawn clipped to the damage, skipping subtrees outside it.
/// A transform with perspective, a new target, root, scale or background
/// redraws everything.
extension Compositor {
    /// Renders `layer` into `bitmap`, redrawing only what changed since the
    /// last frame this compositor rendered into it; returns the pixels redrawn.
    @discardableResult
    package func renderChanges(_ layer: CALayer, into bitmap: NativeBitmap, scale: CGFloat,
                               background: CGColor?) -> DamageRegion {
        let state = damageState
        let surface = DamageRegion.PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let sameTarget = state.target === bitmap && state.rootSerial == layer.serial && state.scale == scale
            && state.background == background && !state.records.isEmpty
        if !sameTarget { state.records.removeAll() }
        state.target = bitmap
        state.rootSerial = layer.serial
        state.scale = scale
        state.background = background

        let base = CGAffineTransform(scaleX: scale, y: scale)
        let root = Homography(layer.transformToSuperlayer(values(layer), parent: nil))
        state.walkCount &+= 1
        var walk = DamageWalk(surface: surface, base: base)
        _ = visitForDamage(layer, root, refresh: !sameTarget, &walk)
        var damage = walk.damage
        if !sameTarget || walk.needsFullFrame {
            damage = DamageRegion(fullWidth: bitmap.width, height: bitmap.height)
        } else if !damage.isEmpty {
            // A blurred backdrop shows what is behind it: damage there reaches it.
            var grew = true
            while grew {
                grew = false
                for record in state.records.values where record.blursBackdrop {
                    guard let box = record.ownBox, damage.intersects(box), !damage.rects.contains(where: { $0.contains(box) })
                    else { continue }
                    damage.add(box)
                    grew = true
                }
            }
        }
        // Warped layers have no records: the next frame redraws everything too.
        if walk.needsFullFrame { state.records.removeAll() }
        guard !damage.isEmpty else { return damage }

        beginFrame()
        draw(layer, root, into: bitmap, scale: scale, background: background,
             damage: damage.rects == [surface] ? nil : damage)
        // Layers outside the damage were not drawn, but their caches still hold what the target shows.
        endFrame(alsoKeeping: state.records)
        return damage
    }

    /// Draws the frame into `bitmap`, only inside `damage` when given.
    private func draw(_ layer: CALayer, _ root: Homography, into bitmap: NativeBitmap, scale: CGFloat,
                      background: CGColor?, damage: DamageRegion?) {
        let cr = cairo_create(bitmap.surface)!
        defer { cairo_destroy(cr) }
        if let damage {
            cairo_new_path(cr)
            for rect in damage.rects {
                cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            }
            cairo_clip(cr)
        }
        let base = CGAffineTransform(scaleX: scale, y: scale)
        let pass = RenderPass(cr: cr, base: base, damage: damage, tracksDamage: true, cullsOccludedLayers: mayCull(layer))
        let p = values(layer)
        paintBackground(background, cr, under: pass.cullsOccludedLayers ? opaqueCover(of: layer, p, root, pass, depth: 0) : nil)
        drawLayer(layer, root, pass, values: p)
        cairo_surface_flush(bitmap.surface)
    }

    /// Whether a pass with damage may skip `layer`: its subtree lands outside every damaged pixel.
    func isOutsideDamage(_ layer: CALayer, _ pass: RenderPass) -> Bool {
        guard let damage = pass.damage, let record = damageState.records[ObjectIdentifier(layer)],
              record.serial == layer.serial else { return false }
        guard let box = record.subtreeBox else { return true }
        return !damage.intersects(box)
    }

    /// The state of one frame's walk.
    struct DamageWalk {
        let surface: DamageRegion.PixelRect
        let base: CGAffineTransform
        var damage = DamageRegion()
        var needsFullFrame = false
    }

    /// Compares `layer`'s subtree with the last frame, adding what changed to the
    /// walk's damage (nothing when `refresh`: the caller damages the whole
    /// subtree) and bringing the records up to date; returns the subtree's pixels.
    private func visitForDamage(_ layer: CALayer, _ h: Homography, refresh: Bool,
                                _ walk: inout DamageWalk) -> DamageRegion.PixelRect? {
        let state = damageState
        let id = ObjectIdentifier(layer)
        var old = state.records[id]
        if let record = old, record.serial != layer.serial {
            state.forget(id)
            old = nil
        }
        let p = values(layer)
        guard !p.isHidden, p.opacity > 0 else {
            if let old {
                if !refresh, let box = old.subtreeBox { walk.damage.add(box) }
                state.forget(id)
            }
            return nil
        }
        let device = h.concatenating(Homography(walk.base))
        guard device.isAffine else {
            walk.needsFullFrame = true
            return walk.surface
        }
        let toDevice = device.affine
        let placement = DamageState.Placement(
            toDevice: toDevice, opacity: p.opacity, zPosition: p.zPosition, isDoubleSided: layer.isDoubleSided,
            allowsGroupOpacity: layer.allowsGroupOpacity, shadowColor: p.shadowColor, shadowOpacity: p.shadowOpacity,
            shadowOffset: p.shadowOffset, shadowRadius: p.shadowRadius, shadowPath: p.shadowPath)
        // As `cachedInside` decides: a subtree is flattened when it has not changed since it was last drawn.
        let cacheable = isCacheable(layer)
        let drawsCached = cacheable && (caches.subtrees[id].map { $0.isCurrent(for: layer) } ?? false)
        let inTransition = activeTransition(of: layer) != nil
        if !refresh, let old, old.placement == placement, old.subtreeVersion == layer.subtreeVersion,
           old.drewCached == drawsCached, !old.mayFlatten, !inTransition {
            return old.subtreeBox
        }
        let ownBox = DamageRegion.PixelRect.touched(
            by: drawnBounds(of: layer, p, pixelScale: device.scaleFactor(atX: 0, y: 0)).applying(toDevice), within: walk.surface)
        let children = orderedSublayers(of: layer)
        let childIDs = children.map(ObjectIdentifier.init)
        let childSet = Set(childIDs)
        // Redrawn whole: new, moved or faded, drawn another way, or changed under a mask or a transition.
        // (A shadow without a path is the blurred silhouette of the whole inside.)
        let redrawsWhole = refresh || old == nil || old?.placement != placement || old?.drewCached != drawsCached
            || inTransition || layer.mask != nil || (ShadowPainter.isVisible(p) && p.shadowPath == nil)
        var box = ownBox
        // Drawn from its flattened bitmap, the subtree's own flattening is all that counts.
        var mayFlatten = cacheable && !drawsCached
        let sublayerSpace = DamageState.SublayerSpace(bounds: p.bounds, sublayerTransform: p.sublayerTransform)
        let sublayersStayed = old.map { $0.placement.toDevice == toDevice && $0.sublayerSpace == sublayerSpace } ?? false
        let previous = Set(old?.children ?? [])
        func visitChildren(refresh: Bool) -> [DamageRegion.PixelRect] {
            var boxes: [DamageRegion.PixelRect] = []
            for child in children {
                let childID = ObjectIdentifier(child)
                let isNew = !previous.contains(childID)
                if isNew, let moved = state.records[childID], moved.serial == child.serial {
                    // Moved here from another parent: where it was is damaged, and here it is new.
                    if let movedBox = moved.subtreeBox { walk.damage.add(movedBox) }
                    state.forget(childID)
                }
                if !refresh, !isNew, sublayersStayed, let unchanged = unchangedRecord(of: child) {
                    if let childBox = unchanged.subtreeBox {
                        boxes.append(childBox)
                        box = box.map { $0.union(childBox) } ?? childBox
                    }
                    continue
                }
                let childH = Homography(child.transformToSuperlayer(values(child), parent: p)).concatenating(h)
                if let childBox = visitForDamage(child, childH, refresh: refresh, &walk) {
                    boxes.append(childBox)
                    box = box.map { $0.union(childBox) } ?? childBox
                }
                if !drawsCached, state.records[childID]?.mayFlatten == true { mayFlatten = true }
            }
            return boxes
        }
        if let old {
            // Gone, unless a parent visited before this one has taken it in.
            for child in old.children where !childSet.contains(child) && state.records[child]?.walk != state.walkCount {
                if !redrawsWhole, let childBox = state.records[child]?.subtreeBox { walk.damage.add(childBox) }
                state.forget(child)
            }
        }
        if redrawsWhole {
            _ = visitChildren(refresh: true)
            if !refresh {
                if let oldBox = old?.subtreeBox { walk.damage.add(oldBox) }
                if let box { walk.damage.add(box) }
            }
        } else if let old {
            if old.appearanceVersion != layer.appearanceVersion || old.ownBox != ownBox {
                if let oldOwn = old.ownBox { walk.damage.add(oldOwn) }
                if let ownBox { walk.damage.add(ownBox) }
            }
            let boxes = visitChildren(refresh: false)
            // Sublayers that changed places in the drawing order: each may now cover another.
            if old.children.filter(childSet.contains) != childIDs.filter(previous.contains) {
                for childBox in boxes { walk.damage.add(childBox) }
            }
        }
        state.records[id] = DamageState.Record(
            serial: layer.serial, walk: state.walkCount, subtreeVersion: layer.subtreeVersion, appearanceVersion: layer.appearanceVersion,
            placementVersion: layer.placementVersion, placement: placement, sublayerSpace: sublayerSpace, ownBox: ownBox, subtreeBox: box, children: childIDs, drewCached: drawsCached,
            blursBackdrop: layer.backdropBlurRadius > 0, mayFlatten: mayFlatten)
        return box
    }

    /// The record of a sublayer, placed in a parent space that has not moved,
    /// when nothing of it can have changed since: same subtree and placement
    /// versions, no animation running (its values are the model's, whose
    /// every change bumps one of them) and no flattening pending.
    private func unchangedRecord(of layer: CALayer) -> DamageState.Record? {
        guard source != .committed, let record = damageState.records[ObjectIdentifier(layer)],
              record.serial == layer.serial, record.subtreeVersion == layer.subtreeVersion,
              record.placementVersion == layer.placementVersion, !record.mayFlatten,
              layer.animationInstances.isEmpty, !layer.presentationIsCurrent else { return nil }
        return record
    }

    /// What the layer itself draws, in its own space: its bounds, a shape's path
    /// and stroke, contents that overflow the bounds, and the shadow around it all.
    func drawnBounds(of layer: CALayer, _ p: LayerProperties, pixelScale: Double) -> CGRect {
        var box = ownBounds(of: layer, p, pixelScale: pixelScale)
        if ShadowPainter.isVisible(p) {
            // The shadow is the subtree's silhouette, blurred, and offset.
            box = box.union(ShadowPainter.bounds(around: p.shadowPath == nil ? contentBounds(of: layer, p) : .null, p))
        }
        return box
    }

}
