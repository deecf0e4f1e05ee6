import Testing
import OpenUIKit
@testable import SegueTesting

/// The cases of a parameterized test run in parallel: what has no owner is
/// never read from a host another case of the same test made.
@MainActor
@Suite struct RuntimeOwnershipByCaseTests {
    @Test(arguments: [TestHost.Device.iPadPro11, .iPhoneSE])
    func aViewLoadedBeforeItsHostDoesNotSeeAnotherCasesScreen(device: TestHost.Device) throws {
        let own = try #require(RunningTest.current)
        #expect(own.test == Test.current?.id)
        #expect(own.testCase?.contains(device.name) == true, "the case is named by its argument: \(own)")
        let sibling = TestHost(device: device)
        sibling.clock.runtime.owningTest = AnyHashable(RunningTest(test: own.test, testCase: "another case"))
        #expect(UIViewController().view.bounds.size == CGSize(width: 390, height: 844),
                "a view loaded before this case's host has the default screen, not the other case's \(device.name)")
        #expect(SegueRuntime.current === SegueRuntime.unhosted)

        let host = TestHost(device: device)
        #expect(host.clock.runtime.owningTest == AnyHashable(own), "a host is its case's")
        #expect(UIViewController().view.bounds.size == device.screenSize, "this case's own host is read")
    }
}
