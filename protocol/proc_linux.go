//go:build linux

package protocol

import (
	"os"
	"strconv"
	"syscall"
)

// pipeIDs returns the inode numbers of the given pipes (the client's ends
// of the engine's standard input, output and error).
func pipeIDs(files ...*os.File) []uint64 {
	var out []uint64
	for _, f := range files {
		// Not f.Fd(), which would put the pipe in blocking mode and
		// disable its deadlines.
		if fi, err := f.Stat(); err == nil {
			if st, ok := fi.Sys().(*syscall.Stat_t); ok {
				out = append(out, st.Ino)
			}
		}
	}
	return out
}

// killPipeHolders kills, with their process groups, the processes other
// than this one that hold one of the pipes: what an engine left behind
// outside its own process group (a child that called setsid) and still
// writes to or reads from its pipes once the engine has ended. It reads
// /proc: the links of every process's open files name their pipes
// ("pipe:[INODE]"); a process it may not read is not this user's.
func killPipeHolders(pipes []uint64) {
	if len(pipes) == 0 {
		return
	}
	want := map[string]bool{}
	for _, ino := range pipes {
		want["pipe:["+strconv.FormatUint(ino, 10)+"]"] = true
	}
	self := os.Getpid()
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	for _, e := range procs {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == self || pid <= 1 {
			continue
		}
		dir := "/proc/" + e.Name() + "/fd/"
		fds, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, fd := range fds {
			if link, err := os.Readlink(dir + fd.Name()); err == nil && want[link] {
				if pgid, err := syscall.Getpgid(pid); err == nil && pgid > 1 && pgid != syscall.Getpgrp() {
					_ = syscall.Kill(-pgid, syscall.SIGKILL)
				}
				_ = syscall.Kill(pid, syscall.SIGKILL)
				break
			}
		}
	}
}

// deathSignal has the engine killed when the thread that started it ends
// (startProcess keeps that thread alive while musfem runs): when musfem
// itself is killed, even by SIGKILL, which it cannot catch to kill its
// engines' process groups.
func deathSignal(attr *syscall.SysProcAttr) { attr.Pdeathsig = syscall.SIGKILL }
