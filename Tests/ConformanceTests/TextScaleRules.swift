import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// R18.9: text is measured in points, independently of the scale a frame is
/// rendered at. A label sized to fit its text shows all of it — no ellipsis,
/// no lost line — at 1×, 2× and 3×, and measures the same at each.
@MainActor
@Suite(.checksDiagnostics) struct TextScaleRules {
    static let scales: [CGFloat] = [1, 2, 3]
    static let strings = ["Home", "Airplane Mode", "Settings", "Wi-Fi", "Bluetooth", "Notifications",
                          "General", "Done", "转场动画", "设置"]
    static let fonts: [UIFont] = [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .systemFont(ofSize: 12),
                                  .systemFont(ofSize: 10), .boldSystemFont(ofSize: 34), .systemFont(ofSize: 13)]

    /// A label showing `text` in `font`, left-aligned, in `frame`.
    private func label(_ text: String, _ font: UIFont, frame: CGRect, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = .black
        label.numberOfLines = lines
        return label
    }

    /// The screen of a host at `scale` showing one label.
    private func render(_ label: UILabel, screen: CGSize, scale: CGFloat) -> CGImage {
        let host = TestHost(screenSize: screen, scale: scale)
        host.window.addSubview(label)
        host.advance(by: 1 / 60)
        return host.render()
    }

    /// Renders `text` in a label of `size` and in one with room to spare to
    /// the right (or below, `extraHeight`, keeping the text's place for a
    /// vertically centred multi-line label); the two must be the same pixels.
    /// A fractional width (a cell's label) is taken down to whole points: a
    /// stricter test, and one that compares backing stores of the same shape.
    private func expectFits(_ text: String, _ font: UIFont, size given: CGSize, lines: Int = 1, scale: CGFloat,
                            name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = CGSize(width: floor(given.width), height: floor(given.height))
        let screen = CGSize(width: ceil(size.width) + 140, height: ceil(size.height) + 20)
        let tight = render(label(text, font, frame: CGRect(x: 10, y: 10, width: size.width, height: size.height), lines: lines),
                           screen: screen, scale: scale)
        let roomyFrame = lines == 1
            ? CGRect(x: 10, y: 10, width: size.width + 120, height: size.height)
            : CGRect(x: 10, y: 10 - 40, width: size.width, height: size.height + 80)
        let roomy = render(label(text, font, frame: roomyFrame, lines: lines), screen: screen, scale: scale)
        let comparison = ImageComparison(actual: tight, expected: roomy)
        if comparison.differingFraction > 0 {
            saveFrame(tight, "\(name)-\(Int(scale))x-sized", in: "text-scale")
            saveFrame(roomy, "\(name)-\(Int(scale))x-room", in: "text-scale")
        }
        #expect(comparison.differingFraction == 0,
                "\"\(text)\" (\(font.pointSize) pt) in \(size.width) pt at \(Int(scale))×: \(comparison)",
                sourceLocation: sourceLocation)
    }

    @Test func R18_9_aLabelSizedToFitShowsAllItsTextAtEveryScale() {
        for font in Self.fonts {
            for text in Self.strings {
                var sizes: [CGSize] = []
                for scale in Self.scales {
                    _ = TestHost(screenSize: CGSize(width: 100, height: 100), scale: scale)
                    let fitted = label(text, font, frame: .zero)
                    fitted.sizeToFit()
                    #expect(fitted.intrinsicContentSize == fitted.bounds.size)
                    sizes.append(fitted.bounds.size)
                    expectFits(text, font, size: fitted.bounds.size, scale: scale,
                               name: "\(text)-\(Int(font.pointSize))")
                }
                #expect(Set(sizes.map { "\($0)" }).count == 1, "\"\(text)\" measures the same at every scale: \(sizes)")
            }
        }
    }

    @Test func R18_9_aMultiLineLabelSizedToFitKeepsEveryLineAtEveryScale() {
        let text = "Airplane Mode turns off Wi-Fi, Bluetooth and cellular data"
        var sizes: [CGSize] = []
        for scale in Self.scales {
            _ = TestHost(screenSize: CGSize(width: 100, height: 100), scale: scale)
            let fitted = label(text, .systemFont(ofSize: 15), frame: .zero, lines: 0)
            let size = fitted.sizeThatFits(CGSize(width: 160, height: 0))
            sizes.append(size)
            #expect(size.width <= 160 && size.height > 30, "wraps onto several lines: \(size)")
            expectFits(text, .systemFont(ofSize: 15), size: size, lines: 0, scale: scale, name: "multiline")
            let two = label(text, .systemFont(ofSize: 15), frame: .zero, lines: 2)
            expectFits(text, .systemFont(ofSize: 15), size: two.sizeThatFits(CGSize(width: 300, height: 0)), lines: 2,
                       scale: scale, name: "two-lines")
        }
        #expect(Set(sizes.map { "\($0)" }).count == 1, "measures the same at every scale: \(sizes)")
    }

    /// A table of settings rows (value1 cells: a title and a value).
    final class SettingsRows: NSObject, UITableViewDataSource {
        let rows = [("Airplane Mode", "Off"), ("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Notifications", "")]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview -> [UILabel] in
            let own = (subview as? UILabel).map { [$0] } ?? []
            return own + labels(in: subview)
        }
    }

    @Test func R18_9_navigationTabBarAndTableCellTitlesShowAllTheirTextAtEveryScale() throws {
        let rows = SettingsRows()
        for scale in Self.scales {
            let host = TestHost(scale: scale)
            let settings = UIViewController()
            settings.title = "Airplane Mode"
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = rows
            settings.view = table
            let navigation = UINavigationController(rootViewController: settings)
            navigation.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
            let home = UIViewController()
            home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, home]
            host.window.rootViewController = tabs
            try host.runUntilIdle()
            let shown = labels(in: host.window).filter { !($0.text ?? "").isEmpty && $0.window != nil && !$0.isHidden }
            let texts = Set(shown.compactMap(\.text))
            for expected in ["Airplane Mode", "Wi-Fi", "Home", "Bluetooth", "Notifications", "Settings", "Off", "On"] {
                #expect(texts.contains(expected), "\"\(expected)\" is on screen at \(Int(scale))×: \(texts)")
            }
            saveFrame(host.render(), "settings-\(Int(scale))x", in: "text-scale")
            let found = shown.map { (text: $0.text!, font: $0.font!, size: $0.bounds.size) }
            for item in found {
                expectFits(item.text, item.font, size: item.size, scale: scale, name: "bar-\(item.text)")
            }
        }
    }
}
