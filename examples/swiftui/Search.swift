import Observation
import SwiftUI

// A searchable list: the search field's text filters the rows the list shows.
struct Book: Identifiable {
  let id: Int
  var title: String
}

@Observable final class Library {
  var books: [Book] = []
}

struct SearchList: View {
  @State private var library = Library()
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List(library.books.filter { query.isEmpty || $0.title.contains(query) }) { book in
        BookRow(book: book)
      }
      .searchable(text: $query)
    }
  }
}

struct BookRow: View {
  let book: Book

  var body: some View {
    Text(book.title)
  }
}
