package engine

import "testing"

func TestSmoke(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		s, _, err := New(DefaultRules(), Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := NewRand(seed + 1000)
		steps := 0
		for !s.Over() {
			seats := ToAct(s)
			if len(seats) != 1 {
				t.Fatalf("seed %d: seats to act %v phase %v", seed, seats, s.phase)
			}
			seat := seats[0]
			tpls := Legal(s, seat)
			tp := tpls[r.Bounded(uint64(len(tpls)))]
			var a Action
			switch tp.Type {
			case ActMus:
				a = Mus{}
			case ActCutMus:
				a = CutMus{}
			case ActDiscard:
				n := tp.Min + int(r.Bounded(uint64(tp.Max-tp.Min+1)))
				h := s.Hand(seat)
				a = Discard{Cards: h[:n]}
			case ActPass:
				a = Pass{}
			case ActBet:
				a = Bet{Amount: tp.Min + int(r.Bounded(3))}
			case ActRaise:
				a = Raise{Amount: tp.Min + int(r.Bounded(3))}
			case ActAccept:
				a = Accept{}
			case ActAcceptNoLose:
				a = AcceptNoLose{}
			case ActReject:
				a = Reject{}
			case ActOrdago:
				if r.Bounded(20) != 0 {
					a = Pass{}
					if s.bet.pending {
						a = Reject{}
					}
				} else {
					a = Ordago{}
				}
			}
			var evs []Event
			s, evs, err = Apply(s, seat, a)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
			_ = evs
			steps++
		}
		if seed < 5 {
			t.Logf("seed %d: %d steps, winner %v score %v round %d", seed, steps, s.Winner(), s.Score(), s.Round())
		}
	}
}
