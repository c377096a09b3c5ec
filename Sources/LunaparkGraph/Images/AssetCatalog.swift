import Foundation

/// Xcode asset catalogs (`*.xcassets` folders) as a ported app carries them, so
/// that `Color("Brand")` and `Image("hero")` find the colour sets and image sets
/// the app was written against.
///
/// Where catalogs are looked for, in this order (the first catalog holding a name
/// wins): the resource folders of bundles named in `Color(_:bundle:)` or
/// `Image(_:bundle:)`, the project's `Assets/` folder (`AssetLocator`), the
/// executable's folder (SwiftPM copies `.copy("Assets.xcassets")` resources
/// into a `<Package>_<Target>.resources` folder there) and the current
/// directory, each searched four folders deep, skipping hidden folders and
/// `.build`, and visiting at most 4,000 folders per root so that a run from `/`
/// stays quick. A folder inside a catalog whose `Contents.json` sets
/// `provides-namespace` prefixes the names in it with its own name and a slash,
/// as Xcode does (`Color("Brand/Primary")`).
///
/// Only what the catalog's JSON says is read (colour sets and image sets); the
/// compiled `Assets.car` of a built iOS app is not.
public final class AssetCatalog: @unchecked Sendable {
    /// One entry of the index: the `.colorset` or `.imageset` folder.
    struct Entry { let folder: URL }

    /// The catalogs found, in search order.
    public private(set) var catalogs: [URL] = []
    private var colorSets: [String: Entry] = [:]
    private var imageSets: [String: Entry] = [:]
    private var searchedRoots: Set<String> = []
    /// Parsed colours by name (nil: the name has no usable colour set).
    var parsedColors: [String: ResolvedAssetColor?] = [:]
    private var reported: Set<String> = []
    // Guards everything above: `Color(_:bundle:)` is nonisolated and may run on any thread.
    let lock = NSLock()

    /// The catalogs of the app: found on first use from the default places.
    public static let shared: AssetCatalog = {
        let catalog = AssetCatalog()
        var roots: [URL] = []
        if let assets = AssetLocator.directory { roots.append(assets) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        roots.append(executable.deletingLastPathComponent())
        roots.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        catalog.search(roots)
        return catalog
    }()

    /// An empty index; `search(_:)` adds catalogs to it.
    public init() {}

    /// Looks for catalogs under each root not searched before and indexes their
    /// colour and image sets. A root that is itself a catalog is indexed directly.
    public func search(_ roots: [URL]) {
        lock.lock(); defer { lock.unlock() }
        for root in roots {
            let key = root.standardizedFileURL.path
            guard searchedRoots.insert(key).inserted else { continue }
            var visited = 0
            for catalog in Self.findCatalogs(under: root.standardizedFileURL, depth: 4, visited: &visited) {
                catalogs.append(catalog)
                index(catalog, prefix: "")
            }
        }
    }

    /// Adds the catalogs of `bundle` (its resource folder and its bundle folder).
    public func include(_ bundle: Bundle) {
        var roots = [bundle.bundleURL]
        if let resources = bundle.resourceURL { roots.insert(resources, at: 0) }
        search(roots)
    }

    /// The `.colorset` folder for `name`, if a catalog has one.
    func colorSet(named name: String) -> URL? {
        lock.lock(); defer { lock.unlock() }
        return colorSets[name]?.folder
    }

    /// The `.imageset` folder for `name`, if a catalog has one.
    public func imageSet(named name: String) -> URL? {
        lock.lock(); defer { lock.unlock() }
        return imageSets[name]?.folder
    }

    /// Writes `message` to standard error, once per message.
    func reportOnce(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8)) }
    }

    private func index(_ folder: URL, prefix: String) {
        guard let children = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where Self.isDirectory(child) {
            let base = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": if colorSets[prefix + base] == nil { colorSets[prefix + base] = Entry(folder: child) }
            case "imageset": if imageSets[prefix + base] == nil { imageSets[prefix + base] = Entry(folder: child) }
            case "": index(child, prefix: Self.providesNamespace(child) ? prefix + base + "/" : prefix)
            default: continue  // app icons, symbol sets, data sets: not read
            }
        }
    }

    private static func findCatalogs(under root: URL, depth: Int, visited: inout Int) -> [URL] {
        if root.pathExtension == "xcassets" { return isDirectory(root) ? [root] : [] }
        guard depth > 0, visited < 4_000 else { return [] }
        visited += 1
        guard let children = try? FileManager.default.contentsOfDirectory(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where isDirectory(child) && child.lastPathComponent != ".build" {
            found += findCatalogs(under: child, depth: depth - 1, visited: &visited)
        }
        return found
    }

    private static func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let json = contentsJSON(of: folder), let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The parsed `Contents.json` of a catalog folder, or nil.
    static func contentsJSON(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
