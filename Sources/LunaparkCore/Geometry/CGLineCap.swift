/// How the end of an open stroked line is drawn (Core Graphics' `CGLineCap`,
/// which Foundation does not provide on Linux).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How the corners of a stroked path are joined (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}
