// Onboarding pages as iOS code writes them: a UIPageViewController subclass
// that is its own data source and delegate, the pages built lazily, the index
// tracked through willTransitionTo/didFinishAnimating, the page control from
// presentationCount/presentationIndex, and a "Next" button that turns in code.
// Built in Swift 6 mode (DropInTests) and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class OnboardingStepController: UIViewController {
    let step: Int
    init(step: Int) {
        self.step = step
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = [UIColor.systemIndigo, .systemTeal, .systemOrange][step % 3]
    }
}

class OnboardingViewController: UIPageViewController {
    lazy var steps: [UIViewController] = (0..<3).map { OnboardingStepController(step: $0) }
    private(set) var currentIndex = 0
    private var pendingIndex: Int?

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dataSource = self
        delegate = self
        if let first = steps.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
    }

    func showNext() {
        guard currentIndex + 1 < steps.count else { return }
        let next = currentIndex + 1
        setViewControllers([steps[next]], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.currentIndex = next }
        }
    }
}

extension OnboardingViewController: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = steps.firstIndex(of: viewController), index > 0 else { return nil }
        return steps[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = steps.firstIndex(of: viewController), index < steps.count - 1 else { return nil }
        return steps[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { steps.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let first = pageViewController.viewControllers?.first else { return 0 }
        return steps.firstIndex(of: first) ?? 0
    }
}

extension OnboardingViewController: UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        pendingIndex = pendingViewControllers.first.flatMap { steps.firstIndex(of: $0) }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let pendingIndex { currentIndex = pendingIndex }
        pendingIndex = nil
    }
}

@MainActor
@Suite(.checksDiagnostics) struct OnboardingPagesTests {
    @Test func swipingAndTheNextButtonTurnThePages() throws {
        let host = TestHost()
        let onboarding = OnboardingViewController()
        host.window.rootViewController = onboarding
        try host.runUntilIdle()
        let pageControl = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(pageControl.numberOfPages == 3 && pageControl.currentPage == 0)

        host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.25)
        try host.runUntilIdle()
        #expect(onboarding.currentIndex == 1 && onboarding.viewControllers?.first === onboarding.steps[1])
        #expect(pageControl.currentPage == 1)

        onboarding.showNext()
        try host.runUntilIdle()
        #expect(onboarding.currentIndex == 2 && onboarding.children == [onboarding.steps[2]])
        #expect(pageControl.currentPage == 2)

        // A short, slow drag back falls back to the last page.
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), duration: 1)
        try host.runUntilIdle()
        #expect(onboarding.currentIndex == 2 && onboarding.steps[2].view.frame.minX == 0)
    }
}
