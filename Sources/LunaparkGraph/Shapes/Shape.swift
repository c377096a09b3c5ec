import Foundation
import LunaparkCore

/// A 2D shape you can use as a view (SwiftUI's `Shape`).
///
/// `path(in:)` describes the outline for a rectangle whose origin is (0, 0).
/// A shape used as a view fills the space offered and is filled with the
/// foreground style; `fill(_:style:)`, `stroke(_:style:)` and `trim(from:to:)`
/// choose otherwise. A change of `animatableData` inside an animated
/// transaction animates: each frame the runtime writes the interpolated
/// value into a copy of the shape and calls its `path(in:)` again.
@MainActor @preconcurrency
public protocol Shape: Animatable, View where Body == Never {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path

    /// The size the shape chooses for a proposal; the default takes the proposal
    /// (10 x 10 where unspecified, as SwiftUI).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ShapeNode<Self>(parent: parent, graph: graph)
    }

    /// Fills this shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(style))
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(style))
    }

    /// Strokes this shape's outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style))
    }

    /// Strokes this shape's outline with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape's outline as a shape, stroked with the foreground style when drawn.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// This shape's outline, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of this shape's outline between the fractions `from` and `to` of its length (0...1).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// How a shape view draws its shape.
public enum _ShapeDrawMode: Hashable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape drawn with a style (what `fill` and `stroke` return).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    let mode: _ShapeDrawMode

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ShapeNode<Content>(parent: parent, graph: graph)
    }
}

/// Gives the shape node what it needs from a `_ShapeView` without knowing its style type.
@MainActor
protocol ShapeViewParts {
    var anyShape: Any { get }
    var anyStyle: any ShapeStyle { get }
    var drawMode: _ShapeDrawMode { get }
}

extension _ShapeView: ShapeViewParts {
    var anyShape: Any { shape }
    var anyStyle: any ShapeStyle { style }
    var drawMode: _ShapeDrawMode { mode }
}

/// A shape whose outline is stroked when drawn.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    public var animatableData: AnimatablePair<S.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { shape.animatableData = newValue.first; style.lineWidth = newValue.second }
    }

    /// The area the stroke covers (`strokedPath(_:)` of the shape's path), as in SwiftUI: filling,
    /// clipping or hit testing with it covers what the stroke draws.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

/// Marks shapes that draw as strokes.
@MainActor
protocol StrokedShapeMarker {
    var strokeStyle: StrokeStyle { get }
    /// The path the stroke follows.
    func sourcePath(in rect: CGRect) -> Path
}

extension _StrokedShape: StrokedShapeMarker {
    var strokeStyle: StrokeStyle { style }
    func sourcePath(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape trimmed to a fraction of its outline; both ends animate.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape that can be inset, so its stroke can stay inside its bounds (SwiftUI's `InsettableShape`).
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape with its outline moved inward by `amount` points on every side
    /// (outward when negative). Insets add up when applied again.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape inset by half the line width, so the stroke stays inside the bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// Strokes the shape with `style`, inset by half of `style.lineWidth`, so the
    /// stroke stays inside the bounds. Dashes and joins are kept as given.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
}
