// `import SwiftNavigation` brings the observation layer's companions with it, as Point-Free's module
// does: `@Perceptible`/`@Observable` models (Perception, which re-exports Observation) and
// `@CasePathable` enums whose cases `UIBinding` projects (CasePaths).
@_exported import CasePaths
@_exported import Perception
