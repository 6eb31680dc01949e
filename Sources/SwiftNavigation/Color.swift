#if !canImport(SwiftUI)
  /// A color a ``TextState`` can be drawn in. On platforms without SwiftUI, OpenTCA's own value type
  /// of the same name, so that `TextState("Error").foregroundColor(.red)` compiles everywhere; where
  /// SwiftUI exists, ``TextState/foregroundColor(_:)`` takes SwiftUI's `Color`.
  ///
  /// A color is described by its name (`red`) or its components (`#FF8000FF`); that description is
  /// what dumps show.
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The name of the color, such as `red`, or its components as `#RRGGBBAA`.
    public let description: String

    /// A color known by name, such as a color of an asset catalog.
    ///
    /// - Parameter name: The name of the color.
    public init(_ name: String) {
      self.description = name
    }

    /// A color made of red, green and blue components and an opacity, each from 0 to 1.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0).description  // "#FF8000FF"
    /// ```
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      func hex(_ component: Double) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      self.description = "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }

    /// A shade of gray, from 0 (black) to 1 (white), with an opacity.
    public init(white: Double, opacity: Double = 1) {
      self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Black.
    public static let black = Color("black")
    /// Blue.
    public static let blue = Color("blue")
    /// Brown.
    public static let brown = Color("brown")
    /// A clear color.
    public static let clear = Color("clear")
    /// Cyan.
    public static let cyan = Color("cyan")
    /// Gray.
    public static let gray = Color("gray")
    /// Green.
    public static let green = Color("green")
    /// Indigo.
    public static let indigo = Color("indigo")
    /// Mint.
    public static let mint = Color("mint")
    /// Orange.
    public static let orange = Color("orange")
    /// Pink.
    public static let pink = Color("pink")
    /// Purple.
    public static let purple = Color("purple")
    /// Red.
    public static let red = Color("red")
    /// Teal.
    public static let teal = Color("teal")
    /// White.
    public static let white = Color("white")
    /// Yellow.
    public static let yellow = Color("yellow")
    /// The color of primary content.
    public static let primary = Color("primary")
    /// The color of secondary content.
    public static let secondary = Color("secondary")
    /// The accent color of the app.
    public static let accentColor = Color("accentColor")
  }
#endif
