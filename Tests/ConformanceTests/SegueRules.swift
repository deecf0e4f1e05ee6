import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A scene controller as storyboard apps write them: it records the segue
/// calls it gets, may refuse a segue, passes data in `prepare`, and implements an unwind action.
@MainActor
final class SceneController: UIViewController {
    var refusedSegues: Set<String> = []
    /// What `prepare` hands the destination.
    var message: String?
    /// What the source handed this controller.
    var received: String?
    /// Whether the view was loaded when `prepare` reached the destination.
    var destinationViewWasLoaded: Bool?
    let color: UIColor

    init(_ name: String, color: UIColor = .systemBlue) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        ObservedCalls.record("\(title ?? "?").shouldPerformSegue(\(identifier))")
        return !refusedSegues.contains(identifier)
    }

    /// Runs in `prepare`, to set the destination's transition up.
    var onPrepare: ((UIStoryboardSegue) -> Void)?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ObservedCalls.record("\(title ?? "?").prepare(\(segue.identifier ?? "-"))")
        onPrepare?(segue)
        let destination = segue.destination as? SceneController
            ?? (segue.destination as? UINavigationController)?.topViewController as? SceneController
        destinationViewWasLoaded = segue.destination.isViewLoaded
        destination?.received = message
    }

    /// Whether this controller may be an unwind's destination.
    var acceptsUnwinds = true

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        acceptsUnwinds && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    func unwindHere(_ segue: UIStoryboardSegue) {
        ObservedCalls.record("\(title ?? "?").unwindHere(from \(segue.source.title ?? "?"))")
        received = (segue.source as? SceneController)?.message
    }
}

/// A custom segue: cross-fades the destination in over the source's window, then presents it without animation.
@MainActor
final class FadeInSegue: UIStoryboardSegue {
    override func perform() {
        ObservedCalls.record("FadeInSegue.perform")
        let source = source, destination = destination
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: false)
    }
}

/// A storyboard of list → detail (show) → editor (modal, custom) → back, plus a tab scene.
@MainActor
func makeStoryboard() -> UIStoryboard {
    let storyboard = UIStoryboard(name: "Main")
    storyboard.register("navigation") { UINavigationController(nibName: nil, bundle: nil) }
    storyboard.register("list") { SceneController("List", color: .systemGray) }
    storyboard.register("detail") { SceneController("Detail", color: .systemTeal) }
    storyboard.register("editor") { SceneController("Editor", color: .systemOrange) }
    storyboard.register("faded") { SceneController("Faded", color: .systemPink) }
    storyboard.setRootViewController("list", ofNavigationController: "navigation")
    storyboard.initialViewControllerIdentifier = "navigation"
    storyboard.addSegue("showDetail", from: "list", to: "detail", kind: .show)
    storyboard.addSegue("edit", from: "detail", to: "editor", kind: .presentModally(style: .fullScreen))
    storyboard.addSegue("more", from: "detail", to: "detail", kind: .show)
    storyboard.addSegue("fade", from: "list", to: "faded", kind: .custom { FadeInSegue(identifier: $0, source: $1, destination: $2) })
    storyboard.addUnwindSegue("backToList", from: "editor", action: Selector(SceneController.unwindHere(_:)))
    storyboard.addUnwindSegue("backToList", from: "detail", action: Selector(SceneController.unwindHere(_:)))
    return storyboard
}

/// Spec §11: segues, and the segue misuse of §12.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SegueRules {
    private func hostWithStoryboard() throws -> (TestHost, UINavigationController, SceneController) {
        let storyboard = makeStoryboard()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? SceneController)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        ObservedCalls.clear()
        return (host, navigation, list)
    }

    /// Performs the show segue `identifier` from `source`, lets the push finish, and returns the pushed scene.
    private func performAndFinish(_ identifier: String, from source: SceneController, in host: TestHost) throws -> SceneController {
        source.performSegue(withIdentifier: identifier, sender: nil)
        try host.runUntilIdle()
        return try #require(source.navigationController?.topViewController as? SceneController)
    }

    @Test func theInitialControllerComesWithItsRelationshipsAndStoryboard() throws {
        let (_, navigation, list) = try hostWithStoryboard()
        #expect(navigation.storyboard?.name == "Main")
        #expect(list.storyboard === navigation.storyboard)
        #expect(navigation.viewControllers == [list])
        #expect(UIViewController(nibName: nil, bundle: nil).storyboard == nil)
    }

    @Test func R11_1_aTriggeredSegueAsksPreparesThenPerforms() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        list.message = "row 3"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        list.view.addSubview(button)
        list.connect(button, toSegueWithIdentifier: "showDetail")
        host.tap(at: CGPoint(x: 160, y: 322))
        try host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? SceneController)
        #expect(detail.title == "Detail")
        #expect(detail.received == "row 3", "prepare passed the data")
        #expect(list.destinationViewWasLoaded == false, "the destination's view is not loaded at prepare (R11.1 step 4)")
        #expect(ObservedCalls.log == ["List.shouldPerformSegue(showDetail)", "List.prepare(showDetail)"])
    }

    @Test func R11_1_refusingATriggeredSegueCancelsItQuietly() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        list.refusedSegues = ["showDetail"]
        let item = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
        list.navigationItem.rightBarButtonItem = item
        list.connect(item, toSegueWithIdentifier: "showDetail")
        try host.runUntilIdle()
        let button = try #require(buttonTitled("Next", in: host.window))
        SegueDiagnostics.clear()
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
        try host.runUntilIdle()
        #expect(ObservedCalls.log == ["List.shouldPerformSegue(showDetail)"])
        #expect(navigation.viewControllers == [list])
        #expect(SegueDiagnostics.messages.isEmpty)
    }

    @Test func R11_2_performSegueDoesNotAskShouldPerform() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        list.refusedSegues = ["showDetail"]
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        try host.runUntilIdle()
        #expect(!ObservedCalls.log.contains("List.shouldPerformSegue(showDetail)"))
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func R11_3_anUnknownIdentifierOrNoStoryboardIsLoggedWithUIKitsMessage() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        SegueDiagnostics.clear()
        list.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(SegueDiagnostics.messages.contains { $0.contains("Receiver (<SceneController: List>) has no segue with identifier 'nowhere'") })
        let plain = NamedController("Plain")
        plain.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(SegueDiagnostics.messages.contains { $0.contains("Receiver (<NamedController: Plain>) has no segue with identifier 'showDetail'") })
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list])
        let storyboard = try #require(list.storyboard)
        _ = storyboard.instantiateViewController(withIdentifier: "missing")
        #expect(SegueDiagnostics.messages.contains { $0.contains("Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'missing'") })
    }

    @Test func R11_4_aPresentModallySegueUsesItsStyle() throws {
        let (host, _, list) = try hostWithStoryboard()
        let detail = try performAndFinish("showDetail", from: list, in: host)
        detail.performSegue(withIdentifier: "edit", sender: nil)
        try host.runUntilIdle()
        let editor = try #require(detail.presentedViewController as? SceneController)
        #expect(editor.title == "Editor")
        #expect(editor.modalPresentationStyle == .fullScreen)
        #expect(editor.view.frame == host.window.bounds)
    }

    @Test func R11_4_aCustomSegueIsMadeByItsFactoryAndPerformsItself() throws {
        let (host, _, list) = try hostWithStoryboard()
        list.performSegue(withIdentifier: "fade", sender: nil)
        try host.runUntilIdle()
        expectSequence(["List.prepare(fade)", "FadeInSegue.perform"], in: ObservedCalls.log)
        #expect((list.presentedViewController ?? list.navigationController?.presentedViewController)?.title == "Faded")
    }

    @Test func R11_4_anEmbedSegueSetsUpTheChildWhenTheViewLoads() throws {
        let storyboard = UIStoryboard(name: "Embed")
        storyboard.register("parent") { SceneController("Parent") }
        storyboard.register("child") { SceneController("Child") }
        storyboard.addEmbedSegue("embed", child: "child", in: "parent")
        let parent = try #require(storyboard.instantiateViewController(withIdentifier: "parent") as? SceneController)
        #expect(parent.children.isEmpty, "nothing is embedded before the view loads")
        parent.loadViewIfNeeded()
        let child = try #require(parent.children.first)
        #expect(child.title == "Child")
        #expect(child.view.superview === parent.view)
        #expect(ObservedCalls.log.contains("Parent.prepare(embed)"))
    }

    @Test func R11_5_unwindingFromAModalDismissesAndPopsToTheDestination() throws {
        let (host, _, list) = try hostWithStoryboard()
        let detail = try performAndFinish("showDetail", from: list, in: host)
        detail.performSegue(withIdentifier: "edit", sender: nil)
        try host.runUntilIdle()
        let editor = try #require(detail.presentedViewController as? SceneController)
        editor.message = "saved"
        ObservedCalls.clear()
        editor.performSegue(withIdentifier: "backToList", sender: nil)
        // The detail implements the action too, but it is the presenter of the source's
        // presentation: the search starts there and finds it first.
        expectSequence(["Editor.prepare(backToList)", "Detail.unwindHere(from Editor)"], in: ObservedCalls.log)
        try host.runUntilIdle()
        #expect(detail.presentedViewController == nil)
        #expect(detail.received == "saved")
    }

    @Test func R11_5_aNavigationControllerSearchesItsStackTopDownAndPops() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        let detail = try performAndFinish("showDetail", from: list, in: host)
        detail.message = "from detail"
        ObservedCalls.clear()
        detail.performSegue(withIdentifier: "backToList", sender: nil)
        expectSequence(["Detail.prepare(backToList)", "List.unwindHere(from Detail)"], in: ObservedCalls.log)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list])
        #expect(list.received == "from detail")
    }

    @Test func R11_5_theNearestControllerDownTheStackIsTheDestination() throws {
        let (host, navigation, list) = try hostWithStoryboard()
        let first = try performAndFinish("showDetail", from: list, in: host)
        let second = try performAndFinish("more", from: first, in: host)
        #expect(navigation.viewControllers == [list, first, second])
        ObservedCalls.clear()
        second.performSegue(withIdentifier: "backToList", sender: nil)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list, first], "searched from the top down, the first detail answers")
    }

    @Test func R11_5_aTabBarControllerSelectsTheTabOnTheWay() throws {
        let storyboard = makeStoryboard()
        storyboard.register("tabs") { UITabBarController() }
        storyboard.register("other") { SceneController("Other") }
        storyboard.setViewControllers(["navigation", "other"], ofTabBarController: "tabs")
        storyboard.addUnwindSegue("home", from: "other", action: Selector(SceneController.unwindHere(_:)))
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "tabs") as? UITabBarController)
        let host = TestHost()
        host.window.rootViewController = tabs
        tabs.selectedIndex = 1
        try host.runUntilIdle()
        let other = try #require(tabs.selectedViewController as? SceneController)
        other.performSegue(withIdentifier: "home", sender: nil)
        try host.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
    }

    @Test func R11_5_anUnwindWithNoDestinationFailsSilently() throws {
        let storyboard = UIStoryboard(name: "Lonely")
        storyboard.register("only") { SceneController("Only") }
        storyboard.addUnwindSegue("back", from: "only", action: Selector(SceneController.unwindHere(_:)))
        let only = storyboard.instantiateViewController(withIdentifier: "only")
        let host = TestHost()
        host.window.rootViewController = only
        try host.runUntilIdle()
        SegueDiagnostics.clear()
        ObservedCalls.clear()
        only.performSegue(withIdentifier: "back", sender: nil)
        try host.runUntilIdle()
        #expect(ObservedCalls.log.isEmpty, "the source is not its own destination: \(ObservedCalls.log)")
        #expect(SegueDiagnostics.messages.isEmpty)
        #expect(host.window.rootViewController === only)
    }
}
