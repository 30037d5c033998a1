//go:build unix

package protocol

import (
	"bytes"
	"fmt"
	"os"
	"syscall"
)

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true // no /proc: a process that answers signals is alive
	}
	// pid (comm) state …: the state follows the last parenthesis.
	if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) {
		return stat[i+2] != 'Z'
	}
	return true
}

// ownSession starts a process in a session (and process group) of its
// own, as setsid does.
func ownSession() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setsid: true} }
