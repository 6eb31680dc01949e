#ifndef OPENTCA_DEPENDENCIES_OBSERVER_LOOKUP_H
#define OPENTCA_DEPENDENCIES_OBSERVER_LOOKUP_H

/// What `DependenciesTestObserver` calls before each XCTest test case starts.
typedef void (*opentca_test_case_callback)(void);

/// `DependenciesTestObserver`'s registration function.
typedef void (*opentca_register_test_observer)(opentca_test_case_callback _Nonnull);

/// The registration function of `DependenciesTestObserver` when it is linked into this program
/// (statically, in a test runner whose tests depend on its target, or as a shared library the runner
/// loads at launch), or NULL. Outside Linux and Android it is always NULL.
opentca_register_test_observer _Nullable opentca_dependencies_linked_test_observer(void);

#endif
