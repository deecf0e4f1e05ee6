import Foundation
import OpenUIKit

/// Auto Layout on 500 views in nested stacks and chains (about 2,000
/// constraints): a layout from scratch, an incremental edit (one constant,
/// then the layout), and the same equations solved by Segue's solver and by
/// kiwisolver, the C++ Cassowary behind Matplotlib, in the same run.
@MainActor
enum AutoLayoutBenchmark {
    /// A block with a natural size, as a label or an image view has.
    private final class Block: UIView {
        let natural: CGSize
        init(_ natural: CGSize) {
            self.natural = natural
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var intrinsicContentSize: CGSize { natural }
    }

    /// 50 rows in a column; each row holds a 4-block stack filling equally and a chain of 4 blocks.
    private static func makeScreen() -> (root: UIView, edit: NSLayoutConstraint, views: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 4000))
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        var views = 2
        var edit: NSLayoutConstraint?
        for rowIndex in 0..<50 {
            let row = UIView()
            let stack = UIStackView(arrangedSubviews: (0..<4).map { Block(CGSize(width: 40 + $0 * 5, height: 20)) })
            stack.distribution = .fillEqually
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(stack)
            var chain: [UIView] = []
            for index in 0..<4 {
                let link = Block(CGSize(width: 30, height: 16 + index * 2))
                link.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(link)
                chain.append(link)
            }
            var constraints = [
                stack.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                stack.topAnchor.constraint(equalTo: row.topAnchor),
                stack.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 0.5),
                chain[0].leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 12),
                chain[3].trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor),
            ]
            for (previous, next) in zip(chain, chain.dropFirst()) {
                let gap = next.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8)
                if rowIndex == 25 && edit == nil { edit = gap }
                constraints += [gap, next.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 1.1)]
            }
            for link in chain { constraints.append(link.centerYAnchor.constraint(equalTo: stack.centerYAnchor)) }
            NSLayoutConstraint.activate(constraints)
            column.addArrangedSubview(row)
            views += 1 + 1 + 4 + 4
        }
        return (root, edit!, views)
    }

    static func run() {
        SegueRuntime(clock: VirtualMediaClock(startTime: 1000)).activate()
        let (root, edit, viewCount) = makeScreen()
        root.layoutIfNeeded()
        let constraintCount = countConstraints(root)
        var fromScratch: [Double] = []
        for _ in 0..<7 {
            // Dropping the engine makes the next layout build and solve it from nothing.
            let holder = UIView()
            holder.addSubview(root)
            root.removeFromSuperview()
            fromScratch.append(measure { root.layoutIfNeeded() })
        }
        var edits: [Double] = []
        for index in 0..<200 {
            edit.constant = index % 2 == 0 ? 20 : 8
            edits.append(measure { root.layoutIfNeeded() })
        }
        report("autolayout_views", Double(viewCount), "views, \(constraintCount) constraints")
        report("autolayout_from_scratch_median", median(fromScratch) / 1e6, "ms")
        report("autolayout_incremental_edit_median", median(edits) / 1e3, "µs (goal ≤ 200)")

        let system = AutoLayoutSystemExport.system(of: root)
        var solves: [Double] = []
        var equations = 0
        for _ in 0..<15 { solves.append(measure { equations = AutoLayoutSystemExport.solve(system) }) }
        let segue = median(solves) / 1e6
        report("cassowary_solve_from_scratch_median", segue, "ms (\(equations) equations)")
        if let kiwi = kiwisolverMilliseconds(system) {
            report("kiwisolver_solve_from_scratch_median", kiwi, "ms")
            report("cassowary_over_kiwisolver", segue / kiwi, "× (goal ≤ 2)")
        } else {
            print("bench: kiwisolver unavailable (scripts/kiwi-bench.py failed); no ratio")
        }
    }

    private static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    private static func countConstraints(_ view: UIView) -> Int {
        view.constraints.count + view.subviews.map(countConstraints).reduce(0, +)
    }

    /// Runs scripts/kiwi-bench.py on `system`; nil when it cannot run.
    private static func kiwisolverMilliseconds(_ system: String) -> Double? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-autolayout-system.txt")
        guard (try? system.write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/kiwi-bench.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path, "15"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
