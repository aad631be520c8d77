// Feature modules import ModuleRouting only: the values they navigate with (routes, paths,
// commands, refusals) come with it.
@_exported import NavCore
