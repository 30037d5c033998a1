//go:build unix

package runner

import (
	"os/exec"
	"syscall"
)

// botSetGroup puts the bot in a process group of its own, so that killing
// it kills the processes it started too.
func botSetGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// botKillGroup kills the bot's process group.
func botKillGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
