import Testing
@testable import OpenUIKit
import SegueTesting

@MainActor
final class ActionReceiver {
    var log: [String] = []
    func buttonTapped(_ sender: UIControl) { log.append("tapped \(sender.tag)") }
    func refresh() { log.append("refresh") }
}

/// Target/action with `Selector(Type.method)` in place of `#selector`.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TargetActionTests {
    @Test func controlsCallMethodsWithAndWithoutTheSender() {
        let receiver = ActionReceiver()
        let control = UIControl()
        control.tag = 7
        let tapped = Selector(ActionReceiver.buttonTapped(_:))
        control.addTarget(receiver, action: tapped, for: .touchUpInside)
        control.addTarget(receiver, action: Selector(ActionReceiver.refresh), for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["tapped 7", "refresh"])
        control.sendActions(for: .valueChanged)
        #expect(receiver.log == ["tapped 7", "refresh", "refresh"])

        control.removeTarget(receiver, action: tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(receiver.log.suffix(1) == ["refresh"], "only the removed action stopped: \(receiver.log)")
        control.removeTarget(receiver, action: nil, for: .allEvents)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(receiver.log.count == 4, "a nil action removes every action of the target")
    }

    @Test func targetsAreNotRetained() {
        let control = UIControl()
        let recognizer = UITapGestureRecognizer()
        weak var weakReceiver: ActionReceiver?
        do {
            let receiver = ActionReceiver()
            weakReceiver = receiver
            control.addTarget(receiver, action: Selector(ActionReceiver.refresh), for: .touchUpInside)
            recognizer.addTarget(receiver, action: Selector(ActionReceiver.refresh))
        }
        #expect(weakReceiver == nil, "UIKit does not retain targets")
        control.sendActions(for: .touchUpInside)
    }

    @Test func aTargetOfTheWrongTypeIsReported() {
        SegueDiagnostics.clear()
        let control = UIControl()
        let stranger = UIView()
        control.addTarget(stranger, action: Selector(ActionReceiver.refresh), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(SegueDiagnostics.messages.contains { $0.contains("UIControl") && $0.contains("UIView") },
                "\(SegueDiagnostics.messages)")
    }
}
