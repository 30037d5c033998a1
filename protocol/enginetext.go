package protocol

import "github.com/musfem/musfem/internal/errtext"

// The engine's own words (its name and version in hello, the code,
// article and detail of a refusal) reach certificates, file names and
// messages: they are kept to a short excerpt, control characters and
// bytes that are not UTF-8 escaped (errtext.Clip), however long the line
// the engine wrote (up to Options.MaxLine).
const (
	maxEngineText   = 64
	maxEngineDetail = 300
)

// engineText is a short word of the engine's (a name, a version, a code,
// an article) as musfem repeats it.
func engineText(s string) string { return errtext.Clip(s, maxEngineText) }

// engineDetail is an explanation of the engine's as musfem repeats it.
func engineDetail(s string) string { return errtext.Clip(s, maxEngineDetail) }
