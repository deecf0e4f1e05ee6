import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 15 §5 scenario 2: a list in a split view. On an iPad-sized host the
/// detail is shown beside the list; on a phone-sized host it is pushed; a
/// resize collapses and expands with the detail kept. Frames go to
/// `out/master-detail/` for looking at.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct MasterDetailScenarioTests {
    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
    }

    /// Whether the pixel is `color` within a few levels.
    private func isColor(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, _ color: (UInt8, UInt8, UInt8)) -> Bool {
        let found = pixel(image, x, y)
        return abs(Int(found.red) - Int(color.0)) <= 3 && abs(Int(found.green) - Int(color.1)) <= 3
            && abs(Int(found.blue) - Int(color.2)) <= 3
    }

    private let gray: (UInt8, UInt8, UInt8) = (142, 142, 147)   // systemGray: the list
    private let teal: (UInt8, UInt8, UInt8) = (48, 176, 199)    // systemTeal: the first detail
    private let orange: (UInt8, UInt8, UInt8) = (255, 149, 0)   // systemOrange: the detail the list shows

    /// The list asks for its detail the way master/detail apps do: `showDetailViewController`
    /// with the detail in a navigation controller.
    private func showDetail(from list: UIViewController) -> NamedController {
        let detail = NamedController("Chosen", color: .systemOrange)
        list.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
        return detail
    }

    @Test func onAnIPadTheDetailIsShownBesideTheList() throws {
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padLandscape)
        let chosen = showDetail(from: list)
        try host.runUntilIdle()
        let frame = host.render()
        saveFrame(frame, "ipad-detail-beside-list", in: "master-detail")
        #expect(split.viewControllers.count == 2)
        #expect(chosen.navigationController === split.viewControllers.last)
        #expect(isColor(frame, 160, 400, gray), "the list column: \(pixel(frame, 160, 400))")
        #expect(isColor(frame, 700, 400, orange), "the chosen detail beside it: \(pixel(frame, 700, 400))")
    }

    @Test func onAPhoneTheDetailIsPushed() throws {
        let delegate = RecordingSplitDelegate()
        delegate.takesSecondaryOnCollapse = true   // start on the list, as phone apps do
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.phone, delegate: delegate)
        let start = host.render()
        let chosen = showDetail(from: list)
        host.advance(by: 1.0 / 60 + 0.175)   // the push starts on the next frame and runs 0.35 s
        let middle = host.render()
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(start, "phone-0-list", in: "master-detail")
        saveFrame(middle, "phone-50-pushing", in: "master-detail")
        saveFrame(end, "phone-100-detail", in: "master-detail")
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers == [list, chosen])
        #expect(isColor(start, 195, 500, gray))
        #expect(isColor(middle, 380, 500, orange), "the detail comes in from the trailing edge")
        #expect(!isColor(middle, 20, 500, orange), "and has not reached the leading edge yet")
        #expect(isColor(end, 20, 500, orange) && isColor(end, 380, 500, orange))
    }

    @Test func resizingCollapsesAndExpandsWithTheChosenDetail() throws {
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padLandscape)
        let chosen = showDetail(from: list)
        try host.runUntilIdle()
        let expanded = host.render()
        host.resize(to: SplitHostSize.phone, duration: 0.4)
        host.advance(by: 0.2)
        let collapsing = host.render()
        try host.runUntilIdle()
        let collapsed = host.render()
        saveFrame(expanded, "resize-0-expanded", in: "master-detail")
        saveFrame(collapsing, "resize-50-collapsing", in: "master-detail")
        saveFrame(collapsed, "resize-100-collapsed", in: "master-detail")
        #expect(split.isCollapsed)
        #expect(chosen.navigationController === split.viewControllers.first, "the chosen detail is on the list's stack")
        #expect(isColor(collapsed, 20, 500, orange) && isColor(collapsed, 380, 500, orange))
        #expect(isColor(collapsing, 20, 500, orange), "the detail fills the narrowing screen")

        host.resize(to: SplitHostSize.padLandscape, duration: 0.4)
        try host.runUntilIdle()
        let reexpanded = host.render()
        saveFrame(reexpanded, "resize-back-expanded", in: "master-detail")
        #expect(!split.isCollapsed)
        #expect(isColor(reexpanded, 160, 400, gray) && isColor(reexpanded, 700, 400, orange))
        #expect(list.navigationController?.viewControllers == [list])
    }
}
