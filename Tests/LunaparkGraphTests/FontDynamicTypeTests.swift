import Foundation
@testable import LunaparkGraph
import Testing

/// `Font.TextStyle`'s sizes per Dynamic Type size (HIG, Typography, iOS Dynamic Type sizes).
struct FontDynamicTypeTests {
    @Test func textStyleSizesFollowTheTable() {
        // Spot checks of the table (HIG, Typography, iOS Dynamic Type sizes).
        #expect(Font.TextStyle.largeTitle.size(at: .accessibility5) == 60)
        #expect(Font.TextStyle.body.size(at: .large) == 17)
        #expect(Font.TextStyle.body.size(at: .accessibility1) == 28)
        #expect(Font.TextStyle.title3.size(at: .accessibility3) == 43)
        #expect(Font.TextStyle.footnote.size(at: .xxxLarge) == 19)
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style) grows with the size")
        }
    }

    @Test func aFontOfAStyleResolvesToTheTableAndAFixedOneDoesNot() {
        #expect(Font.title.resolved(at: .accessibility2).size == 43)
        #expect(Font.system(.headline, design: .rounded).resolved(at: .xSmall).size == 14)
        #expect(Font.system(.headline, design: .rounded).resolved(at: .xSmall).weight == .semibold)
        #expect(Font.system(size: 17).resolved(at: .accessibility5).size == 17)
    }
}
