import Foundation
import LunaparkCore

extension CGRect {
    /// The bounding box of this rectangle's corners mapped through `t`, like
    /// `applying(_:)` but without the temporary arrays (it runs once per
    /// drawing per frame).
    func boundingBox(applying t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let x0 = Double(minX), x1 = Double(maxX), y0 = Double(minY), y1 = Double(maxY)
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        // x' = a·x + c·y + tx is extremal at the corner choosing x by sign(a) and y by sign(c).
        let xs = (min(a * x0, a * x1), max(a * x0, a * x1))
        let ys = (min(c * y0, c * y1), max(c * y0, c * y1))
        let xb = (min(b * x0, b * x1), max(b * x0, b * x1))
        let yd = (min(d * y0, d * y1), max(d * y0, d * y1))
        let minX = xs.0 + ys.0 + Double(t.tx), maxX = xs.1 + ys.1 + Double(t.tx)
        let minY = xb.0 + yd.0 + Double(t.ty), maxY = xb.1 + yd.1 + Double(t.ty)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
