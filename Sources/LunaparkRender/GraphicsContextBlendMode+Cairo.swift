import CPangoCairo
import LunaparkGraph

extension GraphicsContext.BlendMode {
    /// The cairo operator of the same name (cairo implements the PDF blend modes and the
    /// Porter-Duff operators; `plusLighter` is its saturating `ADD`). Unknown raw values draw
    /// as `normal`.
    var cairoOperator: cairo_operator_t {
        switch rawValue {
        case 1: CAIRO_OPERATOR_MULTIPLY
        case 2: CAIRO_OPERATOR_SCREEN
        case 3: CAIRO_OPERATOR_OVERLAY
        case 4: CAIRO_OPERATOR_DARKEN
        case 5: CAIRO_OPERATOR_LIGHTEN
        case 6: CAIRO_OPERATOR_COLOR_DODGE
        case 7: CAIRO_OPERATOR_COLOR_BURN
        case 8: CAIRO_OPERATOR_SOFT_LIGHT
        case 9: CAIRO_OPERATOR_HARD_LIGHT
        case 10: CAIRO_OPERATOR_DIFFERENCE
        case 11: CAIRO_OPERATOR_EXCLUSION
        case 12: CAIRO_OPERATOR_HSL_HUE
        case 13: CAIRO_OPERATOR_HSL_SATURATION
        case 14: CAIRO_OPERATOR_HSL_COLOR
        case 15: CAIRO_OPERATOR_HSL_LUMINOSITY
        case 16: CAIRO_OPERATOR_CLEAR
        case 17: CAIRO_OPERATOR_SOURCE
        case 18: CAIRO_OPERATOR_IN
        case 19: CAIRO_OPERATOR_OUT
        case 20: CAIRO_OPERATOR_ATOP
        case 21: CAIRO_OPERATOR_DEST_OVER
        case 22: CAIRO_OPERATOR_DEST_IN
        case 23: CAIRO_OPERATOR_DEST_OUT
        case 24: CAIRO_OPERATOR_DEST_ATOP
        case 25: CAIRO_OPERATOR_XOR
        case 26: CAIRO_OPERATOR_ADD
        default: CAIRO_OPERATOR_OVER
        }
    }
}
