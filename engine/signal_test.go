package engine_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// TestSignalTruthTable checks which señas each hand backs, worked out by
// hand from docs/senas.md §2 (ocho reyes: every 3 is a rey worth 10, every
// 2 an as worth 1; cuatro reyes: the 3 is worth 3, the 2 is worth 2).
// "cortar el mus" and "envidar más" say an intention: every hand backs them.
// Artículo: FEM-VIII.2
// Artículo: FEM-VIII.4
// Artículo: FEM-VIII.6
func TestSignalTruthTable(t *testing.T) {
	const intents = " cortar_el_mus envidar_mas"
	for _, tc := range []struct {
		hand string
		mode engine.DeckMode
		want string
	}{
		// par de reyes; 10+10+5+4 = 29
		{"Ro Rc 5e 4b", engine.OchoReyes, "dos_reyes veintinueve"},
		// the 3 is a rey in ocho reyes: par de reyes, 10+10+5+4 = 29
		{"Ro 3c 5e 4b", engine.OchoReyes, "dos_reyes veintinueve"},
		// in cuatro reyes R 3 5 4 has no pair and 10+3+5+4 = 22: ciego
		{"Ro 3c 5e 4b", engine.CuatroReyes, "ciego"},
		// the 2 is an as in ocho reyes: par de ases, 1+1+7+10 = 19
		{"1o 2c 7e Sb", engine.OchoReyes, "dos_ases"},
		// cuatro reyes: no pair, 1+2+7+10 = 20: ciego
		{"1o 2c 7e Sb", engine.CuatroReyes, "ciego"},
		// par de sietes: "pares"; 7+7+5+10 = 29
		{"7o 7c 5e Sb", engine.OchoReyes, "pares veintinueve"},
		// three reyes: medias de reyes, not dos reyes (no partial señas); 10+10+10+1 = 31
		{"Ro Rc Re 1b", engine.OchoReyes, "medias_de_reyes treinta_y_una"},
		// 1 1 2 in ocho reyes are three ases; 1+1+1+5 = 8
		{"1o 1c 2e 5b", engine.OchoReyes, "medias_de_ases"},
		// three seises: medias; 6+6+6+10 = 28
		{"6o 6c 6e Rb", engine.OchoReyes, "medias"},
		// two pairs: duples, never dos reyes nor dos ases; 10+10+1+1 = 22
		{"Ro Rc 1e 1b", engine.OchoReyes, "duples"},
		// four reyes are duples; 40: juego
		{"Ro Rc Re Rb", engine.OchoReyes, "duples juego"},
		// no pares; 10+10+7+5 = 32: juego
		{"So Cc 7e 5b", engine.OchoReyes, "juego"},
		// 10+10+7+4 = 31: treinta y una, not juego
		{"So Cc 7e 4b", engine.OchoReyes, "treinta_y_una"},
		// 10+10+6+4 = 30
		{"So Cc 6e 4b", engine.OchoReyes, "treinta"},
		// 10+10+4+1 = 25, no pares: ciego
		{"So Cc 4e 1b", engine.OchoReyes, "ciego"},
		// par de sotas and 10+10+4+1 = 25: pares only, so no ciego
		{"So Sc 4e 1b", engine.OchoReyes, "pares"},
	} {
		got := ""
		for _, g := range engine.BackedSignals(mustHand(t, tc.hand), tc.mode) {
			if got != "" {
				got += " "
			}
			got += g.String()
		}
		if want := tc.want + intents; got != want {
			t.Errorf("BackedSignals(%s, %s) = %q, want %q", tc.hand, tc.mode, got, want)
		}
	}
}

// senasRules is the default rules with señas on and the first dealer at
// seat 3, so that seat 0 is the mano.
func senasRules() engine.Rules {
	r := rulesDealer(3)
	r.SignalsEnabled = true
	return r
}

// senasHands: seat 0 holds par de reyes and 29 (10+10+5+4); seat 1 three
// seises and 28; seat 2 31 without pares; seat 3 duples and 22.
var senasHands = [4]string{"Ro Rc 5e 4b", "6o 6c 6e Sb", "So Cc 7e 4o", "Re Rb 1e 1b"}

func look(s, target engine.Seat) step { return step{s, engine.Look{Target: target}} }
func sena(s engine.Seat, g engine.Signal) step {
	return step{s, engine.Sena{Signal: g}}
}

// TestSignalsOff checks that with signals_enabled = false a seña, a look
// and a tick are refused and change nothing.
// Artículo: FEM-VIII.2
func TestSignalsOff(t *testing.T) {
	s := newGame(t, rulesDealer(3), senasHands, [2]int{})
	s, _ = play(t, s, cut(0))
	for _, st := range []step{sena(0, engine.SenaDosReyes), look(0, 2), {1, engine.Tick{}}} {
		mustRuleError(t, s, st, engine.ErrSignalsOff, "CONVENCION-senas")
	}
	if _, ok := s.Gaze(0); ok {
		t.Errorf("Gaze with señas off: ok = true")
	}
	o := engine.Observe(s, engine.SeatViewer(0))
	if o.Gazes != nil || o.Signals != nil || o.Clock != 0 {
		t.Errorf("observation with señas off has señas y miradas: %+v %+v %d", o.Gazes, o.Signals, o.Clock)
	}
}

// TestSignalRefusals checks every refusal of a seña: its code, its article
// and that the state does not change.
// Artículo: FEM-VIII.2
// Artículo: FEM-VIII.3
// Artículo: FEM-VIII.4
// Artículo: FEM-VIII.5
// Artículo: FEM-VIII.6
// Artículo: CONVENCION-senas-momento
func TestSignalRefusals(t *testing.T) {
	s := newGame(t, senasRules(), senasHands, [2]int{})
	// Before the cut of the first jugada of the partida: no seña but
	// cortar el mus (FEM VIII.3).
	mustRuleError(t, s, sena(0, engine.SenaDosReyes), engine.ErrSignalTiming, "FEM-VIII.3")
	s, _ = play(t, s, sena(1, engine.SenaCortarMus))
	s, _ = play(t, s, cut(0)) // grande: seat 0 speaks
	checkTurn(t, s, engine.PhaseGrande, 0)
	// Cortar el mus once it is cut: musfem's own rule.
	mustRuleError(t, s, sena(1, engine.SenaCortarMus), engine.ErrSignalTiming, "CONVENCION-senas-momento")
	// Seat 1 holds medias of seises: not before the grande is over.
	mustRuleError(t, s, sena(1, engine.SenaMedias), engine.ErrSignalTiming, "FEM-VIII.5")
	// A seña the hand does not back: seat 0 has dos reyes, not duples.
	mustRuleError(t, s, sena(0, engine.SenaDuples), engine.ErrSignalFalse, "FEM-VIII.4")
	// A partial seña: seat 3 has duples (reyes and ases), not dos reyes.
	mustRuleError(t, s, sena(3, engine.SenaDosReyes), engine.ErrSignalFalse, "FEM-VIII.6")
	// Seat 1 has three seises: "pares" would be a part of its medias.
	mustRuleError(t, s, sena(1, engine.SenaPares), engine.ErrSignalFalse, "FEM-VIII.6")
	// Ciego with a jugada of its own: seat 2 has 31.
	mustRuleError(t, s, sena(2, engine.SenaCiego), engine.ErrSignalFalse, "FEM-VIII.2")
	// Juego is not the seña of 31 (seat 2), nor of 29 (seat 0).
	mustRuleError(t, s, sena(2, engine.SenaJuego), engine.ErrSignalFalse, "FEM-VIII.2")
	mustRuleError(t, s, sena(0, engine.SenaJuego), engine.ErrSignalFalse, "FEM-VIII.4")
	// Twice in a round.
	s, _ = play(t, s, sena(0, engine.SenaDosReyes))
	mustRuleError(t, s, sena(0, engine.SenaDosReyes), engine.ErrSignalRepeated, "CONVENCION-senas-momento")
	// Not an official seña.
	mustRuleError(t, s, sena(0, engine.Signal(99)), engine.ErrUnknownAction, "FEM-VIII.1")
	// Looking at oneself, or at no seat.
	mustRuleError(t, s, look(0, 0), engine.ErrBadGaze, "CONVENCION-senas")
	mustRuleError(t, s, look(0, 7), engine.ErrBadGaze, "CONVENCION-senas")
	// After the grande, seat 1 may show its medias.
	s, _ = play(t, s, pass(0), pass(1), pass(2), pass(3))
	checkTurn(t, s, engine.PhaseChica, 0)
	play(t, s, sena(1, engine.SenaMedias))
	if got := engine.LegalSignals(s, 1); !reflect.DeepEqual(got, []engine.Signal{engine.SenaMedias, engine.SenaEnvidarMas}) {
		t.Errorf("LegalSignals(seat 1) = %v, want [medias envidar_mas]", got)
	}
}

// TestSignalSeenByWhoLooks: seats 2 and 3 fix their gaze on seat 0 and
// seat 1 looks at the table; the seña of seat 0 reaches seats 2 and 3 (a
// rival intercepts it), seat 0 learns who saw it, and seat 1 and the
// spectator learn nothing, in events or in observations.
// Artículo: FEM-VIII.2
func TestSignalSeenByWhoLooks(t *testing.T) {
	s := newGame(t, senasRules(), senasHands, [2]int{})
	s, _ = play(t, s, cut(0), look(2, 0), look(3, 0), look(1, engine.NoSeat))
	for seat, want := range map[engine.Seat]engine.Seat{1: engine.NoSeat, 2: 0, 3: 0} {
		if got, _ := s.Gaze(seat); got != want {
			t.Fatalf("Gaze(%d) = %d, want %d", seat, got, want)
		}
	}
	before := s
	s, evs := mustApply(t, s, sena(0, engine.SenaDosReyes))
	// Seat 1 and the spectator observe exactly what they did before: a
	// seña takes no time.
	for _, v := range []engine.Viewer{engine.SeatViewer(1), engine.Spectator()} {
		if diff := cmp.Diff(engine.Observe(before, v), engine.Observe(s, v)); diff != "" {
			t.Errorf("the seña changes what the %s observes (-before +after):\n%s", v, diff)
		}
	}
	if s.Clock() != before.Clock() {
		t.Errorf("a seña moved the clock from %d to %d", before.Clock(), s.Clock())
	}
	var got []engine.Event
	for _, e := range evs {
		if k := e.Kind(); k == engine.KindSignalMade || k == engine.KindSignalSeen {
			got = append(got, e)
		}
	}
	want := []struct {
		vis engine.Visibility
		p   engine.Payload
	}{
		{engine.PrivateTo(0), engine.SignalMade{Seat: 0, Signal: engine.SenaDosReyes, SeenBy: []engine.Seat{2, 3}}},
		{engine.PrivateTo(2), engine.SignalSeen{Seat: 0, Signal: engine.SenaDosReyes}},
		{engine.PrivateTo(3), engine.SignalSeen{Seat: 0, Signal: engine.SenaDosReyes}},
	}
	if len(got) != len(want) {
		t.Fatalf("seña events = %v, want %d", kinds(got), len(want))
	}
	for i, w := range want {
		if got[i].Visibility != w.vis || !reflect.DeepEqual(got[i].Payload, w.p) {
			t.Errorf("event %d = %+v %+v, want %+v %+v", i, got[i].Visibility, got[i].Payload, w.vis, w.p)
		}
	}
	for _, e := range engine.Visible(evs, engine.SeatViewer(1)) {
		if k := e.Kind(); k == engine.KindSignalMade || k == engine.KindSignalSeen {
			t.Errorf("seat 1 sees %s", k)
		}
	}
	obs := [engine.NumSeats][]engine.SignalView{
		{{Seat: 0, Signal: engine.SenaDosReyes, SeenBy: []engine.Seat{2, 3}}},
		nil,
		{{Seat: 0, Signal: engine.SenaDosReyes}},
		{{Seat: 0, Signal: engine.SenaDosReyes}},
	}
	for seat := engine.Seat(0); seat < engine.NumSeats; seat++ {
		o := engine.Observe(s, engine.SeatViewer(seat))
		if diff := cmp.Diff(obs[seat], o.Signals); diff != "" {
			t.Errorf("observation of seat %d: señas mismatch (-want +got):\n%s", seat, diff)
		}
		if len(o.Gazes) != engine.NumSeats || o.Gazes[2].Target != 0 || !o.Gazes[2].Fixed {
			t.Errorf("observation of seat %d: gazes %+v", seat, o.Gazes)
		}
	}
	if o := engine.Observe(s, engine.Spectator()); o.Signals != nil {
		t.Errorf("the spectator sees señas: %+v", o.Signals)
	}
	// Seat 1 signals with nobody looking: the seña is lost.
	s, _ = play(t, s, pass(0), look(0, engine.NoSeat), look(2, engine.NoSeat), look(3, 2))
	_, evs = mustApply(t, s, sena(1, engine.SenaEnvidarMas))
	made := ofType[engine.SignalMade](evs)
	if len(made) != 1 || len(made[0].SeenBy) != 0 || made[0].SeenBy == nil {
		t.Errorf("lost seña: SignalMade = %+v, want seen_by []", made)
	}
	if n := len(ofType[engine.SignalSeen](evs)); n != 0 {
		t.Errorf("lost seña: %d SignalSeen", n)
	}
}

// TestSignalsOncePerRound: the señas of a round are forgotten at the next
// one, where they may be made again once the mus is cut, not before.
// Artículo: CONVENCION-senas-momento
func TestSignalsOncePerRound(t *testing.T) {
	s := newGame(t, senasRules(), senasHands, [2]int{})
	s, _ = play(t, s, cut(0), sena(0, engine.SenaDosReyes))
	if o := engine.Observe(s, engine.SeatViewer(0)); len(o.Signals) != 1 {
		t.Fatalf("round 1: %d señas observed, want 1", len(o.Signals))
	}
	// Everybody passes every lance: grande, chica, then pares (seats 0, 1, 3
	// hold pares: both pairs), juego (only seat 2 has it: no bets).
	s, _ = play(t, s, seq(passes(0, 1, 2, 3), passes(0, 1, 2, 3), passes(0, 1, 3))...)
	if s.Round() != 2 {
		t.Fatalf("round = %d, want 2 (phase %s)", s.Round(), s.Phase())
	}
	if o := engine.Observe(s, engine.SeatViewer(0)); o.Signals != nil {
		t.Errorf("round 2 observation holds the señas of round 1: %+v", o.Signals)
	}
	// Before the cut of a later jugada the Reglamento would let a seña go
	// (FEM VIII.5); musfem does not.
	mustRuleError(t, s, sena(0, engine.SenaEnvidarMas), engine.ErrSignalTiming, "CONVENCION-senas-momento")
	s, _ = play(t, s, cut(s.Mano()))
	play(t, s, sena(0, engine.SenaEnvidarMas))
}

// TestTickAndClock: an explicit tick is public and every game action
// advances the clock by one.
// Artículo: FEM-VIII.2
func TestTickAndClock(t *testing.T) {
	s := newGame(t, senasRules(), senasHands, [2]int{})
	if s.Clock() != 0 {
		t.Fatalf("clock at the start = %d", s.Clock())
	}
	s, _ = play(t, s, mus(0))
	s, evs := mustApply(t, s, step{2, engine.Tick{}})
	if s.Clock() != 2 {
		t.Errorf("clock after a mus and a tick = %d, want 2", s.Clock())
	}
	ticks := ofType[engine.ClockTicked](evs)
	if len(ticks) != 1 || ticks[0].Clock != 2 || evs[0].Visibility != engine.Public || evs[0].Actor != 2 {
		t.Errorf("Tick events = %+v", evs)
	}
	if o := engine.Observe(s, engine.Spectator()); o.Clock != 2 || len(o.Gazes) != 4 {
		t.Errorf("spectator: clock %d, %d gazes", o.Clock, len(o.Gazes))
	}
}

// TestGazeStream: the first gazes follow docs/senas.md §3 from the stream
// seeded with GazeSeed(seed) = seed XOR 0x6d6972616461, and switching señas
// on changes no deal.
// Artículo: FEM-VIII.2
func TestGazeStream(t *testing.T) {
	if got := engine.GazeSeed(0); got != 0x6d6972616461 {
		t.Fatalf("GazeSeed(0) = %#x", got)
	}
	off := engine.DefaultRules()
	on := off
	on.SignalsEnabled = true
	for seed := uint64(0); seed < 50; seed++ {
		_, evOff, err := engine.New(off, engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s, evOn, err := engine.New(on, engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		n := len(evOff)
		if len(evOn) != n+4 {
			t.Fatalf("seed %d: %d events with señas, %d without: want 4 GazeChanged more", seed, len(evOn), n)
		}
		if !reflect.DeepEqual(evOff, evOn[:n]) {
			t.Errorf("seed %d: the deal changes with señas on", seed)
		}
		// The documented draws: per seat, Bounded(2+2·1+1 = 5) gives the
		// target (0 partner, 1 right rival, 2 left rival, 3-4 table),
		// then 2 + Bounded(6-2+1 = 5) the length.
		g := engine.NewRand(engine.GazeSeed(seed))
		for seat := engine.Seat(0); seat < engine.NumSeats; seat++ {
			want := engine.NoSeat
			switch g.Bounded(5) {
			case 0, 1:
				want = seat.Partner()
			case 2:
				want = seat.Next()
			case 3:
				want = seat.Prev()
			}
			g.Bounded(5)
			gc, ok := evOn[n+int(seat)].Payload.(engine.GazeChanged)
			if !ok || gc.Seat != seat || gc.Target != want || evOn[n+int(seat)].Visibility != engine.Public {
				t.Errorf("seed %d: first gaze of seat %d = %+v, want target %d", seed, seat, evOn[n+int(seat)], want)
			}
			if got, _ := s.Gaze(seat); got != want {
				t.Errorf("seed %d: Gaze(%d) = %d, want %d", seed, seat, got, want)
			}
		}
	}
}

// TestSignalJSON: the wire forms of the draft catalog v2, written by hand.
func TestSignalJSON(t *testing.T) {
	plays := []struct {
		p    engine.Play
		want string
	}{
		{engine.Play{Seat: 1, Action: engine.Sena{Signal: engine.SenaMediasReyes}}, `{"seat":1,"type":"Signal","signal":"medias_de_reyes"}`},
		{engine.Play{Seat: 2, Action: engine.Look{Target: 0}}, `{"seat":2,"type":"Look","target":0}`},
		{engine.Play{Seat: 2, Action: engine.Look{Target: engine.NoSeat}}, `{"seat":2,"type":"Look","target":null}`},
		{engine.Play{Seat: 3, Action: engine.Tick{}}, `{"seat":3,"type":"Tick"}`},
	}
	for _, tc := range plays {
		b, err := tc.p.MarshalJSON()
		if err != nil || string(b) != tc.want {
			t.Errorf("MarshalJSON(%+v) = %s, %v; want %s", tc.p, b, err, tc.want)
		}
		var back engine.Play
		if err := back.UnmarshalJSON([]byte(tc.want)); err != nil || !reflect.DeepEqual(back, tc.p) {
			t.Errorf("UnmarshalJSON(%s) = %+v, %v", tc.want, back, err)
		}
	}
	for _, bad := range []string{
		`{"seat":1,"type":"Signal"}`,
		`{"seat":1,"type":"Signal","signal":"tres_reyes"}`,
		`{"seat":1,"type":"Signal","signal":"pares","target":1}`,
		`{"seat":1,"type":"Look"}`,
		`{"seat":1,"type":"Look","target":5}`,
		`{"seat":1,"type":"Tick","signal":"pares"}`,
		`{"seat":1,"type":"Pass","target":null}`,
		`{"seat":1,"type":"Mus","signal":"pares"}`,
	} {
		var p engine.Play
		if err := p.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("UnmarshalJSON(%s) accepted: %+v", bad, p)
		}
	}
	events := []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Seq: 30, Round: 1, Phase: engine.PhaseGrande, Actor: engine.NoSeat, Visibility: engine.Public,
			Payload: engine.GazeChanged{Seat: 1, Target: engine.NoSeat}},
			`{"seq":30,"round":1,"phase":"GRANDE","actor":null,"type":"GazeChanged","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"seat":1,"target":null,"fixed":false}}`},
		{engine.Event{Seq: 31, Round: 1, Phase: engine.PhaseMus, Actor: 2, Visibility: engine.Public,
			Payload: engine.ClockTicked{Clock: 7}},
			`{"seq":31,"round":1,"phase":"MUS_DECISION","actor":2,"type":"ClockTicked","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"clock":7}}`},
		{engine.Event{Seq: 32, Round: 2, Phase: engine.PhaseChica, Actor: 0, Visibility: engine.PrivateTo(0),
			Payload: engine.SignalMade{Seat: 0, Signal: engine.SenaDuples, SeenBy: []engine.Seat{2}}},
			`{"seq":32,"round":2,"phase":"CHICA","actor":0,"type":"SignalMade","visibility":{"kind":"PRIVATE","seats":[0]},"payload":{"seat":0,"signal":"duples","seen_by":[2]}}`},
		{engine.Event{Seq: 33, Round: 2, Phase: engine.PhaseChica, Actor: 0, Visibility: engine.PrivateTo(2),
			Payload: engine.SignalSeen{Seat: 0, Signal: engine.SenaDuples}},
			`{"seq":33,"round":2,"phase":"CHICA","actor":0,"type":"SignalSeen","visibility":{"kind":"PRIVATE","seats":[2]},"payload":{"seat":0,"signal":"duples"}}`},
	}
	for _, tc := range events {
		b, err := tc.e.MarshalJSON()
		if err != nil || string(b) != tc.want {
			t.Errorf("MarshalJSON(%s) = %s, %v; want %s", tc.e.Kind(), b, err, tc.want)
		}
		var back engine.Event
		if err := back.UnmarshalJSON([]byte(tc.want)); err != nil || !reflect.DeepEqual(back, tc.e) {
			t.Errorf("UnmarshalJSON(%s) = %+v, %v", tc.want, back, err)
		}
	}
}

// TestDraftCatalogLists: the version 1 lists stay as frozen, the v2 lists
// add the kinds of señas y miradas, and every name parses back.
func TestDraftCatalogLists(t *testing.T) {
	if n, n2 := len(engine.EventKinds()), len(engine.EventKindsV2()); n2 != n+4 {
		t.Errorf("EventKindsV2 has %d kinds, EventKinds %d: want 4 more", n2, n)
	}
	for _, k := range engine.EventKindsV2() {
		if back, ok := engine.ParseEventKind(k.String()); !ok || back != k {
			t.Errorf("ParseEventKind(%s) = %v, %v", k, back, ok)
		}
		if _, ok := engine.ZeroPayload(k); !ok {
			t.Errorf("no payload for %s", k)
		}
	}
	for _, a := range engine.ActionTypesV2() {
		if back, ok := engine.ParseActionType(a.String()); !ok || back != a {
			t.Errorf("ParseActionType(%s) = %v, %v", a, back, ok)
		}
	}
	for _, c := range engine.CodesV2() {
		if back, ok := engine.ParseCode(c.String()); !ok || back != c {
			t.Errorf("ParseCode(%s) = %v, %v (article %q)", c, back, ok, c.Article())
		}
	}
	for _, c := range []engine.Code{engine.ErrSignalsOff, engine.ErrSignalFalse, engine.ErrSignalTiming, engine.ErrSignalRepeated, engine.ErrBadGaze} {
		if c.Article() == "" {
			t.Errorf("%s has no article", c)
		}
	}
	if n, n2 := len(engine.ActionTypes()), len(engine.ActionTypesV2()); n2 != n+3 {
		t.Errorf("ActionTypesV2 has %d types, want %d", n2, n+3)
	}
	for _, g := range engine.Signals() {
		if back, ok := engine.ParseSignal(g.String()); !ok || back != g {
			t.Errorf("ParseSignal(%s) = %v, %v", g, back, ok)
		}
	}
	if len(engine.Signals()) != 14 {
		t.Errorf("%d señas, want the 14 of FEM VIII.2", len(engine.Signals()))
	}
}

// TestGazeRulesValidate: the ranges and the refused combinations of the
// gaze keys (docs/config.md, "Combinaciones que se rechazan").
func TestGazeRulesValidate(t *testing.T) {
	on := engine.DefaultRules()
	on.SignalsEnabled = true
	for _, tc := range []struct {
		name  string
		edit  func(r *engine.Rules)
		keys  []string // a ComboError on these keys; nil: a RangeError on key
		key   string
		valid bool
	}{
		{"defaults, señas off", func(r *engine.Rules) { r.SignalsEnabled = false }, nil, "", true},
		{"defaults, señas on", func(*engine.Rules) {}, nil, "", true},
		{"only the table", func(r *engine.Rules) { r.GazeWeights = [3]int{0, 0, 1} }, nil, "", true},
		{"all zero", func(r *engine.Rules) { r.GazeWeights = [3]int{} }, nil, "gaze_weights", false},
		{"negative", func(r *engine.Rules) { r.GazeWeights = [3]int{2, -1, 1} }, nil, "gaze_weights", false},
		{"over 100", func(r *engine.Rules) { r.GazeWeights = [3]int{101, 1, 1} }, nil, "gaze_weights", false},
		{"min 0", func(r *engine.Rules) { r.GazeMinTicks = 0 }, nil, "gaze_min_ticks", false},
		{"max 101", func(r *engine.Rules) { r.GazeMaxTicks = 101 }, nil, "gaze_max_ticks", false},
		{"min over max", func(r *engine.Rules) { r.GazeMinTicks, r.GazeMaxTicks = 5, 4 }, []string{"gaze_min_ticks", "gaze_max_ticks"}, "", false},
		{"min equals max", func(r *engine.Rules) { r.GazeMinTicks, r.GazeMaxTicks = 4, 4 }, nil, "", true},
		{"weights without señas", func(r *engine.Rules) { r.SignalsEnabled, r.GazeWeights = false, [3]int{1, 1, 1} }, []string{"signals_enabled", "gaze_weights"}, "", false},
		{"ticks without señas", func(r *engine.Rules) { r.SignalsEnabled, r.GazeMinTicks = false, 1 }, []string{"signals_enabled", "gaze_min_ticks"}, "", false},
	} {
		r := on
		tc.edit(&r)
		err := r.Validate()
		if tc.valid {
			if err != nil {
				t.Errorf("%s: Validate() = %v", tc.name, err)
			}
			continue
		}
		var ce *engine.ComboError
		var re *engine.RangeError
		switch {
		case tc.keys != nil && errors.As(err, &ce):
			if !reflect.DeepEqual(ce.Keys, tc.keys) {
				t.Errorf("%s: ComboError keys %v, want %v", tc.name, ce.Keys, tc.keys)
			}
		case tc.keys == nil && errors.As(err, &re):
			if re.Key != tc.key {
				t.Errorf("%s: RangeError key %s, want %s", tc.name, re.Key, tc.key)
			}
		default:
			t.Errorf("%s: Validate() = %v, want an error on %v%s", tc.name, err, tc.keys, tc.key)
		}
		if _, _, err := engine.New(r, engine.Setup{}); !errors.Is(err, engine.ErrBadSetup) {
			t.Errorf("%s: New = %v, want BAD_SETUP", tc.name, err)
		}
	}
}
