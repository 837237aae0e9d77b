extension ViewGraph {
  /// Runs `view`'s body: reads what it reads, builds its elements, and lists the children it
  /// re-creates. Children are not evaluated here, so that their reads stay out of the
  /// parent's tracking (R6, R7).
  func buildBody(of view: View, into body: inout BodyOutput) {
    if case .observer(let kind, let valueExpr, _) = view.decl.role {
      observe(view, kind: kind, value: valueExpr, into: &body)
      return
    }
    var environment = view.environment
    walk(view.decl.body, of: view, environment: &environment, into: &body)
  }

  private func walk(
    _ parts: [Part], of view: View, environment: inout [Value], into body: inout BodyOutput
  ) {
    for part in parts {
      switch part.kind {
      case .element(_, let content, let style):
        let element = body.elements.count / 2
        body.elements.append(value(content, in: view))
        body.elements.append(style.map { value($0, in: view) } ?? .bool(false))
        body.elementSlots.append(Int32(part.slot))
        if elementCost > 0 { SyntheticWork.spin(nanoseconds: elementCost) }
        body.layout.append(Int32(-(element + 1)))

      case .child(let child):
        let start = body.arguments.count
        let copiesStart = body.copies.count
        arguments(
          child, in: view, item: -1, index: -1, into: &body.arguments, copies: &body.copies)
        for (offset, spec) in screen[child.view].inputs.enumerated() {
          if case .closure = spec.kind { continue }
          body.passed.append(body.arguments[start + offset])
        }
        body.passed.append(contentsOf: body.copies[copiesStart...])
        appendChild(
          ChildSpec(
            key: View.key(slot: part.slot, id: 0), decl: screen[child.view],
            arguments: start..<body.arguments.count, copies: copiesStart..<body.copies.count,
            environment: environment, container: nil),
          to: &body)

      case .forEach(let collection, let window, let row):
        // A checked screen gives a list; anything else shows no rows.
        let ids: [Int]
        if case .list(let list) = value(collection, in: view) { ids = list } else { ids = [] }
        body.passed.append(.list(ids))
        appendChild(
          ChildSpec(
            key: View.key(slot: part.slot, id: 0), decl: screen[row.view],
            arguments: body.arguments.count..<body.arguments.count,
            copies: body.copies.count..<body.copies.count, environment: environment,
            container: ContainerSpec(row: row, window: window, ids: ids)),
          to: &body)

      case .conditional(let condition, let then, let otherwise):
        if value(condition, in: view) == .bool(true) {
          walk(then, of: view, environment: &environment, into: &body)
        } else {
          walk(otherwise, of: view, environment: &environment, into: &body)
        }

      case .environment(let key, let valueExpr, let content):
        let written = value(valueExpr, in: view)
        body.passed.append(written)
        view.environmentWrites |= 1 << UInt64(key)
        let saved = environment[key]
        environment[key] = written
        walk(content, of: view, environment: &environment, into: &body)
        environment[key] = saved

      case .observer(let id), .scope(let id):
        let start = body.arguments.count
        body.arguments.append(newClosureToken())
        appendChild(
          ChildSpec(
            key: View.key(slot: part.slot, id: 0), decl: screen[id],
            arguments: start..<body.arguments.count,
            copies: body.copies.count..<body.copies.count, environment: environment,
            container: nil),
          to: &body)

      case .onFirstAppear:
        if view.isFirstEvaluation {
          firstAppear(view, slot: part.slot)
        }
      }
    }
  }

  private func appendChild(_ spec: ChildSpec, to body: inout BodyOutput) {
    body.layout.append(Int32(body.children.count))
    body.children.append(spec)
  }

  /// Appends the input values and record copies a parent passes for `child`.
  func arguments(
    _ child: ChildDecl, in view: View, item: Int, index: Int,
    into inputs: inout [Value], copies: inout [Value]
  ) {
    for (argument, spec) in zip(child.arguments, screen[child.view].inputs) {
      switch argument {
      case .closure:
        inputs.append(newClosureToken())
      case .value(let expr):
        inputs.append(value(expr, in: view, item: item, index: index))
      case .record(let expr):
        let record = value(expr, in: view, item: item, index: index)
        inputs.append(record)
        // ObservableObject records are structs: the child gets a copy of every attribute.
        if Strategy.Store.flavour == .combine, case .record(let collection) = spec.kind {
          for attribute in collection.attributes.indices {
            copies.append(attributeValue(record.intValue, attribute, of: collection))
          }
        }
      }
    }
  }

  /// Evaluates `expr` for `view`; `item` and `index` are the row's inside `ForEach` arguments.
  func value(_ expr: Expr, in view: View, item: Int = -1, index: Int = -1) -> Value {
    switch expr {
    case .constant(let constant):
      return constant
    case .field(let field):
      return read(field, in: view)
    case .input(let position):
      return view.host.inputs[position]
    case .state(let position):
      return view.host.state[position]
    case .environment(let key):
      view.environmentReads |= 1 << UInt64(key)
      return view.environment[key]
    case .attribute(let input, let collection, let attribute):
      let host = view.host!
      if Strategy.Store.flavour == .combine, let copies = host.decl.recordCopyRanges[input] {
        return host.recordCopies[copies.lowerBound + attribute]
      }
      let record = host.inputs[input].intValue
      guard record >= 0, record < collection.count else { return .int(0) }
      return read(collection.field(record: record, attribute: attribute), in: view)
    case .item:
      return .record(item)
    case .index:
      return .int(index)
    }
  }

  /// An attribute of a record as a struct copy takes it (untracked, as copying a struct is).
  private func attributeValue(_ record: Int, _ attribute: Int, of collection: RecordCollection) -> Value {
    guard record >= 0, record < collection.count else { return .int(0) }
    let field = collection.field(record: record, attribute: attribute)
    return stores[field.store].read(field.index)
  }

  private func read(_ field: FieldRef, in view: View) -> Value {
    let value = stores[field.store].read(field.index)
    strategy.didRead(field, value: value, by: view)
    return value
  }
}
