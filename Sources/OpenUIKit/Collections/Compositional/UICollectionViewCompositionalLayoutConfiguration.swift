import Foundation

/// What a compositional layout's sections share: the space between them.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The space between one section and the next (default 0).
    open var interSectionSpacing: CGFloat = 0

    public override init() {
        super.init()
    }
}
