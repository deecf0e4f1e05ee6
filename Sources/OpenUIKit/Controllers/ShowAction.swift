/// UIKit's two showing actions, `show(_:sender:)` and
/// `showDetailViewController(_:sender:)`, as `targetViewController(forAction:sender:)`
/// looks for them (spec R10.1). UIKit asks whether a class overrides the
/// method; Swift cannot, so the containers that show controllers themselves
/// say so through `UIViewController.handlesShowAction(_:)`.
@MainActor
enum ShowAction: Sendable {
    case show, showDetail

    /// The action a selector names, if it is one of the two (by its Objective-C name).
    init?(_ selector: Selector) {
        switch selector.name {
        case "showViewController:sender:": self = .show
        case "showDetailViewController:sender:": self = .showDetail
        default: return nil
        }
    }

    /// The selector naming the action.
    var selector: Selector {
        switch self {
        case .show: Selector("showViewController:sender:")
        case .showDetail: Selector("showDetailViewController:sender:")
        }
    }
}
