import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

@Observable
final class Course {
    var x: CGFloat = 40
}

private struct ReadsCourse: View {
    @Environment(Course.self) private var course
    var body: some View { RedMarker(x: course.x) }
}

private struct ReadsOptionalCourse: View {
    @Environment(Course.self) private var course: Course?
    var body: some View { RedMarker(x: course?.x ?? 190) }
}

@MainActor
struct EnvironmentObservableTests {
    @Test func anObservableInTheEnvironmentIsReadAndTracked() {
        let course = Course()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            VStack { ReadsCourse() }.environment(course)
        }
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 40) < 1)
        withAnimation(.linear(duration: 1)) { course.x = 140 }
        host.advance(by: 0.5)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 90) < 3)
        host.advance(by: 0.6)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 140) < 1)
    }

    @Test func theOptionalFormIsNilWithoutAnObject() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { ReadsOptionalCourse() }
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 190) < 1)
        let course = Course()
        let withCourse = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ReadsOptionalCourse().environment(course)
        }
        #expect(abs((MarkerProbe.redCentreX(withCourse) ?? 0) - 40) < 1)
    }

    @Test func aMissingObjectIsNamedInOneLine() {
        let message = EnvironmentValues.missingObservableMessage(for: Course.self)
        #expect(message == "No Observable object of type Course found. A View.environment(_:) for Course may be missing as an ancestor of this view.")
        #expect(!message.contains("\n"))
        #expect(EnvironmentValues()[object: EnvironmentObjectSlot<Course, ObservableSlotKind>()] == nil)
    }
}
