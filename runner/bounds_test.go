package runner

import "time"

// Tests measure behaviour, not the machine's load: hangBound is how long
// a test waits for something that takes milliseconds (a decision that
// returns once its context ends, a process that dies once killed) before
// it says that it hangs. Only a hang reaches it, however busy the
// machine; waiting costs nothing when the thing comes.
const hangBound = 10 * time.Minute
