import OpenUIKit

/// A trait change during a transition: the start screen presents a second
/// one and switches itself to the dark style as the presentation begins.
/// The override reaches the presented screen through its presentation
/// controller; both restyle in their trait change handlers, before their
/// next layout, while the new screen slides up.
public struct TraitTransitionDemo: GalleryDemo {
    public static let name = "trait-transition"
    public static let title = "Trait changes during a transition"
    public static let group = DemoGroup.presentationControllers
    public static let summary = "An override set as a presentation starts restyles both screens mid-transition."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        StyleAwareScreen("Light and dark", color: DemoPalette.start)
    }

    public func run(from root: UIViewController) {
        let presented = StyleAwareScreen("Presented", color: DemoPalette.presented)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        root.traitOverrides.userInterfaceStyle = .dark
    }

    public func reverse(from root: UIViewController) {
        root.dismiss(animated: true)
        root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    }
}

/// A screen showing its title on `color` in the light style and on a darker
/// shade of it in the dark style, restyled by a trait change registration.
@MainActor
final class StyleAwareScreen: UIViewController {
    private let color: UIColor
    private let label = UILabel()

    init(_ title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        restyle()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (screen: StyleAwareScreen, _: UITraitCollection) in
            screen.restyle()
        }
    }

    private func restyle() {
        let dark = traitCollection.userInterfaceStyle == .dark
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let shade: CGFloat = dark ? 0.35 : 1
        view.backgroundColor = UIColor(red: red * shade, green: green * shade, blue: blue * shade, alpha: alpha)
        label.textColor = dark ? UIColor(white: 0.9, alpha: 1) : .white
        label.text = "\(title ?? "") — \(dark ? "dark" : "light")"
    }
}
