package engine

// lanceOutcome is how a lance ended in the current round.
type lanceOutcome uint8

const (
	outcomeNone       lanceOutcome = iota // not played: not reached, or nobody holds it
	outcomePaso                           // every participant passed
	outcomeAccepted                       // a bet was accepted: stake to the better hand
	outcomeRejected                       // the last bet was refused: the lance is the bettor pair's
	outcomeOnePair                        // held by one pair only: no bets (CONVENCION-lance-una-pareja)
	outcomeOrdago                         // an accepted órdago settled the game
	outcomeOrdagoVoid                     // an accepted órdago voided by FEM VI.11, VI.12 or VI.24
)

// lanceRecord is what the count needs to know about a lance.
type lanceRecord struct {
	outcome lanceOutcome
	stake   int32 // accepted total (outcomeAccepted), at most max_bet
	winner  Team  // outcomeRejected, outcomeOnePair, outcomeOrdagoVoid
	parts   uint8 // seats that held the lance (pares, juego) or all four
	mano    Seat  // mano of the lance
}

// betting is the sub-machine of the lance being played (docs/decisions.md D5).
type betting struct {
	lance   Lance
	parts   uint8 // seats that may speak (bit s for seat s)
	mano    Seat  // mano of the lance: the first holder in pares and juego
	passes  uint8 // passes while no bet is pending
	pending bool  // a bet waits for an answer
	bettor  Seat  // seat whose proposal is pending
	prev    int   // total accepted before the pending proposal (0: first bet)
	cur     int   // proposed total (meaningless for an órdago)
	ordago  bool  // the pending proposal is an órdago
	raised  bool  // the pending proposal answered an earlier bet
	refused uint8 // no quieros heard to the pending proposal
	rectify bool  // the partner of the seat to speak accepted it in the singular (FEM VI.3)
}

// HistoryEntry is one public action of the current round (docs/catalog.md,
// «Observations»): who did what, in which lance. Count is the number of
// cards of a discard; Amount the amount of a bet or raise.
//
// Its fields are small integers (an amount is at most max_bet, 999) so that
// copying a round's history into every observation stays cheap.
type HistoryEntry struct {
	Seat   Seat       `json:"seat"`
	Type   ActionType `json:"type"`
	Lance  Lance      `json:"lance"`
	Amount int16      `json:"amount"`
	Count  int8       `json:"count"`
}

// State is the whole, secret state of a game. It is a value: Apply never
// modifies the state it is given. Nothing outside the engine builds one;
// viewers get an Observation.
type State struct {
	rules    *Rules            // never written after New
	rng      Rand              // the deal's generator (docs/rng.md)
	decks    *[][NumCards]Card // stacked decks, never written after New
	nextDeck int               // index of the next stacked deck
	phase    Phase             // where the game rests
	game     int               // game number in the match, from 1
	round    int               // round number in the match, from 1
	seq      int               // seq of the last event
	dealer   Seat              // dealer (postre) of the round
	turn     Seat              // seat to act, or NoSeat
	score    [2]int            // tantos of each pair in this game
	games    [2]int            // games won in the match
	told     [2]bool           // TeamIsIn already announced this game
	reached  Team              // first pair to reach the target this game
	reason   string            // why the game was won ("tantos", "ordago")
	winner   Team              // winner of the match when over
	hands    [NumSeats]Hand    // NoCard in the slots of discarded cards
	stock    [NumCards]Card    // the stock is stock[stockLo:stockHi], top first
	stockLo  uint8             //
	stockHi  uint8             //
	pile     [NumCards]Card    // discards not in the stock, pile[:pileN]
	pileN    uint8             //
	thrown   [NumSeats]Hand    // this mus round's discards, NoCard-padded
	musSaid  uint8             // seats that said mus this mus round
	musTurns int               // discards completed this round
	discards uint8             // discards declared this mus round
	paresYes uint8             // seats that declared pares
	juegoYes uint8             // seats that declared juego
	declared uint8             // bit 0: pares declared; bit 1: juego declared
	bet      betting           // the lance being played
	lances   [numLances]lanceRecord
	revealed bool      // HandsRevealed emitted this round
	hist     *roundLog // this round's public history (history.go)
	histN    int       // its length: items[:histN] are this state's
	sen      *senas    // señas y miradas; nil when signals_enabled = false (gaze.go)
}

// Phase returns the phase the game rests in.
func (s State) Phase() Phase { return s.phase }

// Turn returns the seat that must act, or NoSeat when the game is over.
func (s State) Turn() Seat { return s.turn }

// Score returns the tantos of pair A and pair B in the current game.
func (s State) Score() [2]int { return s.score }

// Games returns the games won by each pair in the match.
func (s State) Games() [2]int { return s.games }

// Over reports whether the match is over.
func (s State) Over() bool { return s.phase == PhaseGameOver }

// Winner returns the pair that won the match, or NoTeam.
func (s State) Winner() Team {
	if s.phase != PhaseGameOver {
		return NoTeam
	}
	return s.winner
}

// Round returns the number of the current round, from 1.
func (s State) Round() int { return s.round }

// Dealer returns the dealer (postre) of the current round.
func (s State) Dealer() Seat { return s.dealer }

// Mano returns the mano of the current round: the seat to the dealer's
// right (FEM VIII.8).
func (s State) Mano() Seat { return s.dealer.Next() }

// Rules returns the rules of the game.
func (s State) Rules() Rules {
	if s.rules == nil {
		return Rules{}
	}
	return *s.rules
}

// Seq returns the seq of the last event emitted.
func (s State) Seq() int { return s.seq }

// Hand returns the cards seat s holds now (for tests and the developer
// view; players get an Observation).
func (s State) Hand(seat Seat) []Card {
	if !seat.Valid() {
		return nil
	}
	return s.hands[seat].cards()
}

// cards returns the cards of h without the empty slots.
func (h Hand) cards() []Card { return h.appendTo(make([]Card, 0, 4)) }

// appendTo appends the cards of h, without the empty slots, to dst.
func (h Hand) appendTo(dst []Card) []Card {
	for _, c := range h {
		if c != NoCard {
			dst = append(dst, c)
		}
	}
	return dst
}

// mano returns the mano of the round.
func (s *State) mano() Seat { return s.dealer.Next() }

// stockSize returns the number of cards in the stock.
func (s *State) stockSize() int { return int(s.stockHi) - int(s.stockLo) }

// bit returns the mask bit of a seat.
func bit(s Seat) uint8 { return 1 << uint(s) }

// popcount returns the number of seats in a mask.
func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// seatsOf lists the seats of a mask counter-clockwise from start.
func seatsOf(m uint8, start Seat) []Seat {
	out := make([]Seat, 0, 4)
	s := start
	for i := 0; i < NumSeats; i++ {
		if m&bit(s) != 0 {
			out = append(out, s)
		}
		s = s.Next()
	}
	return out
}

// firstOf returns the first seat of a mask counter-clockwise from start,
// or NoSeat for an empty mask.
func firstOf(m uint8, start Seat) Seat {
	s := start
	for i := 0; i < NumSeats; i++ {
		if m&bit(s) != 0 {
			return s
		}
		s = s.Next()
	}
	return NoSeat
}

// teamIn reports whether the mask holds a seat of team t.
func teamIn(m uint8, t Team) bool {
	ss := t.Seats()
	return m&(bit(ss[0])|bit(ss[1])) != 0
}
