import SwiftSyntax

/// An expression of a trace or of a screen's sizes, computed before the run: over the
/// parameters, the trace's variables, the frame number and its seeded random choices.
indirect enum TraceExpr: Sendable {
  case constant(Value)
  case variable(Int)
  /// The frame, counted from 1.
  case frame
  case unary(UnaryOperator, TraceExpr)
  case binary(BinaryOperator, TraceExpr, TraceExpr)
  case choose(TraceExpr, then: TraceExpr, otherwise: TraceExpr)
  case interpolation([TraceExpr])
  /// `[a, b, c][i]`, the index wrapped into range.
  case pick([TraceExpr], TraceExpr)
  case function(TraceFunction, [TraceExpr])

  func value(_ state: inout TraceState) -> Value {
    switch self {
    case .constant(let value): return value
    case .variable(let slot): return state.variables[slot]
    case .frame: return .int(state.frame)
    case .unary(let operation, let operand): return operand.value(&state).applying(operation)
    case .binary(let operation, let lhs, let rhs):
      let left = lhs.value(&state)
      return left.applying(operation, rhs.value(&state))
    case .choose(let condition, let then, let otherwise):
      return condition.value(&state) == .bool(true) ? then.value(&state) : otherwise.value(&state)
    case .interpolation(let parts):
      var text = ""
      for part in parts { text += part.value(&state).description }
      return .string(text)
    case .pick(let choices, let index):
      guard case .int(let position) = index.value(&state), !choices.isEmpty else {
        return choices.first?.value(&state) ?? .int(0)
      }
      let wrapped = ((position % choices.count) + choices.count) % choices.count
      return choices[wrapped].value(&state)
    case .function(let function, let arguments):
      var values: [Value] = []
      for argument in arguments { values.append(argument.value(&state)) }
      return function.apply(values, &state)
    }
  }

  /// Whether the expression makes random choices.
  var isRandom: Bool {
    switch self {
    case .constant, .variable, .frame: false
    case .unary(_, let operand): operand.isRandom
    case .binary(_, let lhs, let rhs): lhs.isRandom || rhs.isRandom
    case .choose(let condition, let then, let otherwise):
      condition.isRandom || then.isRandom || otherwise.isRandom
    case .interpolation(let parts): parts.contains(where: \.isRandom)
    case .pick(let choices, let index): index.isRandom || choices.contains(where: \.isRandom)
    case .function(let function, let arguments):
      function.isRandom || arguments.contains(where: \.isRandom)
    }
  }
}

/// The functions a trace may call.
enum TraceFunction: String, Sendable, CaseIterable {
  /// `every(n)`: whether this frame is one of every n-th (never when n is 0).
  case every
  case min
  case max
  case abs
  /// `random(n)`: a seeded whole number in `0..<n` (0 when n is not positive).
  case random
  /// `randomLetter()`: a seeded lowercase letter or space, for typing.
  case randomLetter

  var arity: Int {
    switch self {
    case .every, .abs, .random: 1
    case .min, .max: 2
    case .randomLetter: 0
    }
  }

  var isRandom: Bool { self == .random || self == .randomLetter }

  func apply(_ values: [Value], _ state: inout TraceState) -> Value {
    func int(_ index: Int) -> Int {
      if case .int(let value) = values[index] { return value }
      return 0
    }
    switch self {
    case .every: return .bool(isEvery(int(0), state.frame))
    case .min: return .int(Swift.min(int(0), int(1)))
    case .max: return .int(Swift.max(int(0), int(1)))
    case .abs: return .int(int(0).magnitude > UInt(Int.max) ? Int.max : Swift.abs(int(0)))
    case .random: return .int(state.generator.below(int(0)))
    case .randomLetter: return .string(state.generator.character())
    }
  }
}

/// What a trace's expressions read as it runs.
struct TraceState {
  var variables: [Value]
  var frame = 0
  var generator: SeededGenerator
}
