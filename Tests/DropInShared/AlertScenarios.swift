// Alerts as iOS code writes them: a destructive confirmation whose handler
// pops the screen, an action sheet anchored for the iPad through its
// optional popover presentation controller, and a rename prompt whose text
// field is read in the handler through the alert it captures weakly.
// Built in Swift 6 mode (DropInTests) and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class ComposeController: UIViewController {
    private(set) var log: [String] = []
    let optionsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        optionsButton.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
        optionsButton.setTitle("Options", for: .normal)
        view.addSubview(optionsButton)
    }

    func confirmDiscard() {
        let alert = UIAlertController(title: "Discard draft?", message: "Your changes will be lost.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel, handler: nil))
        let discard = UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.log.append("discarded")
            self?.navigationController?.popViewController(animated: true)
        }
        alert.addAction(discard)
        alert.preferredAction = discard
        present(alert, animated: true, completion: nil)
    }

    func showOptions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for title in ["Save Draft", "Send Later"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] action in
                self?.log.append(action.title ?? "")
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = optionsButton
            popover.sourceRect = optionsButton.bounds
        }
        present(sheet, animated: true)
    }

    func renameDraft(currentTitle: String) {
        let alert = UIAlertController(title: "Rename Draft", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Title"
            textField.text = currentTitle
            textField.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let rename = UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            guard let title = alert?.textFields?.first?.text, !title.isEmpty else { return }
            self?.log.append("renamed to \(title)")
        }
        alert.addAction(rename)
        alert.preferredAction = rename
        present(alert, animated: true, completion: nil)
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AlertScenarioTests {
    /// The button of the presented alert controller titled `title`, in window points.
    private func center(of title: String, in alert: UIViewController?) -> CGPoint? {
        func find(_ view: UIView) -> UIView? {
            if view is UIControl, view.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        guard let view = alert?.view, let button = find(view) else { return nil }
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aDestructiveConfirmationPopsTheScreenOnceTheAlertHasGone() throws {
        let host = TestHost()
        let compose = ComposeController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(compose, animated: false)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        compose.confirmDiscard()
        try host.runUntilIdle()
        let alert = compose.presentedViewController as? UIAlertController
        #expect(alert?.actions.map(\.style) == [.cancel, .destructive])
        host.tap(at: try #require(center(of: "Discard", in: alert)))
        try host.runUntilIdle()
        #expect(compose.log == ["discarded"])
        #expect(compose.presentedViewController == nil && navigation.viewControllers.count == 1)
    }

    @Test func aRenamePromptEditsAtOnceAndReturnRenames() throws {
        let host = TestHost()
        let compose = ComposeController()
        host.window.rootViewController = compose
        try host.runUntilIdle()
        compose.renameDraft(currentTitle: "Note")
        try host.runUntilIdle()
        let alert = compose.presentedViewController as? UIAlertController
        let field = try #require(alert?.textFields?.first)
        #expect(field.isFirstResponder && host.keyboardFrame != nil)
        host.pressDelete(count: 4)
        host.type("Groceries")
        host.pressReturn()
        try host.runUntilIdle()
        #expect(compose.log == ["renamed to Groceries"])
        #expect(compose.presentedViewController == nil && host.keyboardFrame == nil)
    }

    @Test(arguments: [TestHost.Device.iPhone14, .iPadPro11])
    func anActionSheetWorksOnAPhoneAndAsAPopoverOnAnIPad(device: TestHost.Device) throws {
        let host = TestHost(device: device)
        let compose = ComposeController()
        host.window.rootViewController = compose
        try host.runUntilIdle()
        compose.showOptions()
        try host.runUntilIdle()
        let sheet = compose.presentedViewController
        #expect(sheet?.modalPresentationStyle == (device == .iPadPro11 ? .popover : .custom))
        host.tap(at: try #require(center(of: "Send Later", in: sheet)))
        try host.runUntilIdle()
        #expect(compose.log == ["Send Later"] && compose.presentedViewController == nil)
    }
}
