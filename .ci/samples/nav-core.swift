// Before the samples that name it: the import every NavCore sample needs.
import NavCore
