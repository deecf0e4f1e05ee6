import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 18, part 2 (first cut): seeded random sequences of navigation,
/// presentation and tab operations — animated or not, interactive pops
/// finished or cancelled, resizes in the middle of transitions, and misuse —
/// run against a small model of the stacks, presentations and selected tab.
/// After every step the host's invariants hold and the state equals the
/// model's; after teardown every controller is released. A failure prints the
/// seed and the operations, which replay it.
@MainActor
@Suite struct RandomizedSequenceTests {
    /// SplitMix64: small, seedable, the same everywhere.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Operation: CustomStringConvertible {
        case push(animated: Bool), pop(animated: Bool), popToRoot(animated: Bool), setStack(keep: Int, add: Int)
        case present(UIModalPresentationStyle, animated: Bool), dismiss(animated: Bool), selectTab(Int)
        case edgePop(finish: Bool), pushWhileResizing, pushSameTwice, presentPresented

        var description: String {
            switch self {
            case .push(let animated): "push(animated: \(animated))"
            case .pop(let animated): "pop(animated: \(animated))"
            case .popToRoot(let animated): "popToRoot(animated: \(animated))"
            case let .setStack(keep, add): "setStack(keep: \(keep), add: \(add))"
            case let .present(style, animated): "present(\(style), animated: \(animated))"
            case .dismiss(let animated): "dismiss(animated: \(animated))"
            case .selectTab(let index): "selectTab(\(index))"
            case .edgePop(let finish): "edgePop(finish: \(finish))"
            case .pushWhileResizing: "pushWhileResizing"
            case .pushSameTwice: "pushSameTwice"
            case .presentPresented: "presentPresented"
            }
        }

        static func random(using generator: inout Generator) -> Operation {
            let animated = Bool.random(using: &generator)
            switch Int.random(in: 0..<13, using: &generator) {
            case 0, 1: return .push(animated: animated)
            case 2: return .pop(animated: animated)
            case 3: return .popToRoot(animated: animated)
            case 4: return .setStack(keep: Int.random(in: 1...3, using: &generator), add: Int.random(in: 0...2, using: &generator))
            case 5, 6: return .present([.fullScreen, .pageSheet, .overFullScreen, .formSheet].randomElement(using: &generator)!,
                                       animated: animated)
            case 7: return .dismiss(animated: animated)
            case 8: return .selectTab(Int.random(in: 0...1, using: &generator))
            case 9: return .edgePop(finish: Bool.random(using: &generator))
            case 10: return .pushWhileResizing
            case 11: return .pushSameTwice
            default: return .presentPresented
            }
        }
    }

    /// What the stacks, presentations and tab should be.
    struct Model: Equatable {
        var stack = ["root"]
        var presented: [String] = []
        var tab = 0
    }

    /// The app under test: a tab bar controller whose first tab is a navigation controller.
    @MainActor
    final class World {
        let host = TestHost()
        let tabs = UITabBarController()
        let navigation: UINavigationController
        var created: [UIViewController] = []
        var counter = 0

        init() {
            let root = NamedController("root")
            navigation = UINavigationController(rootViewController: root)
            let other = NamedController("other")
            tabs.viewControllers = [navigation, other]
            host.window.rootViewController = tabs
            created += [root, other, navigation, tabs]
            host.advance(by: 0.05)
        }

        func make(_ prefix: String) -> NamedController {
            counter += 1
            let controller = NamedController("\(prefix)\(counter)")
            created.append(controller)
            return controller
        }

        /// Takes the app down as an app would: dismisses what is presented
        /// (UIKit does not when the root changes), then empties the window.
        func tearDown() throws {
            if tabs.presentedViewController != nil { tabs.dismiss(animated: false) }
            try host.runUntilIdle()
            host.window.rootViewController = nil
            host.advance(by: 0.1)
            created.removeAll()
        }

        /// The controller at the top of the presentation chain.
        var topmost: UIViewController {
            var top: UIViewController = tabs
            while let next = top.presentedViewController { top = next }
            return top
        }

        var state: Model {
            var chain: [String] = []
            var top: UIViewController = tabs
            while let next = top.presentedViewController {
                chain.append(next.title ?? "?")
                top = next
            }
            return Model(stack: navigation.viewControllers.map { $0.title ?? "?" }, presented: chain, tab: tabs.selectedIndex)
        }
    }

    /// Applies `operation` to the world and the model; the world settles afterwards.
    private func apply(_ operation: Operation, to world: World, model: inout Model) throws {
        let host = world.host
        switch operation {
        case .push(let animated):
            let pushed = world.make("p")
            world.navigation.pushViewController(pushed, animated: animated)
            model.stack.append(pushed.title!)
        case .pop(let animated):
            world.navigation.popViewController(animated: animated)
            if model.stack.count > 1 { model.stack.removeLast() }
        case .popToRoot(let animated):
            world.navigation.popToRootViewController(animated: animated)
            model.stack = [model.stack[0]]
        case let .setStack(keep, add):
            let kept = Array(world.navigation.viewControllers.prefix(keep))
            let added = (0..<add).map { _ in world.make("s") }
            world.navigation.setViewControllers(kept + added, animated: true)
            model.stack = (kept + added).map { $0.title! }
        case let .present(style, animated):
            let presented = world.make("m")
            presented.modalPresentationStyle = style
            world.topmost.present(presented, animated: animated)
            model.presented.append(presented.title!)
        case .dismiss(let animated):
            guard world.topmost !== world.tabs else { break }
            world.topmost.presentingViewController?.dismiss(animated: animated)
            model.presented.removeLast()
        case .selectTab(let index):
            world.tabs.selectedIndex = index
            model.tab = index
        case .edgePop(let finish):
            // Only a visible navigation controller with something to pop answers the swipe.
            let popping = model.presented.isEmpty && model.tab == 0 && model.stack.count > 1
            host.edgePan(from: .left, distance: finish ? 320 : 60, duration: 0.4)
            if popping && finish { model.stack.removeLast() }
        case .pushWhileResizing:
            let pushed = world.make("r")
            world.navigation.pushViewController(pushed, animated: true)
            host.advance(by: 0.1)
            host.resize(to: host.window.bounds.size.width < 500 ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844))
            model.stack.append(pushed.title!)
        case .pushSameTwice:
            // UIKit refuses to push a controller already in the stack.
            if let top = world.navigation.topViewController { world.navigation.pushViewController(top, animated: false) }
        case .presentPresented:
            // Presenting what is already presented is refused.
            if let presented = world.tabs.presentedViewController { world.topmost.present(presented, animated: true) }
        }
        try host.runUntilIdle()
    }

    private func run(seed: UInt64, steps: Int) throws {
        var generator = Generator(state: seed)
        var operations: [Operation] = []
        var released: [() -> Bool] = []
        do {
            let world = World()
            var model = Model()
            for _ in 0..<steps {
                let operation = Operation.random(using: &generator)
                operations.append(operation)
                try apply(operation, to: world, model: &model)
                let state = world.state
                if state != model {
                    Issue.record("seed \(seed): after \(operations) the app is \(state), the model \(model)")
                    return
                }
            }
            released = world.created.map { controller in { [weak controller] in controller == nil } }
            try world.tearDown()
        } catch {
            Issue.record("seed \(seed): \(error) after \(operations)")
            return
        }
        let leaked = released.filter { !$0() }.count
        #expect(leaked == 0, "seed \(seed): \(leaked) controllers outlived their app after \(operations)")
    }

    @Test("1,000 seeded sequences of 12 operations keep the invariants, match the model and release everything")
    func seededSequences() throws {
        for seed in 1...1_000 { try run(seed: UInt64(seed), steps: 12) }
    }
}
