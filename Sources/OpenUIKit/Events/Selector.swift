/// A method to call on a target, built from an unbound method reference:
/// Linux Swift has no `#selector`, so `#selector(handlePan(_:))` becomes
/// `Selector(Self.handlePan(_:))` (see docs/Differences.md). Methods that take
/// the sender and methods that take nothing are both accepted.
public struct Selector: @unchecked Sendable {
    /// Calls the method on `target` with `sender`; false when the target has the wrong type.
    let invoke: @MainActor (AnyObject, Any?) -> Bool
    /// Compares selectors made from the same method (for `removeTarget`).
    let identity: String
    /// Whether an object is of the type the method belongs to (it "responds" to the selector).
    let accepts: @MainActor (AnyObject) -> Bool
    /// The Objective-C name of a selector made from one (`Selector("showViewController:sender:")`).
    let name: String?

    /// A selector known by its Objective-C name only, such as
    /// `"showViewController:sender:"`: Segue cannot look methods up by name, so
    /// it calls nothing; UIKit's own actions (`show`, `showDetailViewController`)
    /// are recognised by it in `targetViewController(forAction:sender:)`.
    @preconcurrency @MainActor
    public init(_ name: String) {
        invoke = { _, _ in false }
        identity = name
        accepts = { _ in false }
        self.name = name
    }

    /// A selector for a method taking the sender.
    @preconcurrency @MainActor
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void,
                                          file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        invoke = { target, sender in
            guard let target = target as? Target else { return false }
            if let sender = sender as? Sender {
                method(target)(sender)
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
    @preconcurrency @MainActor
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> @MainActor (Argument, Any?) -> Void,
                                            file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        invoke = { target, sender in
            guard let target = target as? Target else { return false }
            if let argument = sender as? Argument {
                method(target)(argument, nil)
            } else {
                SegueDiagnostics.report("Selector at \(file):\(line): the argument \(String(describing: sender)) is not a \(Argument.self)")
            }
            return true
        }
        identity = "\(file):\(line):\(column)"
        accepts = { $0 is Target }
        name = nil
    }

    /// A selector for a method taking nothing.
    @preconcurrency @MainActor
    public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void,
                                   file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
        identity = "\(file):\(line):\(column)"
        accepts = { $0 is Target }
        name = nil
    }
}
