import Foundation
import LunaparkCore

// Estimated heap footprints of display-list values, for `FrameHistory`'s memory bound.
// Each is the value's own storage as Swift lays it out (`MemoryLayout` strides) plus
// `heapHeaderBytes` for every heap allocation it owns (an array's or a box's header,
// rounded up from the 16-32 bytes Swift's runtime and glibc's malloc add): an upper
// estimate, never a measurement of malloc's real use.

/// Bytes counted for each heap allocation on top of its contents.
let heapHeaderBytes = 48

extension Path {
    /// The bytes of the path's element array.
    var estimatedBytes: Int {
        elements.isEmpty ? 0 : heapHeaderBytes + elements.count * MemoryLayout<Path.Element>.stride
    }
}

extension DisplayList.Paint {
    /// The bytes of a gradient's stop array (a mesh's point and colour arrays); 0 for a colour or material.
    var estimatedBytes: Int {
        if case .meshGradient(let mesh) = self {
            return 2 * heapHeaderBytes + mesh.points.count * MemoryLayout<CGPoint>.stride
                + mesh.colors.count * MemoryLayout<Color.Resolved>.stride
        }
        let stops: [DisplayList.GradientStop] = switch self {
        case .color, .material, .meshGradient: []
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
             .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _): stops
        }
        return stops.isEmpty ? 0 : heapHeaderBytes + stops.count * MemoryLayout<DisplayList.GradientStop>.stride
    }
}

extension DisplayList.Drawing {
    /// The bytes of the drawing's box in its item and of what its content owns, an image's
    /// pixels aside (several drawings share one bitmap; `FrameHistory` counts each once).
    var estimatedBytes: Int {
        let box = heapHeaderBytes + MemoryLayout<DisplayList.Drawing>.stride
        return switch content {
        case .fill(let path, let paint, _):
            box + path.estimatedBytes + paint.estimatedBytes
        case .stroke(let path, let paint, let style):
            box + path.estimatedBytes + paint.estimatedBytes
                + (style.dash.isEmpty ? 0 : heapHeaderBytes + style.dash.count * MemoryLayout<CGFloat>.stride)
        case .text(let run):
            box + heapHeaderBytes + run.string.utf8.count + run.paint.estimatedBytes
        case .image:
            box
        case .canvas(let operations):
            box + operations.estimatedBytes
        }
    }
}

extension [DisplayList.CanvasOperation] {
    /// The bytes of a canvas recording: the operation array, the paths, gradients and text
    /// the operations own, nested layers' operations and symbols' items (clip chains, filter
    /// arrays and images are shared between operations and not counted).
    var estimatedBytes: Int {
        var bytes = isEmpty ? 0 : heapHeaderBytes + count * MemoryLayout<DisplayList.CanvasOperation>.stride
        for operation in self {
            switch operation {
            case .fill(let path, let shading, _, _): bytes += path.estimatedBytes + shading.paint.estimatedBytes
            case .stroke(let path, let shading, _, _): bytes += path.estimatedBytes + shading.paint.estimatedBytes
            case .text(let run, _): bytes += heapHeaderBytes + run.string.utf8.count + run.paint.estimatedBytes
            case .image: break
            case .items(let items, _): bytes += DisplayList(items: items).estimatedBytes
            case .layer(let operations, _): bytes += operations.estimatedBytes
            }
        }
        return bytes
    }
}

extension DisplayList.Layer {
    /// The bytes of the layer's boxed effects (clip path, mask items); 0 when it has none.
    var estimatedEffectBytes: Int {
        guard clip != nil || mask != nil || shadow != nil || blurRadius != 0 || blendMode != .normal else { return 0 }
        var bytes = 2 * heapHeaderBytes + (clip?.estimatedBytes ?? 0)
        if let mask { bytes += DisplayList(items: mask).estimatedBytes }
        return bytes
    }
}

extension DisplayList {
    /// The bytes of the item array and of everything its items own, unshared, images aside.
    var estimatedBytes: Int {
        var bytes = heapHeaderBytes + items.count * MemoryLayout<Item>.stride
        for item in items {
            switch item {
            case .drawing(let drawing): bytes += drawing.estimatedBytes
            case .layer(let layer): bytes += layer.estimatedEffectBytes
            case .end: break
            }
        }
        return bytes
    }
}
