import Foundation
import LunaparkCore

/// What the scene graph hands to a renderer for one frame: a tree of layers
/// and drawings, in points, origin top-left, y down.
///
/// `items` is the tree in pre-order: `.layer` opens a layer whose content
/// follows until its matching `.end`. Every drawing and layer carries a
/// stable `id` (the same while its view lives) and drawings a `version` that
/// changes whenever what they draw changes, so a renderer can keep the
/// rasterized drawing and, when only transforms or opacity moved, just
/// composite it again (as Core Animation does with layers).
public struct DisplayList: Sendable {
    public var items: [Item]

    public init(items: [Item] = []) { self.items = items }

    public enum Item: Sendable {
        /// Opens a layer; the items up to the matching `.end` are its content.
        case layer(Layer)
        /// Closes the innermost open layer.
        case end
        /// Draws one piece of content. Boxed: a drawing is 240 bytes, a layer 72, and an
        /// animation frame that rewrites layers in place copied whole items to read and write
        /// them (callgrind, 10,000 views x 3 springs: a sixth of the frame in `memcpy`).
        indirect case drawing(Drawing)
    }

    /// The number of drawings in the list. Matches each item in place: `reduce` copied every
    /// item, retaining and releasing its payload (55 instructions an item, callgrind).
    public var drawingCount: Int {
        items.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in buffer.indices {
                if case .drawing = buffer[index] { count += 1 }
            }
            return count
        }
    }
}

extension DisplayList {
    /// Replaces the `.layer` item at `index`, which must be a layer with `layer`'s id.
    /// (Checked in debug builds only: reading the old item copied it, a quarter of the
    /// cost of rewriting a layer.)
    mutating func replaceLayer(at index: Int, with layer: Layer) {
        assert(layerID(at: index) == layer.id, "replaceLayer: item \(index) is not layer \(layer.id)")
        items[index] = .layer(layer)
    }

    /// Replaces the `.drawing` item at `index`, which must be a drawing with `drawing`'s id
    /// (checked in debug builds only).
    mutating func replaceDrawing(at index: Int, with drawing: Drawing) {
        assert({ if case .drawing(let old) = items[index] { old.id == drawing.id } else { false } }(),
               "replaceDrawing: item \(index) is not drawing \(drawing.id)")
        items[index] = .drawing(drawing)
    }

    /// The id of the layer at `index`, or nil when that item is not a layer.
    func layerID(at index: Int) -> DisplayID? {
        guard items.indices.contains(index), case .layer(let layer) = items[index] else { return nil }
        return layer.id
    }
}

/// An identity that stays the same for a view's drawing or layer while the
/// view is in the render tree.
public struct DisplayID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "#\(rawValue)" }
}

extension DisplayList {
    /// A group of items composited together, with effects applied to the
    /// group as a whole.
    public struct Layer: Sendable {
        public var id: DisplayID
        /// Maps the layer's content coordinates into its parent's.
        public var transform: CGAffineTransform
        /// Group opacity, 0...1, applied to the composited content.
        public var opacity: Double
        /// Every other effect, boxed; nil when all are neutral. Most layers only move or fade
        /// their content (offset, rotation, scale, opacity): with clip, shadow, blur and mask
        /// inline, each layer was about 150 bytes that every append, copy and destruction of an
        /// item went through field by field (callgrind, a frame of 2,000 springing views: 16%
        /// in the value witnesses of layers and items).
        private var effects: Effects?

        /// Content outside this path (in content coordinates) is not drawn.
        public var clip: Path? {
            get { effects?.values.clip }
            set { updateEffects { $0.clip = newValue } }
        }
        /// How the composited layer blends with what is below it.
        public var blendMode: BlendMode {
            get { effects?.values.blendMode ?? .normal }
            set { updateEffects { $0.blendMode = newValue } }
        }
        /// A shadow cast by the layer's content.
        public var shadow: Shadow? {
            get { effects?.values.shadow }
            set { updateEffects { $0.shadow = newValue } }
        }
        /// Gaussian blur radius in points applied to the content; 0 for none.
        public var blurRadius: CGFloat {
            get { effects?.values.blurRadius ?? 0 }
            set { updateEffects { $0.blurRadius = newValue } }
        }
        /// Items whose alpha masks the content (in content coordinates), or nil.
        public var mask: [Item]? {
            get { effects?.values.mask }
            set { updateEffects { $0.mask = newValue } }
        }
        /// A projective transform with perspective that maps the content into the coordinates
        /// `transform` then maps into the parent's (content → projection → transform), or nil.
        /// A renderer rasterizes the content with the layer's other effects (clip, blur, mask,
        /// shadow and colour matrix, in content coordinates) and warps the result; opacity and
        /// blend mode apply when compositing it. Setting an affine projection folds it into
        /// `transform` instead (the property then reads nil).
        public var projection: ProjectionTransform? {
            get { effects?.values.projection }
            set {
                if let newValue, newValue.isAffine {
                    transform = newValue.affine.concatenating(transform)
                    updateEffects { $0.projection = nil }
                } else {
                    updateEffects { $0.projection = newValue }
                }
            }
        }
        /// True when the content is rasterized into one offscreen image before anything else
        /// (`drawingGroup()`): a renderer draws it through an offscreen group, cached while the
        /// content holds still, even without other effects.
        public var isFlattened: Bool {
            get { effects?.values.isFlattened ?? false }
            set { updateEffects { $0.isFlattened = newValue } }
        }
        /// A colour matrix applied to each pixel of the content (after blur, mask and shadow,
        /// before opacity), or nil. Nested colour effects are nested layers, applied inside out.
        public var colorMatrix: ColorMatrix? {
            get { effects?.values.colorMatrix }
            set { updateEffects { $0.colorMatrix = newValue?.isIdentity == true ? nil : newValue } }
        }

        public init(id: DisplayID, transform: CGAffineTransform = .identity, opacity: Double = 1,
                    clip: Path? = nil, blendMode: BlendMode = .normal, shadow: Shadow? = nil,
                    blurRadius: CGFloat = 0, mask: [Item]? = nil) {
            self.id = id
            self.transform = transform
            self.opacity = opacity
            // Most layers have no other effect: say so without building the values to ask them.
            if clip == nil && blendMode == .normal && shadow == nil && blurRadius == 0 && mask == nil {
                self.effects = nil
            } else {
                let values = Effects.Values(clip: clip, blendMode: blendMode, shadow: shadow,
                                            blurRadius: blurRadius, mask: mask)
                self.effects = values.isNeutral ? nil : Effects(values)
            }
        }

        /// True when the layer only moves its content: compositing it is free.
        public var isPlainTransform: Bool { opacity == 1 && effects == nil }

        /// Replaces the boxed effects with a changed copy (the box is shared by copies of the layer).
        private mutating func updateEffects(_ change: (inout Effects.Values) -> Void) {
            var values = effects?.values ?? Effects.Values()
            change(&values)
            effects = values.isNeutral ? nil : Effects(values)
        }

        /// A layer's effects other than transform and opacity, immutable once made.
        private final class Effects: Sendable {
            struct Values: Sendable {
                var clip: Path?
                var blendMode: BlendMode = .normal
                var shadow: Shadow?
                var blurRadius: CGFloat = 0
                var mask: [Item]?
                var colorMatrix: ColorMatrix?
                var projection: ProjectionTransform?
                var isFlattened = false

                var isNeutral: Bool {
                    clip == nil && blendMode == .normal && shadow == nil && blurRadius == 0 && mask == nil
                        && colorMatrix == nil && projection == nil && !isFlattened
                }
            }

            let values: Values

            init(_ values: Values) { self.values = values }
        }
    }

    public struct Shadow: Sendable, Hashable {
        public var color: Color.Resolved
        public var radius: CGFloat
        public var x: CGFloat
        public var y: CGFloat
        public init(color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color; self.radius = radius; self.x = x; self.y = y
        }
    }

    /// One piece of content drawn in its own coordinates, placed by `transform`.
    public struct Drawing: Sendable {
        public var id: DisplayID
        /// Changes whenever `content` or `bounds` change; equal versions of the same id draw the same pixels
        /// (up to the transform).
        public var version: UInt64
        /// Maps the drawing's coordinates into the enclosing layer's.
        public var transform: CGAffineTransform
        /// The area the content may touch, in the drawing's coordinates (stroke widths included).
        public var bounds: CGRect
        public var content: Content

        public init(id: DisplayID, version: UInt64, transform: CGAffineTransform = .identity,
                    bounds: CGRect, content: Content) {
            self.id = id
            self.version = version
            self.transform = transform
            self.bounds = bounds
            self.content = content
        }
    }

    public enum Content: Sendable {
        /// Fills a path's interior.
        case fill(Path, Paint, FillStyle)
        /// Strokes a path's outline.
        case stroke(Path, Paint, StrokeStyle)
        /// Lays out and draws text in `TextRun.frame`.
        case text(TextRun)
        /// Draws a bitmap scaled into `rect`.
        case image(ImageBitmap, rect: CGRect)
        /// Replays what a `Canvas` renderer drew, in order, clipped to the drawing's bounds.
        case canvas([CanvasOperation])
    }

    /// How a fill or stroke is coloured. Gradient geometry is in the drawing's coordinates.
    public enum Paint: Sendable, Hashable {
        case color(Color.Resolved)
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours sweep clockwise (y down) from `startAngle` to `endAngle` around `center`.
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
        /// Circles around `center` of radius `fraction` in a unit square, stretched by `size`
        /// into ellipses: a fraction of 0.5 reaches half the width across and half the height down.
        case ellipticalGradient(stops: [GradientStop], center: CGPoint, size: CGSize,
                                startRadiusFraction: Double, endRadiusFraction: Double)
        /// A material filling the path: the pixels already drawn beneath it, blurred and tinted
        /// (see `Material`). A stroke or text with this paint uses the tint alone.
        case material(MaterialPaint)
        /// A mesh of coloured Bézier patches over a background colour (see `MeshGradient`).
        case meshGradient(MeshGradientPaint)
    }

    public struct GradientStop: Sendable, Hashable {
        public var color: Color.Resolved
        /// Position along the gradient, 0...1.
        public var location: Double
        public init(color: Color.Resolved, location: Double) { self.color = color; self.location = location }
    }

    /// Text to lay out with pango in `frame` (wrapped to its width).
    public struct TextRun: Sendable, Hashable {
        public var string: String
        public var font: Font.Resolved
        public var paint: Paint
        /// The text's layout box; text wraps at its width and is aligned within it.
        public var frame: CGRect
        public var alignment: TextAlignment
        /// The maximum number of lines, or nil for no limit.
        public var lineLimit: Int?
        /// Stretches of `string` styled differently from `font` and `paint` (inline Markdown).
        public var spans: [TextSpan]
        /// Line spacing and truncation.
        public var paragraph: TextParagraphStyle

        public init(string: String, font: Font.Resolved, paint: Paint, frame: CGRect,
                    alignment: TextAlignment = .leading, lineLimit: Int? = nil, spans: [TextSpan] = [],
                    paragraph: TextParagraphStyle = .standard) {
            self.spans = spans
            self.paragraph = paragraph
            self.string = string
            self.font = font
            self.paint = paint
            self.frame = frame
            self.alignment = alignment
            self.lineLimit = lineLimit
        }
    }
}
