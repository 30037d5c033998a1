package play

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

func mustBots(t *testing.T, names [4]string, r engine.Rules, seed uint64) [4]Bot {
	t.Helper()
	bots, err := NewBots(names, r, seed)
	if err != nil {
		t.Fatal(err)
	}
	return bots
}

func eventsJSON(t *testing.T, evs []engine.Event) []byte {
	t.Helper()
	var b bytes.Buffer
	for _, e := range evs {
		j, err := e.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		b.Write(j)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// checkResult checks what every finished match must satisfy.
func checkResult(t *testing.T, r engine.Rules, seed uint64, res Result) {
	t.Helper()
	if !res.Winner.Valid() {
		t.Fatalf("seed %d: no winner", seed)
	}
	if res.Games[res.Winner] != r.GamesToWin {
		t.Errorf("seed %d: winner %s with %v games, want %d", seed, res.Winner, res.Games, r.GamesToWin)
	}
	if res.Actions != len(res.Plays) || res.Actions == 0 {
		t.Errorf("seed %d: %d actions, %d plays", seed, res.Actions, len(res.Plays))
	}
	if res.Rounds < 1 {
		t.Errorf("seed %d: %d rounds", seed, res.Rounds)
	}
	last := res.Events[len(res.Events)-1]
	var fin engine.GameFinished
	for i := len(res.Events) - 1; i >= 0; i-- {
		if g, ok := res.Events[i].Payload.(engine.GameFinished); ok {
			fin = g
			break
		}
	}
	if fin.Winner != res.Winner || fin.Score != res.Score {
		t.Errorf("seed %d: last GameFinished %+v, result winner %s score %v", seed, fin, res.Winner, res.Score)
	}
	if fin.Reason == "tantos" && res.Score[res.Winner] < r.TargetPoints {
		t.Errorf("seed %d: won by tantos with %v", seed, res.Score)
	}
	if r.GamesToWin == 1 {
		if _, ok := last.Payload.(engine.GameFinished); !ok {
			t.Errorf("seed %d: last event %s", seed, last.Kind())
		}
	}
	// The plays replay to the identical log.
	_, evs, err := engine.Replay(r, engine.Setup{Seed: seed}, res.Plays)
	if err != nil {
		t.Fatalf("seed %d: replay: %v", seed, err)
	}
	if !bytes.Equal(eventsJSON(t, evs), eventsJSON(t, res.Events)) {
		t.Errorf("seed %d: the replay gives another log", seed)
	}
}

func TestGameAllBots(t *testing.T) {
	r := engine.DefaultRules()
	lineups := [][4]string{
		{NameRandom, NameRandom, NameRandom, NameRandom},
		{NameRandomNoOrdago, NameRandomNoOrdago, NameRandomNoOrdago, NameRandomNoOrdago},
		{NameSimple, NameSimple, NameSimple, NameSimple},
		{NameSimple, NameRandomNoOrdago, NameSimple, NameRandom},
	}
	for _, names := range lineups {
		for seed := uint64(1); seed <= 40; seed++ {
			res, err := Game(r, seed, mustBots(t, names, r, seed))
			if err != nil {
				t.Fatalf("%v seed %d: %v", names, seed, err)
			}
			checkResult(t, r, seed, res)
		}
	}
}

func TestGameOtherRules(t *testing.T) {
	r := engine.DefaultRules()
	r.GamesToWin, r.TargetPoints, r.DeckMode, r.RaiseMode = 2, 20, engine.CuatroReyes, engine.RaiseDoble
	r.MinDiscard, r.MaxDiscard = 2, 3
	for seed := uint64(1); seed <= 20; seed++ {
		names := [4]string{NameSimple, NameRandomNoOrdago, NameRandom, NameSimple}
		res, err := Game(r, seed, mustBots(t, names, r, seed))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		checkResult(t, r, seed, res)
		if _, ok := res.Events[len(res.Events)-1].Payload.(engine.MatchFinished); !ok {
			t.Errorf("seed %d: a match of 2 games does not end with MatchFinished", seed)
		}
	}
}

// TestGameDeterministic: same rules, seed and bots, same match; another
// seed, another deal.
func TestGameDeterministic(t *testing.T) {
	r := engine.DefaultRules()
	names := [4]string{NameRandomNoOrdago, NameSimple, NameRandom, NameRandomNoOrdago}
	a, err := Game(r, 77, mustBots(t, names, r, 77))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Game(r, 77, mustBots(t, names, r, 77))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("two matches with seed 77 differ")
	}
	c, err := Game(r, 78, mustBots(t, names, r, 78))
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(a.Plays, c.Plays) {
		t.Errorf("seeds 77 and 78 give the same plays")
	}
}

// TestBotSeed: the derivation of the bot streams is the documented one,
// checked on values worked out by hand, and the streams differ from the
// deal's and from each other.
func TestBotSeed(t *testing.T) {
	tests := []struct {
		seed uint64
		seat engine.Seat
		want uint64
	}{
		{0, 0, 0x626f7400},
		{0, 3, 0x626f7403},
		{0x626f7400, 0, 0},
		{0xffffffffffffffff, 1, 0xffffffff9d908bfe}, // ^0x626f7401
		{42, 2, 0x626f7400 ^ 42 ^ 2},
	}
	for _, tt := range tests {
		if got := BotSeed(tt.seed, tt.seat); got != tt.want {
			t.Errorf("BotSeed(%#x, %d) = %#x, want %#x", tt.seed, tt.seat, got, tt.want)
		}
	}
	// The stream of the bot is xoshiro256** from SplitMix64(BotSeed).
	r := BotRand(9, 1)
	want := engine.NewRand(BotSeed(9, 1))
	for i := 0; i < 5; i++ {
		if r.Uint64() != want.Uint64() {
			t.Fatalf("BotRand(9, 1) is not engine.NewRand(BotSeed(9, 1))")
		}
	}
	first := func(r engine.Rand) uint64 { return r.Uint64() }
	seen := map[uint64]string{first(engine.NewRand(9)): "deal"}
	for s := engine.Seat(0); s < 4; s++ {
		v := first(BotRand(9, s))
		if who, dup := seen[v]; dup {
			t.Errorf("bot %d's stream starts like the %s's", s, who)
		}
		seen[v] = fmt.Sprint("bot ", s)
	}
}

// TestBotsDoNotTouchTheDeal: changing the bots never changes the cards:
// the first deal's events are the same whoever plays.
func TestBotsDoNotTouchTheDeal(t *testing.T) {
	r := engine.DefaultRules()
	deal := func(names [4]string) []byte {
		res, err := Game(r, 5, mustBots(t, names, r, 5))
		if err != nil {
			t.Fatal(err)
		}
		var first []engine.Event
		for _, e := range res.Events {
			if _, ok := e.Payload.(engine.MusRequested); ok {
				break
			}
			if _, ok := e.Payload.(engine.MusCut); ok {
				break
			}
			first = append(first, e)
		}
		return eventsJSON(t, first)
	}
	a := deal([4]string{NameRandom, NameRandom, NameRandom, NameRandom})
	b := deal([4]string{NameSimple, NameSimple, NameSimple, NameSimple})
	if !bytes.Equal(a, b) {
		t.Errorf("the first deal depends on the bots")
	}
}

// TestRandomBot: only legal actions, uniform-ish choice among templates,
// amounts in [Min, Min+RandomSpread], discards of legal size from the
// hand; NoOrdago never bids órdago.
func TestRandomBot(t *testing.T) {
	b := NewRandom(1, 0, false)
	nb := NewRandom(1, 0, true)
	hand := []engine.Card{0, 11, 22, 33}
	open := engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand,
		Legal: []engine.Template{{Type: engine.ActPass}, {Type: engine.ActBet, Min: 2, Max: 99}, {Type: engine.ActOrdago}}}
	count := map[engine.ActionType]int{}
	for i := 0; i < 3000; i++ {
		a := b.Act(open)
		count[a.Type()]++
		if x, ok := a.(engine.Bet); ok && (x.Amount < 2 || x.Amount > 2+RandomSpread) {
			t.Fatalf("bet %d outside [2, %d]", x.Amount, 2+RandomSpread)
		}
		if a := nb.Act(open); a.Type() == engine.ActOrdago {
			t.Fatalf("NoOrdago bid órdago")
		}
	}
	for _, typ := range []engine.ActionType{engine.ActPass, engine.ActBet, engine.ActOrdago} {
		if n := count[typ]; n < 800 || n > 1200 { // 1000 expected of each
			t.Errorf("%s chosen %d times in 3000, want about 1000", typ, n)
		}
	}
	disc := engine.Observation{Phase: engine.PhaseDiscard, Hand: hand, Legal: []engine.Template{{Type: engine.ActDiscard, Min: 1, Max: 4}}}
	sizes := map[int]int{}
	for i := 0; i < 2000; i++ {
		d, ok := b.Act(disc).(engine.Discard)
		if !ok {
			t.Fatalf("no discard")
		}
		sizes[len(d.Cards)]++
		seen := map[engine.Card]bool{}
		for _, c := range d.Cards {
			if !slices.Contains(hand, c) || seen[c] {
				t.Fatalf("discard %v not from the hand %v", d.Cards, hand)
			}
			seen[c] = true
		}
	}
	for n := 1; n <= 4; n++ {
		if sizes[n] < 400 || sizes[n] > 600 { // 500 expected
			t.Errorf("discards of %d cards: %d in 2000", n, sizes[n])
		}
	}
	// Only Ordago legal (impossible in the engine): NoOrdago still answers.
	if a := nb.Act(engine.Observation{Legal: []engine.Template{{Type: engine.ActOrdago}}}); a == nil {
		t.Errorf("NoOrdago with only Ordago legal returned nil")
	}
	if a := b.Act(engine.Observation{}); a != nil {
		t.Errorf("no legal action: got %v, want nil", a)
	}
}

// TestSimpleBot: the heuristics on hands worked out by hand.
func TestSimpleBot(t *testing.T) {
	b := NewSimple(engine.DefaultRules())
	hand := func(s string) []engine.Card {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	musLegal := []engine.Template{{Type: engine.ActMus}, {Type: engine.ActCutMus}}
	openLegal := []engine.Template{{Type: engine.ActPass}, {Type: engine.ActBet, Min: 2, Max: 99}, {Type: engine.ActOrdago}}
	answerLegal := []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}, {Type: engine.ActRaise, Min: 2, Max: 97}, {Type: engine.ActOrdago}}
	tests := []struct {
		name string
		o    engine.Observation
		want engine.Action
	}{
		// R R 3 S: in ocho reyes the 3 is a rey: medias of reyes → cut.
		{"medias cuts", engine.Observation{Phase: engine.PhaseMus, Hand: hand("Ro Rc 3e So"), Legal: musLegal}, engine.CutMus{}},
		// 4 5 6 7, no pares, 22 points: mus.
		{"weak asks for mus", engine.Observation{Phase: engine.PhaseMus, Hand: hand("4o 5c 6e 7b"), Legal: musLegal}, engine.Mus{}},
		// 10+10+10+1 = 31 → cut.
		{"31 cuts", engine.Observation{Phase: engine.PhaseMus, Hand: hand("Ro Cc Se 1b"), Legal: musLegal}, engine.CutMus{}},
		// Keeps R and C, throws 4 and 7.
		{"discards non-figures", engine.Observation{Phase: engine.PhaseDiscard, Hand: hand("Ro 4c Ce 7b"), Legal: []engine.Template{{Type: engine.ActDiscard, Min: 1, Max: 4}}},
			engine.Discard{Cards: hand("4c 7b")}},
		// Four figures: throws the lowest, the sota.
		{"four figures throw the lowest", engine.Observation{Phase: engine.PhaseDiscard, Hand: hand("Ro Sc Ce 3b"), Legal: []engine.Template{{Type: engine.ActDiscard, Min: 1, Max: 4}}},
			engine.Discard{Cards: hand("Sc")}},
		// Two reyes (R and 3) at grande: envido 2.
		{"bets grande with two reyes", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand("Ro 3c 5e 6b"), Legal: openLegal}, engine.Bet{Amount: 2}},
		{"passes grande with one rey", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand("Ro 4c 5e 6b"), Legal: openLegal}, engine.Pass{}},
		// Two ases (1 and 2) at chica.
		{"bets chica with two ases", engine.Observation{Phase: engine.PhaseChica, Lance: engine.Chica, Hand: hand("1o 2c 5e 6b"), Legal: openLegal}, engine.Bet{Amount: 2}},
		{"accepts pares with duples", engine.Observation{Phase: engine.PhasePares, Lance: engine.Pares, Hand: hand("Ro Rc 5e 5b"),
			Bet: &engine.BetView{Lance: engine.Pares, Total: 2}, Legal: answerLegal}, engine.Accept{}},
		{"refuses pares with a par", engine.Observation{Phase: engine.PhasePares, Lance: engine.Pares, Hand: hand("Ro Rc 4e 5b"),
			Bet: &engine.BetView{Lance: engine.Pares, Total: 2}, Legal: answerLegal}, engine.Reject{}},
		// Two reyes are good, not very strong: an órdago is refused.
		{"refuses an órdago with two reyes", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand("Ro Rc 5e 6b"),
			Bet: &engine.BetView{Lance: engine.Grande, Ordago: true}, Legal: []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}}}, engine.Reject{}},
		{"accepts an órdago with three reyes", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand("Ro Rc 3e 6b"),
			Bet: &engine.BetView{Lance: engine.Grande, Ordago: true}, Legal: []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}}}, engine.Accept{}},
		// 10+10+10+3 = 33 facing an órdago a juego, plain quiero refused: quiero y no pierdo.
		{"quiero y no pierdo", engine.Observation{Phase: engine.PhaseJuego, Lance: engine.Juego, Hand: hand("Ro Cc Se 3o"),
			Bet: &engine.BetView{Lance: engine.Juego, Ordago: true}, Legal: []engine.Template{{Type: engine.ActAcceptNoLose}, {Type: engine.ActReject}}}, engine.AcceptNoLose{}},
		{"bets juego with 31", engine.Observation{Phase: engine.PhaseJuego, Lance: engine.Juego, Hand: hand("Ro Cc Se 1o"), Legal: openLegal}, engine.Bet{Amount: 2}},
		// 7+7+6+4 = 24 at the punto: pass.
		{"passes punto with 24", engine.Observation{Phase: engine.PhasePunto, Lance: engine.Punto, Hand: hand("7o 7c 6e 4o"), Legal: openLegal}, engine.Pass{}},
	}
	for _, tt := range tests {
		if got := b.Act(tt.o); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %#v, want %#v", tt.name, got, tt.want)
		}
	}
	// In cuatro reyes the 3 is a 3: R R 3 S is a par, 33 points: no cut? It
	// has pares and juego (10+10+3+10 = 33): cut.
	c := NewSimple(func() engine.Rules { r := engine.DefaultRules(); r.DeckMode = engine.CuatroReyes; return r }())
	if got := c.Act(engine.Observation{Phase: engine.PhaseMus, Hand: hand("Ro Rc 3e So"), Legal: musLegal}); got != (engine.CutMus{}) {
		t.Errorf("cuatro reyes, par with juego: got %#v, want CutMus", got)
	}
	if got := c.Act(engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Hand: hand("Ro 3c 5e 6b"), Legal: openLegal}); got != (engine.Pass{}) {
		t.Errorf("cuatro reyes, one rey at grande: got %#v, want Pass", got)
	}
}

// badBot plays Pass whatever happens.
type badBot struct{}

func (badBot) Act(engine.Observation) engine.Action { return engine.Pass{} }

// panicBot panics.
type panicBot struct{}

func (panicBot) Act(engine.Observation) engine.Action { panic("boom") }

// musBot always asks for mus and discards one card: a round never ends.
type musBot struct{}

func (musBot) Act(o engine.Observation) engine.Action {
	if o.Phase == engine.PhaseDiscard {
		return engine.Discard{Cards: o.Hand[:1]}
	}
	return engine.Mus{}
}

func TestGameErrors(t *testing.T) {
	r := engine.DefaultRules()
	var bots [4]Bot
	for i := range bots {
		bots[i] = badBot{}
	}
	_, err := Game(r, 3, bots)
	var be *BotError
	if !errors.As(err, &be) {
		t.Fatalf("illegal action: error %v, want a *BotError", err)
	}
	if !errors.Is(err, engine.ErrWrongPhase) {
		t.Errorf("error %v does not wrap the engine's WRONG_PHASE", err)
	}
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Seat != be.Seat {
		t.Errorf("engine error %v for %s", re, be.Seat)
	}
	if msg := err.Error(); !strings.Contains(msg, be.Seat.String()) || !strings.Contains(msg, `{"type":"Pass"}`) || !strings.Contains(msg, "FEM-IV.4") {
		t.Errorf("error %q names neither the seat, the action nor the article", msg)
	}
	for i := range bots {
		bots[i] = panicBot{}
	}
	if _, err := Game(r, 3, bots); !errors.As(err, &be) || !strings.Contains(err.Error(), "boom") {
		t.Errorf("panicking bot: %v", err)
	}
	for i := range bots {
		bots[i] = musBot{}
	}
	res, err := Run(r, engine.Setup{Seed: 3}, bots, 500)
	var se *StepLimitError
	if !errors.As(err, &se) || se.Limit != 500 || res.Actions != 500 {
		t.Errorf("endless mus: %v (%d actions), want a StepLimitError at 500", err, res.Actions)
	}
	bots[2] = nil
	if _, err := Game(r, 3, bots); err == nil {
		t.Errorf("a nil bot was accepted")
	}
	r.TargetPoints = 0
	bots[2] = musBot{}
	if _, err := Game(r, 3, bots); err == nil {
		t.Errorf("bad rules accepted")
	}
}

func TestNewBot(t *testing.T) {
	r := engine.DefaultRules()
	for _, name := range BotNames() {
		b, err := NewBot(name, r, 1, 2)
		if err != nil || b == nil {
			t.Errorf("NewBot(%q): %v", name, err)
		}
	}
	if _, err := NewBot("tramposo", r, 1, 0); err == nil || !strings.Contains(err.Error(), "random-sin-ordago") {
		t.Errorf("unknown bot: %v", err)
	}
	if _, err := NewBot(NameSimple, r, 1, 4); err == nil {
		t.Errorf("seat 4 accepted")
	}
	if b, _ := NewBot(NameRandomNoOrdago, r, 1, 0); !b.(*Random).NoOrdago {
		t.Errorf("%s is not NoOrdago", NameRandomNoOrdago)
	}
	if _, err := NewBots([4]string{NameSimple, NameSimple, "x", NameSimple}, r, 1); err == nil {
		t.Errorf("NewBots accepted an unknown name")
	}
}

// Example plays a match between two heuristic bots (pair A, seats 0 and
// 2) and two random bots that never bid órdago (pair B). The Simple bot
// never bids órdago either, so the match ends at the target.
func Example() {
	rules := engine.DefaultRules()
	const seed = 2024
	bots, err := NewBots([4]string{"simple", "random-sin-ordago", "simple", "random-sin-ordago"}, rules, seed)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := Game(rules, seed, bots)
	if err != nil {
		fmt.Println(err)
		return
	}
	fin := res.Events[len(res.Events)-1].Payload.(engine.GameFinished)
	fmt.Println("motivo:", fin.Reason)
	fmt.Println("el ganador llega a 40:", res.Score[res.Winner] >= 40)
	fmt.Println("una jugada por acción:", len(res.Plays) == res.Actions)

	// The plays are the replay log: the same events, byte for byte.
	_, evs, err := engine.Replay(rules, engine.Setup{Seed: seed}, res.Plays)
	same := err == nil && len(evs) == len(res.Events)
	for i := 0; same && i < len(evs); i++ {
		a, _ := evs[i].MarshalJSON()
		b, _ := res.Events[i].MarshalJSON()
		same = bytes.Equal(a, b)
	}
	fmt.Println("Replay reproduce el registro:", same)
	// Output:
	// motivo: tantos
	// el ganador llega a 40: true
	// una jugada por acción: true
	// Replay reproduce el registro: true
}
