import Foundation
@testable import SeguePortCore
import Testing

/// A delegate proxy (`forwardingTarget(for:)` and `responds(to:)` handing the
/// real delegate what the proxy does not implement) becomes explicit forwarding.
@Suite struct DelegateProxyTests {
    static let proxy = #"""
        import UIKit

        final class SheetScrollRelay: NSObject, UIScrollViewDelegate {
            weak var wrapped: UIScrollViewDelegate?
            var onScroll: ((UIScrollView) -> Void)?

            override func responds(to aSelector: Selector!) -> Bool {
                super.responds(to: aSelector) || wrapped?.responds(to: aSelector) == true
            }

            // Hand the real delegate what we do not implement.
            override func forwardingTarget(for aSelector: Selector!) -> Any? {
                if wrapped?.responds(to: aSelector) == true { return wrapped }
                return super.forwardingTarget(for: aSelector)
            }

            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                onScroll?(scrollView)
                wrapped?.scrollViewDidScroll?(scrollView)
            }

            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
        }
        """#

    @Test func theProxyForwardsEveryRequirementItDoesNotImplement() {
        expectPorted(Self.proxy, #"""
            import UIKit

            final class SheetScrollRelay: NSObject, UIScrollViewDelegate {
                weak var wrapped: UIScrollViewDelegate?
                var onScroll: ((UIScrollView) -> Void)?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    onScroll?(scrollView)
                    wrapped?.scrollViewDidScroll(scrollView)
                }

                func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                               targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

                // Forwarded to wrapped (was forwardingTarget(for:)).
                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                    wrapped?.scrollViewWillBeginDragging(scrollView)
                }

                func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                    wrapped?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
                }

                func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                    wrapped?.scrollViewWillBeginDecelerating(scrollView)
                }

                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                    wrapped?.scrollViewDidEndDecelerating(scrollView)
                }

                func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
                    wrapped?.scrollViewDidEndScrollingAnimation(scrollView)
                }

                func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
                    return wrapped?.scrollViewShouldScrollToTop(scrollView) ?? true
                }

                func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
                    wrapped?.scrollViewDidScrollToTop(scrollView)
                }
            }
            """#)
    }

    @Test func aTargetOfAnotherTypeIsCastAndAPublicProxyForwardsPublicly() {
        let source = #"""
            public class Relay: NSObject, UIScrollViewDelegate {
                var target: AnyObject?
                public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
                public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
                public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
                public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
                public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
                public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
                public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
                public override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
            }
            """#
        let ported = SeguePort.port(source)
        #expect(ported.notes.map(\.message) == ["forwardingTarget(for:) returns nothing segue-port can read; forward the delegate methods by hand"],
                "an implicit return is not read")
        let explicit = source.replacingOccurrences(of: "{ target }", with: "{ return target }")
        let result = SeguePort.port(explicit)
        #expect(result.source.contains("""
                public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
                    return (target as? UIScrollViewDelegate)?.scrollViewShouldScrollToTop(scrollView) ?? true
                }
            """))
        #expect(!result.source.contains("func forwardingTarget"))
        #expect(result.changes.map(\.message).contains("Relay forwards the 1 UIScrollViewDelegate methods it does not implement to target"))
    }

    /// The forwarded requirements are Segue's: each declaration is in the protocol, and the protocol has no other method.
    @Test func theForwardedRequirementsAreSegues() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/OpenUIKit/Scrolling/UIScrollViewDelegate.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        func squeezed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let declared = squeezed(text.components(separatedBy: "extension UIScrollViewDelegate")[0])
        let requirements = try #require(DelegateForwarding.protocols["UIScrollViewDelegate"])
        for requirement in requirements {
            #expect(declared.contains(requirement.declaration), "\(requirement.declaration)")
        }
        #expect(declared.components(separatedBy: " func ").count - 1 == requirements.count)
    }
}
