package config

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// TestProtocol1Keys pins the keys of protocol 1 to those written, by hand,
// in the rules objects of fixture set v1 (frozen): 28 rule keys and
// signals_enabled.
func TestProtocol1Keys(t *testing.T) {
	want := []string{
		"deck_mode", "target_points", "games_to_win", "first_dealer", "shuffler_seat",
		"min_discard", "max_discard", "serve_order", "reshuffle_includes_current_round",
		"stock_size_public", "min_bet", "min_raise", "max_bet", "raise_mode", "negada_points",
		"paso_points", "par_points", "medias_points", "duples_points", "juego_31_points",
		"juego_points", "punto_points", "deje", "end_on_immediate_points", "announce_within",
		"falta_de_tanto_within", "falta_de_tanto", "ordago_postre_penalties", "signals_enabled",
	}
	if diff := cmp.Diff(want, Protocol1Keys()); diff != "" {
		t.Errorf("Protocol1Keys mismatch (-want +got):\n%s", diff)
	}
	data, err := os.ReadFile("../fixtures/seeds/v1/fin-por-negada.json")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`"rules": (\{[^}]*\})`).FindSubmatch(data)
	if m == nil {
		t.Fatal("fin-por-negada.json: no rules object")
	}
	var inFile []string
	dec := json.NewDecoder(strings.NewReader(string(m[1])))
	dec.Token()
	for dec.More() {
		tok, _ := dec.Token()
		inFile = append(inFile, tok.(string))
		var skip json.RawMessage
		dec.Decode(&skip)
	}
	if diff := cmp.Diff(want, inFile); diff != "" {
		t.Errorf("keys of fixture set v1 (-want +got):\n%s", diff)
	}
	for _, k := range Keys() {
		if IsProtocol1Key(k.Name) != strings.Contains(strings.Join(want, " ")+" ", k.Name+" ") {
			t.Errorf("IsProtocol1Key(%q) = %v", k.Name, IsProtocol1Key(k.Name))
		}
	}
}

// TestWireJSON: the keys added after protocol 1 are sent only when they
// differ from their default; the protocol-1 keys always.
func TestWireJSON(t *testing.T) {
	r := engine.DefaultRules()
	r.FirstDealer = 3
	// The rules object of fin-por-negada.json (fixture set v1), by hand.
	want := `{"deck_mode":"ocho_reyes","target_points":40,"games_to_win":1,"first_dealer":"3","shuffler_seat":0,"min_discard":1,"max_discard":4,"serve_order":"descarte","reshuffle_includes_current_round":true,"stock_size_public":true,"min_bet":2,"min_raise":2,"max_bet":99,"raise_mode":"mas","negada_points":1,"paso_points":1,"par_points":1,"medias_points":2,"duples_points":3,"juego_31_points":3,"juego_points":2,"punto_points":1,"deje":true,"end_on_immediate_points":true,"announce_within":4,"falta_de_tanto_within":4,"falta_de_tanto":"turno","ordago_postre_penalties":"off","signals_enabled":false}`
	if got := string(WireJSON(r)); got != want {
		t.Errorf("WireJSON(defaults)\n got %s\nwant %s", got, want)
	}
	r.DiscardOrder, r.JugadasTrasNoQuiero, r.MinDiscard = engine.DiscardManoPrimero, engine.JugadasMejorJugada, 0
	got := string(WireJSON(r))
	for _, w := range []string{`"min_discard":0,"max_discard":4,"discard_order":"mano_primero","serve_order"`, `"punto_points":1,"jugadas_tras_no_quiero":"mejor_jugada","deje"`} {
		if !strings.Contains(got, w) {
			t.Errorf("WireJSON = %s, want it to contain %s", got, w)
		}
	}
	back, err := ParseJSON("rules", json.RawMessage(got))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(r, back); diff != "" {
		t.Errorf("ParseJSON(WireJSON(r)) mismatch (-want +got):\n%s", diff)
	}
	// Saved games write every key.
	all := string(JSON(engine.DefaultRules()))
	for _, k := range Keys() {
		if !strings.Contains(all, `"`+k.Name+`":`) {
			t.Errorf("JSON(defaults) lacks %s", k.Name)
		}
	}
}
