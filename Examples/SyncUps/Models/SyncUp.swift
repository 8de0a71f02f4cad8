import ComposableArchitecture
import Foundation

/// A recurring meeting where each attendee speaks in turn: its title, how long it lasts, who
/// attends, its color, and the meetings held so far.
public struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  /// The sync-up's identity.
  public let id: UUID
  /// Who speaks, in turn.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long a meeting lasts, shared equally among the attendees.
  public var duration: Duration
  /// The meetings held, the latest first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// Its color.
  public var theme: Theme
  /// Its name.
  public var title: String

  /// A sync-up.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - attendees: Who speaks, in turn.
  ///   - duration: How long a meeting lasts.
  ///   - meetings: The meetings held, the latest first.
  ///   - theme: Its color.
  ///   - title: Its name.
  public init(
    id: UUID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(5 * 60),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .ocean,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// How long each attendee speaks.
  public var durationPerAttendee: Duration {
    duration / max(1, attendees.count)
  }

  /// The meeting's length in whole minutes, as the form edits it.
  public var minutes: Int {
    get { Int(duration.components.seconds / 60) }
    set { duration = .seconds(newValue * 60) }
  }
}

/// Someone who speaks at a sync-up.
public struct Attendee: Codable, Equatable, Identifiable, Sendable {
  /// The attendee's identity.
  public let id: UUID
  /// Their name.
  public var name: String

  /// An attendee.
  ///
  /// - Parameters:
  ///   - id: Their identity.
  ///   - name: Their name.
  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that was held: when, and what was said.
public struct Meeting: Codable, Equatable, Identifiable, Sendable {
  /// The meeting's identity.
  public let id: UUID
  /// When it started.
  public var date: Date
  /// What was said, as far as the transcription heard it.
  public var transcript: String

  /// A meeting held.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - date: When it started.
  ///   - transcript: What was said, as far as the transcription heard it.
  public init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// The color a sync-up is shown in.
public enum Theme: String, CaseIterable, Codable, Equatable, Hashable, Identifiable, Sendable {
  /// Red.
  case coral
  /// Green.
  case forest
  /// Magenta.
  case lavender
  /// Blue.
  case ocean
  /// Yellow.
  case sunflower
  /// Cyan.
  case teal

  /// The theme itself, for pickers.
  public var id: Self { self }

  /// The theme's name, as a person reads it.
  public var name: String { rawValue.capitalized }
}
