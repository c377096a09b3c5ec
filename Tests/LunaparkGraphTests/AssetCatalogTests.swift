import Foundation
@testable import LunaparkCore
@testable import LunaparkGraph
import Testing

/// Writes a small asset catalog into a temporary folder, as Xcode lays one out.
enum AssetCatalogFixture {
    static func make(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-assets-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func colorSet(_ components: String, space: String = "srgb", dark: String? = nil) -> String {
        var entries = [#"{"color":{"color-space":"\#(space)","components":\#(components)},"idiom":"universal"}"#]
        if let dark {
            entries.append(#"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":\#(dark)},"idiom":"universal"}"#)
        }
        return #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }
}

@Suite struct AssetCatalogTests {
    @Test func findsCatalogsBelowARootAndIndexesColourAndImageSets() throws {
        let root = try AssetCatalogFixture.make([
            "App/Assets.xcassets/Contents.json": #"{"info":{"version":1}}"#,
            "App/Assets.xcassets/Brand.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}"#),
            "App/Assets.xcassets/hero.imageset/Contents.json": #"{"images":[{"idiom":"universal","scale":"1x","filename":"a.png"},{"idiom":"universal","scale":"2x","filename":"a@2x.png"},{"idiom":"universal","scale":"3x"}]}"#,
        ])
        let catalog = AssetCatalog()
        catalog.search([root])
        #expect(catalog.catalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(catalog.colorSet(named: "Brand") != nil)
        // The 3x entry has no file, so the 2x file is the sharpest there is.
        let image = try #require(catalog.imageFile(named: "hero"))
        #expect(image.url.lastPathComponent == "a@2x.png")
        #expect(image.scale == 2)
        #expect(catalog.imageFile(named: "missing") == nil)
    }

    @Test func aNamespaceFolderPrefixesTheNamesInIt() throws {
        let root = try AssetCatalogFixture.make([
            "Assets.xcassets/Theme/Contents.json": #"{"properties":{"provides-namespace":true}}"#,
            "Assets.xcassets/Theme/Accent.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"red":"0","green":"0","blue":"255","alpha":"1.000"}"#),
            "Assets.xcassets/Plain/Ink.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"white":"0.000","alpha":"1.000"}"#, space: "gray-gamma-22"),
        ])
        let catalog = AssetCatalog()
        catalog.search([root])
        #expect(catalog.color(named: "Theme/Accent")?.resolved == Color.Resolved(red: 0, green: 0, blue: 1))
        #expect(catalog.color(named: "Accent") == nil)
        // A folder without provides-namespace only groups.
        #expect(catalog.color(named: "Ink")?.resolved == Color.Resolved(red: 0, green: 0, blue: 0))
    }

    @Test func componentsAreReadInXcodesThreeNotations() {
        #expect(AssetCatalog.component("0.502") == 0.502)
        #expect(AssetCatalog.component("128") == 128.0 / 255)
        #expect(AssetCatalog.component("0x80") == 128.0 / 255)
        #expect(AssetCatalog.component("0xFF") == 1)
        #expect(AssetCatalog.component("junk") == nil)
        #expect(AssetCatalog.component("") == nil)
    }

    @Test func aDarkAppearanceMakesTheColourAdaptive() throws {
        let root = try AssetCatalogFixture.make([
            "Assets.xcassets/Card.colorset/Contents.json": AssetCatalogFixture.colorSet(
                #"{"red":"255","green":"255","blue":"255","alpha":"1.000"}"#,
                dark: #"{"red":"0x1C","green":"0x1C","blue":"0x1E","alpha":"0.500"}"#),
        ])
        let catalog = AssetCatalog()
        catalog.search([root])
        let color = try #require(catalog.color(named: "Card"))
        #expect(color.resolved(for: .light) == Color.Resolved(red: 1, green: 1, blue: 1))
        let dark = color.resolved(for: .dark)
        #expect(abs(dark.red - 28.0 / 255) < 1e-6 && abs(dark.blue - 30.0 / 255) < 1e-6 && dark.opacity == 0.5)
    }

    @Test func displayP3ComponentsAreConvertedToSRGB() throws {
        // P3's pure red lies outside sRGB: linear sRGB red = 1.2249399 > 1, green = -0.0420568, blue = -0.0196376,
        // so the encoded red exceeds 1 and green and blue go negative. P3 white is sRGB white (both D65).
        let (r, g, b) = ColorSpaceConversion.toSRGB(1, 0, 0, from: .displayP3)
        #expect(abs(r - ColorSpaceConversion.srgbEncode(1.2249399)) < 1e-5 && r > 1)
        #expect(g < 0 && b < 0)
        let white = ColorSpaceConversion.toSRGB(1, 1, 1, from: .displayP3)
        #expect(abs(white.0 - 1) < 1e-4 && abs(white.1 - 1) < 1e-4 && abs(white.2 - 1) < 1e-4)
        let linearHalf = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).resolved
        // sRGB encoding of 0.5: 1.055 * 0.5^(1/2.4) - 0.055 = 0.7354.
        #expect(abs(Double(linearHalf.red) - 0.7354) < 1e-3)
    }

    @Test func systemColourReferencesResolveAndUnknownOnesFail() throws {
        let root = try AssetCatalogFixture.make([
            "Assets.xcassets/Tint.colorset/Contents.json": #"{"colors":[{"color":{"platform":"ios","reference":"systemTealColor"},"idiom":"universal"}]}"#,
            "Assets.xcassets/Odd.colorset/Contents.json": #"{"colors":[{"color":{"platform":"ios","reference":"tertiarySystemFillColor"},"idiom":"universal"}]}"#,
            "Assets.xcassets/Broken.colorset/Contents.json": "{ not json",
        ])
        let catalog = AssetCatalog()
        catalog.search([root])
        #expect(catalog.color(named: "Tint") == Color.teal)
        #expect(catalog.color(named: "Odd") == nil)
        #expect(catalog.color(named: "Broken") == nil)
    }

    @Test func theSearchStopsAtItsDepthAndSkipsBuildFolders() throws {
        let root = try AssetCatalogFixture.make([
            ".build/debug/Assets.xcassets/Hidden.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"white":"1.000"}"#),
            "a/b/c/d/e/Assets.xcassets/Deep.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"white":"1.000"}"#),
        ])
        let catalog = AssetCatalog()
        catalog.search([root])
        #expect(catalog.catalogs.isEmpty)
    }

    @Test func colorNamedUsesTheSharedCatalogAndAMissingNameIsClear() throws {
        let root = try AssetCatalogFixture.make([
            "Assets.xcassets/SharedCatalogTestOrange.colorset/Contents.json": AssetCatalogFixture.colorSet(#"{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}"#),
        ])
        AssetCatalog.shared.search([root])
        #expect(Color("SharedCatalogTestOrange").resolved == Color.Resolved(red: 1, green: 0.5, blue: 0))
        #expect(Color("NoSuchColourAnywhere") == Color.clear)
    }
}
