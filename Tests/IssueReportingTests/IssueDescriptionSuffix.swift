/// What Swift Testing puts between an issue's kind and its comment: from Swift 6.2 on it names the
/// severity (`Issue recorded (error): …`), as Point-Free's tests expect.
#if compiler(>=6.2)
  let issueDescriptionSuffix = " (error)"
#else
  let issueDescriptionSuffix = ""
#endif
