// iOS 18's zoom transition as apps write it: a photo grid pushes a detail with
// `preferredTransition = .zoom`, whose provider looks the cell up again on the
// way back (the detail may have moved to another photo); options veto the
// drag when the detail is zoomed into its photo, and dim with a colour; a
// presented detail uses the same transition. The other preferred transitions
// stand for the modal styles.
// Built in Swift 6 mode (DropInTests) and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class ZoomGridController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemOrange : .systemTeal
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = ZoomDetailController(item: indexPath.item)
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
        options.interactiveDismissShouldBegin = { [weak detail] context in
            context.willBegin && detail?.isZoomedIn != true
        }
        options.alignmentRectProvider = { context in
            let zoomed = context.zoomedViewController as! ZoomDetailController
            return zoomed.photoView.frame
        }
        detail.preferredTransition = .zoom(options: options) { [weak self] context in
            let detail = context.zoomedViewController as! ZoomDetailController
            return self?.collectionView.cellForItem(at: IndexPath(item: detail.item, section: 0))
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

class ZoomDetailController: UIViewController {
    var item: Int
    var isZoomedIn = false
    let photoView = UIView()

    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: view.bounds.width)
        photoView.backgroundColor = .systemOrange
        view.addSubview(photoView)
    }
}

@MainActor
@Suite(.checksDiagnostics) struct ZoomTransitionDropInTests {
    @Test func aGridPushesWithTheZoomAndTheDragComesBackToTheCurrentCell() throws {
        let host = TestHost()
        let grid = ZoomGridController()
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        grid.collectionView(grid.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        try host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? ZoomDetailController)
        #expect(detail.view.frame == navigation.view.bounds)

        // Zoomed into the photo, the drag is refused.
        detail.isZoomedIn = true
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.topViewController === detail)

        // Swiped to the next photo, then dragged down: back into the second cell, which hides meanwhile.
        detail.isZoomedIn = false
        detail.item = 1
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.3, release: false)
        let secondCell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(secondCell.isHidden)
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 700), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === grid && !secondCell.isHidden)
    }

    @Test func aPresentedZoomIsFullScreenAndTheOtherTransitionsAreTheModalStyles() throws {
        let host = TestHost()
        let grid = ZoomGridController()
        host.window.rootViewController = grid
        try host.runUntilIdle()
        let detail = ZoomDetailController(item: 2)
        detail.preferredTransition = .zoom { _ in grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) }
        grid.present(detail, animated: true)
        try host.runUntilIdle()
        #expect(detail.view.frame == host.window.bounds && grid.view.window == nil)
        detail.dismiss(animated: true)
        try host.runUntilIdle()

        let about = UIViewController()
        about.preferredTransition = .crossDissolve()
        let transitions: [UIViewController.Transition] = [.coverVertical(), .flipHorizontal(), .partialCurl()]
        #expect(transitions.count == 3)
        grid.present(about, animated: true)
        try host.runUntilIdle()
        #expect(grid.presentedViewController === about)
    }
}
