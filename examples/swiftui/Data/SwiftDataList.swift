import SwiftData
import SwiftUI

// A SwiftData list: what @Query fetches, changed by the model context's insert and delete, and
// one note's title edited through @Bindable.
@Model final class Note {
  var title: String

  init(title: String) {
    self.title = title
  }
}

struct SwiftDataList: View {
  @Query private var notes: [Note]
  @Environment(\.modelContext) private var context

  var body: some View {
    List {
      Text("\(notes.count) notes")
      ForEach(notes) { note in
        NoteRow(note: note)
      }
      Button("Add") { context.insert(Note(title: "New")) }
      Button("Delete") { deleteFirst() }
    }
  }

  private func deleteFirst() {
    if let first = notes.first {
      context.delete(first)
    }
  }
}

struct NoteRow: View {
  @Bindable var note: Note

  var body: some View {
    TextField("Title", text: $note.title)
  }
}
