import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Seed 003's screen: a navigation bar with `.add` and `.done`, a toolbar
/// with `.camera` and `.bookmarks`; iOS shows the add, camera and bookmarks
/// items as icons (plus, camera.fill, book) and Done as bold text.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SystemBarItemTests {
    /// The bars' symbols: body text (17 pt), large scale (1.3), regular weight.
    private func barIconSize(_ name: String) -> CGSize { expectedSymbolSize(name, scaleFactor: 1.3) }

    private func buttons(in view: UIView) -> [BarItemButton] {
        view.subviews.flatMap { subview -> [BarItemButton] in
            (subview as? BarItemButton).map { [$0] } ?? buttons(in: subview)
        }
    }

    /// The columns of `rect` (window points) whose pixels show the tint (blue) colour.
    private func inkColumns(_ image: CGImage, in rect: CGRect, scale: CGFloat = 2) -> (count: Int, range: ClosedRange<CGFloat>?) {
        var columns: [CGFloat] = []
        for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
            let hasInk = (Int(rect.minY * scale)..<Int(rect.maxY * scale)).contains { y in
                let p = image.premultipliedRGBA(x: x, y: y)
                return Int(p.blue) - Int(p.red) > 60
            }
            if hasInk { columns.append(CGFloat(x) / scale) }
        }
        guard let first = columns.first, let last = columns.last else { return (0, nil) }
        return (columns.count, first...(last + 1 / scale))
    }

    private func seed003Screen() throws -> (TestHost, UINavigationController, [UIBarButtonItem]) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.title = "Items"
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let camera = UIBarButtonItem(barButtonSystemItem: .camera, target: nil, action: nil)
        let bookmarks = UIBarButtonItem(barButtonSystemItem: .bookmarks, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = add
        root.navigationItem.rightBarButtonItem = done
        root.toolbarItems = [camera, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), bookmarks]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        return (host, navigation, [add, done, camera, bookmarks])
    }

    @Test func seed003DrawsIconsWhereIOSDoes() throws {
        let (host, navigation, items) = try seed003Screen()
        let (add, done, camera, bookmarks) = (items[0], items[1], items[2], items[3])
        #expect(add.title == nil && camera.title == nil && bookmarks.title == nil)
        #expect(done.title == "Done")
        let all = buttons(in: navigation.navigationBar) + buttons(in: navigation.toolbar)
        func button(_ item: UIBarButtonItem) throws -> BarItemButton { try #require(all.first { $0.barItem === item }) }
        let frame = { (b: BarItemButton) in b.convert(b.bounds, to: nil) }
        let image = host.render()
        let width = host.window.bounds.width

        for (item, symbol, word) in [(add, "plus", "Add"), (camera, "camera.fill", "Camera"), (bookmarks, "book", "Bookmarks")] {
            let b = try button(item)
            #expect(b.showsImage && b.currentTitle == nil)
            #expect(b.currentImage?.size == barIconSize(symbol))
            #expect(b.accessibilityLabel == (item === bookmarks ? "Bookmarks" : item === camera ? "Camera" : "Add"))
            // The item: a 44-pt touch target (or the icon with 8 pt each side), the bar's height.
            let f = frame(b)
            #expect(f.width == max(44, barIconSize(symbol).width + 16))
            #expect(f.height == 44)
            // The pixels: the icon's width of ink, centred, and nothing like the word's width.
            let ink = inkColumns(image, in: f)
            let inkRange = try #require(ink.range, "\(symbol): no ink")
            let iconWidth = barIconSize(symbol).width
            #expect(abs((inkRange.upperBound - inkRange.lowerBound) - iconWidth) <= 1.5, "\(symbol): ink \(inkRange), icon \(iconWidth)")
            #expect(abs((inkRange.lowerBound + inkRange.upperBound) / 2 - f.midX) <= 1, "\(symbol): ink \(inkRange) in \(f)")
            let label = UILabel()
            label.text = word
            label.font = .systemFont(ofSize: 17)
            if word != "Add" { #expect(label.sizeThatFits(.zero).width > iconWidth + 15, "\(word)") }
        }
        // iOS's spacing: 8 pt from the bars' edges (the content 16 pt in), 8 pt between items.
        let addFrame = frame(try button(add)), doneFrame = frame(try button(done))
        #expect(addFrame.minX == 8)
        #expect(abs(doneFrame.maxX - (width - 8)) < 0.01)
        let cameraFrame = frame(try button(camera)), bookmarksFrame = frame(try button(bookmarks))
        #expect(cameraFrame.minX == 8)
        #expect(abs(bookmarksFrame.maxX - (width - 8)) < 0.01)
        #expect(cameraFrame.minY == navigation.toolbar.frame.minY)
        // Done is text: its ink is as wide as the word in bold.
        let doneLabel = UILabel()
        doneLabel.text = "Done"
        doneLabel.font = .boldSystemFont(ofSize: 17)
        let doneInk = try #require(inkColumns(image, in: doneFrame).range)
        #expect(abs((doneInk.upperBound - doneInk.lowerBound) - doneLabel.sizeThatFits(.zero).width) < 4)
        #expect(try button(done).showsImage == false)
    }

    @Test func theBarsTintColoursTheIcons() throws {
        let (host, navigation, items) = try seed003Screen()
        navigation.toolbar.tintColor = .systemRed
        navigation.toolbar.items = navigation.toolbar.items
        try host.runUntilIdle()
        let b = try #require(buttons(in: navigation.toolbar).first { $0.barItem === items[2] })
        let contents = try #require(b.imageView?.layer.contents as? CGImage)
        var red = 0
        for y in 0..<contents.height { for x in 0..<contents.width {
            let p = contents.premultipliedRGBA(x: x, y: y)
            if p.alpha > 200 && p.red > 200 && p.blue < 80 { red += 1 }
        } }
        #expect(red > 100)
    }

    @Test func anItemsOwnTintColoursItsIconOverTheBars() throws {
        let (host, navigation, items) = try seed003Screen()
        navigation.toolbar.tintColor = .systemRed
        items[2].tintColor = .systemGreen   // systemGreen: (52, 199, 89)
        navigation.toolbar.items = navigation.toolbar.items
        try host.runUntilIdle()
        let b = try #require(buttons(in: navigation.toolbar).first { $0.barItem === items[2] })
        let contents = try #require(b.imageView?.layer.contents as? CGImage)
        var green = 0, red = 0
        for y in 0..<contents.height { for x in 0..<contents.width {
            let p = contents.premultipliedRGBA(x: x, y: y)
            guard p.alpha > 200 else { continue }
            if p.green > 150 && p.red < 100 { green += 1 }
            if p.red > 200 && p.green < 100 { red += 1 }
        } }
        #expect(green > 100 && red == 0, "the item's green, not the bar's red: \(green) green, \(red) red")
    }

    @Test func everySystemItemIsTextOrItsIcon() throws {
        let text: [UIBarButtonItem.SystemItem: String] = [.done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save"]
        let icons: [UIBarButtonItem.SystemItem: String] = [
            .add: "plus", .compose: "square.and.pencil", .reply: "arrowshape.turn.up.left", .action: "square.and.arrow.up",
            .organize: "folder", .bookmarks: "book", .search: "magnifyingglass", .refresh: "arrow.clockwise", .stop: "xmark",
            .camera: "camera.fill", .trash: "trash", .play: "play.fill", .pause: "pause.fill", .rewind: "backward.fill",
            .fastForward: "forward.fill", .undo: "arrow.uturn.backward", .redo: "arrow.uturn.forward", .close: "xmark.circle.fill",
        ]
        var all = Array(text.keys) + Array(icons.keys)
        all += [.flexibleSpace, .fixedSpace]
        #expect(Set(all.map(\.rawValue)) == Set(0...23))
        for (systemItem, title) in text {
            let item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
            #expect(item.title == title)
            #expect(item.barImage == nil)
            let b = BarItemButton.make(for: item, tint: .systemBlue)
            #expect(b.currentTitle == title && !b.showsImage)
        }
        for (systemItem, symbol) in icons {
            let item = UIBarButtonItem(systemItem: systemItem)
            #expect(item.title == nil, "\(systemItem)")
            let b = BarItemButton.make(for: item, tint: .systemBlue)
            #expect(b.showsImage, "\(systemItem)")
            #expect(b.currentImage?.size == barIconSize(symbol), "\(systemItem)")
            let size = barIconSize(symbol)
            #expect((12...31).contains(size.width) && (12...31).contains(size.height), "\(systemItem): \(size)")
            #expect(b.sizeThatFits(.zero) == CGSize(width: max(44, size.width + 16), height: 44))
        }
    }

    @Test func imageItemsWithSymbolsTakeTheBarsConfiguration() throws {
        let plain = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        #expect(plain.barImage?.size == barIconSize("gear"))
        let sized = UIBarButtonItem(image: UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)),
                                    style: .plain, target: nil, action: nil)
        #expect(sized.barImage?.size == expectedSymbolSize("gear", pointSize: 12))
    }
}
