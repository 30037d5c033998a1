//go:build !unix

package protocol

import (
	"os"
	"os/exec"
)

func setGroup(cmd *exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}

// exitSignal names the signal that ended a process: none here.
func exitSignal(*os.ProcessState) string { return "" }
