import OpenUIKit

/// A demo of a built-in modal style: a start screen presents a second one
/// with a presentation style and a transition style, and dismisses it.
@MainActor
public protocol ModalStyleDemo: GalleryDemo {
    static var presentationStyle: UIModalPresentationStyle { get }
    static var transitionStyle: UIModalTransitionStyle { get }
    /// Whether the presented screen's content sits in its lower part (what a partial curl uncovers).
    static var presentedContentSitsLow: Bool { get }
}

extension ModalStyleDemo {
    public static var group: DemoGroup { .builtInStyles }
    public static var transitionStyle: UIModalTransitionStyle { .coverVertical }
    public static var presentedContentSitsLow: Bool { false }

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "Run presents; the way back dismisses.")
    }

    public func run(from root: UIViewController) {
        let presented = DemoScreen("Presented", color: DemoPalette.presented, caption: Self.summary,
                                   sitsLow: Self.presentedContentSitsLow)
        presented.modalPresentationStyle = Self.presentationStyle
        presented.modalTransitionStyle = Self.transitionStyle
        if Self.presentationStyle == .popover, let popover = presented.popoverPresentationController {
            presented.preferredContentSize = CGSize(width: 280, height: 320)
            popover.sourceView = root.view
            popover.sourceRect = CGRect(x: root.view.bounds.midX - 20, y: 120, width: 40, height: 40)
        }
        root.present(presented, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.dismiss(animated: true)
    }
}

public struct CoverVerticalDemo: ModalStyleDemo {
    public static let name = "cover-vertical"
    public static let title = "Cover vertical"
    public static let summary = "The default: the new screen slides up from the bottom, full screen."
    public static let presentationStyle = UIModalPresentationStyle.fullScreen
    public init() {}
}

public struct FlipHorizontalDemo: ModalStyleDemo {
    public static let name = "flip-horizontal"
    public static let title = "Flip horizontal"
    public static let summary = "The screen turns over in 3D about its vertical axis."
    public static let presentationStyle = UIModalPresentationStyle.fullScreen
    public static let transitionStyle = UIModalTransitionStyle.flipHorizontal
    public init() {}
}

public struct CrossDissolveDemo: ModalStyleDemo {
    public static let name = "cross-dissolve"
    public static let title = "Cross dissolve"
    public static let summary = "The new screen fades in over the old one."
    public static let presentationStyle = UIModalPresentationStyle.fullScreen
    public static let transitionStyle = UIModalTransitionStyle.crossDissolve
    public init() {}
}

public struct PartialCurlDemo: ModalStyleDemo {
    public static let name = "partial-curl"
    public static let title = "Partial curl"
    public static let summary = "The old screen's corner curls up to show the new one beneath."
    public static let presentationStyle = UIModalPresentationStyle.fullScreen
    public static let transitionStyle = UIModalTransitionStyle.partialCurl
    public static let presentedContentSitsLow = true
    public init() {}
}

public struct PageSheetDemo: ModalStyleDemo {
    public static let name = "page-sheet"
    public static let title = "Page sheet"
    public static let summary = "A card slides up; the screen beneath shrinks back and dims."
    public static let presentationStyle = UIModalPresentationStyle.pageSheet
    public init() {}
}

public struct FormSheetDemo: ModalStyleDemo {
    public static let name = "form-sheet"
    public static let title = "Form sheet"
    public static let summary = "On a compact-width screen a form sheet is a page sheet."
    public static let presentationStyle = UIModalPresentationStyle.formSheet
    public init() {}
}

public struct PopoverDemo: ModalStyleDemo {
    public static let name = "popover"
    public static let title = "Popover"
    public static let summary = "In a compact width a popover adapts to a sheet."
    public static let presentationStyle = UIModalPresentationStyle.popover
    public init() {}
}

public struct OverFullScreenDemo: ModalStyleDemo {
    public static let name = "over-full-screen"
    public static let title = "Over full screen"
    public static let summary = "Full screen, but the screen beneath stays in the hierarchy."
    public static let presentationStyle = UIModalPresentationStyle.overFullScreen
    public init() {}
}
