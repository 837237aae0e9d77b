/// The files `bench` ships, compiled into it by the package's `embedInCode` resources, so that
/// the binary needs no folder beside it (docs/install.md).
enum ShippedFiles {
  /// The built-in workloads' screen files (`Sources/InvalidationBench/Screens`), by file name, in
  /// the order of their names.
  static let screens: [(file: String, bytes: [UInt8])] = [
    ("01-ticker.yaml", PackageResources._1_ticker_yaml),
    ("02-typing.yaml", PackageResources._2_typing_yaml),
    ("03-list-scrolling.yaml", PackageResources._3_list_scrolling_yaml),
    ("04-catalog.yaml", PackageResources._4_catalog_yaml),
    ("05-environment.yaml", PackageResources._5_environment_yaml),
    ("06-observers.yaml", PackageResources._6_observers_yaml),
  ]

  /// The JSON Schema of screen files (`Sources/InvalidationBench/Schema`).
  static let schema: [UInt8] = PackageResources.screen_file_schema_json
}
