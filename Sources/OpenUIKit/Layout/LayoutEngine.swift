internal import Cassowary

/// The Auto Layout engine of one view hierarchy (its topmost view is the
/// root): every active constraint in it, as equations over each item's
/// rectangle, solved by Cassowary.
///
/// Each item has four variables — x, y, width, height — in the root's
/// coordinates, ignoring transforms and bounds origins as Auto Layout does.
/// Views that translate their autoresizing mask into constraints are pinned
/// to their current frame; the root to its bounds; UIKit's guides to their
/// owning view's insets. Solving marks the superviews of the views whose
/// frames changed as needing layout; their `layoutSubviews` applies them.
@MainActor
final class LayoutEngine {
    /// One item's variables and the constraints the engine itself adds for it.
    final class ItemState {
        let x: Variable, y: Variable, width: Variable, height: Variable
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        /// The state of the superview (for a view) or the owning view (for a guide); nil for the root.
        var parent: ItemState?
        /// The required constraints that pin the item (frame, bounds or insets), and what they were made from.
        var pins: [Constraint] = []
        var pinnedTo: [CGFloat] = []
        /// Content hugging and compression resistance, and what they were made from.
        var intrinsic: [Constraint] = []
        var intrinsicMadeFrom: [CGFloat] = []
        /// Whether the pins and the intrinsic size must be looked at again (a view's frame,
        /// intrinsic size, priorities or autoresizing translation changed).
        var needsSync = true

        init(name: String) {
            x = Variable("\(name).minX")
            y = Variable("\(name).minY")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
    }

    /// The top of the hierarchy.
    unowned let root: UIView
    /// False for a fitting engine: the root's size is what is asked.
    private let pinsRootSize: Bool
    private let solver = Solver()
    private var items: [ObjectIdentifier: ItemState] = [:]
    /// The items in the order they joined (parents before children).
    private(set) var itemOrder: [ItemState] = []
    private(set) var held: [ObjectIdentifier: Constraint] = [:]
    /// Active constraints the solver could not hold (an unsatisfiable conflict).
    private(set) var broken: [NSLayoutConstraint] = []
    private(set) var needsSolve = true
    /// Whether a safe-area, margins or readable guide takes part: their insets
    /// follow the views' frames, so applying new frames calls for another solve.
    private(set) var hasSystemGuides = false

    private init(root: UIView, pinsRootSize: Bool) {
        self.root = root
        self.pinsRootSize = pinsRootSize
    }

    // MARK: Finding and building

    /// The engine of `view`'s hierarchy, built from its active constraints when needed.
    static func engine(for view: UIView) -> LayoutEngine {
        var root = view
        while let parent = root.superview { root = parent }
        if let engine = root.layoutState?.engine { return engine }
        let engine = LayoutEngine(root: root, pinsRootSize: true)
        root.layoutStateOrMake.engine = engine
        engine.addConstraints(installedIn: root)
        return engine
    }

    /// An engine for `view`'s subtree alone, its size free: for `systemLayoutSizeFitting`.
    static func fittingEngine(for view: UIView) -> LayoutEngine {
        let engine = LayoutEngine(root: view, pinsRootSize: false)
        engine.addConstraints(installedIn: view)
        return engine
    }

    private func addConstraints(installedIn view: UIView) {
        if let installed = view.layoutState?.constraints {
            for constraint in installed { add(constraint) }
        }
        for subview in view.subviews { addConstraints(installedIn: subview) }
    }

    /// The state of `view`, adding it (and its ancestors up to the root) when new.
    private func state(of view: UIView) -> ItemState {
        if let known = items[ObjectIdentifier(view)] { return known }
        let parent = view !== root ? view.superview.map { state(of: $0) } : nil
        let made = ItemState(name: view.layoutItemName)
        made.view = view
        made.parent = parent
        items[ObjectIdentifier(view)] = made
        itemOrder.append(made)
        view.layoutStateOrMake.memberEngine = self
        return made
    }

    private func state(of guide: UILayoutGuide) -> ItemState? {
        if let known = items[ObjectIdentifier(guide)] { return known }
        guard let owner = guide.owningView else { return nil }
        let ownerState = state(of: owner)
        let made = ItemState(name: guide.layoutItemName)
        made.guide = guide
        made.parent = ownerState
        if guide.kind != .custom { hasSystemGuides = true }
        items[ObjectIdentifier(guide)] = made
        itemOrder.append(made)
        return made
    }

    private func state(ofItem item: any LayoutItem) -> ItemState? {
        if let view = item as? UIView { return state(of: view) }
        if let guide = item as? UILayoutGuide { return state(of: guide) }
        return nil
    }

    // MARK: Constraints

    /// Adds an activated constraint.
    func add(_ constraint: NSLayoutConstraint) {
        guard held[ObjectIdentifier(constraint)] == nil,
              let equation = equation(for: constraint) else { return }
        do {
            try solver.addConstraint(equation)
            held[ObjectIdentifier(constraint)] = equation
        } catch {
            reportConflict(breaking: constraint)
            broken.append(constraint)
        }
        setNeedsSolve()
    }

    /// Removes a deactivated constraint.
    func remove(_ constraint: NSLayoutConstraint) {
        broken.removeAll { $0 === constraint }
        guard let equation = held.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(equation)
        retryBrokenConstraints()
        setNeedsSolve()
    }

    /// Adds again the constraints broken by a conflict that something since
    /// removed, as UIKit's engine, which solves the whole set each time, does.
    private func retryBrokenConstraints() {
        guard !broken.isEmpty else { return }
        for constraint in broken {
            guard let equation = equation(for: constraint), (try? solver.addConstraint(equation)) != nil else { continue }
            held[ObjectIdentifier(constraint)] = equation
            broken.removeAll { $0 === constraint }
        }
    }

    /// A constraint's constant or priority changed. A new constant is changed
    /// in place in the solver; a new priority (or a refused constant) makes
    /// the equation again.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        if let held = held[ObjectIdentifier(constraint)], let updated = equation(for: constraint),
           updated.strength == held.strength {
            if (try? solver.updateConstant(of: held, to: updated.expression.constant)) != nil {
                setNeedsSolve()
                return
            }
        }
        remove(constraint)
        add(constraint)
    }

    /// `first.attribute - multiplier × second.attribute - constant` (relation) 0, with the priority's strength.
    private func equation(for constraint: NSLayoutConstraint) -> Constraint? {
        guard let first = constraint.firstLayoutItem, let lhs = expression(first, constraint.firstAttribute) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondLayoutItem {
            guard let secondExpression = expression(second, constraint.secondAttribute) else { return nil }
            rhs = secondExpression * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, strength: LayoutEngine.strength(constraint.priority))
    }

    /// The strength of a priority: required, or a weight growing with the priority.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority >= .required ? Strength.required : Double(priority.rawValue)
    }

    /// The attribute of `item` as an expression of its variables.
    private func expression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        if let plain = attribute.withoutMargins {
            guard let view = item as? UIView else { return expression(item, plain) }
            return expression(view.layoutMarginsGuide, plain)
        }
        guard let state = state(ofItem: item) else { return nil }
        let x = LinearExpression(state.x), y = LinearExpression(state.y), w = LinearExpression(state.width), h = LinearExpression(state.height)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .lastBaseline:
            // A label's last baseline sits its font's descender above its bottom; other views' at the bottom.
            let descender = (item as? UILabel).map { Double(abs($0.font.descender)) } ?? 0
            return y + h + -descender
        case .firstBaseline:
            if let label = item as? UILabel { return y + Double(label.font.ascender) }
            return y + h
        case .notAnAttribute: return LinearExpression()
        default: return nil
        }
    }

    // MARK: Solving

    /// Marks `view`'s pins and intrinsic size for a look at the next solve.
    func viewNeedsSync(_ view: UIView) {
        guard let state = items[ObjectIdentifier(view)] else { return }
        if !view.translatesAutoresizingMaskIntoConstraints, view !== root {
            // Its autoresizing pins leave the solver now, not at the next solve:
            // constraints activated before then must not collide with them.
            pinView(state, view)
            retryBrokenConstraints()
        }
        state.needsSync = true
        setNeedsSolve()
    }

    /// Marks the engine as needing a solve before the next layout.
    func setNeedsSolve() {
        needsSolve = true
        root.setNeedsLayout()
    }

    /// Runs pending `updateConstraints`, re-pins what moved, solves, and marks
    /// the superviews of views whose frames change as needing layout.
    func solveIfNeeded() {
        root.updateConstraintsInSubtreeIfNeeded()
        guard needsSolve else { return }
        needsSolve = false
        syncPins()
        solver.updateVariables()
        for state in itemOrder {
            guard let view = state.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if !solvedFrame(of: state).isApproximatelyEqual(to: view.layoutFrameIgnoringTransform) { view.superview?.setNeedsLayout() }
        }
    }

    /// The solved rectangle of `view` in its superview's coordinates.
    func frame(of view: UIView) -> CGRect? {
        items[ObjectIdentifier(view)].map(solvedFrame(of:))
    }

    /// The solved rectangle of `guide` in its owning view's coordinates.
    func frame(of guide: UILayoutGuide) -> CGRect? {
        guard let state = state(of: guide) else { return nil }
        solver.updateVariables()
        return solvedFrame(of: state)
    }

    /// The rectangle of an item in its parent's coordinates, from the values last read from the solver.
    private func solvedFrame(of state: ItemState) -> CGRect {
        let originX = state.parent?.x.value ?? 0, originY = state.parent?.y.value ?? 0
        return CGRect(x: state.x.value - originX, y: state.y.value - originY, width: state.width.value, height: state.height.value)
    }

    /// The solved size of the root (for a fitting engine).
    var rootSize: CGSize {
        guard let state = items[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: state.width.value, height: state.height.value)
    }

    /// Holds the root at `size` with the given priorities (a fitting engine's question).
    func fit(_ size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        let state = state(of: root)
        for (variable, value, priority) in [(state.width, size.width, horizontal), (state.height, size.height, vertical)] {
            let pin = Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(value)),
                                 strength: LayoutEngine.strength(priority))
            try? solver.addConstraint(pin)
        }
        needsSolve = true
        solveIfNeeded()
    }

    // MARK: Pins

    /// Makes each item's pins and intrinsic-size constraints match the item now.
    private func syncPins() {
        for state in itemOrder {
            if let view = state.view {
                guard state.needsSync else { continue }
                state.needsSync = false
                pinView(state, view)
                if !view.translatesAutoresizingMaskIntoConstraints || view === root { syncIntrinsicSize(state, view) }
            } else if let guide = state.guide {
                pinGuide(state, guide)
            }
        }
    }

    private func replacePins(of state: ItemState, values: [CGFloat], make: () -> [Constraint]) {
        guard values != state.pinnedTo else { return }
        for pin in state.pins { try? solver.removeConstraint(pin) }
        state.pins = make()
        state.pinnedTo = values
        for pin in state.pins { try? solver.addConstraint(pin) }
    }

    private func pinView(_ state: ItemState, _ view: UIView) {
        if view === root {
            let size = view.bounds.size
            let values: [CGFloat] = pinsRootSize ? [size.width, size.height] : [-1, -1]
            replacePins(of: state, values: values) {
                var pins = [Constraint(LinearExpression(state.x), .equal), Constraint(LinearExpression(state.y), .equal)]
                if pinsRootSize {
                    pins.append(Constraint(LinearExpression(state.width), .equal, LinearExpression(constant: Double(size.width))))
                    pins.append(Constraint(LinearExpression(state.height), .equal, LinearExpression(constant: Double(size.height))))
                }
                return pins
            }
            return
        }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview.flatMap({ items[ObjectIdentifier($0)] })
        else {
            replacePins(of: state, values: []) { [] }
            return
        }
        let frame = view.layoutFrameIgnoringTransform
        replacePins(of: state, values: [frame.minX, frame.minY, frame.width, frame.height]) {
            [Constraint(LinearExpression(state.x), .equal, LinearExpression(parent.x) + Double(frame.minX)),
             Constraint(LinearExpression(state.y), .equal, LinearExpression(parent.y) + Double(frame.minY)),
             Constraint(LinearExpression(state.width), .equal, LinearExpression(constant: Double(frame.width))),
             Constraint(LinearExpression(state.height), .equal, LinearExpression(constant: Double(frame.height)))]
        }
    }

    private func pinGuide(_ state: ItemState, _ guide: UILayoutGuide) {
        guard let owner = guide.owningView, let ownerState = items[ObjectIdentifier(owner)],
              let insets = LayoutEngine.systemGuideInsets(guide) else { return }
        let readable = guide.kind == .readableContent
        replacePins(of: state, values: [insets.top, insets.left, insets.bottom, insets.right, readable ? 1 : 0]) {
            let top = Constraint(LinearExpression(state.y), .equal, LinearExpression(ownerState.y) + Double(insets.top))
            let bottom = Constraint(LinearExpression(state.y) + LinearExpression(state.height), .equal,
                                    LinearExpression(ownerState.y) + LinearExpression(ownerState.height) + Double(-insets.bottom))
            let insetWidth = LinearExpression(ownerState.width) + Double(-insets.left - insets.right)
            guard readable else {
                return [top, bottom, Constraint(LinearExpression(state.x), .equal, LinearExpression(ownerState.x) + Double(insets.left)),
                        Constraint(LinearExpression(state.width), .equal, insetWidth)]
            }
            // At most a readable line wide, centred in the margins.
            let centre = LinearExpression(ownerState.x) + LinearExpression(ownerState.width) * 0.5 + Double((insets.left - insets.right) / 2)
            return [top, bottom,
                    Constraint(LinearExpression(state.x) + LinearExpression(state.width) * 0.5, .equal, centre),
                    Constraint(LinearExpression(state.width), .lessThanOrEqual, insetWidth),
                    Constraint(LinearExpression(state.width), .lessThanOrEqual, LinearExpression(constant: Double(LayoutEngine.readableWidth))),
                    Constraint(LinearExpression(state.width), .equal, insetWidth, strength: Strength.strong)]
        }
    }

    /// The widest readable line, for `readableContentGuide` (UIKit's figure for the default body font).
    static let readableWidth: CGFloat = 672

    /// The insets that pin a system guide inside its owning view; nil for a custom guide.
    static func systemGuideInsets(_ guide: UILayoutGuide) -> UIEdgeInsets? {
        guard let owner = guide.owningView else { return nil }
        let safe = owner.safeAreaInsets
        let bounds = owner.bounds
        switch guide.kind {
        case .custom: return nil
        case .safeArea: return safe
        case .margins, .readableContent: return owner.effectiveLayoutMargins
        case .topLayoutSupport: return UIEdgeInsets(top: 0, left: 0, bottom: max(0, bounds.height - safe.top), right: 0)
        case .bottomLayoutSupport: return UIEdgeInsets(top: max(0, bounds.height - safe.bottom), left: 0, bottom: 0, right: 0)
        case .keyboard:
            let top = (guide as? UIKeyboardLayoutGuide)?.top(in: owner) ?? bounds.height - safe.bottom
            return UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        }
    }

    /// A system guide's rectangle, computed from its insets without solving; nil for a custom guide.
    static func systemGuideFrame(_ guide: UILayoutGuide) -> CGRect? {
        guard let owner = guide.owningView, let insets = systemGuideInsets(guide) else { return nil }
        var frame = CGRect(origin: .zero, size: owner.bounds.size).inset(by: insets)
        if guide.kind == .readableContent, frame.width > readableWidth {
            frame = frame.insetBy(dx: (frame.width - readableWidth) / 2, dy: 0)
        }
        return frame
    }

    private func syncIntrinsicSize(_ state: ItemState, _ view: UIView) {
        let size = view.intrinsicContentSize
        let hugging = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
        let resistance = (view.contentCompressionResistancePriority(for: .horizontal),
                          view.contentCompressionResistancePriority(for: .vertical))
        let values = [size.width, size.height, CGFloat(hugging.0.rawValue), CGFloat(hugging.1.rawValue),
                      CGFloat(resistance.0.rawValue), CGFloat(resistance.1.rawValue)]
        guard values != state.intrinsicMadeFrom else { return }
        for constraint in state.intrinsic { try? solver.removeConstraint(constraint) }
        state.intrinsic = []
        state.intrinsicMadeFrom = values
        for (variable, length, hug, resist) in [(state.width, size.width, hugging.0, resistance.0),
                                                (state.height, size.height, hugging.1, resistance.1)]
            where length != UIView.noIntrinsicMetric && length >= 0 {
            let value = LinearExpression(constant: Double(length))
            state.intrinsic.append(Constraint(LinearExpression(variable), .lessThanOrEqual, value, strength: LayoutEngine.strength(hug)))
            state.intrinsic.append(Constraint(LinearExpression(variable), .greaterThanOrEqual, value,
                                              strength: LayoutEngine.strength(resist)))
        }
        for constraint in state.intrinsic { try? solver.addConstraint(constraint) }
    }

    // MARK: Ambiguity

    /// Whether some variable of `view` can move without breaking anything the
    /// constraints say: pulled by the weakest of forces, it moves.
    func isAmbiguous(_ view: UIView) -> Bool {
        solveIfNeeded()
        guard let state = items[ObjectIdentifier(view)] else { return false }
        return [state.x, state.y, state.width, state.height].contains { movable($0) != nil }
    }

    /// Moves `view`'s ambiguous variables to another solution and shows it.
    func exerciseAmbiguity(of view: UIView) {
        solveIfNeeded()
        guard let state = items[ObjectIdentifier(view)] else { return }
        for variable in [state.x, state.y, state.width, state.height] {
            guard let moved = movable(variable) else { continue }
            let pin = Constraint(LinearExpression(variable), .equal, LinearExpression(constant: moved), strength: 1e-3)
            try? solver.addConstraint(pin)
            try? solver.removeConstraint(pin)
        }
        solver.updateVariables()
        if let superview = view.superview, let frame = frame(of: view) { superview.setNeedsLayout(); view.applyLayoutFrame(frame) }
    }

    /// The value `variable` takes when pulled 100 points away by a force weaker than any
    /// constraint; nil when it stays.
    private func movable(_ variable: Variable) -> Double? {
        let current = solver.value(of: variable)
        for target in [current + 100, current - 100] {
            let pull = Constraint(LinearExpression(variable), .equal, LinearExpression(constant: target), strength: 1e-3)
            guard (try? solver.addConstraint(pull)) != nil else { continue }
            let moved = solver.value(of: variable)
            try? solver.removeConstraint(pull)
            if abs(moved - current) > 0.5 { return moved }
        }
        return nil
    }

    // MARK: Exporting

    /// Every equation the engine holds, as text for another solver (the
    /// benchmark's peer): a `v <count>` line, then one line per equation,
    /// `c <relation −1|0|1> <strength> <constant> <term count> (<variable> <coefficient>)…`.
    static func exportSystem(of view: UIView) -> String {
        let engine = engine(for: view)
        engine.solveIfNeeded()
        var numbers: [ObjectIdentifier: Int] = [:]
        var lines: [String] = []
        func number(_ variable: Variable) -> Int {
            if let known = numbers[ObjectIdentifier(variable)] { return known }
            numbers[ObjectIdentifier(variable)] = numbers.count
            return numbers.count - 1
        }
        let all = Array(engine.held.values) + engine.itemOrder.flatMap { $0.pins + $0.intrinsic }
        for constraint in all {
            let relation = switch constraint.relation { case .lessThanOrEqual: -1; case .equal: 0; case .greaterThanOrEqual: 1 }
            let terms = constraint.expression.terms.map { "\(number($0.variable)) \($0.coefficient)" }
            lines.append("c \(relation) \(constraint.strength) \(constraint.expression.constant) \(terms.count) " + terms.joined(separator: " "))
        }
        return "v \(numbers.count)\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Solves `system` (in `exportSystem`'s text) from scratch with Segue's
    /// solver; returns the number of equations added.
    static func solveExportedSystem(_ system: String) -> Int {
        let solver = Solver()
        var variables: [Variable] = []
        var added = 0
        for line in system.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "v" {
                variables = (0..<Int(fields[1])!).map { Variable("x\($0)") }
                continue
            }
            let relation: Constraint.Relation = fields[1] == "-1" ? .lessThanOrEqual : fields[1] == "0" ? .equal : .greaterThanOrEqual
            var terms: [LinearExpression.Term] = []
            for index in 0..<Int(fields[4])! {
                terms.append(LinearExpression.Term(variables[Int(fields[5 + 2 * index])!], Double(fields[6 + 2 * index])!))
            }
            let constraint = Constraint(LinearExpression(terms, constant: Double(fields[3])!), relation,
                                        strength: Double(fields[2])!)
            if (try? solver.addConstraint(constraint)) != nil { added += 1 }
        }
        solver.updateVariables()
        return added
    }

    // MARK: Conflicts

    /// Logs UIKit's message for a constraint that cannot be satisfied with the others.
    private func reportConflict(breaking constraint: NSLayoutConstraint) {
        let items = Set([constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap { $0.map(ObjectIdentifier.init) })
        var related: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            for other in view.layoutState?.constraints ?? [] where other !== constraint && other.priority == .required {
                let otherItems = [other.firstLayoutItem, other.secondLayoutItem].compactMap { $0.map(ObjectIdentifier.init) }
                if otherItems.contains(where: items.contains) { related.append(other) }
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        let list = (related + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        SegueDiagnostics.report("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \
            Try this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(constraint)
            """)
    }
}

extension CGRect {
    /// Equal to within a thousandth of a point in every component.
    func isApproximatelyEqual(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-3 && abs(minY - other.minY) < 1e-3 && abs(width - other.width) < 1e-3
            && abs(height - other.height) < 1e-3
    }
}
