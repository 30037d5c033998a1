//go:build unix

package protocol

import (
	"os"
	"os/exec"
	"syscall"
)

// setGroup puts the engine in a process group of its own, so that killing
// it kills the processes it started too; on Linux the engine is also
// killed when musfem ends, however it ends (deathSignal).
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	deathSignal(cmd.SysProcAttr)
}

// killGroup kills the engine's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}

// exitSignal names the signal that ended a process, or "".
func exitSignal(st *os.ProcessState) string {
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal().String()
	}
	return ""
}
