/// Reads Auto Layout's visual format language
/// (`H:|-(left)-[view(>=44@750)]-[other]-|`) into constraints, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// does: the grammar of Apple's Auto Layout Guide, standard spacing of 8
/// points between siblings and 20 to the superview's edge.
@MainActor
struct VisualFormatParser {
    /// Why a format was rejected, with where (for UIKit's caret line).
    struct Failure: Error {
        var reason: String
        var position: Int
    }

    /// One comparison in parentheses: `>=50@750`, `==other`.
    private struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// One end of a connection: a named view or the superview's edge.
    private enum Element {
        case superview
        case view(UIView)
    }

    /// The spacing between two neighbours: none (flush), standard, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// UIKit's standard spacing between sibling views.
    static let siblingSpacing: CGFloat = 8
    /// UIKit's standard spacing between a view and its superview's edge.
    static let superviewSpacing: CGFloat = 20

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: UIView]
    private let options: NSLayoutConstraint.FormatOptions

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views.compactMapValues { $0 as? UIView }
    }

    // MARK: Building constraints

    /// The constraints the whole format describes.
    mutating func constraints() throws(Failure) -> [NSLayoutConstraint] {
        let vertical = readOrientation()
        var elements: [(element: Element, position: Int)] = []
        var connections: [Connection] = []
        var sizes: [(view: UIView, predicates: [Predicate])] = []

        if peek == "|" {
            elements.append((.superview, index))
            index += 1
            connections.append(try readConnection())
        }
        while true {
            let (view, predicates) = try readView()
            elements.append((.view(view), index))
            sizes.append((view, predicates))
            guard let next = peek else { break }
            if next == "-" || next == "[" {
                connections.append(try readConnection())
                if peek == "[" { continue }
                guard peek == "|" else { throw Failure(reason: "Expected '[' or '|' after a connection.", position: index) }
            }
            guard peek == "|" else { throw Failure(reason: "Expected a connection, a view or '|'.", position: index) }
            if connections.count < elements.count { connections.append(.flush) }
            elements.append((.superview, index))
            index += 1
            guard peek == nil else { throw Failure(reason: "Nothing may follow the superview's '|'.", position: index) }
            break
        }

        let axis = try axisAttributes(vertical: vertical)
        var result: [NSLayoutConstraint] = []
        for (view, predicates) in sizes {
            let attribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
            for predicate in predicates {
                result.append(make(view, attribute, predicate, second: nil, attribute))
            }
        }
        for (offset, connection) in connections.enumerated() {
            let earlier = elements[offset], later = elements[offset + 1]
            let earlierItem: UIView, earlierAttribute: NSLayoutConstraint.Attribute
            let laterItem: UIView, laterAttribute: NSLayoutConstraint.Attribute
            var touchesSuperview = false
            switch earlier.element {
            case .superview:
                (earlierItem, earlierAttribute) = (try superviewOf(later.element, at: earlier.position), axis.leading)
                touchesSuperview = true
            case .view(let view): (earlierItem, earlierAttribute) = (view, axis.trailing)
            }
            switch later.element {
            case .superview:
                (laterItem, laterAttribute) = (try superviewOf(earlier.element, at: later.position), axis.trailing)
                touchesSuperview = true
            case .view(let view): (laterItem, laterAttribute) = (view, axis.leading)
            }
            let predicates: [Predicate] = switch connection {
            case .flush: [Predicate(relation: .equal, object: .constant(0), priority: .required)]
            case .standard:
                [Predicate(relation: .equal, object: .constant(touchesSuperview ? Self.superviewSpacing : Self.siblingSpacing),
                           priority: .required)]
            case .predicates(let list): list
            }
            for predicate in predicates {
                // Right to left: the earlier view's edge follows the later one's.
                result.append(axis.reversed
                    ? make(earlierItem, earlierAttribute, predicate, second: laterItem, laterAttribute)
                    : make(laterItem, laterAttribute, predicate, second: earlierItem, earlierAttribute))
            }
        }
        result += try alignments(of: sizes.map(\.view), vertical: vertical)
        return result
    }

    /// `first.attribute (relation) second.attribute + constant`, or the size predicate's form.
    private func make(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate,
                      second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .constant(let constant):
            constraint = NSLayoutConstraint(first: first, firstAttribute, predicate.relation, second: second,
                                            secondAttribute, multiplier: 1, constant: constant)
        case .view(let other):
            constraint = NSLayoutConstraint(first: first, firstAttribute, predicate.relation, second: other,
                                            firstAttribute, multiplier: 1, constant: 0)
        }
        constraint.priority = predicate.priority
        return constraint
    }

    /// The attributes the axis runs along, with the options' direction.
    private func axisAttributes(vertical: Bool) throws(Failure)
        -> (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute, reversed: Bool) {
        if vertical {
            if options.contains(.spacingBaselineToBaseline) { return (.firstBaseline, .lastBaseline, false) }
            return (.top, .bottom, false)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, false)
        case .directionRightToLeft: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    /// The superview a `|` at `position` stands for: its neighbouring view's.
    private func superviewOf(_ neighbour: Element, at position: Int) throws(Failure) -> UIView {
        guard case .view(let view) = neighbour, let superview = view.superview else {
            throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: position)
        }
        return superview
    }

    /// The options' alignment of each view with the next, across the axis.
    private func alignments(of chain: [UIView], vertical: Bool) throws(Failure) -> [NSLayoutConstraint] {
        let flags: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = flags.filter { options.contains($0.0) }.map(\.1)
        guard !attributes.isEmpty else { return [] }
        let horizontalEdges: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX]
        for attribute in attributes where horizontalEdges.contains(attribute) != vertical {
            let axis = vertical ? "vertical" : "horizontal"
            throw Failure(reason: "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).",
                          position: characters.count)
        }
        var result: [NSLayoutConstraint] = []
        for (earlier, later) in zip(chain, chain.dropFirst()) {
            for attribute in attributes {
                result.append(NSLayoutConstraint(first: earlier, attribute, .equal, second: later, attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    // MARK: Reading

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// `H:` or `V:` (horizontal when absent).
    private mutating func readOrientation() -> Bool {
        guard characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" else { return false }
        index = 2
        return characters[0] == "V"
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func readView() throws(Failure) -> (UIView, [Predicate]) {
        guard peek == "[" else { throw Failure(reason: "Expected a view", position: index) }
        index += 1
        let start = index
        guard let name = readIdentifier() else { throw Failure(reason: "Expected a view name", position: index) }
        guard let view = views[name] else {
            throw Failure(reason: "\(name) is not a key in the views dictionary.", position: start)
        }
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try readPredicateList(allowingViews: true) }
        guard peek == "]" else { throw Failure(reason: "Expected a ']' here. That is how you give the end of a view.", position: index) }
        index += 1
        return (view, predicates)
    }

    /// What comes between two elements: nothing, `-`, `-50-`, `-metric-` or `-(predicates)-`.
    private mutating func readConnection() throws(Failure) -> Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try readPredicateList(allowingViews: false)
        } else {
            predicates = [Predicate(relation: .equal, object: .constant(try readConstant(allowingSign: false)), priority: .required)]
        }
        guard peek == "-" else { throw Failure(reason: "Expected a '-' here", position: index) }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    private mutating func readPredicateList(allowingViews: Bool) throws(Failure) -> [Predicate] {
        index += 1
        var predicates: [Predicate] = []
        while true {
            predicates.append(try readPredicate(allowingViews: allowingViews))
            if peek == "," { index += 1; continue }
            guard peek == ")" else { throw Failure(reason: "Expected ')' to end a predicate list", position: index) }
            index += 1
            return predicates
        }
    }

    /// `(==|<=|>=)? constant-or-view (@priority)?`.
    private mutating func readPredicate(allowingViews: Bool) throws(Failure) -> Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < characters.count, characters[index + 1] == "=" {
            switch characters[index] {
            case "=": relation = .equal; index += 2
            case "<": relation = .lessThanOrEqual; index += 2
            case ">": relation = .greaterThanOrEqual; index += 2
            default: break
            }
        }
        let object: Predicate.Object
        let start = index
        if let peek, peek.isLetter || peek == "_", let name = readIdentifier() {
            if let value = metric(name) {
                object = .constant(value)
            } else if allowingViews, let view = views[name] {
                object = .view(view)
            } else {
                throw Failure(reason: "\(name) is not a key in the \(allowingViews ? "metrics or views dictionaries" : "metrics dictionary").",
                              position: start)
            }
        } else {
            object = .constant(try readConstant(allowingSign: true))
        }
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            let value = try readConstant(allowingSign: false)
            guard value >= 1, value <= 1000 else {
                throw Failure(reason: "Priorities must be between 1 and 1000", position: index)
            }
            priority = UILayoutPriority(Float(value))
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number, or a metric's name.
    private mutating func readConstant(allowingSign: Bool) throws(Failure) -> CGFloat {
        let start = index
        if let peek, peek.isLetter || peek == "_", let name = readIdentifier() {
            guard let value = metric(name) else {
                throw Failure(reason: "\(name) is not a key in the metrics dictionary.", position: start)
            }
            return value
        }
        var text = ""
        if allowingSign, peek == "-" || peek == "+" { text.append(characters[index]); index += 1 }
        while let peek, peek.isASCII, peek.isNumber || peek == "." { text.append(peek); index += 1 }
        guard let value = Double(text) else { throw Failure(reason: "Expected a number or a metric name", position: start) }
        return CGFloat(value)
    }

    /// A C identifier.
    private mutating func readIdentifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let peek, peek.isASCII, peek.isLetter || peek.isNumber || peek == "_" { name.append(peek); index += 1 }
        return name
    }

    /// A metric's value as a number (a `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`).
    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
