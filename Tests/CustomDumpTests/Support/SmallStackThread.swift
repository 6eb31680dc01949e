import Foundation

/// Runs `body` on a new thread whose stack is `kibibytes` KiB, and returns its result once the thread
/// has finished (a semaphore, no timeout). Swift Testing's threads can be as small as 512 KiB (Apple
/// platforms' secondary threads), smaller than the 8 MiB of a Linux main thread, so a test that must
/// hold on such a thread runs its body here.
func onThread<Result: Sendable>(
  stackKiB kibibytes: Int, _ body: @escaping @Sendable () -> Result
) -> Result {
  let box = ThreadResult<Result>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.result = body()
    done.signal()
  }
  thread.stackSize = kibibytes * 1024
  thread.start()
  done.wait()
  return box.result!
}

/// The result of a thread's body, written once by that thread before it signals, read after.
private final class ThreadResult<Result>: @unchecked Sendable {
  var result: Result?
}
