// Dance's API is spelled in Foundation's types (CGPoint, CGRect, CGSize, CGFloat,
// TimeInterval), so `import Dance` brings them too, as `import UIKit` does on iOS: a program
// ported from UIKit compiles with its one import replaced, and every example in the
// documentation compiles with `import Dance` alone.
@_exported import Foundation
