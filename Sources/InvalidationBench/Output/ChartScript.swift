/// The script that draws the charts of a results folder (`scripts/plot.sh`, a link to
/// `Charts/plot.sh`), compiled into the binary so that `--plot` works from an installed copy
/// with no checkout beside it (docs/install.md).
public enum ChartScript {
  /// The script's text, a bash script taking the results folder and the charts' folder.
  public static var text: String {
    String(decoding: PackageResources.plot_sh, as: UTF8.self)
  }
}
