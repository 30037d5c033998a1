package engine

import "testing"

// TestApplyIsPure: applying one action to a state and then another action
// to the same state leaves the first line as it was (same fingerprint,
// same observation), and the state given unchanged — over a few hundred
// positions of seeded games with señas on, where the state shares the
// most (docs/catalog.md: «Apply never modifies the state it is given»).
func TestApplyIsPure(t *testing.T) {
	r := DefaultRules()
	r.SignalsEnabled = true
	for seed := uint64(1); seed <= 6; seed++ {
		s, _, err := New(r, Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		pick := seed
		for step := 0; step < 80 && !s.Over(); step++ {
			var plays []Play
			for seat := Seat(0); seat < NumSeats; seat++ {
				for _, tp := range Legal(s, seat) {
					if a := templateAction(tp, s.Hand(seat)); a != nil {
						plays = append(plays, Play{Seat: seat, Action: a})
					}
				}
				plays = append(plays, Play{Seat: seat, Action: Tick{}}, Play{Seat: seat, Action: Look{Target: seat.Next()}})
			}
			fp := s.Fingerprint()
			first, _, err := Apply(s, plays[0].Seat, plays[0].Action)
			if err != nil {
				t.Fatalf("semilla %d paso %d: %v", seed, step, err)
			}
			want, wantObs := first.Fingerprint(), Observe(first, Developer())
			for _, p := range plays[1:] {
				Apply(s, p.Seat, p.Action)
				ApplyAppend(nil, s, p.Seat, p.Action)
			}
			if got := first.Fingerprint(); got != want || !sameObservation(Observe(first, Developer()), wantObs) {
				t.Fatalf("semilla %d paso %d: aplicar otras acciones al mismo estado cambia la partida que siguió la primera", seed, step)
			}
			if s.Fingerprint() != fp {
				t.Fatalf("semilla %d paso %d: Apply cambia el estado que recibe", seed, step)
			}
			pick = pick*6364136223846793005 + 1442695040888963407
			p := plays[int(pick>>33)%len(plays)]
			if n, _, err := Apply(s, p.Seat, p.Action); err == nil {
				s = n
			}
		}
	}
}

// templateAction is the simplest action a template allows.
func templateAction(tp Template, hand []Card) Action {
	switch tp.Type {
	case ActMus:
		return Mus{}
	case ActCutMus:
		return CutMus{}
	case ActDiscard:
		if len(hand) < tp.Min {
			return nil
		}
		return Discard{Cards: append([]Card(nil), hand[:tp.Min]...)}
	case ActPass:
		return Pass{}
	case ActBet:
		return Bet{Amount: tp.Min}
	case ActRaise:
		return Raise{Amount: tp.Min}
	case ActAccept:
		return Accept{}
	case ActAcceptNoLose:
		return AcceptNoLose{}
	case ActReject:
		return Reject{}
	case ActOrdago:
		return Ordago{}
	}
	return nil
}

func sameObservation(a, b Observation) bool {
	x, err1 := a.MarshalJSON()
	y, err2 := b.MarshalJSON()
	return err1 == nil && err2 == nil && string(x) == string(y)
}
