import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// the grammar of Apple's Auto Layout Guide, the constraints it makes, and the
/// layouts they give.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct VisualFormatTests {
    @Test func insetsFromMetricsPinAViewToItsSuperview() {
        // A library's "constrain to parent" helper: metrics are CGFloats.
        let (container, views) = container(1)
        let insets = UIEdgeInsets(top: 12, left: 7, bottom: 30, right: 5)
        let metrics: [String: Any] = ["left": insets.left, "right": insets.right, "top": insets.top, "bottom": insets.bottom]
        let constraints = ["H:|-(left)-[view]-(right)-|", "V:|-(top)-[view]-(bottom)-|"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: metrics, views: ["view": views[0]])
        }
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { !$0.isActive }, "made, not activated")
        container.addConstraints(constraints)
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 7, y: 12, width: 400 - 7 - 5, height: 300 - 12 - 30))
    }

    @Test func aConnectionRelatesTheLaterViewToTheEarlierOne() throws {
        let (container, views) = container(2)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-10-[b]", metrics: nil,
                                                         views: ["a": views[0], "b": views[1]])
        let spacing = try #require(constraints.first)
        #expect(constraints.count == 1)
        #expect(spacing.firstItem === views[1] && spacing.firstAttribute == .leading)
        #expect(spacing.secondItem === views[0] && spacing.secondAttribute == .trailing)
        #expect(spacing.relation == .equal && spacing.constant == 10 && spacing.multiplier == 1 && spacing.priority == .required)
        let trailing = try #require(NSLayoutConstraint.constraints(withVisualFormat: "[b]-(>=4)-|", metrics: nil,
                                                                   views: ["b": views[1]]).first)
        #expect(trailing.firstItem === views[1].superview && trailing.firstAttribute == .trailing)
        #expect(trailing.secondItem === views[1] && trailing.secondAttribute == .trailing)
        #expect(trailing.relation == .greaterThanOrEqual && trailing.constant == 4)
        #expect(trailing.firstItem === container)
    }

    @Test func standardSpacingIsEightBetweenSiblingsAndTwentyToTheSuperview() {
        let (container, views) = container(2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==b)]-[b]-|", metrics: nil, views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(40)]", metrics: nil, views: ["a": a])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(40)]", metrics: nil, views: ["b": b]))
        container.layoutIfNeeded()
        // 20 + w + 8 + w + 20 = 400.
        let width: CGFloat = (400 - 20 - 8 - 20) / 2
        #expect(a.frame == CGRect(x: 20, y: 0, width: width, height: 40))
        #expect(b.frame == CGRect(x: 20 + width + 8, y: 0, width: width, height: 40))
    }

    @Test func predicatesCarryRelationsPrioritiesAndOtherViews() {
        let (container, views) = container(2)
        let (a, b) = (views[0], views[1])
        let sizes = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(>=50,<=80@750)]", metrics: nil, views: ["a": a])
        #expect(sizes.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(sizes.map(\.constant) == [50, 80])
        #expect(sizes.map(\.priority) == [.required, UILayoutPriority(750)])
        #expect(sizes.allSatisfy { $0.firstItem === a && $0.firstAttribute == .width && $0.secondItem == nil })
        let matched = NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: ["a": a, "b": b])
        #expect(matched.count == 1 && matched[0].firstItem === b && matched[0].secondItem === a)
        #expect(matched[0].firstAttribute == .height && matched[0].secondAttribute == .height)
        // A negative spacing and a metric priority lay out as written.
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-100-[a(60)]-(-20@high)-[b(60)]", metrics: ["high": 999],
                                           views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(5)-[a(10)]-0-[b(10)]", metrics: nil,
                                                 views: ["a": a, "b": b]))
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 100, y: 5, width: 60, height: 10))
        #expect(b.frame == CGRect(x: 140, y: 15, width: 60, height: 10))
    }

    @Test func alignmentOptionsLineUpNeighboursAcrossTheAxis() {
        let (container, views) = container(3)
        let (a, b, c) = (views[0], views[1], views[2])
        let stacked = NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(30)]-[b(30)]-[c(30)]",
                                                     options: [.alignAllLeading, .alignAllTrailing], metrics: nil,
                                                     views: ["a": a, "b": b, "c": c])
        // 3 spacings + 3 heights + 2 attributes × 2 neighbour pairs.
        #expect(stacked.count == 3 + 3 + 4)
        NSLayoutConstraint.activate(stacked + [a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
                                               a.widthAnchor.constraint(equalToConstant: 120)])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 30, y: 10, width: 120, height: 30))
        #expect(b.frame == CGRect(x: 30, y: 48, width: 120, height: 30))
        #expect(c.frame == CGRect(x: 30, y: 86, width: 120, height: 30))
    }

    @Test func explicitDirectionsIgnoreTheLayoutDirection() {
        let (container, views) = container(2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-5-[b(40)]", options: .directionRightToLeft,
                                           metrics: nil, views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: ["a": a])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: ["b": b]))
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 400 - 10 - 50, y: 0, width: 50, height: 10), "from the right edge")
        #expect(b.frame == CGRect(x: 400 - 10 - 50 - 5 - 40, y: 0, width: 40, height: 10))
        let leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]", options: .directionLeftToRight,
                                                         metrics: nil, views: ["a": a])
        #expect(leftToRight.first?.firstAttribute == .left && leftToRight.first?.secondAttribute == .left)
    }

    @Test func malformedFormatsAreReportedWithUIKitsMessageAndMakeNothing() {
        let (_, views) = container(1)
        let view = views[0]
        // Counted from here: another suite's main-actor work may report before this synchronous body starts.
        let earlier = SegueDiagnostics.messages.count
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", metrics: nil, views: ["view": view]).isEmpty)
        #expect(SegueDiagnostics.messages.last == "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|[missing]| \n    ^")
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(gap)-[view]", metrics: nil, views: ["view": view]).isEmpty)
        #expect(SegueDiagnostics.messages.last?.contains("gap is not a key in the metrics dictionary.") == true)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[view", metrics: nil, views: ["view": view]).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[view]|", options: .alignAllTop, metrics: nil,
                                               views: ["view": UIView()]).isEmpty)
        #expect(SegueDiagnostics.messages.last?.contains("because the related view doesn't have a superview") == true)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[view]", options: .alignAllLeading, metrics: nil,
                                               views: ["view": view]).isEmpty)
        #expect(SegueDiagnostics.messages.last?.contains("aligned on a horizontal edge, which is not allowed for layout that is also horizontal") == true)
        #expect(SegueDiagnostics.messages.count - earlier == 5)
    }

    @Test func prioritiesFromOneToAThousandAreAcceptedAndOthersRejected() {
        let (_, views) = container(1)
        let earlier = SegueDiagnostics.messages.count
        let lowest = NSLayoutConstraint.constraints(withVisualFormat: "H:[view(==10@1)]", metrics: nil, views: ["view": views[0]])
        #expect(lowest.count == 1 && lowest.first?.priority.rawValue == 1 && lowest.first?.constant == 10)
        let required = NSLayoutConstraint.constraints(withVisualFormat: "H:[view(==10@1000)]", metrics: nil, views: ["view": views[0]])
        #expect(required.first?.priority == .required)
        #expect(SegueDiagnostics.messages.count == earlier, "both are valid")
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[view(==10@0)]", metrics: nil, views: ["view": views[0]]).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[view(==10@1001)]", metrics: nil, views: ["view": views[0]]).isEmpty)
        #expect(SegueDiagnostics.messages.count - earlier == 2)
    }
}
