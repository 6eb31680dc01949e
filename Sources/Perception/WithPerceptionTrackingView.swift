#if canImport(SwiftUI)
  import SwiftUI

  /// Perception's view that tracks the perceptible state its content reads. SwiftUI already tracks
  /// Observation reads on the platforms OpenTCA supports, so it simply shows its content.
  public struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    /// A view showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
      self.content = content
    }

    /// The content.
    public var body: Content {
      content()
    }
  }
#endif
