import Combine
import SwiftUI

// A todo list in an ObservableObject: an append, a toggle of one todo through a method, and a
// delete. The todos are structs: toggling one publishes the array.
struct Todo: Identifiable {
  let id: Int
  var title: String
  var done = false
}

final class Todos: ObservableObject {
  @Published var items: [Todo] = [Todo(id: 0, title: "Milk"), Todo(id: 1, title: "Eggs")]
  var nextID = 2

  func add() {
    items.append(Todo(id: nextID, title: "New"))
    nextID += 1
  }

  func toggle(_ todo: Todo) {
    if let index = items.firstIndex(where: { $0.id == todo.id }) {
      items[index].done.toggle()
    }
  }

  func deleteFirst() {
    items.remove(at: 0)
  }
}

struct TodoObservableObject: View {
  @StateObject private var todos = Todos()

  var body: some View {
    List {
      ForEach(todos.items) { todo in
        TodoRow(todo: todo, todos: todos)
      }
      Button("Add") { todos.add() }
      Button("Delete") { todos.deleteFirst() }
    }
  }
}

struct TodoRow: View {
  let todo: Todo
  let todos: Todos

  var body: some View {
    HStack {
      Text(todo.done ? "Done: \(todo.title)" : todo.title)
      Button("Toggle") { todos.toggle(todo) }
    }
  }
}
