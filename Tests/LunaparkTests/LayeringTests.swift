import Foundation
import Testing

/// The architecture checks itself: every module of `Sources/` may import only
/// the layers below it, and the C libraries only where their layer is. A new
/// module must be given a place in `layers` before this passes.
///
/// Layers, lowest first (README, "Architecture"): the animation core (pure
/// Swift) beside `Combine` (OpenCombine under Combine's names), then
/// `CoreGraphics` (Foundation's and the core's geometry types), the scene graph,
/// the cairo renderer, the SDL platform, the umbrella; the demo park and the
/// benchmarks use the umbrella only, as a user would.
struct LayeringTests {
    /// A module's layer and what it may import besides the project modules of lower layers.
    struct Layer {
        let rank: Int
        /// Modules outside the project's layered modules that it may import (C shims, packages, system).
        let allowedOthers: Set<String>
        /// Only the umbrella, among the project's modules (public API only).
        var umbrellaOnly = false
    }

    static let system: Set<String> = ["Swift", "Foundation", "Dispatch", "Glibc", "Observation", "Synchronization"]

    static let layers: [String: Layer] = [
        "LunaparkCore": Layer(rank: 1, allowedOthers: ["Foundation"]),
        // The text transforms of `#Preview`, and the compiler plugin that runs them.
        "LunaparkMacroExpansions": Layer(rank: 1, allowedOthers: []),
        "LunaparkMacros": Layer(rank: 2, allowedOthers: ["Foundation"]),
        "Combine": Layer(rank: 1, allowedOthers: ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"]),
        "CoreGraphics": Layer(rank: 2, allowedOthers: ["Foundation"]),
        "LunaparkGraph": Layer(rank: 2, allowedOthers: system.union(["CPrefetch"])),
        // UIKit's names on the scene graph (which window is the screen), beside the renderer.
        "UIKit": Layer(rank: 3, allowedOthers: ["Foundation"]),
        "LunaparkRender": Layer(rank: 3, allowedOthers: system.union(["CPangoCairo"])),
        "LunaparkSDL": Layer(rank: 4, allowedOthers: system.union(["CSDL2", "CSDL2Mixer", "CSDL2Image", "CDisplayConnection"])),
        "Lunapark": Layer(rank: 5, allowedOthers: system),
        "LunaparkDemo": Layer(rank: 6, allowedOthers: system.union(["ArgumentParser"]), umbrellaOnly: true),
        // cairo itself, for the `canvas` suite's baseline: the same circles drawn with direct cairo calls.
        "LunaparkBenchmarks": Layer(rank: 6, allowedOthers: system.union(["CPangoCairo"]), umbrellaOnly: true),
    ]

    /// C shim modules (`module.modulemap` or a C target): they import nothing in Swift.
    static let cModules: Set<String> = ["CPrefetch", "CPangoCairo", "CSDL2", "CSDL2Mixer", "CSDL2Image", "CDisplayConnection"]

    /// Modules with no Swift import at all (Swift Testing's empty CoreGraphics and UIKit overlays).
    static let emptyModules: Set<String> = ["_Testing_CoreGraphics", "_Testing_UIKit"]

    static var sourcesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// The modules a Swift file imports (`import X`, `@_exported import X`, `import struct X.Y`...).
    static func imports(in source: String) -> [String] {
        let pattern = #/^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
        return source.split(separator: "\n").compactMap { line in
            (try? pattern.firstMatch(in: line)).flatMap { $0.map { String($0.1) } }
        }
    }

    /// Every module folder's imports, `module -> [(file, imported module)]`.
    static func importsByModule() throws -> [String: [(file: String, module: String)]] {
        let fileManager = FileManager.default
        var result: [String: [(String, String)]] = [:]
        for module in try fileManager.contentsOfDirectory(atPath: sourcesFolder.path).sorted() {
            let folder = sourcesFolder.appendingPathComponent(module)
            guard let walker = fileManager.enumerator(atPath: folder.path) else { continue }
            var found: [(String, String)] = []
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                found += imports(in: text).map { ("\(module)/\(path)", $0) }
            }
            result[module] = found
        }
        return result
    }

    @Test func importParsingFindsEveryForm() {
        let source = """
        import Foundation
        @_exported import LunaparkCore
        @preconcurrency import CSDL2
        import struct LunaparkGraph.Path
        // import CommentedOut
        let text = "import NotAnImport"
        """
        #expect(Self.imports(in: source) == ["Foundation", "LunaparkCore", "CSDL2", "LunaparkGraph"])
    }

    @Test func everyModuleHasALayer() throws {
        let modules = try Self.importsByModule().keys
        let unplaced = modules.filter {
            Self.layers[$0] == nil && !Self.cModules.contains($0) && !Self.emptyModules.contains($0)
        }
        #expect(unplaced.isEmpty, "modules without a layer in LayeringTests.layers: \(unplaced.sorted())")
    }

    @Test func layersImportOnlyDownwards() throws {
        var violations: [String] = []
        for (module, imports) in try Self.importsByModule() {
            guard let layer = Self.layers[module] else { continue }
            for (file, imported) in imports where imported != module {
                if let target = Self.layers[imported] {
                    let allowed = layer.umbrellaOnly ? imported == "Lunapark" : target.rank < layer.rank
                    if !allowed { violations.append("\(file) imports \(imported) (layer \(target.rank) into \(layer.rank))") }
                } else if !layer.allowedOthers.contains(imported) {
                    violations.append("\(file) imports \(imported), which \(module) may not")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.sorted().joined(separator: "\n"))")
    }

    @Test func theEmptyModulesImportNothing() throws {
        let modules = try Self.importsByModule()
        for module in Self.emptyModules {
            #expect(modules[module]?.isEmpty == true, "\(module) should exist and import nothing")
        }
    }

    @Test func theCoreImportsNothingButFoundation() throws {
        let core = try #require(try Self.importsByModule()["LunaparkCore"])
        #expect(!core.isEmpty)
        #expect(Set(core.map(\.module)) == ["Foundation"])
    }
}
