import NavCore

/// Two trees' descriptions, line by line: unchanged lines with two spaces, lines only in
/// `expected` with `- `, lines only in `actual` with `+ `.
///
/// Trees print one screen a line, so the listing shows which screens differ and where.
public func treeDiff(expected: NavigationState, actual: NavigationState) -> String {
  lineDiff(expected.description, actual.description)
}

/// The lines of two texts, as a unified listing.
func lineDiff(_ old: String, _ new: String) -> String {
  let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  // Longest common subsequence, bounded: past the bound, the lines are listed whole.
  guard before.count * after.count <= 1_000_000 else {
    return (before.map { "- " + $0 } + after.map { "+ " + $0 }).joined(separator: "\n")
  }
  var lengths = Array(
    repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
  for i in stride(from: before.count - 1, through: 0, by: -1) {
    for j in stride(from: after.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        before[i] == after[j]
        ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < before.count || j < after.count {
    if i < before.count, j < after.count, before[i] == after[j] {
      lines.append("  " + before[i])
      i += 1
      j += 1
    } else if i < before.count, j == after.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      lines.append("- " + before[i])
      i += 1
    } else {
      lines.append("+ " + after[j])
      j += 1
    }
  }
  return lines.joined(separator: "\n")
}
