package engine

// Property tests over thousands of random games (docs/decisions.md D12;
// README.md «Tests and how long they take»). Every game is played by random legal
// bots; before and after every action the invariants below are checked,
// and a failure prints the rules, the seed and the plays so far, which
// Replay turns into a minimal reproduction.
//
// Default run (make test, which builds TestPropertyRandomGames without
// the race detector only: heavy_norace_test.go): about 1,900 games;
// MUSFEM_LONG=1 (make long, without -race): about 200,000, stopping early
// before go test's timeout. Every game checks the turn, the observations,
// the scores, the events and the end at every step, and replays its log;
// the leaks, the 40 cards and the illegal attempts are checked at every
// step (every few steps in make test and the long profile), and one game
// in a few (propFull) also checks determinism, the JSON of every event and
// fingerprints.

import (
	"bytes"
	"errors"
	"fmt"
	"math/bits"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// ---------------------------------------------------------------------
// Configurations

// propConfig is one rules variant the random games are played under.
type propConfig struct {
	name   string
	rules  Rules
	games  int                            // games in the default run (scaled by propScale)
	policy *propPolicy                    // the players, when not drawn
	decks  func(r *Rand) [][NumCards]Card // stacked decks, when not dealt from the seed
}

func propConfigs() []propConfig {
	d := DefaultRules()
	mk := func(name string, games int, f func(r *Rules)) propConfig {
		r := d
		f(&r)
		return propConfig{name: name, rules: r, games: games}
	}
	return []propConfig{
		{name: "default", rules: d, games: 2000},
		mk("end_on_immediate_points=false", 300, func(r *Rules) { r.EndOnImmediatePoints = false }),
		mk("ordago_postre_penalties=penalizar", 600, func(r *Rules) { r.OrdagoPostrePenalties = PenaltiesPenalizar }),
		mk("ordago_postre_penalties=reglamento", 600, func(r *Rules) { r.OrdagoPostrePenalties = PenaltiesReglamento }),
		mk("games_to_win=2", 200, func(r *Rules) { r.GamesToWin = 2 }),
		mk("raise_mode=doble", 200, func(r *Rules) { r.RaiseMode = RaiseDoble }),
		mk("serve_order=reparto", 200, func(r *Rules) { r.ServeOrder = ServeReparto }),
		mk("reshuffle_includes_current_round=false", 300, func(r *Rules) { r.ReshuffleIncludesCurrentRound = false }),
		mk("stock_size_public=false", 200, func(r *Rules) { r.StockSizePublic = false }),
		mk("falta_de_tanto=corte_libre", 300, func(r *Rules) { r.FaltaDeTanto = FaltaCorteLibre }),
		mk("deck_mode=cuatro_reyes", 200, func(r *Rules) { r.DeckMode = CuatroReyes }),
		mk("discard_order=mano_primero", 200, func(r *Rules) { r.DiscardOrder = DiscardManoPrimero }),
		mk("jugadas_tras_no_quiero=mejor_jugada", 300, func(r *Rules) { r.JugadasTrasNoQuiero = JugadasMejorJugada }),
		mk("min_discard=0", 200, func(r *Rules) { r.MinDiscard = 0 }),
		mk("quiero_singular=rectificable", 300, func(r *Rules) { r.QuieroSingular = QuieroRectificable }),
		mk("piedra_de_paso=true", 200, func(r *Rules) { r.PiedraDePaso = true }),
		mk("count_order=parejas", 200, func(r *Rules) { r.CountOrder = CountParejas }),
		propPostre33Config(PenaltiesPenalizar),
		propPostre33Config(PenaltiesReglamento),
		mk("mixed", 300, func(r *Rules) {
			// A bit of everything at once, a short target and a fixed
			// first dealer, so that endings come often.
			r.TargetPoints, r.GamesToWin, r.FirstDealer = 12, 3, 2
			r.Deje, r.EndOnImmediatePoints = false, false
			// min_raise stays at its default: raise_mode = "doble" does
			// not use it (a ComboError otherwise).
			r.MinDiscard, r.MaxDiscard, r.MinBet, r.MinRaise, r.MaxBet = 2, 3, 3, 2, 9
			r.RaiseMode, r.ServeOrder, r.FaltaDeTanto = RaiseDoble, ServeReparto, FaltaCorteLibre
			r.OrdagoPostrePenalties, r.DeckMode, r.StockSizePublic = PenaltiesPenalizar, CuatroReyes, false
			r.ReshuffleIncludesCurrentRound, r.FaltaDeTantoWithin, r.AnnounceWithin = false, 8, 6
			r.DiscardOrder, r.JugadasTrasNoQuiero = DiscardManoPrimero, JugadasMejorJugada
			r.QuieroSingular, r.PiedraDePaso, r.CountOrder = QuieroRectificable, true, CountParejas
		}),
	}
}

// propPostre33Config plays ordago_postre_penalties = p ("penalizar" or
// "reglamento", where the dealer with 33 is also the postre of the lance) on
// stacked decks where the postre holds 33 and both pairs hold juego, and
// the players never ask for mus and often bid órdago: the only way random
// games reach the void órdago (ORDAGO_SHOWDOWN → SCORING, FEM VI.11, VI.12
// and VI.24) more than a few times in thousands. Each round's deck gives
// the postre 33 and, at random, his partner 33 too (the exception of
// VI.12: an órdago a juego accepted by that pair is void) or no juego
// (VI.11: the postre's plain quiero is void and penalised); the rivals
// hold juego.
func propPostre33Config(p PostrePenalties) propConfig {
	r := DefaultRules()
	r.OrdagoPostrePenalties, r.FirstDealer = p, 0
	pol := propPolicy{OrdagoPct: 30, MusPct: 0, Spread: 2}
	decks := func(rng *Rand) [][NumCards]Card {
		out := make([][NumCards]Card, 0, 32)
		for i := 0; i < 32; i++ {
			dealer := Seat(i % NumSeats) // first_dealer 0, no mus: one deck per round
			var hands [NumSeats][]Card
			left := CanonicalDeck()
			rest := left[:]
			pick := func(ok func(sum int) bool) []Card {
				for {
					for k := 0; k < 4; k++ { // four random cards to the front
						j := k + int(rng.Bounded(uint64(len(rest)-k)))
						rest[k], rest[j] = rest[j], rest[k]
					}
					h := Hand{rest[0], rest[1], rest[2], rest[3]}
					if ok(Sum(h, r.DeckMode)) {
						out := append([]Card(nil), rest[:4]...)
						rest = rest[4:]
						return out
					}
				}
			}
			hands[dealer] = pick(func(sum int) bool { return sum == 33 })
			if rng.Bounded(2) == 0 {
				hands[dealer.Partner()] = pick(func(sum int) bool { return sum == 33 })
			} else {
				hands[dealer.Partner()] = pick(func(sum int) bool { return !HasJuego(sum) })
			}
			hands[dealer.Next()] = pick(HasJuego)
			hands[dealer.Prev()] = pick(HasJuego)
			d, err := DeckFor(dealer, hands, nil)
			if err != nil {
				panic(err)
			}
			out = append(out, d)
		}
		return out
	}
	return propConfig{name: p.String() + "+postre_33", rules: r, games: 300, policy: &pol, decks: decks}
}

// propShardGames is the most games one parallel subtest plays.
const propShardGames = 10_000

// propLong reports whether MUSFEM_LONG=1 asks for the long profile.
func propLong() bool { return os.Getenv("MUSFEM_LONG") == "1" }

// propRace reports whether the test binary was built with -race.
func propRace() bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key == "-race" && s.Value == "true" {
			return true
		}
	}
	return false
}

// propScale multiplies the base game counts of propConfigs (about 5,100
// games): make test plays a third (about 1,900 games; the minimum is 100
// per config, one per rapid check), the long profile forty times the base
// (about 200,000 games, some minutes on 2 cores without -race).
func propScale() (num, den int) {
	if propLong() {
		return 40, 1
	}
	return 1, 3
}

// ---------------------------------------------------------------------
// Choices

// propChooser is where the random players' choices come from: a private
// xoshiro stream, or rapid's bit stream (then rapid can shrink them).
type propChooser interface {
	intn(n int) int // in [0, n); n > 0
}

type propRandChooser struct{ r Rand }

func (c *propRandChooser) intn(n int) int { return int(c.r.Bounded(uint64(n))) }

type propRapidChooser struct{ t *rapid.T }

func (c propRapidChooser) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return rapid.IntRange(0, n-1).Draw(c.t, "choice")
}

// propPolicy tunes the random players of one game.
type propPolicy struct {
	OrdagoPct    int // chance (%) that an Ordago template stays in the draw
	MusPct       int // chance (%) of Mus when Mus is legal
	OutOfTurnPct int // chance (%) that a seat cuts out of turn when it may
	Spread       int // bets and raises in [Min, Min+Spread]
	MaxPct       int // chance (%) of betting the template's Max
}

func (p propPolicy) String() string {
	return fmt.Sprintf("órdago %d%%, mus %d%%, fuera de turno %d%%, margen %d, máximo %d%%",
		p.OrdagoPct, p.MusPct, p.OutOfTurnPct, p.Spread, p.MaxPct)
}

var propPolicies = []propPolicy{
	{OrdagoPct: 0, MusPct: 50, OutOfTurnPct: 10, Spread: 3, MaxPct: 0},   // long games to the target
	{OrdagoPct: 5, MusPct: 85, OutOfTurnPct: 20, Spread: 2, MaxPct: 2},   // many mus rounds, few órdagos
	{OrdagoPct: 30, MusPct: 70, OutOfTurnPct: 30, Spread: 5, MaxPct: 5},  // frequent órdagos
	{OrdagoPct: 100, MusPct: 50, OutOfTurnPct: 50, Spread: 1, MaxPct: 0}, // the uniform random bot
	{OrdagoPct: 2, MusPct: 95, OutOfTurnPct: 5, Spread: 1, MaxPct: 1},    // reshuffles
}

func propPct(c propChooser, pct int) bool {
	switch {
	case pct <= 0:
		return false
	case pct >= 100:
		return true
	}
	return c.intn(100) < pct
}

// propRandomDiscard draws n cards, n in [lo, hi], from hand.
func propRandomDiscard(c propChooser, hand []Card, lo, hi int) []Card {
	if hi > len(hand) {
		hi = len(hand)
	}
	if hi < lo {
		return append([]Card(nil), hand...)
	}
	n := lo + c.intn(hi-lo+1)
	cs := append([]Card(nil), hand...)
	for i := 0; i < n; i++ {
		j := i + c.intn(len(cs)-i)
		cs[i], cs[j] = cs[j], cs[i]
	}
	return cs[:n]
}

// propInstance draws an action that template t allows for a seat holding hand.
func propInstance(c propChooser, p propPolicy, t Template, hand []Card) Action {
	amount := func() int {
		if propPct(c, p.MaxPct) {
			return t.Max
		}
		hi := t.Min + p.Spread
		if hi > t.Max {
			hi = t.Max
		}
		if hi <= t.Min {
			return t.Min
		}
		return t.Min + c.intn(hi-t.Min+1)
	}
	switch t.Type {
	case ActMus:
		return Mus{}
	case ActCutMus:
		return CutMus{}
	case ActDiscard:
		return Discard{Cards: propRandomDiscard(c, hand, t.Min, t.Max)}
	case ActPass:
		return Pass{}
	case ActBet:
		return Bet{Amount: amount()}
	case ActRaise:
		return Raise{Amount: amount()}
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

// propChoose picks the next play: usually the seat to act, sometimes a
// seat that may cut out of turn (falta_de_tanto = "corte_libre").
func propChoose(c propChooser, p propPolicy, s State) (Play, error) {
	seat := s.Turn()
	if s.Rules().FaltaDeTanto == FaltaCorteLibre && propPct(c, p.OutOfTurnPct) {
		var others []Seat
		for x := Seat(0); x < NumSeats; x++ {
			if x != seat && len(Legal(s, x)) > 0 {
				others = append(others, x)
			}
		}
		if len(others) > 0 {
			seat = others[c.intn(len(others))]
		}
	}
	legal := Legal(s, seat)
	if len(legal) == 0 {
		return Play{}, fmt.Errorf("el %s tiene el turno pero ninguna acción legal (fase %s)", seat, s.Phase())
	}
	pool := legal
	hasMus := false
	for _, t := range legal {
		hasMus = hasMus || t.Type == ActMus
	}
	if hasMus {
		want := ActCutMus
		if propPct(c, p.MusPct) {
			want = ActMus
		}
		pool = nil
		for _, t := range legal {
			if t.Type == want {
				pool = append(pool, t)
			}
		}
	} else if !propPct(c, p.OrdagoPct) {
		pool = nil
		for _, t := range legal {
			if t.Type != ActOrdago {
				pool = append(pool, t)
			}
		}
	}
	if len(pool) == 0 {
		pool = legal
	}
	t := pool[c.intn(len(pool))]
	return Play{Seat: seat, Action: propInstance(c, p, t, s.Hand(seat))}, nil
}

// ---------------------------------------------------------------------
// Card sets and the leak property

// propSet is a set of cards, bit c for card c.
type propSet uint64

const propAll propSet = 1<<NumCards - 1

func propSetOf(cs ...Card) propSet {
	var m propSet
	for _, c := range cs {
		if c.Valid() {
			m |= 1 << c
		}
	}
	return m
}

func (m propSet) has(c Card) bool { return c.Valid() && m&(1<<c) != 0 }
func (m propSet) len() int        { return bits.OnesCount64(uint64(m)) }
func (m propSet) String() string {
	var cs []Card
	for c := Card(0); c < NumCards; c++ {
		if m.has(c) {
			cs = append(cs, c)
		}
	}
	return "[" + FormatCards(cs) + "]"
}

var propCardType = reflect.TypeOf(Card(0))

// propHoldsCards memoizes, per type, whether a value of the type can
// reach a Card: the walker skips the rest (History, Legal, …) quickly.
var propHoldsCards sync.Map // reflect.Type → bool

func propMayHold(t reflect.Type) bool {
	if v, ok := propHoldsCards.Load(t); ok {
		return v.(bool)
	}
	r := propMayHoldRec(t, map[reflect.Type]bool{})
	propHoldsCards.Store(t, r)
	return r
}

func propMayHoldRec(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if t == propCardType {
		return true
	}
	if visiting[t] {
		return false
	}
	visiting[t] = true
	defer delete(visiting, t)
	switch t.Kind() {
	case reflect.Interface:
		return true // anything may be inside
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return propMayHoldRec(t.Elem(), visiting)
	case reflect.Map:
		return propMayHoldRec(t.Key(), visiting) || propMayHoldRec(t.Elem(), visiting)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if propMayHoldRec(t.Field(i).Type, visiting) {
				return true
			}
		}
	}
	return false
}

// propWalkCards calls f for every Card value reachable from v (struct
// fields, pointers, interfaces, slices, arrays and maps, exported or not).
// It is structural: a new field of the Observation holding cards is walked
// without changing this code. path, when not nil, receives the path that
// leads to each card (only built to report a failure: it is slow).
func propWalkCards(v reflect.Value, path *[]string, f func(path string, c Card)) {
	if !v.IsValid() {
		return
	}
	here := func() string {
		if path == nil {
			return ""
		}
		return strings.Join(*path, "")
	}
	push := func(s string) {
		if path != nil {
			*path = append(*path, s)
		}
	}
	pop := func() {
		if path != nil {
			*path = (*path)[:len(*path)-1]
		}
	}
	if v.Type() == propCardType {
		f(here(), Card(v.Uint()))
		return
	}
	if !propMayHold(v.Type()) {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			propWalkCards(v.Elem(), path, f)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if path != nil {
				push("." + v.Type().Field(i).Name)
			}
			propWalkCards(v.Field(i), path, f)
			pop()
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem() == propCardType && path == nil {
			for i := 0; i < v.Len(); i++ {
				f("", Card(v.Index(i).Uint()))
			}
			return
		}
		for i := 0; i < v.Len(); i++ {
			if path != nil {
				push(fmt.Sprintf("[%d]", i))
			}
			propWalkCards(v.Index(i), path, f)
			pop()
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			push("{key}")
			propWalkCards(it.Key(), path, f)
			pop()
			push(fmt.Sprintf("{%v}", it.Key()))
			propWalkCards(it.Value(), path, f)
			pop()
		}
	}
}

// propCards returns the set of valid cards reachable from v and whether
// some Card value is neither a card nor NoCard.
func propCards(v any) (propSet, bool) {
	var m propSet
	bad := false
	propWalkCards(reflect.ValueOf(v), nil, func(_ string, c Card) {
		switch {
		case c.Valid():
			m |= 1 << c
		case c != NoCard:
			bad = true
		}
	})
	return m, bad
}

// propRoundLog is what the test knows of the current round from the
// developer's event log: each seat's discards and the cards shown.
type propRoundLog struct {
	discards [NumSeats]propSet // CardsDiscarded of each seat this round
	revealed propSet           // cards of HandsRevealed this round
}

func (r *propRoundLog) see(e Event) {
	switch p := e.Payload.(type) {
	case RoundStarted:
		*r = propRoundLog{}
	case CardsDiscarded:
		if p.Seat.Valid() {
			r.discards[p.Seat] |= propSetOf(p.Cards...)
		}
	case HandsRevealed:
		for _, h := range p.Hands {
			r.revealed |= propSetOf(h...)
		}
	}
}

// propMaySee returns the cards viewer v may find in its observation of s
// (docs/decisions.md D12): a seat its hand, its own discards of this round and what
// was revealed this round; a spectator only what was revealed.
func propMaySee(s State, v Viewer, r *propRoundLog) propSet {
	m := r.revealed
	if v.Kind == ViewerSeat && v.Seat.Valid() {
		m |= propSetOf(s.Hand(v.Seat)...) | r.discards[v.Seat]
	}
	return m
}

// propLeaks returns the cards of o that the viewer may not see (may is
// what it may see), as "path=card" strings.
func propLeaks(o Observation, may propSet) []string {
	got, bad := propCards(o)
	if got&^may == 0 && !bad {
		return nil
	}
	var out []string
	path := []string{"Observation"}
	propWalkCards(reflect.ValueOf(o), &path, func(p string, c Card) {
		if c == NoCard {
			return
		}
		if !c.Valid() {
			out = append(out, fmt.Sprintf("%s=Card(%d) no es una carta", p, uint8(c)))
			return
		}
		if !may.has(c) {
			out = append(out, fmt.Sprintf("%s=%s", p, c))
		}
	})
	return out
}

// propObserver builds an observation; the real one is Observe, the leaky
// ones below are planted to prove propLeaks catches them.
type propObserver func(s State, v Viewer, r *propRoundLog) Observation

func propRealObserver(s State, v Viewer, _ *propRoundLog) Observation { return Observe(s, v) }

// propViewers is every viewer the leak property looks at.
var propViewers = []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator()}

// propAllViewers adds the developer.
var propAllViewers = append(append([]Viewer(nil), propViewers...), Developer())

// propCheckLeaks checks the observations of every seat and the spectator.
func propCheckLeaks(s State, r *propRoundLog, obs propObserver) error {
	for _, v := range propViewers {
		if err := propCheckLeak(s, r, v, obs(s, v, r)); err != nil {
			return err
		}
	}
	return nil
}

// propCheckLeak checks the observation o of viewer v.
func propCheckLeak(s State, r *propRoundLog, v Viewer, o Observation) error {
	if l := propLeaks(o, propMaySee(s, v, r)); len(l) > 0 {
		return fmt.Errorf("fuga: la observación del %s contiene cartas que no puede ver: %s", v, strings.Join(l, ", "))
	}
	return nil
}

// ---------------------------------------------------------------------
// The 40 cards

// propPile is the test's own model of the discards that are neither in a
// hand nor in the stock (docs/rng.md §4 step 4), built from events only:
// pile holds the cards thrown in earlier mus rounds of this round and not
// reshuffled yet; thrown each seat's cards of the current mus round.
type propPile struct {
	pile       propSet
	thrown     [NumSeats]propSet
	reshuffled bool    // a reshuffle took this mus round's discards
	gathered   propSet // cards of the last DeckReshuffled, for its DeckShuffled
}

func (m *propPile) allThrown() propSet {
	return m.thrown[0] | m.thrown[1] | m.thrown[2] | m.thrown[3]
}

// see updates the model with the events of one call, in order.
func (m *propPile) see(evs []Event, r Rules) error {
	served := false
	for _, e := range evs {
		switch p := e.Payload.(type) {
		case RoundStarted:
			*m = propPile{}
		case CardsDiscarded:
			if p.Seat.Valid() {
				m.thrown[p.Seat] |= propSetOf(p.Cards...)
			}
		case DeckReshuffled:
			g := m.pile
			if r.ReshuffleIncludesCurrentRound {
				g |= m.allThrown()
				m.reshuffled = true
			}
			if p.Count != g.len() {
				return fmt.Errorf("DeckReshuffled{count: %d}: el descarte por barajar tiene %d cartas %s", p.Count, g.len(), g)
			}
			m.gathered, m.pile = g, 0
		case DeckShuffled:
			if p.Purpose == "rebarajado" {
				if got := propSetOf(p.Order...); got != m.gathered || len(p.Order) != m.gathered.len() {
					return fmt.Errorf("DeckShuffled(rebarajado) %v: se esperaban exactamente las cartas %s", FormatCards(p.Order), m.gathered)
				}
			}
		case CardsServed:
			served = true
		}
	}
	if served {
		if !m.reshuffled {
			m.pile |= m.allThrown()
		}
		m.thrown, m.reshuffled = [NumSeats]propSet{}, false
	}
	return nil
}

// propCheckCards checks that the 40 cards are accounted for: the four
// hands, the stock (developer view), the test's pile and this mus round's
// discards are disjoint and make the whole deck; hands hold four cards
// except the seats that have discarded and wait to be served.
func propCheckCards(s State, m *propPile, dev Observation) error {
	if dev.Hands == nil {
		return fmt.Errorf("la vista del desarrollador no tiene las manos")
	}
	var seen propSet
	add := func(c Card, where string) error {
		if !c.Valid() {
			return fmt.Errorf("%s: carta inválida %d", where, uint8(c))
		}
		if seen.has(c) {
			return fmt.Errorf("%s: la carta %s está dos veces", where, c)
		}
		seen |= 1 << c
		return nil
	}
	for seat, h := range dev.Hands {
		if !slices.Equal(h, s.Hand(Seat(seat))) {
			return fmt.Errorf("vista del desarrollador: mano del asiento %d %v, el estado dice %v", seat, h, s.Hand(Seat(seat)))
		}
		want := 4
		if s.Phase() == PhaseDiscard {
			want = 4 - m.thrown[seat].len()
		}
		if len(h) != want {
			return fmt.Errorf("el asiento %d tiene %d cartas (fase %s), se esperaban %d", seat, len(h), s.Phase(), want)
		}
		for _, c := range h {
			if err := add(c, fmt.Sprintf("mano del asiento %d", seat)); err != nil {
				return err
			}
		}
	}
	for _, c := range dev.Stock {
		if err := add(c, "mazo"); err != nil {
			return err
		}
	}
	if dev.StockSize != len(dev.Stock) {
		return fmt.Errorf("vista del desarrollador: stock_size %d pero el mazo tiene %d cartas", dev.StockSize, len(dev.Stock))
	}
	for c := Card(0); c < NumCards; c++ {
		if (m.pile | m.allThrown()).has(c) {
			if err := add(c, "descartes"); err != nil {
				return err
			}
		}
	}
	if seen != propAll {
		return fmt.Errorf("faltan cartas: %s no están ni en las manos, ni en el mazo, ni en los descartes", propAll&^seen)
	}
	return nil
}

// ---------------------------------------------------------------------
// Illegal and legal attempts

// propAllowed is the oracle of Legal: the action is allowed for seat iff a
// template of Legal(s, seat) allows it and, for a discard, its cards are
// distinct cards of the seat's hand.
func propAllowed(s State, seat Seat, a Action) bool {
	for _, t := range Legal(s, seat) {
		if !t.Allows(a) {
			continue
		}
		if d, ok := a.(Discard); ok {
			hand := propSetOf(s.Hand(seat)...)
			var used propSet
			for _, c := range d.Cards {
				if !hand.has(c) || used.has(c) {
					return false
				}
				used |= 1 << c
			}
		}
		return true
	}
	return false
}

// propFakeAction is not one of the engine's actions.
type propFakeAction struct{}

func (propFakeAction) Type() ActionType { return ActPass }
func (propFakeAction) isAction()        {}

// propCandidates returns near-legal and legal attempts for the state: every
// action type for the seat to act and for the others, amounts around the
// limits, discards of 0 and 5 cards, repeated cards, cards of another
// hand, invalid cards, nil and foreign actions, bad seats.
func propCandidates(s State) []Play {
	r := s.Rules()
	turn := s.Turn()
	if !turn.Valid() {
		turn = 0
	}
	hand := s.Hand(turn)
	other := s.Hand(turn.Next())
	var out []Play
	add := func(seat Seat, as ...Action) {
		for _, a := range as {
			out = append(out, Play{Seat: seat, Action: a})
		}
	}
	cur := 0
	if o := Observe(s, Spectator()); o.Bet != nil {
		cur = o.Bet.Total
	}
	for seat := Seat(0); seat < NumSeats; seat++ {
		add(seat, Mus{}, CutMus{}, Pass{}, Accept{}, AcceptNoLose{}, Reject{}, Ordago{},
			Bet{Amount: r.MinBet}, Raise{Amount: r.MinRaise})
	}
	add(turn,
		Bet{Amount: r.MinBet - 1}, Bet{Amount: 0}, Bet{Amount: -3}, Bet{Amount: r.MaxBet}, Bet{Amount: r.MaxBet + 1},
		Raise{Amount: r.MinRaise - 1}, Raise{Amount: 0}, Raise{Amount: -1}, Raise{Amount: cur}, Raise{Amount: cur + 1},
		Raise{Amount: r.MaxBet - cur}, Raise{Amount: r.MaxBet - cur + 1},
		Discard{}, Discard{Cards: []Card{}}, Discard{Cards: []Card{NoCard}}, Discard{Cards: []Card{Card(NumCards)}},
		Discard{Cards: []Card{200}}, nil, propFakeAction{})
	if len(hand) > 0 {
		add(turn, Discard{Cards: hand[:1]}, Discard{Cards: hand}, Discard{Cards: []Card{hand[0], hand[0]}},
			Discard{Cards: append(append([]Card(nil), hand...), hand[0])})
		if len(other) > 0 {
			add(turn, Discard{Cards: []Card{other[0]}}, Discard{Cards: []Card{hand[0], other[0]}})
		}
		if r.MinDiscard > 1 {
			add(turn, Discard{Cards: hand[:1]})
		}
	}
	add(turn.Next(), Discard{Cards: other})
	add(-1, Pass{}, Mus{})
	add(4, Pass{}, CutMus{})
	add(100, Ordago{})
	return out
}

// propTry applies a candidate and checks the contract: an action the Legal
// templates allow is accepted; any other returns a *RuleError, no events,
// and a state whose fingerprint is the input's.
func propTry(s State, fp *[32]byte, p Play) error {
	allowed := p.Seat.Valid() && p.Action != nil && propAllowed(s, p.Seat, p.Action)
	if _, fake := p.Action.(propFakeAction); fake {
		allowed = false
	}
	n, evs, err := Apply(s, p.Seat, p.Action)
	switch {
	case allowed && errors.Is(err, ErrDeckExhausted):
		return nil // stacked decks ran out: not the action's fault
	case allowed && err != nil:
		return fmt.Errorf("%s: acción que Legal permite rechazada: %v", propPlayString(p), err)
	case allowed:
		if len(evs) == 0 {
			return fmt.Errorf("%s: acción legal sin eventos", propPlayString(p))
		}
		return nil
	case err == nil:
		return fmt.Errorf("%s: acción que Legal no permite aceptada (fase %s, turno %s, legal %v)", propPlayString(p), s.Phase(), s.Turn(), Legal(s, p.Seat))
	}
	var re *RuleError
	if !errors.As(err, &re) {
		return fmt.Errorf("%s: el error %v no es un *RuleError", propPlayString(p), err)
	}
	if evs != nil {
		return fmt.Errorf("%s: acción ilegal con %d eventos", propPlayString(p), len(evs))
	}
	if n != s {
		return fmt.Errorf("%s: acción ilegal (%v) y el estado devuelto no es el recibido", propPlayString(p), err)
	}
	if fp != nil && n.Fingerprint() != *fp {
		return fmt.Errorf("%s: acción ilegal (%v) y la huella del estado devuelto ha cambiado", propPlayString(p), err)
	}
	return nil
}

func propPlayString(p Play) string {
	if p.Action == nil {
		return fmt.Sprintf("{seat %d, nil}", p.Seat)
	}
	if _, fake := p.Action.(propFakeAction); fake {
		return fmt.Sprintf("{seat %d, acción ajena}", p.Seat)
	}
	if !p.Seat.Valid() {
		b, _ := MarshalAction(p.Action)
		return fmt.Sprintf("{seat %d, %s}", p.Seat, b)
	}
	b, err := p.MarshalJSON()
	if err != nil {
		return fmt.Sprintf("%+v", p)
	}
	return string(b)
}

// ---------------------------------------------------------------------
// Events

// propCheckEvent checks one event: seq, visibility, the audience of the
// cards it carries, and its JSON round trip.
func propCheckEvent(e Event, wantSeq, round int) error {
	if e.Seq != wantSeq {
		return fmt.Errorf("evento %s: seq %d, se esperaba %d", e.Kind(), e.Seq, wantSeq)
	}
	if e.Payload == nil {
		return fmt.Errorf("evento %d sin contenido", e.Seq)
	}
	if e.Round != round {
		return fmt.Errorf("evento %d %s: ronda %d, el estado dice %d", e.Seq, e.Kind(), e.Round, round)
	}
	if e.Actor != NoSeat && !e.Actor.Valid() {
		return fmt.Errorf("evento %d %s: actor %d", e.Seq, e.Kind(), e.Actor)
	}
	vis := e.Visibility
	switch vis.Audience {
	case AudiencePublic, AudienceSystem:
		if vis.Seats != 0 {
			return fmt.Errorf("evento %d %s: visibilidad %s con asientos %b", e.Seq, e.Kind(), vis.Audience, vis.Seats)
		}
	case AudiencePrivate:
		if vis.Seats == 0 || vis.Seats&^0xF != 0 {
			return fmt.Errorf("evento %d %s: PRIVATE con asientos %b", e.Seq, e.Kind(), vis.Seats)
		}
	default:
		return fmt.Errorf("evento %d %s: visibilidad %s", e.Seq, e.Kind(), vis.Audience)
	}
	// Cards: only the seat an event is about may see its cards, except
	// the public cut card and the hands shown (FEM III.1, VII.9).
	cards, _ := propCards(e.Payload)
	if cards != 0 {
		owner := NoSeat
		switch p := e.Payload.(type) {
		case CardsDealt:
			owner = p.Seat
		case CardsServed:
			owner = p.Seat
		case CardsDiscarded:
			owner = p.Seat
		case DeckShuffled:
			if vis.Audience != AudienceSystem {
				return fmt.Errorf("evento %d DeckShuffled con visibilidad %s: el orden del mazo es SYSTEM", e.Seq, vis.Audience)
			}
		case HandsRevealed, DealerAssigned:
			if vis.Audience != AudiencePublic {
				return fmt.Errorf("evento %d %s con visibilidad %s", e.Seq, e.Kind(), vis.Audience)
			}
		default:
			return fmt.Errorf("evento %d %s lleva cartas %s", e.Seq, e.Kind(), cards)
		}
		if owner != NoSeat && (vis.Audience != AudiencePrivate || vis.Seats != 1<<uint(owner)) {
			return fmt.Errorf("evento %d %s del %s con visibilidad %+v: solo él puede ver sus cartas", e.Seq, e.Kind(), owner, vis)
		}
	}
	b, err := e.MarshalJSON()
	if err != nil {
		return fmt.Errorf("evento %d %s: MarshalJSON: %v", e.Seq, e.Kind(), err)
	}
	var back Event
	if err := back.UnmarshalJSON(b); err != nil {
		return fmt.Errorf("evento %d %s: UnmarshalJSON(%s): %v", e.Seq, e.Kind(), b, err)
	}
	if !reflect.DeepEqual(back, e) {
		return fmt.Errorf("evento %d %s: la ida y vuelta por JSON lo cambia:\n  %#v\n  %#v\n  %s", e.Seq, e.Kind(), e, back, b)
	}
	return nil
}

func propEventsJSON(evs []Event) []byte {
	var b bytes.Buffer
	for _, e := range evs {
		j, err := e.MarshalJSON()
		if err != nil {
			fmt.Fprintf(&b, "ERROR %v\n", err)
			continue
		}
		b.Write(j)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ---------------------------------------------------------------------
// Coverage of the transition table

type propCoverage struct {
	mu  sync.Mutex
	hit map[string][]int // config name → hits per transition
}

func newPropCoverage() *propCoverage { return &propCoverage{hit: map[string][]int{}} }

func (c *propCoverage) add(config string, tr []int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h := c.hit[config]
	if h == nil {
		h = make([]int, len(Transitions))
		c.hit[config] = h
	}
	for _, i := range tr {
		if i >= 0 && i < len(h) {
			h[i]++
		}
	}
}

// propDefaultUnreachable lists the transitions the default rules never
// take, with the config that reaches them. The coverage test checks both
// ways: these are NOT reached under the default rules, and every other
// transition is.
var propDefaultUnreachable = map[[2]Phase]string{
	{PhaseOrdagoShowdown, PhaseScoring}: `órdago nulo (FEM VI.11, VI.12, VI.24): solo con ordago_postre_penalties = "penalizar" o "reglamento"; con "off" el postre con 33 no puede querer (FEM VI.9) y el órdago aceptado siempre decide el juego`,
}

// ---------------------------------------------------------------------
// One game

// propLevel says how much is checked at every step.
type propLevel struct {
	leaks, cards, illegal, determinism, eventJSON bool
	candidates                                    int  // attempts per step (0: all)
	fingerprints                                  bool // attempts also compare fingerprints
	every                                         int  // leaks, cards and attempts every n steps (0, 1: every step)
}

// heavy reports whether the leak, card and attempt checks run at this step.
func (g *propGame) heavy() bool {
	return g.level.every <= 1 || g.actions%g.level.every == 0
}

// propFull checks everything at every step, with a sample of 24
// attempts; propLight keeps the leak, card, turn and observation checks
// and 4 attempts per step (the event JSON, determinism and most attempts
// are the slow part, above all with -race).
var (
	propFull  = propLevel{leaks: true, cards: true, illegal: true, determinism: true, eventJSON: true, candidates: 24, fingerprints: true}
	propLight = propLevel{leaks: true, cards: true, illegal: true, candidates: 4}
)

// propGame plays one game with random players and checks every property.
type propGame struct {
	cfg    propConfig
	setup  Setup
	pol    propPolicy
	choose propChooser
	level  propLevel
	cover  *propCoverage

	s       State
	log     []Event
	plays   []Play
	round   propRoundLog
	pile    propPile
	gameNo  int
	score   [2]int
	told    [NumSeats / 2]int
	actions int
	fp      [32]byte // fingerprint of s, when hasFP
	hasFP   bool
	// truncated: the stacked decks ran out (ErrDeckExhausted) before the
	// end of the match; only the replay is checked.
	truncated bool
}

// fingerprint returns the fingerprint of g.s, computed once per state.
func (g *propGame) fingerprint() [32]byte {
	if !g.hasFP {
		g.fp, g.hasFP = g.s.Fingerprint(), true
	}
	return g.fp
}

// fail formats a failure with everything needed to reproduce it.
func (g *propGame) fail(format string, args ...any) error {
	var b strings.Builder
	fmt.Fprintf(&b, format, args...)
	fmt.Fprintf(&b, "\n  reglas: %s %+v\n  semilla: %d\n  jugadores: %s\n  fase %s, jugada %d, marcador %v\n  acciones (%d), para Replay:\n",
		g.cfg.name, g.cfg.rules, g.setup.Seed, g.pol, g.s.Phase(), g.s.Round(), g.s.Score(), len(g.plays))
	for _, p := range g.plays {
		b.WriteString("    " + propPlayString(p) + "\n")
	}
	return errors.New(b.String())
}

func (g *propGame) play(maxActions int) error {
	s, evs, tr, err := NewTraced(g.cfg.rules, g.setup)
	if err != nil {
		return g.fail("New: %v", err)
	}
	g.s = s
	g.cover.add(g.cfg.name, tr)
	if err := g.after(evs, 0); err != nil {
		return err
	}
	for !g.s.Over() && !g.truncated {
		if g.actions >= maxActions {
			return g.fail("la partida no termina tras %d acciones", maxActions)
		}
		if err := g.before(); err != nil {
			return err
		}
		p, err := propChoose(g.choose, g.pol, g.s)
		if err != nil {
			return g.fail("%v", err)
		}
		if err := g.step(p); err != nil {
			return err
		}
	}
	if g.truncated {
		if _, evs, err := Replay(g.cfg.rules, g.setup, g.plays); err != nil || !reflect.DeepEqual(evs, g.log) {
			return g.fail("Replay de una partida interrumpida: %v", err)
		}
		return nil
	}
	return g.end()
}

// before checks the resting state before an action.
func (g *propGame) before() error {
	s := g.s
	r := g.cfg.rules
	// Exactly one seat to act (docs/decisions.md D12: game actions only); with
	// "corte_libre" others may only cut the mus out of turn.
	toAct := ToAct(s)
	if !s.Turn().Valid() {
		return g.fail("la partida no ha terminado y no habla nadie (fase %s)", s.Phase())
	}
	if r.FaltaDeTanto == FaltaTurno {
		if len(toAct) != 1 || toAct[0] != s.Turn() {
			return g.fail("asientos con acciones legales %v, se esperaba solo el turno %s", toAct, s.Turn())
		}
	} else {
		found := false
		for _, seat := range toAct {
			if seat == s.Turn() {
				found = true
				continue
			}
			if l := Legal(s, seat); s.Phase() != PhaseMus || len(l) != 1 || l[0].Type != ActCutMus {
				return g.fail("el %s no tiene el turno y tiene acciones %v", seat, l)
			}
		}
		if !found {
			return g.fail("el turno %s no tiene acciones legales", s.Turn())
		}
	}
	if !s.Phase().Resting() {
		return g.fail("el estado descansa en la fase transitoria %s", s.Phase())
	}
	dev := Observe(s, Developer())
	viewers := propAllViewers
	if !g.heavy() {
		viewers = []Viewer{SeatViewer(s.Turn()), Developer()} // what a driver observes
	}
	for _, v := range viewers {
		o := dev
		if v != Developer() {
			o = Observe(s, v)
		}
		want := []Template(nil)
		if v.Kind == ViewerSeat {
			want = Legal(s, v.Seat)
		}
		if !slices.Equal(o.Legal, want) || (o.Legal == nil) != (want == nil) {
			return g.fail("observación del %s: legal %v, Legal dice %v", v, o.Legal, want)
		}
		wantSize := -1
		if r.StockSizePublic || v.Kind == ViewerDeveloper {
			wantSize = len(dev.Stock)
		}
		if o.StockSize != wantSize {
			return g.fail("observación del %s: stock_size %d, se esperaba %d", v, o.StockSize, wantSize)
		}
		if o.Phase != s.Phase() || o.Turn != s.Turn() || o.Score != s.Score() {
			return g.fail("observación del %s: fase/turno/marcador %s/%s/%v, el estado dice %s/%s/%v", v, o.Phase, o.Turn, o.Score, s.Phase(), s.Turn(), s.Score())
		}
		if g.level.leaks && v.Kind != ViewerDeveloper && g.heavy() {
			if err := propCheckLeak(s, &g.round, v, o); err != nil {
				return g.fail("%v", err)
			}
		}
	}
	if g.level.cards && g.heavy() {
		if err := propCheckCards(s, &g.pile, dev); err != nil {
			return g.fail("cartas: %v", err)
		}
	}
	if g.level.illegal && g.heavy() {
		var fp [32]byte
		if g.level.fingerprints {
			fp = g.fingerprint()
		}
		cands := propCandidates(s)
		if n := g.level.candidates; n > 0 && n < len(cands) {
			for i := 0; i < n; i++ {
				j := i + g.choose.intn(len(cands)-i)
				cands[i], cands[j] = cands[j], cands[i]
			}
			cands = cands[:n]
		}
		// One random instance of every template of the seat to act.
		for _, t := range Legal(s, s.Turn()) {
			cands = append(cands, Play{Seat: s.Turn(), Action: propInstance(g.choose, propPolicy{Spread: 1 << 20, MaxPct: 10}, t, s.Hand(s.Turn()))})
		}
		for i, p := range cands {
			// Every attempt is checked with ==; a few also with the
			// fingerprint (slow: see the benchmark notes).
			var want *[32]byte
			if i == 0 && g.level.fingerprints {
				want = &fp
			}
			if err := propTry(s, want, p); err != nil {
				return g.fail("%v", err)
			}
		}
	}
	return nil
}

// step applies the chosen play and checks what it produced.
func (g *propGame) step(p Play) error {
	s := g.s
	if !propAllowed(s, p.Seat, p.Action) {
		return g.fail("el jugador aleatorio eligió %s, que Legal no permite", propPlayString(p))
	}
	var fp0 [32]byte
	if g.level.fingerprints {
		fp0 = g.fingerprint() // computed before the attempts, or carried from the previous step
	}
	n, evs, tr, err := ApplyTraced(s, p.Seat, p.Action)
	if err != nil && g.setup.Decks != nil && errors.Is(err, ErrDeckExhausted) {
		g.truncated = true // the stacked decks ran out: the game stops here
		return nil
	}
	if err != nil {
		return g.fail("%s: acción legal rechazada: %v", propPlayString(p), err)
	}
	g.plays = append(g.plays, p)
	g.actions++
	if g.level.fingerprints {
		// Neither the attempts nor this action changed the state they
		// were given (it shares memory with every state derived from it).
		if s.Fingerprint() != fp0 {
			return g.fail("%s: los intentos o la acción han modificado el estado recibido", propPlayString(p))
		}
	}
	g.hasFP = false
	if g.level.determinism {
		n2, evs2, err2 := Apply(s, p.Seat, p.Action)
		if err2 != nil {
			return g.fail("%s: Apply falla donde ApplyTraced no: %v", propPlayString(p), err2)
		}
		if !reflect.DeepEqual(evs, evs2) || !bytes.Equal(propEventsJSON(evs), propEventsJSON(evs2)) {
			return g.fail("%s: la misma acción sobre el mismo estado da eventos distintos", propPlayString(p))
		}
		fp := n.Fingerprint()
		if fp != n2.Fingerprint() {
			return g.fail("%s: la misma acción sobre el mismo estado da estados distintos", propPlayString(p))
		}
		g.fp, g.hasFP = fp, true
	}
	if len(evs) == 0 {
		return g.fail("%s: acción sin eventos", propPlayString(p))
	}
	g.cover.add(g.cfg.name, tr)
	g.s = n
	return g.after(evs, len(g.log))
}

// after checks the events of one call (from index base of the log) and
// the score.
func (g *propGame) after(evs []Event, base int) error {
	r := g.cfg.rules
	seq := base
	if base > 0 {
		seq = g.log[base-1].Seq
	}
	round := 0
	if base > 0 {
		round = g.log[base-1].Round
	}
	for _, e := range evs {
		seq++
		if _, ok := e.Payload.(RoundStarted); ok {
			round = e.Payload.(RoundStarted).Round
		}
		if g.level.eventJSON {
			if err := propCheckEvent(e, seq, round); err != nil {
				return g.fail("%v", err)
			}
		} else if e.Seq != seq {
			return g.fail("evento %s: seq %d, se esperaba %d", e.Kind(), e.Seq, seq)
		}
		g.round.see(e)
		switch p := e.Payload.(type) {
		case GameStarted:
			g.gameNo++
			if p.Game != g.gameNo {
				return g.fail("GameStarted{game: %d}, se esperaba %d", p.Game, g.gameNo)
			}
			g.score, g.told = p.Score, [2]int{}
		case PointsAwarded:
			if p.Points <= 0 || !p.Team.Valid() {
				return g.fail("PointsAwarded %+v", p)
			}
			want := g.score
			want[p.Team] += p.Points
			if p.Score != want {
				return g.fail("PointsAwarded %+v: el marcador era %v", p, g.score)
			}
			g.score = p.Score
		case TeamIsIn:
			g.told[p.Team]++
			if g.told[p.Team] > 1 {
				return g.fail("TeamIsIn de la pareja %s dos veces en el juego %d", p.Team, g.gameNo)
			}
			if need := r.TargetPoints - p.Score[p.Team]; need <= 0 || need > r.AnnounceWithin {
				return g.fail("TeamIsIn %+v: a la pareja le faltan %d (announce_within %d)", p, need, r.AnnounceWithin)
			}
		case RoundFinished, GameFinished:
			sc := [2]int{}
			if x, ok := p.(RoundFinished); ok {
				sc = x.Score
			} else {
				sc = p.(GameFinished).Score
			}
			if sc != g.score {
				return g.fail("%s con marcador %v, los tantos dados suman %v", e.Kind(), sc, g.score)
			}
		}
	}
	g.log = append(g.log, evs...)
	if err := g.pile.see(evs, r); err != nil {
		return g.fail("descartes: %v", err)
	}
	// Scores never decrease within a game.
	if sc := g.s.Score(); !g.s.Over() && (sc[0] < 0 || sc[1] < 0 || sc != g.score) {
		return g.fail("marcador del estado %v, los eventos dicen %v", sc, g.score)
	}
	return nil
}

// end checks a finished match: nobody acts, each game ended at the target
// or by an órdago, the first pair to reach the target won it, the P8
// ending, and Replay reproduces the log byte for byte.
func (g *propGame) end() error {
	s := g.s
	r := g.cfg.rules
	if t := ToAct(s); len(t) != 0 {
		return g.fail("partida terminada con asientos que pueden actuar: %v", t)
	}
	if s.Turn() != NoSeat {
		return g.fail("partida terminada con turno %s", s.Turn())
	}
	for seat := Seat(0); seat < NumSeats; seat++ {
		if o := Observe(s, SeatViewer(seat)); len(o.Legal) != 0 || o.Revealed == nil {
			return g.fail("observación final del %s: legal %v, revealed %v", seat, o.Legal, o.Revealed)
		}
	}
	var games [2]int
	var score [2]int
	reached := NoTeam
	reachedAt := -1
	for i, e := range g.log {
		switch p := e.Payload.(type) {
		case GameStarted:
			score, reached, reachedAt = p.Score, NoTeam, -1
		case PointsAwarded:
			score = p.Score
			if reached == NoTeam && score[p.Team] >= r.TargetPoints {
				reached, reachedAt = p.Team, i
			}
		case GameFinished:
			games[p.Winner]++
			if p.Games != games {
				return g.fail("GameFinished %+v: se llevan %v juegos", p, games)
			}
			switch p.Reason {
			case "tantos":
				if p.Score[p.Winner] < r.TargetPoints {
					return g.fail("GameFinished %+v: gana por tantos con %d < %d", p, p.Score[p.Winner], r.TargetPoints)
				}
				if p.Winner != reached {
					return g.fail("GameFinished %+v: la primera pareja en llegar a %d fue %s", p, r.TargetPoints, reached)
				}
				if r.EndOnImmediatePoints {
					// P8: after the tanto that reaches the target only a
					// deje of the same refusal, the hands and the close.
					for _, x := range g.log[reachedAt+1 : i] {
						switch q := x.Payload.(type) {
						case HandsRevealed, RoundFinished:
						case PointsAwarded:
							// The deje (FEM VII.1) or the VI.11 penalty complete
							// the same on-the-spot payment.
							if (q.Concept != ConceptDeje && q.Concept != ConceptPenalizacion) || q.Team != reached {
								return g.fail("juego %d: %s %+v después de llegar al objetivo (end_on_immediate_points)", p.Game, x.Kind(), q)
							}
						default:
							return g.fail("juego %d: evento %s después de llegar al objetivo (end_on_immediate_points)", p.Game, x.Kind())
						}
					}
				}
			case "ordago":
				acc := false
				for j := i - 1; j >= 0; j-- {
					if _, ok := g.log[j].Payload.(OrdagoAccepted); ok {
						acc = true
						break
					}
					if _, ok := g.log[j].Payload.(RoundStarted); ok {
						break
					}
				}
				if !acc {
					return g.fail("GameFinished %+v por órdago sin OrdagoAccepted en la jugada", p)
				}
			default:
				return g.fail("GameFinished con motivo %q", p.Reason)
			}
		}
	}
	w := s.Winner()
	if !w.Valid() || games[w] != r.GamesToWin || games[w.Other()] >= r.GamesToWin || s.Games() != games {
		return g.fail("fin del partido: ganador %s, juegos %v (estado %v), games_to_win %d", w, games, s.Games(), r.GamesToWin)
	}
	last := g.log[len(g.log)-1]
	if _, ok := last.Payload.(GameFinished); r.GamesToWin == 1 && !ok {
		return g.fail("el último evento es %s, no GameFinished", last.Kind())
	}
	if _, ok := last.Payload.(MatchFinished); r.GamesToWin > 1 && !ok {
		return g.fail("el último evento es %s, no MatchFinished", last.Kind())
	}
	// Replay gives the identical log, byte for byte, and the same state.
	rs, revs, err := Replay(r, g.setup, g.plays)
	if err != nil {
		return g.fail("Replay: %v", err)
	}
	if !reflect.DeepEqual(revs, g.log) {
		return g.fail("Replay da otro registro de eventos")
	}
	if g.level.eventJSON && !bytes.Equal(propEventsJSON(revs), propEventsJSON(g.log)) {
		return g.fail("Replay da otro registro de eventos (JSON canónico)")
	}
	if g.level.fingerprints && rs.Fingerprint() != s.Fingerprint() {
		return g.fail("Replay llega a otro estado")
	}
	return nil
}

// ---------------------------------------------------------------------
// The tests

// propNewGame sets up one random game: the deal from seed (or stacked
// decks drawn from it), the players from botSeed.
func propNewGame(cfg propConfig, seed, botSeed uint64, level propLevel, cover *propCoverage) *propGame {
	pol := propPolicies[int(botSeed%uint64(len(propPolicies)))]
	if cfg.policy != nil {
		pol = *cfg.policy
	}
	setup := Setup{Seed: seed}
	if cfg.decks != nil {
		r := NewRand(seed)
		setup.Decks = cfg.decks(&r)
	}
	return &propGame{cfg: cfg, setup: setup, pol: pol, choose: &propRandChooser{r: NewRand(botSeed)}, level: level, cover: cover}
}

// propRun plays n games of a config with the private-stream chooser,
// from the seeds rapid draws. One game in fullEvery gets every check at
// every step (propFull); the others the light level. Past the deadline
// it plays no more games (the long profile stops before go test's timeout).
func propRun(t *rapid.T, cfg propConfig, games, fullEvery int, light propLevel, deadline time.Time, cover *propCoverage, count *propCount) {
	seed := rapid.Uint64().Draw(t, "seed")
	botSeed := rapid.Uint64().Draw(t, "botSeed")
	for k := 0; k < games; k++ {
		if !deadline.IsZero() && time.Now().After(deadline) {
			count.stopped()
			return
		}
		level := light
		if count.next()%fullEvery == 0 {
			level = propFull
		}
		g := propNewGame(cfg, seed+uint64(k), botSeed+uint64(k), level, cover)
		if err := g.play(100_000); err != nil {
			t.Fatalf("%v", err)
		}
		count.add(g.actions, g.s.Round())
	}
}

type propCount struct {
	mu                     sync.Mutex
	games, actions, rounds int
	early                  bool // stopped at the deadline
	started                int  // games started
}

// next numbers the games of a config: 0, 1, 2, …
func (c *propCount) next() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.started++
	return c.started - 1
}

func (c *propCount) stopped() {
	c.mu.Lock()
	c.early = true
	c.mu.Unlock()
}

func (c *propCount) merge(o *propCount) {
	c.mu.Lock()
	c.games += o.games
	c.actions += o.actions
	c.rounds += o.rounds
	c.early = c.early || o.early
	c.mu.Unlock()
}

func (c *propCount) add(actions, rounds int) {
	c.mu.Lock()
	c.games++
	c.actions += actions
	c.rounds += rounds
	c.mu.Unlock()
}

// propCheckCoverage asserts that the default rules reach every transition
// but those of propDefaultUnreachable, that those are indeed not reached
// by the default rules, and that the configs together reach them all.
func propCheckCoverage(t *testing.T, cover *propCoverage) {
	t.Helper()
	for k := range propDefaultUnreachable {
		if TransitionIndex(k[0], k[1]) < 0 {
			t.Errorf("propDefaultUnreachable lists %s → %s, which is not in Transitions", k[0], k[1])
		}
	}
	hits := func() (def, all []int) {
		cover.mu.Lock()
		defer cover.mu.Unlock()
		def = append([]int(nil), cover.hit["default"]...)
		all = make([]int, len(Transitions))
		for _, h := range cover.hit {
			for i, n := range h {
				all[i] += n
			}
		}
		if def == nil {
			def = make([]int, len(Transitions))
		}
		return def, all
	}
	defDone := func() bool {
		def, _ := hits()
		for i, tr := range Transitions {
			if _, listed := propDefaultUnreachable[[2]Phase{tr.From, tr.To}]; !listed && def[i] == 0 {
				return false
			}
		}
		return true
	}
	allDone := func() bool {
		_, all := hits()
		for _, n := range all {
			if n == 0 {
				return false
			}
		}
		return true
	}
	// The random games draw their seeds afresh at every run: a rare
	// transition they missed is looked for in deterministic games
	// (seeds 1, 2, …) before the test gives up, so the verdict does not
	// depend on luck.
	cfgs := propConfigs()
	if !defDone() {
		n, err := propTopUp(cfgs[0], cover, 3000, defDone)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("default rules: %d deterministic games more to reach every transition", n)
	}
	for _, cfg := range cfgs[1:] {
		if allDone() {
			break
		}
		n, err := propTopUp(cfg, cover, 500, allDone)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d deterministic games more", cfg.name, n)
	}
	def, all := hits()
	for i, tr := range Transitions {
		why, listed := propDefaultUnreachable[[2]Phase{tr.From, tr.To}]
		switch {
		case listed && def[i] > 0:
			t.Errorf("transition %d %s → %s is listed as unreachable under the default rules (%s) but was taken %d times", i, tr.From, tr.To, why, def[i])
		case !listed && def[i] == 0:
			t.Errorf("transition %d %s → %s (%s) never taken under the default rules", i, tr.From, tr.To, tr.Why)
		}
		if all[i] == 0 {
			t.Errorf("transition %d %s → %s (%s) never taken under any config", i, tr.From, tr.To, tr.Why)
		}
	}
	var b strings.Builder
	for i, tr := range Transitions {
		fmt.Fprintf(&b, "\n  %2d %-18s → %-18s default %7d  all %7d", i, tr.From, tr.To, def[i], all[i])
	}
	t.Logf("transitions taken:%s", b.String())
}

// propTopUp plays deterministic games of cfg (seeds 1, 2, …, light
// checks) until done() or max games; it returns how many it played.
func propTopUp(cfg propConfig, cover *propCoverage, max int, done func() bool) (int, error) {
	for k := 1; k <= max; k++ {
		g := propNewGame(cfg, uint64(k), uint64(k)*0x9e3779b97f4a7c15, propLevel{}, cover)
		if err := g.play(100_000); err != nil {
			return k, err
		}
		if done() {
			return k, nil
		}
	}
	return max, nil
}

// TestPropertyRapidChoices lets rapid draw every choice of the players, so
// that a failing game shrinks to a short one. Fewer games, every check.
func TestPropertyRapidChoices(t *testing.T) {
	cover := newPropCoverage()
	cfgs := propConfigs()
	rapid.Check(t, func(rt *rapid.T) {
		cfg := cfgs[rapid.IntRange(0, len(cfgs)-1).Draw(rt, "config")]
		pol := propPolicies[rapid.IntRange(0, len(propPolicies)-1).Draw(rt, "policy")]
		seed := rapid.Uint64().Draw(rt, "seed")
		level := propLevel{leaks: true, cards: true, illegal: true, determinism: true, eventJSON: true, candidates: 8}
		if propRace() {
			level = propLevel{leaks: true, cards: true, illegal: true, candidates: 4, every: 4}
		}
		g := propNewGame(cfg, seed, 0, level, cover)
		g.pol, g.choose = pol, propRapidChooser{rt}
		if cfg.policy != nil {
			g.pol = *cfg.policy
		}
		if err := g.play(3_000); err != nil {
			rt.Fatalf("%v", err)
		}
	})
}

// ---------------------------------------------------------------------
// The leak checker must catch planted leaks

// propLeakyObservers are deliberately leaky builders. Each must be caught
// by propCheckLeaks, the checker the property tests use on Observe.
func propLeakyObservers() map[string]propObserver {
	dev := func(s State) Observation { return Observe(s, Developer()) }
	return map[string]propObserver{
		"mano del compañero en Hand": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if v.Kind == ViewerSeat {
				o.Hand = append(o.Hand, s.Hand(v.Seat.Partner())...)
			}
			return o
		},
		"mano de un rival como descartes": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if v.Kind == ViewerSeat {
				o.Discards = append(o.Discards, s.Hand(v.Seat.Next())[:1]...)
			}
			return o
		},
		"descartes del compañero": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if v.Kind == ViewerSeat {
				o.Discards = append(o.Discards, Observe(s, SeatViewer(v.Seat.Partner())).Discards...)
			}
			return o
		},
		"manos enseñadas antes de tiempo": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if o.Revealed == nil && s.Phase() == PhaseJuego {
				o.Revealed = dev(s).Hands
			}
			return o
		},
		"el mazo para un asiento": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			o.Stock = dev(s).Stock
			return o
		},
		"las manos para el espectador": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if v.Kind == ViewerSpectator {
				o.Hands = dev(s).Hands
			}
			return o
		},
		"una mano rival en Revealed durante una apuesta": func(s State, v Viewer, r *propRoundLog) Observation {
			o := Observe(s, v)
			if o.Bet != nil && v.Kind == ViewerSeat {
				var shown [NumSeats][]Card
				shown[v.Seat.Next()] = s.Hand(v.Seat.Next())
				o.Revealed = &shown
			}
			return o
		},
		"manos de la jugada anterior": func() propObserver {
			// Shows again, in round k+1, the hands of round k (they were
			// shown at its end): the property is per round.
			var cur, prev *[NumSeats][]Card
			round := 0
			return func(s State, v Viewer, r *propRoundLog) Observation {
				o := Observe(s, v)
				if s.Round() != round {
					prev, cur, round = cur, nil, s.Round()
				}
				cur = dev(s).Hands
				if o.Revealed == nil && prev != nil {
					o.Revealed = prev
				}
				return o
			}
		}(),
	}
}

// TestPropertyLeakCheckerCatchesLeaks plants every leaky builder in the
// same games and checks that the structural checker finds it, while the
// real builder passes on the same states.
func TestPropertyLeakCheckerCatchesLeaks(t *testing.T) {
	for name, leaky := range propLeakyObservers() {
		name, leaky := name, leaky
		t.Run(name, func(t *testing.T) {
			caught := 0
			for seed := uint64(1); seed <= 20 && caught == 0; seed++ {
				s, evs, err := New(DefaultRules(), Setup{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				var r propRoundLog
				for _, e := range evs {
					r.see(e)
				}
				c := &propRandChooser{r: NewRand(seed)}
				for steps := 0; !s.Over() && steps < 2000; steps++ {
					if err := propCheckLeaks(s, &r, propRealObserver); err != nil {
						t.Fatalf("the real builder leaks: %v", err)
					}
					if err := propCheckLeaks(s, &r, leaky); err != nil {
						caught++
						t.Logf("caught (seed %d, step %d): %v", seed, steps, err)
						break
					}
					p, err := propChoose(c, propPolicies[1], s)
					if err != nil {
						t.Fatal(err)
					}
					s, evs, err = Apply(s, p.Seat, p.Action)
					if err != nil {
						t.Fatal(err)
					}
					for _, e := range evs {
						r.see(e)
					}
				}
			}
			if caught == 0 {
				t.Errorf("the leak checker did not catch the leaky builder %q in 20 games", name)
			}
		})
	}
}

// TestPropertyLeakWalkerFindsEveryCard checks the structural walker
// itself on a value built by hand: cards in nested slices, arrays,
// pointers, maps and interfaces are all found.
func TestPropertyLeakWalkerFindsEveryCard(t *testing.T) {
	type inner struct {
		C  Card
		Cs []Card
	}
	v := struct {
		A   [2]Card
		P   *inner
		M   map[string]Card
		I   any
		N   int
		Skp uint8 // a uint8 that is not a Card
	}{
		A:   [2]Card{1, 2},
		P:   &inner{C: 3, Cs: []Card{4, NoCard}},
		M:   map[string]Card{"x": 5},
		I:   []Card{6},
		N:   7,
		Skp: 8,
	}
	got, bad := propCards(v)
	if want := propSetOf(1, 2, 3, 4, 5, 6); got != want || bad {
		t.Errorf("walker found %s (bad %v), want %s", got, bad, want)
	}
	v.P.Cs = append(v.P.Cs, 77)
	if _, bad := propCards(v); !bad {
		t.Errorf("walker did not flag Card(77)")
	}
	path := []string{"v"}
	var paths []string
	propWalkCards(reflect.ValueOf(v), &path, func(p string, c Card) {
		if c == 5 || c == 4 {
			paths = append(paths, p)
		}
	})
	if want := []string{"v.P.Cs[0]", "v.M{x}"}; !reflect.DeepEqual(paths, want) {
		t.Errorf("walker paths %q, want %q", paths, want)
	}
}
