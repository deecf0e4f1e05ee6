import Foundation
import OpenUIKit
import SegueSDL

extension UIApplicationDelegate {
    /// The entry point `@main` calls for an app delegate, as on iOS: creates the
    /// delegate, sends it `application(_:didFinishLaunchingWithOptions:)`, then
    /// runs the app in a window (or headless when no display is available).
    public static func main() {
        UIApplication.launch(delegate: Self.self, host: makeApplicationHost())
    }
}

/// Starts the app, as iOS's `UIApplicationMain` does, and returns only when
/// it ends. `delegateClassName` names the delegate class as
/// `NSStringFromClass(AppDelegate.self)` gives it ("Module.AppDelegate");
/// Segue has one application class, so `principalClassName` must be nil or
/// "UIApplication".
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication" {
        printError("UIApplicationMain: unknown principal class '\(principalClassName)': Segue has no UIApplication subclasses; pass nil")
        return 1
    }
    guard let delegateClassName else {
        printError("UIApplicationMain: no delegate class name: pass NSStringFromClass(AppDelegate.self)")
        return 1
    }
    guard let delegateType = _typeByName(delegateClassName) as? any UIApplicationDelegate.Type else {
        printError("UIApplicationMain: '\(delegateClassName)' is not a class conforming to UIApplicationDelegate; pass NSStringFromClass(AppDelegate.self)")
        return 1
    }
    UIApplication.launch(delegate: delegateType, host: makeApplicationHost())
    return 0
}

/// The window host when a display is available, otherwise the headless one;
/// `SEGUE_EXIT_AFTER` (seconds) ends the app, for automated runs.
@MainActor
private func makeApplicationHost() -> any UIApplicationHost {
    let environment = ProcessInfo.processInfo.environment
    let exitAfter = environment["SEGUE_EXIT_AFTER"].flatMap(Double.init)
    if WindowHost.isDisplayAvailable && environment["SEGUE_HEADLESS"] == nil {
        let host = WindowHost(title: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Segue")
        host.exitAfter = exitAfter
        return host
    }
    printError("segue: no display (DISPLAY is not set): running headless on the real clock; set DISPLAY or use xvfb-run to see the window")
    return HeadlessAppHost(exitAfter: exitAfter)
}

private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
