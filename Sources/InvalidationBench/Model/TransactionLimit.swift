/// How much work actions may start before a frame is reported as not settling.
public enum TransactionLimit {
  /// Transactions in one frame (its own included): room for the views of a feature folder run
  /// side by side, each paging its list from its rows' `.task` (docs/rules.md, R12).
  public static let transactions = 1000
  /// `onReceive` actions in one transaction.
  public static let inlineActions = 1000
}
