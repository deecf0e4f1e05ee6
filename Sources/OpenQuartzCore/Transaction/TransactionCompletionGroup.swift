/// Counts the animations a transaction added; runs the transaction's completion
/// block once the transaction has committed and every one of them has ended.
@MainActor
final class TransactionCompletionGroup {
    var completionBlock: (@MainActor () -> Void)?
    private var remaining = 0
    private var isClosed = false
    private var hasRun = false

    func retain() { remaining += 1 }

    /// One of the group's animations finished or was removed.
    func release() {
        remaining -= 1
        fireIfDone()
    }

    /// The transaction committed.
    func close() {
        isClosed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard isClosed, remaining <= 0, !hasRun else { return }
        hasRun = true
        if let block = completionBlock {
            FrameLoop.shared.enqueueCompletion(block)
        }
    }
}
