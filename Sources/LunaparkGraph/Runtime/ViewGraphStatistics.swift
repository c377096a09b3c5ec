extension ViewGraph {
    /// Counters that show what the graph did; they only grow.
    public struct Statistics: Sendable, Hashable {
        /// `View.body` evaluations.
        public var bodyEvaluations = 0
        /// `ViewModifier.body(content:)` evaluations (including animation frames of animatable modifiers).
        public var modifierBodyEvaluations = 0
        /// `Shape.path(in:)` evaluations.
        public var pathEvaluations = 0
        /// `Canvas` renderer runs (a canvas runs its renderer when updated or resized, not when
        /// the display list is built again for other views).
        public var canvasRecordings = 0
        /// Layout passes run (a pass lays out everything, or only what changed).
        public var layouts = 0
        /// Nodes placed by layout passes, summed over passes: a pass places the nodes whose
        /// layout inputs changed, their ancestors and the nodes those give a new frame, not the
        /// whole tree (unless everything must be laid out again).
        public var placements = 0
        /// Sizes containers asked of their children (`measure`), answered from a cache or not:
        /// a container that keeps its items' sizes asks only the item that changed.
        public var measurements = 0
        /// Frames produced.
        public var frames = 0
        /// Update passes run (state changes applied).
        public var updatePasses = 0
        /// Nodes whose animations were stepped, summed over frames.
        public var animationSteps = 0
        /// Display lists built by walking the whole render tree. Frames in which
        /// only layers moved or faded (offset, rotation, scale, opacity...) do not
        /// build one: they rewrite those layers in the previous list.
        public var displayListBuilds = 0
        /// Layers rewritten in place by such frames, summed over frames.
        public var layerRewrites = 0
        /// Drawings rewritten in place (a shape whose paint or outline changed while nothing
        /// else did), summed over frames and update passes.
        public var drawingRewrites = 0
    }
}
