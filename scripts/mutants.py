#!/usr/bin/env python3
"""make mutants: applies targeted source mutations one at a time to a scratch
copy of the package, runs the tests that should catch each, and reports which
mutations survive (a surviving mutation is a hole in the suite).

Each mutation replaces one exact snippet (it must occur once) in one file. A
mutation that does not compile is reported as invalid, not as killed. The
scratch copy lives in .build-mutants/ and keeps its build between runs.

    scripts/mutants.py            every mutation
    scripts/mutants.py 3 7        only those (numbers from the list)
"""
import os, shutil, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-mutants", "package")

# (file, original, mutated, test filter, what it breaks)
MUTATIONS = [
    # The audit's holes (issue 11).
    ("Sources/OpenUIKit/Transitions/UIViewControllerTransitionContext.swift",
     "            animator.animationEnded(didComplete)\n", "",
     "ConformanceTests", "completeTransition traces animationEnded but never calls the animator's"),
    ("Sources/OpenUIKit/Transitions/UIPercentDrivenInteractiveTransition.swift",
     "let tailDuration = abs(endOffset - startOffset) / Double(max(completionSpeed, 0.001))",
     "let tailDuration = abs(endOffset - startOffset) / Double(target >= 1 ? max(completionSpeed, 0.001) : 1)",
     "ConformanceTests", "the classic cancel ignores completionSpeed"),
    ("Sources/OpenUIKit/Transitions/UIPercentDrivenInteractiveTransition.swift",
     "            interruptible.isReversed = true\n            interruptible.continueAnimation(withTimingParameters: timingCurve,\n                                            durationFactor: 1 / max(completionSpeed, 0.001))",
     "            interruptible.isReversed = true\n            interruptible.continueAnimation(withTimingParameters: timingCurve,\n                                            durationFactor: 1)",
     "ConformanceTests", "the interruptible cancel ignores completionSpeed"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "return home.filled ? home.superview.bounds : home.frame", "return home.frame",
     "ConformanceTests", "dismissal puts the presenter's view back at its old frame, not the rotated screen's"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "        case .flipHorizontal, .partialCurl: ViewTransitionAnimator(style: transitionStyle, presenting: presenting)\n        case .coverVertical: CoverVerticalAnimator(presenting: presenting)",
     "        case .flipHorizontal: ViewTransitionAnimator(style: transitionStyle, presenting: presenting)\n        case .coverVertical, .partialCurl: CoverVerticalAnimator(presenting: presenting)",
     "ConformanceTests", ".partialCurl runs the cover-vertical animation"),
    ("Sources/OpenUIKit/Transitions/UIViewControllerTransitionContext.swift",
     "            UIView.animate(withDuration: remaining, delay: 0, options: [.curveEaseInOut], animations: { animation(self) })\n",
     "            _ = remaining\n",
     "ConformanceTests", "alongside blocks added after the start are dropped (and true returned)"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "            if completed {\n                completion?()",
     "            if completed, style == .custom {\n                completion?()",
     "ConformanceTests", "present's completion runs only for .custom"),
    # Issue 10's fixes.
    ("Sources/OpenUIKit/Animation/UIViewPropertyAnimator.swift",
     "let newDuration = durationFactor > 0 ? duration * Double(durationFactor) : duration",
     "let newDuration = duration * Double(max(durationFactor, 0.0001))",
     "DropInTests|Swift5Mode|Swift6Mode", "durationFactor 0 jumps to the end (R9.7)"),
    ("Sources/OpenQuartzCore/Layers/CALayer+Geometry.swift",
     "final var timeParent: CALayer? { superlayerStorage ?? maskedLayer }",
     "final var timeParent: CALayer? { superlayerStorage }",
     "DropInTests|Swift6Mode", "a mask's animations ignore its layer's paused time"),
    ("Sources/OpenQuartzCore/Render/Compositor.swift",
     "            let maskPattern = cairo_pop_group(pass.cr)\n            cairo_set_source(pass.cr, content)",
     "            let maskPattern = cairo_pop_group(pass.cr)\n            cairo_identity_matrix(pass.cr)\n            cairo_set_source(pass.cr, content)",
     "RenderTests", "masked content is composited at the wrong scale"),
    ("Sources/OpenUIKit/Controllers/UIViewController+Presentation.swift",
     "            if current.viewCoversTheScreen { return current }\n", "",
     "ConformanceTests", "full-screen presentations skip the nearest ancestor covering the screen (R6.2.1)"),
    ("Sources/OpenUIKit/Scenes/UIStatusBarManager.swift",
     "            if presented.capturesStatusBarAppearance { owner = presented }",
     "            owner = presented",
     "DropInTests", "every presented controller takes over the status bar"),
    ("Sources/OpenUIKit/Graphics/UIColor.swift",
     "        return lhs.cgColor == rhs.cgColor", "        return lhs === rhs",
     "DropInTests", "UIColor compares by identity"),
    # The engine.
    ("Sources/OpenQuartzCore/Engine/SpringSolver.swift",
     "var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }",
     "var dampingRatio: Double { damping / (1.8 * (stiffness * mass).squareRoot()) }",
     "OpenQuartzCoreTests|OpenUIKitTests", "springs are 10 % too damped"),
    ("Sources/OpenQuartzCore/Engine/LayerTimeMapping.swift",
     "(parentTime - beginTime) * speed + timeOffset", "(parentTime - beginTime) * speed - timeOffset",
     "OpenQuartzCoreTests", "a layer's timeOffset runs backwards"),
    ("Sources/OpenQuartzCore/Engine/TimingSnapshot.swift",
     "fillsForwards = fillMode == .forwards || fillMode == .both",
     "fillsForwards = fillMode == .both",
     "OpenQuartzCoreTests", "fillMode .forwards is ignored"),
    ("Sources/OpenQuartzCore/Engine/TimingSnapshot.swift",
     "var iterationDuration: Double { duration * (autoreverses ? 2 : 1) }",
     "var iterationDuration: Double { duration }",
     "OpenQuartzCoreTests", "autoreversing iterations take one duration"),
    ("Sources/OpenQuartzCore/Layers/CALayer.swift",
     "let action = CATransaction.disableActions() ? nil : action(forKey: property.name)",
     "let action = action(forKey: property.name)",
     "OpenQuartzCoreTests|OpenUIKitTests", "CATransaction.setDisableActions is ignored"),
    ("Sources/OpenUIKit/Animation/UIViewAnimationOptions.swift",
     "case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)",
     "case .easeInOut: return CAMediaTimingFunction(name: .linear)",
     "OpenUIKitTests", "UIView.animate's default curve is linear"),
    # The compositor.
    ("Sources/OpenQuartzCore/Render/Compositor.swift",
     "        let grouped = p.opacity < 1\n", "        let grouped = false\n",
     "RenderTests", "opacity below 1 is not composited as a group"),
    ("Sources/OpenQuartzCore/Render/Compositor.swift",
     "                RoundedRect.add(pass.cr, p.bounds, radius: p.cornerRadius, corners: layer.maskedCorners)\n                cairo_clip(pass.cr)",
     "                RoundedRect.add(pass.cr, p.bounds, radius: 0, corners: layer.maskedCorners)\n                cairo_clip(pass.cr)",
     "RenderTests", "masksToBounds clips to square corners"),
    # Gestures.
    ("Sources/OpenUIKit/Gestures/UIPinchGestureRecognizer.swift",
     "        let current = baseScale * distance / baseDistance\n",
     "        let current = baseScale * baseDistance / distance\n",
     "OpenUIKitTests|ConformanceTests", "pinch scale is inverted"),
    ("Sources/OpenUIKit/Gestures/UIPanGestureRecognizer.swift",
     "let v = CGPoint(x: (last.point.x - first.point.x) / dt,",
     "let v = CGPoint(x: (last.point.x - first.point.x) / (2 * dt),",
     "OpenUIKitTests", "pan velocity is halved"),
    ("Sources/OpenUIKit/Gestures/UITapGestureRecognizer.swift",
     "        if tapsSoFar >= numberOfTapsRequired {", "        if tapsSoFar > numberOfTapsRequired {",
     "OpenUIKitTests|ConformanceTests", "a tap needs one touch more than required"),
    # Appearance.
    ("Sources/OpenUIKit/Controllers/UIViewController.swift",
     "        viewIsAppearing(appearanceAnimated)\n",
     "        viewIsAppearing(appearanceAnimated)\n        viewIsAppearing(appearanceAnimated)\n",
     "ConformanceTests", "viewIsAppearing runs twice"),
    # The runtime (issue 12).
    ("Sources/SegueTesting/TestHost.swift",
     "        for _ in 0..<4 { await Task.yield() }\n        activate()\n",
     "        for _ in 0..<4 { await Task.yield() }\n",
     "OpenUIKitTests", "a host resuming after an await keeps another test's runtime"),
    ("Sources/OpenQuartzCore/Runtime/SegueRuntime.swift",
     "        replace(\\.transactionStack, with: [])\n", "",
     "OpenUIKitTests", "reset() keeps the open transactions"),
    # Issue 12: the property table and the one evaluator.
    ("Sources/OpenQuartzCore/Animation/AnimatableProperty.swift",
     'case .shadowRadius: .init("shadowRadius", .number(\\.shadowRadius), .placement)',
     'case .shadowRadius: .init("shadowRadius", .number(\\.cornerRadius), .placement)',
     "PropertyTableTests", "a row names another property's field"),
    ("Sources/OpenQuartzCore/Animation/AnimatableProperty.swift",
     "        case .point(let path): MemoryLayout<LayerProperties>.offset(of: path)\n",
     "        case .point: MemoryLayout<LayerProperties>.offset(of: \\.position)\n",
     "PropertyTableTests", "the per-frame kernels write points into the wrong field"),
    ("Sources/OpenQuartzCore/Engine/AnimationEvaluator.swift",
     "                if unwritten != 0 { layer.resetAnimatedPresentationValues(only: unwritten) }\n", "",
     "AnimationEvaluatorTests|BasicAnimationTests", "a program's additive part accumulates over last frame's value"),
    ("Sources/OpenQuartzCore/Engine/AnimationEvaluator.swift",
     "            if !entry.pointee.ended && !frozen", "            if !frozen",
     "AnimationEvaluatorOrderTests|BasicAnimationTests", "a held animation ends again every frame"),
    # Issue 13: the navigation controller.
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "                stack = previous\n", "",
     "NavigationRules", "a cancelled interactive pop leaves the stack popped"),
    ("Sources/OpenUIKit/Transitions/ControllerTransition.swift",
     "            appearance.disappearing?.beginAppearanceTransition(false, animated: animated)\n            appearance.appearing?.beginAppearanceTransition(true, animated: animated)\n",
     "            appearance.appearing?.beginAppearanceTransition(true, animated: animated)\n            appearance.disappearing?.beginAppearanceTransition(false, animated: animated)\n",
     "NavigationRules", "the incoming controller's viewWillAppear comes first (the tab bar's order, not navigation's)"),
    ("Sources/OpenUIKit/Navigation/NavigationParallaxAnimator.swift",
     "            beneath.transform = pushedBack\n", "",
     "NavigationSeedTests", "the view beneath does not move (no parallax)"),
    # Issue 13, part 0: one transition driver.
    ("Sources/OpenUIKit/Transitions/ControllerTransition.swift",
     "                if appearance.appearingEndsFirst {", "                if !appearance.appearingEndsFirst {",
     "NavigationRules|PresentationOrderRules", "modal and navigation swap their viewDidAppear/viewDidDisappear order"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        FrameLoop.shared.performOnNextFrame(startTransition)", "        startTransition()",
     "NavigationRules", "a push's visual transition starts inside the push call, not on the next frame"),
    ("Sources/OpenUIKit/Transitions/UIPercentDrivenInteractiveTransition.swift",
     "        start(transitionContext)\n        applyWhatCameBeforeStart()\n", "        start(transitionContext)\n",
     "NavigationRules", "a gesture that ends before its transition starts leaves it stuck"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "    static var isBusy: Bool { isTransitioning }", "    static var isBusy: Bool { isTransitioning || !UIViewControllerTransitionContext.inFlight.isEmpty }",
     "NavigationRules", "a push blocks presentations"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "        style = presentationController.presentationStyle\n", "",
     "AdaptivityRules", "the dismissal's context carries the unadapted style"),
    ("Sources/OpenUIKit/Navigation/BarHidingGestureDelegate.swift",
     "        return !bars.contains { !$0.isHidden && $0.frame.contains(point) }", "        return true",
     "NavigationBarRules", "a tap on the navigation bar hides it"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        toolbar.setItems(to.toolbarItems, animated: animated)\n", "",
     "NavigationBarRules", "the toolbar keeps the old top controller's items after a push"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        if travel < -BarHidingGestureDelegate.swipeDistance {", "        if travel > BarHidingGestureDelegate.swipeDistance {",
     "NavigationBarRules", "a swipe down hides the bars"),
    ("Sources/OpenQuartzCore/Engine/AnimationEvaluator.swift",
     "                blend.m22 += (b.m22 - a.m22) * u\n", "",
     "AnimationEvaluatorTests", "the compiled transform blend leaves the vertical scale behind"),
    ("Sources/OpenQuartzCore/Engine/AnimationEvaluator.swift",
     "            let t = spring.map { $0.progress(at: sample.time) } ?? fraction", "            let t = fraction",
     "AnimationEvaluatorTests", "a compiled transform spring runs on the plain timing, without overshoot"),
    ("Sources/OpenQuartzCore/Geometry/DecomposedTransform.swift",
     "            && m44 == 1 && m11 > 0 && m22 > 0 && m33 > 0", "            && m44 == 1",
     "AnimationEvaluatorTests", "a rotation counts as axis-aligned and is blended entry by entry"),
    ("Sources/OpenQuartzCore/Engine/AnimationEvaluator.swift",
     "                let base = baseIsPresentation ? layer.presentationStorage.transform : layer.modelValues.transform",
     "                let base = layer.modelValues.transform",
     "AnimationEvaluatorTests", "a second additive transform replaces the first instead of stacking on it"),
    # Issue 14: the solver, Auto Layout and the stack view.
    ("Sources/Cassowary/Solver.swift",
     "                if candidate < ratio || (candidate == ratio && symbol < leaving) {",
     "                if candidate > ratio || ratio == Double.greatestFiniteMagnitude {",
     "CassowaryTests", "the primal simplex leaves by the largest ratio, not the smallest"),
    ("Sources/Cassowary/Solver.swift",
     "            if rowData[index].add(-delta) < 0 { infeasibleRows.append(marker) }",
     "            if rowData[index].add(delta) < 0 { infeasibleRows.append(marker) }",
     "CassowaryTests", "a suggestion moves the edit variable the wrong way"),
    ("Sources/OpenUIKit/Layout/LayoutEngine.swift",
     "        case .centerX: return x + w * 0.5", "        case .centerX: return x + w",
     "AutoLayoutTests", "centre X is the right edge"),
    ("Sources/OpenUIKit/Layout/LayoutEngine.swift",
     "    static func strength(_ priority: UILayoutPriority) -> Double {\n        priority >= .required ? Strength.required : Double(priority.rawValue)",
     "    static func strength(_ priority: UILayoutPriority) -> Double {\n        priority >= .required ? Strength.required : 1000 - Double(priority.rawValue)",
     "AutoLayoutTests|StackViewTests", "lower priorities win over higher ones"),
    ("Sources/OpenUIKit/Layout/LayoutEngine.swift",
     "            if !solvedFrame(of: state).isApproximatelyEqual(to: view.layoutFrameIgnoringTransform) { view.superview?.setNeedsLayout() }",
     "            _ = state",
     "AutoLayoutTests", "a solved frame change does not lay its superview out again"),
    ("Sources/OpenUIKit/Layout/UIView+AutoLayout.swift",
     "        let safe = safeAreaInsets\n        return UIEdgeInsets(top: margins.top + safe.top",
     "        let safe = UIEdgeInsets.zero\n        return UIEdgeInsets(top: margins.top + safe.top",
     "AutoLayoutTests", "the layout margins ignore the safe area"),
    ("Sources/OpenUIKit/Layout/UIStackView.swift",
     "                if distribution == .fillProportionally, firstLength > 0 { multiplier = intrinsicLength(view) / firstLength }",
     "",
     "StackViewTests", "fill proportionally fills equally"),
    ("Sources/OpenUIKit/Layout/UIStackView.swift",
     "        let shown = arrangedSubviews.filter { !$0.isHidden }", "        let shown = arrangedSubviews",
     "StackViewTests", "a hidden arranged view keeps its place"),
    ("Sources/OpenUIKit/Layout/UIStackView.swift",
     "                ? (trailingEdge, leadingEdge) : (axis == .horizontal ? .centerX : .centerY, axis == .horizontal ? .centerX : .centerY)",
     "                ? (trailingEdge, leadingEdge) : (trailingEdge, leadingEdge)",
     "StackViewTests", "equal centering spaces edges instead of centres"),
    ("Sources/OpenUIKit/Scrolling/ScrollPhysics.swift",
     "        let magnitude = (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension",
     "        let magnitude = (1 - 1 / (abs(overshoot) * 0.5 / dimension + 1)) * dimension",
     "ScrollViewTests", "the rubber band is stiffer than UIKit's"),
    ("Sources/OpenUIKit/Scrolling/ScrollPhysics.swift",
     "        velocity * rate * (1 - pow(rate, milliseconds)) / (1 - rate)",
     "        velocity * (1 - pow(rate, milliseconds)) / (1 - rate)",
     "ScrollViewTests", "the deceleration's distance misses the first millisecond's decay"),
    ("Sources/OpenUIKit/Scrolling/UIScrollView.swift",
     "            let landing = target == natural ? velocity : (target - offset) * (1 - rate) / rate",
     "            let landing = velocity",
     "ScrollViewTests", "a target the delegate changed is not where the content stops"),
    ("Sources/OpenUIKit/Scrolling/UIScrollView.swift",
     "                if abs(displacement) < 0.5 && abs(speed) < 10 {",
     "                if true {",
     "ScrollViewTests", "an overscrolled offset snaps back instead of springing"),
    ("Sources/OpenUIKit/Scrolling/UIScrollView.swift",
     "            if velocity > 0.3 { index = (offset / size).rounded(.down) + 1 }",
     "",
     "ScrollViewTests", "a short flick does not turn the page"),
    ("Sources/OpenQuartzCore/Layers/CALayer.swift",
     "        if let owner = delegate { NSKeyValueObservation.objectDidChange(owner) }\n", "",
     "KeyValueObservingTests", "a view's frame observation never hears its layer move"),
    ("Sources/OpenQuartzCore/Observation/KeyValueObserving.swift",
     "            guard !KeyValueObservingEquality.isEqual(last, current) else { return }\n", "",
     "KeyValueObservingTests", "setting the same value notifies"),
    ("Sources/OpenQuartzCore/Observation/NSKeyValueObservation.swift",
     "    weak var observation: NSKeyValueObservation?", "    var observation: NSKeyValueObservation?",
     "KeyValueObservingTests", "releasing the token does not end the observation"),
    # Issue 15 (in part): the tab bar controller and controls.
    ("Sources/OpenUIKit/TabBar/UITabBarController.swift",
     "        if visible { to?.beginAppearanceTransition(true, animated: false) }\n        if visible { from?.beginAppearanceTransition(false, animated: false) }\n",
     "        if visible { from?.beginAppearanceTransition(false, animated: false) }\n        if visible { to?.beginAppearanceTransition(true, animated: false) }\n",
     "TabBarRules", "a tab switch uses navigation's appearance order"),
    ("Sources/OpenUIKit/TabBar/UITabBarController.swift",
     "        guard index != selectedIndexStorage else { return }\n", "",
     "TabBarRules", "re-selecting the selected tab runs a transition to itself"),
    ("Sources/OpenUIKit/TabBar/UITabBarController.swift",
     "        if let previousSelection, let kept = tabs.firstIndex(where: { $0 === previousSelection }) {",
     "        if false, let previousSelection, let kept = tabs.firstIndex(where: { $0 === previousSelection }) {",
     "TabBarRules", "setViewControllers forgets the selected controller"),
    ("Sources/OpenUIKit/TabBar/UITabBarController.swift",
     "                selectedIndexStorage = tabs.firstIndex { $0 === from } ?? selectedIndexStorage\n", "",
     "TabBarRules", "a cancelled switch leaves the new tab selected"),
    ("Sources/OpenUIKit/Controls/UIControl.swift",
     "        sendActions(for: isInside(touches) ? .touchUpInside : .touchUpOutside)",
     "        sendActions(for: .touchUpInside)",
     "ControlsTests", "a finger lifted far away still taps"),
    ("Sources/OpenUIKit/Views/UIView+Hierarchy.swift",
     "        if window != nil { layer.handPendingWorkToCurrentFrameLoop() }\n", "",
     "TabBarRules", "a bar built before its host never draws its items"),
    ("Sources/OpenUIKit/Controllers/ContainerContentView.swift",
     "        for subview in subviews { subview.safeAreaInsetsDidChangeInSubtree() }",
     "        for subview in subviews { subview.safeAreaInsetsDidChange() }",
     "NavigationBarRules", "hiding a bar leaves constraints to the safe area where they were"),
    ("Sources/OpenUIKit/SplitView/UISplitViewController.swift",
     "                if !taken { primary.collapseSecondaryViewController(secondary, for: self) }",
     "                _ = taken",
     "SplitViewRules", "a collapsing split view drops the detail instead of pushing it"),
    ("Sources/OpenUIKit/SplitView/UISplitViewController.swift",
     "        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)\n    }\n\n    /// Unfolds",
     "    }\n\n    /// Unfolds",
     "SplitViewRules", "collapsing does not post showDetailTargetDidChangeNotification (R10.4)"),
    ("Sources/OpenUIKit/SplitView/SplitColumnLayout.swift",
     "                    .secondary: mode == .oneBesideSecondary ? column(p, w - p) : column(0, w),",
     "                    .secondary: column(0, w),",
     "SplitViewRules", "the detail lies under the list instead of beside it"),
    ("Sources/OpenUIKit/SplitView/UISplitViewController.swift",
     "        guard !isCurrentDetail(vc) else { return }",
     "",
     "ShowRoutingRules", "showing the current detail again replaces it (R10.3)"),
    ("Sources/OpenUIKit/Controllers/UIViewController.swift",
     "        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)",
     "        return parent?.targetViewController(forAction: action, sender: sender)",
     "ShowRoutingRules", "the target search stops at a presented controller (R10.1)"),
    ("Sources/OpenUIKit/Segues/UIViewController+Segues.swift",
     "            guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }",
     "            _ = shouldPerformSegue(withIdentifier: identifier, sender: sender)",
     "SegueRules", "a refused triggered segue still runs (R11.1)"),
    ("Sources/OpenUIKit/Segues/UIViewController+Segues.swift",
     "        UITransitionTracing.record(self, \"prepare(for:sender:)\")\n        prepare(for: segue, sender: sender)\n        UITransitionTracing.record(segue, \"perform()\")",
     "        UITransitionTracing.record(segue, \"perform()\")",
     "SegueRules", "the source is not prepared before a segue (R11.1 step 4)"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        return stack.reversed().filter { $0 !== containing }",
     "        return stack.filter { $0 !== containing }",
     "SegueRules", "a navigation controller searches its stack bottom up when unwinding (R11.5)"),
    ("Sources/OpenUIKit/Segues/UIViewController+Segues.swift",
     "            presenterToDismissFrom.dismiss(animated: true, completion: bringForward)",
     "            bringForward()",
     "SegueRules", "an unwind leaves the intermediate presentation up (R11.5)"),
    ("Sources/OpenUIKit/Collections/UICollectionViewFlowLayout.swift",
     "            let spacing = !isLastLine && gaps > 0 ? itemSpacing + (room - used) / gaps : itemSpacing",
     "            let spacing = itemSpacing",
     "CollectionViewRules", "a flow layout leaves full lines ragged instead of spreading them"),
    ("Sources/OpenUIKit/Collections/UICollectionView.swift",
     "        reuseQueue.enqueue(view, for: queueKey)",
     "        _ = queueKey",
     "CollectionViewRules", "cells that leave the screen are dropped, not reused"),
    ("Sources/OpenUIKit/Lists/BatchUpdateMapping.swift",
     "                if updates.deletedItems.contains(path) || movesBySource[path] != nil { continue }",
     "                if updates.deletedItems.contains(path) { continue }",
     "CollectionUpdateRules", "a moved item also keeps its old place among the survivors"),
    ("Sources/OpenUIKit/Collections/UICollectionView+Updates.swift",
     "        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.newIndexPath(for: $0) }\n",
     "",
     "CollectionUpdateRules", "the selection stays at its old index path through an update"),
    ("Sources/OpenUIKit/Lists/BatchUpdateMapping.swift",
     "            if !whole, expected != newCounts[new] {",
     "            if !whole, expected != newCounts[new], newCounts[new] < 0 {",
     "CollectionUpdateRules", "counts that do not add up are accepted"),
    ("Sources/OpenUIKit/Collections/UICollectionView+Updates.swift",
     "        UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction], animations: {",
     "        UIView.animate(withDuration: 0, delay: 0, options: [.allowUserInteraction], animations: {",
     "CollectionUpdateRules", "updates and changes of layout jump instead of animating (R16.1)"),
    ("Sources/OpenUIKit/Collections/UICollectionViewTransitionLayout.swift",
     "        result.center = Self.mix(start.center, end.center, p)",
     "        result.center = end.center",
     "CollectionUpdateRules", "a transition layout puts items at the end at once (R16.2)"),
    ("Sources/OpenUIKit/Collections/UICollectionView+LayoutTransitions.swift",
     "        let destination = completed ? transition.nextLayout : transition.currentLayout",
     "        let destination = transition.nextLayout",
     "CollectionUpdateRules", "a cancelled interactive layout change goes on to the new layout (R16.2)"),
    ("Sources/OpenUIKit/Collections/UICollectionViewController.swift",
     "        guard useLayoutToLayoutNavigationTransitions, sharesCollectionView, let collectionView = collectionViewStorage else {",
     "        guard !useLayoutToLayoutNavigationTransitions, sharesCollectionView, let collectionView = collectionViewStorage else {",
     "CollectionScenarioTests", "a layout-to-layout push slides instead of changing layout (R16.3)"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "                if !from.view.isDescendant(of: to.view) { from.view.removeFromSuperview() }",
     "                from.view.removeFromSuperview()",
     "CollectionScenarioTests", "a push removes the collection view the pushed controller took over (R16.3)"),
    ("Sources/OpenUIKit/Lists/SelectionClearing.swift",
     "            if context.isCancelled { selected.forEach(reselect) }",
     "            _ = context",
     "TableScenarioTests", "a cancelled pop leaves the row deselected"),
    ("Sources/OpenUIKit/Tables/UITableView+Updates.swift",
     "        case .left: (frame.offsetBy(dx: -width, dy: 0), 1)",
     "        case .left: (frame, 0)",
     "TableViewRules", "a row deleted with .left fades in place"),
    ("Sources/OpenUIKit/Tables/UITableView+Selection.swift",
     "        let target: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: touched) } ?? touched",
     "        let target: IndexPath? = touched",
     "TableViewRules", "willSelectRowAt cannot redirect the selection"),
    ("Sources/OpenUIKit/Scrolling/UIScrollView.swift",
     "            if inset.top != old.top && offset.y == -old.top { offset.y = -inset.top }",
     "",
     "TableScenarioTests", "content under a navigation bar starts behind it"),
    ("Sources/OpenUIKit/Navigation/UINavigationBar.swift",
     "                guard let self, self.content === new else { return old.removeFromSuperview() }",
     "                guard let self else { return }",
     "TableScenarioTests", "a cancelled pop puts the old title back over the restored items"),
    ("Sources/OpenQuartzCore/Engine/TimingSnapshot.swift",
     "        return t < 0 && t > -1e-9 ? 0 : t",
     "        return t",
     "settingsRowSelectsAndFades", "an animation begun now shows the model for its first frame"),
    ("Sources/SegueGallery/Export/DemoRecorder.swift",
     "        let hostRate = max(1, Int((Double(framesPerSecond) / speed).rounded()))",
     "        let hostRate = framesPerSecond",
     "GalleryExportTests", "slow motion exports as many frames as full speed"),
    ("Sources/SegueTesting/TestHost.swift",
     "        if current.framesSkipped >= current.everyNthFrame {",
     "        if current.framesSkipped >= 1 {",
     "RecordingTests", "a lower recording rate still takes every frame"),
    ("Sources/OpenUIKit/Gestures/GestureArena.swift",
     "            return !hit.gestureRecognizerShouldBegin(recognizer)",
     "            return false",
     "SliderAndGestureTests", "a touched control cannot keep its gesture from an ancestor's recognizer"),
    ("Sources/OpenUIKit/Controls/UIButton.swift",
     "           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {",
     "           tap.numberOfTouchesRequired == 1 {",
     "SliderAndGestureTests", "a button also keeps double taps from its superview"),
    ("Sources/OpenUIKit/Presentation/ModalPresentation.swift",
     "            UITransitionTracing.record(delegate, \"presentationController(forPresented:presenting:source:)\")",
     "            UITransitionTracing.record(source, \"presentationController(forPresented:presenting:source:)\")",
     "PresentationOrderRules", "the presentation-controller ask is traced under the presenting controller"),
    ("Sources/OpenUIKit/Controls/UISlider.swift",
     "        if (changed && isContinuous) || (ending && !isContinuous) { sendActions(for: .valueChanged) }",
     "        if changed { sendActions(for: .valueChanged) }",
     "SliderAndGestureTests", "a non-continuous slider sends values while dragging"),
    ("Sources/SegueTesting/Recording/ContactSheet.swift",
     "            let column = index % columns, row = index / columns",
     "            let column = index / columns, row = index % columns",
     "RecordingTests", "a contact sheet's frames go down the columns"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        stack = viewControllers\n        orderChildren(as: stack)",
     "        stack = viewControllers",
     "InvariantRules", "a reordered navigation stack leaves the children in their old order"),
    ("Sources/OpenUIKit/Diagnostics/UIKitInvariants.swift",
     "                    found.append(\"\\(subview)'s layer is not a sublayer of \\(view)'s layer\")",
     "                    _ = subview",
     "InvariantRules", "the invariant checker misses a detached layer"),
    ("Sources/OpenQuartzCore/Layers/CALayer.swift",
     "            guard newValue.x.isFinite && newValue.y.isFinite else { return refuse(\"position\", newValue) }\n",
     "",
     "BadInputRules", "a layer takes a non-finite position"),
    ("Sources/OpenCoreGraphics/NativeBitmap.swift",
     "        let width = min(max(width, 1), Self.maximumSide), height = min(max(height, 1), Self.maximumSide)\n",
     "",
     "BadInputRules", "a bitmap of a degenerate size is made as asked"),
    ("Sources/OpenUIKit/Navigation/UINavigationController.swift",
     "        return popTo(index: 0, animated: animated)",
     "        return popTo(index: max(0, stack.count - 2), animated: animated)",
     "RandomizedSequenceTests", "popToRoot pops only one controller"),
    ("Sources/OpenUIKit/Views/UIView+Geometry.swift",
     "        bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))\n        center = CGPoint(x: x[0] + anchor.x * width, y: y[0] + anchor.y * height)",
     "        frame = CGRect(x: x[0], y: y[0], width: width, height: height)",
     "RandomizedSequenceTests", "autoresizing a transformed view goes through its transformed frame"),
]
def run(command, cwd):
    return subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def sync_scratch():
    """Copies Package.swift, Sources and Tests, rewriting only files whose content
    changed (so the scratch build stays incremental) and deleting the ones gone."""
    os.makedirs(SCRATCH, exist_ok=True)
    shutil.copy2(os.path.join(ROOT, "Package.swift"), os.path.join(SCRATCH, "Package.swift"))
    for item in ["Sources", "Tests"]:
        source_root, target_root = os.path.join(ROOT, item), os.path.join(SCRATCH, item)
        wanted = set()
        for folder, _, names in os.walk(source_root):
            for name in names:
                source = os.path.join(folder, name)
                target = os.path.join(target_root, os.path.relpath(source, source_root))
                wanted.add(target)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                data = open(source, "rb").read()
                if os.path.islink(target) or not os.path.exists(target) or open(target, "rb").read() != data:
                    if os.path.lexists(target):
                        os.remove(target)
                    open(target, "wb").write(data)
        for folder, _, names in os.walk(target_root):
            for name in names:
                path = os.path.join(folder, name)
                if path not in wanted:
                    os.remove(path)


def main():
    chosen = {int(arg) for arg in sys.argv[1:]}
    sync_scratch()
    print("mutants: building the scratch copy", flush=True)
    baseline = run(["swift", "build", "--build-tests"], SCRATCH)
    if baseline.returncode != 0:
        print(baseline.stdout[-3000:])
        sys.exit("mutants: the unmutated package does not build")
    results = []
    for number, (path, original, mutated, tests, what) in enumerate(MUTATIONS, 1):
        if chosen and number not in chosen:
            continue
        file = os.path.join(SCRATCH, path)
        text = open(file).read()
        if text.count(original) != 1:
            results.append((number, "stale", what))
            print(f"mutants: #{number} {what}: the snippet is not in {path} exactly once (update the list)", flush=True)
            continue
        started = time.time()
        try:
            open(file, "w").write(text.replace(original, mutated))
            build = run(["swift", "build", "--build-tests"], SCRATCH)
            if build.returncode != 0:
                outcome = "invalid"
            else:
                test = run(["swift", "test", "--skip-build", "--filter", tests], SCRATCH)
                outcome = "killed" if test.returncode != 0 else "SURVIVED"
        finally:
            open(file, "w").write(text)
        results.append((number, outcome, what))
        print(f"mutants: #{number} {outcome:8} {what} ({time.time() - started:.0f} s)", flush=True)
    run(["swift", "build", "--build-tests"], SCRATCH)  # leave the scratch build matching the sources
    killed = sum(1 for _, outcome, _ in results if outcome == "killed")
    survived = [r for r in results if r[1] != "killed"]
    print(f"mutants: {killed} killed, {len(survived)} not killed, of {len(results)}")
    for number, outcome, what in survived:
        print(f"  #{number} {outcome}: {what}")
    sys.exit(1 if survived else 0)


if __name__ == "__main__":
    main()
