/// The device pixels of a frame that differ from the frame before it in the
/// same target: a few whole-pixel rectangles. Hosts copy only these rows and
/// columns to the screen.
public struct DamageRegion: Equatable, Sendable {
    /// A rectangle of whole device pixels.
    public struct PixelRect: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        var maxX: Int { x + width }
        var maxY: Int { y + height }
        var area: Int { width * height }
        var isEmpty: Bool { width <= 0 || height <= 0 }

        func union(_ other: PixelRect) -> PixelRect {
            let minX = min(x, other.x), minY = min(y, other.y)
            return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
        }

        func intersects(_ other: PixelRect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }

        /// The pixels in both (empty when they do not meet).
        func intersection(_ other: PixelRect) -> PixelRect {
            let minX = max(x, other.x), minY = max(y, other.y)
            return PixelRect(x: minX, y: minY, width: max(0, min(maxX, other.maxX) - minX),
                             height: max(0, min(maxY, other.maxY) - minY))
        }

        func contains(_ other: PixelRect) -> Bool {
            x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY
        }

        /// The pixels of this rectangle outside `other`: at most four rectangles, none overlapping.
        func subtracting(_ other: PixelRect) -> [PixelRect] {
            guard intersects(other) else { return [self] }
            var pieces: [PixelRect] = []
            if other.y > y { pieces.append(PixelRect(x: x, y: y, width: width, height: other.y - y)) }
            if other.maxY < maxY { pieces.append(PixelRect(x: x, y: other.maxY, width: width, height: maxY - other.maxY)) }
            let top = max(y, other.y), bottom = min(maxY, other.maxY)
            if other.x > x { pieces.append(PixelRect(x: x, y: top, width: other.x - x, height: bottom - top)) }
            if other.maxX < maxX { pieces.append(PixelRect(x: other.maxX, y: top, width: maxX - other.maxX, height: bottom - top)) }
            return pieces
        }

        /// The pixels a device-space rectangle touches, with one of margin for
        /// antialiasing, within `surface`; nil when none (all of it when not finite).
        static func touched(by device: CGRect, within surface: PixelRect) -> PixelRect? {
            guard !device.isNull, device.width.isFinite, device.height.isFinite else { return nil }
            let minX = device.minX, maxX = device.maxX, minY = device.minY, maxY = device.maxY
            guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return surface }
            let limit = CGFloat(Int32.max / 2)
            let x0 = Int(max(-limit, (minX - 1).rounded(.down))), y0 = Int(max(-limit, (minY - 1).rounded(.down)))
            let x1 = Int(min(limit, (maxX + 1).rounded(.up))), y1 = Int(min(limit, (maxY + 1).rounded(.up)))
            let box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(surface)
            return box.isEmpty ? nil : box
        }
    }

    /// The rectangles, not overlapping one another by much; empty when nothing changed.
    public private(set) var rects: [PixelRect] = []
    /// Past this many rectangles they merge into their bounding box.
    static let maximumRectCount = 16

    /// No damage.
    public init() {}

    /// The whole target.
    public init(fullWidth width: Int, height: Int) {
        rects = [PixelRect(x: 0, y: 0, width: width, height: height)]
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every damaged pixel.
    public var bounds: PixelRect? {
        rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    /// How many pixels the rectangles cover (overlaps counted twice).
    public var pixelCount: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds a rectangle; one that overlaps another merges with it when the union costs no more than both.
    mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            let other = rects[index]
            let union = merged.union(other)
            if merged.intersects(other) && union.area <= merged.area + other.area {
                merged = union
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRectCount, let bounds { rects = [bounds] }
    }

    /// Whether `rect` touches a damaged pixel.
    func intersects(_ rect: PixelRect) -> Bool { rects.contains { $0.intersects(rect) } }
}
