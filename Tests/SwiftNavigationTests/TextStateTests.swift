import CustomDump
import SwiftNavigation
import Testing

@Suite("TextState")
struct TextStateTests {
  @Test func plainTextDumpsAsAString() {
    #expect(String(customDumping: TextState("Hello, world!")) == #""Hello, world!""#)
    #expect(String(customDumping: TextState(verbatim: "Hi")) == #""Hi""#)
  }

  @Test func initializersAcceptStringsAndSubstrings() {
    let name: Substring = "Blob Jr."[...]
    #expect(TextState(name) == TextState(verbatim: "Blob Jr."))
    #expect(TextState("Count: \(3)") == TextState(verbatim: "Count: 3"))
  }

  @Test func concatenationKeepsEachPartsStyling() {
    let text = TextState("Hello, ") + TextState("world").bold().italic() + TextState("!")
    #expect(String(customDumping: text) == #""Hello, _**world**_!""#)
    #expect(String(state: text) == "Hello, world!")
  }

  @Test func plainStringIgnoresStylingAndLocale() {
    let text = TextState("Red").foregroundColor(.red).underline() + TextState(" alert").kerning(2)
    #expect(String(state: text) == "Red alert")
    #expect(String(state: text, locale: nil) == "Red alert")
  }

  @Test func equalityFollowsHowTheTextWasBuilt() {
    #expect(TextState("Hello") == TextState("Hello"))
    #expect(TextState("Hello") != TextState("Hi"))
    #expect(TextState("Hello").bold() == TextState("Hello").bold())
    #expect(TextState("Hello").bold() != TextState("Hello"))
    #expect(TextState("Hello").bold().italic() != TextState("Hello").italic().bold())
    #expect(TextState("a") + TextState("b") == TextState("a") + TextState("b"))
    #expect(TextState("a") + TextState("b") != TextState("ab"))
  }

  @Test func hashingAgreesWithEquality() {
    let texts: Set<TextState> = [
      TextState("Hello"), TextState("Hello"), TextState("Hello").bold(),
      TextState("He") + TextState("llo"),
    ]
    #expect(texts.count == 3)
    #expect(texts.contains(TextState("Hello").bold()))
  }

  @Test func everyStylingModifierDumps() {
    var text = TextState("Offset by 10.5").baselineOffset(10.5)
    text = text + TextState("\n") + TextState("Headline").font(.headline)
    text = text + TextState("\n") + TextState("No font").font(nil)
    text = text + TextState("\n") + TextState("Light font weight").fontWeight(.light)
    text = text + TextState("\n") + TextState("Bold font weight").fontWeight(.bold)
    text = text + TextState("\n") + TextState("No font weight").fontWeight(nil)
    text = text + TextState("\n") + TextState("Serif").fontDesign(.serif)
    text = text + TextState("\n") + TextState("Condensed").fontWidth(.condensed)
    text = text + TextState("\n") + TextState("Red").foregroundColor(.red)
    text = text + TextState("\n") + TextState("No color").foregroundColor(nil)
    text = text + TextState("\n") + TextState("Italic").italic()
    text = text + TextState("\n") + TextState("Not italic").italic(isActive: false)
    text = text + TextState("\n") + TextState("Not bold").bold(isActive: false)
    text = text + TextState("\n") + TextState("Kerning of 2.5").kerning(2.5)
    text = text + TextState("\n") + TextState("Monospaced 123").monospacedDigit()
    text = text + TextState("\n") + TextState("Stricken").strikethrough()
    text = text + TextState("\n") + TextState("Stricken green").strikethrough(color: .green)
    text = text + TextState("\n") + TextState("Not stricken blue").strikethrough(false, color: .blue)
    text = text + TextState("\n") + TextState("Dotted").strikethrough(pattern: .dot)
    text = text + TextState("\n") + TextState("Tracking of 5.5").tracking(5.5)
    text = text + TextState("\n") + TextState("Underlined").underline()
    text = text + TextState("\n") + TextState("Underlined pink").underline(color: .pink)
    text = text + TextState("\n") + TextState("Not underlined purple").underline(false, color: .pink)
    text = text + TextState("\n") + TextState("Dashed").underline(pattern: .dash, color: .orange)
    #expect(
      String(customDumping: text) == #"""
        """
        <baseline-offset=10.5>Offset by 10.5</baseline-offset>
        Headline
        No font
        <font-weight=light>Light font weight</font-weight>
        **Bold font weight**
        No font weight
        <font-design=serif>Serif</font-design>
        <font-width=condensed>Condensed</font-width>
        <foreground-color=red>Red</foreground-color>
        No color
        _Italic_
        Not italic
        Not bold
        <kerning=2.5>Kerning of 2.5</kerning>
        Monospaced 123
        ~~Stricken~~
        <s color=green>Stricken green</s>
        Not stricken blue
        ~~Dotted~~
        <tracking=5.5>Tracking of 5.5</tracking>
        <u>Underlined</u>
        <u color=pink>Underlined pink</u>
        Not underlined purple
        <u color=orange>Dashed</u>
        """
        """#
    )
  }

  @Test func accessibilityModifiersDump() {
    let text =
      TextState("Title").accessibilityHeading(.h1)
      + TextState(" ⌘").accessibilityLabel("Command")
      + TextState(" code").accessibilityTextContentType(.sourceCode)
      + TextState(" slow").speechAdjustedPitch(-0.5)
      + TextState(" A.B").speechAlwaysIncludesPunctuation()
      + TextState(" queued").speechAnnouncementsQueued()
      + TextState(" ABC").speechSpellsOutCharacters()
      + TextState(" plain").speechSpellsOutCharacters(false)
    #expect(
      String(customDumping: text) == """
        "<accessibility-heading-level=h1>Title</accessibility-heading-level>\
        <accessibility-label=Command> ⌘</accessibility-label>\
        <accessibility-text-content-type=sourceCode> code</accessibility-text-content-type>\
        <speech-adjusted-pitch=-0.5> slow</speech-adjusted-pitch>\
        <speech-always-includes-punctuation> A.B</speech-always-includes-punctuation>\
        <speech-announcements-queued> queued</speech-announcements-queued>\
        <speech-spells-out-characters> ABC</speech-spells-out-characters> plain"
        """
    )
  }

  @Test func modifiersNestInTheOrderTheyWereApplied() {
    #expect(
      String(customDumping: TextState("x").underline().bold().foregroundColor(.blue))
        == #""<foreground-color=blue>**<u>x</u>**</foreground-color>""#
    )
  }

  @Test func accessibilityLabelReadsTheLastOneApplied() {
    #expect(TextState("⌘").accessibilityLabel == nil)
    let text = TextState("⌘").accessibilityLabel("Cmd").bold()
      .accessibilityLabel(TextState("Command"))
    #expect(text.accessibilityLabel == TextState("Command"))
  }

  #if !canImport(SwiftUI)
    @Test func portableColorsAndFontsDescribeThemselves() {
      #expect(Color.red.description == "red")
      #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
      #expect(Color(white: 0, opacity: 0.5).description == "#00000080")
      #expect(Color("Brand").description == "Brand")
      #expect(
        String(customDumping: TextState("Brand").foregroundColor(Color(red: 0, green: 0, blue: 1)))
          == #""<foreground-color=#0000FFFF>Brand</foreground-color>""#
      )
      #expect(Font.headline.description == "headline")
      #expect(
        Font.system(size: 17, weight: .semibold, design: .rounded).description
          == "system(size: 17.0, weight: semibold, design: rounded)"
      )
      #expect(Font.custom("Menlo", size: 12).description == "custom(Menlo, size: 12.0)")
      #expect(TextState("a").font(.body) != TextState("a").font(.headline))
    }
  #endif

  @Test func isSendable() async {
    let text = TextState("Sent").bold()
    let received = await Task.detached { text }.value
    #expect(received == text)
  }
}
