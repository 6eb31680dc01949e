import CustomDump

// Types dumped and diffed by the tests. Declared at file scope so their dumps carry short names.

struct Address: Equatable, Hashable {
  var street: String
  var city: String
}

struct User: Equatable, Hashable {
  var id: Int
  var name: String
  var tags: [String]
  var address: Address?
}

struct Counter: Equatable {
  var count: Int
}

struct Empty: Equatable {}

struct Failure: Error, Equatable {}

enum Action: Equatable {
  case tap
  case response(Result<Int, Failure>)
  case set(value: Int)
  case pair(Int, String)
  case labelled(id: Int, name: String)
  case child(Child)

  enum Child: Equatable {
    case reset
    case user(User)
  }
}

/// An enum whose `description` differs from its case names; dumps must still show the case names.
enum Color: CustomStringConvertible {
  case red, green
  var description: String { "a color" }
}

final class Person {
  var name: String
  var friend: Person?
  init(name: String, friend: Person? = nil) {
    self.name = name
    self.friend = friend
  }
}

class Animal {
  var legs = 4
}

final class Dog: Animal {
  var name = "Rex"
}

indirect enum List: Equatable {
  case end
  case node(Int, List)

  /// A list of `count` nodes built without recursion, holding `0..<count` from the outside in, with
  /// `value(i)` replacing `i` where given.
  static func make(count: Int, value: (Int) -> Int = { $0 }) -> List {
    var list = List.end
    for index in (0..<count).reversed() {
      list = .node(value(index), list)
    }
    return list
  }

  /// Releases a long list one node at a time, so deallocation does not recurse once per node.
  static func dismantle(_ list: inout List) {
    while case let .node(_, next) = list {
      list = next
    }
  }
}

enum Outer {
  struct Inner: Equatable {
    var value: Int
  }
}

struct Box<Value> {
  var value: Value
}
