// Package gamelog reads and writes saved games (registros): the rules, the
// seed or stacked decks, the plays and the events they produced. A log is
// replayed by starting a game with the same rules and setup and applying
// the plays; the events must match byte for byte (docs/registro.md).
package gamelog

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/docjson"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/narrate"
	"github.com/musfem/musfem/tiempo"
)

// Format names the JSON format of a log.
const Format = "musfem-registro"

// Log is a saved game.
type Log struct {
	// MusfemVersion is the version of musfem that wrote the log, as read
	// ("" for a log written before logs carried it). Encode always writes
	// the running musfem's version (internal/version).
	MusfemVersion string
	Rules         engine.Rules
	Seed          uint64
	Decks         [][engine.NumCards]engine.Card
	Score         [2]int
	Bots          []string
	Plays         []engine.Play
	Events        []engine.Event
	// Runner holds the incidents of the run (time-outs, disconnections,
	// illegal answers, an abandono); empty for a game played by musfem
	// play. Encoded as "runner_events" only when not empty.
	Runner []tiempo.Incident
}

// wire is the JSON form; field order is the file's order.
type wire struct {
	Format         string            `json:"format"`
	MusfemVersion  string            `json:"musfem_version,omitempty"`
	CatalogVersion int               `json:"catalog_version"`
	Seed           string            `json:"seed"`
	Decks          [][]engine.Card   `json:"decks"`
	Score          [2]int            `json:"score"`
	Rules          json.RawMessage   `json:"rules"`
	Bots           []string          `json:"bots"`
	Plays          []json.RawMessage `json:"plays"`
	Events         []json.RawMessage `json:"events"`
	Runner         []tiempo.Incident `json:"runner_events,omitempty"`
}

// Encode writes the log as JSON, one play and one event per line.
func (l *Log) Encode() ([]byte, error) { return l.encode(nil) }

// encode is Encode, taking the canonical JSON of the plays and events that
// c has already seen from c (a nil c encodes everything).
func (l *Log) encode(c *Encoder) ([]byte, error) {
	w := wire{Format: Format, MusfemVersion: version.Musfem, CatalogVersion: engine.CatalogVersionFor(l.Rules), Seed: strconv.FormatUint(l.Seed, 10),
		Score: l.Score, Rules: config.JSON(l.Rules), Bots: l.Bots, Decks: [][]engine.Card{}}
	if w.Bots == nil {
		w.Bots = []string{}
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
	var out docjson.Writer
	out.WriteString("{\n")
	field := func(name string, v any, last bool) error {
		b, err := engine.Canonical(v)
		if err != nil {
			return err
		}
		out.Field(name, b, last)
		return nil
	}
	list := out.List
	for _, f := range []struct {
		n string
		v any
	}{{"format", w.Format}, {"musfem_version", w.MusfemVersion}, {"catalog_version", w.CatalogVersion}, {"seed", w.Seed}, {"decks", w.Decks}, {"score", w.Score}, {"rules", w.Rules}, {"bots", w.Bots}} {
		if err := field(f.n, f.v, false); err != nil {
			return nil, err
		}
	}
	var plays [][]byte
	for i, p := range l.Plays {
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

// MaxDepth is the nesting of objects and lists a saved game may have: its
// deepest values (an event's payload) are four levels down.
const MaxDepth = 32

// Decode reads a log; name is used in error messages. Every error is in
// Spanish and says where: the line, column and byte of a malformed text,
// the field, the play or the event.
func Decode(name string, data []byte) (*Log, error) {
	if err := engine.CheckJSON(data, MaxDepth); err != nil {
		return nil, fmt.Errorf("%s: registro ilegible: %v", name, err)
	}
	var w wire
	if err := engine.DecodeStrict(data, &w); err != nil {
		return nil, fmt.Errorf("%s: registro ilegible: %v", name, err)
	}
	if w.Format != Format {
		return nil, fmt.Errorf("%s: formato %s, se esperaba %q", name, quoteClip(w.Format), Format)
	}
	if w.CatalogVersion < 1 || w.CatalogVersion > engine.CatalogVersion {
		return nil, fmt.Errorf("%s: versión de catálogo %d desconocida (este motor lee hasta la %d)", name, w.CatalogVersion, engine.CatalogVersion)
	}
	seed, err := strconv.ParseUint(w.Seed, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("%s: semilla %s: debe ser un entero sin signo en texto decimal", name, quoteClip(w.Seed))
	}
	rules, err := config.ParseJSON(name+" (reglas)", w.Rules)
	if err != nil {
		return nil, err
	}
	l := &Log{MusfemVersion: w.MusfemVersion, Rules: rules, Seed: seed, Score: w.Score, Bots: w.Bots}
	for i, raw := range w.Plays {
		var p engine.Play
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("%s: acción %d del registro: %s", name, i+1, elementError(raw, err))
		}
		l.Plays = append(l.Plays, p)
	}
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
			return nil, fmt.Errorf("%s: evento %d: %s", name, i+1, elementError(raw, err))
		}
		l.Events = append(l.Events, e)
	}
	return l, nil
}

// elementError says what is wrong with one play or event of the log,
// without a place inside it (the caller names the element) and without
// the engine's "mus:" prefixes.
func elementError(raw []byte, err error) string {
	err = engine.DescribeJSON(raw, err)
	msg := err.Error()
	var je *engine.JSONError
	if errors.As(err, &je) {
		msg = je.Msg
	}
	msg = enginePrefix.ReplaceAllString(msg, "$1")
	if m := elementPrefix.FindStringSubmatch(msg); m != nil {
		msg = strings.TrimPrefix(msg, m[0])
		if m[1] != "" {
			msg = m[1] + " " + msg
		}
	}
	return msg
}

// enginePrefix is the "mus: " the engine's errors start with, at the
// start or after another prefix.
var enginePrefix = regexp.MustCompile(`(^|: )mus: `)

// elementPrefix is the engine's own name of the element ("jugada: ",
// "evento 16: ", "evento 16 (Passed): "), which the caller gives by its
// place in the log; the event's type stays.
var elementPrefix = regexp.MustCompile(`^(?:jugada|evento(?: \d+)?(?: (\([A-Za-z]+\)))?): `)

// quoteClip quotes at most a short excerpt of s.
func quoteClip(s string) string {
	return strconv.Quote(errtext.Clip(s, errtext.MaxExcerpt))
}

// Setup returns the engine setup of the log.
func (l *Log) Setup() engine.Setup {
	return engine.Setup{Seed: l.Seed, Decks: l.Decks, Score: l.Score}
}

// Mismatch describes the first event that differs in a replay.
type Mismatch struct {
	Index int // position in the log, from 0
	// Play is the index (from 0) of the play whose events hold the
	// difference, -1 for the events of the game's start.
	Play      int
	Action    engine.Play // the play at Play
	Want, Got string      // canonical JSON, "" when missing
	want, got *engine.Event
}

func (m *Mismatch) Error() string {
	where := "al empezar la partida"
	if m.Play >= 0 {
		where = fmt.Sprintf("tras la acción %d del registro (%s)", m.Play+1, narrate.Play(m.Action))
	}
	switch {
	case m.Want == "":
		return fmt.Sprintf("el evento %d sobra al repetir, %s: %s", m.Index+1, where, eventText(m.got, m.Got))
	case m.Got == "":
		return fmt.Sprintf("el evento %d del registro no se produce al repetir, %s: %s", m.Index+1, where, eventText(m.want, m.Want))
	}
	want, got := eventText(m.want, m.Want), eventText(m.got, m.Got)
	if want == "" || got == "" || want == got {
		// The narration does not show the difference: the JSON does.
		want, got = errtext.Clip(m.Want, 200), errtext.Clip(m.Got, 200)
	}
	return fmt.Sprintf("el evento %d difiere, %s:\n  registro: %s\n  repetido: %s", m.Index+1, where, want, got)
}

// eventText tells an event in Spanish as the narration does, or returns
// its canonical JSON clipped when the narration has no line for it.
func eventText(e *engine.Event, js string) string {
	if e != nil {
		if line := strings.TrimSpace(narrate.Line(*e)); line != "" && !strings.Contains(line, "\n") {
			return line
		}
	}
	return errtext.Clip(js, 200)
}

// PlayError is a play of the log that the engine does not accept at its
// point of the game: the first play that was edited, when a log has been
// changed by hand.
type PlayError struct {
	Index int // position of the play in the log, from 0
	Play  engine.Play
	Err   error // the engine's refusal
}

func (e *PlayError) Error() string {
	why := e.Err.Error()
	var re *engine.RuleError
	if errors.As(e.Err, &re) {
		why = narrate.RuleError(re)
	}
	return fmt.Sprintf("la acción %d del registro (%s) no vale en ese momento de la partida: %s", e.Index+1, narrate.Play(e.Play), why)
}

// Unwrap returns the engine's refusal.
func (e *PlayError) Unwrap() error { return e.Err }

// Replay applies the log's plays to a new game, one by one, and checks
// that each produces the log's events. It returns the replayed events;
// the error is a *PlayError naming the first play the engine refuses, or
// a *Mismatch naming the first differing event and the play that
// produced it. A play edited into another legal play is thus named by
// its events, a play edited into an illegal one by its refusal.
func Replay(l *Log) ([]engine.Event, error) {
	s, evs, err := engine.New(l.Rules, l.Setup())
	if err != nil {
		return nil, fmt.Errorf("el registro no empieza una partida: %v", err)
	}
	if m := mismatch(l.Events, evs, 0, -1, engine.Play{}); m != nil {
		return evs, m
	}
	for i, p := range l.Plays {
		var more []engine.Event
		s, more, err = engine.Apply(s, p.Seat, p.Action)
		if err != nil {
			return evs, &PlayError{Index: i, Play: p, Err: err}
		}
		from := len(evs)
		evs = append(evs, more...)
		if m := mismatch(l.Events, evs, from, i, p); m != nil {
			return evs, m
		}
	}
	if len(l.Events) > len(evs) {
		last := len(l.Plays) - 1
		var p engine.Play
		if last >= 0 {
			p = l.Plays[last]
		}
		return evs, newMismatch(l.Events, evs, len(evs), last, p)
	}
	return evs, nil
}

// mismatch compares the replayed events from index from on with the
// log's, and returns the first difference.
func mismatch(logged, replayed []engine.Event, from, play int, p engine.Play) *Mismatch {
	for i := from; i < len(replayed); i++ {
		if i >= len(logged) {
			return newMismatch(logged, replayed, i, play, p)
		}
		want, _ := engine.Canonical(logged[i])
		got, _ := engine.Canonical(replayed[i])
		if string(want) != string(got) {
			return newMismatch(logged, replayed, i, play, p)
		}
	}
	return nil
}

// newMismatch describes the difference at event i.
func newMismatch(logged, replayed []engine.Event, i, play int, p engine.Play) *Mismatch {
	m := &Mismatch{Index: i, Play: play, Action: p}
	if i < len(logged) {
		b, _ := engine.Canonical(logged[i])
		m.Want, m.want = string(b), &logged[i]
	}
	if i < len(replayed) {
		b, _ := engine.Canonical(replayed[i])
		m.Got, m.got = string(b), &replayed[i]
	}
	return m
}
