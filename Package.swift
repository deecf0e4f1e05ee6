// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "SegueSDL", targets: ["SegueSDL"]),
        .executable(name: "segue-gallery", targets: ["segue-gallery"]),
        .executable(name: "segue-bench", targets: ["segue-bench"]),
        .executable(name: "segue-soak", targets: ["segue-soak"]),
        .executable(name: "segue-app-example", targets: ["segue-app-example"]),
        // Rewrites iOS sources for Segue (`swift run segue-port <paths…>`, or
        // `swift package plugin segue-port` from a package that depends on Segue).
        // Only these two products and SeguePortTests use swift-syntax: a package
        // that depends on `UIKit` never builds it.
        .executable(name: "segue-port", targets: ["segue-port"]),
        .plugin(name: "SeguePortPlugin", targets: ["SeguePortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // segue-port only. A wide range, so that a package that depends on Segue and
        // on another swift-syntax client still resolves (SeguePortTests pass on 600.0.1 and 603.0.1).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        .target(
            name: "SegueSDL",
            dependencies: ["OpenUIKit", "CSDL2"]
        ),
        .target(
            name: "OpenCoreGraphics",
            dependencies: ["CCairo"]
        ),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics", "CCairo", "CPixman",
                           .product(name: "Logging", package: "swift-log")]
        ),
        // The constraint solver behind Auto Layout: Cassowary, on its own.
        .target(name: "Cassowary"),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenQuartzCore", "Cassowary"]
        ),
        // Drop-in shims: `import UIKit` / `import QuartzCore` / `import CoreGraphics` on Linux.
        .target(name: "CoreGraphics", dependencies: ["OpenCoreGraphics", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["OpenQuartzCore", "CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["OpenUIKit", "SegueSDL", "QuartzCore", "_Testing_UIKit"]),
        // Apple's `os` logging (`OSLog`, `os_log`) for iOS code that logs.
        // Empty companions for the toolchain's Testing cross-import overlays.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(
            name: "SegueTesting",
            dependencies: ["OpenUIKit"]
        ),
        .target(
            name: "SegueGallery",
            dependencies: ["OpenUIKit", "SegueTesting"]
        ),
        .executableTarget(
            name: "segue-gallery",
            dependencies: ["OpenUIKit", "SegueSDL", "SegueGallery", "SegueTesting",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "segue-soak",
            dependencies: ["OpenUIKit"]
        ),
        .executableTarget(
            name: "segue-bench",
            dependencies: ["OpenUIKit", "SegueTesting"]
        ),
        .executableTarget(
            name: "segue-app-example",
            dependencies: ["UIKit", "OpenUIKit"]   // OpenUIKit: see DropInTests
        ),
        // segue-port: the rewriting in a target of its own, on swift-syntax, which
        // no library product depends on.
        .target(
            name: "SeguePortCore",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .executableTarget(
            name: "segue-port",
            dependencies: ["SeguePortCore"]
        ),
        .plugin(
            name: "SeguePortPlugin",
            capability: .command(
                intent: .custom(verb: "segue-port",
                                description: "Rewrites the package's iOS sources in place so that they build against Segue"),
                permissions: [.writeToPackageDirectory(reason: "segue-port rewrites the Swift sources of the package's targets in place")]
            ),
            dependencies: ["segue-port"]
        ),
        .testTarget(
            name: "SeguePortTests",
            dependencies: ["SeguePortCore"]
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary"]
        ),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: ["OpenCoreGraphics"]
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: ["OpenQuartzCore", "SegueTesting"]
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "SegueTesting"]
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: ["OpenQuartzCore", "SegueTesting"],
            resources: [.copy("Goldens")]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["SegueGallery", "SegueTesting", "OpenUIKit"]
        ),
        .testTarget(
            name: "HostTests",
            dependencies: ["OpenUIKit", "SegueSDL", "SegueTesting"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["OpenUIKit", "SegueTesting",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["ReferenceGoldens"]   // read from the source tree by ReferenceScreenGoldens
        ),
        // iOS-style code built as iOS developers build it: in Swift 6 language
        // mode here, in Swift 5 mode below (both link Tests/DropInShared).
        // OpenUIKit is listed too: without it, SwiftPM does not rebuild these targets
        // when OpenUIKit changes behind the UIKit shim (stale objects, link errors).
        .testTarget(
            name: "DropInTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "SegueTesting", "OpenUIKit"]
        ),
        .testTarget(
            name: "DropInSwift5Tests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "SegueTesting", "OpenUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
