package protocol

import "github.com/musfem/musfem/internal/cmdline"

// SplitCommand splits a command line on spaces; double quotes group words
// with spaces ("a b" is one argument) and \" is a literal quote inside
// them.
func SplitCommand(s string) ([]string, error) { return cmdline.Split(s) }
