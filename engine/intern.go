package engine

// Interned payloads. Putting a payload in the Payload interface allocates
// a copy of it, and a game emits three or four events per action. Most of
// them take few values (a seat, a lance, a yes/no, a small amount), so
// every such value is boxed once, when the program starts, and emit reuses
// the boxed copy. Interned payloads hold no slices or pointers, so nothing
// a consumer does with an event can change another event. This is an
// optimisation only: each helper returns a payload equal to the one it
// stands for (TestInternedPayloads), and boxes it as before when a value
// falls outside its table.

// internMaxTotal bounds the bet totals that are interned; internMaxRaise
// bounds the amounts of interned raises.
const (
	internMaxTotal = 40
	internMaxRaise = 10
)

// internTables holds every interned payload, indexed by its fields.
type internTables struct {
	passed    [NumSeats][numLances]Payload
	pares     [NumSeats][2]Payload
	juego     [NumSeats][2]Payload
	musReq    [NumSeats]Payload
	musCut    [NumSeats][2]Payload
	rejected  [NumSeats][numLances][2]Payload
	placed    [NumSeats][numLances][internMaxTotal + 1]Payload
	accepted  [NumSeats][numLances][2][internMaxTotal + 1]Payload
	raised    [NumSeats][numLances][internMaxRaise + 1][internMaxTotal + 1]Payload
	dealt     [NumSeats][5]Payload // CardsDealtPublic by count
	discarded [NumSeats][5]Payload // CardsDiscardedPublic by count
	served    [NumSeats][5]Payload // CardsServedPublic by count
	best      [numLances][NumSeats]Payload
	refused   [numLances][2][2]Payload // [lance][team][una_pareja]
}

var interned = newInternTables()

func newInternTables() *internTables {
	t := new(internTables)
	for seat := Seat(0); seat < NumSeats; seat++ {
		for l := NoLance; l < numLances; l++ {
			t.passed[seat][l] = Passed{Seat: seat, Lance: l}
			for f := 0; f < 2; f++ {
				t.rejected[seat][l][f] = BetRejected{Seat: seat, Lance: l, Final: f == 1}
				for total := 0; total <= internMaxTotal; total++ {
					t.accepted[seat][l][f][total] = BetAccepted{Seat: seat, Lance: l, Total: total, NoPierdo: f == 1}
				}
			}
			for total := 0; total <= internMaxTotal; total++ {
				t.placed[seat][l][total] = BetPlaced{Seat: seat, Lance: l, Amount: total, Total: total}
				for amount := 0; amount <= internMaxRaise; amount++ {
					t.raised[seat][l][amount][total] = BetRaised{Seat: seat, Lance: l, Amount: amount, Total: total}
				}
			}
			t.best[l][seat] = LanceResolved{Lance: l, Winner: seat.Team(), Seat: seat, Reason: "mejor_jugada"}
		}
		for h := 0; h < 2; h++ {
			t.pares[seat][h] = ParesDeclared{Seat: seat, Has: h == 1}
			t.juego[seat][h] = JuegoDeclared{Seat: seat, Has: h == 1}
			t.musCut[seat][h] = MusCut{Seat: seat, OutOfTurn: h == 1}
		}
		t.musReq[seat] = MusRequested{Seat: seat}
		for n := 0; n <= 4; n++ {
			t.dealt[seat][n] = CardsDealtPublic{Seat: seat, Count: n}
			t.discarded[seat][n] = CardsDiscardedPublic{Seat: seat, Count: n}
			t.served[seat][n] = CardsServedPublic{Seat: seat, Count: n}
		}
	}
	for l := NoLance; l < numLances; l++ {
		for team := TeamA; team <= TeamB; team++ {
			t.refused[l][team][0] = LanceResolved{Lance: l, Winner: team, Seat: NoSeat, Reason: "no_quiero"}
			t.refused[l][team][1] = LanceResolved{Lance: l, Winner: team, Seat: NoSeat, Reason: "una_pareja"}
		}
	}
	return t
}

// b01 is 1 for true and 0 for false.
func b01(b bool) int {
	if b {
		return 1
	}
	return 0
}

// inSeatLance reports whether a seat and a lance index the tables.
func inSeatLance(seat Seat, l Lance) bool { return seat.Valid() && l < numLances }

func passedPayload(seat Seat, l Lance) Payload {
	if inSeatLance(seat, l) {
		return interned.passed[seat][l]
	}
	return Passed{Seat: seat, Lance: l}
}

func paresPayload(seat Seat, has bool) Payload {
	if seat.Valid() {
		return interned.pares[seat][b01(has)]
	}
	return ParesDeclared{Seat: seat, Has: has}
}

func juegoPayload(seat Seat, has bool) Payload {
	if seat.Valid() {
		return interned.juego[seat][b01(has)]
	}
	return JuegoDeclared{Seat: seat, Has: has}
}

func musRequestedPayload(seat Seat) Payload {
	if seat.Valid() {
		return interned.musReq[seat]
	}
	return MusRequested{Seat: seat}
}

func musCutPayload(seat Seat, outOfTurn bool) Payload {
	if seat.Valid() {
		return interned.musCut[seat][b01(outOfTurn)]
	}
	return MusCut{Seat: seat, OutOfTurn: outOfTurn}
}

func rejectedPayload(seat Seat, l Lance, final bool) Payload {
	if inSeatLance(seat, l) {
		return interned.rejected[seat][l][b01(final)]
	}
	return BetRejected{Seat: seat, Lance: l, Final: final}
}

// placedPayload is the BetPlaced of a first envido: its total is its amount.
func placedPayload(seat Seat, l Lance, amount int) Payload {
	if inSeatLance(seat, l) && amount >= 0 && amount <= internMaxTotal {
		return interned.placed[seat][l][amount]
	}
	return BetPlaced{Seat: seat, Lance: l, Amount: amount, Total: amount}
}

func raisedPayload(seat Seat, l Lance, amount, total int) Payload {
	if inSeatLance(seat, l) && amount >= 0 && amount <= internMaxRaise && total >= 0 && total <= internMaxTotal {
		return interned.raised[seat][l][amount][total]
	}
	return BetRaised{Seat: seat, Lance: l, Amount: amount, Total: total}
}

func acceptedPayload(seat Seat, l Lance, total int, noPierdo bool) Payload {
	if inSeatLance(seat, l) && total >= 0 && total <= internMaxTotal {
		return interned.accepted[seat][l][b01(noPierdo)][total]
	}
	return BetAccepted{Seat: seat, Lance: l, Total: total, NoPierdo: noPierdo}
}

// countPayload is the public count of a deal, discard or service (kind
// KindCardsDealtPublic, KindCardsDiscardedPublic or KindCardsServedPublic).
func countPayload(k EventKind, seat Seat, n int) Payload {
	if seat.Valid() && n >= 0 && n <= 4 {
		switch k {
		case KindCardsDealtPublic:
			return interned.dealt[seat][n]
		case KindCardsDiscardedPublic:
			return interned.discarded[seat][n]
		case KindCardsServedPublic:
			return interned.served[seat][n]
		}
	}
	switch k {
	case KindCardsDealtPublic:
		return CardsDealtPublic{Seat: seat, Count: n}
	case KindCardsDiscardedPublic:
		return CardsDiscardedPublic{Seat: seat, Count: n}
	}
	return CardsServedPublic{Seat: seat, Count: n}
}

// bestPayload is the LanceResolved of a lance won by the best jugada.
func bestPayload(l Lance, w Seat) Payload {
	if inSeatLance(w, l) {
		return interned.best[l][w]
	}
	return LanceResolved{Lance: l, Winner: w.Team(), Seat: w, Reason: "mejor_jugada"}
}

// refusedPayload is the LanceResolved of a lance won by a refused bet
// ("no_quiero") or held by one pair only ("una_pareja").
func refusedPayload(l Lance, team Team, unaPareja bool) Payload {
	if l < numLances && (team == TeamA || team == TeamB) {
		return interned.refused[l][team][b01(unaPareja)]
	}
	reason := "no_quiero"
	if unaPareja {
		reason = "una_pareja"
	}
	return LanceResolved{Lance: l, Winner: team, Seat: NoSeat, Reason: reason}
}
