import Foundation
import SeguePortCore
import Testing

@Suite struct KeyPathTests {
    @Test func keyPathsBecomeStrings() {
        expectPorted(#"""
            import UIKit

            func animate(_ layer: CALayer) {
                let animation = CABasicAnimation(keyPath: #keyPath(CALayer.cornerRadius))
                layer.setValue(1, forKeyPath: #keyPath(CALayer.shadowOffset.width))
                layer.add(animation, forKey: #keyPath(position))
            }
            """#, #"""
            import UIKit

            func animate(_ layer: CALayer) {
                let animation = CABasicAnimation(keyPath: "cornerRadius")
                layer.setValue(1, forKeyPath: "shadowOffset.width")
                layer.add(animation, forKey: "position")
            }
            """#)
    }
}

@Suite struct ImportTests {
    @Test func submoduleImportsBecomeUIKit() {
        expectPorted("import UIKit.UIGestureRecognizerSubclass\n\nclass Pan: UIPanGestureRecognizer {}\n",
                     "import UIKit\n\nclass Pan: UIPanGestureRecognizer {}\n")
        expectPorted("import Foundation\nimport UIKit\nimport UIKit.UIGestureRecognizerSubclass\nimport class QuartzCore.CALayer\n",
                     "import Foundation\nimport UIKit\nimport QuartzCore\n")
    }

    @Test func aFileThatUsesUIKitWithoutImportingItImportsIt() {
        expectPorted(#"""
            // Copyright the authors.

            /// A view that fades.
            final class Fader: UIView {}
            """#, #"""
            // Copyright the authors.

            import UIKit

            /// A view that fades.
            final class Fader: UIView {}
            """#)
        expectPorted("import Foundation\n\nlet color = UIColor.red\n", "import Foundation\nimport UIKit\n\nlet color = UIColor.red\n")
        expectPorted("let size: CGSize = .zero\n", "import UIKit\n\nlet size: CGSize = .zero\n")
        // The import goes where the first declaration's removed attribute was.
        expectPorted("@objcMembers final class V: UIView {}\n", "import UIKit\n\nfinal class V: UIView {}\n")
        // A Selector from a rewrite needs QuartzCore or UIKit (Foundation on Linux has none).
        expectPorted("import Foundation\n\nfinal class Ticker {\n    let action = #selector(tick)\n    func tick() {}\n}\n",
                     "import Foundation\nimport UIKit\n\nfinal class Ticker {\n    let action = Selector(Ticker.tick)\n    func tick() {}\n}\n")
    }

    @Test func filesThatNeedNothingMoreAreLeftAlone() {
        expectPorted("import QuartzCore\n\nlet layer = CALayer()\n", "import QuartzCore\n\nlet layer = CALayer()\n")
        // QuartzCore declares Selector.
        expectPorted("import QuartzCore\n\nfinal class Ticker {\n    let action = #selector(tick)\n    func tick() {}\n}\n",
                     "import QuartzCore\n\nfinal class Ticker {\n    let action = Selector(Ticker.tick)\n    func tick() {}\n}\n")
        expectPorted("import Foundation\n\nlet frame = CGRect.zero\n", "import Foundation\n\nlet frame = CGRect.zero\n")
        expectPorted("#if canImport(UIKit)\nimport UIKit\n#endif\n\nlet view = UIView()\n",
                     "#if canImport(UIKit)\nimport UIKit\n#endif\n\nlet view = UIView()\n")
        expectPorted("struct Plain {}\n", "struct Plain {}\n")
    }
}

@Suite struct ConditionTests {
    @Test func iOSConditionsHoldOnLinux() {
        expectPorted(#"""
            #if os(iOS)
            import UIKit
            #endif

            #if canImport(UIKit) && os(iOS)
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif

            #if os(iOS) || os(tvOS)
            let b = 1
            #endif

            #if !os(iOS)
            let c = 1
            #endif

            final class V: UIView {
                #if os(iOS) && !targetEnvironment(macCatalyst)
                func haptic() {}
                #endif
            }
            """#, #"""
            #if os(iOS) || os(Linux)
            import UIKit
            #endif

            #if canImport(UIKit) && (os(iOS) || os(Linux))
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif

            #if os(iOS) || os(tvOS) || os(Linux)
            let b = 1
            #endif

            #if !(os(iOS) || os(Linux))
            let c = 1
            #endif

            final class V: UIView {
                #if (os(iOS) || os(Linux)) && !targetEnvironment(macCatalyst)
                func haptic() {}
                #endif
            }
            """#)
    }

    @Test func aLibraryWithItsOwnLinuxBranchKeepsIt() {
        expectPorted("#if os(iOS)\nlet a = 1\n#elseif os(Linux)\nlet a = 2\n#endif\n",
                     "#if os(iOS)\nlet a = 1\n#elseif os(Linux)\nlet a = 2\n#endif\n")
    }
}

@Suite struct CellTests {
    @Test func cellInitializersBecomeRequired() {
        expectPorted(#"""
            import UIKit

            final class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            class BaseCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Header: UITableViewHeaderFooterView {
                public override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """#, #"""
            import UIKit

            final class PhotoCell: UICollectionViewCell {
                required init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            class BaseCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Header: UITableViewHeaderFooterView {
                public required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """#)
    }

    @Test func subclassesOfTheSourcesOwnCellsToo() {
        let base = "import UIKit\n\nclass BaseCell: UICollectionViewCell {}\n"
        expectPorted(#"""
            import UIKit

            final class Detail: BaseCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """#, #"""
            import UIKit

            final class Detail: BaseCell {
                required init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """#, others: [base])
    }
}

@Suite struct UnparsableTests {
    @Test func aFileThatDoesNotParseIsLeftAsIs() {
        let source = "import UIKit\n\n@objc final class A: NSObject {\n    func f( {\n}\n"
        let result = SeguePort.port(source)
        #expect(result.source == source)
        #expect(!result.changed)
        #expect(result.notes.map(\.message) == ["the file does not parse (a syntax error here); left as is"])
        #expect(result.notes.map(\.line) == [4])
    }
}

@Suite struct CommandTests {
    /// A directory with a protocol in one file and its call site in another.
    func makeSources() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try "@objc protocol Pull {\n    @objc optional func pulled()\n}\n"
            .write(to: directory.appendingPathComponent("Pull.swift"), atomically: true, encoding: .utf8)
        try "final class Sheet {\n    weak var pull: Pull?\n    func end() { pull?.pulled?() }\n}\n"
            .write(to: directory.appendingPathComponent("Sub/Sheet.swift"), atomically: true, encoding: .utf8)
        try "let untouched = 1\n".write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    func contents(_ directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func checkReportsAndChangesNothingThenARunRewritesThenCheckPasses() throws {
        let directory = try makeSources()
        defer { try? FileManager.default.removeItem(at: directory) }
        var output: [String] = []
        #expect(SeguePortCommand.run(["--check", directory.path]) { output.append($0) } == 1)
        #expect(try contents(directory, "Sub/Sheet.swift").contains("pull?.pulled?()"))
        #expect(output.last == "segue-port: would change 2 of 2 files (5 rewrites)")
        #expect(output.contains { $0.hasPrefix(directory.path + "/Sub/Sheet.swift: would change (1)\n  3: pull?.pulled?(…) → pull?.pulled(…)") })

        output = []
        #expect(SeguePortCommand.run([directory.path]) { output.append($0) } == 0)
        #expect(output.last == "segue-port: changed 2 of 2 files (5 rewrites)")
        #expect(try contents(directory, "Sub/Sheet.swift") == "final class Sheet {\n    weak var pull: Pull?\n    func end() { pull?.pulled() }\n}\n")
        #expect(try contents(directory, "Pull.swift")
                == "protocol Pull: AnyObject {\n    func pulled()\n}\n\nextension Pull {\n    func pulled() {}\n}\n")
        #expect(try contents(directory, "Package.swift") == "let untouched = 1\n")

        output = []
        #expect(SeguePortCommand.run(["--check", directory.path]) { output.append($0) } == 0)
        #expect(output == ["segue-port: would change 0 of 2 files (0 rewrites)"])
    }

    @Test func usageErrors() {
        var output: [String] = []
        #expect(SeguePortCommand.run([]) { output.append($0) } == 2)
        #expect(SeguePortCommand.run(["--frobnicate", "x"]) { output.append($0) } == 2)
        #expect(SeguePortCommand.run(["/nonexistent/segue-port"]) { output.append($0) } == 2)
        #expect(output.last == "segue-port: no such file or directory: /nonexistent/segue-port")
    }
}
