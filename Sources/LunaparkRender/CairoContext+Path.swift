import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoContext {
    /// Replaces cairo's current path with `path` (in user space).
    ///
    /// cairo has no quadratic curves; each is raised to the cubic with the
    /// same curve: control points P0 + 2/3·(C − P0) and P2 + 2/3·(C − P2)
    /// (degree elevation, e.g. G. Farin, "Curves and Surfaces for CAGD", §5.1).
    func setPath(_ path: Path) {
        cairo_new_path(pointer)
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(pointer, p.x, p.y)
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(pointer, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(pointer)
                current = subpathStart
            }
        }
    }

    /// Sets line width, cap, join, miter limit and dashes for the next stroke (a negative width
    /// or dash length counts as 0; a dash array of zeros draws solid, since cairo rejects it).
    func setStrokeStyle(_ style: StrokeStyle) {
        cairo_set_line_width(pointer, max(style.lineWidth, 0))
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(pointer, cap)
        cairo_set_line_join(pointer, join)
        cairo_set_miter_limit(pointer, style.miterLimit)
        let dashes = style.dash.map { Double(max($0, 0)) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(pointer, dashes, Int32(dashes.count), style.dashPhase)
        } else {
            cairo_set_dash(pointer, nil, 0, 0)
        }
    }

    /// Multiplies cairo's current transformation by `t` (applied before it, as
    /// `cairo_transform` does; `t` maps the new user space into the old one).
    func concatenate(_ t: CGAffineTransform) {
        if t.isIdentity { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(pointer, &m)
    }

    /// The current user-to-device transformation.
    var matrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Replaces the current transformation.
    func setMatrix(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(pointer, &m)
    }

    /// Sets a solid source colour; components are clamped to 0...1 by cairo.
    func setSource(_ color: Color.Resolved) {
        cairo_set_source_rgba(pointer, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.opacity))
    }

    /// Sets `paint` as the source. Gradient geometry is in the current user
    /// space; `coverage` is the user-space area the paint must cover (the
    /// angular gradient's mesh is built to reach its farthest corner).
    func setSource(_ paint: DisplayList.Paint, coverage: CGRect) {
        switch paint {
        case .color(let color):
            setSource(color)
        case .material(let material):
            // A material's backdrop is drawn by the renderer for fills (`drawMaterial`); a stroke,
            // text or canvas operation with it paints its tint.
            setSource(material.tint)
        case .linearGradient(let stops, let start, let end):
            let pattern = CairoPattern(adopting: cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!)
            Self.addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
            cairo_set_source(pointer, pattern.pointer)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = CairoPattern(adopting: cairo_pattern_create_radial(
                center.x, center.y, max(startRadius, 0), center.x, center.y, max(endRadius, 0))!)
            Self.addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
            cairo_set_source(pointer, pattern.pointer)
        case .ellipticalGradient(let stops, let center, let size, let startFraction, let endFraction):
            guard size.width > 0, size.height > 0 else {
                // A flat ellipse has no inside: what shows is the colour beyond the end.
                setSource(stops.sortedByLocation.last?.color ?? Color.clear.resolved)
                return
            }
            // The gradient in unit space (circles), mapped to user space by scaling with `size`
            // about `center`: the pattern matrix takes user space to pattern space.
            let pattern = CairoPattern(adopting: cairo_pattern_create_radial(
                0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))!)
            Self.addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / size.width, 1 / size.height)
            cairo_matrix_translate(&matrix, -center.x, -center.y)
            cairo_pattern_set_matrix(pattern.pointer, &matrix)
            cairo_set_source(pointer, pattern.pointer)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let pattern = AngularGradientMesh(stops: stops, center: center, startAngle: startAngle,
                                              endAngle: endAngle).pattern(covering: coverage)
            cairo_set_source(pointer, pattern.pointer)
        case .meshGradient(let mesh):
            let pattern = MeshGradientPattern(mesh: mesh).pattern(covering: coverage)
            cairo_set_source(pointer, pattern.pointer)
        }
    }

    /// Adds colour stops in location order (cairo requires increasing offsets;
    /// equal locations make a hard edge, kept in the given order).
    private static func addStops(_ stops: [DisplayList.GradientStop], to pattern: CairoPattern) {
        for stop in stops.sortedByLocation {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern.pointer, min(max(stop.location, 0), 1),
                                              Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        }
    }
}
