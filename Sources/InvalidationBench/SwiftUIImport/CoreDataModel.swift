import Foundation

/// The Swift Xcode generates from an app's Core Data model (an `.xcdatamodeld`), which no
/// Swift file of the app declares: for an entity whose codegen is "Class Definition"
/// (`codeGenerationType="class"`), a class of `NSManagedObject` (or of its parent entity's
/// class) with an `@NSManaged` property for each attribute and relationship; for
/// "Category/Extension" (`"category"`), the properties alone, in an extension of the class the
/// app declares; for "Manual/None", nothing (docs/swiftui-import.md, "Core Data"). The import
/// reads the model's `contents` as that Swift, each declaration on the line of its element, so
/// a warning names its place in the model.
enum CoreDataModel {
  /// One element of a model's `contents`: its name (`entity`, `/entity`, `attribute`, …), its
  /// XML attributes, and where it starts.
  private struct Element {
    let name: String
    let values: [String: String]
    let line: Int
    let column: Int
  }

  /// The `contents` of the current version of the model at `path` (an `.xcdatamodeld`
  /// folder, one `.xcdatamodel` version of it, or its `contents` file): the version
  /// `.xccurrentversion` names, else the last by name.
  static func contents(of path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    switch url.pathExtension {
    case "xcdatamodel": return url.appendingPathComponent("contents").path
    case "xcdatamodeld":
      let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
      let plist =
        (try? String(contentsOfFile: url.appendingPathComponent(".xccurrentversion").path, encoding: .utf8))
      let named = plist.flatMap { text in
        text.range(of: #"<string>[^<]*\.xcdatamodel</string>"#, options: .regularExpression).map {
          String(text[$0].dropFirst("<string>".count).dropLast("</string>".count))
        }
      }
      let version = named.flatMap { versions.contains($0) ? $0 : nil } ?? versions.last
      return version.map { url.appendingPathComponent($0).appendingPathComponent("contents").path }
    default:
      return isContents(path) ? path : nil
    }
  }

  /// Whether `path` is the `contents` file of a Core Data model version.
  static func isContents(_ path: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    return url.lastPathComponent == "contents"
      && url.deletingLastPathComponent().pathExtension == "xcdatamodel"
  }

  /// The Core Data models under `folder` (`.xcdatamodeld` folders), in path order, skipping
  /// hidden folders and build products.
  static func models(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      if name.hasPrefix(".") || name == "DerivedData" {
        enumerator.skipDescendants()
      } else if name.hasSuffix(".xcdatamodeld") {
        found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        enumerator.skipDescendants()
      }
    }
    return found.sorted()
  }

  /// The classes whose properties the model `text` generates, by entity.
  static func classes(in text: String) -> [String] {
    elements(of: text).filter { $0.name == "entity" && $0.values["codeGenerationType"] != nil }
      .map(className)
  }

  /// The Swift Xcode generates for the model `text` (a `contents` file), line for line: each
  /// entity's class or extension opens on its element's line, each property on its own.
  static func source(of text: String) -> String {
    let elements = elements(of: text)
    let classes = Dictionary(
      elements.filter { $0.name == "entity" }.map { ($0.values["name"] ?? "", className($0)) },
      uniquingKeysWith: { first, _ in first })
    var lines = Array(repeating: "", count: text.count(where: { $0 == "\n" }) + 1)
    var open = false
    for element in elements {
      let pad = String(repeating: " ", count: max(0, element.column - 1))
      switch element.name {
      case "entity":
        guard let generation = element.values["codeGenerationType"] else { continue }
        let base = element.values["parentEntity"].flatMap { classes[$0] } ?? "NSManagedObject"
        lines[element.line - 1] =
          pad
          + (generation == "category"
            ? "extension \(className(element)) {" : "public class \(className(element)): \(base) {")
        open = true
      case "/entity" where open:
        lines[element.line - 1] += "}"
        open = false
      case "attribute" where open:
        guard let name = element.values["name"] else { continue }
        lines[element.line - 1] =
          pad + "@\(SourceSymbols.managed) public var `\(name)`: \(attributeType(element))"
      case "relationship" where open:
        guard let name = element.values["name"] else { continue }
        let type =
          element.values["toMany"] == "YES"
          ? (element.values["ordered"] == "YES" ? "NSOrderedSet" : "NSSet")
          : element.values["destinationEntity"].flatMap { classes[$0] } ?? "NSManagedObject"
        lines[element.line - 1] = pad + "@\(SourceSymbols.managed) public var `\(name)`: \(type)?"
      default: continue
      }
    }
    if open { lines[lines.count - 1] += "}" }
    return lines.joined(separator: "\n")
  }

  /// The Swift type of an attribute, as Xcode's codegen writes it: numbers and `Bool` as
  /// scalars, the others optional where the attribute is.
  private static func attributeType(_ element: Element) -> String {
    let scalars = [
      "Boolean": "Bool", "Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64",
      "Double": "Double", "Float": "Float",
    ]
    let objects = [
      "String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL",
      "Decimal": "NSDecimalNumber", "ObjectID": "NSManagedObjectID",
    ]
    let written = element.values["attributeType"] ?? ""
    if let scalar = scalars[written] { return scalar }
    let type = objects[written] ?? element.values["customClassName"] ?? "NSObject"
    return element.values["optional"] == "YES" ? type + "?" : type
  }

  /// The class an entity's objects are: its `representedClassName` without a module
  /// (`.Note`, `App.Note`), else its name.
  private static func className(_ element: Element) -> String {
    let written = element.values["representedClassName"] ?? element.values["name"] ?? ""
    return String(written.split(separator: ".").last ?? Substring(written))
  }

  /// The elements of `text` in order, each tag with its XML attributes and position.
  private static func elements(of text: String) -> [Element] {
    guard let tag = try? NSRegularExpression(pattern: #"<(/?[A-Za-z]+)([^>]*)>"#),
      let value = try? NSRegularExpression(pattern: #"([A-Za-z]+)="([^"]*)""#)
    else { return [] }
    var found: [Element] = []
    var line = 1
    var lineStart = text.startIndex
    var scanned = text.startIndex
    for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text),
        let rest = Range(match.range(at: 2), in: text)
      else { continue }
      for index in text[scanned..<range.lowerBound].indices where text[index] == "\n" {
        line += 1
        lineStart = text.index(after: index)
      }
      scanned = range.lowerBound
      let attributes = String(text[rest])
      var values: [String: String] = [:]
      for pair in value.matches(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)) {
        guard let key = Range(pair.range(at: 1), in: attributes),
          let written = Range(pair.range(at: 2), in: attributes)
        else { continue }
        values[String(attributes[key])] = unescaped(String(attributes[written]))
      }
      found.append(
        Element(
          name: String(text[name]), values: values, line: line,
          column: text[lineStart..<range.lowerBound].utf8.count + 1))
      // An element written `<attribute … />` closes itself.
      if text[range].hasSuffix("/>"), text[name] == "entity" {
        found.append(Element(name: "/entity", values: [:], line: line, column: 1))
      }
    }
    return found
  }

  /// An XML attribute's value as written unescaped (`&amp;` is `&`).
  private static func unescaped(_ value: String) -> String {
    value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
