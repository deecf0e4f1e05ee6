import Foundation

/// What an animated change of a collection view does to each view: where it
/// starts (nil: where it is), where it ends, and whether it leaves the screen
/// afterwards (to be queued for reuse under its old key).
@MainActor
struct ElementAnimationPlan {
    struct Step {
        let view: UICollectionReusableView
        let start: UICollectionViewLayoutAttributes?
        let end: UICollectionViewLayoutAttributes?
        let removedKey: CollectionElementKey?
    }

    private(set) var steps: [Step] = []

    /// A view that stays, moving from where it is to `end`.
    mutating func move(_ view: UICollectionReusableView, to end: UICollectionViewLayoutAttributes) {
        steps.append(Step(view: view, start: nil, end: end, removedKey: nil))
    }

    /// A view that arrives: placed at `start`, animated to `end`.
    mutating func appear(_ view: UICollectionReusableView, from start: UICollectionViewLayoutAttributes,
                         to end: UICollectionViewLayoutAttributes) {
        steps.append(Step(view: view, start: start, end: end, removedKey: nil))
    }

    /// A view that goes: animated to `end`, then queued for reuse as `key`.
    mutating func remove(_ view: UICollectionReusableView, key: CollectionElementKey, to end: UICollectionViewLayoutAttributes?) {
        steps.append(Step(view: view, start: nil, end: end, removedKey: key))
    }

}
