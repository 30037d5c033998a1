package certify

import (
	"fmt"
	"io"
	"os"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/errtext"
)

// The bounds of a case file (--caso): the largest golden fixture has 272
// plays in 170 KB, and a case is a shrunk reproduction, far smaller.
const (
	MaxCaseBytes = 8 << 20
	MaxCasePlays = 10000
)

// CaseFile is a case file (or any fixture file) read and checked before
// any engine starts (LoadCase), ready to replay on one (Replay).
type CaseFile struct {
	Path string
	f    fixtures.Fixture
}

// Name is the case's name.
func (c *CaseFile) Name() string { return c.f.Name }

// LoadCase reads a case file and checks it: its size, its format and the
// versions of its format and catalog (fixtures.Decode), and the number of
// its plays. Its error is a Spanish sentence that names the file.
func LoadCase(path string) (*CaseFile, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("no se puede leer el caso %s: %s", path, errtext.File(err))
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, MaxCaseBytes+1))
	if err != nil {
		return nil, fmt.Errorf("no se puede leer el caso %s: %s", path, errtext.File(err))
	}
	if len(data) > MaxCaseBytes {
		return nil, fmt.Errorf("el caso %s pesa más de %d MB: un caso (docs/fixtures.md) es una partida corta, no se repite", path, MaxCaseBytes>>20)
	}
	f, err := fixtures.Decode(path, data)
	if err != nil {
		return nil, fmt.Errorf("el caso no es un registro válido (docs/fixtures.md): %v", err)
	}
	if len(f.Plays) > MaxCasePlays {
		return nil, fmt.Errorf("el caso %s tiene %d acciones, y un caso tiene a lo sumo %d", path, len(f.Plays), MaxCasePlays)
	}
	return &CaseFile{Path: path, f: f}, nil
}

// NotOffered says, in Spanish, what the case needs that the engine does
// not offer (a rule value it does not accept, stacked decks); "" when the
// engine can replay it.
func (c *CaseFile) NotOffered(t Engine) string { return fixtureNotOffered(c.f, t) }

// Replay replays the case on the engine in lockstep with the reference,
// to its last play, and returns what differs.
func (c *CaseFile) Replay(t Engine) (diferencial.CaseResult, error) {
	return diferencial.ReplayFixture(t, c.f)
}
