package engine

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// The tests of this file check, by hand, what the mutation observer
// (mutantes/observador, docs/mutantes.md) told apart from the real engine
// and engine/'s other tests did not: the edges of the exported functions
// (the value just past an enumeration, an invalid seat, a nil action),
// the details of refusals and the metadata of the rule keys. The
// specification's steps cannot write these inputs, so this is where they
// are checked.

// TestNamesAtTheEdges: the empty name is no action type and no seña; the
// value just past the last card is not a card; an invalid seat is «sin
// asiento»; a seña that is not one of FEM VIII.2 has no text.
func TestNamesAtTheEdges(t *testing.T) {
	if a, ok := ParseActionType(""); ok {
		t.Errorf("ParseActionType(\"\") = %v, true; se esperaba false", a)
	}
	if g, ok := ParseSignal(""); ok {
		t.Errorf("ParseSignal(\"\") = %v, true; se esperaba false", g)
	}
	if Card(NumCards).Valid() || !Card(NumCards-1).Valid() {
		t.Errorf("Card.Valid: %d naipes, del 0 al %d", NumCards, NumCards-1)
	}
	if got := noPanic(t, "Card", NumCards, Card(NumCards).String); got != "Card(40)" {
		t.Errorf("Card(40).String() = %q, se esperaba \"Card(40)\"", got)
	}
	for _, s := range []Seat{-3, NoSeat, NumSeats, 9} {
		if got := s.String(); got != "sin asiento" {
			t.Errorf("Seat(%d).String() = %q, se esperaba \"sin asiento\"", int(s), got)
		}
	}
	for _, g := range []Signal{NoSignal, numSignals} {
		if b, err := g.MarshalText(); err == nil {
			t.Errorf("Signal(%d).MarshalText() = %q; se esperaba un error", uint8(g), b)
		}
	}
}

// TestNilActionAndInvalidSeats: a template allows no nil action, a nil
// action is refused as «acción vacía» (UNKNOWN_ACTION, FEM-VIII.8), and a
// seat that does not exist has no legal action.
func TestNilActionAndInvalidSeats(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("pánico: %v", r)
		}
	}()
	if (Template{Type: ActMus}).Allows(nil) {
		t.Error("una plantilla admite la acción nil")
	}
	s, _, err := New(DefaultRules(), Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Apply(s, s.Turn(), nil)
	var re *RuleError
	if !errors.As(err, &re) || re.Code != ErrUnknownAction || re.Article != "FEM-VIII.8" || re.Detail != "acción vacía" {
		t.Errorf("acción nil: %v; se esperaba UNKNOWN_ACTION (FEM-VIII.8) «acción vacía»", err)
	}
	// Under corte libre at falta de tanto (A at 38 of 40: within 4) any
	// seat that has not spoken may cut out of turn; a seat that does not
	// exist may not.
	r := DefaultRules()
	r.FaltaDeTanto = FaltaCorteLibre
	ft, _, err := New(r, Setup{Seed: 7, Score: [2]int{38, 0}})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []State{s, ft} {
		for _, seat := range []Seat{-2, NoSeat, NumSeats} {
			if l := Legal(st, seat); len(l) != 0 {
				t.Errorf("Legal del asiento %d = %v; un asiento que no existe no tiene acciones", int(seat), l)
			}
		}
	}
}

// TestNamesRoundTrip: every action type is read back from its name, every
// valid seat is «asiento N», a null card is no card, and a card text that
// is not one is an error.
func TestNamesRoundTrip(t *testing.T) {
	for _, a := range ActionTypes() {
		if got, ok := ParseActionType(a.String()); !ok || got != a {
			t.Errorf("ParseActionType(%q) = %v, %v", a.String(), got, ok)
		}
	}
	for s := Seat(0); s < NumSeats; s++ {
		if got, want := s.String(), "asiento "+string(rune('0'+s)); got != want {
			t.Errorf("Seat(%d).String() = %q, se esperaba %q", int(s), got, want)
		}
	}
	c := Card(3)
	if err := json.Unmarshal([]byte(`null`), &c); err != nil || c != NoCard {
		t.Errorf("carta null: %v, %v; se esperaba ninguna carta", c, err)
	}
	if err := json.Unmarshal([]byte(`"é"`), &c); err == nil {
		t.Errorf("carta \"é\": %v; se esperaba un error", c)
	}
}

// TestRuleKeySetOutOfRange: a seat key set to a seat that does not exist
// is refused by Validate (shuffler_seat −1; first_dealer −2, since −1 is
// the draw).
func TestRuleKeySetOutOfRange(t *testing.T) {
	for _, c := range []struct {
		key string
		v   int
	}{{"shuffler_seat", -1}, {"shuffler_seat", 4}, {"first_dealer", -2}, {"first_dealer", 4}} {
		r := DefaultRules()
		if c.key == "shuffler_seat" {
			r.ShufflerSeat = Seat(c.v)
		} else {
			r.FirstDealer = Seat(c.v)
		}
		var re *RangeError
		if err := r.Validate(); !errors.As(err, &re) || re.Key != c.key {
			t.Errorf("%s = %d: %v; se esperaba un error de rango de %s", c.key, c.v, err, c.key)
		}
	}
}

// TestParesOfWithoutPares: a hand without pares (4o Sb 6c 5o) has no
// value of pares.
func TestParesOfWithoutPares(t *testing.T) {
	cs, err := ParseCards("4o Sb 6c 5o")
	if err != nil {
		t.Fatal(err)
	}
	var h Hand
	copy(h[:], cs)
	for _, m := range []DeckMode{OchoReyes, CuatroReyes} {
		if k, v := ParesOf(h, m); k != SinPares || v != 0 {
			t.Errorf("ParesOf(4o Sb 6c 5o, %s) = %s, %d; se esperaba sin pares, 0", m, k, v)
		}
	}
}

// TestCardJSONNotAText: a card in JSON is a text or null; a number is
// refused as such.
func TestCardJSONNotAText(t *testing.T) {
	var c Card
	err := json.Unmarshal([]byte(`5`), &c)
	if err == nil || !strings.Contains(err.Error(), "carta: se esperaba un texto, no 5") {
		t.Errorf("carta 5: %v; se esperaba «carta: se esperaba un texto, no 5»", err)
	}
}

// TestDecodeStrictIntoAMap: DecodeStrict checks the keys of structs only;
// into a map it decodes without panicking.
func TestDecodeStrictIntoAMap(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("pánico: %v", r)
		}
	}()
	m := map[string]any{}
	if err := DecodeStrict([]byte(`{"a":1}`), &m); err != nil || m["a"] != 1.0 {
		t.Errorf("DecodeStrict en un mapa: %v, %v", m, err)
	}
}

// TestBadSetupDetails: the refusal of a bad start names what is wrong:
// the starting score's range (0 to target_points − 1 = 39 by default) and
// the stacked deck and position of a repeated card, counted from 1.
func TestBadSetupDetails(t *testing.T) {
	_, _, err := New(DefaultRules(), Setup{Seed: 1, Score: [2]int{40, 0}})
	var re *RuleError
	if !errors.As(err, &re) || re.Code != ErrBadSetup || re.Detail != "marcador inicial de la pareja A = 40: debe estar entre 0 y 39" {
		t.Errorf("marcador 40: %v", err)
	}
	var deck [NumCards]Card
	for i := range deck {
		deck[i] = Card(i)
	}
	deck[1] = deck[0] // 1o at positions 1 and 2
	_, _, err = New(DefaultRules(), Setup{Seed: 1, Decks: [][NumCards]Card{deck}})
	if !errors.As(err, &re) || re.Code != ErrBadSetup || re.Detail != "mazo preparado 1: posición 2: carta 1o repetida" {
		t.Errorf("1o repetido: %v", err)
	}
}

// TestRuleKeyMetadata: what the rule keys say of themselves, by hand from
// docs/config.md: shuffler_seat is a seat 0–3, first_dealer «sorteo» or a
// seat 0–3, the elements of gaze_weights; and a combination refused names
// every key in it.
func TestRuleKeyMetadata(t *testing.T) {
	keys := map[string]RuleKey{}
	for _, k := range RuleKeys() {
		keys[k.Name] = k
	}
	if lo, hi := keys["shuffler_seat"].Bounds(); lo != 0 || hi != 3 {
		t.Errorf("shuffler_seat: %d-%d, se esperaba 0-3", lo, hi)
	}
	if got := strings.Join(keys["first_dealer"].Values(), " "); got != "sorteo 0 1 2 3" {
		t.Errorf("first_dealer: %q, se esperaba \"sorteo 0 1 2 3\"", got)
	}
	if got := keys["gaze_weights"].Elements(); got != "compañero, cada rival, mesa" {
		t.Errorf("gaze_weights: elementos %q", got)
	}
	r := DefaultRules()
	r.MinDiscard, r.MaxDiscard = 3, 2
	var ce *ComboError
	if err := r.Validate(); !errors.As(err, &ce) || strings.Join(ce.Keys, ",") != "min_discard,max_discard" ||
		!strings.HasPrefix(err.Error(), "mus: reglas incompatibles: min_discard = 3, max_discard = 2: ") {
		t.Errorf("min_discard 3, max_discard 2: %v", err)
	}
}
