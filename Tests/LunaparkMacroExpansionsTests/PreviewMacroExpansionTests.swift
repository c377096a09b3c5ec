import LunaparkMacroExpansions
import Testing

/// `#Preview` expanded as text: what the compiler gets back from Lunapark's macro plugin. The
/// compiler itself checks the expansions where the samples use the macro (Tests/SwiftUISamples).
struct PreviewMacroExpansionTests {
    private let name = "$s3App0019Previewsswift_ABCfMX5_0_33_7PreviewfMf_19PreviewRegistrationfMu_"

    @Test func aPlainPreviewHoldsItsClosureUnchanged() {
        let expansion = PreviewMacroExpansion(source: "\n#Preview {\n    ContentView()\n}", uniqueName: name)
        #expect(expansion.error == nil)
        #expect(expansion.expandedSource == """
            @MainActor enum \(name): _PreviewRegistration {
                static let preview = Preview {
                ContentView()
            }
            }
            """)
    }

    @Test func theNameAndTraitsGoToThePreviewsInitializer() {
        let source = "#Preview(\"Dark { not a brace }\", traits: .fixedLayout(width: 200, height: 100)) { Card() }"
        let expansion = PreviewMacroExpansion(source: source, uniqueName: name)
        #expect(expansion.expandedSource.contains(
            "static let preview = Preview(\"Dark { not a brace }\", traits: .fixedLayout(width: 200, height: 100)) { Card() }"))
    }

    @Test func leadingCommentsAreSkippedEvenWhenTheyMentionPreview() {
        let source = "// MARK: - #Preview\n/* a /* nested */ #Preview comment */\n#Preview { Text(\"a\") }"
        let expansion = PreviewMacroExpansion(source: source, uniqueName: name)
        #expect(expansion.error == nil)
        #expect(expansion.expandedSource.contains("static let preview = Preview { Text(\"a\") }"))
    }

    @Test func previewableDeclarationsBecomeTheStateOfAViewWrappingTheBody() {
        let source = """
            #Preview("Toggle") {
                @Previewable @State var isOn = false
                @Previewable @State var items = [
                    "a", "b",
                ]
                Toggle("On", isOn: $isOn)
                    .padding()
            }
            """
        let expansion = PreviewMacroExpansion(source: source, uniqueName: name)
        #expect(expansion.error == nil)
        let expected = """
            @MainActor enum \(name): _PreviewRegistration {
                struct Content: View {
                    @State var isOn = false
                    @State var items = [
                    "a", "b",
                ]
                    var body: some View {
                Toggle("On", isOn: $isOn)
                    .padding()
            }
                }
                static let preview = Preview("Toggle") { Content() }
            }
            """
        #expect(expansion.expandedSource == expected)
    }

    @Test func textThatIsNotAPreviewIsAnError() {
        let expansion = PreviewMacroExpansion(source: "#Other { }", uniqueName: name)
        #expect(expansion.error == "#Preview expected at the start of the macro's text")
        #expect(expansion.expandedSource.isEmpty)
    }

    @Test func theUniqueNameFollowsTheCompilersManglingOfMacroNames() {
        #expect(PreviewMacroExpansion.uniqueName(discriminator: "$s3App4FilefMf_") == "$s3App4FilefMf_19PreviewRegistrationfMu_")
    }
}
