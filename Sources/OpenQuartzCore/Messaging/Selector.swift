/// A method to call on a target, built from an unbound method reference:
/// Linux Swift has no `#selector`, so `#selector(handlePan(_:))` becomes
/// `Selector(Self.handlePan(_:))` (see docs/Differences.md).
///
/// A selector names a method taking the sender, an argument and a sender
/// (`show(_:sender:)`), or nothing; whatever it returns is ignored, as
/// Objective-C messaging ignores it. It may name a protocol's requirement
/// (`Selector(UIViewControllerContextTransitioning.view(forKey:))`), which
/// `responds(to:)` answers for every conforming object. It is declared in
/// QuartzCore, so a file that imports QuartzCore alone can use it (for
/// `CADisplayLink(target:selector:)`); `import UIKit` brings it too.
///
/// Making a selector calls nothing, so it may be made anywhere; the method is
/// called on the main actor, where UIKit and Core Animation send their actions.
public struct Selector: @unchecked Sendable {
    /// Calls the method on `target` with `sender`; false when the target has the wrong type.
    package let invoke: @MainActor (AnyObject, Any?) -> Bool
    /// Compares selectors made from the same method (for `removeTarget`).
    package let identity: String
    /// Whether an object is of the type the method belongs to (it "responds" to the selector).
    package let accepts: @Sendable (AnyObject) -> Bool
    /// The Objective-C name of a selector made from one (`Selector("showViewController:sender:")`).
    package let name: String?

    /// A selector known by its Objective-C name only, such as
    /// `"showViewController:sender:"`: Segue cannot look methods up by name, so
    /// it calls nothing; UIKit's own actions (`show`, `showDetailViewController`)
    /// are recognised by it in `targetViewController(forAction:sender:)`.
    public init(_ name: String) {
        invoke = { _, _ in false }
        identity = name
        accepts = { _ in false }
        self.name = name
    }

    /// A selector for a method taking the sender (or any one argument, which
    /// the sender is passed as), returning anything.
    public init<Target, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result,
                                        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        // Called only on the main actor, by `invoke`.
        nonisolated(unsafe) let method = method
        invoke = { target, sender in
            guard let target = target as? Target else { return false }
            if let sender = sender as? Sender {
                _ = method(target)(sender)
            } else {
                SegueDiagnostics.report("Selector at \(file):\(line): the sender \(String(describing: sender)) is not a \(Sender.self)")
            }
            return true
        }
        identity = "\(file):\(line):\(column)"
        accepts = { $0 is Target }
        name = nil
    }

    /// A selector for a method taking an argument and a sender, such as
    /// `show(_:sender:)`: it is called with the sender as the argument.
    public init<Target, Argument, Result>(_ method: @escaping (Target) -> (Argument, Any?) -> Result,
                                          file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        nonisolated(unsafe) let method = method
        invoke = { target, sender in
            guard let target = target as? Target else { return false }
            if let argument = sender as? Argument {
                _ = method(target)(argument, nil)
            } else {
                SegueDiagnostics.report("Selector at \(file):\(line): the argument \(String(describing: sender)) is not a \(Argument.self)")
            }
            return true
        }
        identity = "\(file):\(line):\(column)"
        accepts = { $0 is Target }
        name = nil
    }

    /// A selector for a method taking nothing, returning anything.
    public init<Target, Result>(_ method: @escaping (Target) -> () -> Result,
                                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        nonisolated(unsafe) let method = method
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
        identity = "\(file):\(line):\(column)"
        accepts = { $0 is Target }
        name = nil
    }
}

extension NSObjectProtocol {
    /// Whether the object responds to `aSelector`: true when it is of the type
    /// the selector's method belongs to, or conforms to the protocol whose
    /// requirement it names (Swift cannot ask whether a class implements or
    /// overrides a method; see docs/Differences.md). Nonisolated, as Apple's is.
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return aSelector.accepts(self)
    }
}
