import Foundation
import LunaparkCore

/// An immediate-mode drawing destination and its current state (SwiftUI's `GraphicsContext`),
/// handed to a `Canvas` renderer.
///
/// Drawing calls do not draw at once: each records one operation with a copy of the context's
/// state (transform, opacity, blend mode, clip shapes, filters), and the canvas hands the
/// recording to the renderer as one display-list drawing, which cairo replays. Copies of a
/// context draw into the same layer but change their state independently, as in SwiftUI:
/// `var faded = context; faded.opacity = 0.5` fades only what `faded` draws.
///
/// Coordinates are the canvas's points, origin top-left, y down, until a transform changes
/// them. Everything drawn is clipped to the canvas's bounds.
public struct GraphicsContext {
    /// Where operations go: shared by copies of this context, one per layer.
    let recorder: CanvasRecorder
    /// What the next operation is drawn with.
    var state: DisplayList.CanvasState

    /// The environment of the canvas (colour scheme, font, foreground style...); shadings,
    /// text and images drawn through this context resolve against it. Changing it affects
    /// only what this context resolves afterwards.
    public var environment: EnvironmentValues

    init(recorder: CanvasRecorder, environment: EnvironmentValues, state: DisplayList.CanvasState) {
        self.recorder = recorder
        self.environment = environment
        self.state = state
    }

    // MARK: Opacity and blending

    /// The opacity later operations are drawn with, 0...1 (values outside are clamped when drawn).
    /// Each operation is faded on its own: two overlapping fills at 0.5 show through each other
    /// (use `drawLayer(content:)` to fade a group as one).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue }
    }

    /// How later operations combine with what is already drawn.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    // MARK: Transforms

    /// The transform from user space to the canvas's coordinates. Changes affect only later operations.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Scales user space: later drawing is `x` times wider and `y` times taller.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Moves user space's origin by (`x`, `y`) user-space points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Rotates user space about its origin, clockwise on screen for positive angles (y down).
    public mutating func rotate(by angle: Angle) {
        state.transform = state.transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    // MARK: Paths

    /// Fills `path`'s interior with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        recorder.operations.append(.fill(path, shading.resolved(in: environment, bounds: path.boundingRect),
                                         style, state))
    }

    /// Strokes `path`'s outline with `shading` and `style` (widths in user-space points).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        recorder.operations.append(.stroke(path, shading.resolved(in: environment, bounds: path.boundingRect),
                                           style, state))
    }

    /// Strokes `path`'s outline `lineWidth` user-space points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Clipping

    /// Adds `path` to the clip shapes: later operations draw only inside it (outside it with
    /// `.inverse`), in addition to every clip shape added before.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clip = DisplayList.CanvasClip(shape: .path(path, style, transform: state.transform),
                                            isInverse: options.contains(.inverse), parent: state.clip)
    }

    /// Adds a clip shape drawn by `content` in a new layer: later operations draw where that
    /// layer's alpha, times `opacity`, is (where it is not, with `.inverse`).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let operations = try recordLayer(content)
        state.clip = DisplayList.CanvasClip(shape: .layer(operations, opacity: opacity),
                                            isInverse: options.contains(.inverse), parent: state.clip)
    }

    /// The bounding box, in user space, of the canvas's bounds intersected with the path clip
    /// shapes (layer clips and inverse clips are counted as not shrinking it).
    public var clipBoundingRect: CGRect {
        var rect = recorder.bounds
        var clip = state.clip
        while let current = clip {
            if !current.isInverse, case .path(let path, _, let transform) = current.shape {
                rect = rect.intersection(path.boundingRect.applying(transform))
            }
            clip = current.parent
        }
        guard !rect.isNull else { return .null }
        return rect.applying(state.transform.inverted())
    }

    // MARK: Layers and filters

    /// Draws what `content` draws as one transparency layer: composited together, then onto
    /// this context with its opacity, blend mode, filters and clip shapes. `content` gets a
    /// context with this one's transform and environment and no opacity, blend, clip or filter.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let operations = try recordLayer(content)
        recorder.operations.append(.layer(operations, state))
    }

    /// Adds `filter` to those applied to each later operation: the operation is drawn into a
    /// layer of its own, filtered (in the order filters were added), then composited with
    /// the context's blend mode, opacity and clip shapes.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter.resolved(transform: state.transform, options: options, environment: environment))
    }

    /// The operations `content` records into a new layer that shares this canvas's resources.
    private func recordLayer(_ content: (inout GraphicsContext) throws -> Void) rethrows -> [DisplayList.CanvasOperation] {
        let layer = CanvasRecorder(bounds: recorder.bounds, resources: recorder.resources, symbols: recorder.symbols)
        var context = GraphicsContext(recorder: layer, environment: environment,
                                      state: DisplayList.CanvasState(transform: state.transform))
        try content(&context)
        return layer.operations
    }
}
