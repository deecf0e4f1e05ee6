import SeguePortCore
import Testing

@Suite struct OptionalRequirementTests {
    static let deck = #"""
        import UIKit

        @objc protocol CardDeckDelegate: NSObjectProtocol {
            func deck(_ deck: CardDeck, didSelect index: Int)
            @objc optional func deckDidFinish(_ deck: CardDeck)
            @objc optional func deck(_ deck: CardDeck, shouldSwipe index: Int) -> Bool
            @objc optional func deckTitle(_ deck: CardDeck) -> String?
            @objc optional var swipeThreshold: CGFloat { get }
            @objc optional func deckCount(_ deck: CardDeck) -> Int
        }

        @objc public protocol PullDelegate: class {
            @objc optional func pullDidStart()
            @objc optional func pullProgress(
                _ progress: CGFloat,
                animated: Bool
            )
        }

        @objc protocol Plain {
            func required()
        }
        """#

    @Test func optionalRequirementsGetDefaultImplementations() {
        expectPorted(Self.deck, #"""
            import UIKit

            protocol CardDeckDelegate: NSObjectProtocol {
                func deck(_ deck: CardDeck, didSelect index: Int)
                func deckDidFinish(_ deck: CardDeck)
                func deck(_ deck: CardDeck, shouldSwipe index: Int) -> Bool
                func deckTitle(_ deck: CardDeck) -> String?
                var swipeThreshold: CGFloat { get }
                func deckCount(_ deck: CardDeck) -> Int?
            }

            extension CardDeckDelegate {
                func deckDidFinish(_ deck: CardDeck) {}
                func deck(_ deck: CardDeck, shouldSwipe index: Int) -> Bool { true }
                func deckTitle(_ deck: CardDeck) -> String? { nil }
                var swipeThreshold: CGFloat { 0.5 }
                func deckCount(_ deck: CardDeck) -> Int? { nil }
            }

            public protocol PullDelegate: AnyObject {
                func pullDidStart()
                func pullProgress(
                    _ progress: CGFloat,
                    animated: Bool
                )
            }

            extension PullDelegate {
                public func pullDidStart() {}
                public func pullProgress(
                    _ progress: CGFloat,
                    animated: Bool
                ) {}
            }

            protocol Plain: AnyObject {
                func required()
            }
            """#, others: [Self.callSites])
    }

    /// The call sites, in another file of the same run.
    static let callSites = #"""
        import UIKit

        final class CardDeck: UIView {
            weak var delegate: CardDeckDelegate?
            weak var pull: PullDelegate?
            var onFinish: (() -> Void)?

            func swipe(_ index: Int) {
                guard delegate?.deck?(self, shouldSwipe: index) ?? true else { return }
                delegate?.deck(self, didSelect: index)
                delegate?.deckDidFinish?(self)
                pull?.pullProgress?(1, animated: false)
                let threshold = delegate?.swipeThreshold ?? 0.5
                _ = threshold
                onFinish?()
                if let title = delegate?.deckTitle?(self) { print(title) }
            }
        }
        """#

    @Test func callSitesLoseTheirQuestionMark() {
        expectPorted(Self.callSites, #"""
            import UIKit

            final class CardDeck: UIView {
                weak var delegate: CardDeckDelegate?
                weak var pull: PullDelegate?
                var onFinish: (() -> Void)?

                func swipe(_ index: Int) {
                    guard delegate?.deck(self, shouldSwipe: index) ?? true else { return }
                    delegate?.deck(self, didSelect: index)
                    delegate?.deckDidFinish(self)
                    pull?.pullProgress(1, animated: false)
                    let threshold = delegate?.swipeThreshold ?? 0.5
                    _ = threshold
                    onFinish?()
                    if let title = delegate?.deckTitle(self) { print(title) }
                }
            }
            """#, others: [Self.deck])
    }

    /// A requirement with no literal every use supplies gets the optional type an
    /// iOS call site sees, `nil` by default; its implementations follow.
    @Test func aRequirementWithNoLiteralDefaultBecomesOptional() {
        let drawer = #"""
            import UIKit

            @objc protocol Drawer {
                @objc optional func height(for width: CGFloat) -> CGFloat
                @objc optional var scrollView: UIScrollView { get }
                @objc optional func didStyle()
            }

            class Sheet: UIViewController, Drawer {
                func height(for width: CGFloat) -> CGFloat { width / 2 }
            }

            class TallSheet: Sheet {
                override func height(for width: CGFloat) -> CGFloat { width }
                var scrollView: UIScrollView { UIScrollView() }
            }
            """#
        let host = #"""
            import UIKit

            func layout(_ drawer: Drawer, fallback: CGFloat) -> CGFloat {
                if let scrollView = drawer.scrollView { _ = scrollView }
                return drawer.height?(for: 320) ?? fallback
            }
            """#
        expectPorted(drawer, #"""
            import UIKit

            protocol Drawer: AnyObject {
                func height(for width: CGFloat) -> CGFloat?
                var scrollView: UIScrollView? { get }
                func didStyle()
            }

            extension Drawer {
                func height(for width: CGFloat) -> CGFloat? { nil }
                var scrollView: UIScrollView? { nil }
                func didStyle() {}
            }

            class Sheet: UIViewController, Drawer {
                func height(for width: CGFloat) -> CGFloat? { width / 2 }
            }

            class TallSheet: Sheet {
                override func height(for width: CGFloat) -> CGFloat? { width }
                var scrollView: UIScrollView? { UIScrollView() }
            }
            """#, others: [host])
        expectPorted(host, #"""
            import UIKit

            func layout(_ drawer: Drawer, fallback: CGFloat) -> CGFloat {
                if let scrollView = drawer.scrollView { _ = scrollView }
                return drawer.height(for: 320) ?? fallback
            }
            """#, others: [drawer])
    }
}
