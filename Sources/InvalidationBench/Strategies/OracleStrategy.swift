/// The oracle: evaluates every view of the natural screen from scratch at every frame, with no
/// observation at all. Its rendered tree is the correct one; the evaluations whose output changed
/// are `min_evals` and the elements whose content changed are `min_elements`.
final class OracleStrategy: InvalidationStrategy {
  typealias Store = ObservableStore
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
