import OpenUIKit

/// Plays one demo: Run records it headless on the virtual clock, then plays
/// the frames at the chosen speed (0.1× to 1×); the scrubber pauses and moves
/// through it; the timeline lists the transition's callbacks and highlights
/// each as playback passes it. Live shows the demo full screen for the
/// user's own taps and gestures. The stage buttons choose the device the demo
/// is recorded on (an iPhone or an iPad, either way round); the stage shows it
/// at its own size where the view has room, smaller where it has not.
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
    /// Choose the stage: iPhone, iPad, portrait, landscape.
    private let stageButtons: [(button: UIButton, stage: (GalleryStage) -> GalleryStage, isOn: (GalleryStage) -> Bool)] = [
        (UIButton(type: .system), { GalleryStage(device: .iPhone14, landscape: $0.landscape) }, { $0.device == .iPhone14 }),
        (UIButton(type: .system), { GalleryStage(device: .iPadAir11, landscape: $0.landscape) }, { $0.device == .iPadAir11 }),
        (UIButton(type: .system), { GalleryStage(device: $0.device, landscape: false) }, { !$0.landscape }),
        (UIButton(type: .system), { GalleryStage(device: $0.device, landscape: true) }, { $0.landscape }),
    ]
    private var stageChoice = GalleryStage.current
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
        for ((button, choose, _), title) in zip(stageButtons, ["iPhone", "iPad", "Portrait", "Landscape"]) {
            button.setTitle(title, for: .normal)
            button.layer.cornerRadius = 8
            button.addAction(UIAction { [weak self] _ in self?.chooseStage(choose) }, for: .touchUpInside)
            view.addSubview(button)
        }
        showStageChoice()
        speedChanged()
        showFrame()
    }

    /// The controls' column beside the stage (or their band below it), in points.
    static let controlsWidth: CGFloat = 380
    static let controlsHeight: CGFloat = 170

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 12)
        let screen = stageChoice.size
        // The controls beside the stage or below it, whichever leaves the stage larger;
        // never larger than the device's own size.
        let besideScale = min((area.width - Self.controlsWidth - 16) / screen.width, area.height / screen.height, 1)
        let belowScale = min(area.width / screen.width, (area.height - Self.controlsHeight - 16) / screen.height, 1)
        let scale = max(besideScale, belowScale, 0.1)
        let stageSize = CGSize(width: (screen.width * scale).rounded(), height: (screen.height * scale).rounded())
        stage.frame = CGRect(origin: area.origin, size: stageSize)
        let controls: CGRect
        /// With the controls below, the timeline beside the stage when there is room for it.
        var timelineBeside: CGRect?
        if besideScale >= belowScale {
            controls = CGRect(x: stage.frame.maxX + 16, y: area.minY, width: area.maxX - stage.frame.maxX - 16, height: area.height)
        } else {
            controls = CGRect(x: area.minX, y: stage.frame.maxY + 16, width: area.width, height: area.maxY - stage.frame.maxY - 16)
            if area.maxX - stage.frame.maxX - 16 >= 240 {
                timelineBeside = CGRect(x: stage.frame.maxX + 16, y: area.minY, width: area.maxX - stage.frame.maxX - 16,
                                        height: stage.frame.height)
            }
        }
        var y = controls.minY
        let buttonWidth = (controls.width - 3 * 8) / 4
        for (index, entry) in stageButtons.enumerated() {
            entry.button.frame = CGRect(x: controls.minX + CGFloat(index) * (buttonWidth + 8), y: y, width: buttonWidth, height: 32)
        }
        y += 40
        runButton.frame = CGRect(x: controls.minX, y: y, width: 70, height: 36)
        liveButton.frame = CGRect(x: controls.maxX - 60, y: y, width: 60, height: 36)
        timeLabel.frame = CGRect(x: controls.minX + 80, y: y, width: controls.width - 150, height: 36)
        y += 42
        scrubber.frame = CGRect(x: controls.minX, y: y, width: controls.width, height: 31)
        y += 38
        speedLabel.frame = CGRect(x: controls.minX, y: y, width: 90, height: 31)
        speedSlider.frame = CGRect(x: controls.minX + 96, y: y, width: controls.width - 96, height: 31)
        y += 40
        timelineView.frame = timelineBeside ?? CGRect(x: controls.minX, y: y, width: controls.width, height: max(controls.maxY - y, 0))
    }

    // MARK: The stage

    private func chooseStage(_ choose: (GalleryStage) -> GalleryStage) {
        let chosen = choose(stageChoice)
        guard chosen != stageChoice else { return }
        stageChoice = chosen
        GalleryStage.current = chosen
        showStageChoice()
        view.setNeedsLayout()
        if frames.isEmpty { return }
        run()                                          // record again on the new stage
    }

    /// The chosen buttons filled, the others plain.
    private func showStageChoice() {
        for entry in stageButtons {
            let on = entry.isOn(stageChoice)
            entry.button.backgroundColor = on ? .systemBlue : .secondarySystemGroupedBackground
            entry.button.setTitleColor(on ? .white : .systemBlue, for: .normal)
        }
    }

    // MARK: Playing

    /// Records the demo on a runtime of its own, then plays it from the start.
    private func run() {
        let appRuntime = SegueRuntime.current
        var captured: [UIImage] = []
        do {
            let result = try DemoRecorder.frames(of: demo, framesPerSecond: Self.framesPerSecond, scale: 1,
                                                 device: stageChoice.device, landscape: stageChoice.landscape) { image in
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
