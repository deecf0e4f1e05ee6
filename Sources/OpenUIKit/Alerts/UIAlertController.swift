/// An alert or an action sheet: a title, a message and buttons
/// (``UIAlertAction``s), presented modally with `present(_:animated:completion:)`.
///
/// - An alert (`.alert`) appears in the middle of the screen over a dimming
///   view: it scales down from 1.2 times its size while it fades in, and fades
///   out when it goes.
/// - An action sheet (`.actionSheet`) slides up from the bottom of a compact
///   screen. In a regular-width environment (an iPad) it is a popover: set its
///   `popoverPresentationController`'s `sourceView` (and `sourceRect`) or
///   `barButtonItem` before presenting it.
///
/// An alert can hold text fields (`addTextField(configurationHandler:)`),
/// stacked between the message and the buttons: the first one begins editing
/// as the alert appears, the keyboard comes up and the alert moves up to stay
/// centred above it. Return moves to the next field; in the last one it
/// chooses the `preferredAction`. Read the fields' text in the handlers
/// through `textFields`.
///
/// Tapping a button dismisses the controller, then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable {
        /// Buttons in a sheet from the bottom of the screen (a popover on an iPad).
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    private var messageStorage: String?
    private var preferredStyleStorage: Style = .actionSheet
    private var actionsStorage: [UIAlertAction] = []
    private var preferredActionStorage: UIAlertAction?
    private var textFieldsStorage: [UITextField] = []
    /// The action whose button was tapped, from the tap until its handler has run.
    private var chosenAction: UIAlertAction?
    /// The transitioning delegate that vends the alert's presentation controller and animators.
    private let transitioning = AlertTransitioning()
    private lazy var alertView = AlertView()

    /// An alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        preferredStyleStorage = preferredStyle
        self.title = title
        messageStorage = message
        adoptPresentationStyle()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptPresentationStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptPresentationStyle()
    }

    /// An alert presents itself (`.custom`, its own transitioning delegate);
    /// an action sheet is a popover in a regular-width environment.
    private func adoptPresentationStyle() {
        transitioningDelegate = transitioning
        // Made in `init`, perhaps before the test makes its host: the screen with no owner's rules.
        let regular = UIScreen.main.traitCollection.horizontalSizeClass == .regular
        modalPresentationStyle = preferredStyleStorage == .actionSheet && regular ? .popover : .custom
    }

    /// The style the controller was made with.
    open var preferredStyle: Style { preferredStyleStorage }

    /// The title, in bold above the message.
    open override var title: String? {
        get { super.title }
        set {
            super.title = newValue
            reloadIfLoaded()
        }
    }

    /// More text, under the title.
    open var message: String? {
        get { messageStorage }
        set {
            messageStorage = newValue
            reloadIfLoaded()
        }
    }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { actionsStorage }

    /// Adds `action`'s button. An alert controller can have one cancel action
    /// only: UIKit raises for a second one; Segue logs UIKit's message and ignores it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, let existing = actionsStorage.first(where: { $0.style == .cancel }) {
            SegueDiagnostics.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel: \(self) already has \(existing); \(action) is not added.")
            return
        }
        actionsStorage.append(action)
        reloadIfLoaded()
    }

    /// The action the user is expected to choose: its title is semibold (in
    /// alerts only; action sheets ignore it). It must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actionsStorage.contains(where: { $0 === newValue }) {
                SegueDiagnostics.report("The preferredAction of an alert controller must be contained in its actions: \(newValue) is not one of the actions of \(self); the preferred action is unchanged.")
                return
            }
            preferredActionStorage = newValue
            reloadIfLoaded()
        }
    }

    /// Adds a text field under the message (or under the previous field), which
    /// `configurationHandler` configures before the alert shows it. The field
    /// uses the 13-point system font, no autocapitalization and no
    /// autocorrection unless the handler says otherwise. Only an alert
    /// (`.alert`) holds text fields: UIKit raises for an action sheet; Segue
    /// logs UIKit's message and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyleStorage == .alert else {
            SegueDiagnostics.report("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert: \(self) is of style UIAlertControllerStyleActionSheet; the text field is not added.")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.addAction(UIAction { [weak self, unowned field] _ in self?.returnPressed(in: field) }, for: .editingDidEndOnExit)
        textFieldsStorage.append(field)
        configurationHandler?(field)
        reloadIfLoaded()
    }

    /// The text fields, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { textFieldsStorage.isEmpty ? nil : textFieldsStorage }

    /// In a popover, the size of the action sheet unless one was set.
    open override var preferredContentSize: CGSize {
        get {
            let set = super.preferredContentSize
            guard set == .zero, modalPresentationStyle == .popover else { return set }
            loadViewIfNeeded()
            return alertView.sizeThatFits(CGSize(width: AlertView.popoverWidth, height: .greatestFiniteMagnitude))
        }
        set { super.preferredContentSize = newValue }
    }

    open override func loadView() {
        view = alertView
        reload()
    }

    /// Going away, the alert's text fields stop editing (whatever their
    /// delegates say) and the keyboard goes down with the alert.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        alertView.endEditing(true)
    }

    // MARK: Segue's

    /// How the view lays out: an alert, a sheet from the bottom, or in a popover.
    private var form: AlertView.Form {
        preferredStyleStorage == .alert ? .alert : modalPresentationStyle == .popover ? .popover : .sheet
    }

    private func reloadIfLoaded() {
        if isViewLoaded { reload() }
    }

    private func reload() {
        alertView.reload(title: title, message: messageStorage, textFields: textFieldsStorage, actions: actionsStorage,
                         preferredAction: preferredActionStorage, form: form) { [weak self] action in self?.choose(action) }
    }

    /// The alert's view has joined the window to appear: its first text field begins editing (and the keyboard comes up).
    func beginEditingFirstTextField() {
        textFieldsStorage.first?.becomeFirstResponder()
    }

    /// Return in `field` (which then ends editing): the next field begins
    /// editing; in the last field, the preferred action is chosen as if its
    /// button were tapped (nothing happens without one, or while it is disabled).
    private func returnPressed(in field: UITextField) {
        guard let index = textFieldsStorage.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < textFieldsStorage.count {
            textFieldsStorage[index + 1].becomeFirstResponder()
        } else if let preferredActionStorage {
            choose(preferredActionStorage)
        }
    }

    /// The view as its presentation controller lays it out.
    var contentView: AlertView {
        loadViewIfNeeded()
        return alertView
    }

    /// The user chose `action`: the controller is dismissed, then the handler
    /// runs (when the dismissal has ended, as UIKit does). Taps while the
    /// controller is still coming in or already going are ignored.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, activeTransition == nil, presentingViewController != nil else { return }
        chosenAction = action
        dismiss(animated: true) { [self] in
            chosenAction = nil
            action.handler?(action)
        }
    }

    /// A tap outside an action sheet: its cancel action, if it has one, is chosen.
    func tappedOutside() {
        guard let cancel = actionsStorage.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }

    /// A popover action sheet dismissed by a tap outside it: its cancel action's handler runs.
    func dismissedFromPopover() {
        guard chosenAction == nil, let cancel = actionsStorage.first(where: { $0.style == .cancel }) else { return }
        cancel.handler?(cancel)
    }

    /// UIKit's message for an action sheet presented as a popover without an anchor.
    func missingPopoverAnchorMessage(presenter: UIViewController) -> String {
        "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }
}
