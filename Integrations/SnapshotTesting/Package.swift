// swift-tools-version: 6.0
// swift-snapshot-testing's strategies for Segue: `assertSnapshot(of: controller, as: .image)`
// on Linux. A package of its own, because swift-snapshot-testing compiles its
// `#if canImport(UIKit)` code against Segue's UIKit module, which needs Segue's
// C module maps passed to every target (see README.md here and the Makefile's
// `test-snapshots`).
import PackageDescription

let package = Package(
    name: "SegueSnapshotTesting",
    products: [
        .library(name: "SegueSnapshotTesting", targets: ["SegueSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Segue", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
    ],
    targets: [
        .target(
            name: "SegueSnapshotTesting",
            dependencies: [
                .product(name: "UIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "SegueSnapshotTestingTests",
            dependencies: [
                "SegueSnapshotTesting",
                .product(name: "UIKit", package: "Segue"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
