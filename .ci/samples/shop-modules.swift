// Before the samples that name it: two SwiftUI feature modules and their builders
// (ModuleRoutingSwiftUI.md).
import ModuleRouting
import SwiftUI

// Two feature modules, as the composition root sees them: their route and exit types, and a
// builder each whose catalog declares their screens.
public enum CatalogRoute: NavigationRoute, Codable { case home, product(id: Int) }
public enum CatalogExit: NavigationExit, Codable { case openCart }
public enum CartRoute: NavigationRoute, Codable { case cart }

@MainActor final class ProductModel {
  let id: Int
  init(id: Int) { self.id = id }
}

struct ProductView: View {
  let model: ProductModel
  var body: some View { Text("Product \(model.id)") }
}

public struct CatalogBuilder: ModuleBuilder {
  public typealias Route = CatalogRoute
  public typealias Exit = CatalogExit
  let app: AppRouter

  public func catalog() throws(CatalogError) -> RouteCatalog<AnyView> {
    var catalog = RouteCatalog<AnyView>(module: "catalog")
    try catalog.add(CatalogRoute.self, key: "catalog") { [app] route, screen in
      switch route {
      case .home: AnyView(Text("Catalog"))
      case .product(let id):
        AnyView(ProductView(model: app.object(for: screen) { ProductModel(id: id) }))
      }
    }
    try catalog.addExits(CatalogExit.self, key: "catalog.exit")
    return catalog
  }
}

public struct CartBuilder: ModuleBuilder {
  public typealias Route = CartRoute
  public typealias Exit = Never
  let app: AppRouter

  public func catalog() throws(CatalogError) -> RouteCatalog<AnyView> {
    var catalog = RouteCatalog<AnyView>(module: "cart")
    try catalog.add(CartRoute.self, key: "cart") { _, _ in AnyView(Text("Cart")) }
    return catalog
  }
}
