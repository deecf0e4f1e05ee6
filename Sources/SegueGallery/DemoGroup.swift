/// The Gallery's sections, in the order the seeds teach them.
public enum DemoGroup: Int, CaseIterable, Sendable, Comparable {
    case builtInStyles
    case presentationControllers
    case viewAnimationAPI
    case interactiveTransitions
    case navigation
    case tabBar
    case collectionLayouts
    case snapshots
    case explode
    case customContainers

    /// The section title.
    public var title: String {
        switch self {
        case .builtInStyles: "Built-in styles"
        case .presentationControllers: "Presentation controllers"
        case .viewAnimationAPI: "The UIView animation API"
        case .interactiveTransitions: "Interactive transitions"
        case .navigation: "Navigation"
        case .tabBar: "Tab bar"
        case .collectionLayouts: "Collection layout transitions"
        case .snapshots: "Snapshots"
        case .explode: "Explode"
        case .customContainers: "Custom containers"
        }
    }

    public static func < (lhs: DemoGroup, rhs: DemoGroup) -> Bool { lhs.rawValue < rhs.rawValue }
}
