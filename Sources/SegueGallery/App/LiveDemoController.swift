import OpenUIKit

/// A demo running live, full screen, for the user's own fingers: the demo's
/// screen with its gestures, and a small bar floating over it to run the
/// transition, undo it, and close.
@MainActor
public final class LiveDemoController: UIViewController {
    private let demo: any GalleryDemo
    private let root: UIViewController
    private let bar = UIView()

    /// `demoType` live.
    public init(demo demoType: any GalleryDemo.Type) {
        demo = demoType.init()
        root = demo.makeRootViewController()
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        addChild(root)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
        bar.backgroundColor = UIColor(white: 0, alpha: 0.55)
        bar.layer.cornerRadius = 18
        let actions: [(String, () -> Void)] = [
            ("Run", { [weak self] in guard let self else { return }; demo.run(from: root) }),
            ("Back", { [weak self] in guard let self else { return }; demo.reverse(from: root) }),
            ("Close", { [weak self] in self?.dismiss(animated: true) }),
        ]
        for (index, (title, action)) in actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            button.frame = CGRect(x: 8 + CGFloat(index) * 64, y: 0, width: 60, height: 36)
            bar.addSubview(button)
        }
        view.addSubview(bar)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bar.frame = CGRect(x: view.bounds.maxX - 216, y: view.bounds.maxY - view.safeAreaInsets.bottom - 52, width: 204, height: 36)
        view.bringSubviewToFront(bar)
    }
}
