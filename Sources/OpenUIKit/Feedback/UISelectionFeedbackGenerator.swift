/// Feedback for a change of selection: a picker's wheel, a segmented control.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (recorded).
    open func selectionChanged() { record("selectionChanged") }
}
