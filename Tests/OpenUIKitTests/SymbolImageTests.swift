import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The design boxes of the symbols (hundredths of the point size at medium
/// scale), written out here from the metric model in docs/Differences.md
/// ("Symbol images"), independently of the catalogue.
let symbolDesignBoxes: [String: (CGFloat, CGFloat)] = [
    "chevron.left": (50, 92), "chevron.right": (50, 92), "chevron.backward": (50, 92), "chevron.forward": (50, 92),
    "chevron.up": (92, 50), "chevron.down": (92, 50),
    "xmark": (80, 80), "xmark.circle": (112, 112), "xmark.circle.fill": (112, 112),
    "plus": (92, 92), "plus.circle": (112, 112), "plus.circle.fill": (112, 112), "minus": (92, 0),
    "checkmark": (96, 90), "checkmark.circle": (112, 112), "checkmark.circle.fill": (112, 112),
    "ellipsis": (100, 16), "ellipsis.circle": (112, 112),
    "square.and.arrow.up": (88, 118), "square.and.arrow.down": (88, 118), "trash": (88, 110), "trash.fill": (88, 110),
    "magnifyingglass": (100, 100), "gear": (110, 110), "gearshape": (110, 110),
    "heart": (108, 96), "heart.fill": (108, 96), "star": (112, 106), "star.fill": (112, 106),
    "person": (92, 104), "person.fill": (92, 104), "person.circle": (112, 112),
    "bell": (96, 108), "bell.fill": (96, 108), "house": (116, 100), "house.fill": (116, 100),
    "camera": (118, 88), "camera.fill": (118, 88), "photo": (118, 90), "bookmark": (70, 104), "bookmark.fill": (70, 104),
    "book": (116, 92), "folder": (118, 90), "folder.fill": (118, 90), "doc": (82, 108), "doc.text": (82, 108),
    "pencil": (100, 100), "square.and.pencil": (106, 104), "paperplane": (104, 104),
    "envelope": (118, 86), "envelope.fill": (118, 86), "phone": (100, 100), "message": (112, 100),
    "info.circle": (112, 112), "exclamationmark.triangle": (118, 104), "questionmark.circle": (112, 112),
    "arrow.left": (96, 84), "arrow.right": (96, 84), "arrow.up": (84, 96), "arrow.down": (84, 96),
    "arrow.clockwise": (96, 104), "arrow.counterclockwise": (96, 104),
    "line.3.horizontal": (96, 70), "slider.horizontal.3": (104, 84), "list.bullet": (104, 80), "square.grid.2x2": (100, 100),
    "play.fill": (76, 92), "pause.fill": (66, 90), "stop.fill": (84, 84),
    "lock": (80, 112), "lock.fill": (80, 112), "globe": (112, 112), "calendar": (108, 104), "clock": (112, 112),
    "location": (100, 100), "map": (116, 102), "cart": (118, 100),
    "arrowshape.turn.up.left": (112, 90), "backward.fill": (130, 76), "forward.fill": (130, 76),
    "arrow.uturn.backward": (100, 90), "arrow.uturn.forward": (100, 90),
]

/// The image size the model gives: the box (width/100 × P × scale factor)
/// plus one stroke (P × the weight's stroke factor), rounded up to 1/3 pt.
func expectedSymbolSize(_ name: String, pointSize: CGFloat = 17, scaleFactor: CGFloat = 1, strokeFactor: CGFloat = 0.088) -> CGSize {
    let (w, h) = symbolDesignBoxes[name]!
    func third(_ v: CGFloat) -> CGFloat { (v * 3 - 1e-6).rounded(.up) / 3 }
    let stroke = pointSize * strokeFactor
    return CGSize(width: third(w / 100 * pointSize * scaleFactor + stroke), height: third(h / 100 * pointSize * scaleFactor + stroke))
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct SymbolImageTests {
    static let listedNames = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward",
        "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus",
        "checkmark", "checkmark.circle", "checkmark.circle.fill", "ellipsis", "ellipsis.circle",
        "square.and.arrow.up", "square.and.arrow.down", "trash", "trash.fill", "magnifyingglass", "gear", "gearshape",
        "heart", "heart.fill", "star", "star.fill", "person", "person.fill", "person.circle", "bell", "bell.fill",
        "house", "house.fill", "camera", "camera.fill", "photo", "bookmark", "bookmark.fill", "book", "folder",
        "folder.fill", "doc", "doc.text", "pencil", "square.and.pencil", "paperplane", "envelope", "envelope.fill",
        "phone", "message", "info.circle", "exclamationmark.triangle", "questionmark.circle", "arrow.left",
        "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise", "arrow.counterclockwise", "line.3.horizontal",
        "slider.horizontal.3", "list.bullet", "square.grid.2x2", "play.fill", "pause.fill", "stop.fill", "lock",
        "lock.fill", "globe", "calendar", "clock", "location", "map", "cart",
    ]

    @Test func theListedNamesAreAllDrawnAndTheCatalogueIsTheTable() {
        #expect(Self.listedNames.count >= 60)
        for name in Self.listedNames { #expect(UIImage(systemName: name) != nil, "\(name)") }
        #expect(Set(SymbolGlyphs.names) == Set(symbolDesignBoxes.keys))
    }

    @Test func defaultConfigurationSizesFollowTheModel() throws {
        for name in SymbolGlyphs.names {
            let image = try #require(UIImage(systemName: name))
            #expect(image.size == expectedSymbolSize(name), "\(name): \(image.size)")
            #expect(image.isSymbolImage)
            #expect(image.scale == 3)
            let cg = try #require(image.cgImage)
            #expect(CGFloat(cg.width) == image.size.width * 3 && CGFloat(cg.height) == image.size.height * 3, "\(name)")
        }
        // The model's anchor: "plus" at 17-pt body, medium, is about 17–18 pt square.
        let plus = try #require(UIImage(systemName: "plus"))
        #expect(plus.size == CGSize(width: 52.0 / 3, height: 52.0 / 3))
        #expect((17...18).contains(plus.size.width))
    }

    @Test func pointSizesScalesAndWeightsFollowTheModel() throws {
        let cases: [(UIImage.SymbolConfiguration, CGFloat, CGFloat, CGFloat)] = [
            (.init(pointSize: 28), 28, 1, 0.088),
            (.init(pointSize: 22, weight: .bold, scale: .large), 22, 1.3, 0.125),
            (.init(pointSize: 12, weight: .light, scale: .small), 12, 0.8, 0.065),
            (.init(scale: .large), 17, 1.3, 0.088),
            (.init(textStyle: .largeTitle), 34, 1, 0.088),
            (.init(textStyle: .headline, scale: .small), 17, 0.8, 0.11),
            (.init(font: .systemFont(ofSize: 20, weight: .black)), 20, 1, 0.16),
        ]
        for name in SymbolGlyphs.names {
            for (configuration, pointSize, factor, stroke) in cases {
                let image = try #require(UIImage(systemName: name, withConfiguration: configuration))
                #expect(image.size == expectedSymbolSize(name, pointSize: pointSize, scaleFactor: factor, strokeFactor: stroke),
                        "\(name) \(configuration)")
            }
        }
    }

    @Test func withConfigurationLayersOverTheImagesOwn() throws {
        let base = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let bolder = base.withConfiguration(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(bolder.symbolConfiguration?.pointSize == 30)
        #expect(bolder.symbolConfiguration?.weight == .heavy)
        #expect(bolder.size == expectedSymbolSize("star", pointSize: 30, strokeFactor: 0.145))
        let large = bolder.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size == expectedSymbolSize("star", pointSize: 30, scaleFactor: 1.3, strokeFactor: 0.145))
        // A bitmap image ignores symbol configurations.
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)).size == bitmap.size)
        #expect(!bitmap.isSymbolImage)
    }

    @Test func unknownNamesReturnNil() {
        for name in ["", "not.a.symbol", "Plus", "plus ", "chevron.sideways", "heart.fill.fill", "camera.fill.badge.xmark"] {
            #expect(UIImage(systemName: name) == nil, "\(name)")
            #expect(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)) == nil)
        }
    }

    /// The glyph drawn into a canvas with a 6-pt margin round the image: ink
    /// inside the image's box, reaching close to its sides, none in the margin.
    @Test func everyGlyphHasInkInsideItsBoundsAndNoneOutside() throws {
        for configuration in [UIImage.SymbolConfiguration.unspecified, .init(pointSize: 30, weight: .black, scale: .large),
                              .init(pointSize: 11, weight: .ultraLight, scale: .small)] {
            for name in SymbolGlyphs.names {
                let image = try #require(UIImage(systemName: name, withConfiguration: configuration))
                let symbol = try #require(image.symbol)
                let margin: CGFloat = 6, scale: CGFloat = 3
                let size = image.size
                let width = Int((size.width + 2 * margin) * scale), height = Int((size.height + 2 * margin) * scale)
                let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                                     space: CGColorSpaceCreateDeviceRGB(),
                                                     bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
                context.translateBy(x: 0, y: CGFloat(height))
                context.scaleBy(x: scale, y: -scale)
                context.translateBy(x: margin, y: margin)
                SymbolGlyphs.draw(symbol.glyph, metrics: symbol.metrics, in: context, color: CGColor(gray: 0, alpha: 1))
                let bitmap = try #require(context.makeImage())
                var inkBox = CGRect.null, outside = 0, inside = 0
                for y in 0..<height {
                    for x in 0..<width where bitmap.premultipliedRGBA(x: x, y: y).alpha > 32 {
                        let point = CGPoint(x: CGFloat(x) / scale - margin, y: CGFloat(y) / scale - margin)
                        if point.x < -0.01 || point.y < -0.01 || point.x >= size.width + 0.01 || point.y >= size.height + 0.01 {
                            outside += 1
                        } else {
                            inside += 1
                            inkBox = inkBox.union(CGRect(x: point.x, y: point.y, width: 1 / scale, height: 1 / scale))
                        }
                    }
                }
                #expect(outside == 0, "\(name) \(configuration): \(outside) pixels outside")
                #expect(inside > 20, "\(name) \(configuration): \(inside) pixels of ink")
                // The glyph fills its box along its longer side (the box is tight).
                let filled = max(inkBox.width / size.width, inkBox.height / size.height)
                #expect(filled > 0.9, "\(name) \(configuration): ink \(inkBox) in \(size)")
            }
        }
    }

    @Test func tintColoursAndTemplateDrawing() throws {
        let red = try #require(UIImage(systemName: "stop.fill")).withTintColor(.red, renderingMode: .alwaysOriginal)
        let centre = try #require(red.cgImage).premultipliedRGBA(x: Int(red.size.width * 1.5), y: Int(red.size.height * 1.5))
        #expect(centre.red > 200 && centre.green < 40 && centre.alpha > 200)
        // An image view draws a symbol in its tint colour.
        let view = UIImageView(image: UIImage(systemName: "stop.fill"))
        view.tintColor = .systemGreen
        let contents = try #require(view.layer.contents as? CGImage)
        let pixel = contents.premultipliedRGBA(x: contents.width / 2, y: contents.height / 2)
        #expect(pixel.green > 150 && pixel.red < 100)
        #expect(view.frame.size == UIImage(systemName: "stop.fill")!.size)
        // A button with a symbol image sizes to it.
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        #expect(button.sizeThatFits(.zero) == expectedSymbolSize("heart"))
    }

    /// Every glyph at 34 pt with its name, in a grid: out/symbols/contact-sheet.png.
    @Test func contactSheet() throws {
        let names = SymbolGlyphs.names
        let columns = 8, cell = CGSize(width: 120, height: 84)
        let rows = (names.count + columns - 1) / columns
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows)))
        sheet.backgroundColor = .white
        sheet.tintColor = .black
        for (index, name) in names.enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
            let image = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            let imageView = UIImageView(image: image)
            imageView.backgroundColor = UIColor(white: 0.93, alpha: 1)
            imageView.frame.origin = CGPoint(x: origin.x + (cell.width - image.size.width) / 2, y: origin.y + 6 + (56 - image.size.height) / 2)
            sheet.addSubview(imageView)
            let label = UILabel(frame: CGRect(x: origin.x + 2, y: origin.y + 66, width: cell.width - 4, height: 16))
            label.text = name
            label.font = .systemFont(ofSize: 10)
            label.textAlignment = .center
            sheet.addSubview(label)
            label.layer.displayIfNeeded()
        }
        let image = Compositor().render(sheet.layer, size: sheet.bounds.size, scale: 2, background: UIColor.white.cgColor)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("out/symbols")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try image.writePNG(to: directory.appendingPathComponent("contact-sheet.png"))
        #expect(image.width == Int(sheet.bounds.width * 2))
    }
}
