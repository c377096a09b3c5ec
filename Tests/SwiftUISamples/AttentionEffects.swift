import Lunapark

/// Attention effects written as SwiftUI code usually writes them with the iOS 17 animators:
/// a recording dot that breathes forever, and a passcode field that shakes on a wrong code and
/// pops its badge. Only the import differs from the Apple-platform file.
struct RecordingDot: View {
    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 40, height: 40)
            .phaseAnimator([false, true]) { content, dimmed in
                content
                    .opacity(dimmed ? 0.2 : 1)
                    .scaleEffect(dimmed ? 0.8 : 1)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
    }
}

struct PasscodeField: View {
    @State private var wrongAttempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.blue)
            .frame(width: 120, height: 40)
            .keyframeAnimator(initialValue: 0.0, trigger: wrongAttempts) { content, offset in
                content.offset(x: offset)
            } keyframes: { _ in
                KeyframeTrack {
                    CubicKeyframe(-30, duration: 0.1)
                    CubicKeyframe(30, duration: 0.1)
                    CubicKeyframe(-15, duration: 0.1)
                    CubicKeyframe(0, duration: 0.1)
                }
            }
            .overlay(alignment: .topTrailing) {
                Circle()
                    .fill(.orange)
                    .frame(width: 16, height: 16)
                    .phaseAnimator([1.0, 1.6, 1.0], trigger: wrongAttempts) { badge, scale in
                        badge
                            .scaleEffect(scale)
                            .rotationEffect(.degrees(scale > 1 ? 20 : 0))
                            .opacity(scale > 1 ? 0.9 : 1)
                            .offset(x: scale > 1 ? 2 : 0, y: scale > 1 ? -2 : 0)
                            .blur(radius: scale > 1 ? 0.5 : 0)
                    } animation: { scale in
                        scale > 1 ? .spring(duration: 0.2, bounce: 0.5) : .easeOut(duration: 0.2)
                    }
            }
            .onTapGesture {
                wrongAttempts += 1
            }
    }
}
