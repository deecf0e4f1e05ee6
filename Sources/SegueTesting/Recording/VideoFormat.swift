import Foundation

/// What a recording of frames is written as.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// An animated GIF, through ffmpeg's palette filters (a palette made for the clip).
    case gif
    /// An H.264 MP4, through ffmpeg.
    case mp4
    /// A contact sheet: the frames in a grid, in one PNG.
    case png

    /// The format a file name's extension names, or nil.
    public init?(url: URL) {
        self.init(rawValue: url.pathExtension.lowercased())
    }
}
