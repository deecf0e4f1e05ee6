import OpenUIKit

/// A page sheet pulled down by a finger: a short pull springs back, a long one dismisses.
public struct SheetSwipeDismissDemo: GalleryDemo {
    public static let name = "sheet-swipe-dismiss"
    public static let title = "Sheet swipe to dismiss"
    public static let group = DemoGroup.builtInStyles
    public static let summary = "A page sheet follows a finger down; released far enough (or fast) it dismisses."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "Run presents a sheet; the finger pulls it down.")
    }

    public func run(from root: UIViewController) {
        let sheet = DemoScreen("Sheet", color: DemoPalette.presented, caption: "Pull me down.")
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.3),
         .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), duration: 0.4, release: true), .settle, .wait(0.3),
         .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 760), duration: 0.5, release: true), .settle, .wait(0.3)]
    }
}
