// Package gamelog reads and writes saved games (registros): the rules, the
// seed or stacked decks, the plays and the events they produced. A log is
// replayed by starting a game with the same rules and setup and applying
// the plays; the events must match byte for byte (docs/registro.md).
package gamelog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// Format names the JSON format of a log.
const Format = "musfem-registro"

// Log is a saved game.
type Log struct {
	Rules  engine.Rules
	Seed   uint64
	Decks  [][engine.NumCards]engine.Card
	Score  [2]int
	Bots   []string
	Plays  []engine.Play
	Events []engine.Event
	// Runner holds the incidents of the run (time-outs, disconnections,
	// illegal answers, an abandono); empty for a game played by musfem
	// play. Encoded as "runner_events" only when not empty.
	Runner []RunnerEvent
}

// wire is the JSON form; field order is the file's order.
type wire struct {
	Format         string            `json:"format"`
	CatalogVersion int               `json:"catalog_version"`
	Seed           string            `json:"seed"`
	Decks          [][]engine.Card   `json:"decks"`
	Score          [2]int            `json:"score"`
	Rules          json.RawMessage   `json:"rules"`
	Bots           []string          `json:"bots"`
	Plays          []engine.Play     `json:"plays"`
	Events         []json.RawMessage `json:"events"`
	Runner         []RunnerEvent     `json:"runner_events,omitempty"`
}

// Encode writes the log as JSON, one play and one event per line.
func (l *Log) Encode() ([]byte, error) { return l.encode(nil) }

// encode is Encode, taking the canonical JSON of the plays and events that
// c has already seen from c (a nil c encodes everything).
func (l *Log) encode(c *Encoder) ([]byte, error) {
	w := wire{Format: Format, CatalogVersion: engine.CatalogVersionFor(l.Rules), Seed: strconv.FormatUint(l.Seed, 10),
		Score: l.Score, Rules: config.JSON(l.Rules), Bots: l.Bots, Plays: l.Plays, Decks: [][]engine.Card{}}
	if w.Bots == nil {
		w.Bots = []string{}
	}
	if w.Plays == nil {
		w.Plays = []engine.Play{}
	}
	for _, d := range l.Decks {
		w.Decks = append(w.Decks, append([]engine.Card(nil), d[:]...))
	}
	w.Events = []json.RawMessage{}
	for i, e := range l.Events {
		b, err := c.event(i, e)
		if err != nil {
			return nil, err
		}
		w.Events = append(w.Events, b)
	}
	var out bytes.Buffer
	out.WriteString("{\n")
	field := func(name string, v any, last bool) error {
		b, err := engine.Canonical(v)
		if err != nil {
			return err
		}
		fmt.Fprintf(&out, "  %q: %s", name, b)
		if !last {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
		return nil
	}
	list := func(name string, items [][]byte, last bool) {
		fmt.Fprintf(&out, "  %q: [", name)
		for i, it := range items {
			if i > 0 {
				out.WriteByte(',')
			}
			out.WriteString("\n    ")
			out.Write(it)
		}
		if len(items) > 0 {
			out.WriteString("\n  ")
		}
		out.WriteByte(']')
		if !last {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	for _, f := range []struct {
		n string
		v any
	}{{"format", w.Format}, {"catalog_version", w.CatalogVersion}, {"seed", w.Seed}, {"decks", w.Decks}, {"score", w.Score}, {"rules", w.Rules}, {"bots", w.Bots}} {
		if err := field(f.n, f.v, false); err != nil {
			return nil, err
		}
	}
	var plays [][]byte
	for i, p := range w.Plays {
		b, err := c.play(i, p)
		if err != nil {
			return nil, err
		}
		plays = append(plays, b)
	}
	list("plays", plays, false)
	var evs [][]byte
	for _, e := range w.Events {
		evs = append(evs, e)
	}
	list("events", evs, len(l.Runner) == 0)
	if len(l.Runner) > 0 {
		var rs [][]byte
		for _, r := range l.Runner {
			b, err := engine.Canonical(r)
			if err != nil {
				return nil, err
			}
			rs = append(rs, b)
		}
		list("runner_events", rs, true)
	}
	out.WriteString("}\n")
	return out.Bytes(), nil
}

// Decode reads a log; name is used in error messages.
func Decode(name string, data []byte) (*Log, error) {
	var w wire
	if err := engine.DecodeStrict(data, &w); err != nil {
		return nil, fmt.Errorf("%s: registro ilegible: %v", name, err)
	}
	if w.Format != Format {
		return nil, fmt.Errorf("%s: formato %q, se esperaba %q", name, w.Format, Format)
	}
	if w.CatalogVersion < 1 || w.CatalogVersion > engine.CatalogVersion {
		return nil, fmt.Errorf("%s: versión de catálogo %d desconocida (este motor lee hasta la %d)", name, w.CatalogVersion, engine.CatalogVersion)
	}
	seed, err := strconv.ParseUint(w.Seed, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("%s: semilla %q: debe ser un entero sin signo en texto decimal", name, w.Seed)
	}
	rules, err := config.ParseJSON(name+" (reglas)", w.Rules)
	if err != nil {
		return nil, err
	}
	l := &Log{Rules: rules, Seed: seed, Score: w.Score, Bots: w.Bots, Plays: w.Plays}
	for i, r := range w.Runner {
		if err := validRunnerEvent(r, len(w.Plays)); err != nil {
			return nil, fmt.Errorf("%s: incidencia %d del runner: %v", name, i+1, err)
		}
		l.Runner = append(l.Runner, r)
	}
	for i, d := range w.Decks {
		if len(d) != engine.NumCards {
			return nil, fmt.Errorf("%s: mazo %d: tiene %d cartas, deben ser 40", name, i+1, len(d))
		}
		var x [engine.NumCards]engine.Card
		copy(x[:], d)
		l.Decks = append(l.Decks, x)
	}
	for i, raw := range w.Events {
		var e engine.Event
		if err := json.Unmarshal(raw, &e); err != nil {
			return nil, fmt.Errorf("%s: evento %d: %v", name, i+1, err)
		}
		l.Events = append(l.Events, e)
	}
	return l, nil
}

// Setup returns the engine setup of the log.
func (l *Log) Setup() engine.Setup {
	return engine.Setup{Seed: l.Seed, Decks: l.Decks, Score: l.Score}
}

// Mismatch describes the first event that differs in a replay.
type Mismatch struct {
	Index     int    // position in the log, from 0
	Want, Got string // canonical JSON, "" when missing
}

func (m *Mismatch) Error() string {
	switch {
	case m.Want == "":
		return fmt.Sprintf("el evento %d sobra al repetir: %s", m.Index+1, m.Got)
	case m.Got == "":
		return fmt.Sprintf("el evento %d del registro no se produce al repetir: %s", m.Index+1, m.Want)
	}
	return fmt.Sprintf("el evento %d difiere:\n  registro: %s\n  repetido: %s", m.Index+1, m.Want, m.Got)
}

// Replay applies the log's plays to a new game and checks that the events
// equal the log's. It returns the replayed events; the error is a
// *engine.ReplayError when a play is refused, or a *Mismatch naming the
// first differing event.
func Replay(l *Log) ([]engine.Event, error) {
	_, evs, err := engine.Replay(l.Rules, l.Setup(), l.Plays)
	if err != nil {
		return evs, err
	}
	for i := 0; i < len(evs) || i < len(l.Events); i++ {
		var want, got string
		if i < len(l.Events) {
			b, _ := engine.Canonical(l.Events[i])
			want = string(b)
		}
		if i < len(evs) {
			b, _ := engine.Canonical(evs[i])
			got = string(b)
		}
		if want != got {
			return evs, &Mismatch{Index: i, Want: want, Got: got}
		}
	}
	return evs, nil
}
