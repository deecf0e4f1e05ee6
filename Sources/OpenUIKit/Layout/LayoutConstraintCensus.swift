/// How many layout constraints are active and how many views wait for
/// `updateConstraints()`, in the whole process: with none, hierarchy changes
/// and layout skip Auto Layout's bookkeeping.
///
/// Process-wide, not per runtime, on purpose: they count live objects, and a
/// view made under one runtime (in a block a test queued, say) can join
/// another's tree with its constraints; a count per runtime would then say
/// "none" where there are some. A count too high only costs a walk.
@MainActor
enum LayoutConstraintCensus {
    static var activeConstraints = 0
    static var pendingConstraintUpdates = 0
}
