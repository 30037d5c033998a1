//go:build unix

package certify

import (
	"syscall"
	"time"
)

// cpuSelf is the user and system CPU time of this process so far.
func cpuSelf() time.Duration { return rusage(syscall.RUSAGE_SELF) }

// cpuChildren is the CPU time of the children already reaped.
func cpuChildren() time.Duration { return rusage(syscall.RUSAGE_CHILDREN) }

func rusage(who int) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
