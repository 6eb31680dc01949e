import CustomDump
import Dependencies
import Testing

@_spi(SharedChangeTracking) import Sharing

// Behaviour ported from Point-Free's swift-sharing (SharedChangeTrackerTests), through the public
// SPI only: `track` records the value each shared value had before its first change, `assert` makes
// the recorded values the ones read and mutated, and `==` on one shared value compares its
// recorded value with its actual one.
@Suite struct SharedChangeTrackingTests {
  @Test func basics() {
    @Shared(value: 0) var count

    let tracker = SharedChangeTracker()
    tracker.track {
      $count.withLock { $0 += 1 }
    }
    #expect(tracker.hasChanges)

    tracker.assert {
      #expect($count != $count)
      #expect(
        diff($count, $count) == """
          - #1 0
          + #1 1
          """
      )

      $count.withLock { $0 = 1 }

      #expect($count == $count)
    }
    tracker.reset()
    #expect(!tracker.hasChanges)
  }

  @Test func independentShareds() {
    @Shared(value: 0) var count1
    @Shared(value: 0) var count2

    #expect($count1 == $count2)

    let tracker = SharedChangeTracker()
    tracker.track {
      $count1.withLock { $0 += 1 }
    }

    tracker.assert {
      #expect($count1 != $count1)
      #expect($count1 == $count2)
      #expect($count2 == $count2)

      $count1.withLock { $0 = 1 }

      #expect($count1 == $count1)
      #expect($count1 != $count2)
    }
  }

  @Test func differentProjections() {
    struct Stats: Equatable {
      var bool1 = false
      var bool2 = false
    }
    @Shared(value: Stats()) var stats

    #expect($stats.bool1 == $stats.bool2)

    let tracker = SharedChangeTracker()
    tracker.track {
      $stats.bool1.withLock { $0.toggle() }
    }

    tracker.assert {
      #expect($stats.bool1 != $stats.bool1)
      #expect($stats.bool1 == $stats.bool2)
      #expect($stats.bool2 == $stats.bool2)

      $stats.bool1.withLock { $0.toggle() }

      #expect($stats.bool1 == $stats.bool1)
      #expect($stats.bool1 != $stats.bool2)

      #expect($stats == $stats)
    }
  }

  @Test("Trackers are values compared by identity; outside a tracker nothing is recorded")
  func identity() {
    let tracker = SharedChangeTracker()
    let copy = tracker
    #expect(tracker == copy)
    #expect(tracker != SharedChangeTracker())
    #expect(Set([tracker, copy]).count == 1)

    @Shared(value: 0) var count
    $count.withLock { $0 += 1 }
    #expect(!tracker.hasChanges)
  }

  @Test("A tracker that goes away reports each change no assertion settled")
  func unassertedChangesAreReported() {
    @Shared(value: 0) var count
    @Shared(value: 0) var asserted
    @Shared(value: 0) var compared
    withKnownIssue {
      let tracker = SharedChangeTracker()
      tracker.track {
        $count.withLock { $0 += 1 }
        $asserted.withLock { $0 += 1 }
        $compared.withLock { $0 += 1 }
      }
      tracker.assert {
        $asserted.withLock { $0 = 1 }  // Now agrees with the actual value.
        _ = $compared == $compared  // Checked, whatever the outcome.
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "Tracked unasserted changes to 'Shared<Int>(value: 1)': 0 → 1"
    }
    // Nothing is reported when the tracker is told not to.
    let quiet = SharedChangeTracker(reportUnassertedChanges: false)
    quiet.track { $count.withLock { $0 += 1 } }
  }

  @Test("A tracker carried by dependencies records the mutations made with them, tasks included")
  func trackThroughDependencies() async {
    @Shared(value: 0) var count
    @Shared(value: 0) var untouched
    let tracker = SharedChangeTracker()
    await withDependencies {
      tracker.track(&$0)
    } operation: {
      $count.withLock { $0 += 1 }
      await Task { [$count] in $count.withLock { $0 += 1 } }.value
    }
    // Outside those dependencies, nothing is recorded.
    $untouched.withLock { $0 += 1 }
    #expect(tracker.hasChanges)
    tracker.assert {
      #expect(count == 0)
      #expect(untouched == 1)
      #expect($count != $count)
      $count.withLock { $0 = 2 }
      #expect($count == $count)
    }
  }
}
