/// What a frame's wall time contains, said wherever times are shown.
public enum TimeColumns {
  /// One paragraph for the reports and docs/harness.md.
  public static let explanation = """
    A frame's time is the work of the real observation mechanism (`Observation` or OpenCombine: \
    notifications, tracking, subscriptions), the modelled render pass (bodies evaluated, \
    elements written, children re-created and compared, rows mounted and unmounted) and \
    `--element-cost` per element built. It contains none of the harness's bookkeeping: timed \
    frames count nothing and are not checked against the oracle (that is an untimed pass), and \
    they stay within 1.5× of hand-written code doing the same work (`scripts/overhead.sh`). It \
    is not SwiftUI's time either: layout, drawing, real view values and the attribute graph's own \
    bookkeeping are not modelled, so compare engines with each other, not with a device.
    """
}
