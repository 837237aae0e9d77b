#!/usr/bin/env python3
"""Writes a SwiftUI source of about LINES lines (default 2000) to stdout: one ObservableObject
model and a chain of screens, each with state, a button, a text field, a list and a child.
Used to check that `bench import` reads a large file in under a second (README)."""
import sys

lines = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out = ["import SwiftUI", "", "struct Item: Identifiable {", "  let id: Int", "  let title: String", "}", "",
       "final class LargeModel: ObservableObject {", "  @Published var count = 0",
       "  @Published var query = \"\"", "  @Published var items: [Item] = []", "}", ""]
index = 0
while len(out) < lines - 30:
    child = f"Section{index + 1}(model: model, value: count)" if len(out) < lines - 60 else "Text(\"end\")"
    out += [
        f"struct Section{index}: View {{",
        "  @ObservedObject var model: LargeModel",
        "  let value: Int",
        "  @State private var count = 0",
        "  @State private var isOn = false",
        "",
        "  var body: some View {",
        "    VStack {",
        f"      Text(\"Section {index}: \\(value)\")",
        "      Button(\"Add\") { count += 1 }",
        "      Toggle(\"On\", isOn: $isOn)",
        "      if isOn {",
        "        Text(\"\\(model.count)\")",
        "      }",
        f"      {child}",
        "    }",
        "    .onAppear { model.count += 1 }",
        "  }",
        "}",
        "",
    ]
    index += 1
out += ["struct LargeScreen: View {", "  @StateObject private var model = LargeModel()", "",
        "  var body: some View {", "    List {", "      ForEach(model.items) { item in",
        "        Text(item.title)", "      }", "      TextField(\"Search\", text: $model.query)",
        "      Section0(model: model, value: model.count)", "    }", "  }", "}"]
print("\n".join(out))
