// Point-Free's Perception back-ports Observation to older Apple platforms. OpenTCA targets platforms
// where Observation exists (and Linux, where it ships with the toolchain), so Perception's names are
// built on Observation, which `import Perception` brings along.
@_exported import Observation
