import Testing
import UIKit
import SegueTesting

/// Tests/DropInShared/PortedLibraryPatterns.swift, built in Swift 5 language mode.
@MainActor
@Suite(.checksDiagnostics) struct Swift5ModePortedPatternTests {
    @Test func presentAndDismissOverridesRun() throws { try PortedPatternScenarios.presentAndDismissOverridesRun() }
    @Test func overriddenControllerPropertiesAreRead() throws { try PortedPatternScenarios.overriddenControllerPropertiesAreRead() }
    @Test func traitsReachViewsAndStatusBarFrameIsPosted() throws {
        try PortedPatternScenarios.traitsReachViewsAndStatusBarFrameIsPosted()
    }
    @Test func observationsEndInDeinit() throws { try PortedPatternScenarios.observationsEndInDeinit() }
    @Test func displayLinkWithTargetAndSelector() throws { try PortedPatternScenarios.displayLinkWithTargetAndSelector() }
    @Test func quartzCoreOnlyDisplayLink() throws { try PortedPatternScenarios.quartzCoreOnlyDisplayLink() }
    @Test func popoverStaysOnAPhone() throws { try PortedPatternScenarios.popoverStaysOnAPhone() }
    @Test func openClassesSubclass() throws { try PortedPatternScenarios.openClassesSubclass() }
    @Test func selectorsNameReturningMethods() throws { try PortedPatternScenarios.selectorsNameReturningMethods() }
    @Test func graphicsLayerAndBarAPI() throws { try PortedPatternScenarios.graphicsLayerAndBarAPI() }
    @Test func bothBackSwipesCanBeTurnedOff() throws { try PortedPatternScenarios.bothBackSwipesCanBeTurnedOff() }
    @Test func osLogWritesWhatIOSKeeps() { LoggingAndGradientScenarios.osLogWritesWhatIOSKeeps() }
    @Test func animatorsWithoutTheOptionalMethods() throws {
        try LoggingAndGradientScenarios.animatorsWithoutTheOptionalMethods()
    }
    @Test func gradientDrawnInAnImageContext() throws { try LoggingAndGradientScenarios.gradientDrawnInAnImageContext() }
    @Test func drawerScrollViewPatterns() throws { try DrawerPatternScenarios.drawerScrollViewPatterns() }
    @Test func bundledFontIsUsable() throws { try BundledFontScenarios.bundledFontIsUsable() }
}
