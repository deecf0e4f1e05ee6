// Empty on purpose: the toolchain's Testing cross-import overlay for UIKit looks for this module.
