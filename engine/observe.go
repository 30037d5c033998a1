package engine

// Declaration is a seat's public yes/no for pares or juego
// (CONVENCION-declaracion-pares-juego), or unknown before it is made.
type Declaration int8

// The declaration values.
const (
	Undeclared Declaration = iota
	DeclaredNo
	DeclaredYes
)

// BetView is the public view of the pending bet (docs/catalog.md,
// «Observations»): who bet, what was accepted before it, the proposed total
// (0 for an órdago) and who must answer.
type BetView struct {
	Lance     Lance `json:"lance"`
	Bettor    Seat  `json:"bettor"`
	Accepted  int   `json:"accepted"`
	Total     int   `json:"total"`
	Ordago    bool  `json:"ordago"`
	Responder Seat  `json:"responder"`
}

// Observation is what one viewer may know of a game (docs/catalog.md,
// «Observations»; docs/decisions.md D12). It is built by whitelist: every field is copied on purpose,
// and it shares no memory with the state. A seat sees its own hand and its
// own discards of this round, never another seat's cards before they are
// shown; a spectator sees public facts only; the developer sees
// everything, deck included.
type Observation struct {
	Viewer       Viewer                `json:"viewer"`
	Seat         Seat                  `json:"seat"` // the viewer's seat, or NoSeat
	Partner      Seat                  `json:"partner"`
	Team         Team                  `json:"team"`
	Hand         []Card                `json:"hand"`     // own hand (seat viewer only)
	Discards     []Card                `json:"discards"` // own discards this round (seat viewer only)
	Phase        Phase                 `json:"phase"`
	Lance        Lance                 `json:"lance"`        // lance being played, or NoLance
	LanceMano    Seat                  `json:"lance_mano"`   // its mano
	Participants []Seat                `json:"participants"` // who may speak in it
	Dealer       Seat                  `json:"dealer"`
	Mano         Seat                  `json:"mano"`
	Turn         Seat                  `json:"turn"`
	Game         int                   `json:"game"`
	Round        int                   `json:"round"`
	Score        [2]int                `json:"score"`
	Games        [2]int                `json:"games"`
	Target       int                   `json:"target"`
	Pares        [NumSeats]Declaration `json:"pares"`
	Juego        [NumSeats]Declaration `json:"juego"`
	Bet          *BetView              `json:"bet"`
	History      []HistoryEntry        `json:"history"` // this round's public actions, oldest first
	Revealed     *[NumSeats][]Card     `json:"revealed"`
	StockSize    int                   `json:"stock_size"`      // -1 when stock_size_public = false
	Legal        []Template            `json:"legal"`           // the viewer's legal actions
	Hands        *[NumSeats][]Card     `json:"hands,omitempty"` // developer view only
	Stock        []Card                `json:"stock,omitempty"` // developer view only
	// Señas y miradas (catalog v2), empty with signals_enabled = false.
	Clock   int          `json:"clock,omitempty"`   // ticks since the game began
	Gazes   []GazeView   `json:"gazes,omitempty"`   // where each seat looks (public)
	Signals []SignalView `json:"signals,omitempty"` // señas of this round the viewer made or saw
}

// obsBuf holds the small slices of one observation in a single
// allocation; the observation owns it alone. A round's history and the
// viewer's discards usually fit in it; longer ones get their own.
type obsBuf struct {
	hand     [4]Card
	parts    [NumSeats]Seat
	legal    [maxTemplates]Template
	bet      BetView
	hist     [obsHistory]HistoryEntry
	discards [8]Card
}

// obsHistory is the number of history entries an obsBuf holds.
const obsHistory = 16

// Observe builds the observation of a viewer. It copies whitelisted
// fields only.
func Observe(s State, v Viewer) (o Observation) {
	observe(&o, &s, v, new(obsBuf), nil)
	return o
}

// Observer builds observations in a buffer of its own that every call
// reuses: an observation it returns is valid until the Observer's next
// call (and, like any observation, shares no memory with the state). One
// Observer per bot lets a long run observe every action without
// allocating. An Observer is not safe for concurrent use; its zero value
// is ready to use.
type Observer struct {
	buf  obsBuf
	more []HistoryEntry // a history longer than buf holds
}

// Observe builds the observation of a viewer in the Observer's buffer,
// overwriting the previous one.
func (b *Observer) Observe(s State, v Viewer) (o Observation) {
	observe(&o, &s, v, &b.buf, &b.more)
	return o
}

// observe builds in *o, a zero Observation, the observation of v, its
// small slices in buf and a long history in *more when more is not nil.
func observe(o *Observation, s *State, v Viewer, buf *obsBuf, more *[]HistoryEntry) {
	o.Viewer, o.Seat, o.Partner, o.Team, o.StockSize = v, NoSeat, NoSeat, NoTeam, -1
	o.Lance, o.LanceMano, o.Dealer, o.Mano, o.Turn = NoLance, NoSeat, NoSeat, NoSeat, NoSeat
	if s.rules == nil {
		return
	}
	if v.Kind == ViewerSeat && !v.Seat.Valid() {
		v = Spectator()
		o.Viewer = v
	}
	o.Phase = s.phase
	o.Dealer, o.Mano, o.Turn = s.dealer, s.mano(), s.turn
	o.Game, o.Round = s.game, s.round
	o.Score, o.Games, o.Target = s.score, s.games, s.rules.TargetPoints
	if s.phase.Lance() != NoLance {
		o.Lance, o.LanceMano = s.bet.lance, s.bet.mano
		parts := buf.parts[:0]
		seat := s.bet.mano
		for i := 0; i < NumSeats; i++ {
			if s.bet.parts&bit(seat) != 0 {
				parts = append(parts, seat)
			}
			seat = seat.Next()
		}
		o.Participants = parts
		if s.bet.pending {
			buf.bet = BetView{Lance: s.bet.lance, Bettor: s.bet.bettor, Accepted: s.bet.prev, Total: s.bet.cur, Ordago: s.bet.ordago, Responder: s.turn}
			if s.bet.ordago {
				buf.bet.Total = 0
			}
			o.Bet = &buf.bet
		}
	}
	for seat := Seat(0); seat < NumSeats; seat++ {
		if s.declared&1 != 0 {
			o.Pares[seat] = declaration(s.paresYes&bit(seat) != 0)
		}
		if s.declared&2 != 0 {
			o.Juego[seat] = declaration(s.juegoYes&bit(seat) != 0)
		}
	}
	if s.rules.StockSizePublic || v.Kind == ViewerDeveloper {
		o.StockSize = s.stockSize()
	}
	if s.histN > 0 {
		observeHistory(o, s, v, buf, more)
	}
	if s.revealed {
		var r [NumSeats][]Card
		for i := range r {
			r[i] = s.hands[i].cards()
		}
		o.Revealed = &r
	}
	switch v.Kind {
	case ViewerSeat:
		o.Seat, o.Partner, o.Team = v.Seat, v.Seat.Partner(), v.Seat.Team()
		o.Hand = s.hands[v.Seat].appendTo(buf.hand[:0])
		if l := legalInto(s, v.Seat, buf.legal[:0]); len(l) > 0 {
			o.Legal = l
		}
	case ViewerDeveloper:
		var hs [NumSeats][]Card
		for i := range hs {
			hs[i] = s.hands[i].cards()
		}
		o.Hands = &hs
		o.Stock = append([]Card(nil), s.stock[s.stockLo:s.stockHi]...)
	}
	if s.sen != nil {
		observeSignals(o, s, v)
	}
}

func declaration(yes bool) Declaration {
	if yes {
		return DeclaredYes
	}
	return DeclaredNo
}

// observeHistory copies the round's public history into o, oldest first,
// and, for a seat viewer, the cards it discarded this round.
func observeHistory(o *Observation, s *State, v Viewer, buf *obsBuf, more *[]HistoryEntry) {
	items := s.history()
	switch n := len(items); {
	case n <= len(buf.hist):
		o.History = buf.hist[:n]
	case more != nil:
		if cap(*more) < n {
			*more = make([]HistoryEntry, 2*n)
		}
		o.History = (*more)[:n]
	default:
		o.History = make([]HistoryEntry, n)
	}
	discards := buf.discards[:0] // the viewer's, oldest first; append grows it when full
	for i := range items {
		o.History[i] = items[i].entry
		if v.Kind == ViewerSeat && items[i].entry.Type == ActDiscard && items[i].entry.Seat == v.Seat {
			discards = items[i].cards.appendTo(discards)
		}
	}
	if len(discards) > 0 {
		o.Discards = discards
	}
}
