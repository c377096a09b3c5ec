import Lunapark

// Apple's page on matchedGeometryEffect(id:in:properties:anchor:isSource:)
// describes, without code, a view inserted in the same transaction that
// removes another view with the same id: the two frames are interpolated so
// that one view seems to move. The first example is that description as code;
// then a non-source following its source, and a grid of cards of our own.

/// Shift+3: matched geometry, hero moves between views and layouts.
struct MatchedGeometryScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("3"), title: "Matched geometry", shortTitle: "Matched",
                                sources: [.appleSwiftUIDocumentation])

    enum Example: String, SceneExample {
        case ifElse = "Apple: if/else pair"
        case layouts = "row ↔ column"
        case follower = "isSource: false"
        case cards = "cards"

        var explanation: String {
            switch self {
            case .ifElse:
                "Apple's documentation, as code: the small tile and the large card are two views in an if/else, both .matchedGeometryEffect(id: \"tile\", in: namespace). One withAnimation removes one and inserts the other: the inserted view starts in the removed view's frame and springs to its own, while the removed one flies to the new frame and fades out (the default .opacity transition draws each)."
            case .layouts:
                "The same tiles in an HStack or a VStack, each matched by its id: one withAnimation swaps the stacks and every tile travels from its place in one layout to its place in the other. .transition(.identity) on both stacks keeps each tile drawn whole on its way."
            case .follower:
                "A highlight with isSource: false takes the geometry of the source of its id, a clear background that only the selected tab has: choosing a tab moves the source, and the highlight follows it with the change's animation. properties: .frame copies position and size; the dot below uses .position only, keeping its own size."
            case .cards:
                "A grid of cards; a tap opens one into a detail view. The card's background, emoji and title are matched to the detail's by three ids, so each part travels with the same spring while the rest of the detail fades in. Tap the detail to close it."
            }
        }
    }

    @State private var example: Example = .ifElse

    var body: some View {
        ExampleScene(info: Self.info,
                     lesson: "matchedGeometryEffect links the geometry of views with the same id in a @Namespace. A view inserted in the same change that removes its match starts where the removed one was and animates to its own frame: a hero move between two views, two layouts or two screens. A view with isSource: false simply takes its source's frame.",
                     example: $example) { example in
            switch example {
            case .ifElse: HeroPairExample()
            case .layouts: LayoutSwapExample()
            case .follower: FollowingHighlightExample()
            case .cards: CardGridExample()
            }
        }
    }
}
