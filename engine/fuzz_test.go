package engine

// Fuzz targets (issue 2: "arbitrary bytes decoded as actions and action
// sequences never panic"). go test runs their seed corpus; real fuzzing
// is `go test -run '^$' -fuzz FuzzApply -fuzztime 60s ./engine/` (make
// fuzz), and likewise for FuzzUnmarshalEvent and FuzzUnmarshalAction.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"reflect"
	"testing"
)

// fuzzRules are the rules a binary input may choose with its first byte.
func fuzzRules() []Rules {
	d := DefaultRules()
	out := []Rules{d}
	for _, f := range []func(r *Rules){
		func(r *Rules) { r.FaltaDeTanto, r.FaltaDeTantoWithin = FaltaCorteLibre, 20 },
		func(r *Rules) { r.OrdagoPostrePenalties = PenaltiesPenalizar },
		func(r *Rules) { r.QuieroSingular, r.PiedraDePaso = QuieroRectificable, true },
		func(r *Rules) { r.RaiseMode, r.MinDiscard, r.MaxDiscard = RaiseDoble, 2, 3 },
		func(r *Rules) {
			r.EndOnImmediatePoints, r.ReshuffleIncludesCurrentRound, r.ServeOrder = false, false, ServeReparto
			r.CountOrder = CountParejas
			r.TargetPoints, r.GamesToWin, r.DeckMode = 10, 2, CuatroReyes
		},
		func(r *Rules) {
			r.DiscardOrder, r.JugadasTrasNoQuiero, r.MinDiscard = DiscardManoPrimero, JugadasMejorJugada, 0
		},
	} {
		r := d
		f(&r)
		out = append(out, r)
	}
	return out
}

// fuzzReader hands out the bytes of a fuzz input.
type fuzzReader struct {
	b []byte
	i int
}

func (r *fuzzReader) more() bool { return r.i < len(r.b) }

func (r *fuzzReader) byte() byte {
	if r.i >= len(r.b) {
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

// fuzzDecodeBinary turns bytes into plays against the running game:
//
//   - a byte ≥ 0x80 picks a legal action: template (b & 0x7f) mod k of the
//     seat to act, and one more byte x for the amount (Min + x mod span)
//     or the discard (count Min + x mod span, the first cards of the hand
//     rotated by x);
//   - a byte < 0x80 is a raw action: seat (b mod 7) − 1 (so −1 … 5), then
//     a type byte (0 nil, 1–10 the action types, 11 a foreign action), an
//     amount byte (signed) and a card count byte (mod 6) followed by that
//     many raw card bytes (any value, NoCard and invalid cards included).
func fuzzNextPlay(r *fuzzReader, s State) Play {
	k := r.byte()
	if k >= 0x80 {
		seat := s.Turn()
		if !seat.Valid() {
			seat = 0
		}
		legal := Legal(s, seat)
		x := int(r.byte())
		if len(legal) == 0 {
			return Play{Seat: seat, Action: Pass{}}
		}
		t := legal[int(k&0x7f)%len(legal)]
		span := t.Max - t.Min + 1
		if span < 1 {
			span = 1
		}
		switch t.Type {
		case ActBet:
			return Play{Seat: seat, Action: Bet{Amount: t.Min + x%span}}
		case ActRaise:
			return Play{Seat: seat, Action: Raise{Amount: t.Min + x%span}}
		case ActDiscard:
			hand := s.Hand(seat)
			n := t.Min + x%span
			if n > len(hand) {
				n = len(hand)
			}
			cs := make([]Card, 0, n)
			for i := 0; i < n; i++ {
				cs = append(cs, hand[(x+i)%len(hand)])
			}
			return Play{Seat: seat, Action: Discard{Cards: cs}}
		}
		return Play{Seat: seat, Action: fuzzSimple(t.Type)}
	}
	seat := Seat(int(k%7) - 1)
	typ := r.byte() % 12
	amount := int(int8(r.byte()))
	n := int(r.byte() % 6)
	cards := make([]Card, 0, n)
	for i := 0; i < n; i++ {
		cards = append(cards, Card(r.byte()))
	}
	var a Action
	switch typ {
	case 0:
		a = nil
	case 11:
		a = propFakeAction{}
	case uint8(ActBet):
		a = Bet{Amount: amount}
	case uint8(ActRaise):
		a = Raise{Amount: amount}
	case uint8(ActDiscard):
		a = Discard{Cards: cards}
	default:
		a = fuzzSimple(ActionType(typ))
	}
	return Play{Seat: seat, Action: a}
}

// fuzzSimple returns the action of a type without parameters.
func fuzzSimple(t ActionType) Action {
	switch t {
	case ActMus:
		return Mus{}
	case ActCutMus:
		return CutMus{}
	case ActPass:
		return Pass{}
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

// fuzzDecodeJSONLines reads one play per line (engine.Play's JSON);
// lines that do not decode are skipped.
func fuzzDecodeJSONLines(data []byte) []Play {
	var out []Play
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		var p Play
		if err := p.UnmarshalJSON(line); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// fuzzCheckPlay applies one play and checks the contract of Apply: an
// action the Legal templates allow is accepted, any other is refused with
// a *RuleError, no events and an unchanged state (fingerprint). It
// returns the next state.
func fuzzCheckPlay(t *testing.T, s State, p Play) State {
	t.Helper()
	allowed := p.Seat.Valid() && p.Action != nil && propAllowed(s, p.Seat, p.Action)
	if _, fake := p.Action.(propFakeAction); fake {
		allowed = false
	}
	var fp [32]byte
	if !allowed {
		fp = s.Fingerprint()
	}
	n, evs, err := Apply(s, p.Seat, p.Action)
	switch {
	case allowed && err != nil:
		if errors.Is(err, ErrDeckExhausted) {
			return s
		}
		t.Fatalf("%s: allowed by Legal, refused: %v", propPlayString(p), err)
	case !allowed && err == nil:
		t.Fatalf("%s: not allowed by Legal %v, accepted", propPlayString(p), Legal(s, p.Seat))
	case err != nil:
		var re *RuleError
		if !errors.As(err, &re) {
			t.Fatalf("%s: error %v is not a *RuleError", propPlayString(p), err)
		}
		if evs != nil || n.Fingerprint() != fp || s.Fingerprint() != fp {
			t.Fatalf("%s: refused (%v) but the state changed or events were emitted", propPlayString(p), err)
		}
		return s
	}
	if len(evs) == 0 {
		t.Fatalf("%s: accepted without events", propPlayString(p))
	}
	// Observing never panics.
	_ = Observe(n, SeatViewer(p.Seat))
	_ = Observe(n, Developer())
	_ = ToAct(n)
	return n
}

func fuzzSeedGame(t testing.TB, r Rules, seed uint64, maxActions int) []Play {
	s, _, err := New(r, Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	c := &propRandChooser{r: NewRand(seed)}
	var plays []Play
	for !s.Over() && len(plays) < maxActions {
		p, err := propChoose(c, propPolicies[1], s)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = Apply(s, p.Seat, p.Action)
		if err != nil {
			t.Fatal(err)
		}
		plays = append(plays, p)
	}
	return plays
}

func FuzzApply(f *testing.F) {
	// JSON lines: a real game with the default rules and seed 1 (the
	// setup the JSON form uses), whole and cut short.
	var log bytes.Buffer
	for _, p := range fuzzSeedGame(f, DefaultRules(), 1, 400) {
		b, err := p.MarshalJSON()
		if err != nil {
			f.Fatal(err)
		}
		log.Write(b)
		log.WriteByte('\n')
	}
	f.Add(log.Bytes())
	f.Add(log.Bytes()[:log.Len()/2])
	f.Add([]byte("{\"seat\":1,\"type\":\"Mus\"}\n{\"seat\":1,\"type\":\"CutMus\"}\n{\"seat\":0,\"type\":\"Bet\",\"amount\":-4}\n"))
	// Binary: every config, legal picks only (deep games), mixed, raw.
	for cfg := byte(0); cfg < 5; cfg++ {
		seed := make([]byte, 8)
		binary.LittleEndian.PutUint64(seed, uint64(cfg)*977+3)
		legal := append([]byte{cfg}, seed...)
		for i := 0; i < 600; i++ {
			legal = append(legal, 0x80|byte(i*37), byte(i*11))
		}
		f.Add(legal)
		mixed := append([]byte{cfg}, seed...)
		for i := 0; i < 200; i++ {
			mixed = append(mixed, 0x80|byte(i*13), byte(i))
			mixed = append(mixed, byte(i*5)%0x80, byte(i)%12, byte(i*7), 2, byte(i), 255)
		}
		f.Add(mixed)
	}
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 2, 3, 0, 0, 2, 3, 4, 1, 200, 0x85, 3})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 0 && data[0] == '{' {
			s, _, err := New(DefaultRules(), Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range fuzzDecodeJSONLines(data) {
				s = fuzzCheckPlay(t, s, p)
			}
			return
		}
		r := &fuzzReader{b: data}
		rules := fuzzRules()
		cfg := rules[int(r.byte())%len(rules)]
		var seedBytes [8]byte
		for i := range seedBytes {
			seedBytes[i] = r.byte()
		}
		s, _, err := New(cfg, Setup{Seed: binary.LittleEndian.Uint64(seedBytes[:])})
		if err != nil {
			t.Fatal(err)
		}
		// At most 600 plays: a round may hold any number of mus rounds,
		// and the history (Observe, Fingerprint) grows with it.
		for steps := 0; r.more() && steps < 600; steps++ {
			s = fuzzCheckPlay(t, s, fuzzNextPlay(r, s))
		}
	})
}

func FuzzUnmarshalEvent(f *testing.F) {
	for _, c := range jsonEventCases(f) {
		f.Add([]byte(c.want))
	}
	// The events of a real game, every kind a game produces.
	r := DefaultRules()
	r.GamesToWin = 2
	plays := fuzzSeedGame(f, r, 5, 2000)
	_, evs, err := Replay(r, Setup{Seed: 5}, plays)
	if err != nil {
		f.Fatal(err)
	}
	seen := map[EventKind]bool{}
	for _, e := range evs {
		if seen[e.Kind()] {
			continue
		}
		seen[e.Kind()] = true
		b, err := e.MarshalJSON()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"seq":1,"round":1,"phase":"GRANDE","actor":null,"type":"Passed","visibility":{"kind":"PRIVATE","seats":[1,1,3]},"payload":{"seat":0,"lance":null}}`))
	f.Add([]byte(`{"seq":-1,"round":1e3,"phase":"X","actor":"0","type":"Foo","visibility":{},"payload":[]}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if err := e.UnmarshalJSON(data); err != nil {
			return
		}
		b, err := e.MarshalJSON()
		if err != nil {
			t.Fatalf("decoded %s but cannot encode it: %v", data, err)
		}
		var back Event
		if err := back.UnmarshalJSON(b); err != nil {
			t.Fatalf("decoded %s, encoded %s, which does not decode: %v", data, b, err)
		}
		if !reflect.DeepEqual(back, e) {
			t.Fatalf("round trip changes the event:\n%#v\n%#v", e, back)
		}
		if b2, err := back.MarshalJSON(); err != nil || !bytes.Equal(b, b2) {
			t.Fatalf("encoding is not stable: %s then %s (%v)", b, b2, err)
		}
	})
}

func FuzzUnmarshalAction(f *testing.F) {
	for _, s := range []string{
		`{"type":"Mus"}`, `{"type":"CutMus"}`, `{"type":"Pass"}`, `{"type":"Accept"}`, `{"type":"AcceptNoLose"}`,
		`{"type":"Reject"}`, `{"type":"Ordago"}`, `{"type":"Bet","amount":2}`, `{"type":"Raise","amount":5}`,
		`{"type":"Discard","cards":["Ro","Cc","1o","3b"]}`, `{"seat":2,"type":"Bet","amount":2}`,
		`{"seat":0,"type":"Discard","cards":["1o"]}`, `{"type":"Bet","amount":-2147483649}`,
		`{"type":"Discard","cards":[null,"Ro"]}`, `{"type":"Bet","amount":2,"amount":3}`,
		`{"type":"Bet","min":2,"max":99}`, `{"kind":"PRIVATE","seats":[0,3]}`, `{"type":"Pass"}garbage`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if a, err := UnmarshalAction(data); err == nil {
			b, err := MarshalAction(a)
			if err != nil {
				t.Fatalf("decoded %s as %#v but cannot encode it: %v", data, a, err)
			}
			back, err := UnmarshalAction(b)
			if err != nil {
				t.Fatalf("decoded %s as %#v, encoded %s, which does not decode: %v", data, a, b, err)
			}
			if !reflect.DeepEqual(back, a) {
				t.Fatalf("round trip changes the action: %#v → %s → %#v", a, b, back)
			}
		}
		var p Play
		if err := p.UnmarshalJSON(data); err == nil {
			b, err := p.MarshalJSON()
			if err != nil {
				t.Fatalf("decoded play %s but cannot encode it: %v", data, err)
			}
			var back Play
			if err := back.UnmarshalJSON(b); err != nil || !reflect.DeepEqual(back, p) {
				t.Fatalf("play round trip: %s → %#v → %s → %#v (%v)", data, p, b, back, err)
			}
		}
		var tp Template
		if err := tp.UnmarshalJSON(data); err == nil {
			if _, err := Canonical(tp); err != nil {
				t.Fatalf("decoded template %s but cannot encode it: %v", data, err)
			}
		}
		var v Visibility
		if err := v.UnmarshalJSON(data); err == nil {
			b, err := Canonical(v)
			if err != nil {
				t.Fatalf("decoded visibility %s but cannot encode it: %v", data, err)
			}
			var back Visibility
			if err := back.UnmarshalJSON(b); err != nil || back != v {
				t.Fatalf("visibility round trip: %s → %+v → %s → %+v (%v)", data, v, b, back, err)
			}
		}
	})
}
