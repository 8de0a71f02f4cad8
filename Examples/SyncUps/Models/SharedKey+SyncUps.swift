import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Where the sync-ups are kept between runs: `sync-ups.json` in the user's data directory
  /// (`$XDG_DATA_HOME/sync-ups`, or `~/.local/share/sync-ups`, on Linux). In tests, file storage
  /// is in memory.
  public static var syncUps: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  }
}
