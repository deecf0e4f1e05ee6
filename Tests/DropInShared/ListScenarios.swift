// The scenarios both drop-in targets run on the iOS-style list code in PhotoGrid.swift.
import Testing
import UIKit
import SegueTesting

@MainActor
enum ListScenarios {
    /// A tap on the grid's fifth photo pushes its detail; the grid is three square photos to a row.
    static func photoGridOpensATappedPhoto() throws {
        let grid = PhotoGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let host = TestHost()
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        let side = (390 - CGFloat(4)) / 3
        let layout = try #require(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        let expected = CGRect(x: side + 2, y: side + 2, width: side, height: side)
        #expect(abs(layout.frame.minX - expected.minX) < 0.001 && abs(layout.frame.minY - expected.minY) < 0.001)
        #expect(abs(layout.frame.width - side) < 0.001 && abs(layout.frame.height - side) < 0.001)
        let top = grid.collectionView.adjustedContentInset.top
        host.tap(at: CGPoint(x: layout.frame.midX, y: layout.frame.midY + top))
        try host.runUntilIdle()
        #expect(grid.opened == IndexPath(item: 4, section: 0))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.backgroundColor == grid.colors[4])
    }

    /// A tap on a settings row selects it, the delegate deselects it with a fade, and it ends unselected.
    static func settingsRowSelectsAndFades() throws {
        let settings = SettingsViewController()
        let host = TestHost()
        host.window.rootViewController = settings
        host.advance(by: 0.1)
        let tableView = settings.tableView
        let row = tableView.rectForRow(at: IndexPath(row: 1, section: 1))
        #expect(row.minX == 20 && row.width == 350, "inset-grouped rows are cards")
        let point = tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
        host.tap(at: point)
        #expect(settings.chosen == "Sounds")
        #expect(tableView.indexPathForSelectedRow == nil)
        let highlight = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.selectedBackgroundView)
        #expect(highlight.layer.presentation()?.opacity == 1, "the fade starts from full opacity, at once")
        host.advance(by: 6.0 / 60)
        let fading = highlight.layer.presentation()?.opacity ?? -1
        // A 0.25 s ease-in-out fade (UITableViewCell's), begun as the tap ended: 6 frames in.
        let expected = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 6.0 / 60 / 0.25)
        #expect(abs(Double(fading) - expected) < 0.005, "the deselection fades: \(fading), expected \(expected)")
        try host.runUntilIdle()
        #expect(highlight.layer.presentation()?.opacity == 0)
    }

    /// Targets set in lazy initializers with `Selector(Self.method)` receive their actions.
    static func lazyTargetsReceiveActions() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let view = TapCountingView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        root.view.addSubview(view)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 50, y: 222))
        host.advance(by: 0.5)
        #expect(view.presses == 1, "the button's target ran")
        host.tap(at: CGPoint(x: 300, y: 400))
        host.advance(by: 0.5)
        #expect(view.taps == 1, "the tap recognizer's target ran")
    }
}

@MainActor
enum DiffableScenarios {
    /// The recipes screen lays its featured row and grid out as UIKit does, reconfigures a favourite in place,
    /// and deletes a recipe with an animated update that moves the ones after it up.
    static func recipesApplySnapshots() throws {
        let recipes = RecipesViewController()
        let host = TestHost()
        host.window.rootViewController = recipes
        host.advance(by: 0.1)
        let collectionView = recipes.collectionView!
        // Featured cards: 80 % of 390 − 32 wide, 180 tall, 12 apart, from 16 in.
        let card = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let cardWidth = (390 - 32) * 0.8
        #expect(abs(card.frame.minX - (16 + cardWidth + 12)) < 0.001 && card.frame.height == 180)
        // The grid: two 195-point columns of 120-point rows, items inset 4, under the row's 180 + 16.
        let tile = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 1)))
        #expect(tile.frame == CGRect(x: 199, y: 196 + 120 + 4, width: 187, height: 112))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? RecipesViewController.RecipeCell)
        #expect(cell.recipe?.id == 5)

        recipes.toggleFavorite(5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === cell)
        #expect(cell.recipe?.favorite == true && cell.contentView.backgroundColor == .systemPink)

        var deleted = false
        let next = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        recipes.delete(5) { deleted = true }
        #expect(recipes.dataSource.indexPath(for: 6) == IndexPath(item: 0, section: 1))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === next)
        try host.runUntilIdle()
        #expect(deleted)
        #expect(next.frame == CGRect(x: 4, y: 196 + 4, width: 187, height: 112))
    }
}
