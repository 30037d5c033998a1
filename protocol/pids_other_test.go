//go:build !unix

package protocol

import "syscall"

// alive cannot tell here: every process counts as gone.
func alive(int) bool { return false }

// ownSession: no sessions here.
func ownSession() *syscall.SysProcAttr { return nil }
