// The header's inline function is the whole target; SwiftPM needs a source file to build it.
#include "MallocInUse.h"
