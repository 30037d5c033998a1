//go:build !unix

package certify

import "time"

// cpuSelf is unknown here: the benchmark reports 0.
func cpuSelf() time.Duration { return 0 }

// cpuChildren is unknown here: the benchmark reports 0.
func cpuChildren() time.Duration { return 0 }
