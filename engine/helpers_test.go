package engine_test

// Small must-helpers shared by the engine's black-box tests: parse cards,
// build a game on stacked decks, play a list of actions, and pick events
// out of what a call emitted. Every helper fails the test at the caller's
// line (t.Helper) instead of returning an error.

import (
	"errors"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// step is one action of one seat.
type step struct {
	seat engine.Seat
	act  engine.Action
}

// pass, bet, raise… build steps so that scripts read like the table talk.
func pass(s engine.Seat) step                     { return step{s, engine.Pass{}} }
func bet(s engine.Seat, n int) step               { return step{s, engine.Bet{Amount: n}} }
func raise(s engine.Seat, n int) step             { return step{s, engine.Raise{Amount: n}} }
func accept(s engine.Seat) step                   { return step{s, engine.Accept{}} }
func reject(s engine.Seat) step                   { return step{s, engine.Reject{}} }
func ordago(s engine.Seat) step                   { return step{s, engine.Ordago{}} }
func noPierdo(s engine.Seat) step                 { return step{s, engine.AcceptNoLose{}} }
func mus(s engine.Seat) step                      { return step{s, engine.Mus{}} }
func cut(s engine.Seat) step                      { return step{s, engine.CutMus{}} }
func discard(s engine.Seat, c []engine.Card) step { return step{s, engine.Discard{Cards: c}} }

// passes returns a Pass for each seat, in the order given.
func passes(seats ...engine.Seat) []step {
	out := make([]step, len(seats))
	for i, s := range seats {
		out[i] = pass(s)
	}
	return out
}

// seq concatenates scripts.
func seq(parts ...[]step) []step {
	var out []step
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// mustCards parses space-separated card texts ("Ro 3c 7e 1b").
func mustCards(t testing.TB, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatalf("ParseCards(%q): %v", s, err)
	}
	return cs
}

// mustHand parses exactly four cards.
func mustHand(t testing.TB, s string) engine.Hand {
	t.Helper()
	cs := mustCards(t, s)
	if len(cs) != 4 {
		t.Fatalf("hand %q has %d cards, want 4", s, len(cs))
	}
	return engine.Hand{cs[0], cs[1], cs[2], cs[3]}
}

// mustHands parses the four hands, seat 0 first.
func mustHands(t testing.TB, hands [4]string) [4][]engine.Card {
	t.Helper()
	var out [4][]engine.Card
	for i, h := range hands {
		out[i] = mustCards(t, h)
	}
	return out
}

// mustDeck stacks a 40-card order that deals hands when dealer deals;
// stock lists the first cards of the stock, top first.
func mustDeck(t testing.TB, dealer engine.Seat, hands [4]string, stock string) [engine.NumCards]engine.Card {
	t.Helper()
	d, err := engine.DeckFor(dealer, mustHands(t, hands), mustCards(t, stock))
	if err != nil {
		t.Fatalf("DeckFor(%d, %q, %q): %v", dealer, hands, stock, err)
	}
	return d
}

// reversedDeck is the canonical deck upside down: Rb Cb Sb … 2o 1o.
func reversedDeck() [engine.NumCards]engine.Card {
	d := engine.CanonicalDeck()
	for i, j := 0, len(d)-1; i < j; i, j = i+1, j-1 {
		d[i], d[j] = d[j], d[i]
	}
	return d
}

// rulesDealer returns the default rules with the first dealer fixed.
func rulesDealer(dealer engine.Seat) engine.Rules {
	r := engine.DefaultRules()
	r.FirstDealer = dealer
	return r
}

// mustNew starts a game and fails the test on error.
func mustNew(t testing.TB, r engine.Rules, setup engine.Setup) (engine.State, []engine.Event) {
	t.Helper()
	s, evs, err := engine.New(r, setup)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s, evs
}

// newGame starts a game whose first round deals hands (r.FirstDealer must
// be a seat), from the given score. Two canonical decks follow, so that
// the next rounds can be dealt.
func newGame(t testing.TB, r engine.Rules, hands [4]string, score [2]int) engine.State {
	t.Helper()
	if !r.FirstDealer.Valid() {
		t.Fatalf("newGame needs a fixed first dealer, got %d", r.FirstDealer)
	}
	d := mustDeck(t, r.FirstDealer, hands, "")
	s, _ := mustNew(t, r, engine.Setup{
		Decks: [][engine.NumCards]engine.Card{d, engine.CanonicalDeck(), engine.CanonicalDeck()},
		Score: score,
	})
	return s
}

// mustApply applies one action and fails the test on error.
func mustApply(t testing.TB, s engine.State, st step) (engine.State, []engine.Event) {
	t.Helper()
	n, evs, err := engine.Apply(s, st.seat, st.act)
	if err != nil {
		t.Fatalf("Apply(%s, %T%+v): %v", st.seat, st.act, st.act, err)
	}
	return n, evs
}

// play applies a script and returns the final state and the events of the
// LAST action only (the earlier ones are checked step by step where a test
// cares).
func play(t testing.TB, s engine.State, steps ...step) (engine.State, []engine.Event) {
	t.Helper()
	var evs []engine.Event
	for _, st := range steps {
		s, evs = mustApply(t, s, st)
	}
	return s, evs
}

// mustRuleError applies an illegal action and checks the error code, its
// article and that nothing changed: the returned state and the input have
// the fingerprint the input had before the call.
func mustRuleError(t testing.TB, s engine.State, st step, code engine.Code, article string) {
	t.Helper()
	before := s.Fingerprint()
	n, evs, err := engine.Apply(s, st.seat, st.act)
	if err == nil {
		t.Fatalf("Apply(%s, %T%+v) succeeded, want %v", st.seat, st.act, st.act, code)
	}
	if !errors.Is(err, code) {
		t.Errorf("Apply(%s, %T%+v) error = %v, want code %v", st.seat, st.act, st.act, err, code)
	}
	var re *engine.RuleError
	if !errors.As(err, &re) {
		t.Errorf("error %v is not a *engine.RuleError", err)
	} else if re.Article != article {
		t.Errorf("Apply(%s, %T%+v) article = %q, want %q (%v)", st.seat, st.act, st.act, re.Article, article, err)
	}
	if len(evs) != 0 {
		t.Errorf("illegal action emitted %d events", len(evs))
	}
	if n.Fingerprint() != before {
		t.Errorf("returned state differs from the input after an illegal action")
	}
	if s.Fingerprint() != before {
		t.Errorf("input state modified by an illegal action")
	}
}

// kinds lists the kinds of the events.
func kinds(evs []engine.Event) []engine.EventKind {
	out := make([]engine.EventKind, len(evs))
	for i, e := range evs {
		out[i] = e.Kind()
	}
	return out
}

// payloads returns the payloads of the events, in order.
func payloadsOf(evs []engine.Event) []engine.Payload {
	out := make([]engine.Payload, len(evs))
	for i, e := range evs {
		out[i] = e.Payload
	}
	return out
}

// ofType returns the payloads of type T, in order.
func ofType[T engine.Payload](evs []engine.Event) []T {
	var out []T
	for _, e := range evs {
		if p, ok := e.Payload.(T); ok {
			out = append(out, p)
		}
	}
	return out
}

// firstOfType returns the first payload of type T; it fails the test when
// there is none.
func firstOfType[T engine.Payload](t testing.TB, evs []engine.Event) T {
	t.Helper()
	for _, e := range evs {
		if p, ok := e.Payload.(T); ok {
			return p
		}
	}
	var zero T
	t.Fatalf("no %T event among %v", zero, kinds(evs))
	return zero
}

// upTo returns the events up to and including the first of kind k (all of
// them when there is none).
func upTo(evs []engine.Event, k engine.EventKind) []engine.Event {
	for i, e := range evs {
		if e.Kind() == k {
			return evs[:i+1]
		}
	}
	return evs
}

// from returns the events from the first of kind k on (none when absent).
func from(evs []engine.Event, k engine.EventKind) []engine.Event {
	for i, e := range evs {
		if e.Kind() == k {
			return evs[i:]
		}
	}
	return nil
}

// checkPayloads compares payloads with cmp.Diff.
func checkPayloads(t testing.TB, what string, want []engine.Payload, evs []engine.Event) {
	t.Helper()
	if diff := cmp.Diff(want, payloadsOf(evs)); diff != "" {
		t.Errorf("%s: events mismatch (-want +got):\n%s", what, diff)
	}
}

// checkTurn checks the seat to act and the phase.
func checkTurn(t testing.TB, s engine.State, phase engine.Phase, turn engine.Seat) {
	t.Helper()
	if s.Phase() != phase || s.Turn() != turn {
		t.Errorf("phase %v turn %v, want phase %v turn %v", s.Phase(), s.Turn(), phase, turn)
	}
}

// checkScore checks the score of pair A and pair B.
func checkScore(t testing.TB, s engine.State, want [2]int) {
	t.Helper()
	if got := s.Score(); got != want {
		t.Errorf("score = %v, want %v", got, want)
	}
}

// checkLegal compares the legal templates of a seat.
func checkLegal(t testing.TB, s engine.State, seat engine.Seat, want []engine.Template) {
	t.Helper()
	if diff := cmp.Diff(sortTemplates(want), sortTemplates(engine.Legal(s, seat))); diff != "" {
		t.Errorf("Legal(%s) mismatch (-want +got):\n%s", seat, diff)
	}
}

// sortTemplates orders templates by type: the order of the list is not a
// rule.
func sortTemplates(ts []engine.Template) []engine.Template {
	if ts == nil {
		return nil
	}
	out := append([]engine.Template(nil), ts...)
	sort.Slice(out, func(i, j int) bool { return out[i].Type < out[j].Type })
	return out
}

// sortedCards returns the cards in canonical order, for set comparisons.
func sortedCards(cs []engine.Card) []engine.Card {
	out := append([]engine.Card(nil), cs...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// seats is a shorthand for a list of seats.
func seats(ss ...engine.Seat) []engine.Seat { return ss }

// Templates most tests expect.
var (
	tmplOpen = []engine.Template{
		{Type: engine.ActPass},
		{Type: engine.ActBet, Min: 2, Max: 99},
		{Type: engine.ActOrdago},
	}
	tmplMus = []engine.Template{{Type: engine.ActMus}, {Type: engine.ActCutMus}}
)

// answers returns the templates of a rival facing a bet of total cur with
// the default rules: quiero, no quiero, "N más" from 2 up to 99 − cur, and
// órdago.
func answers(cur int) []engine.Template {
	return []engine.Template{
		{Type: engine.ActAccept},
		{Type: engine.ActReject},
		{Type: engine.ActRaise, Min: 2, Max: 99 - cur},
		{Type: engine.ActOrdago},
	}
}
