import OpenUIKit

/// Plays one demo: Run records it headless on the virtual clock, then plays
/// the frames at the chosen speed (0.1× to 1×); the scrubber pauses and moves
/// through it; the timeline lists the transition's callbacks and highlights
/// each as playback passes it. Live shows the demo full screen for the
/// user's own taps and gestures.
@MainActor
public final class DemoPlayerController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let demo: any GalleryDemo.Type
    private let stage = UIImageView()
    private let runButton = UIButton(type: .system)
    private let liveButton = UIButton(type: .system)
    private let speedSlider = UISlider()
    private let speedLabel = UILabel()
    private let scrubber = UISlider()
    private let timeLabel = UILabel()
    private let timelineView = UITableView(frame: .zero, style: .plain)
    static let framesPerSecond = 30

    private var frames: [UIImage] = []
    private var timeline: [(time: Double, callback: String)] = []
    private var duration = 0.0
    /// Where playback is, in seconds of the demo.
    private var playhead = 0.0
    private var playback: CADisplayLink?

    /// A player for `demo`.
    public init(demo: any GalleryDemo.Type) {
        self.demo = demo
        super.init(nibName: nil, bundle: nil)
        title = demo.title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        stage.contentMode = .scaleAspectFit
        stage.backgroundColor = .black
        stage.layer.cornerRadius = 10
        stage.layer.masksToBounds = true
        runButton.setTitle("Run", for: .normal)
        runButton.addAction(UIAction { [weak self] _ in self?.run() }, for: .touchUpInside)
        liveButton.setTitle("Live", for: .normal)
        liveButton.addAction(UIAction { [weak self] _ in self?.goLive() }, for: .touchUpInside)
        speedSlider.minimumValue = 0.1
        speedSlider.maximumValue = 1
        speedSlider.value = 1
        speedSlider.addAction(UIAction { [weak self] _ in self?.speedChanged() }, for: .valueChanged)
        speedLabel.font = .systemFont(ofSize: 13)
        scrubber.addAction(UIAction { [weak self] _ in self?.scrubbed() }, for: .valueChanged)
        timeLabel.font = .systemFont(ofSize: 13)
        timeLabel.textColor = .secondaryLabel
        timelineView.dataSource = self
        timelineView.delegate = self
        timelineView.rowHeight = 22
        for subview in [stage, runButton, liveButton, speedSlider, speedLabel, scrubber, timeLabel, timelineView] {
            view.addSubview(subview)
        }
        speedChanged()
        showFrame()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 12
        let width = view.bounds.width
        let stageHeight = min(view.bounds.height * 0.5, 460)
        let stageWidth = stageHeight * 390 / 844
        stage.frame = CGRect(x: 16, y: top, width: stageWidth, height: stageHeight)
        timelineView.frame = CGRect(x: stage.frame.maxX + 12, y: top, width: width - stage.frame.maxX - 28, height: stageHeight)
        var y = stage.frame.maxY + 16
        runButton.frame = CGRect(x: 16, y: y, width: 80, height: 36)
        timeLabel.frame = CGRect(x: 110, y: y, width: width - 196, height: 36)
        liveButton.frame = CGRect(x: width - 76, y: y, width: 60, height: 36)
        y += 44
        scrubber.frame = CGRect(x: 16, y: y, width: width - 32, height: 31)
        y += 40
        speedLabel.frame = CGRect(x: 16, y: y, width: 90, height: 31)
        speedSlider.frame = CGRect(x: 110, y: y, width: width - 126, height: 31)
    }

    // MARK: Playing

    /// Records the demo on a runtime of its own, then plays it from the start.
    private func run() {
        let appRuntime = SegueRuntime.current
        var captured: [UIImage] = []
        do {
            let result = try DemoRecorder.frames(of: demo, framesPerSecond: Self.framesPerSecond, scale: 0.5) { image in
                captured.append(UIImage(cgImage: image))
            }
            appRuntime.activate()
            duration = result.duration
            timeline = result.timeline
        } catch {
            appRuntime.activate()
            timeLabel.text = "\(error)"
            return
        }
        frames = captured
        scrubber.maximumValue = Float(duration)
        timelineView.reloadData()
        playhead = 0
        play()
    }

    /// Shows the demo live, full screen, for the user's own gestures.
    private func goLive() {
        stop()
        present(LiveDemoController(demo: demo), animated: true)
    }

    private func play() {
        playback?.invalidate()
        var last: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let elapsed = last.map { link.timestamp - $0 } ?? 0
            last = link.timestamp
            playhead = min(playhead + elapsed * Double(speedSlider.value), duration)
            showFrame()
            if playhead >= duration { stop() }
        }
        link.add(to: .main, forMode: .common)
        playback = link
    }

    private func stop() {
        playback?.invalidate()
        playback = nil
    }

    private func speedChanged() {
        speedLabel.text = String(format: "Speed %.2g×", speedSlider.value)
    }

    /// The scrubber pauses playback and shows the moment it points at.
    private func scrubbed() {
        stop()
        playhead = Double(scrubber.value)
        showFrame()
    }

    /// Shows the frame at the playhead and highlights the last callback passed.
    private func showFrame() {
        let index = min(Int(playhead * Double(Self.framesPerSecond)), frames.count - 1)
        stage.image = index >= 0 ? frames[index] : nil
        if !scrubber.isTracking { scrubber.setValue(Float(playhead), animated: false) }
        timeLabel.text = frames.isEmpty ? "Run records the demo, then plays it." : String(format: "%.2f s of %.2f s", playhead, duration)
        guard let passed = timeline.lastIndex(where: { $0.time <= playhead }) else {
            if let selected = timelineView.indexPathForSelectedRow { timelineView.deselectRow(at: selected, animated: false) }
            return
        }
        let row = IndexPath(row: passed, section: 0)
        if timelineView.indexPathForSelectedRow != row {
            timelineView.selectRow(at: row, animated: false, scrollPosition: .middle)
        }
    }

    // MARK: The timeline

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { timeline.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "event") ?? UITableViewCell(style: .default, reuseIdentifier: "event")
        let entry = timeline[indexPath.row]
        cell.textLabel?.font = .systemFont(ofSize: 10)
        cell.textLabel?.text = String(format: "%4d ", Int((entry.time * 1000).rounded())) + entry.callback
        return cell
    }

    /// Choosing a callback moves the playhead to it.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        stop()
        playhead = timeline[indexPath.row].time
        showFrame()
    }
}
