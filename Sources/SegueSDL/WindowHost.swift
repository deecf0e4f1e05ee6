import CSDL2
import OpenUIKit

/// The window host: the key `UIWindow` in an SDL2 window, frames on the real
/// clock, the compositor's pixels uploaded as a streaming texture, the mouse as
/// a finger (Ctrl-drag and the scroll wheel pinch about the centre).
@preconcurrency @MainActor
public final class WindowHost: UIApplicationHost {
    /// Window pixels per point.
    public let windowScale: CGFloat
    /// Quit after this many seconds (automated runs); nil runs until the window closes.
    public var exitAfter: TimeInterval?
    private let title: String
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var bitmap: NativeBitmap?
    private let compositor = Compositor()
    private var mouse = MouseTouches()
    private let pacer = RealTimeFramePacer(framesPerSecond: 60)
    private let driver: FrameDriver

    /// Why a window could not be opened.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A host for a screen of `screenSize` points shown at `windowScale` window pixels per point.
    public init(title: String = "Segue", screenSize: CGSize = CGSize(width: 390, height: 844), windowScale: CGFloat = 1) {
        self.title = title
        self.windowScale = windowScale
        UIApplication.startOnRealClock()
        driver = FrameDriver(runtime: SegueRuntime.current)
        UIScreen.current = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: windowScale,
                                    maximumFramesPerSecond: 60)
        UIView.contentScale = windowScale
    }

    /// Whether a display can be opened (X11 or Wayland is set in the environment).
    public static var isDisplayAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false
    }

    /// Opens the window; throws a clear message when there is no display.
    public func open() throws {
        guard WindowHost.isDisplayAvailable else {
            throw Failure(description: "no display: DISPLAY is not set. Run headless (the gallery renders PNG frames into out/) or start a display, e.g. `xvfb-run make demo`.")
        }
        SDL_SetMainReady()
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw Failure(description: "SDL could not open the display: \(String(cString: SDL_GetError()))")
        }
        let size = UIScreen.main.bounds.size
        let width = Int32((size.width * windowScale).rounded()), height = Int32((size.height * windowScale).rounded())
        let centered = Int32(bitPattern: 0x2FFF_0000) // SDL_WINDOWPOS_CENTERED
        window = SDL_CreateWindow(title, centered, centered, width, height,
                                  SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        guard window != nil else { throw Failure(description: "SDL_CreateWindow: \(String(cString: SDL_GetError()))") }
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard renderer != nil else { throw Failure(description: "SDL_CreateRenderer: \(String(cString: SDL_GetError()))") }
        makeTexture(width: Int(width), height: Int(height))
    }

    private func makeTexture(width: Int, height: Int) {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        bitmap = NativeBitmap(width: width, height: height)
    }

    /// Runs frames until the window closes (or `exitAfter` passes).
    public func run() {
        if window == nil {
            do { try open() } catch {
                print("segue: \(error)")
                return
            }
        }
        let start = CACurrentMediaTime()
        var event = SDL_Event()
        var running = true
        while running {
            let frameStart = CACurrentMediaTime()
            let ticks = SDL_GetTicks()
            /// When SDL saw an event (its timestamp, in milliseconds), in media time:
            /// events that arrive within one frame keep their own times (velocities).
            func time(_ timestamp: UInt32) -> CFTimeInterval { frameStart - Double(ticks &- timestamp) / 1000 }
            var touchEvents: [UIEvent] = []
            while SDL_PollEvent(&event) != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT:
                    running = false
                case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                    let pinching = (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
                    touchEvents.append(mouse.down(at: point(event.button.x, event.button.y), pinching: pinching,
                                                  center: screenCenter, time: time(event.button.timestamp)))
                case SDL_MOUSEMOTION where mouse.isDown:
                    touchEvents.append(mouse.move(to: point(event.motion.x, event.motion.y), center: screenCenter,
                                                  time: time(event.motion.timestamp)))
                case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && mouse.isDown:
                    touchEvents.append(mouse.up(at: point(event.button.x, event.button.y), center: screenCenter,
                                                time: time(event.button.timestamp)))
                case SDL_TEXTINPUT:
                    let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    for character in text { keyInput?.insertText(String(character)) }
                case SDL_KEYDOWN where event.key.keysym.sym == Int32(SDLK_RETURN.rawValue):
                    keyInput?.insertText("\n")
                case SDL_KEYDOWN where event.key.keysym.sym == Int32(SDLK_BACKSPACE.rawValue):
                    keyInput?.deleteBackward()
                case SDL_MOUSEWHEEL:
                    mouse.queueWheelPinch(steps: Int(event.wheel.y), center: screenCenter)
                case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                    resized(width: Int(event.window.data1), height: Int(event.window.data2))
                default:
                    break
                }
            }
            if let wheel = mouse.nextWheelEvent(time: frameStart) { touchEvents.append(wheel) }
            driver.enqueue(touchEvents)
            driver.runFrame(at: CACurrentMediaTime(), frameDuration: pacer.frameDuration)
            present()
            if let exitAfter, CACurrentMediaTime() - start >= exitAfter { running = false }
            // Timers, the main queue and main-actor tasks run between frames; this
            // also keeps to the frame rate where vsync does not (a virtual display).
            pacer.runMainRunLoop(untilFrameAfter: frameStart)
        }
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        SDL_Quit()
    }

    /// What the keyboard types into: the key window's first responder, when it takes text.
    private var keyInput: UIKeyInput? {
        UIApplication.shared.keyWindow?.currentFirstResponder as? UIKeyInput
    }

    private var screenCenter: CGPoint {
        CGPoint(x: UIScreen.main.bounds.midX, y: UIScreen.main.bounds.midY)
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / windowScale, y: CGFloat(y) / windowScale)
    }

    private func resized(width: Int, height: Int) {
        let size = CGSize(width: CGFloat(width) / windowScale, height: CGFloat(height) / windowScale)
        // The user drags the size: follow at once, telling the controllers as a rotation would.
        for window in UIApplication.shared.windows { window.transitionToScreenSize(size, duration: 0) }
        makeTexture(width: width, height: height)
    }

    private func present() {
        guard let keyWindow = UIApplication.shared.keyWindow, let bitmap, let texture, let renderer else { return }
        // Only what changed since the last frame is drawn, and only those rows and columns are uploaded.
        let damage = compositor.renderChanges(keyWindow.layer, into: bitmap, scale: windowScale,
                                              background: CGColor(gray: 0, alpha: 1))
        bitmap.withPixels { pixels, stride in
            for damaged in damage.rects {
                var rect = SDL_Rect(x: Int32(damaged.x), y: Int32(damaged.y), w: Int32(damaged.width), h: Int32(damaged.height))
                _ = SDL_UpdateTexture(texture, &rect, pixels.advanced(by: damaged.y * stride + damaged.x * 4), Int32(stride))
            }
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
