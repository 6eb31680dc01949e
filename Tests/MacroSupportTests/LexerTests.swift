import MacroSupport
import Testing

@Suite struct LexerTests {
  func texts(_ source: String) -> [String] {
    Lexer.tokenize(source).map(\.text)
  }

  @Test func skipsLineBlockNestedAndDocComments() {
    let source = """
      /// doc case {
      // line case }
      /* block { /* nested } */ still comment */ a
      /** doc block */ b
      """
    #expect(texts(source) == ["a", "b"])
  }

  @Test func stringsHidingBracesAndKeywords() {
    #expect(texts(#"case a = "} case b {""#) == ["case", "a", "=", #""} case b {""#])
  }

  @Test func escapedQuotesInStrings() {
    #expect(texts(#"x = "a\"}" y"#) == ["x", "=", #""a\"}""#, "y"])
  }

  @Test func interpolationWithNestedParensAndStrings() {
    let literal = #""v: \(f(")", (1 + 2))) \("{")""#
    #expect(texts("let s = \(literal) }") == ["let", "s", "=", literal, "}"])
  }

  @Test func multiLineStringsWithQuotesAndInterpolation() {
    let literal = "\"\"\"\n  a \" b \"\" }\n  \\(\"\"\"\n  x\n  \"\"\")\n  \"\"\""
    #expect(texts("let s = \(literal)\nnext") == ["let", "s", "=", literal, "next"])
  }

  @Test func rawStrings() {
    let one = ##"#"a " \( } "#"##
    let two = ###"##"a "# \#( } "##"###
    #expect(texts("x(\(one), \(two))") == ["x", "(", one, ",", two, ")"])
  }

  @Test func rawStringInterpolation() {
    let literal = ##"#"a \#(f(")")) b"#"##
    #expect(texts("\(literal) end") == [literal, "end"])
  }

  @Test func rawMultiLineString() {
    let literal = "#\"\"\"\n \"\"\" inside\n\"\"\"#"
    #expect(texts("a \(literal) b") == ["a", literal, "b"])
  }

  @Test func extendedRegexLiteral() {
    let tokens = Lexer.tokenize(#"let r = #/a{2}"/# ; x"#)
    #expect(tokens.map(\.text) == ["let", "r", "=", #"#/a{2}"/#"#, ";", "x"])
    #expect(tokens[3].kind == .regex)
  }

  @Test func backtickedIdentifiers() {
    let tokens = Lexer.tokenize("case `default`, `case`")
    #expect(tokens.map(\.text) == ["case", "`default`", ",", "`case`"])
    #expect(tokens[1].kind == .identifier)
    #expect(tokens[0].is("case") && !tokens[3].is("case"))
  }

  @Test func angleBracketsAreSingleTokensButArrowIsOne() {
    #expect(texts("A<B<C>>?") == ["A", "<", "B", "<", "C", ">", ">", "?"])
    #expect(texts("(Int) -> Void") == ["(", "Int", ")", "->", "Void"])
    #expect(texts("a == b && c") == ["a", "==", "b", "&&", "c"])
    #expect(texts("0..<5") == ["0", "..<", "5"])
  }

  @Test func numbers() {
    #expect(texts("1.5e-3 0x1F 1_000 2.x") == ["1.5e-3", "0x1F", "1_000", "2", ".", "x"])
  }

  @Test func poundKeywords() {
    let tokens = Lexer.tokenize("#if os(Linux)\n#endif")
    #expect(tokens.first?.kind == .pound)
    #expect(tokens.map(\.text) == ["#if", "os", "(", "Linux", ")", "#endif"])
  }

  @Test func newlineAndSpaceFlags() {
    let tokens = Lexer.tokenize("a /* x\n */ b c(d)")
    #expect(tokens[1].precededByNewline)
    #expect(!tokens[2].precededByNewline && tokens[2].precededBySpace)
    #expect(!tokens[3].precededBySpace)
  }

  @Test func utf8Ranges() {
    let tokens = Lexer.tokenize("é x")
    #expect(tokens.map(\.range) == [0..<2, 3..<4])
  }

  @Test func unterminatedConstructsDoNotHang() {
    #expect(texts("\"abc\nd") == ["\"abc", "d"])
    #expect(texts("a /* never closed") == ["a"])
    #expect(texts("\"\"\"\nnever closed").count == 1)
    #expect(texts("`x") == ["`", "x"])
  }
}
