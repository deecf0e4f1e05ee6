/// How a layer maps its parent's time to its own:
/// `local = (parent − beginTime) × speed + timeOffset`.
struct LayerTimeMapping: Equatable {
    var beginTime: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0

    func localTime(parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }
}
