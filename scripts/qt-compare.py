#!/usr/bin/env python3
"""Qt Quick's software renderer on scenes comparable to segue-bench's, for the
side-by-side figures of docs/Performance (issue 36). Not part of `make test`:
needs PySide6 (`python3 -m venv /tmp/qtenv && /tmp/qtenv/bin/pip install PySide6`).

Run pinned to one core, alternating with segue-bench:
    taskset -c 1 /tmp/qtenv/bin/python scripts/qt-compare.py
Prints `qt: <name> = <value> ms` lines (medians):
  - start_animations_1000_items: one JS call giving 1,000 rectangles a 0.3 s
    animation of x (a Behavior, as UIView.animate gives each view one);
  - steady_frame_1170x2532: the two-panel scene of CompositorBenchmark (two
    full-screen panels of 12 cards with a dot and two texts, an image, a
    separator), the top panel moved each frame, rendered at 3x;
  - first_frame_1170x2532: that scene's first frame;
  - new_screen_first_frame_1170x2532: a screen like NewScreenBenchmark's
    (header image, title, subtitle, a list of 40 rows, about 12 visible)
    created in a warm window and rendered.
"""
import os, statistics, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("QT_SCALE_FACTOR", "3")
from PySide6.QtCore import QUrl, QMetaObject, Qt, Q_ARG
from PySide6.QtGui import QGuiApplication, QImage, QColor, QPainter
from PySide6.QtQuick import QQuickItem, QQuickView

app = QGuiApplication(sys.argv)
photo = QImage(256, 64, QImage.Format_ARGB32)
painter = QPainter(photo)
for x in range(0, 256, 8):
    painter.fillRect(x, 0, 8, 64, QColor.fromRgbF(x / 255, 0.6, 1 - x / 255))
painter.end()
photo_path = "/tmp/qt-compare-photo.png"
photo.save(photo_path)

def view(qml):
    v = QQuickView()
    v.setResizeMode(QQuickView.SizeRootObjectToView)
    v.resize(390, 844)
    path = "/tmp/qt-compare-scene.qml"
    with open(path, "w") as f:
        f.write(qml)
    v.setSource(QUrl.fromLocalFile(path))
    v.show()
    return v

def ms(seconds):
    return seconds * 1000

PANELS = """
import QtQuick
Rectangle {
    id: root; width: 390; height: 844; color: "white"
    property Item movingPanel: topPanel
    component Panel: Rectangle { id: panel; width: 390; height: 844
        property int panelIndex: 0
        color: panelIndex == 0 ? Qt.rgba(0.95, 0.95, 0.97, 1) : Qt.rgba(0.9, 0.95, 1, 1)
        Repeater { model: 12
            Rectangle { x: 16; y: 20 + index * 66; width: 358; height: 58; radius: 12; color: "white"
                Rectangle { x: 12; y: 12; width: 34; height: 34; radius: 17
                    color: Qt.rgba(0.2 + 0.05 * (index % 5), 0.5, 0.9, 1) }
                Text { x: 58; y: 10; width: 280; height: 22; font.pixelSize: 17; color: Qt.rgba(0.1, 0.1, 0.1, 1)
                    text: "Row " + (index + 1) + " · 第 " + (index + 1) + " 行 " + (panel.panelIndex == 0 ? "list" : "detail") }
                Text { x: 58; y: 32; width: 280; height: 18; font.pixelSize: 13; color: Qt.rgba(0.45, 0.45, 0.45, 1)
                    text: "A subtitle that says a little more" }
            }
        }
        Image { x: 16; y: 20 + 12 * 66; width: 358; height: 30; source: "file://PHOTO"
            fillMode: Image.PreserveAspectCrop; clip: true }
        Rectangle { x: 16; y: 14 + 12 * 66; width: 358; height: 1; color: Qt.rgba(0.8, 0.8, 0.8, 1) }
    }
    Panel { panelIndex: 0 }
    Panel { id: topPanel; panelIndex: 1 }
}
""".replace("PHOTO", photo_path)

def panels():
    v = view(PANELS)
    start = time.perf_counter()
    v.grabWindow()
    first = time.perf_counter() - start
    top = v.rootObject().property("movingPanel")
    steady = []
    for frame in range(1, 61):
        top.setProperty("x", frame * 5)
        start = time.perf_counter()
        v.grabWindow()
        if frame > 5:
            steady.append(time.perf_counter() - start)
    return first, statistics.median(steady)

ANIMATIONS = """
import QtQuick
Rectangle { id: root; width: 390; height: 844
    Repeater { id: items; model: 1000
        Rectangle { x: (index % 20) * 19; y: Math.floor(index / 20) * 16; width: 16; height: 12; color: "#007aff"
            Behavior on x { NumberAnimation { duration: 300 } } } }
    function move(dx) { for (var i = 0; i < 1000; i++) items.itemAt(i).x += dx }
}
"""

def animations():
    v = view(ANIMATIONS)
    v.grabWindow()
    root = v.rootObject()
    calls = []
    for round_ in range(20):
        dx = 40 if round_ % 2 == 0 else -40
        start = time.perf_counter()
        QMetaObject.invokeMethod(root, "move", Q_ARG("QVariant", dx))
        calls.append(time.perf_counter() - start)
        for _ in range(30):
            app.processEvents()
        time.sleep(0.35)   # the animations end (wall clock: Qt's animations run on it)
        app.processEvents()
    return statistics.median(calls)

SCREEN_HOST = """
import QtQuick
Rectangle { id: root; width: 390; height: 844; color: "white"
    Component { id: screen
        Rectangle { width: 390; height: 844; color: "white"
            Image { x: 0; y: 100; width: 390; height: 120; source: "file://PHOTO"; fillMode: Image.PreserveAspectCrop; clip: true }
            Text { x: 16; y: 232; width: 358; height: 28; font.pixelSize: 22; font.bold: true; text: "Ridge walk · 山脊步道" }
            Text { x: 16; y: 262; width: 358; height: 20; font.pixelSize: 15; color: "#8a8a8e"; text: "12.4 km, 640 m of climbing, about five hours" }
            ListView { x: 0; y: 292; width: 390; height: 552; model: 40
                delegate: Item { width: 390; height: 55
                    Text { x: 16; y: 8; font.pixelSize: 17; text: "Stage " + (index + 1) }
                    Text { x: 16; y: 31; font.pixelSize: 12; text: (3 + index % 7) + " km · " + (40 + index * 13 % 90) + " min" }
                    Rectangle { x: 16; y: 54; width: 374; height: 1; color: "#c6c6c8" } } }
        }
    }
    property var shown: null
    function push() { shown = screen.createObject(root) }
    function pop() { shown.destroy(); shown = null }
}
""".replace("PHOTO", photo_path)

def new_screen():
    v = view(SCREEN_HOST)
    v.grabWindow()
    root = v.rootObject()
    firsts = []
    for round_ in range(36):
        start = time.perf_counter()
        QMetaObject.invokeMethod(root, "push")
        v.grabWindow()
        elapsed = time.perf_counter() - start
        if round_ >= 6:
            firsts.append(elapsed)
        QMetaObject.invokeMethod(root, "pop")
        app.processEvents()
        v.grabWindow()
    return statistics.median(firsts)

first, steady = panels()
print(f"qt: first_frame_1170x2532 = {ms(first):.2f} ms")
print(f"qt: steady_frame_1170x2532 = {ms(steady):.2f} ms")
print(f"qt: new_screen_first_frame_1170x2532 = {ms(new_screen()):.2f} ms")
print(f"qt: start_animations_1000_items = {ms(animations()):.2f} ms")
