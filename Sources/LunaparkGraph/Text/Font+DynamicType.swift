import Foundation
import LunaparkCore

extension Font.TextStyle {
    /// The point size of this text style at Dynamic Type size `size`, from the iOS
    /// table "Dynamic Type sizes" in Apple's Human Interface Guidelines (Typography,
    /// Specifications; the "Large" column is the default every style resolves to).
    /// Weights do not change with the size.
    ///
    ///     size      largeTitle title title2 title3 headline body callout subheadline footnote caption caption2
    ///     xSmall        31      25    19     17      14      14    13        12         12       11      11
    ///     small         32      26    20     18      15      15    14        13         12       11      11
    ///     medium        33      27    21     19      16      16    15        14         12       11      11
    ///     large         34      28    22     20      17      17    16        15         13       12      11
    ///     xLarge        36      30    24     22      19      19    18        17         15       14      13
    ///     xxLarge       38      32    26     24      21      21    20        19         17       16      15
    ///     xxxLarge      40      34    28     26      23      23    22        21         19       18      17
    ///     AX1           44      38    34     31      28      28    26        25         23       22      20
    ///     AX2           48      43    39     37      33      33    32        30         27       26      24
    ///     AX3           52      48    44     43      40      40    38        36         33       32      29
    ///     AX4           56      53    50     49      47      47    44        42         38       37      34
    ///     AX5           60      58    56     55      53      53    51        49         44       43      40
    func size(at size: DynamicTypeSize) -> CGFloat {
        Self.sizes[self]![size.index]
    }

    /// Each style's sizes, `xSmall` to `accessibility5` (the table above).
    private static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
