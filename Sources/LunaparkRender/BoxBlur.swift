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
        // Beyond 500 px (σ ≈ 266 px) the box is capped: RoundedMean is exact
        // below 4000, and such a blur is a flat smear anyway.
        let d = min(Int((min(sigma, 1e6) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)), 500)
        guard d > 0 else { return }
        // (left, right) reach of each pass.
        let passes: [(Int, Int)] = d % 2 == 1
            ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        var line = [UInt32](repeating: 0, count: width)
        line.withUnsafeMutableBufferPointer { scratch in
            // Horizontal passes, row by row.
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                for (left, right) in passes {
                    boxPass(source: row, count: width, left: left, right: right, scratch: scratch)
                }
            }
        }
        // Vertical passes row-major, one running sum per column and channel, so
        // memory is walked in order (a column-by-column walk was 5x slower).
        var rows = [UInt32](repeating: 0, count: width * height)
        var sums = [SIMD4<UInt32>](repeating: .zero, count: width)
        rows.withUnsafeMutableBufferPointer { copy in
            sums.withUnsafeMutableBufferPointer { sums in
                for (left, right) in passes {
                    verticalPass(data, width: width, height: height, stride: stride, left: left, right: right,
                                 copy: copy, sums: sums)
                }
            }
        }
    }

    /// One vertical box pass: output row i is the rounded mean of input rows
    /// i − left ... i + right (rows outside count as transparent). The four
    /// channels of a column are summed as one SIMD vector.
    private static func verticalPass(_ data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                                     left: Int, right: Int, copy: UnsafeMutableBufferPointer<UInt32>,
                                     sums: UnsafeMutableBufferPointer<SIMD4<UInt32>>) {
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            (copy.baseAddress! + y * width).update(from: row, count: width)
        }
        for i in 0..<width { sums[i] = .zero }
        let rounding = RoundedMean(UInt32(left + right + 1))
        let half = SIMD4<UInt64>(repeating: rounding.half)
        let reciprocal = SIMD4<UInt64>(repeating: rounding.reciprocal)
        let shifts = SIMD4<UInt32>(24, 16, 8, 0)
        @inline(__always) func channels(_ p: UInt32) -> SIMD4<UInt32> { (SIMD4(repeating: p) &>> shifts) & 0xFF }
        for y in 0..<min(right, height) {
            let source = copy.baseAddress! + y * width
            for x in 0..<width { sums[x] &+= channels(source[x]) }
        }
        for i in 0..<height {
            let entering = i + right < height ? copy.baseAddress! + (i + right) * width : nil
            let leaving = i - left - 1 >= 0 ? copy.baseAddress! + (i - left - 1) * width : nil
            let row = (data + i * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var sum = sums[x]
                if let entering { sum &+= channels(entering[x]) }
                if let leaving { sum &-= channels(leaving[x]) }
                sums[x] = sum
                // The rounded mean, as RoundedMean computes it, lane by lane.
                let mean = SIMD4<UInt32>(truncatingIfNeeded: ((SIMD4<UInt64>(truncatingIfNeeded: sum) &+ half)
                    &* reciprocal) &>> 32)
                let shifted = mean &<< shifts
                row[x] = shifted[0] | shifted[1] | shifted[2] | shifted[3]
            }
        }
    }

    /// One box pass over a row of `count` pixels: each output is the rounded mean of the
    /// inputs from `left` before to `right` after it.
    private static func boxPass(source: UnsafeMutablePointer<UInt32>, count: Int, left: Int, right: Int,
                                scratch: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<count { scratch[i] = source[i] }
        let mean = RoundedMean(UInt32(left + right + 1))
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
            source[i] = mean(a) << 24 | mean(r) << 16 | mean(g) << 8 | mean(b)
        }
    }

    /// ⌊(sum + size/2) / size⌋ without a division: multiplication by the
    /// rounded-up reciprocal 2³²/size, exact while (sum + size/2)·size < 2³²
    /// (sums here are at most 255·size, so for any box under 4000 pixels;
    /// Granlund & Montgomery, "Division by invariant integers using
    /// multiplication", 1994). Divisions were most of the blur's time.
    private struct RoundedMean {
        let half: UInt64
        let reciprocal: UInt64

        init(_ size: UInt32) {
            precondition(size > 0 && size < 4000)
            half = UInt64(size / 2)
            reciprocal = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
        }

        func callAsFunction(_ sum: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: ((UInt64(sum) + half) &* reciprocal) >> 32)
        }
    }
}
