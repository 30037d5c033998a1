package engine

import "fmt"

// Setup says where the cards come from and how a game starts.
type Setup struct {
	// Seed seeds the generator (docs/rng.md). It draws the first dealer
	// when first_dealer = "sorteo", and every shuffle unless Decks is set.
	Seed uint64
	// Decks, when not nil, stacks the deck: one 40-card order (top card
	// first) is consumed by each shuffle, that is each round's deal and each
	// reshuffle of the discards. Running out is an error (ErrDeckExhausted),
	// never a fall back to the seed.
	Decks [][NumCards]Card
	// Score is the score the game starts from (scenarios); each value must
	// be below the target.
	Score [2]int
}

// New starts a match: it checks the rules and the setup, draws the first
// dealer (FEM III.1) and deals the first round (FEM III.2). It returns the
// state, waiting for the mano's mus decision, and the events so far.
func New(r Rules, setup Setup) (State, []Event, error) {
	s, evs, _, err := newTraced(r, setup, nil)
	return s, evs, err
}

func newTraced(r Rules, setup Setup, trace *[]int) (State, []Event, []int, error) {
	if err := r.Validate(); err != nil {
		return State{}, nil, nil, &RuleError{Code: ErrBadSetup, Seat: NoSeat, Detail: err.Error()}
	}
	for i, d := range setup.Decks {
		if err := checkDeck(d); err != nil {
			return State{}, nil, nil, &RuleError{Code: ErrBadSetup, Article: "FEM-II.3", Seat: NoSeat,
				Detail: fmt.Sprintf("mazo preparado %d: %v", i+1, err)}
		}
	}
	for t, v := range setup.Score {
		if v < 0 || v >= r.TargetPoints {
			return State{}, nil, nil, &RuleError{Code: ErrBadSetup, Seat: NoSeat,
				Detail: fmt.Sprintf("marcador inicial de la pareja %s = %d: debe estar entre 0 y %d", Team(t), v, r.TargetPoints-1)}
		}
	}
	rules := r
	s := State{rules: &rules, rng: NewRand(setup.Seed), reached: NoTeam, winner: NoTeam, turn: NoSeat, score: setup.Score}
	for t := range s.score {
		// A game taken up at a score within announce_within has already
		// said "estamos dentro" (FEM VII.7): the tanto that brought the
		// pair there came before (docs/decisions.md D13).
		s.told[t] = r.TargetPoints-s.score[t] <= r.AnnounceWithin
	}
	if setup.Decks != nil {
		decks := make([][NumCards]Card, len(setup.Decks))
		copy(decks, setup.Decks)
		s.decks = &decks
	}
	var tr []int
	var evs []Event
	e := emitter{s: &s, evs: &evs}
	if trace != nil {
		e.trace = &tr
	}
	if err := e.to(PhaseDealing); err != nil {
		return State{}, nil, nil, err
	}
	s.game = 1
	e.emit(NoSeat, Public, GameStarted{Game: 1, Target: r.TargetPoints, GamesToWin: r.GamesToWin, DeckMode: r.DeckMode.String(), Score: s.score})
	da := DealerAssigned{Method: "config", Cutter: NoSeat, CutCard: NoCard}
	if r.FirstDealer == FirstDealerDraw {
		// FEM III.1: the suit of the card shown names the dealer counting
		// from the cutter; the cutter is the seat to the shuffler's left,
		// as the Reglamento has every cut made (its III.3).
		da.Method = "sorteo"
		da.Cutter = r.ShufflerSeat.Prev()
		da.CutCard = Card(s.rng.Bounded(NumCards))
		switch da.CutCard.Suit() {
		case Oros:
			s.dealer = da.Cutter.Next()
		case Copas:
			s.dealer = da.Cutter.Next().Next()
		case Espadas:
			s.dealer = da.Cutter.Prev()
		default: // bastos
			s.dealer = da.Cutter
		}
	} else {
		s.dealer = r.FirstDealer
	}
	da.Dealer, da.Mano = s.dealer, s.dealer.Next()
	e.emit(NoSeat, Public, da)
	if err := e.startRound(); err != nil {
		return State{}, nil, nil, err
	}
	e.startSignals(setup.Seed)
	return s, evs, tr, nil
}

// checkDeck reports a stacked deck that is not a permutation of the 40 cards.
func checkDeck(d [NumCards]Card) error {
	var seen [NumCards]bool
	for i, c := range d {
		if !c.Valid() {
			return fmt.Errorf("posición %d: carta inválida", i+1)
		}
		if seen[c] {
			return fmt.Errorf("posición %d: carta %s repetida", i+1, c)
		}
		seen[c] = true
	}
	return nil
}

// nextOrder returns the next 40-card order: the next stacked deck, or the
// canonical deck shuffled with Fisher–Yates (docs/rng.md).
func (e *emitter) nextOrder() ([NumCards]Card, string, error) {
	s := e.s
	if s.decks != nil {
		if s.nextDeck >= len(*s.decks) {
			return [NumCards]Card{}, "", &RuleError{Code: ErrDeckExhausted, Article: ErrDeckExhausted.Article(), Seat: NoSeat,
				Detail: fmt.Sprintf("se han gastado los %d mazos preparados", len(*s.decks))}
		}
		d := (*s.decks)[s.nextDeck]
		s.nextDeck++
		return d, "mazo_preparado", nil
	}
	d := CanonicalDeck()
	s.rng.Shuffle(d[:])
	return d, "semilla", nil
}

// startRound shuffles and deals a round (FEM III.2): one card at a time,
// counter-clockwise, starting with the mano. The state must be in DEALING.
func (e *emitter) startRound() error {
	s := e.s
	e.reserve(12)
	s.round++
	s.hands = [NumSeats]Hand{}
	s.thrown = [NumSeats]Hand{}
	for i := range s.thrown {
		s.thrown[i] = Hand{NoCard, NoCard, NoCard, NoCard}
	}
	s.pileN = 0
	s.musSaid, s.musTurns, s.discards = 0, 0, 0
	s.paresYes, s.juegoYes, s.declared = 0, 0, 0
	s.bet = betting{}
	s.lances = [numLances]lanceRecord{}
	s.revealed = false
	s.hist, s.histN = nil, 0
	mano := s.mano()
	e.emit(NoSeat, Public, RoundStarted{Round: s.round, Dealer: s.dealer, Mano: mano, Score: s.score})
	order, source, err := e.nextOrder()
	if err != nil {
		return err
	}
	cards := make([]Card, NumCards+16) // the order, then the four hands dealt
	copy(cards, order[:])
	e.emit(NoSeat, System, DeckShuffled{Purpose: "reparto", Source: source, Order: cards[:NumCards:NumCards]})
	for i := 0; i < 16; i++ {
		seat := (mano + Seat(i)) & 3
		s.hands[seat][i/4] = order[i]
	}
	s.stock = order
	s.stockLo, s.stockHi = 16, NumCards
	dealt := cards[NumCards:]
	for i := Seat(0); i < NumSeats; i++ {
		seat := (mano + i) & 3
		hand := dealt[4*i : 4*i+4 : 4*i+4]
		copy(hand, s.hands[seat][:])
		e.emit(NoSeat, PrivateTo(seat), CardsDealt{Seat: seat, Cards: hand})
	}
	for i := Seat(0); i < NumSeats; i++ {
		seat := (mano + i) & 3
		e.emit(NoSeat, Public, countPayload(KindCardsDealtPublic, seat, 4))
	}
	if err := e.to(PhaseMus); err != nil {
		return err
	}
	s.turn = mano
	return nil
}
