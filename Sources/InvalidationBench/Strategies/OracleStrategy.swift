/// The oracle: evaluates every view of the natural screen from scratch at every frame, with no
/// observation at all. Its rendered tree is the correct one; the evaluations whose output changed
/// are `min_evals` and the elements whose content changed are `min_elements`.
///
/// It runs on either store flavour: the reported oracle on `@Observable` stores, and for the
/// per-frame check of engines on `ObservableObject` stores one on those, since the flavours
/// differ in what actions run (`onReceive` hears equal writes only from a publisher).
final class OracleStrategy<Store: ModelStore>: InvalidationStrategy {
  typealias ViewState = Void

  func willRender<Mode: EngineMode>(_ graph: ViewGraph<OracleStrategy, Mode>) {
    if let root = graph.root { graph.markDirty(root, reason: .oracle) }
  }

  func difference<Mode: EngineMode>(
    _ child: ViewNode<Void>, in graph: ViewGraph<OracleStrategy, Mode>
  ) -> EvaluationReason? {
    .oracle
  }
}
