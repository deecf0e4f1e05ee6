import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UIPageControl: pages, the current page, taps either side of it, the dots as drawn.
@MainActor
@Suite(.checksDiagnostics) struct PageControlTests {
    /// Five pages, the third current, in a 200×26 control at (95, 500): the dots' centres,
    /// 16 points apart around x 195, are at x 163, 179, 195, 211 and 227, y 513.
    private func hostWithControl() -> (TestHost, UIPageControl) {
        let (host, root) = controlHost()
        let control = UIPageControl(frame: CGRect(x: 95, y: 500, width: 200, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        root.addSubview(control)
        host.advance(by: 1.0 / 60)
        return (host, control)
    }

    private static let dotCenters: [CGFloat] = [163, 179, 195, 211, 227]

    @Test func pagesAndTheCurrentPageStayInRange() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && control.hidesForSinglePage == false)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1, "fewer pages pull the current page back")
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
    }

    @Test func sizeForPagesIsSixteenPointsAPagePlusSixteenBy26() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 96, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 32, height: 26))
        #expect(control.size(forNumberOfPages: 0).width == 0)
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 64, height: 26))
    }

    @Test func aTapEitherSideOfTheCurrentDotTurnsAPageAndSendsValueChanged() {
        let (host, control) = hostWithControl()
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 280, y: 513))
        #expect(control.currentPage == 3 && pages == [3], "right of the current dot: forward")
        host.advance(by: 0.3)
        host.tap(at: CGPoint(x: 205, y: 513))
        #expect(control.currentPage == 2 && pages == [3, 2], "left of the current (fourth) dot at 211: back")
        host.advance(by: 0.3)
        control.currentPage = 0
        host.tap(at: CGPoint(x: 100, y: 513))
        #expect(control.currentPage == 0 && pages == [3, 2], "no page before the first: nothing sent")
        control.currentPage = 4
        host.advance(by: 0.3)
        host.tap(at: CGPoint(x: 290, y: 513))
        #expect(control.currentPage == 4 && pages == [3, 2], "none after the last")
        #expect(pages.count == 2, "setting the page in code sends nothing")
    }

    @Test func theCurrentDotIsDarkAndTheOthersLight() {
        let (host, control) = hostWithControl()
        let frame = host.render()
        dump(frame, "page-control")
        for (page, x) in Self.dotCenters.enumerated() {
            let p = controlPixel(frame, CGPoint(x: x, y: 513))
            if page == 2 {
                #expect(isColor(p, 0, 0, 0), "the current page: black \(p)")
            } else {
                #expect(isColor(p, overWhite(0, alpha: 0.3), overWhite(0, alpha: 0.3), overWhite(0, alpha: 0.3)), "page \(page): \(p)")
            }
        }
        #expect(isColor(controlPixel(frame, CGPoint(x: 187, y: 513)), 255, 255, 255), "white between the dots")
        control.pageIndicatorTintColor = .systemGray4
        control.currentPageIndicatorTintColor = .systemIndigo
        control.currentPage = 4
        host.advance(by: 1.0 / 60)
        let tinted = host.render()
        dump(tinted, "page-control-tinted")
        #expect(isColor(controlPixel(tinted, CGPoint(x: 227, y: 513)), 88, 86, 214))
        #expect(isColor(controlPixel(tinted, CGPoint(x: 195, y: 513)), 209, 209, 214))
    }

    @Test func aSinglePageCanHideTheControl() {
        let (host, control) = hostWithControl()
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        host.advance(by: 1.0 / 60)
        #expect(isColor(controlPixel(host.render(), CGPoint(x: 195, y: 513)), 255, 255, 255), "no dot")
        host.tap(at: CGPoint(x: 250, y: 513))
        #expect(sent == 0)
        control.hidesForSinglePage = false
        host.advance(by: 1.0 / 60)
        #expect(isColor(controlPixel(host.render(), CGPoint(x: 195, y: 513)), 0, 0, 0), "the one dot, current")
    }
}
