import Lunapark

// A header whose wave rises and falls, filled with the brand colour from the app's
// asset catalog, as an iOS sample with an Assets.xcassets and a UIBezierPath shape writes it.
// A sheet that closes itself with the pre-iOS 15 presentationMode.

struct WaveShape: Shape {
    var offset: CGFloat

    var animatableData: CGFloat {
        get { offset }
        set { offset = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: rect.height * 0.5 - offset))
        path.addCurve(to: CGPoint(x: rect.width, y: rect.height * 0.5 + offset),
                      controlPoint1: CGPoint(x: rect.width * 0.35, y: rect.height * 0.5 + offset * 2),
                      controlPoint2: CGPoint(x: rect.width * 0.65, y: rect.height * 0.5 - offset * 2))
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.close()
        return Path(path.cgPath)
    }
}

struct WaveHeader: View {
    @State private var raised = false
    @State private var showSettings = false

    var body: some View {
        VStack(spacing: 0) {
            WaveShape(offset: raised ? 20 : -20)
                .fill(Color("BrandPrimary"))
                .frame(height: 120)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 1)) {
                        raised.toggle()
                    }
                }
            Button("Settings") { showSettings = true }
                .frame(height: 40)
        }
        .sheet(isPresented: $showSettings) {
            SettingsSheet()
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle(tint: .white))
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color("BrandPrimary"))
    }
}
