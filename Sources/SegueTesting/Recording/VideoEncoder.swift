import Foundation
import OpenUIKit

/// Why frames could not be written.
public struct VideoEncoderError: Error, CustomStringConvertible {
    public let description: String
}

/// Writes frames, all of one size, as a GIF or an MP4 (ffmpeg, fed raw BGRA
/// frames through a pipe) or a PNG contact sheet. Frames are handed over one
/// at a time; `finish()` writes the file.
public final class VideoEncoder {
    public let url: URL
    public let format: VideoFormat
    public let framesPerSecond: Int
    private var ffmpeg: Process?
    private var input: FileHandle?
    private var size: (width: Int, height: Int)?
    private var sheetFrames: [CGImage] = []
    /// How many frames were handed over.
    public private(set) var frameCount = 0

    /// An encoder writing `format` to `url` at `framesPerSecond`.
    public init(url: URL, format: VideoFormat, framesPerSecond: Int) {
        self.url = url
        self.format = format
        self.framesPerSecond = framesPerSecond
    }

    /// Whether ffmpeg can be run (GIF and MP4 need it).
    public static var isFFmpegAvailable: Bool { ffmpegPath != nil }

    private static let ffmpegPath: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Adds a frame; the first fixes the size.
    public func append(_ image: CGImage) throws {
        if let size, size.width != image.width || size.height != image.height {
            throw VideoEncoderError(description: "frame \(frameCount) is \(image.width)×\(image.height), not \(size.width)×\(size.height)")
        }
        if size == nil {
            size = (image.width, image.height)
            if format != .png { try startFFmpeg(width: image.width, height: image.height) }
        }
        frameCount += 1
        if format == .png {
            sheetFrames.append(image)
            return
        }
        let packed = image.packedBGRA
        try input?.write(contentsOf: packed)
    }

    /// Writes the file; throws with ffmpeg's last words when it fails.
    public func finish() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if format == .png {
            guard let sheet = ContactSheet.make(sheetFrames) else {
                throw VideoEncoderError(description: "no frames to write to \(url.path)")
            }
            try sheet.writePNG(to: url)
            return
        }
        guard let ffmpeg, let input else { throw VideoEncoderError(description: "no frames to write to \(url.path)") }
        try input.close()
        ffmpeg.waitUntilExit()
        guard ffmpeg.terminationStatus == 0 else {
            let errors = (ffmpeg.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            let tail = String(decoding: errors, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: " / ")
            throw VideoEncoderError(description: "ffmpeg failed writing \(url.path): \(tail)")
        }
    }

    private func startFFmpeg(width: Int, height: Int) throws {
        guard let path = Self.ffmpegPath else {
            throw VideoEncoderError(description: "ffmpeg is not installed (make deps installs it); \(format.rawValue) needs it")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        var arguments = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
                         "-r", "\(framesPerSecond)", "-i", "-"]
        switch format {
        case .gif:
            // One palette for the whole clip, dithered: far better than a fixed palette.
            arguments += ["-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a", "-loop", "0"]
        case .mp4:
            // H.264 needs even sizes.
            arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                          "-movflags", "+faststart"]
        case .png:
            break
        }
        arguments.append(url.path)
        process.arguments = arguments
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        ffmpeg = process
        input = stdin.fileHandleForWriting
    }
}

extension CGImage {
    /// The pixels as tightly packed BGRA rows (premultiplied, as rendered).
    var packedBGRA: Data {
        var data = Data(count: width * height * 4)
        native.withPixels { pointer, stride in
            data.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    destination.baseAddress!.advanced(by: row * width * 4)
                        .copyMemory(from: pointer.advanced(by: row * stride), byteCount: width * 4)
                }
            }
        }
        return data
    }
}
