// A settings screen as iOS code writes it: a switch and a segmented control
// laid out by their intrinsic sizes with anchors, target/action on
// `.valueChanged` (`Selector(Self.method)` where iOS writes `#selector`).
// Built in Swift 6 mode (DropInTests) and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class ControlSettingsController: UIViewController {
    let wifiSwitch = UISwitch()
    let modeControl = UISegmentedControl(items: ["Day", "Night", "Auto"])
    let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        wifiSwitch.isOn = true
        wifiSwitch.addTarget(self, action: Selector(Self.wifiChanged(_:)), for: .valueChanged)
        modeControl.selectedSegmentIndex = 0
        modeControl.selectedSegmentTintColor = .systemYellow
        modeControl.addTarget(self, action: Selector(Self.modeChanged(_:)), for: .valueChanged)
        for control in [wifiSwitch, modeControl, spinner] as [UIView] {
            control.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(control)
        }
        NSLayoutConstraint.activate([
            wifiSwitch.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            wifiSwitch.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            modeControl.topAnchor.constraint(equalTo: wifiSwitch.bottomAnchor, constant: 20),
            modeControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: modeControl.bottomAnchor, constant: 20),
        ])
    }

    func wifiChanged(_ sender: UISwitch) {
        log.append("wifi \(sender.isOn ? "on" : "off")")
        if sender.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func modeChanged(_ sender: UISegmentedControl) {
        log.append("mode \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "?")")
    }
}

@MainActor
@Suite(.checksDiagnostics) struct SettingsControlsTests {
    @Test func switchAndSegmentsSendTheirActions() throws {
        let host = TestHost()
        let settings = ControlSettingsController()
        host.window.rootViewController = settings
        try host.runUntilIdle()

        // Laid out by their intrinsic sizes: 51×31 at the trailing margin, 32 points high.
        #expect(settings.wifiSwitch.frame.size == CGSize(width: 51, height: 31))
        #expect(settings.wifiSwitch.frame.maxX == 370)
        #expect(settings.modeControl.frame.height == 32)
        #expect(settings.spinner.frame.size == CGSize(width: 20, height: 20) && settings.spinner.isHidden)

        let switchCenter = settings.wifiSwitch.convert(CGPoint(x: 25, y: 15), to: nil)
        host.tap(at: switchCenter)
        try host.runUntilIdle()
        #expect(settings.log == ["wifi off"])
        host.tap(at: switchCenter)
        #expect(settings.log == ["wifi off", "wifi on"])
        #expect(!settings.spinner.isHidden && settings.spinner.isAnimating)

        let control = settings.modeControl
        let lastSegment = control.convert(CGPoint(x: control.bounds.width * 5 / 6, y: 16), to: nil)
        host.tap(at: lastSegment)
        #expect(control.selectedSegmentIndex == 2)
        #expect(settings.log == ["wifi off", "wifi on", "mode Auto"])
        settings.spinner.stopAnimating()
        try host.runUntilIdle()
    }
}
