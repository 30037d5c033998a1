//go:build !unix

package runner

import "os/exec"

// botSetGroup does nothing where there are no process groups.
func botSetGroup(cmd *exec.Cmd) {}

// botKillGroup kills the bot's process.
func botKillGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
