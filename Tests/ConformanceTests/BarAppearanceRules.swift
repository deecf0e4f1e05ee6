import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The navigation bar's appearances (iOS 13–15): which one applies
/// (standard, compact, scroll edge, compact scroll edge; the top item's before
/// the bar's), the iOS 15 default at the scroll edge (the standard look
/// without its background), the cross-fade with the scroll offset, the
/// change with a push and an interactive pop, and what each appearance draws.
/// Pixels are read from rendered frames on the default device (an iPhone 14,
/// 47-pt status bar).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct BarAppearanceRules {
    private let statusBar: CGFloat = 47
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    private let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    /// The bar's background, read where nothing is drawn over it (left of the back button, under the status bar).
    private func background(_ host: TestHost, width: CGFloat = 390, y: CGFloat? = nil) -> (red: Int, green: Int, blue: Int) {
        barPixel(host.render(), 3, y ?? statusBar + 3, screenWidth: width)
    }

    private func near(_ pixel: (red: Int, green: Int, blue: Int), _ r: Int, _ g: Int, _ b: Int, within: Int = 2) -> Bool {
        abs(pixel.red - r) <= within && abs(pixel.green - g) <= within && abs(pixel.blue - b) <= within
    }

    private func scroll(_ list: StripesController, by s: CGFloat, top: CGFloat, _ host: TestHost) {
        list.scrollView.contentOffset = CGPoint(x: 0, y: -top + s)
        host.advance(by: 1.0 / 60)
    }

    @Test func atTheScrollEdgeTheStandardLookLosesItsBackgroundAndFadesInWithTheScroll() throws {
        // iOS 15: with no scrollEdgeAppearance, the bar at the edge is the standard look with a transparent background.
        let list = StripesController("List")
        let (host, _) = try hostWithBar(list, largeTitles: false) { $0.standardAppearance = opaque(red) }
        let top = statusBar + 44
        #expect(near(background(host), 255, 255, 255), "the white content shows through: \(background(host))")
        saveFrame(host.render(), "edge", in: "bar-appearance")
        // Past the edge by the fade distance (12 pt, Segue's choice): the standard red.
        scroll(list, by: 12, top: top, host)
        #expect(near(background(host), 255, 0, 0), "\(background(host))")
        saveFrame(host.render(), "scrolled", in: "bar-appearance")
        // Halfway through the fade: half the red over the white.
        scroll(list, by: 6, top: top, host)
        #expect(near(background(host), 255, 128, 128, within: 3), "\(background(host))")
        // Back to the edge, and pulled down past it: transparent.
        scroll(list, by: -20, top: top, host)
        #expect(near(background(host), 255, 255, 255))
    }

    @Test func atTheScrollEdgeTheStandardLookDrawsNoHairlineEither() throws {
        // iOS 15's edge look is the standard one "without its background": the shadow goes too.
        let list = StripesController("List")
        let standard = opaque(red)
        standard.shadowColor = blue
        let (host, navigation) = try hostWithBar(list, largeTitles: false) { $0.standardAppearance = standard }
        let hairline = navigation.navigationBar.frame.maxY + 0.1
        #expect(near(background(host, y: hairline), 255, 255, 255, within: 40), "no hairline at the edge: \(background(host, y: hairline))")
        scroll(list, by: 12, top: statusBar + 44, host)
        let scrolled = background(host, y: hairline)
        #expect(scrolled.blue > 150 && scrolled.red < 120, "the blue hairline once scrolled: \(scrolled)")
    }

    @Test func aFadeTakenInStepsComesBackToTheScrollEdgeLook() throws {
        // Half the fade, all of it, then back to the edge: each step sets the looks' alphas anew.
        let list = StripesController("List")
        let (host, _) = try hostWithBar(list, largeTitles: false) { bar in
            bar.standardAppearance = opaque(red)
            bar.scrollEdgeAppearance = opaque(green)
        }
        let top = statusBar + 44
        #expect(near(background(host), 0, 255, 0))
        scroll(list, by: 6, top: top, host)
        #expect(!near(background(host), 0, 255, 0, within: 40), "half way, no longer the edge look: \(background(host))")
        scroll(list, by: 12, top: top, host)
        #expect(near(background(host), 255, 0, 0))
        scroll(list, by: 0, top: top, host)
        #expect(near(background(host), 0, 255, 0), "the scroll-edge look again: \(background(host))")
    }

    @Test func theBarPicksItsAppearanceAsUIKitDoes() throws {
        let list = StripesController("List")
        let (host, navigation) = try hostWithBar(list, largeTitles: false) { bar in
            bar.standardAppearance = opaque(red)
            bar.scrollEdgeAppearance = opaque(green)
            bar.compactAppearance = opaque(blue)
            bar.compactScrollEdgeAppearance = opaque(yellow)
        }
        #expect(near(background(host), 0, 255, 0), "portrait at the edge: scrollEdgeAppearance")
        scroll(list, by: 100, top: statusBar + 44, host)
        #expect(near(background(host), 255, 0, 0), "portrait scrolled: standardAppearance")
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(near(background(host, width: 844, y: 3), 0, 0, 255), "landscape scrolled: compactAppearance")
        scroll(list, by: 0, top: 32, host)
        #expect(near(background(host, width: 844, y: 3), 255, 255, 0), "landscape at the edge: compactScrollEdgeAppearance")
        saveFrame(host.render(), "compact-edge", in: "bar-appearance")
        // The top item's appearances win over the bar's.
        list.navigationItem.compactScrollEdgeAppearance = opaque(magenta)
        host.advance(by: 1.0 / 60)
        #expect(near(background(host, width: 844, y: 3), 255, 0, 255))
        scroll(list, by: 100, top: 32, host)
        #expect(near(background(host, width: 844, y: 3), 0, 0, 255), "scrolled: the bar's compactAppearance")
        list.navigationItem.compactAppearance = opaque(green)
        host.advance(by: 1.0 / 60)
        #expect(near(background(host, width: 844, y: 3), 0, 255, 0), "the item's compactAppearance wins over the bar's")
        scroll(list, by: 0, top: 32, host)
        host.resize(to: CGSize(width: 390, height: 844))
        try host.runUntilIdle()
        list.navigationItem.scrollEdgeAppearance = opaque(blue)
        scroll(list, by: 0, top: statusBar + 44, host)
        #expect(near(background(host), 0, 0, 255), "the item's scrollEdgeAppearance")
        list.navigationItem.standardAppearance = opaque(yellow)
        scroll(list, by: 100, top: statusBar + 44, host)
        #expect(near(background(host), 255, 255, 0), "the item's standardAppearance")
    }

    @Test func withNoScrollViewTheBarIsAtTheEdgeAndWithNoNavigationControllerItIsStandard() throws {
        let plain = NamedController("Plain", color: .white)
        let (host, navigation) = try hostWithBar(plain, largeTitles: false) { bar in
            bar.standardAppearance = opaque(red)
            bar.scrollEdgeAppearance = opaque(green)
        }
        #expect(near(background(host), 0, 255, 0), "no content scroll view: the scroll-edge look (iOS 15)")
        // A controller can name its content scroll view, or none.
        let other = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        plain.view.addSubview(other)
        #expect(plain.contentScrollView(for: .top) == nil, "not under the top edge: not found")
        plain.setContentScrollView(other, for: .top)
        #expect(plain.contentScrollView(for: .top) === other)
        // The bar follows the scroll view it was given.
        other.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: 1.0 / 60)
        #expect(near(background(host), 255, 0, 0), "scrolled: the standard look")
        other.contentOffset = .zero
        host.advance(by: 1.0 / 60)
        #expect(near(background(host), 0, 255, 0), "at its edge again")
        plain.setContentScrollView(nil, for: .top)
        #expect(plain.contentScrollView(for: .top) == nil)
        _ = navigation

        // A bar no navigation controller manages ignores the scroll edge.
        let alone = UINavigationBar(frame: CGRect(x: 0, y: statusBar, width: 390, height: 44))
        alone.standardAppearance = opaque(red)
        alone.scrollEdgeAppearance = opaque(green)
        alone.items = [UINavigationItem(title: "Alone")]
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.view.addSubview(alone)
        let lone = TestHost()
        lone.window.rootViewController = root
        try lone.runUntilIdle()
        #expect(near(barPixel(lone.render(), 3, statusBar + 3), 255, 0, 0), "standard without a navigation controller")
    }

    @Test func aPushCrossFadesToTheIncomingItemsLookAndACancelledPopRestoresIt() throws {
        let list = StripesController("List")
        list.navigationItem.standardAppearance = opaque(red)
        list.navigationItem.scrollEdgeAppearance = opaque(red)
        let (host, navigation) = try hostWithBar(list, largeTitles: false)
        #expect(near(background(host), 255, 0, 0))
        let detail = NamedController("Detail")   // no scroll view: at the scroll edge
        detail.navigationItem.scrollEdgeAppearance = opaque(blue)
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.35 / 2)
        let middle = background(host)
        #expect(middle.red > 40 && middle.blue > 40, "between red and blue mid-push: \(middle)")
        saveFrame(host.render(), "push-mid", in: "bar-appearance")
        try host.runUntilIdle()
        #expect(near(background(host), 0, 0, 255), "the detail's look")
        // An interactive pop follows the finger and a cancel puts the detail's look back exactly.
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 150, y: y), duration: 0.2, release: false)
        let held = background(host)
        #expect(held.red > 40 && held.blue > 40, "held between the looks: \(held)")
        host.drag(from: CGPoint(x: 150, y: y), to: CGPoint(x: 60, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(near(background(host), 0, 0, 255), "restored: \(background(host))")
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(near(background(host), 255, 0, 0), "the list's look after the pop")
    }

    @Test func titlesButtonsEffectsAndShadowsAreDrawnFromTheAppearance() throws {
        let list = StripesController("Styled")
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        list.navigationItem.rightBarButtonItems = [done, edit]
        let appearance = opaque(.white)
        appearance.titleTextAttributes = [.foregroundColor: red, .font: UIFont.boldSystemFont(ofSize: 20)]
        appearance.largeTitleTextAttributes = [.foregroundColor: green]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: magenta]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: blue]
        appearance.shadowColor = blue
        let (host, navigation) = try hostWithBar(list, largeTitles: true) { bar in
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
        }
        let bar = navigation.navigationBar
        let large = try #require(labels(in: bar, showing: "Styled").first { $0.font.pointSize == 34 })
        #expect(large.textColor == green)
        scroll(list, by: 200, top: statusBar + 44 + 52, host)
        let inline = try #require(labels(in: bar, showing: "Styled").first { $0.font.pointSize == 20 })
        #expect(inline.textColor == red && inline.alpha == 1)
        let editButton = try #require(labels(in: bar, showing: "Edit").first)
        #expect(editButton.textColor == magenta)
        #expect(try #require(labels(in: bar, showing: "Done").first).textColor == blue, "done items: doneButtonAppearance")
        let image = host.render()
        saveFrame(image, "styled", in: "bar-appearance")
        // Red ink in the title's frame, the blue hairline under the bar.
        let title = inline.convert(inline.bounds, to: nil)
        let inked = stride(from: title.minX, to: title.maxX, by: 1).contains { x in
            let p = barPixel(image, x, title.midY)
            return p.red > 200 && p.green < 90 && p.blue < 90
        }
        #expect(inked, "the title drawn in red")
        let hairline = barPixel(image, 200, bar.frame.maxY + 0.1)
        #expect(hairline.blue > 150 && hairline.red < 120, "the blue shadow line: \(hairline)")

        // The back button's label takes backButtonAppearance's colour.
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: green]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance   // the pushed controller has no scroll view: it is at the edge
        navigation.pushViewController(NamedController("Next"), animated: false)
        try host.runUntilIdle()
        let backLabel = try #require(labels(in: bar, showing: "Styled").first { !$0.isHidden && !($0.superview is UIButton) && $0.font.pointSize == 17 })
        #expect(backLabel.textColor == green)
        navigation.popViewController(animated: false)
        try host.runUntilIdle()

        // A blur effect of the appearance's: a real blur view behind the bar.
        let blurred = UINavigationBarAppearance()
        blurred.configureWithTransparentBackground()
        blurred.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        bar.standardAppearance = blurred
        host.advance(by: 1.0 / 60)
        var effects: [UIVisualEffectView] = []
        func walk(_ view: UIView) {
            if let effect = view as? UIVisualEffectView { effects.append(effect) }
            view.subviews.forEach(walk)
        }
        walk(bar)
        #expect(effects.count == 1 && (effects.first?.effect as? UIBlurEffect)?.style == .systemThinMaterial)
    }

    @Test func configuringAnAppearanceSetsItsBackgroundAndTheBarKeepsACopy() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil
                && appearance.shadowColor != nil, "the default: the system material and a hairline")
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: red]
        let bar = UINavigationBar(frame: .zero)
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = green
        #expect(bar.scrollEdgeAppearance !== appearance && bar.scrollEdgeAppearance?.backgroundColor == nil,
                "the bar keeps a copy (@NSCopying)")
        #expect(bar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == red)
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        #expect(copy.backgroundColor == green && copy.titleTextAttributes[.foregroundColor] as? UIColor == red)
        let phone: UINavigationBarAppearance = UINavigationBarAppearance(idiom: .phone)
        #expect(phone.backgroundEffect?.style == .systemChromeMaterial)
        let doneFont = UIBarButtonItemAppearance(style: .done).normal.titleTextAttributes[.font] as? UIFont
        #expect(doneFont?.pointSize == 17 && doneFont?.fontName == UIFont.boldSystemFont(ofSize: 17).fontName, "done items are bold")
    }

    @Test func withNoneSetTheContentScrollViewIsTheViewOrTheFrontmostScrollViewAtTheTop() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.contentScrollView(for: .top) == nil)
        let list = UIScrollView(frame: controller.view.bounds)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 120))
        list.addSubview(carousel)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(list)
        controller.view.addSubview(header)
        #expect(controller.contentScrollView(for: .top) === list, "under the header (no scroll view), the list")
        let cover = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        header.addSubview(cover)
        #expect(controller.contentScrollView(for: .top) === cover, "the frontmost one at the top edge")
        let own = UITableViewController()
        own.loadViewIfNeeded()   // a view not loaded is not looked at
        #expect(own.contentScrollView(for: .top) === own.view, "a view that scrolls is its own")
        controller.setContentScrollView(carousel)
        #expect(controller.contentScrollView(for: .top) === carousel && controller.contentScrollView(for: .bottom) === carousel)
    }

    /// An appearance set while the item shows, whose large title colour is
    /// all that changes, draws the large title in that colour.
    /// The bar's own appearance changed in place between pushes — its title
    /// colour, then its buttons' — styles the next item's title, then its buttons.
    @Test func anAppearanceChangedInPlaceStylesTheNextItem() throws {
        let (host, navigation) = try hostWithBar(StripesController("First"), largeTitles: false) { bar in
            let look = opaque(.white)
            look.titleTextAttributes = [.foregroundColor: blue]
            bar.standardAppearance = look
            bar.scrollEdgeAppearance = look
        }
        let bar = navigation.navigationBar
        let looks = [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap { $0 }
        // The inline title and the button (the large title's label, hidden, shows the text too, at 34 pt).
        func label(_ text: String) throws -> UILabel {
            try #require(labels(in: bar, showing: text).first { $0.font.pointSize == 17 })
        }
        func push(_ title: String) throws {
            let next = StripesController(title)
            next.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit \(title)", style: .plain, target: nil, action: nil)
            navigation.pushViewController(next, animated: false)
            try host.runUntilIdle()
        }
        #expect(try label("First").textColor == blue)
        for look in looks { look.titleTextAttributes[.foregroundColor] = red }
        try push("Second")
        #expect(try label("Second").textColor == red, "the title in the changed colour")
        for look in looks { look.buttonAppearance.normal.titleTextAttributes[.foregroundColor] = magenta }
        try push("Third")
        #expect(try label("Edit Third").textColor == magenta, "the button in the changed colour")
    }

    @Test func aLargeTitleColourSetWhileTheItemShowsDrawsTheLargeTitleInIt() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.foregroundColor: red]
        bar.standardAppearance = appearance
        try host.runUntilIdle()
        let large = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 34 })
        #expect(large.textColor == red)
        // The rendered glyphs: red where the title draws (a 34-pt bold title at the leading margin of the large row).
        let image = host.render()
        saveFrame(image, "large-title-colour-set", in: "bar-appearance")
        let reds = pointCount(in: image, over: large.convert(large.bounds, to: nil)) {
            $0.red > 200 && $0.green < 60 && $0.blue < 60
        }
        #expect(reds > 50, "\(reds) red points in the large title")
    }

    /// A push from a list scrolled under the bar (the standard look) to one
    /// at its scroll edge: the incoming title draws in the scroll-edge look's
    /// title colour from the start of the push to its end, the outgoing one
    /// in the standard look's.
    @Test func aPushFromAScrolledListToOneAtItsEdgeDrawsTheIncomingTitleInTheEdgeLook() throws {
        let list = StripesController("List")
        let (host, navigation) = try hostWithBar(list, largeTitles: false) { bar in
            let standard = opaque(red)
            standard.titleTextAttributes = [.foregroundColor: blue]
            let edge = opaque(green)
            edge.titleTextAttributes = [.foregroundColor: magenta]
            bar.standardAppearance = standard
            bar.scrollEdgeAppearance = edge
        }
        scroll(list, by: 40, top: statusBar + 44, host)
        let bar = navigation.navigationBar
        func title(_ text: String) throws -> UILabel {
            try #require(labels(in: bar, showing: text).first { $0.font.pointSize == 17 })
        }
        #expect(try title("List").textColor == blue, "scrolled: the standard look")

        navigation.pushViewController(StripesController("Detail"), animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.35 / 2)
        #expect(try title("Detail").textColor == magenta, "mid-push")
        #expect(try title("List").textColor == blue, "the outgoing title keeps its look")
        try host.runUntilIdle()
        let detail = try title("Detail")
        #expect(detail.textColor == magenta, "at rest, at the edge")
        // The rendered title: magenta glyphs over the green edge background.
        let image = host.render()
        saveFrame(image, "push-from-scrolled-to-edge", in: "bar-appearance")
        let magentas = pointCount(in: image, over: detail.convert(detail.bounds, to: nil)) {
            $0.red > 200 && $0.green < 60 && $0.blue > 200
        }
        #expect(magentas > 20, "\(magentas) magenta points in the title")
    }
}
