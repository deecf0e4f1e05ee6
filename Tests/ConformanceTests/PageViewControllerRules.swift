import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A page of a page view controller: named in `ObservedCalls` by its title,
/// recording its appearance and containment callbacks, filled with a colour.
@MainActor
final class BookPage: UIViewController {
    private let color: UIColor

    init(_ name: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func observe(_ call: String) { ObservedCalls.record("\(title ?? "?").\(call)") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); observe("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); observe("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); observe("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); observe("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        observe(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        observe(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
}

/// The pages in order, as data source and delegate, recording what it is asked and told.
@MainActor
final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var presentation: (count: Int, index: Int)?

    init(_ pages: [UIViewController]) { self.pages = pages }

    private func name(_ controllers: [UIViewController]) -> String { controllers.map { $0.title ?? "?" }.joined(separator: ",") }
    private func index(_ controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        ObservedCalls.record("DataSource.before(\(viewController.title ?? "?"))")
        guard let index = index(viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        ObservedCalls.record("DataSource.after(\(viewController.title ?? "?"))")
        guard let index = index(viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { presentation?.count ?? 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { presentation?.index ?? 0 }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        ObservedCalls.record("Delegate.willTransitionTo(\(name(pendingViewControllers)))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        ObservedCalls.record("Delegate.didFinishAnimating(\(finished), previous: \(name(previousViewControllers)), completed: \(completed))")
    }
}

/// UIPageViewController (issue 34): page changes in code and by finger, in the
/// scroll and page-curl styles, through the one transition driver.
///
/// The screen is 390 × 844 pt at 2×. The pages are A (red), B (blue), C (green).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PageViewControllerRules {
    private static let width: CGFloat = 390

    private func book() -> Book {
        Book([BookPage("A", color: .systemRed), BookPage("B", color: .systemBlue), BookPage("C", color: .systemGreen)])
    }

    /// A page view controller in the window showing `book`'s first page (or `start`), calls cleared.
    private func host(_ style: UIPageViewController.TransitionStyle = .scroll, spacing: CGFloat? = nil, book: Book,
                      start: Int = 0) throws -> (TestHost, UIPageViewController) {
        let options: [UIPageViewController.OptionsKey: Any]? = spacing.map { [.interPageSpacing: $0] }
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[start]], direction: .forward, animated: false)
        let (host, _) = hostWithRoot(pager)
        try host.runUntilIdle()
        ObservedCalls.clear()
        return (host, pager)
    }

    private func titles(_ controllers: [UIViewController]?) -> [String] { (controllers ?? []).map { $0.title ?? "?" } }

    /// Where a view is drawn now.
    private func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    // MARK: Callback sequences

    private let ignored: [Ignored] = [.suffix(".viewIsAppearing")]

    @Test(arguments: [UIPageViewController.NavigationDirection.forward, .reverse])
    func settingPagesWithoutAnimation(_ direction: UIPageViewController.NavigationDirection) throws {
        let book = book()
        let (host, pager) = try host(book: book)
        pager.setViewControllers([book.pages[1]], direction: direction, animated: false) { finished in
            ObservedCalls.record("completion(\(finished))")
        }
        try host.runUntilIdle()
        expectSequence(["B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                        "B.viewDidAppear", "A.willMove(nil)", "A.didMove(nil)", "B.didMove(parent)", "completion(true)"],
                       in: ObservedCalls.log, ignoring: ignored)
        #expect(titles(pager.viewControllers) == ["B"] && titles(pager.children) == ["B"])
        #expect(book.pages[1].view.frame == pager.view.bounds && book.pages[0].viewIfLoaded?.superview == nil)
    }

    @Test(arguments: [UIPageViewController.NavigationDirection.forward, .reverse])
    func settingPagesAnimatedSlidesThem(_ direction: UIPageViewController.NavigationDirection) throws {
        let book = book()
        let (host, pager) = try host(spacing: 10, book: book)
        pager.setViewControllers([book.pages[1]], direction: direction, animated: true) { finished in
            ObservedCalls.record("completion(\(finished))")
        }
        #expect(titles(pager.viewControllers) == ["B"], "set in code, the pages change at once")
        #expect(pager.transitionCoordinator == nil, "a page change has no coordinator")
        // Eased in and out: both pages, 400 pt apart (10 pt of spacing), moved by the same distance.
        // The animation starts at the moment of the call; 11 frames later it has run 11/60 s of its 0.35 s.
        host.advance(by: 11.0 / 60)
        let travel = 400 * ReferenceTimingCurve.easeInEaseOut.progress(at: (11.0 / 60) / 0.35)
        let sign: CGFloat = direction == .forward ? -1 : 1
        let a = shown(book.pages[0].view), b = shown(book.pages[1].view)
        #expect(abs(a.minX - sign * travel) <= 1, "A at \(a.minX), expected \(sign * travel)")
        #expect(abs(b.minX - (sign * travel - sign * 400)) <= 1, "B at \(b.minX)")
        #expect(a.minY == 0 && b.minY == 0 && a.size == b.size)
        try host.runUntilIdle()
        expectSequence(["B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                        "B.viewDidAppear", "A.willMove(nil)", "A.didMove(nil)", "B.didMove(parent)", "completion(true)"],
                       in: ObservedCalls.log, ignoring: ignored)
        #expect(book.pages[1].view.frame == pager.view.bounds && book.pages[0].viewIfLoaded?.superview == nil)
        #expect(titles(pager.children) == ["B"])
    }

    @Test func aFlickCompletesTheTurn() throws {
        let book = book()
        let (host, pager) = try host(book: book)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        try host.runUntilIdle()
        expectSequence(["DataSource.after(A)", "Delegate.willTransitionTo(B)", "B.willMove(parent)",
                        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                        "A.willMove(nil)", "A.didMove(nil)", "B.didMove(parent)",
                        "Delegate.didFinishAnimating(true, previous: A, completed: true)"],
                       in: ObservedCalls.log, ignoring: ignored)
        #expect(titles(pager.viewControllers) == ["B"] && titles(pager.children) == ["B"])
        #expect(book.pages[1].view.frame == pager.view.bounds && book.pages[0].viewIfLoaded?.superview == nil)
    }

    @Test func aShortSlowDragFallsBackAndRestoresEverything() throws {
        let book = book()
        let (host, pager) = try host(book: book)
        let before = book.pages[0].view.frame
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 1.5)
        try host.runUntilIdle()
        expectSequence(["DataSource.after(A)", "Delegate.willTransitionTo(B)", "B.willMove(parent)",
                        "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
                        "A.viewWillAppear", "A.viewDidAppear", "B.willMove(nil)", "B.didMove(nil)",
                        "Delegate.didFinishAnimating(true, previous: A, completed: false)"],
                       in: ObservedCalls.log, ignoring: ignored)
        #expect(titles(pager.viewControllers) == ["A"] && titles(pager.children) == ["A"])
        #expect(book.pages[0].view.frame == before && shown(book.pages[0].view) == before)
        #expect(book.pages[1].viewIfLoaded?.superview == nil)
        #expect(UIViewControllerTransitionContext.inFlight.isEmpty)
    }

    @Test func aDragBackwardsAsksForThePageBefore() throws {
        let book = book()
        let (host, pager) = try host(book: book, start: 1)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        try host.runUntilIdle()
        #expect(ObservedCalls.log.first == "DataSource.before(B)")
        #expect(titles(pager.viewControllers) == ["A"])
        // At the first page there is nothing before: the drag does nothing.
        ObservedCalls.clear()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        try host.runUntilIdle()
        #expect(ObservedCalls.log == ["DataSource.before(A)"])
        #expect(titles(pager.viewControllers) == ["A"] && book.pages[0].view.frame == pager.view.bounds)
    }

    // MARK: Frames under the finger

    /// The pages follow the finger exactly from where the drag began (the pan
    /// begins once it moved 10 pt), 20 pt apart.
    @Test func thePagesFollowTheFinger() throws {
        let book = book()
        let (host, _) = try host(spacing: 20, book: book)
        // 6 pt a frame: the pan begins on the second move (12 pt ≥ 10), at x = 288.
        var finger = CGPoint(x: 300, y: 400)
        let began: CGFloat = 288
        for step in 1...30 {
            let next = CGPoint(x: finger.x - 6, y: 400)
            host.drag(from: finger, to: next, duration: 1.0 / 60, release: false)
            finger = next
            guard step >= 2 else { continue }
            let a = shown(book.pages[0].view), b = shown(book.pages[1].view)
            let expected = finger.x - began
            #expect(abs(a.minX - expected) <= 1, "step \(step): A at \(a.minX), finger moved \(expected)")
            #expect(abs(b.minX - (expected + Self.width + 20)) <= 1, "step \(step): B at \(b.minX)")
            #expect(a.minY == 0 && b.minY == 0)
            if step == 15 { saveFrame(host.render(), "scroll-drag-mid", in: "page-view-controller") }
        }
        host.drag(from: finger, to: CGPoint(x: finger.x - 20, y: 400), duration: 1.0 / 60)
        try host.runUntilIdle()
    }

    // MARK: The page control

    @Test func thePresentationCountShowsAPageControl() throws {
        let book = book()
        book.presentation = (3, 0)
        let (host, pager) = try host(book: book)
        pager.view.backgroundColor = .white
        let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!control.isHidden && control.numberOfPages == 3 && control.currentPage == 0)
        // Along the bottom, above the home indicator (34 pt); the pages end above it.
        #expect(control.frame == CGRect(x: 0, y: 844 - 34 - 26, width: 390, height: 26))
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 34 - 26),
                "\(Double(book.pages[0].view.frame.height)) \(book.pages[0].view.frame)")
        let image = host.render()
        saveFrame(image, "page-control", in: "page-view-controller")
        // Three dots 16 pt apart about the middle, the current (first) one darker than the others.
        let y = 844 - 34 - 13.0
        let first = image.premultipliedRGBA(x: Int((195 - 16) * 2), y: Int(y * 2))
        let second = image.premultipliedRGBA(x: Int(195 * 2), y: Int(y * 2))
        let gap = image.premultipliedRGBA(x: Int((195 - 8) * 2), y: Int(y * 2))
        #expect(Int(first.red) + 40 < Int(second.red), "the current dot is the darker: \(first) vs \(second)")
        #expect(second != gap, "a dot differs from the gap beside it")
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        try host.runUntilIdle()
        #expect(control.currentPage == 1, "after a turn the index follows by itself")
    }

    /// The index goes back a page on a turn back, stays on a drag that falls
    /// back, and goes on a page on a turn forward.
    @Test func thePageControlFollowsTurnsBothWays() throws {
        let book = book()
        book.presentation = (3, 1)
        let (host, pager) = try host(book: book, start: 1)
        let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.currentPage == 1)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["A"] && control.currentPage == 0, "back to the first page: \(control.currentPage)")
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 1.5)
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["A"] && control.currentPage == 0, "a drag that falls back: \(control.currentPage)")
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["B"] && control.currentPage == 1, "on to the second page: \(control.currentPage)")
    }

    @Test func noPresentationCountNoPageControl() throws {
        let book = book()
        let (_, pager) = try host(book: book)
        let controls = pager.view.subviews.compactMap { $0 as? UIPageControl }
        #expect(controls.allSatisfy { $0.isHidden })
        #expect(book.pages[0].view.frame == pager.view.bounds)
    }

    // MARK: Page curl

    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: Int, green: Int, blue: Int) {
        let p = image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }
    private func isRed(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red > 200 && p.green < 90 && p.blue < 90 }
    private func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red < 40 && p.blue > 200 }

    @Test func aPageCurlsAwayFromTheCorner() throws {
        let book = book()
        let (host, pager) = try host(.pageCurl, book: book)
        #expect(pager.spineLocation == .min && !pager.isDoubleSided && pager.gestureRecognizers.count == 2)
        pager.setViewControllers([book.pages[1]], direction: .forward, animated: true)
        host.advance(by: 0.25)
        let middle = host.render()
        saveFrame(middle, "curl-forward-mid", in: "page-view-controller")
        #expect(isRed(pixel(middle, 20, 20)), "the top-left of the page is still flat: \(pixel(middle, 20, 20))")
        #expect(isBlue(pixel(middle, 370, 830)), "the corner has curled off the next page: \(pixel(middle, 370, 830))")
        // Across the middle of the curl, the page's back: light paper (neither red nor blue).
        let paper = stride(from: 20.0, to: 380, by: 10).contains { x in
            let p = pixel(middle, x, 450)
            return p.red > 150 && p.green > 150 && p.blue > 150
        }
        #expect(paper, "the curl shows the page's back along y = 450")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "curl-forward-end", in: "page-view-controller")
        #expect(isBlue(pixel(end, 20, 20)) && isBlue(pixel(end, 370, 830)) && isBlue(pixel(end, 195, 422)))
        #expect(titles(pager.children) == ["B"] && pager.view.subviews.first?.subviews.count == 1)
    }

    @Test func aReverseCurlComesDownOverThePage() throws {
        let book = book()
        let (host, pager) = try host(.pageCurl, book: book, start: 1)
        pager.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
        host.advance(by: 0.25)
        let middle = host.render()
        saveFrame(middle, "curl-reverse-mid", in: "page-view-controller")
        #expect(isRed(pixel(middle, 20, 20)), "the page coming down covers the top-left: \(pixel(middle, 20, 20))")
        #expect(isBlue(pixel(middle, 370, 830)), "and not yet the corner: \(pixel(middle, 370, 830))")
        try host.runUntilIdle()
        #expect(isRed(pixel(host.render(), 370, 830)) && titles(pager.viewControllers) == ["A"])
    }

    @Test func aDragCurlsThePageWithTheFinger() throws {
        let book = book()
        let (host, pager) = try host(.pageCurl, book: book)
        host.drag(from: CGPoint(x: 370, y: 700), to: CGPoint(x: 250, y: 700), duration: 0.4, release: false)
        let early = host.render()
        host.drag(from: CGPoint(x: 250, y: 700), to: CGPoint(x: 100, y: 700), duration: 0.4, release: false)
        let later = host.render()
        saveFrame(early, "curl-drag-early", in: "page-view-controller")
        saveFrame(later, "curl-drag-later", in: "page-view-controller")
        // Further along, more of the next page shows.
        func blueCount(_ image: CGImage) -> Int {
            stride(from: 5.0, to: 390, by: 10).flatMap { x in stride(from: 5.0, to: 844, by: 10).map { (x, $0) } }
                .filter { isBlue(pixel(image, $0.0, $0.1)) }.count
        }
        #expect(blueCount(early) > 0 && blueCount(later) > blueCount(early) + 50, "\(blueCount(early)) → \(blueCount(later))")
        #expect(isRed(pixel(later, 20, 20)))
        host.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 60, y: 700), duration: 1.0 / 60)
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["B"])
        #expect(ObservedCalls.log.last == "Delegate.didFinishAnimating(true, previous: A, completed: true)")
    }

    // MARK: Misuse

    @Test func aMismatchedCountIsRefusedWithUIKitsMessage() throws {
        let book = book()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        let (host, _) = hostWithRoot(pager)
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        #expect(SegueDiagnostics.messagesWithoutAddresses.contains {
            $0.contains("The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
                && $0.contains("<BookPage: A>")
        })
        #expect(pager.viewControllers == nil && pager.children.isEmpty)
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["A", "B"])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(book.pages[1].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        // The scroll style takes one.
        let scroller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        scroller.setViewControllers([book.pages[2], BookPage("D", color: .white)], direction: .forward, animated: false)
        #expect(SegueDiagnostics.messages.contains { $0.contains("provided (2) doesn't match the number required (1)") })
        #expect(scroller.viewControllers == nil && scroller.spineLocation == .none && scroller.gestureRecognizers.isEmpty)
    }

    @Test func aChangeDuringAnotherIsRefused() throws {
        let book = book()
        let (host, pager) = try host(book: book)
        pager.setViewControllers([book.pages[1]], direction: .forward, animated: true)
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true)
        #expect(SegueDiagnostics.messages.contains { $0.contains("was asked to show") && $0.contains("; ignored") })
        try host.runUntilIdle()
        #expect(titles(pager.viewControllers) == ["B"] && titles(pager.children) == ["B"])
    }
}
