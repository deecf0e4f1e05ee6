import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// A view that can be first responder (as a text field is), for `endEditing`.
@MainActor
private final class EditingView: UIView {
    var editing = false
    var refuses = false
    override var canBecomeFirstResponder: Bool { true }
    override var isFirstResponder: Bool { editing }
    override func becomeFirstResponder() -> Bool { editing = true; return true }
    override func resignFirstResponder() -> Bool {
        guard !refuses else { return false }
        editing = false
        return true
    }
}

/// A label that sizes itself to a fixed size (an override of `sizeToFit`).
@MainActor
private final class BadgeView: UIView {
    override func sizeToFit() { bounds.size = CGSize(width: 24, height: 24) }
}

/// API the real libraries of issue 32 needed: `endEditing(_:)`, an
/// overridable `sizeToFit()`, `UICoordinateSpace`.
@MainActor
@Suite(.checksDiagnostics) struct PortedLibraryAPITests {
    @Test func endEditingMakesTheFirstResponderInTheSubtreeResign() {
        let container = UIView()
        let field = EditingView()
        container.addSubview(UIView())
        container.subviews[0].addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(container.endEditing(false))
        #expect(!field.isFirstResponder)
        field.editing = true
        field.refuses = true
        #expect(!container.endEditing(false), "a responder that refuses keeps its status")
        #expect(container.endEditing(true), "forced")
    }

    @Test func sizeToFitIsOverridable() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let view: UIView = badge
        view.sizeToFit()
        #expect(badge.bounds.size == CGSize(width: 24, height: 24))
    }

    @Test func viewsAndTheScreenConvertThroughUICoordinateSpace() throws {
        let host = TestHost()
        let box = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        host.window.addSubview(box)
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        box.addSubview(inner)
        let screen: any UICoordinateSpace = host.window.screen.coordinateSpace
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        let space: any UICoordinateSpace = inner
        #expect(space.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 46, y: 108))
        #expect(space.convert(CGPoint(x: 46, y: 108), from: screen) == CGPoint(x: 1, y: 2))
        #expect(space.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: box as any UICoordinateSpace)
                == CGRect(x: 5, y: 6, width: 10, height: 10))
        #expect(screen.convert(CGRect(x: 45, y: 106, width: 10, height: 10), to: inner)
                == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
