package main

import "time"

// Tests measure behaviour, not the machine's load: a test that must see
// that something does not wait for a time limit gives it a long limit and
// checks that the run ended before it (or that nothing timed out), never
// against a figure of seconds that a busy machine can pass. hangBound is
// how long a test waits for something that takes seconds before it says
// that it hangs: only a hang reaches it, however loaded the machine.
const hangBound = 10 * time.Minute
