package engine

// Structural checks of the phase machine (docs/decisions.md D5): names, the
// transition table, exits and reachability. The random games of
// property_test.go check that every edge is actually taken.

import "testing"

// fsmPhases lists every phase, NONE to GAME_OVER, by hand: a new phase
// must be added here (and to the expectations below) on purpose.
var fsmPhases = []Phase{
	PhaseNone, PhaseDealing, PhaseMus, PhaseDiscard, PhaseGrande, PhaseChica,
	PhaseParesDeclaration, PhasePares, PhaseJuegoDeclaration, PhaseJuego, PhasePunto,
	PhaseShowdown, PhaseOrdagoShowdown, PhaseScoring, PhaseCheckGameEnd, PhaseGameOver,
}

func TestFSMPhaseNamesRoundTrip(t *testing.T) {
	if len(fsmPhases) != int(numPhases) {
		t.Fatalf("fsmPhases has %d phases, the engine %d: update the test", len(fsmPhases), numPhases)
	}
	// The names of the phases (docs/decisions.md D5), written out by hand.
	want := map[Phase]string{
		PhaseNone: "NONE", PhaseDealing: "DEALING", PhaseMus: "MUS_DECISION", PhaseDiscard: "DISCARD",
		PhaseGrande: "GRANDE", PhaseChica: "CHICA", PhaseParesDeclaration: "PARES_DECLARATION",
		PhasePares: "PARES", PhaseJuegoDeclaration: "JUEGO_DECLARATION", PhaseJuego: "JUEGO",
		PhasePunto: "PUNTO", PhaseShowdown: "SHOWDOWN", PhaseOrdagoShowdown: "ORDAGO_SHOWDOWN",
		PhaseScoring: "SCORING", PhaseCheckGameEnd: "CHECK_GAME_END", PhaseGameOver: "GAME_OVER",
	}
	seen := map[string]Phase{}
	for _, p := range fsmPhases {
		name := p.String()
		if name != want[p] {
			t.Errorf("phase %d is named %q, want %q", p, name, want[p])
		}
		if q, dup := seen[name]; dup {
			t.Errorf("phases %d and %d share the name %q", q, p, name)
		}
		seen[name] = p
		back, ok := ParsePhase(name)
		if !ok || back != p {
			t.Errorf("ParsePhase(%q) = %d, %v; want %d", name, back, ok, p)
		}
		b, err := p.MarshalText()
		if err != nil || string(b) != name {
			t.Errorf("%d.MarshalText() = %q, %v", p, b, err)
		}
		var u Phase
		if err := u.UnmarshalText(b); err != nil || u != p {
			t.Errorf("UnmarshalText(%q) = %d, %v", b, u, err)
		}
	}
	for _, bad := range []string{"", "mus_decision", "MUS", "Phase(99)", "GAME OVER"} {
		if p, ok := ParsePhase(bad); ok {
			t.Errorf("ParsePhase(%q) = %d, true; want false", bad, p)
		}
		var u Phase
		if err := u.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText(%q) accepted", bad)
		}
	}
	if s := Phase(numPhases).String(); s == "" || s == "NONE" {
		t.Errorf("String of an unknown phase = %q", s)
	}
}

func TestFSMRestingPhases(t *testing.T) {
	resting := map[Phase]bool{
		PhaseMus: true, PhaseDiscard: true, PhaseGrande: true, PhaseChica: true,
		PhasePares: true, PhaseJuego: true, PhasePunto: true, PhaseGameOver: true,
	}
	for _, p := range fsmPhases {
		if p.Resting() != resting[p] {
			t.Errorf("%s.Resting() = %v, want %v", p, p.Resting(), resting[p])
		}
	}
	// The lance phases and the lances map onto each other.
	lances := map[Phase]Lance{PhaseGrande: Grande, PhaseChica: Chica, PhasePares: Pares, PhaseJuego: Juego, PhasePunto: Punto}
	for _, p := range fsmPhases {
		if p.Lance() != lances[p] {
			t.Errorf("%s.Lance() = %s, want %s", p, p.Lance(), lances[p])
		}
		if l := lances[p]; l != NoLance && l.Phase() != p {
			t.Errorf("%s.Phase() = %s, want %s", l, l.Phase(), p)
		}
	}
}

func TestFSMTransitionTable(t *testing.T) {
	valid := func(p Phase) bool { return p < numPhases }
	exits := map[Phase]int{}
	type edge struct{ from, to Phase }
	seen := map[edge]int{}
	for i, tr := range Transitions {
		if !valid(tr.From) || !valid(tr.To) {
			t.Errorf("transition %d: %d → %d is not between phases", i, tr.From, tr.To)
			continue
		}
		if tr.Why == "" {
			t.Errorf("transition %d %s → %s has no reason", i, tr.From, tr.To)
		}
		if j, dup := seen[edge{tr.From, tr.To}]; dup {
			t.Errorf("transitions %d and %d are both %s → %s", j, i, tr.From, tr.To)
		}
		seen[edge{tr.From, tr.To}] = i
		if tr.From == tr.To {
			t.Errorf("transition %d is a loop on %s", i, tr.From)
		}
		if tr.To == PhaseNone {
			t.Errorf("transition %d goes back to NONE", i)
		}
		exits[tr.From]++
		if got := TransitionIndex(tr.From, tr.To); got != i {
			t.Errorf("TransitionIndex(%s, %s) = %d, want %d", tr.From, tr.To, got, i)
		}
	}
	// Every phase but GAME_OVER has an exit; GAME_OVER has none.
	for _, p := range fsmPhases {
		switch {
		case p == PhaseGameOver && exits[p] != 0:
			t.Errorf("GAME_OVER has %d exits, want none", exits[p])
		case p != PhaseGameOver && exits[p] == 0:
			t.Errorf("%s has no exit", p)
		}
	}
	// Pairs outside the table are refused by TransitionIndex.
	for _, from := range fsmPhases {
		for _, to := range fsmPhases {
			if _, ok := seen[edge{from, to}]; !ok && TransitionIndex(from, to) != -1 {
				t.Errorf("TransitionIndex(%s, %s) = %d for a pair outside the table", from, to, TransitionIndex(from, to))
			}
		}
	}
	if TransitionIndex(numPhases, PhaseMus) != -1 || TransitionIndex(PhaseMus, numPhases+3) != -1 {
		t.Errorf("TransitionIndex accepts phases out of range")
	}
}

func TestFSMReachability(t *testing.T) {
	next := map[Phase][]Phase{}
	for _, tr := range Transitions {
		next[tr.From] = append(next[tr.From], tr.To)
	}
	reach := func(from Phase) map[Phase]bool {
		seen := map[Phase]bool{from: true}
		queue := []Phase{from}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for _, q := range next[p] {
				if !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
		return seen
	}
	fromNone := reach(PhaseNone)
	for _, p := range fsmPhases {
		if p != PhaseNone && !fromNone[p] {
			t.Errorf("%s is not reachable from NONE", p)
		}
	}
	// From every phase but GAME_OVER the game can still end: no trap.
	for _, p := range fsmPhases {
		if p != PhaseGameOver && !reach(p)[PhaseGameOver] {
			t.Errorf("GAME_OVER is not reachable from %s", p)
		}
	}
	// Nothing leads back to NONE: it is only the start.
	for _, tr := range Transitions {
		if tr.To == PhaseNone {
			t.Errorf("%s → NONE", tr.From)
		}
	}
	// Transient phases never rest: each has an exit to continue in the
	// same call (checked above) and is not resting.
	for _, p := range fsmPhases {
		if p != PhaseNone && !p.Resting() && len(next[p]) == 0 {
			t.Errorf("transient phase %s has no exit", p)
		}
	}
}

// TestFSMOutsideTableIsError: the emitter refuses a transition outside
// the table with ErrTransition and leaves the phase alone.
func TestFSMOutsideTableIsError(t *testing.T) {
	s, _, err := New(DefaultRules(), Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	e := emitter{s: &s}
	if err := e.to(PhaseScoring); err == nil {
		t.Fatalf("MUS_DECISION → SCORING accepted")
	} else if re, ok := err.(*RuleError); !ok || re.Code != ErrTransition {
		t.Errorf("MUS_DECISION → SCORING: error %v, want ErrTransition", err)
	}
	if s.phase != PhaseMus {
		t.Errorf("phase after a refused transition = %s, want MUS_DECISION", s.phase)
	}
	var tr []int
	e.trace = &tr
	if err := e.to(PhaseGrande); err != nil {
		t.Fatalf("MUS_DECISION → GRANDE refused: %v", err)
	}
	if want := TransitionIndex(PhaseMus, PhaseGrande); len(tr) != 1 || tr[0] != want {
		t.Errorf("trace %v, want [%d]", tr, want)
	}
}
