package certify

import (
	"fmt"
	"io"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/reference"
)

// maxStderr bounds the engine's standard error kept in the report.
const maxStderr = 16 << 10

// Options configure a certification.
type Options struct {
	// Target is the engine under certification.
	Target   Engine
	Games    int    // differential games
	Seed     uint64 // seed of the differential games
	Selector string // catalog id prefix, "" for everything
	Expect   []Expectation
	Progress io.Writer
	// Workers is the number of engine processes the differential games
	// use (Target.Fork); the report does not depend on it.
	Workers int
	// NoScenarios and NoFixtures leave the scenarios of features/ and the
	// golden fixtures out of the run (musfem certify --omite escenarios,
	// registros); the certificate says so in a note, and their articles
	// are left without that evidence.
	NoScenarios, NoFixtures bool
	// Command is the command line that starts the engine, as the
	// certificate shows it in the command that reproduces each group.
	Command string
	// Part and Parts run the Part-th (from 1) of Parts deterministic parts
	// of the run (--lote K/N); 0 or 1 Parts is the whole run. Join the
	// parts' results to build the certificate of the whole run.
	Part, Parts int
	// Comparisons selects the rounds of the comparison of hands
	// (comparisons.go): CompareSample ("" too), CompareAll, CompareNone,
	// or rounds of one mode's design (ParseComparisons).
	Comparisons string
	// Stop, when not nil, interrupts the certification once closed
	// (musfem certify closes it on SIGINT or SIGTERM): every request to
	// the engine fails at once, what was in course is left out, and the
	// results are partial, marked Interrupted (Build: verdict
	// INTERRUMPIDO, interrupt.go).
	Stop <-chan struct{}
	// Checkpoint, when not nil, gets the partial results at the start of
	// the run and after each of its parts but the last, marked as
	// interrupted with the parts not done yet (checkpoint.go), so that a
	// run killed at any point leaves them written.
	Checkpoint func(*Results)
}

// evidenceMap gathers checks by catalog id.
type evidenceMap map[string][]Check

func (e evidenceMap) add(ids []string, c Check) {
	seen := map[string]bool{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			e[id] = append(e[id], c)
		}
	}
}

// Run certifies the target and builds the report: Collect, then Build.
func Run(o Options) (*Report, error) {
	res, err := Collect(o)
	if err != nil {
		return nil, err
	}
	return Build(res)
}

// spareDeckCount is the number of decks spareDecks adds.
const spareDeckCount = 4

// spareDecks returns a setup with stacked decks followed by a few more (the
// ordered deck of the catalog), so that an engine whose game lasts longer
// than the reference's (a tanto it does not count, a game it does not end)
// deals another round and shows why, instead of refusing a play for want
// of a deck the reference never needs. A setup without stacked decks is
// returned as it is.
func spareDecks(s driver.Setup) driver.Setup {
	if len(s.Decks) == 0 {
		return s
	}
	s.Decks = append(s.Decks[:len(s.Decks):len(s.Decks)], make([][engine.NumCards]driver.Card, spareDeckCount)...)
	for i := len(s.Decks) - spareDeckCount; i < len(s.Decks); i++ {
		s.Decks[i] = engine.CanonicalDeck()
	}
	return s
}

// groupCounts says how often a group shows.
func groupCounts(g Group) string {
	var parts []string
	if g.Games > 0 {
		parts = append(parts, fmt.Sprintf("%s (%s)", plural(g.Games, "partida", "partidas"), plural(g.Steps, "paso", "pasos")))
	}
	if g.Checks > 0 {
		parts = append(parts, plural(g.Checks, "escenario o registro", "escenarios o registros"))
	}
	if g.Consequences > 0 {
		parts = append(parts, plural(g.Consequences, "diferencia que se sigue de ella", "diferencias que se siguen de ella"))
	}
	return strings.Join(parts, "; ")
}

// plural writes n with the singular or plural form of a Spanish phrase.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// reproView renders a shrunk reproduction for the report.
func reproView(rp diferencial.Repro) *ReproView {
	return caseView(diferencial.NewCase(rp.Setup, rp.Calls), rp.Shrink)
}

func anyCovered(sel string, ids []string) bool {
	for _, id := range ids {
		if reference.Covers(sel, id) {
			return true
		}
	}
	return false
}

// fixtureNotOffered says, in Spanish, what a fixture needs that the engine
// does not offer: a rule value it does not accept (the señas of fixture
// set v2 for an engine of protocol 1) or stacked decks; "" when it can
// replay the fixture.
func fixtureNotOffered(f fixtures.Fixture, t Engine) string {
	var why []string
	for _, kv := range config.Diff(f.Rules) {
		if !t.Claims(kv.Key, kv.Value) {
			why = append(why, "requiere "+kv.String())
		}
	}
	if len(f.Decks) > 0 && !stackedDecks(t) {
		why = append(why, "requiere mazos preparados")
	}
	return strings.Join(why, ", ")
}
