import Foundation

/// The page that lists every exported demo with its clip, its length and its
/// callback timeline, grouped as the Gallery groups them.
public enum IndexPage {
    /// The HTML for `recordings`, whose files are linked relative to `directory`.
    public static func html(_ recordings: [DemoRecording], relativeTo directory: URL) -> String {
        var body = ""
        for group in DemoGroup.allCases {
            let members = recordings.filter { $0.demo.group == group }
            guard !members.isEmpty else { continue }
            body += "<h2>\(escape(group.title))</h2>\n<div class=\"grid\">\n"
            for recording in members {
                let path = recording.file.path.replacingOccurrences(of: directory.path + "/", with: "")
                let clip = recording.file.pathExtension == "mp4"
                    ? "<video src=\"\(escape(path))\" autoplay loop muted playsinline></video>"
                    : "<img src=\"\(escape(path))\" alt=\"\(escape(recording.demo.title))\">"
                let events = recording.timeline.map { entry in
                    String(format: "<li><span class=\"t\">%5d ms</span> %@</li>", Int((entry.time * 1000).rounded()),
                           escape(entry.callback))
                }.joined(separator: "\n")
                body += """
                <section class="demo" id="\(escape(recording.demo.name))">
                  <h3>\(escape(recording.demo.title))</h3>
                  <p>\(escape(recording.demo.summary))</p>
                  \(clip)
                  <p class="meta">\(String(format: "%.2f", recording.duration)) s · \(recording.frames) frames · <code>\(escape(recording.demo.name))</code></p>
                  <details><summary>Callback timeline (\(recording.timeline.count))</summary><ol>\n\(events)\n</ol></details>
                </section>

                """
            }
            body += "</div>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Segue Gallery</title>
        <style>
        body { font: 15px -apple-system, "DejaVu Sans", sans-serif; margin: 2em; background: #f2f2f7; color: #1c1c1e; }
        h1 { margin-bottom: 0.2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; }
        .grid { display: flex; flex-wrap: wrap; gap: 20px; }
        .demo { background: white; border-radius: 12px; padding: 12px; width: 260px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .demo h3 { margin: 0 0 4px; font-size: 16px; } .demo p { margin: 4px 0; font-size: 13px; }
        .demo img, .demo video { width: 100%; border-radius: 8px; background: #000; }
        .meta { color: #666; } ol { padding-left: 1em; font-size: 11px; } .t { color: #888; font-family: monospace; }
        </style></head><body>
        <h1>Segue Gallery</h1>
        <p>Every transition, recorded headless on the virtual clock, frame-exact. \(recordings.count) demos.</p>
        \(body)</body></html>
        """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
