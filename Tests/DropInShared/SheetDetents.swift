// A bottom sheet as iOS 15–17 code writes it: a list presented at the medium
// detent with a grabber, the presenter left interactive, the detent changed
// with `animateChanges`, a custom detent that fits the content, and a
// delegate told when the user drags it to another detent.
// Built in Swift 6 mode (DropInTests) and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class PlacesSheetController: UIViewController, UISheetPresentationControllerDelegate {
    let listView = UITableView()
    private(set) var detentChanges: [String] = []
    private(set) var dismissed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        listView.frame = view.bounds
        listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(listView)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "smallest")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissed = true
    }
}

extension UISheetPresentationController.Detent.Identifier {
    static let peek = UISheetPresentationController.Detent.Identifier("peek")
}

class MapController: UIViewController {
    func showPlaces() -> PlacesSheetController {
        let places = PlacesSheetController()
        if let sheet = places.sheetPresentationController {
            sheet.detents = [.custom(identifier: .peek) { context in context.maximumDetentValue * 0.25 }, .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.delegate = places
        }
        present(places, animated: true)
        return places
    }

    func expand(_ places: PlacesSheetController) {
        guard let sheet = places.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}

@MainActor
@Suite(.checksDiagnostics) struct SheetDetentsDropInTests {
    @Test func aBottomSheetRestsMovesAndIsDraggedAway() throws {
        let host = TestHost()
        let map = MapController()
        host.window.rootViewController = map
        let places = map.showPlaces()
        try host.runUntilIdle()
        // Medium on the 844-point iPhone: half of 844 − 57 − 34, above the 34-point bottom inset.
        #expect(places.view.frame.minY == CGFloat(844 - 34 - 377))
        map.expand(places)
        try host.runUntilIdle()
        #expect(places.view.frame.minY == 57 && places.detentChanges.isEmpty)
        // The user flicks it down to medium, then pulls it down to the peek detent.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 260), duration: 0.1)
        try host.runUntilIdle()
        host.drag(from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 640), duration: 1.0)
        try host.runUntilIdle()
        #expect(places.detentChanges == ["com.apple.UIKit.medium", "peek"])
        #expect(abs(places.view.frame.minY - (844 - 34 - 753 * 0.25)) < 0.01)
        // Then flicks it away.
        host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 840), duration: 0.08)
        try host.runUntilIdle()
        #expect(places.dismissed && map.presentedViewController == nil)
    }
}
