// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyTransitions",
    dependencies: [
        .package(url: "https://github.com/you/segue", branch: "main"),
    ],
    targets: [
        .target(name: "MyTransitions", dependencies: [
            .product(name: "UIKit", package: "segue"),
        ]),
        .testTarget(name: "MyTransitionsTests", dependencies: [
            "MyTransitions",
            .product(name: "SegueTesting", package: "segue"),
        ]),
    ]
)
