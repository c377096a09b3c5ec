/// An almost-Gaussian blur of premultiplied ARGB32 pixels by three successive
/// box blurs, the method and box sizes of SVG's `feGaussianBlur`
/// (SVG 1.1, §15.17: for standard deviation s, d = ⌊s·3·√(2π)/4 + 0.5⌋; if d
/// is odd, three boxes of size d centred on the pixel; if even, two boxes of
/// size d, the first centred on the left pixel edge and the second on the
/// right one, and a third of size d + 1 centred). By the central limit
/// theorem three boxes are within a few percent of a Gaussian.
///
/// Blurring premultiplied channels is what makes edges fade to transparency
/// without dark fringes. Pixels outside the buffer count as transparent.
enum BoxBlur {
    /// Blurs `width` × `height` pixels at `data` (rows `stride` bytes apart) in
    /// place, with standard deviation `sigma` in pixels. Sigmas under about 0.3
    /// (box size 0) change nothing.
    static func blur(_ data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma.isFinite, width > 0, height > 0 else { return }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return }
        // (left, right) reach of each pass.
        let passes: [(Int, Int)] = d % 2 == 1
            ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let longest = max(width, height)
        var line = [UInt32](repeating: 0, count: longest)
        line.withUnsafeMutableBufferPointer { scratch in
            // Horizontal passes, row by row.
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                for (left, right) in passes {
                    boxPass(source: row, step: 1, count: width, left: left, right: right, scratch: scratch)
                }
            }
            // Vertical passes, column by column.
            let rowStep = stride / 4
            for x in 0..<width {
                let column = data.assumingMemoryBound(to: UInt32.self) + x
                for (left, right) in passes {
                    boxPass(source: column, step: rowStep, count: height, left: left, right: right, scratch: scratch)
                }
            }
        }
    }

    /// One box pass over `count` pixels `step` words apart: each output is the
    /// rounded mean of the inputs from `left` before to `right` after it.
    private static func boxPass(source: UnsafeMutablePointer<UInt32>, step: Int, count: Int, left: Int, right: Int,
                                scratch: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<count { scratch[i] = source[i * step] }
        let size = UInt32(left + right + 1)
        let half = size / 2
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        // Window sums start with inputs 0...right−1 (the window of output −1, shifted).
        for i in 0..<min(right, count) {
            let p = scratch[i]
            a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
        }
        for i in 0..<count {
            let entering = i + right
            if entering < count {
                let p = scratch[entering]
                a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
            }
            let leaving = i - left - 1
            if leaving >= 0 {
                let p = scratch[leaving]
                a -= p >> 24; r -= (p >> 16) & 0xFF; g -= (p >> 8) & 0xFF; b -= p & 0xFF
            }
            source[i * step] = ((a + half) / size) << 24 | ((r + half) / size) << 16
                | ((g + half) / size) << 8 | ((b + half) / size)
        }
    }
}
