#if canImport(SwiftUI)
  import Foundation
  import ModuleRouting
  import SwiftUI

  extension View {
    /// This view, opening the URLs the app receives with `links` through `app`; as it is when
    /// the app set no links, so that a URL reaches whatever else handles it.
    @ViewBuilder
    func opening(_ links: AppLinks?, with app: AppRouter) -> some View {
      if let links {
        onOpenURL { url in
          app.open(url.absoluteString, using: links)
        }
      } else {
        self
      }
    }
  }
#endif
