package protocol

import "time"

// Tests measure behaviour, not the machine's load: the time limit of a
// request that must be answered, and the wait for something that takes
// milliseconds (a process that dies once killed), is hangBound — only a
// hang reaches it, however busy the machine —, and a test that must see
// that a failure is not a time-out checks that it came before its limit.
const hangBound = 10 * time.Minute
