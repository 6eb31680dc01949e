#if !canImport(SwiftUI)
  import Foundation

  /// A font a ``TextState`` can be set in. On platforms without SwiftUI, OpenTCA's own value type of
  /// the same name, so that `TextState("Title").font(.headline)` compiles everywhere; where SwiftUI
  /// exists, ``TextState/font(_:)`` takes SwiftUI's `Font`.
  public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A short description of the font, such as `headline` or `system(size: 17.0)`.
    public let description: String

    init(description: String) {
      self.description = description
    }

    /// The font of large titles.
    public static let largeTitle = Font(description: "largeTitle")
    /// The font of titles.
    public static let title = Font(description: "title")
    /// The font of second-level titles.
    public static let title2 = Font(description: "title2")
    /// The font of third-level titles.
    public static let title3 = Font(description: "title3")
    /// The font of headlines.
    public static let headline = Font(description: "headline")
    /// The font of subheadlines.
    public static let subheadline = Font(description: "subheadline")
    /// The font of body text.
    public static let body = Font(description: "body")
    /// The font of callouts.
    public static let callout = Font(description: "callout")
    /// The font of footnotes.
    public static let footnote = Font(description: "footnote")
    /// The font of captions.
    public static let caption = Font(description: "caption")
    /// The font of secondary captions.
    public static let caption2 = Font(description: "caption2")

    /// The system font of a given size, weight and design.
    public static func system(
      size: CGFloat, weight: Weight? = nil, design: Design? = nil
    ) -> Font {
      var arguments = ["size: \(size)"]
      if let weight { arguments.append("weight: \(weight)") }
      if let design { arguments.append("design: \(design)") }
      return Font(description: "system(\(arguments.joined(separator: ", ")))")
    }

    /// A custom font, by name and size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
      Font(description: "custom(\(name), size: \(size))")
    }

    /// The weight of a font.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
      /// The name of the weight, such as `bold`.
      public let description: String

      init(_ description: String) {
        self.description = description
      }

      /// The thinnest weight.
      public static let ultraLight = Weight("ultraLight")
      /// A thin weight.
      public static let thin = Weight("thin")
      /// A light weight.
      public static let light = Weight("light")
      /// The regular weight.
      public static let regular = Weight("regular")
      /// A medium weight.
      public static let medium = Weight("medium")
      /// A semibold weight.
      public static let semibold = Weight("semibold")
      /// A bold weight.
      public static let bold = Weight("bold")
      /// A heavy weight.
      public static let heavy = Weight("heavy")
      /// The heaviest weight.
      public static let black = Weight("black")
    }

    /// The design of a font.
    public enum Design: String, Hashable, Sendable, CustomStringConvertible {
      /// The default design.
      case `default`
      /// A serif design.
      case serif
      /// A rounded design.
      case rounded
      /// A monospaced design.
      case monospaced

      /// The name of the design, such as `serif`.
      public var description: String { rawValue }
    }
  }
#endif
