import Lunapark

// The Habr article, the author's own transition: a view spins in about an anchor
// and the previous one spins out about the same anchor, both clockwise, so
// the whole stage seems to turn about that point. The modifier only uses
// the built-in, animatable `.rotationEffect`; `.transition` just supplies
// the two ends (active and identity) between which it animates. With
// `.clipped()` the turning view never leaves its own frame; the article
// removed it to watch the motion better.

/// Rotates the view by `angle` degrees about `anchor`, clipped to its frame or not.
struct SpinTransitionModifier: ViewModifier {
    let angle: Double
    let anchor: UnitPoint
    let clips: Bool

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(angle), anchor: anchor).clipped(clips)
    }
}

extension AnyTransition {
    /// Comes in turning clockwise from -90 degrees about `anchor`.
    static func spinIn(anchor: UnitPoint, clips: Bool = true) -> AnyTransition {
        .modifier(active: SpinTransitionModifier(angle: -90, anchor: anchor, clips: clips),
                  identity: SpinTransitionModifier(angle: 0, anchor: anchor, clips: clips))
    }

    /// Leaves turning clockwise to 90 degrees about `anchor`.
    static func spinOut(anchor: UnitPoint, clips: Bool = true) -> AnyTransition {
        .modifier(active: SpinTransitionModifier(angle: 90, anchor: anchor, clips: clips),
                  identity: SpinTransitionModifier(angle: 0, anchor: anchor, clips: clips))
    }
}

/// Numbered squares switched with spinIn/spinOut; pickers for the anchor and the clipping.
struct SpinTransitionExample: View {
    /// The anchors offered by the picker.
    enum AnchorChoice: String, CaseIterable {
        case topLeading, top, center, bottomLeading, bottomTrailing

        var unitPoint: UnitPoint {
            switch self {
            case .topLeading: .topLeading
            case .top: .top
            case .center: .center
            case .bottomLeading: .bottomLeading
            case .bottomTrailing: .bottomTrailing
            }
        }
    }

    let log: LifecycleLog
    @State private var anchor: AnchorChoice = .bottomTrailing
    @State private var clips = false

    var body: some View {
        VStack(spacing: 10) {
            Picker("anchor", selection: $anchor) {
                ForEach(AnchorChoice.allCases, id: \.self) { choice in
                    Text(".\(choice.rawValue)").tag(choice)
                }
            }
            .pickerStyle(.segmented)
            Toggle(".clipped() in SpinTransitionModifier", isOn: $clips)
                .frame(width: 420)
            NumberedTabs(
                count: 4,
                transition: .asymmetric(insertion: .spinIn(anchor: anchor.unitPoint, clips: clips),
                                        removal: .spinOut(anchor: anchor.unitPoint, clips: clips)),
                stageSize: CGSize(width: 420, height: 170),
                // Unclipped, so that the swing about the anchor shows when the modifier does not clip.
                clipsStage: false,
                log: log
            ) { index in
                NumberedSquare(index: index)
            }
        }
    }
}
