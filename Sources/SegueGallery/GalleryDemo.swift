import OpenUIKit

/// One transition the Gallery shows: the screen it starts from, what starts
/// it, what undoes it, and what a user does while it runs. Adding a demo is
/// one file with a type that conforms, plus its line in `GalleryCatalog`.
@MainActor
public protocol GalleryDemo {
    /// A short identifier for files and the command line ("cover-vertical").
    static var name: String { get }
    /// The title in the Gallery's list.
    static var title: String { get }
    /// The list section the demo belongs to.
    static var group: DemoGroup { get }
    /// One sentence on what it shows.
    static var summary: String { get }

    init()

    /// The screen the demo starts from.
    func makeRootViewController() -> UIViewController
    /// Starts the transition (the Run button).
    func run(from root: UIViewController)
    /// Undoes it (dismiss, pop), when the demo has a way back.
    func reverse(from root: UIViewController)
    /// What an export does: by default run, settle, pause, reverse, settle.
    var script: [DemoStep] { get }
}

extension GalleryDemo {
    public func reverse(from root: UIViewController) {}

    public var script: [DemoStep] { [.wait(0.3), .run, .settle, .wait(0.5), .reverse, .settle, .wait(0.3)] }

    /// The demo's name, title and group, for listings.
    public static var descriptor: DemoDescriptor { DemoDescriptor(name: name, title: title, group: group, summary: summary) }
}

/// What a demo's export does, step by step, on the virtual clock.
public enum DemoStep: Sendable {
    /// Calls `run(from:)`.
    case run
    /// Calls `reverse(from:)`.
    case reverse
    /// Runs frames until nothing animates.
    case settle
    /// Runs frames for this many seconds.
    case wait(Double)
    /// A finger drags from one point to another (window points) over a duration; lifts when `release`.
    case drag(from: CGPoint, to: CGPoint, duration: Double, release: Bool)
    /// A finger comes in from the screen's edge by a distance.
    case edgePan(edge: UIRectEdge, distance: CGFloat, duration: Double, release: Bool)
    /// Two fingers pinch about a centre from one scale to another.
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: Double)
    /// A tap at a point.
    case tap(CGPoint)
    /// Text typed on the keyboard into the first responder.
    case type(String)
    /// The keyboard's return key.
    case pressReturn
}

/// A demo's name, title, group and summary.
public struct DemoDescriptor: Sendable, Hashable {
    public let name: String
    public let title: String
    public let group: DemoGroup
    public let summary: String
}
