/// Breaks styled text into lines that fit a width, at spaces where it can.
struct TextLayout {
  /// One line: pieces of runs, with their widths in cells.
  struct Line {
    var pieces: [(string: String, attributes: TextAttributes, width: Int)] = []
    var width = 0

    mutating func append(_ character: Character, width: Int, attributes: TextAttributes) {
      if let last = pieces.indices.last, pieces[last].attributes == attributes {
        pieces[last].string.append(character)
        pieces[last].width += width
      } else {
        pieces.append((String(character), attributes, width))
      }
      self.width += width
    }

    /// Drops trailing spaces, which a wrapped line does not show.
    mutating func trimTrailingSpaces() {
      while let last = pieces.indices.last, pieces[last].string.last == " " {
        pieces[last].string.removeLast()
        pieces[last].width -= 1
        width -= 1
        if pieces[last].string.isEmpty { pieces.removeLast() }
      }
    }
  }

  let runs: [Text.Run]

  /// The lines for a width (`nil` or `Int.max`: only explicit line breaks) and at most `height`
  /// lines (`nil`: all), the last one ending in "…" when some did not fit. Always at least one
  /// line, as an empty text still takes a line.
  func lines(width: Int?, height: Int?) -> [Line] {
    let limit = width.map { max($0, 1) } ?? Int.max
    var lines: [Line] = []
    var paragraph: [Glyph] = []
    for run in runs {
      for character in run.string {
        if character == "\n" {
          wrap(paragraph, limit: limit, into: &lines)
          paragraph.removeAll(keepingCapacity: true)
          continue
        }
        let characterWidth = CellBuffer.width(of: character)
        if characterWidth > 0 {
          paragraph.append(
            Glyph(character: character, width: characterWidth, attributes: run.attributes))
        }
      }
    }
    wrap(paragraph, limit: limit, into: &lines)

    if let height, lines.count > max(height, 1) {
      lines.removeLast(lines.count - max(height, 1))
      truncate(&lines[lines.count - 1], width: limit)
    }
    return lines
  }

  private struct Glyph {
    let character: Character
    let width: Int
    let attributes: TextAttributes
    var isSpace: Bool { character == " " }
  }

  /// Breaks one paragraph (text without line breaks) greedily: whole words while they fit, a
  /// word longer than a line where it must; spaces at a break are dropped.
  private func wrap(_ glyphs: [Glyph], limit: Int, into lines: inout [Line]) {
    var line = Line()
    var index = 0
    while index < glyphs.count {
      if glyphs[index].isSpace {
        if line.width + 1 <= limit {
          line.append(" ", width: 1, attributes: glyphs[index].attributes)
        }
        index += 1
        continue
      }
      var end = index
      var wordWidth = 0
      while end < glyphs.count, !glyphs[end].isSpace {
        wordWidth += glyphs[end].width
        end += 1
      }
      if line.width + wordWidth > limit, line.width > 0 {
        line.trimTrailingSpaces()
        lines.append(line)
        line = Line()
      }
      for glyph in glyphs[index..<end] {
        if line.width + glyph.width > limit, line.width > 0 {
          lines.append(line)
          line = Line()
        }
        line.append(glyph.character, width: glyph.width, attributes: glyph.attributes)
      }
      index = end
    }
    lines.append(line)
  }

  /// Ends a line with "…", dropping what does not fit before it.
  private func truncate(_ line: inout Line, width: Int) {
    line.trimTrailingSpaces()
    let attributes = line.pieces.last?.attributes ?? TextAttributes()
    while line.width + 1 > width, let last = line.pieces.indices.last {
      let removed = line.pieces[last].string.removeLast()
      let removedWidth = CellBuffer.width(of: removed)
      line.pieces[last].width -= removedWidth
      line.width -= removedWidth
      if line.pieces[last].string.isEmpty { line.pieces.removeLast() }
    }
    line.append("…", width: 1, attributes: attributes)
  }
}
