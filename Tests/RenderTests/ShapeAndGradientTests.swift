import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ShapeAndGradientTests {
    @Test func shapeFillRulesAndStroke() {
        let image = renderScene { root in
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 80, height: 80))
            path.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
            let evenOdd = CAShapeLayer()
            evenOdd.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            evenOdd.path = path
            evenOdd.fillColor = blue
            evenOdd.fillRule = .evenOdd
            evenOdd.strokeColor = red
            evenOdd.lineWidth = 4
            root.addSublayer(evenOdd)
        }
        expectPixel(image, 50, 50, whitePixel, "the hole")
        expectPixel(image, 20, 50, bluePixel)
        expectPixel(image, 10, 50, redPixel, "the outer stroke straddles the edge")
        expectPixel(image, 30, 50, redPixel, "so does the inner one")
    }

    @Test func nonZeroFillsTheHole() {
        let image = renderScene { root in
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 80, height: 80))
            path.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            shape.path = path
            shape.fillColor = blue
            root.addSublayer(shape)
        }
        expectPixel(image, 50, 50, bluePixel)
    }

    @Test func strokeStartAndEndTrimTheStroke() {
        let image = renderScene { root in
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 100, y: 50))
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            shape.path = line
            shape.fillColor = nil
            shape.strokeColor = red
            shape.lineWidth = 10
            shape.strokeStart = 0.25
            shape.strokeEnd = 0.75
            root.addSublayer(shape)
        }
        expectPixel(image, 20, 50, whitePixel)
        expectPixel(image, 30, 50, redPixel)
        expectPixel(image, 70, 50, redPixel)
        expectPixel(image, 80, 50, whitePixel)
    }

    @Test func dashPatternAndPhase() {
        let image = renderScene { root in
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 100, y: 50))
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            shape.path = line
            shape.strokeColor = black
            shape.lineWidth = 4
            shape.lineDashPattern = [10, 10]
            shape.lineDashPhase = 5
            root.addSublayer(shape)
        }
        expectPixel(image, 2, 50, blackPixel, "phase 5: the first dash runs 0…5")
        expectPixel(image, 10, 50, whitePixel, "gap 5…15")
        expectPixel(image, 20, 50, blackPixel, "dash 15…25")
    }

    @Test func axialGradient() {
        let image = renderScene { root in
            let gradient = CAGradientLayer()
            gradient.frame = root.bounds
            gradient.colors = [red, blue]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            root.addSublayer(gradient)
        }
        expectPixel(image, 0, 50, (253, 0, 2, 255), tolerance: 3)
        expectPixel(image, 50, 50, (127, 0, 128, 255), tolerance: 3)
        expectPixel(image, 99, 10, (2, 0, 253, 255), tolerance: 3)
    }

    @Test func gradientLocations() {
        let image = renderScene { root in
            let gradient = CAGradientLayer()
            gradient.frame = root.bounds
            gradient.colors = [red, red, blue]
            gradient.locations = [0, 0.8, 1]
            root.addSublayer(gradient)
        }
        expectPixel(image, 50, 70, redPixel, "default direction is top to bottom; red until 80 %")
        expectPixel(image, 50, 90, (128, 0, 128, 255), tolerance: 8)
    }

    @Test func radialGradient() {
        let image = renderScene { root in
            let gradient = CAGradientLayer()
            gradient.type = .radial
            gradient.frame = root.bounds
            gradient.colors = [white, black]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            root.addSublayer(gradient)
        }
        expectPixel(image, 50, 50, whitePixel, tolerance: 4)
        expectPixel(image, 75, 50, (128, 128, 128, 255), tolerance: 4, "half the radius")
        expectPixel(image, 50, 75, (128, 128, 128, 255), tolerance: 4)
        expectPixel(image, 99, 99, blackPixel, "beyond the radius the last colour holds")
    }

    @Test func conicGradient() {
        let image = renderScene { root in
            let gradient = CAGradientLayer()
            gradient.type = .conic
            gradient.frame = root.bounds
            gradient.colors = [red, blue]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            root.addSublayer(gradient)
        }
        expectPixel(image, 50, 95, (191, 0, 64, 255), tolerance: 4, "a quarter turn from +x (towards +y)")
        expectPixel(image, 5, 50, (128, 0, 128, 255), tolerance: 4, "half a turn")
        expectPixel(image, 50, 5, (64, 0, 191, 255), tolerance: 4, "three quarters")
    }
}
