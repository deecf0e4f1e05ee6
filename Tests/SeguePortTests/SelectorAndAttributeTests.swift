import SeguePortCore
import Testing

@Suite struct SelectorTests {
    @Test func selectorsNameTheEnclosingType() {
        expectPorted(#"""
            import UIKit

            final class Menu: UIViewController {
                private let button = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                    button.addTarget(self, action: #selector(self.close), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: #selector(Menu.rotated),
                                                           name: UIDevice.orientationDidChangeNotification, object: nil)
                }

                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                private func close() {}
                func rotated() {}
            }
            """#, #"""
            import UIKit

            final class Menu: UIViewController {
                private let button = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Menu.handlePan(_:))))
                    button.addTarget(self, action: Selector(Menu.close), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: Selector(Menu.rotated),
                                                           name: UIDevice.orientationDidChangeNotification, object: nil)
                }

                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                private func close() {}
                func rotated() {}
            }
            """#)
    }

    @Test func nestedGenericAndExtendedTypes() {
        expectPorted(#"""
            import UIKit

            extension Menu {
                final class Handle: UIView {
                    lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    func tapped() {}
                }
            }

            final class Box<Content>: NSObject {
                func attach(to control: UIControl) {
                    control.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
                }
                func changed(_ sender: UIControl) {}
            }

            extension Box where Content: Equatable {
                func detach(from control: UIControl) {
                    control.removeTarget(self, action: #selector(changed(_:)), for: .valueChanged)
                }
            }

            protocol Closable: UIViewController {}

            extension Closable {
                func closeButton() -> UIBarButtonItem {
                    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                }
            }

            func local() {
                final class Local: NSObject {
                    let tap = UITapGestureRecognizer(target: nil, action: #selector(fire))
                    func fire() {}
                }
            }
            """#, #"""
            import UIKit

            extension Menu {
                final class Handle: UIView {
                    lazy var tap = UITapGestureRecognizer(target: self, action: Selector(Menu.Handle.tapped))
                    func tapped() {}
                }
            }

            final class Box<Content>: NSObject {
                func attach(to control: UIControl) {
                    control.addTarget(self, action: Selector(Box.changed(_:)), for: .valueChanged)
                }
                func changed(_ sender: UIControl) {}
            }

            extension Box where Content: Equatable {
                func detach(from control: UIControl) {
                    control.removeTarget(self, action: Selector(Box.changed(_:)), for: .valueChanged)
                }
            }

            protocol Closable: UIViewController {}

            extension Closable {
                func closeButton() -> UIBarButtonItem {
                    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector(Self.close))
                }
            }

            func local() {
                final class Local: NSObject {
                    let tap = UITapGestureRecognizer(target: nil, action: Selector(Local.fire))
                    func fire() {}
                }
            }
            """#)
    }

    @Test func whatHasNoSelectorFormIsLeftWithANote() {
        let source = #"""
            import UIKit

            func f(_ view: UIView, _ other: NSObject) {
                _ = #selector(getter: UIView.frame)
                _ = #selector(view.layoutIfNeeded)
                other.perform(#selector(UIView.layoutIfNeeded), with: nil, afterDelay: 1)
            }
            """#
        let result = SeguePort.port(source)
        #expect(result.source.contains("#selector(getter: UIView.frame)"))
        #expect(result.source.contains("#selector(view.layoutIfNeeded)"))
        #expect(result.source.contains("other.perform(Selector(UIView.layoutIfNeeded), with: nil, afterDelay: 1)"))
        let messages = result.notes.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("getter") })
        #expect(messages.contains { $0.contains("type the method belongs to is not known") })
        #expect(messages.contains { $0.hasPrefix("perform(…) with a selector does not exist on Linux") })
        #expect(result.notes.map(\.line) == [4, 5, 6])
    }
}

@Suite struct AttributeTests {
    @Test func objcInterfaceBuilderAndDynamicAreRemoved() {
        expectPorted(#"""
            import UIKit

            @objcMembers
            final class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBOutlet private var image: UIImageView!
                @objc dynamic var progress: CGFloat = 0
                @IBInspectable var corner: CGFloat = 8

                /// Flips the card.
                @objc
                @IBAction func flip(_ sender: Any) {}

                @discardableResult
                @objc(resetAnimated:)
                public func reset(animated: Bool) -> Bool { true }

                @objc @IBAction
                func close() {}

                @nonobjc override func layoutSubviews() { super.layoutSubviews() }
            }

            @IBDesignable class Badge: UIView {}

            @objc enum Side: Int { case left, right }
            """#, #"""
            import UIKit

            final class Card: UIView {
                weak var title: UILabel!
                private var image: UIImageView!
                var progress: CGFloat = 0
                var corner: CGFloat = 8

                /// Flips the card.
                func flip(_ sender: Any) {}

                @discardableResult
                public func reset(animated: Bool) -> Bool { true }

                func close() {}

                override func layoutSubviews() { super.layoutSubviews() }
            }

            class Badge: UIView {}

            enum Side: Int { case left, right }
            """#)
    }

    @Test func theReportNamesEachRemoval() {
        let result = SeguePort.port("import UIKit\n\nclass A: NSObject {\n    @objc dynamic var x = 0\n}\n")
        #expect(result.changes.map(\.line) == [4])
        #expect(result.changes[0].message.contains("removed @objc"))
        #expect(result.changes[0].message.contains("removed dynamic (Segue cannot observe your own properties with KVO)"))
    }

    @Test func anOverrideOfAnObjcExtensionMemberIsNoted() {
        let result = SeguePort.port(#"""
            import UIKit

            extension UIViewController {
                @objc var isShown: Bool { view.window != nil }
            }

            final class Menu: UIViewController {
                override var isShown: Bool { true }
            }
            """#)
        #expect(result.notes.map(\.line) == [8])
        #expect(result.notes.first?.message.hasPrefix("overrides isShown, which the sources declare @objc in an extension") == true)
    }

    @Test func theAppDelegateIsMainAndFinal() {
        expectPorted(#"""
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """#, #"""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """#)
        expectPorted(#"""
            import UIKit

            @main class AppDelegate: UIResponder, UIApplicationDelegate {}
            """#, #"""
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """#)
    }

    @Test func scheduledTimersResultIsDiscardedExplicitly() {
        expectPorted(#"""
            import Foundation

            func tick() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                timer.invalidate()
            }
            """#, #"""
            import Foundation

            func tick() {
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                timer.invalidate()
            }
            """#)
    }
}

@Suite struct ExtensionOverrideTests {
    /// Overrides written in an extension move into the class body, ported there;
    /// the extension keeps its conformance.
    @Test func overridesInExtensionsMoveIntoTheClass() {
        let controller = #"""
            import UIKit

            final class CardController: UIPresentationController {
                let inset: CGFloat = 8
            }
            """#
        let extensions = #"""
            import UIKit

            extension CardController: UIGestureRecognizerDelegate {
                /// The card's frame.
                override var frameOfPresentedViewInContainerView: CGRect {
                    containerView?.bounds.insetBy(dx: inset, dy: inset) ?? .zero
                }

                @objc func helper() {}
            }
            """#
        expectPorted(controller, #"""
            import UIKit

            final class CardController: UIPresentationController {
                let inset: CGFloat = 8

                /// The card's frame.
                override var frameOfPresentedViewInContainerView: CGRect {
                    containerView?.bounds.insetBy(dx: inset, dy: inset) ?? .zero
                }
            }
            """#, others: [extensions])
        expectPorted(extensions, #"""
            import UIKit

            extension CardController: UIGestureRecognizerDelegate {

                func helper() {}
            }
            """#, others: [controller])
    }

    @Test func oldUIKitNamesAndTheApplicationByKeyPath() {
        expectPorted(#"""
            import UIKit

            func operation(_ op: UINavigationControllerOperation) -> Bool { op == UINavigationControllerOperation.push }
            let app = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            """#, #"""
            import UIKit

            func operation(_ op: UINavigationController.Operation) -> Bool { op == UINavigationController.Operation.push }
            let app = (UIApplication.shared as Any?) as? UIApplication
            """#)
    }

    @Test func theLoggingImportBecomesUIKit() {
        expectPorted(#"""
            import Foundation
            import os.log

            let log = OSLog(subsystem: "com.example", category: "sheet")
            """#, #"""
            import Foundation
            import UIKit

            let log = OSLog(subsystem: "com.example", category: "sheet")
            """#)
        expectPorted(#"""
            import UIKit
            import os

            func note() { os_log("shown", type: .debug) }
            """#, #"""
            import UIKit

            func note() { os_log("shown", type: .debug) }
            """#)
    }
}
