import Lunapark

// The Habr article, "Bildschirmanimation: .transition()": the article's navigation.
// Each tab's view stands in an `if` inside a ForEach, so choosing another
// tab removes one view from the tree and inserts another; the change is
// made in `withAnimation`, so both run the views' transition.

/// Tabs numbered 1...count under a stage that shows the chosen tab's card with `transition`.
struct NumberedTabs<Card: View>: View {
    var count = 3
    let transition: AnyTransition
    /// Slower than the default, as the article does "so that you can watch it".
    var animation: Animation = .easeInOut(duration: 0.9)
    var stageSize = CGSize(width: 420, height: 190)
    /// Clips the stage like a screen edge: a view moved out over the edge disappears there.
    var clipsStage = true
    let log: LifecycleLog
    @ViewBuilder let card: (Int) -> Card
    @State private var current = 0

    var body: some View {
        VStack(spacing: 14) {
            ZStack {
                ForEach(0..<count, id: \.self) { index in
                    Group {
                        if index == current {
                            card(index)
                                .logsLifecycle("tab \(index + 1)", in: log)
                                .transition(transition)
                        }
                    }
                }
            }
            .frame(width: stageSize.width, height: stageSize.height)
            .clipped(clipsStage)
            .border(Color(white: 0.75))
            HStack(spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(index == current ? Color.green : Color.gray)
                        .overlay(Text("\(index + 1)").font(.headline).foregroundStyle(Color.white))
                        .frame(width: 80, height: 40)
                        .onTapGesture { select(index) }
                }
            }
        }
        .onAppear {
            // Play the lesson once: switch to tab 2.
            select(1)
        }
    }

    private func select(_ index: Int) {
        guard index != current else { return }
        log.begin("tab \(index + 1) chosen")
        withAnimation(animation, completionCriteria: .removed) {
            current = index
        } completion: {
            log.record("animation finished")
        }
    }
}

extension View {
    /// Clips to the view's frame when `isActive`.
    @ViewBuilder func clipped(_ isActive: Bool) -> some View {
        if isActive { clipped() } else { self }
    }
}

/// A large card for a tab: a coloured panel with its number.
struct TabCard: View {
    let index: Int
    static let colors: [Color] = [.indigo, .teal, .orange]

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(Self.colors[index % Self.colors.count])
            .overlay(
                VStack(spacing: 4) {
                    Text("\(index + 1)").font(.system(size: 56, weight: .bold))
                    Text("view \(index + 1)").font(.callout)
                }
                .foregroundStyle(Color.white))
            .frame(width: 340, height: 160)
    }
}

/// The article's elementary square for the spin transition: gray, framed, numbered.
struct NumberedSquare: View {
    let index: Int

    var body: some View {
        Rectangle()
            .fill(Color.gray)
            .frame(width: 100, height: 100)
            .border(Color.black, width: 2)
            .overlay(Text("\(index + 1)").font(.title.bold()).foregroundStyle(Color.white))
    }
}
