// Target-action set up in `lazy var` initializers, as iOS code often does it:
// `Selector(Self.method)` inside the closures (the porting checklist's form).
import UIKit

class TapCountingView: UIView {
    private(set) var taps = 0
    private(set) var presses = 0

    lazy var tap: UITapGestureRecognizer = {
        let gesture = UITapGestureRecognizer(target: self, action: Selector(Self.tapped(_:)))
        return gesture
    }()

    lazy var button: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.addTarget(self, action: Selector(Self.pressed(_:)), for: .touchUpInside)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(tap)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        addSubview(button)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func tapped(_ gesture: UITapGestureRecognizer) {
        taps += 1
    }

    private func pressed(_ sender: UIButton) {
        presses += 1
    }
}
