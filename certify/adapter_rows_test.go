package certify

import (
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/musfem/musfem/reference"
)

// TestAdapterBehaviourRows: under protocol 4 each behaviour, declared
// alone, covers exactly the rows worked out by hand from the table of
// aspects (an article or convention is covered when every rule that
// charges it, the refusals' articles included, is covered), and the rules
// it covers are exactly these.
func TestAdapterBehaviourRows(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	table := cat.Aspects()
	for _, tc := range []struct {
		behaviour string
		rules     []string // the patterns it covers; nil: see area
		area      string   // every rule of these areas, and only them
		rows      []string
	}{
		{"first_dealer_draw", []string{"evento.DealerAssigned"}, "",
			// FEM-III.1 is also charged by the shuffle and by the refusals.
			[]string{"CONVENCION-primer-reparto"}},
		{"team_is_in", []string{"evento.TeamIsIn"}, "", []string{"CONVENCION-estamos-dentro", "FEM-VII.7"}},
		// The shuffle alone covers no row: FEM-III.1 is also the first
		// dealer's draw, FEM-III.15 when the discards are reshuffled.
		{"shuffle", []string{"evento.DeckShuffled.rebarajado", "evento.DeckShuffled"}, "", nil},
		// Who speaks is also in the events of the mus, the discards and
		// the bets, in the legal actions and in the refusals.
		{"turn_sequencing", []string{"evento.Passed|BetPlaced|BetRaised|BetAccepted", "turno.*.MUS_DECISION",
			"turno.*.DISCARD", "turno.*.*.*.respuesta", "turno.*.PARES|JUEGO", "turno"}, "", nil},
		{"event_translation", []string{"evento.*.*.score", "evento.*.*.visibility", "evento.GameStarted.*.target",
			"evento.GameStarted.*.deck_mode", "evento.GameStarted.*.games_to_win|game", "evento.GameStarted",
			"evento.RoundFinished", "evento"}, "",
			// The deck mode is only in GameStarted; the target is also in
			// the observations, the games in MatchFinished.
			[]string{"CONVENCION-modalidad", "FEM-II.3"}},
		{"count_split", []string{"evento.*.*.falta|sobra.fin", "evento.PointsAwarded"}, "", nil},
		{"declarations", []string{"evento.ParesDeclared|JuegoDeclared"}, "", nil},
		{"error_codes", nil, "error rechazo",
			[]string{"CONVENCION-senas-momento", "FEM-VIII.4", "FEM-VIII.5"}},
		{"legal_actions", nil, "legales", nil},
		{"observations", nil, "observacion fuga", []string{"CONVENCION-mazo-visible", "FEM-II.2", "FEM-III.16"}},
	} {
		var got []string
		for _, r := range table.Rules() {
			if reference.CoveredBy(4, r) == tc.behaviour {
				got = append(got, r.Pattern)
			}
			inArea := tc.area != "" && slices.Contains(strings.Fields(tc.area), strings.Split(r.Pattern, ".")[0])
			if inArea != (reference.CoveredBy(4, r) == tc.behaviour) && tc.area != "" {
				t.Errorf("%s: la regla %s (%s) no cubre lo que dice su área", tc.behaviour, r.Pattern, reference.CoveredBy(4, r))
			}
		}
		if tc.rules != nil && !slices.Equal(got, tc.rules) {
			t.Errorf("%s cubre las reglas %v, se esperaban %v", tc.behaviour, got, tc.rules)
		}
		rows := keysOf(adapterArticles(table, 4, []string{tc.behaviour}))
		if !slices.Equal(rows, tc.rows) {
			t.Errorf("%s cubre las filas %v, se esperaban %v", tc.behaviour, rows, tc.rows)
		}
	}
	// Every behaviour of protocol 4 is in the table above, and no other.
	if n := len(reference.AdapterBehavioursV4); n != 10 {
		t.Errorf("%d conductas del protocolo 4, la tabla de la prueba tiene 10", n)
	}
}

// TestAdapterTranslationKeepsComparisons: the adapter of an engine that
// only translates its state into events (protocol 4: event_translation,
// count_split, declarations) covers none of the engine's own hand
// comparisons and scoring; protocol 3's event_stream and count_split cover
// them, which is what protocol 4 corrects. Shuffle, first dealer and
// refusals together cover FEM-III.1.
func TestAdapterTranslationKeepsComparisons(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	table := cat.Aspects()
	engines := []string{"CONVENCION-orden-grande", "CONVENCION-orden-chica", "CONVENCION-orden-pares", "CONVENCION-orden-juego",
		"CONVENCION-empates", "CONVENCION-valor-pares", "CONVENCION-valor-juego", "CONVENCION-deje", "CONVENCION-negada", "FEM-VI.7"}
	v4 := adapterArticles(table, 4, []string{"event_translation", "count_split", "declarations"})
	v3 := adapterArticles(table, 3, []string{"event_stream", "count_split", "declarations"})
	for _, id := range engines {
		if v4[id] {
			t.Errorf("protocolo 4: traducir los eventos cubre %s, que calcula el motor", id)
		}
		if !v3[id] {
			t.Errorf("protocolo 3: event_stream ya no cubre %s (la prueba describe mal el protocolo 3)", id)
		}
	}
	if got := keysOf(v4); !slices.Equal(got, []string{"CONVENCION-modalidad", "FEM-II.3"}) {
		t.Errorf("traducir los eventos cubre %v", got)
	}
	// A refusal's article is also charged when the engine offers the
	// action the reference refuses (legales.*.*.rechazada): the codes of
	// the refusals alone no longer make FEM-III.1 the adapter's.
	three := adapterArticles(table, 4, []string{"shuffle", "first_dealer_draw", "error_codes"})
	if three["FEM-III.1"] || !three["CONVENCION-primer-reparto"] {
		t.Errorf("barajar, sortear y rechazar: %v", keysOf(three))
	}
	four := adapterArticles(table, 4, []string{"shuffle", "first_dealer_draw", "error_codes", "legal_actions"})
	if !four["FEM-III.1"] || !four["FEM-VI.9"] || !four["FEM-Intro.E"] || four["FEM-III.15"] {
		t.Errorf("barajar, sortear, rechazar y las acciones legales: %v", keysOf(four))
	}
	// Under protocol 3 the names of protocol 4 cover nothing, and the
	// reverse.
	if n := len(adapterArticles(table, 3, []string{"shuffle", "turn_sequencing", "event_translation"})); n != 0 {
		t.Errorf("protocolo 3 con nombres del 4: %d filas", n)
	}
	if n := len(adapterArticles(table, 4, []string{"event_stream"})); n != 0 {
		t.Errorf("protocolo 4 con event_stream: %d filas", n)
	}
}

func keysOf(m map[string]bool) []string {
	var out []string
	for k, v := range m {
		if v {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// TestProtocolV4DocRows: the table «Declared alone» of
// docs/protocol-v4.md says, behaviour by behaviour, the rows
// adapterArticles gives (ids outside parentheses; «none alone» for none).
func TestProtocolV4DocRows(t *testing.T) {
	doc, err := os.ReadFile("../docs/protocol-v4.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(doc), "| declared | rows |")
	if !ok {
		t.Fatal("docs/protocol-v4.md no tiene la tabla «declared | rows»")
	}
	table, _, _ = strings.Cut(table, "\n\n")
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	ids := regexp.MustCompile(`(FEM-[A-Za-z0-9.]+[0-9A-Z]|CONVENCION-[a-z0-9-]+[a-z0-9])`)
	paren := regexp.MustCompile(`\([^)]*\)`)
	seen := 0
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 4 || !strings.Contains(cells[1], "`") {
			continue
		}
		var want []string
		for _, m := range ids.FindAllString(paren.ReplaceAllString(cells[2], ""), -1) {
			want = append(want, m)
		}
		sort.Strings(want)
		for _, name := range regexp.MustCompile("`([a-z_]+)`").FindAllStringSubmatch(cells[1], -1) {
			seen++
			if got := keysOf(adapterArticles(cat.Aspects(), 4, []string{name[1]})); !slices.Equal(got, want) {
				t.Errorf("docs/protocol-v4.md: %s cubre %v según el documento; %v según adapterArticles", name[1], want, got)
			}
		}
	}
	if seen != len(reference.AdapterBehavioursV4) {
		t.Errorf("la tabla nombra %d conductas; el protocolo 4 tiene %d", seen, len(reference.AdapterBehavioursV4))
	}
}
