package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/musfem/musfem/engine"
)

// rng is the observer's own generator (SplitMix64), so that a mutant of
// the engine's generator changes the games' cards but not the choices.
type rng uint64

func (r *rng) next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn is a number in [0, n), n > 0 (the small bias does not matter here).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// profile is one rule set the games are played under.
type profile struct {
	name   string
	rules  func() engine.Rules
	games  int
	decks  bool // stacked decks built with DeckFor from the observer's generator
	scores bool // games start near the target
}

func profiles() []profile {
	mk := func(f func(r *engine.Rules)) func() engine.Rules {
		return func() engine.Rules { r := engine.DefaultRules(); f(&r); return r }
	}
	return []profile{
		{name: "defecto", rules: engine.DefaultRules, games: 6},
		{name: "defecto+tantos", rules: engine.DefaultRules, games: 4, scores: true},
		{name: "defecto+mazos", rules: engine.DefaultRules, games: 3, decks: true},
		{name: "senas", rules: mk(func(r *engine.Rules) { r.SignalsEnabled = true }), games: 5},
		{name: "senas+reglamento", rules: mk(func(r *engine.Rules) {
			r.SignalsEnabled, r.SignalMoment = true, engine.SignalsReglamento
			r.GazeWeights, r.GazeMinTicks, r.GazeMaxTicks = [3]int{1, 2, 3}, 1, 3
		}), games: 5},
		{name: "senas+cuatro_reyes", rules: mk(func(r *engine.Rules) {
			r.SignalsEnabled, r.DeckMode = true, engine.CuatroReyes
		}), games: 3},
		{name: "corte_libre", rules: mk(func(r *engine.Rules) {
			r.FaltaDeTanto, r.FaltaDeTantoWithin, r.AnnounceWithin = engine.FaltaCorteLibre, 8, 6
		}), games: 3},
		{name: "penalizar", rules: mk(func(r *engine.Rules) {
			r.OrdagoPostrePenalties, r.FirstDealer = engine.PenaltiesPenalizar, 0
		}), games: 3, decks: true},
		{name: "reglamento", rules: mk(func(r *engine.Rules) {
			r.OrdagoPostrePenalties, r.PiedraDePaso = engine.PenaltiesReglamento, true
		}), games: 3},
		{name: "mixta", rules: mk(func(r *engine.Rules) {
			r.TargetPoints, r.GamesToWin, r.FirstDealer = 12, 3, 2
			r.Deje, r.EndOnImmediatePoints = false, false
			r.MinDiscard, r.MaxDiscard, r.MinBet, r.MinRaise, r.MaxBet = 2, 3, 3, 2, 9
			r.RaiseMode, r.ServeOrder, r.FaltaDeTanto = engine.RaiseDoble, engine.ServeReparto, engine.FaltaCorteLibre
			r.OrdagoPostrePenalties, r.DeckMode, r.StockSizePublic = engine.PenaltiesPenalizar, engine.CuatroReyes, false
			r.ReshuffleIncludesCurrentRound, r.FaltaDeTantoWithin, r.AnnounceWithin = false, 8, 6
			r.DiscardOrder, r.JugadasTrasNoQuiero = engine.DiscardManoPrimero, engine.JugadasMejorJugada
			r.QuieroSingular, r.PiedraDePaso, r.CountOrder = engine.QuieroRectificable, true, engine.CountParejas
		}), games: 4},
		{name: "mixta+senas", rules: mk(func(r *engine.Rules) {
			r.TargetPoints, r.GamesToWin, r.MinDiscard = 15, 2, 0
			r.RaiseMode, r.EndOnImmediatePoints = engine.RaiseDoble, false
			r.SignalsEnabled, r.SignalMoment, r.GazeWeights = true, engine.SignalsReglamento, [3]int{0, 1, 0}
			r.GazeMinTicks, r.GazeMaxTicks = 2, 2
		}), games: 3},
	}
}

// maxSteps bounds a game (a mutant may make one endless).
const maxSteps = 260

// viewers are the viewers every state is observed by, invalid ones included.
func viewers() []engine.Viewer {
	return []engine.Viewer{engine.SeatViewer(0), engine.SeatViewer(1), engine.SeatViewer(2), engine.SeatViewer(3),
		engine.Spectator(), engine.Developer(), engine.SeatViewer(engine.NoSeat), engine.SeatViewer(4), {Kind: 7}}
}

func observeGames(t *tracer) {
	for _, p := range profiles() {
		for g := 0; g < p.games; g++ {
			t.part(fmt.Sprintf("partida %s %d", p.name, g), func() { playGame(t, p, g) })
		}
	}
}

func digest(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}

func eventsJSON(evs []engine.Event) string {
	b, err := json.Marshal(evs)
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}

// start is the beginning of game g of the profile: its random source,
// rules and setup (stacked decks and scores near the end, as the
// profile asks).
func (p profile) start(g int) (rng, engine.Rules, engine.Setup) {
	r := rng(uint64(g)*7919 + uint64(len(p.name))*104729 + 17)
	rules := p.rules()
	setup := engine.Setup{Seed: r.next()}
	if p.decks {
		for i := 0; i < 12; i++ {
			setup.Decks = append(setup.Decks, stackedDeck(&r, engine.Seat(i%4)))
		}
	}
	if p.scores {
		setup.Score = [2]int{rules.TargetPoints - 1 - r.intn(6), rules.TargetPoints - 1 - r.intn(6)}
	}
	return r, rules, setup
}

func playGame(t *tracer, p profile, g int) {
	r, rules, setup := p.start(g)
	t.line("partida %s %d: reglas %s validas %v", p.name, g, jsonOf(rules), errText(rules.Validate()))
	s, evs, err := engine.New(rules, setup)
	t.line("New: %s %s", errText(err), eventsJSON(evs))
	if err != nil {
		return
	}
	s2, evs2, tr, err2 := engine.NewTraced(rules, setup)
	t.line("NewTraced: igual %v transiciones %v %s", s2.Fingerprint() == s.Fingerprint() && reflect.DeepEqual(evs, evs2), tr, errText(err2))
	checkEvents(t, evs)
	var plays []engine.Play
	var all []engine.Event
	all = append(all, evs...)
	for step := 0; step < maxSteps && !s.Over(); step++ {
		observeState(t, s, step)
		tryIllegal(t, &r, s)
		play, ok := choose(&r, s)
		if !ok {
			t.line("paso %d: nadie puede jugar", step)
			break
		}
		fp := s.Fingerprint()
		n, evs, tr, err := engine.ApplyTraced(s, play.Seat, play.Action)
		t.line("juega %s: %s transiciones %v eventos %s", jsonOf(play), errText(err), tr, eventsJSON(evs))
		if err != nil {
			break
		}
		checkEvents(t, evs)
		nfp := n.Fingerprint()
		// Apply and ApplyAppend agree, and leave s alone; another action
		// applied to s does not change the line already taken.
		n1, evs1, err1 := engine.Apply(s, play.Seat, play.Action)
		dst := []engine.Event{{Seq: -7}}
		n2, evs2, err2 := engine.ApplyAppend(dst, s, play.Seat, play.Action)
		other, ok := choose(&r, s)
		if ok {
			engine.Apply(s, other.Seat, other.Action)
		}
		t.line("pureza: Apply %v ApplyAppend %v prefijo %v estado %v otra %v", n1.Fingerprint() == nfp && reflect.DeepEqual(evs1, evs) && errText(err1) == "nil",
			n2.Fingerprint() == nfp && len(evs2) == len(evs)+1 && reflect.DeepEqual(evs2[1:], evs) && errText(err2) == "nil",
			len(evs2) > 0 && evs2[0].Seq == -7, s.Fingerprint() == fp, n.Fingerprint() == nfp)
		plays = append(plays, play)
		all = append(all, evs...)
		s = n
	}
	observeState(t, s, -1)
	rs, revs, err := engine.Replay(rules, setup, plays)
	t.line("Replay: %s igual %v eventos %v", errText(err), rs.Fingerprint() == s.Fingerprint(), reflect.DeepEqual(revs, all))
	if len(plays) > 2 {
		bad := append(append([]engine.Play(nil), plays[:2]...), engine.Play{Seat: 9, Action: engine.Pass{}})
		_, _, err := engine.Replay(rules, setup, bad)
		t.line("Replay ilegal: %s", errText(err))
	}
	for _, v := range viewers() {
		t.line("Visible %s: %s", v, digest([]byte(eventsJSON(engine.Visible(all, v)))))
	}
	for _, sc := range [][2]int{{0, 0}, {rules.TargetPoints - 1, 3}, {rules.TargetPoints, 0}, {2, rules.TargetPoints + 5}} {
		for _, told := range [][2]bool{{false, false}, {true, false}, {false, true}} {
			x := engine.Resync(s, sc, told)
			o := engine.Observe(x, engine.Developer())
			t.line("Resync %v %v: %x fin %v ganador %v %s", sc, told, x.Fingerprint(), x.Over(), x.Winner(), digest(observationJSON(o)))
			if !x.Over() {
				if pl, ok := choose(&r, x); ok {
					_, evs, err := engine.Apply(x, pl.Seat, pl.Action)
					t.line("tras Resync %s: %s %s", jsonOf(pl), errText(err), digest([]byte(eventsJSON(evs))))
				}
			}
		}
	}
}

// stackedDeck deals a deck for a dealer with DeckFor from four random hands.
func stackedDeck(r *rng, dealer engine.Seat) [engine.NumCards]engine.Card {
	cards := engine.CanonicalDeck()
	for i := len(cards) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
	var hands [engine.NumSeats][]engine.Card
	for s := 0; s < engine.NumSeats; s++ {
		hands[s] = cards[4*s : 4*s+4]
	}
	d, err := engine.DeckFor(dealer, hands, cards[16:20])
	if err != nil {
		panic(err)
	}
	return d
}

func errText(err error) string {
	if err == nil {
		return "nil"
	}
	s := fmt.Sprintf("%T %s", err, err.Error())
	var re *engine.RuleError
	if errors.As(err, &re) {
		s += fmt.Sprintf(" [código %d %s art %s asiento %d acción %s detalle %q error %q]",
			re.Code, re.Code, re.Article, re.Seat, actionText(re.Action), re.Detail, re.Code.Error())
	}
	return s
}

func actionText(a engine.Action) string {
	if a == nil {
		return "nil"
	}
	b, err := engine.MarshalAction(a)
	if err != nil {
		return fmt.Sprintf("%T(%s)", a, err)
	}
	return string(b)
}

func observationJSON(o engine.Observation) []byte {
	b, err := o.MarshalJSON()
	if err != nil {
		return []byte("error: " + err.Error())
	}
	return b
}

// observeState traces everything a state shows.
func observeState(t *tracer, s engine.State, step int) {
	t.line("estado %d: fase %s turno %d mano %d postre %d ronda %d seq %d reloj %d tantos %v juegos %v fin %v ganador %d huella %x toAct %v",
		step, s.Phase(), s.Turn(), s.Mano(), s.Dealer(), s.Round(), s.Seq(), s.Clock(), s.Score(), s.Games(), s.Over(), s.Winner(),
		s.Fingerprint(), engine.ToAct(s))
	var b engine.Observer
	for seat := engine.Seat(-1); seat <= engine.NumSeats; seat++ {
		t.part(fmt.Sprintf("asiento %d", seat), func() {
			tg, ok := s.Gaze(seat)
			t.line("asiento %d: mano %v mira %d %v legal %s señas %v", seat, s.Hand(seat), tg, ok, jsonOf(engine.Legal(s, seat)), engine.LegalSignals(s, seat))
		})
	}
	for i, v := range viewers() {
		if i >= 6 && step%8 != 0 {
			continue // the invalid viewers now and then: they see nothing new
		}
		t.part("observación "+v.String(), func() {
			o := engine.Observe(s, v)
			j := observationJSON(o)
			o2 := b.Observe(s, v)
			t.line("observa %s: %s observer %v", v, j, string(observationJSON(o2)) == string(j))
			// The JSON round trip of one viewer per state, in turn: all
			// of them would double the observer's time.
			if (step+len(viewers())*8)%len(viewers()) == i {
				var back engine.Observation
				err := json.Unmarshal(j, &back)
				app, err2 := o.AppendJSON([]byte("x"))
				t.line("vuelta %s: %s %v append %v %s", v, errText(err), string(observationJSON(back)) == string(j), string(app) == "x"+string(j), errText(err2))
			}
		})
	}
}

// checkEvents traces each event's JSON round trip.
func checkEvents(t *tracer, evs []engine.Event) {
	for _, e := range evs {
		j, err := e.MarshalJSON()
		back, err2 := decoded[engine.Event](j)
		j2, _ := back.MarshalJSON()
		t.line("evento %s %d: %s vuelta %s %v igual %v", e.Kind(), e.Kind(), errText(err), err2, string(j) == string(j2), reflect.DeepEqual(back, e))
	}
}

// choose picks a legal play: usually the seat to act, else any seat with
// a legal action; with señas, sometimes a seña, a mirada or a tick.
func choose(r *rng, s engine.State) (engine.Play, bool) {
	seat := s.Turn()
	if s.Rules().SignalsEnabled && r.intn(5) == 0 {
		x := engine.Seat(r.intn(4))
		if sig := engine.LegalSignals(s, x); len(sig) > 0 {
			return engine.Play{Seat: x, Action: engine.Sena{Signal: sig[r.intn(len(sig))]}}, true
		}
		switch r.intn(3) {
		case 0:
			return engine.Play{Seat: x, Action: engine.Tick{}}, true
		case 1:
			tg := engine.Seat(r.intn(5) - 1)
			if tg != x {
				return engine.Play{Seat: x, Action: engine.Look{Target: tg}}, true
			}
		}
	}
	if !seat.Valid() || len(engine.Legal(s, seat)) == 0 || r.intn(8) == 0 {
		var seats []engine.Seat
		for x := engine.Seat(0); x < engine.NumSeats; x++ {
			if len(engine.Legal(s, x)) > 0 {
				seats = append(seats, x)
			}
		}
		if len(seats) == 0 {
			return engine.Play{}, false
		}
		seat = seats[r.intn(len(seats))]
	}
	legal := engine.Legal(s, seat)
	// Órdagos end games at once: rare, so that games go on for rounds.
	var pool []engine.Template
	for _, tp := range legal {
		if tp.Type != engine.ActOrdago || r.intn(12) == 0 {
			pool = append(pool, tp)
		}
	}
	if len(pool) == 0 {
		pool = legal
	}
	tp := pool[r.intn(len(pool))]
	return engine.Play{Seat: seat, Action: instance(r, tp, s.Hand(seat))}, true
}

// instance draws an action the template allows.
func instance(r *rng, tp engine.Template, hand []engine.Card) engine.Action {
	amount := tp.Min
	if tp.Max > tp.Min {
		amount = tp.Min + r.intn(min(tp.Max-tp.Min, 4)+1)
		if r.intn(20) == 0 {
			amount = tp.Max
		}
	}
	switch tp.Type {
	case engine.ActMus:
		return engine.Mus{}
	case engine.ActCutMus:
		return engine.CutMus{}
	case engine.ActDiscard:
		n := tp.Min
		if tp.Max > tp.Min {
			n += r.intn(tp.Max - tp.Min + 1)
		}
		cs := append([]engine.Card(nil), hand...)
		for i := 0; i < n && i < len(cs); i++ {
			j := i + r.intn(len(cs)-i)
			cs[i], cs[j] = cs[j], cs[i]
		}
		if n > len(cs) {
			n = len(cs)
		}
		return engine.Discard{Cards: cs[:n]}
	case engine.ActPass:
		return engine.Pass{}
	case engine.ActBet:
		return engine.Bet{Amount: amount}
	case engine.ActRaise:
		return engine.Raise{Amount: amount}
	case engine.ActAccept:
		return engine.Accept{}
	case engine.ActAcceptNoLose:
		return engine.AcceptNoLose{}
	case engine.ActReject:
		return engine.Reject{}
	case engine.ActOrdago:
		return engine.Ordago{}
	}
	return engine.Pass{}
}

// foreign is an action the engine does not know.
type foreign struct{ engine.Pass }

// tryIllegal applies a sample of attempts, illegal ones mostly, and traces
// the answer; a refusal must give back the state it was given, no events.
func tryIllegal(t *tracer, r *rng, s engine.State) {
	rules := s.Rules()
	turn := s.Turn()
	if !turn.Valid() {
		turn = 0
	}
	hand := s.Hand(turn)
	other := s.Hand(turn.Next())
	var cands []engine.Play
	add := func(seat engine.Seat, as ...engine.Action) {
		for _, a := range as {
			cands = append(cands, engine.Play{Seat: seat, Action: a})
		}
	}
	for seat := engine.Seat(0); seat < engine.NumSeats; seat++ {
		add(seat, engine.Mus{}, engine.CutMus{}, engine.Pass{}, engine.Accept{}, engine.AcceptNoLose{}, engine.Reject{}, engine.Ordago{},
			engine.Bet{Amount: rules.MinBet}, engine.Raise{Amount: rules.MinRaise}, engine.Tick{},
			engine.Look{Target: seat.Next()}, engine.Look{Target: seat}, engine.Look{Target: engine.NoSeat}, engine.Look{Target: -2}, engine.Look{Target: 4})
		for g := 0; g <= len(engine.Signals())+1; g++ {
			add(seat, engine.Sena{Signal: engine.Signal(g)})
		}
	}
	add(turn, engine.Bet{Amount: rules.MinBet - 1}, engine.Bet{Amount: 0}, engine.Bet{Amount: -3}, engine.Bet{Amount: rules.MaxBet},
		engine.Bet{Amount: rules.MaxBet + 1}, engine.Raise{Amount: rules.MinRaise - 1}, engine.Raise{Amount: 0}, engine.Raise{Amount: -1},
		engine.Raise{Amount: rules.MaxBet}, engine.Raise{Amount: rules.MaxBet + 1},
		engine.Discard{}, engine.Discard{Cards: []engine.Card{}}, engine.Discard{Cards: []engine.Card{engine.NoCard}},
		engine.Discard{Cards: []engine.Card{engine.Card(engine.NumCards)}}, nil, foreign{})
	if len(hand) > 0 {
		add(turn, engine.Discard{Cards: hand[:1]}, engine.Discard{Cards: hand}, engine.Discard{Cards: []engine.Card{hand[0], hand[0]}},
			engine.Discard{Cards: append(append([]engine.Card(nil), hand...), hand[0])})
		if len(other) > 0 {
			add(turn, engine.Discard{Cards: []engine.Card{other[0]}}, engine.Discard{Cards: []engine.Card{hand[0], other[0]}})
		}
	}
	add(turn.Next(), engine.Discard{Cards: other})
	add(-1, engine.Pass{}, engine.Mus{})
	add(4, engine.Pass{}, engine.CutMus{})
	add(100, engine.Ordago{})
	fp := s.Fingerprint()
	// A sample: every attempt would make the trace too slow to compare.
	for i := 0; i < 16; i++ {
		c := cands[r.intn(len(cands))]
		t.part("intento", func() {
			n, evs, err := engine.Apply(s, c.Seat, c.Action)
			if err != nil {
				t.line("intento %d %s: %s eventos %d igual %v huella %v", c.Seat, actionText(c.Action), errText(err), len(evs), n == s, n.Fingerprint() == fp)
				return
			}
			t.line("intento %d %s: aceptado %x %s", c.Seat, actionText(c.Action), n.Fingerprint(), digest([]byte(eventsJSON(evs))))
		})
	}
	t.line("tras intentos: huella igual %v", s.Fingerprint() == fp)
}
