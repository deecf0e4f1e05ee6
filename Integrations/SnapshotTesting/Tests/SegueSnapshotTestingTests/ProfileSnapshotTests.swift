// Snapshot tests written the way iOS teams write them with
// swift-snapshot-testing; the one addition is `import SegueSnapshotTesting`,
// which brings the UIKit strategies it compiles on iOS only.
import Testing
import UIKit
import SnapshotTesting
import SegueSnapshotTesting

final class ProfileViewController: UIViewController {
    var name = "Ada Lovelace"
    private let avatar = UIView()
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 40
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 24, weight: .semibold)
        nameLabel.textAlignment = .center
        for subview in [avatar, nameLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalToConstant: 80),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

@MainActor
@Suite struct ProfileSnapshotTests {
    @Test func profileScreen() {
        assertSnapshot(of: ProfileViewController(), as: .image, named: "ada")
    }

    @Test func profileScreenOnAnIPhoneSE() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe))
    }

    @Test func profileHierarchy() {
        assertSnapshot(of: ProfileViewController(), as: .recursiveDescription)
    }

    @Test func aBadgeView() {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 36))
        badge.text = "NEW"
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.textColor = .white
        assertSnapshot(of: badge, as: .image)
    }

    /// A changed screen does not match its reference: the comparison can fail.
    @Test func aChangedScreenIsCaught() throws {
        let changed = ProfileViewController()
        changed.name = "Charles Babbage"
        let failure = verifySnapshot(of: changed, as: .image, named: "ada", record: false, testName: "profileScreen()")
        let message = try #require(failure, "the changed name went unnoticed")
        #expect(message.contains("does not match reference"))
    }
}

@MainActor
@Suite struct TransitionSnapshotTests {
    /// A cross-dissolve presentation at its start, a quarter, half-way and its end.
    @Test func crossDissolveFilmstrip() {
        let home = ProfileViewController()
        assertSnapshot(of: home, as: .filmstrip(at: [0, 0.25, 0.5, 1], of: 0.4) { controller in
            let details = UIViewController()
            details.view.backgroundColor = .systemOrange
            details.modalTransitionStyle = .crossDissolve
            details.modalPresentationStyle = .fullScreen
            controller.present(details, animated: true)
        })
    }
}
