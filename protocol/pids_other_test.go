//go:build !unix

package protocol

// alive cannot tell here: every process counts as gone.
func alive(int) bool { return false }
