import Foundation

/// Core Foundation's data type, which iOS code bridges from `Data`
/// (`data as CFData`). Foundation on Linux has no Core Foundation types: here it is `Data`.
public typealias CFData = Data

/// Core Foundation's error type, which Core Text and Core Graphics functions
/// hand back as `Unmanaged<CFError>` (`takeRetainedValue()` gives the error).
/// Here it is `NSError`, as `CFError` bridges to it on iOS.
public typealias CFError = NSError

/// Core Foundation's string type, bridged with `String` (`name as String`). Here it is `String`.
public typealias CFString = String
