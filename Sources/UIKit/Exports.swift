@_exported import OpenUIKit
@_exported import QuartzCore
