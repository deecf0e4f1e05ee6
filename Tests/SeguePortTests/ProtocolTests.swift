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
                func deckCount(_ deck: CardDeck) -> Int
            }

            extension CardDeckDelegate {
                func deckDidFinish(_ deck: CardDeck) {}
                func deck(_ deck: CardDeck, shouldSwipe index: Int) -> Bool { true }
                func deckTitle(_ deck: CardDeck) -> String? { nil }
                var swipeThreshold: CGFloat { 0.5 }
                func deckCount(_ deck: CardDeck) -> Int { 0 }
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

    @Test func aDefaultChosenWithoutACallSiteIsNoted() {
        let result = SeguePort.port(Self.deck, context: PortContext(sources: [Self.deck, Self.callSites]))
        #expect(result.notes.map(\.message) == ["CardDeckDelegate.deckCount(_:) defaults to 0: check what its callers did when it was not implemented"])
        #expect(result.notes.map(\.line) == [9])
    }

    @Test func aRequirementWithNoObviousDefaultBecomesRequired() {
        expectPorted(#"""
            import UIKit

            @objc protocol Styling {
                @objc optional func color(for index: Int) -> UIColor
                @objc optional func didStyle()
            }
            """#, #"""
            import UIKit

            protocol Styling: AnyObject {
                func color(for index: Int) -> UIColor
                func didStyle()
            }

            extension Styling {
                func didStyle() {}
            }
            """#)
        #expect(notes("@objc protocol Styling {\n    @objc optional func color(for index: Int) -> UIColor\n}\n")
                == ["Styling.color(for:) returns UIColor, which has no obvious default: it is now required"])
    }
}
