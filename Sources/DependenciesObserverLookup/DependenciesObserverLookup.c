#include "DependenciesObserverLookup.h"

#if defined(__linux__) || defined(__ANDROID__)
// A weak reference: the linker resolves it when `DependenciesTestObserver` is part of the program,
// and leaves it NULL otherwise (an app never links XCTest through this).
extern void opentca_dependencies_register_test_observer(opentca_test_case_callback _Nonnull)
    __attribute__((weak));

opentca_register_test_observer _Nullable opentca_dependencies_linked_test_observer(void) {
  return opentca_dependencies_register_test_observer;
}
#else
opentca_register_test_observer _Nullable opentca_dependencies_linked_test_observer(void) { return 0; }
#endif
