package engine

import "testing"

// faultHand parses four cards for the fault tests.
func faultHand(t *testing.T, s string) Hand {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil || len(cs) != 4 {
		t.Fatalf("mano %q: %v", s, err)
	}
	return Hand{cs[0], cs[1], cs[2], cs[3]}
}

// faultState is a state with default rules and the fault f, enough for the
// evaluation hooks.
func faultState(f Fault) *State {
	r := DefaultRules()
	var fs faultSet
	if f != NoFault {
		fs = 1 << f
	}
	return &State{rules: &r, fault: fs}
}

// TestNoFaultByDefault checks that a plain setup carries no fault, that
// an unknown fault value is ignored and that faults add up.
func TestNoFaultByDefault(t *testing.T) {
	if f := (Setup{Seed: 7}).Faults(); len(f) != 0 {
		t.Errorf("Setup{}.Faults() = %v, want none", f)
	}
	if f := WithFault(Setup{}, numFaults).Faults(); len(f) != 0 {
		t.Errorf("WithFault(numFaults) = %v, want none", f)
	}
	if f := WithFault(Setup{}, FaultSinRebarajar).Faults(); len(f) != 1 || f[0] != FaultSinRebarajar {
		t.Errorf("WithFault(FaultSinRebarajar) = %v", f)
	}
	two := WithFault(WithFault(Setup{}, FaultPasoSinPagar), FaultEmpateGrande).Faults()
	if len(two) != 2 || two[0] != FaultEmpateGrande || two[1] != FaultPasoSinPagar {
		t.Errorf("two faults = %v, want [FaultEmpateGrande FaultPasoSinPagar]", two)
	}
	s, _, err := New(DefaultRules(), Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if s.fault != 0 {
		t.Errorf("New sin defecto: fault = %d", s.fault)
	}
}

// TestFaultEvaluation checks the evaluation faults on hands worked out by
// hand, and that without the fault the same hands evaluate as the FEM says.
func TestFaultEvaluation(t *testing.T) {
	// Four sixes: duples of sixes (FEM VI.7); with the fault, medias of sixes.
	six := faultHand(t, "6o 6c 6e 6b")
	if k, _ := faultState(NoFault).paresOf(six); k != Duples {
		t.Errorf("sin defecto, cuatro seises = %s, want duples", k)
	}
	if k, key := faultState(FaultCuatroIgualesMedias).paresOf(six); k != Medias || key != 2<<8|5<<4 {
		t.Errorf("con defecto, cuatro seises = %s %x, want medias de seises (0x250)", k, key)
	}

	// Juego: seat 0 has 40 (four figures), seat 1 has 32 (10+10+7+5);
	// 32 beats 40 (CONVENCION-orden-juego), the fault turns it round.
	var hands [4]Hand
	hands[0] = faultHand(t, "Ro Rc Cc So") // 40
	hands[1] = faultHand(t, "Re Ce 7e 5b") // 32
	hands[2] = faultHand(t, "4o 4c 5o 6o") // 19, no juego
	hands[3] = faultHand(t, "4e 4b 5c 6c") // 19, no juego
	parts := uint8(1<<0 | 1<<1)
	if w := faultState(NoFault).lanceWinner(Juego, &hands, 0, parts); w != 1 {
		t.Errorf("sin defecto, 32 contra 40 gana el asiento %d, want 1 (la 32)", w)
	}
	if w := faultState(FaultJuego32BajoCuarenta).lanceWinner(Juego, &hands, 0, parts); w != 0 {
		t.Errorf("con defecto, 32 contra 40 gana el asiento %d, want 0 (la 40)", w)
	}

	// Grande tie between seats 2 and 3 (4 4 5 6 both), mano 2: the mano wins;
	// with the fault, seat 3.
	tie := uint8(1<<2 | 1<<3)
	if w := faultState(NoFault).lanceWinner(Grande, &hands, 2, tie); w != 2 {
		t.Errorf("sin defecto, empate en grande lo gana %d, want 2 (la mano)", w)
	}
	if w := faultState(FaultEmpateGrande).lanceWinner(Grande, &hands, 2, tie); w != 3 {
		t.Errorf("con defecto, empate en grande lo gana %d, want 3", w)
	}
	// The grande fault leaves the chica alone.
	if w := faultState(FaultEmpateGrande).lanceWinner(Chica, &hands, 2, tie); w != 2 {
		t.Errorf("defecto de grande, empate en chica lo gana %d, want 2", w)
	}

	// Punto: seat 2 has 19 (4+4+5+6), seat 3 gets 24 (4+4+6+10).
	hands[3] = faultHand(t, "4e 4b 6c Rb")
	all := uint8(1<<2 | 1<<3)
	if w := faultState(NoFault).lanceWinner(Punto, &hands, 2, all); w != 3 {
		t.Errorf("sin defecto, 24 contra 19 al punto gana %d, want 3", w)
	}
	if w := faultState(FaultPuntoMenor).lanceWinner(Punto, &hands, 2, all); w != 2 {
		t.Errorf("con defecto, 24 contra 19 al punto gana %d, want 2", w)
	}
}

// senaFaultGame starts a game with señas on and the fault f: dealer 3
// (mano 0), seat 0 holds Ro Rc 7o 1o (a par of reyes: dos reyes and
// nothing more), seat 2 looks at seat 0 and seats 1 and 3 at the table.
func senaFaultGame(t *testing.T, f Fault) State {
	t.Helper()
	var hands [NumSeats][]Card
	for i, h := range []string{"Ro Rc 7o 1o", "Co Sc 6e 5b", "4o 4c 1b 7b", "Cb Se 5o 6c"} {
		cs := faultHand(t, h)
		hands[i] = cs[:]
	}
	deck, err := DeckFor(3, hands, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := DefaultRules()
	r.SignalsEnabled, r.FirstDealer, r.GazeMaxTicks = true, 3, 100
	s, _, err := New(r, WithFault(Setup{Seed: 1, Decks: [][NumCards]Card{deck}}, f))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []Play{{Seat: 2, Action: Look{Target: 0}}, {Seat: 1, Action: Look{Target: NoSeat}}, {Seat: 3, Action: Look{Target: NoSeat}}} {
		if s, _, err = Apply(s, p.Seat, p.Action); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestFaultSenas checks the three faults of señas against the reference
// on the same game: a false seña (duples with a par of reyes) accepted,
// a seña seen by the rivals that look at the table, a seña before the cut.
// Artículo: FEM-VIII.3, FEM-VIII.4, FEM-VIII.2
func TestFaultSenas(t *testing.T) {
	cut := func(s State) State {
		s2, _, err := Apply(s, 0, CutMus{})
		if err != nil {
			t.Fatal(err)
		}
		return s2
	}
	// Before the cut: the reference refuses dos reyes (FEM VIII.3), the
	// fault accepts it.
	if _, _, err := Apply(senaFaultGame(t, NoFault), 0, Sena{Signal: SenaDosReyes}); !errorIs(err, ErrSignalTiming) {
		t.Errorf("referencia, seña antes del corte: %v", err)
	}
	if _, _, err := Apply(senaFaultGame(t, FaultSenasAntesDelCorte), 0, Sena{Signal: SenaDosReyes}); err != nil {
		t.Errorf("senas-antes-del-corte: %v", err)
	}
	// Duples with Ro Rc 7o 1o: false (FEM VIII.4).
	if _, _, err := Apply(cut(senaFaultGame(t, NoFault)), 0, Sena{Signal: SenaDuples}); !errorIs(err, ErrSignalFalse) {
		t.Errorf("referencia, seña falsa: %v", err)
	}
	if _, _, err := Apply(cut(senaFaultGame(t, FaultSenaFalsa)), 0, Sena{Signal: SenaDuples}); err != nil {
		t.Errorf("sena-falsa: %v", err)
	}
	// Dos reyes after the cut: seen by seat 2 only; with the fault by
	// 1, 2 and 3.
	for _, tc := range []struct {
		f    Fault
		want []Seat
	}{{NoFault, []Seat{2}}, {FaultSenaParaTodos, []Seat{1, 2, 3}}} {
		_, evs, err := Apply(cut(senaFaultGame(t, tc.f)), 0, Sena{Signal: SenaDosReyes})
		if err != nil {
			t.Fatal(err)
		}
		m, ok := evs[0].Payload.(SignalMade)
		if !ok || len(m.SeenBy) != len(tc.want) || len(evs) != 1+len(tc.want) {
			t.Errorf("defecto %d: %+v, la ven %v", tc.f, evs, tc.want)
			continue
		}
		for i, w := range tc.want {
			if m.SeenBy[i] != w {
				t.Errorf("defecto %d: la ven %v, se esperaba %v", tc.f, m.SeenBy, tc.want)
			}
		}
	}
}

// errorIs reports whether err is a rule error of code c.
func errorIs(err error, c Code) bool {
	re, ok := err.(*RuleError)
	return ok && re.Code == c
}
