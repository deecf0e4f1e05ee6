// Empty on purpose: the toolchain's Testing cross-import overlay for CoreGraphics looks for this module.
