import Observation
import SwiftUI

// A model method that edits one element of a collection: starring a book toggles that
// book's `starred`, found by its id.
struct StarredBook: Identifiable {
  let id: Int
  var title: String
  var starred: Bool
}

@Observable final class Shelf {
  var books: [StarredBook] = [
    StarredBook(id: 0, title: "A", starred: false), StarredBook(id: 1, title: "B", starred: false),
    StarredBook(id: 2, title: "C", starred: false),
  ]

  func star(_ id: Int) {
    if let index = books.firstIndex(where: { $0.id == id }) {
      books[index].starred.toggle()
    }
  }
}

struct ShelfList: View {
  @State private var shelf = Shelf()

  var body: some View {
    List(shelf.books) { book in
      StarRow(book: book, shelf: shelf)
    }
  }
}

struct StarRow: View {
  let book: StarredBook
  let shelf: Shelf

  var body: some View {
    HStack {
      Text(book.starred ? "★ \(book.title)" : book.title)
      Button("Star") { shelf.star(book.id) }
    }
  }
}
