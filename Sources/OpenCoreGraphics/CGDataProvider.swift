/// A source of image bytes. On Linux it wraps `Data` (Apple's takes a `CFData`).
public final class CGDataProvider: Sendable {
    /// The bytes.
    public let data: Data?

    /// A provider for `data`.
    public init?(data: Data) {
        self.data = data
    }
}
