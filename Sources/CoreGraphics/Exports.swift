@_exported import OpenCoreGraphics
