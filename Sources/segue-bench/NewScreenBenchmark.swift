import OpenUIKit

/// A new screen pushed in a warm app at 1170×2532 (390×844 points at 3×):
/// about 50 layers with text — a header image, a title and a subtitle, a
/// table whose visible cells have a title and a detail — and the time of its
/// first composited frame (layout, drawing and compositing of the frame after
/// the push call), and the slowest frame of the push. The process's very
/// first such frame, with fonts and caches cold, is reported on its own.
@MainActor
enum NewScreenBenchmark {
    static let points = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3

    /// The pushed screen.
    final class DetailScreen: UIViewController, UITableViewDataSource {
        private let photo: UIImage

        init(photo: UIImage) {
            self.photo = photo
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            view.backgroundColor = .systemBackground
            let header = UIImageView(image: photo)
            header.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
            header.contentMode = .scaleAspectFill
            header.clipsToBounds = true
            view.addSubview(header)
            let title = UILabel(frame: CGRect(x: 16, y: 232, width: 358, height: 28))
            title.text = "Ridge walk · 山脊步道"
            title.font = .boldSystemFont(ofSize: 22)
            view.addSubview(title)
            let subtitle = UILabel(frame: CGRect(x: 16, y: 262, width: 358, height: 20))
            subtitle.text = "12.4 km, 640 m of climbing, about five hours"
            subtitle.font = .systemFont(ofSize: 15)
            subtitle.textColor = .secondaryLabel
            view.addSubview(subtitle)
            let table = UITableView(frame: CGRect(x: 0, y: 292, width: 390, height: 552), style: .plain)
            table.dataSource = self
            view.addSubview(table)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "stage")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "stage")
            cell.textLabel?.text = "Stage \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "\(3 + indexPath.row % 7) km · \(40 + indexPath.row * 13 % 90) min"
            return cell
        }
    }

    static func run() {
        let frames = VirtualFrames()
        UIView.contentScale = scale
        let window = UIWindow(frame: CGRect(origin: .zero, size: points))
        window.makeKeyAndVisible()
        let root = UIViewController()
        root.title = "Walks"
        root.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let compositor = Compositor()
        let target = NativeBitmap(width: Int(points.width * scale), height: Int(points.height * scale))
        let photo = UIImage(cgImage: CompositorBenchmark.photoImage())
        /// One frame: the frame loop (layout, display, animations), then compositing.
        func frame() -> Double {
            let time = frames.next()
            return measure {
                FrameLoop.shared.runFrame(at: time, frameDuration: VirtualFrames.duration)
                compositor.render(window.layer, into: target, scale: scale, background: CGColor(gray: 1, alpha: 1))
            }
        }
        _ = frame()
        /// Pushes a new screen; returns its first frame and the slowest frame of the push.
        func push() -> (first: Double, slowest: Double) {
            let screen = DetailScreen(photo: photo)
            navigation.pushViewController(screen, animated: true)
            let first = frame()
            var slowest = first
            while navigation.transitionCoordinator != nil { slowest = max(slowest, frame()) }
            navigation.popViewController(animated: false)
            _ = frame()
            return (first, slowest)
        }
        // SEGUE_BENCH_ROUNDS: fewer measured pushes, for callgrind (a warm-up push per six measured).
        let rounds = ProcessInfo.processInfo.environment["SEGUE_BENCH_ROUNDS"].flatMap { Int($0) } ?? 30
        let cold = push()
        for _ in 0..<max(1, rounds / 6) { _ = push() }
        var firsts: [Double] = [], slowest: [Double] = []
        for _ in 0..<rounds {
            let measured = push()
            firsts.append(measured.first)
            slowest.append(measured.slowest)
        }
        firsts.sort()
        slowest.sort()
        report("new_screen_first_frame_1170x2532", firsts[firsts.count / 2] / 1e6, "ms")
        report("new_screen_slowest_push_frame_1170x2532", slowest[slowest.count / 2] / 1e6, "ms")
        report("new_screen_first_frame_cold_process_1170x2532", cold.first / 1e6, "ms")
        withExtendedLifetime(navigation) {}
    }
}
