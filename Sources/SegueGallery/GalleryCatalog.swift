/// Every demo the Gallery shows, in list order within each group.
@MainActor
public enum GalleryCatalog {
    public static let demos: [any GalleryDemo.Type] = [
        CoverVerticalDemo.self, FlipHorizontalDemo.self, CrossDissolveDemo.self, PartialCurlDemo.self,
        PageSheetDemo.self, FormSheetDemo.self, PopoverDemo.self, OverFullScreenDemo.self, CurrentContextDemo.self,
        PushPopDemo.self, EdgeSwipePopDemo.self, ContentBackSwipeDemo.self, LargeTitlesDemo.self, SheetSwipeDismissDemo.self,
        ZoomTransitionDemo.self, ZoomPresentationDemo.self,
        HalfSheetPresentationDemo.self, SheetDetentsDemo.self, CircularRevealDemo.self, TraitTransitionDemo.self,
        ViewAnimationsDemo.self,
        InteractiveDismissDemo.self,
        CustomPushDemo.self,
        TabSlideDemo.self, TabBarHidingDemo.self,
        LayoutToLayoutDemo.self, PinchLayoutDemo.self,
        PhotoZoomDemo.self,
        ExplodeDemo.self,
        CustomContainerDemo.self, PageCurlDemo.self, PageScrollDemo.self,
        DiffableGridDemo.self,
        ControlsDemo.self,
        AlertDemo.self,
        KeyboardFormDemo.self,
    ]

    /// The demos by group, groups in order.
    public static var grouped: [(group: DemoGroup, demos: [any GalleryDemo.Type])] {
        DemoGroup.allCases.compactMap { group in
            let members = demos.filter { $0.group == group }
            return members.isEmpty ? nil : (group, members)
        }
    }

    /// The demo named `name`, or nil.
    public static func demo(named name: String) -> (any GalleryDemo.Type)? {
        demos.first { $0.name == name }
    }
}
