/// How much work actions may start before a frame is reported as not settling.
public enum TransactionLimit {
  /// Transactions in one frame (its own included).
  public static let transactions = 100
  /// `onReceive` actions in one transaction.
  public static let inlineActions = 1000
}
