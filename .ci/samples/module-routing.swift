// Before the samples that name it: the import every ModuleRouting sample needs.
import ModuleRouting
