package engine

import (
	"errors"
	"testing"
)

// TestDefaultRulesByHand: the defaults every rule set starts from, copied
// by hand from docs/config.md and config/rules.default.toml (one line per
// key, in the file's order). A mutant that loses one (rules_fields.go,
// reset) plays another game from the first event; the specification reads
// its rules through config, whose file sets every key, so this test and
// the mutation observer are what see it (docs/mutantes.md).
func TestDefaultRulesByHand(t *testing.T) {
	want := Rules{
		DeckMode:                      OchoReyes, // deck_mode = "ocho_reyes"
		TargetPoints:                  40,
		GamesToWin:                    1,
		FirstDealer:                   FirstDealerDraw, // "sorteo"
		ShufflerSeat:                  0,
		MinDiscard:                    1,
		MaxDiscard:                    4,
		DiscardOrder:                  DiscardRepartidorPrimero,
		ServeOrder:                    ServeDescarte,
		ReshuffleIncludesCurrentRound: true,
		StockSizePublic:               true,
		MinBet:                        2,
		MinRaise:                      2,
		MaxBet:                        99,
		RaiseMode:                     RaiseMas,
		NegadaPoints:                  1,
		PasoPoints:                    1,
		ParPoints:                     1,
		MediasPoints:                  2,
		DuplesPoints:                  3,
		Juego31Points:                 3,
		JuegoPoints:                   2,
		PuntoPoints:                   1,
		PiedraDePaso:                  false,
		JugadasTrasNoQuiero:           JugadasGanadorDelLance,
		QuieroSingular:                QuieroCierra,
		Deje:                          true,
		EndOnImmediatePoints:          true,
		CountOrder:                    CountLances,
		AnnounceWithin:                4,
		FaltaDeTantoWithin:            4,
		FaltaDeTanto:                  FaltaTurno,
		OrdagoPostrePenalties:         PenaltiesOff,
		SignalsEnabled:                false,
		GazeWeights:                   [3]int{2, 1, 1},
		GazeMinTicks:                  2,
		GazeMaxTicks:                  6,
		SignalMoment:                  SignalsCadaCorte,
	}
	if got := DefaultRules(); got != want {
		t.Errorf("DefaultRules() =\n%+v\nse esperaba\n%+v", got, want)
	}
	if err := want.Validate(); err != nil {
		t.Errorf("las reglas por defecto no son válidas: %v", err)
	}
}

// TestLookAndSenaOutOfRange: a mirada at a seat that does not exist is
// refused as BAD_GAZE, like one at oneself, and a seña code past the last
// of FEM VIII.2 as UNKNOWN_ACTION under FEM-VIII.1; either way the state
// is the one given. The specification's steps cannot write them (a seat is
// 0–3 there, a seña a word), so the engine's own test does.
func TestLookAndSenaOutOfRange(t *testing.T) {
	r := DefaultRules()
	r.SignalsEnabled = true
	s, _, err := New(r, Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		seat Seat
		a    Action
		code Code
		art  string
	}{
		{2, Look{Target: -2}, ErrBadGaze, "CONVENCION-senas"},
		{2, Look{Target: 4}, ErrBadGaze, "CONVENCION-senas"},
		{2, Look{Target: 2}, ErrBadGaze, "CONVENCION-senas"},
		{0, Sena{Signal: numSignals}, ErrUnknownAction, "FEM-VIII.1"},
		{0, Sena{Signal: numSignals + 1}, ErrUnknownAction, "FEM-VIII.1"},
		{0, Sena{Signal: 255}, ErrUnknownAction, "FEM-VIII.1"},
		{0, Sena{Signal: NoSignal}, ErrUnknownAction, "FEM-VIII.1"},
	}
	fp := s.Fingerprint()
	for _, c := range cases {
		n, evs, err := Apply(s, c.seat, c.a)
		var re *RuleError
		if !errors.As(err, &re) || re.Code != c.code || re.Article != c.art {
			t.Errorf("asiento %d, %#v: %v, se esperaba %s (artículo %q)", c.seat, c.a, err, c.code, c.art)
			continue
		}
		if evs != nil || n != s || n.Fingerprint() != fp {
			t.Errorf("asiento %d, %#v: rechazada, pero con eventos o con otro estado", c.seat, c.a)
		}
	}
	// The same seat may look at the table and at the others.
	for _, tg := range []Seat{NoSeat, 0, 1, 3} {
		if _, _, err := Apply(s, 2, Look{Target: tg}); err != nil {
			t.Errorf("el asiento 2 mira a %d: %v", tg, err)
		}
	}
}
