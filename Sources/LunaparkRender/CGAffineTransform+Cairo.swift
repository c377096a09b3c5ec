import Foundation
import LunaparkCore

extension CGAffineTransform {
    /// True when cairo accepts the transform as a matrix: every entry finite and the
    /// determinant finite and not zero (the test of `cairo_matrix_invert`). Any other
    /// transform maps its content onto a line, a point or nowhere, so it covers no pixel:
    /// a `.scale` transition's first frame, `.scaleEffect(0)`, a scale of 0 on one axis.
    ///
    /// The renderer checks it before giving a layer's or a drawing's transform to cairo:
    /// a context given a matrix it cannot invert goes into an error state that lasts,
    /// in which nothing draws any more (cairo's documentation, `cairo_status`).
    var isInvertibleAndFinite: Bool {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return false }
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite
    }
}
