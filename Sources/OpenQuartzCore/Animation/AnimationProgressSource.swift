/// A progress value set from outside an animation (by a UIKit property
/// animator): 0 at the start, 1 at the end, beyond either for springs.
@MainActor
package final class AnimationProgressSource {
    package var progress: Double = 0

    package init() {}
}
