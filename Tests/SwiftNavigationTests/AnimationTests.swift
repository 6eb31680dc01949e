import CustomDump
import SwiftNavigation
import Testing

#if !canImport(SwiftUI)
  /// SwiftUI's static `Animation` API, without SwiftUI: what features keep in state compiles, compares
  /// and dumps as the call that made it.
  @Suite struct AnimationTests {
    @Test("Every static curve and spring of SwiftUI's API compiles and dumps as its call")
    func staticAPI() {
      let cases: [(Animation, String)] = [
        (.default, "Animation.default"),
        (.linear, "Animation.linear"),
        (.easeIn, "Animation.easeIn"),
        (.easeOut, "Animation.easeOut"),
        (.easeInOut, "Animation.easeInOut"),
        (.linear(duration: 0.3), "Animation.linear(duration: 0.3)"),
        (.easeIn(duration: 1), "Animation.easeIn(duration: 1.0)"),
        (.easeOut(duration: 2), "Animation.easeOut(duration: 2.0)"),
        (.easeInOut(duration: 0.5), "Animation.easeInOut(duration: 0.5)"),
        (.timingCurve(0.2, 0.8, 0.2, 1), "Animation.timingCurve(0.2, 0.8, 0.2, 1.0)"),
        (.timingCurve(0.2, 0.8, 0.2, 1, duration: 2), "Animation.timingCurve(0.2, 0.8, 0.2, 1.0, duration: 2.0)"),
        (.spring, "Animation.spring()"),
        (.spring(), "Animation.spring()"),
        (.spring(response: 0.3, dampingFraction: 0.6), "Animation.spring(response: 0.3, dampingFraction: 0.6)"),
        (.spring(duration: 0.4, bounce: 0.2), "Animation.spring(duration: 0.4, bounce: 0.2)"),
        (.interactiveSpring, "Animation.interactiveSpring()"),
        (.interactiveSpring(), "Animation.interactiveSpring()"),
        (.interactiveSpring(response: 0.2), "Animation.interactiveSpring(response: 0.2)"),
        (.interactiveSpring(duration: 0.3, extraBounce: 0.1), "Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1)"),
        (.interpolatingSpring, "Animation.interpolatingSpring()"),
        (.interpolatingSpring(stiffness: 100, damping: 10), "Animation.interpolatingSpring(stiffness: 100.0, damping: 10.0)"),
        (
          .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
          "Animation.interpolatingSpring(mass: 2.0, stiffness: 100.0, damping: 10.0, initialVelocity: 1.0)"
        ),
        (.interpolatingSpring(duration: 0.8, bounce: 0.3), "Animation.interpolatingSpring(duration: 0.8, bounce: 0.3)"),
        (.bouncy, "Animation.bouncy()"),
        (.smooth, "Animation.smooth()"),
        (.snappy, "Animation.snappy()"),
        (.bouncy(duration: 0.3, extraBounce: 0.1), "Animation.bouncy(duration: 0.3, extraBounce: 0.1)"),
        (.smooth(duration: 1), "Animation.smooth(duration: 1.0)"),
        (.snappy(extraBounce: 0.2), "Animation.snappy(extraBounce: 0.2)"),
      ]
      for (animation, expected) in cases {
        #expect(String(customDumping: animation) == expected)
      }
    }

    @Test("Modifiers chain after any curve and dump in order")
    func modifiers() {
      #expect(
        String(customDumping: Animation.easeIn.delay(0.5).speed(2))
          == "Animation.easeIn.delay(0.5).speed(2.0)"
      )
      #expect(
        String(customDumping: Animation.spring().repeatCount(3, autoreverses: false))
          == "Animation.spring().repeatCount(3, autoreverses: false)"
      )
      #expect(String(customDumping: Animation.linear.repeatCount(2)) == "Animation.linear.repeatCount(2)")
      #expect(String(customDumping: Animation.linear.repeatForever()) == "Animation.linear.repeatForever()")
      #expect(
        String(customDumping: Animation.linear.repeatForever(autoreverses: false))
          == "Animation.linear.repeatForever(autoreverses: false)"
      )
    }

    @Test("Equality: a default spelled out equals one left out; other arguments, curves and modifiers differ")
    func equality() {
      #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
      #expect(Animation.spring == .spring())
      #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
      #expect(Animation.interpolatingSpring(stiffness: 1, damping: 2) == .interpolatingSpring(mass: 1, stiffness: 1, damping: 2))
      #expect(Animation.easeInOut != .easeIn)
      #expect(Animation.easeInOut(duration: 0.3) != .easeInOut(duration: 0.4))
      #expect(Animation.easeInOut != Animation.easeInOut.delay(0))
      #expect(Animation.easeIn.delay(1).speed(2) != Animation.easeIn.speed(2).delay(1))
      #expect(Set([Animation.spring, .spring(), .easeIn, .easeIn(duration: 0.35)]).count == 2)
    }

    @Test("A feature's state keeps an animation and compares and dumps with it")
    func inState() {
      struct State: Equatable {
        var animation: Animation? = .interpolatingSpring(stiffness: 100, damping: 10)
      }
      var state = State()
      #expect(state == State())
      state.animation = .easeInOut(duration: 0.3)
      #expect(state != State())
      #expect(state.animation?.name == "easeInOut")
      #expect(state.animation?.duration == 0.3)
      #expect(Animation.spring().duration == nil)
      #expect(
        String(customDumping: state)
          == """
          AnimationTests.State(animation: Animation.easeInOut(duration: 0.3))
          """
      )
    }
  }
#endif
