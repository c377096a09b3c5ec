import Foundation
import LunaparkCore

extension ImageNode {
    /// Takes the environment's symbol effects and starts a replacement when the drawn symbol
    /// changes under `ContentTransition.symbolEffect`; registers the node while either moves.
    func updateSymbolEffects(from old: SymbolGlyph?, to new: SymbolGlyph?) {
        let now = graph.currentTime
        if let old, let new, old.glyph != new.glyph || old.name != new.name,
           case .symbolReplace(let style, let speed) = environment.contentTransition.kind {
            replacement = SymbolReplacement(outgoing: old, style: style, start: now, speed: speed)
        }
        symbolEffects = new == nil ? [] : environment.symbolEffects
        if stepSymbolEffects(to: now) { graph.registerAnimating(self) }
    }

    /// Sets the pose of `time`; returns whether an effect or a replacement still moves.
    func stepSymbolEffects(to time: TimeInterval) -> Bool {
        var pose = SymbolPose.rest
        var running = false
        for effect in symbolEffects {
            let step = effect.pose(at: time)
            pose = pose.combined(with: step.pose)
            running = running || step.isRunning
        }
        if let replacement {
            if replacement.isRunning(at: time) { running = true } else { self.replacement = nil }
        }
        if pose != symbolPose {
            // The lit part is in the drawing's paint: a new version redraws it.
            if pose.litRange != symbolPose.litRange { version &+= 1 }
            symbolPose = pose
            graph.setNeedsDisplay()
        } else if replacement != nil || running {
            graph.setNeedsDisplay()
        }
        return running
    }

    /// Draws the symbol in `frame` with its effects' pose, and the outgoing symbol of a
    /// replacement under way.
    func renderSymbol(in frame: CGRect, into builder: inout DisplayListBuilder) {
        guard let symbol else { return }
        let time = graph.currentTime
        var pose = symbolPose
        if let variableValue = image.variableValue, pose.litRange == nil {
            pose.litRange = 0...variableValue
        }
        if let replacement {
            if let outgoing = replacement.outgoingPose(at: time) {
                draw(replacement.outgoing, pose: pose.combined(with: outgoing), frame: frame,
                     slot: 2, into: &builder)
            }
            pose = pose.combined(with: replacement.incomingPose(at: time))
        }
        draw(symbol, pose: pose, frame: frame, slot: 0, into: &builder)
    }

    /// `glyph` in `frame`, inside a layer (display slot `slot + 1`) that applies `pose` unless
    /// it is at rest; the drawing's slot is `slot`.
    private func draw(_ glyph: SymbolGlyph, pose: SymbolPose, frame: CGRect, slot: UInt64,
                      into builder: inout DisplayListBuilder) {
        let style = pose.litStyle(glyph.style, vertical: glyph.lightsVertically)
        let drawing = glyph.drawing(id: displayID(slot), version: version, in: frame, style: style)
        var layered = pose
        layered.litRange = nil
        layered.unlitOpacity = SymbolPose.rest.unlitOpacity
        guard !layered.isRest else { builder.draw(drawing); return }
        // The blur radius is in points at the symbol's size, scaled with it.
        builder.beginLayer(DisplayList.Layer(id: displayID(slot + 1), transform: pose.transform(in: frame),
                                             opacity: pose.opacity, blurRadius: pose.blurRadius * pose.scale))
        builder.draw(drawing)
        builder.endLayer()
    }
}
