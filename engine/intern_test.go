package engine

import "testing"

// TestInternedPayloads checks every interning helper, inside and outside
// its tables, against the payload it stands for: the same type and the
// same fields.
func TestInternedPayloads(t *testing.T) {
	check := func(got, want Payload) {
		t.Helper()
		if got != want {
			t.Fatalf("interned %#v, want %#v", got, want)
		}
	}
	for seat := Seat(-2); seat <= NumSeats+1; seat++ {
		for _, b := range []bool{false, true} {
			check(paresPayload(seat, b), ParesDeclared{Seat: seat, Has: b})
			check(juegoPayload(seat, b), JuegoDeclared{Seat: seat, Has: b})
			check(musCutPayload(seat, b), MusCut{Seat: seat, OutOfTurn: b})
		}
		check(musRequestedPayload(seat), MusRequested{Seat: seat})
		for n := -1; n <= 6; n++ {
			check(countPayload(KindCardsDealtPublic, seat, n), CardsDealtPublic{Seat: seat, Count: n})
			check(countPayload(KindCardsDiscardedPublic, seat, n), CardsDiscardedPublic{Seat: seat, Count: n})
			check(countPayload(KindCardsServedPublic, seat, n), CardsServedPublic{Seat: seat, Count: n})
		}
		for l := NoLance; l <= numLances+1; l++ {
			check(passedPayload(seat, l), Passed{Seat: seat, Lance: l})
			check(bestPayload(l, seat), LanceResolved{Lance: l, Winner: seat.Team(), Seat: seat, Reason: "mejor_jugada"})
			for _, b := range []bool{false, true} {
				check(rejectedPayload(seat, l, b), BetRejected{Seat: seat, Lance: l, Final: b})
				for total := -1; total <= internMaxTotal+2; total++ {
					check(acceptedPayload(seat, l, total, b), BetAccepted{Seat: seat, Lance: l, Total: total, NoPierdo: b})
				}
			}
			for total := -1; total <= internMaxTotal+2; total++ {
				check(placedPayload(seat, l, total), BetPlaced{Seat: seat, Lance: l, Amount: total, Total: total})
				for amount := -1; amount <= internMaxRaise+2; amount++ {
					check(raisedPayload(seat, l, amount, total), BetRaised{Seat: seat, Lance: l, Amount: amount, Total: total})
				}
			}
		}
	}
	for l := NoLance; l <= numLances+1; l++ {
		for team := Team(-1); team <= 2; team++ {
			check(refusedPayload(l, team, false), LanceResolved{Lance: l, Winner: team, Seat: NoSeat, Reason: "no_quiero"})
			check(refusedPayload(l, team, true), LanceResolved{Lance: l, Winner: team, Seat: NoSeat, Reason: "una_pareja"})
		}
	}
}
