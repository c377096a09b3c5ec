import Foundation
import Lunapark
import Testing

/// Moves its marker to each x the subject sends; counts the actions it ran.
private struct FollowsSubject: View {
    let subject: PassthroughSubject<CGFloat, Never>
    let received: (CGFloat) -> Void
    @State private var x: CGFloat = 20

    var body: some View {
        RedMarker(x: x)
            .onReceive(subject) { value in
                received(value)
                x = value
            }
    }
}

/// Shows `FollowsSubject` while `shown` is true.
private struct MaybeFollows: View {
    let subject: PassthroughSubject<CGFloat, Never>
    let received: (CGFloat) -> Void
    let controls: Toggler
    @State private var shown = true

    var body: some View {
        ZStack {
            if shown { FollowsSubject(subject: subject, received: received) }
        }
        .onAppear { controls.hide = { shown = false } }
    }
}

@MainActor
private final class Toggler {
    var hide: () -> Void = {}
}

/// Moves its marker to the value of a `Just` it receives once.
private struct ReceivesJust: View {
    @State private var x: CGFloat = 20
    var body: some View {
        RedMarker(x: x).onReceive(Just(CGFloat(170))) { x = $0 }
    }
}

@MainActor
struct OnReceiveTests {
    @Test func eachValueRunsTheActionAndAnimatedSendsAnimate() {
        let subject = PassthroughSubject<CGFloat, Never>()
        var received: [CGFloat] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            FollowsSubject(subject: subject, received: { received.append($0) })
        }
        subject.send(60)
        host.advance(by: 0.05)
        #expect(received == [60])
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 60) < 1)

        withAnimation(.linear(duration: 1)) { subject.send(160) }
        host.advance(by: 0.5)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 110) < 3)
        host.advance(by: 0.6)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 160) < 1)
        #expect(received == [60, 160])
    }

    @Test func theSubscriptionEndsWhenTheViewLeaves() {
        let subject = PassthroughSubject<CGFloat, Never>()
        var received: [CGFloat] = []
        let controls = Toggler()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            MaybeFollows(subject: subject, received: { received.append($0) }, controls: controls)
        }
        subject.send(70)
        host.advance(by: 0.05)
        controls.hide()
        host.advance(by: 0.05)
        subject.send(90)
        host.advance(by: 0.05)
        #expect(received == [70])
        #expect(MarkerProbe.redCentreX(host) == nil)
    }

    @Test func aPublisherThatEmitsOnSubscriptionActsAfterTheFirstUpdate() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { ReceivesJust() }
        host.advance(by: 0.05)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 170) < 1)
    }
}
