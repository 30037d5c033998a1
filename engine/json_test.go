package engine

// Golden-free checks of the canonical JSON of docs/catalog.md: every
// expected string below is written by hand from the catalog (field order
// as declared, cards as "Ro", seats as numbers, null for an absent seat,
// card, pair or lance, no HTML escaping), never copied from the output.

import (
	"reflect"
	"strings"
	"testing"
)

func jsonCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func jsonCard(t testing.TB, s string) Card {
	t.Helper()
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestJSONActions(t *testing.T) {
	tests := []struct {
		a    Action
		want string
	}{
		{Mus{}, `{"type":"Mus"}`},
		{CutMus{}, `{"type":"CutMus"}`},
		{Pass{}, `{"type":"Pass"}`},
		{Accept{}, `{"type":"Accept"}`},
		{AcceptNoLose{}, `{"type":"AcceptNoLose"}`},
		{Reject{}, `{"type":"Reject"}`},
		{Ordago{}, `{"type":"Ordago"}`},
		{Bet{Amount: 2}, `{"type":"Bet","amount":2}`},
		{Bet{Amount: 0}, `{"type":"Bet","amount":0}`},
		{Raise{Amount: 5}, `{"type":"Raise","amount":5}`},
		{Discard{Cards: jsonCards(t, "Ro Cc 1o 3b")}, `{"type":"Discard","cards":["Ro","Cc","1o","3b"]}`},
		{Discard{Cards: jsonCards(t, "Sc")}, `{"type":"Discard","cards":["Sc"]}`},
	}
	for _, tt := range tests {
		b, err := MarshalAction(tt.a)
		if err != nil {
			t.Errorf("MarshalAction(%#v): %v", tt.a, err)
			continue
		}
		if string(b) != tt.want {
			t.Errorf("MarshalAction(%#v) = %s, want %s", tt.a, b, tt.want)
		}
		back, err := UnmarshalAction([]byte(tt.want))
		if err != nil {
			t.Errorf("UnmarshalAction(%s): %v", tt.want, err)
			continue
		}
		if !reflect.DeepEqual(back, tt.a) {
			t.Errorf("UnmarshalAction(%s) = %#v, want %#v", tt.want, back, tt.a)
		}
	}
	if _, err := MarshalAction(nil); err == nil {
		t.Errorf("MarshalAction(nil) succeeded")
	}
}

// TestJSONEmptyDiscardRoundTrip: an action UnmarshalAction accepts must
// survive MarshalAction and decode again. A discard of no cards is
// illegal to play, but it is a well-formed action ("cards":[] is present).
func TestJSONEmptyDiscardRoundTrip(t *testing.T) {
	in := `{"type":"Discard","cards":[]}`
	a, err := UnmarshalAction([]byte(in))
	if err != nil {
		t.Fatalf("UnmarshalAction(%s): %v", in, err)
	}
	b, err := MarshalAction(a)
	if err != nil {
		t.Fatalf("MarshalAction(%#v): %v", a, err)
	}
	if string(b) != in {
		t.Errorf("MarshalAction(%#v) = %s, want %s", a, b, in)
	}
	if _, err := UnmarshalAction(b); err != nil {
		t.Errorf("the encoding of a decoded action does not decode: %s: %v", b, err)
	}
}

func TestJSONPlays(t *testing.T) {
	tests := []struct {
		p    Play
		want string
	}{
		{Play{Seat: 1, Action: Bet{Amount: 2}}, `{"seat":1,"type":"Bet","amount":2}`},
		{Play{Seat: 0, Action: Discard{Cards: jsonCards(t, "1o 3b")}}, `{"seat":0,"type":"Discard","cards":["1o","3b"]}`},
		{Play{Seat: 3, Action: Pass{}}, `{"seat":3,"type":"Pass"}`},
		{Play{Seat: 2, Action: Raise{Amount: 10}}, `{"seat":2,"type":"Raise","amount":10}`},
		{Play{Seat: 0, Action: CutMus{}}, `{"seat":0,"type":"CutMus"}`},
	}
	for _, tt := range tests {
		b, err := tt.p.MarshalJSON()
		if err != nil {
			t.Errorf("%#v.MarshalJSON: %v", tt.p, err)
			continue
		}
		if string(b) != tt.want {
			t.Errorf("%#v.MarshalJSON = %s, want %s", tt.p, b, tt.want)
		}
		var back Play
		if err := back.UnmarshalJSON([]byte(tt.want)); err != nil {
			t.Errorf("Play.UnmarshalJSON(%s): %v", tt.want, err)
			continue
		}
		if !reflect.DeepEqual(back, tt.p) {
			t.Errorf("Play.UnmarshalJSON(%s) = %#v, want %#v", tt.want, back, tt.p)
		}
		// Canonical (the generic path) gives the same bytes.
		if c, err := Canonical(tt.p); err != nil || string(c) != tt.want {
			t.Errorf("Canonical(%#v) = %s, %v; want %s", tt.p, c, err, tt.want)
		}
	}
}

func TestJSONTemplates(t *testing.T) {
	tests := []struct {
		tp   Template
		want string
	}{
		{Template{Type: ActBet, Min: 2, Max: 99}, `{"type":"Bet","min":2,"max":99}`},
		{Template{Type: ActRaise, Min: 2, Max: 97}, `{"type":"Raise","min":2,"max":97}`},
		{Template{Type: ActDiscard, Min: 1, Max: 4}, `{"type":"Discard","min":1,"max":4}`},
		{Template{Type: ActPass}, `{"type":"Pass"}`},
		{Template{Type: ActMus}, `{"type":"Mus"}`},
		{Template{Type: ActAcceptNoLose}, `{"type":"AcceptNoLose"}`},
		{Template{Type: ActOrdago}, `{"type":"Ordago"}`},
	}
	for _, tt := range tests {
		b, err := Canonical(tt.tp)
		if err != nil || string(b) != tt.want {
			t.Errorf("Canonical(%+v) = %s, %v; want %s", tt.tp, b, err, tt.want)
		}
		var back Template
		if err := back.UnmarshalJSON([]byte(tt.want)); err != nil || back != tt.tp {
			t.Errorf("Template.UnmarshalJSON(%s) = %+v, %v; want %+v", tt.want, back, err, tt.tp)
		}
	}
	legal := []Template{{Type: ActPass}, {Type: ActBet, Min: 2, Max: 99}, {Type: ActOrdago}}
	want := `[{"type":"Pass"},{"type":"Bet","min":2,"max":99},{"type":"Ordago"}]`
	if b, err := Canonical(legal); err != nil || string(b) != want {
		t.Errorf("Canonical(legal) = %s, %v; want %s", b, err, want)
	}
}

func TestJSONVisibility(t *testing.T) {
	tests := []struct {
		v    Visibility
		want string
	}{
		{Public, `{"kind":"PUBLIC","seats":[]}`},
		{System, `{"kind":"SYSTEM","seats":[]}`},
		{PrivateTo(2), `{"kind":"PRIVATE","seats":[2]}`},
		{PrivateTo(0), `{"kind":"PRIVATE","seats":[0]}`},
		{Visibility{Audience: AudiencePrivate, Seats: 0b1010}, `{"kind":"PRIVATE","seats":[1,3]}`},
	}
	for _, tt := range tests {
		b, err := Canonical(tt.v)
		if err != nil || string(b) != tt.want {
			t.Errorf("Canonical(%+v) = %s, %v; want %s", tt.v, b, err, tt.want)
		}
		var back Visibility
		if err := back.UnmarshalJSON([]byte(tt.want)); err != nil || back != tt.v {
			t.Errorf("Visibility.UnmarshalJSON(%s) = %+v, %v; want %+v", tt.want, back, err, tt.v)
		}
	}
}

func TestJSONScalars(t *testing.T) {
	tests := []struct {
		v    any
		want string
	}{
		{jsonCard(t, "Ro"), `"Ro"`},
		{jsonCard(t, "Cc"), `"Cc"`}, // caballo de copas: case matters
		{jsonCard(t, "cC"[1:]+"c"), `"Cc"`},
		{jsonCard(t, "1b"), `"1b"`},
		{NoCard, `null`},
		{Seat(0), `0`},
		{Seat(3), `3`},
		{NoSeat, `null`},
		{TeamA, `"A"`},
		{TeamB, `"B"`},
		{NoTeam, `null`},
		{Grande, `"GRANDE"`},
		{Punto, `"PUNTO"`},
		{NoLance, `null`},
		{PhaseMus, `"MUS_DECISION"`},
		{PhaseNone, `"NONE"`},
		{ConceptNoQuerido, `"envite_no_querido"`},
		{ConceptPenalizacion, `"penalizacion"`},
		{ActAcceptNoLose, `"AcceptNoLose"`},
		{DeclaredYes, `"si"`},
		{DeclaredNo, `"no"`},
		{Undeclared, `null`},
		{SeatViewer(2), `{"kind":"seat","seat":2}`},
		{Spectator(), `{"kind":"spectator"}`},
		{Developer(), `{"kind":"developer"}`},
		{[]Card{jsonCard(t, "7e"), NoCard}, `["7e",null]`},
		// No HTML escaping.
		{struct {
			S string `json:"s"`
		}{"a<b>&c"}, `{"s":"a<b>&c"}`},
	}
	for _, tt := range tests {
		b, err := Canonical(tt.v)
		if err != nil || string(b) != tt.want {
			t.Errorf("Canonical(%#v) = %s, %v; want %s", tt.v, b, err, tt.want)
		}
	}
}

// jsonEventCase is one event and its JSON, written by hand.
type jsonEventCase struct {
	e    Event
	want string
}

func jsonEventCases(t testing.TB) []jsonEventCase {
	pub := `"visibility":{"kind":"PUBLIC","seats":[]}`
	ev := func(seq, round int, ph Phase, actor Seat, v Visibility, p Payload) Event {
		return Event{Seq: seq, Round: round, Phase: ph, Actor: actor, Visibility: v, Payload: p}
	}
	hands := [4][]Card{jsonCards(t, "Ro Rc 7o 4o"), jsonCards(t, "Co Cc 7e 5o"), jsonCards(t, "So 1o 4c 5c"), jsonCards(t, "1c 2o 6c 7c")}
	return []jsonEventCase{
		{ev(1, 0, PhaseDealing, NoSeat, Public, GameStarted{Game: 1, Target: 40, GamesToWin: 1, DeckMode: "ocho_reyes", Score: [2]int{0, 0}}),
			`{"seq":1,"round":0,"phase":"DEALING","actor":null,"type":"GameStarted",` + pub + `,"payload":{"game":1,"target":40,"games_to_win":1,"deck_mode":"ocho_reyes","score":[0,0]}}`},
		{ev(2, 0, PhaseDealing, NoSeat, Public, DealerAssigned{Dealer: 3, Mano: 0, Method: "sorteo", Cutter: 3, CutCard: jsonCard(t, "Re")}),
			`{"seq":2,"round":0,"phase":"DEALING","actor":null,"type":"DealerAssigned",` + pub + `,"payload":{"dealer":3,"mano":0,"method":"sorteo","cutter":3,"cut_card":"Re"}}`},
		{ev(2, 0, PhaseDealing, NoSeat, Public, DealerAssigned{Dealer: 0, Mano: 1, Method: "config", Cutter: NoSeat, CutCard: NoCard}),
			`{"seq":2,"round":0,"phase":"DEALING","actor":null,"type":"DealerAssigned",` + pub + `,"payload":{"dealer":0,"mano":1,"method":"config","cutter":null,"cut_card":null}}`},
		{ev(40, 2, PhaseDealing, NoSeat, Public, RoundStarted{Round: 2, Dealer: 1, Mano: 2, Score: [2]int{5, 7}}),
			`{"seq":40,"round":2,"phase":"DEALING","actor":null,"type":"RoundStarted",` + pub + `,"payload":{"round":2,"dealer":1,"mano":2,"score":[5,7]}}`},
		{ev(41, 2, PhaseDiscard, NoSeat, System, DeckShuffled{Purpose: "rebarajado", Source: "semilla", Order: jsonCards(t, "1o Cc 3b")}),
			`{"seq":41,"round":2,"phase":"DISCARD","actor":null,"type":"DeckShuffled","visibility":{"kind":"SYSTEM","seats":[]},"payload":{"purpose":"rebarajado","source":"semilla","order":["1o","Cc","3b"]}}`},
		{ev(5, 1, PhaseDealing, NoSeat, PrivateTo(2), CardsDealt{Seat: 2, Cards: jsonCards(t, "Ro 7c 2e Sb")}),
			`{"seq":5,"round":1,"phase":"DEALING","actor":null,"type":"CardsDealt","visibility":{"kind":"PRIVATE","seats":[2]},"payload":{"seat":2,"cards":["Ro","7c","2e","Sb"]}}`},
		{ev(9, 1, PhaseDealing, NoSeat, Public, CardsDealtPublic{Seat: 2, Count: 4}),
			`{"seq":9,"round":1,"phase":"DEALING","actor":null,"type":"CardsDealtPublic",` + pub + `,"payload":{"seat":2,"count":4}}`},
		{ev(13, 1, PhaseMus, 1, Public, MusRequested{Seat: 1}),
			`{"seq":13,"round":1,"phase":"MUS_DECISION","actor":1,"type":"MusRequested",` + pub + `,"payload":{"seat":1}}`},
		{ev(14, 1, PhaseMus, 3, Public, MusCut{Seat: 3, OutOfTurn: true}),
			`{"seq":14,"round":1,"phase":"MUS_DECISION","actor":3,"type":"MusCut",` + pub + `,"payload":{"seat":3,"out_of_turn":true}}`},
		{ev(15, 1, PhaseDiscard, 0, PrivateTo(0), CardsDiscarded{Seat: 0, Cards: jsonCards(t, "4o 5c")}),
			`{"seq":15,"round":1,"phase":"DISCARD","actor":0,"type":"CardsDiscarded","visibility":{"kind":"PRIVATE","seats":[0]},"payload":{"seat":0,"cards":["4o","5c"]}}`},
		{ev(16, 1, PhaseDiscard, 0, Public, CardsDiscardedPublic{Seat: 0, Count: 2}),
			`{"seq":16,"round":1,"phase":"DISCARD","actor":0,"type":"CardsDiscardedPublic",` + pub + `,"payload":{"seat":0,"count":2}}`},
		{ev(17, 1, PhaseDiscard, NoSeat, Public, DeckReshuffled{Count: 11}),
			`{"seq":17,"round":1,"phase":"DISCARD","actor":null,"type":"DeckReshuffled",` + pub + `,"payload":{"count":11}}`},
		{ev(18, 1, PhaseDiscard, NoSeat, PrivateTo(3), CardsServed{Seat: 3, Cards: jsonCards(t, "Cb")}),
			`{"seq":18,"round":1,"phase":"DISCARD","actor":null,"type":"CardsServed","visibility":{"kind":"PRIVATE","seats":[3]},"payload":{"seat":3,"cards":["Cb"]}}`},
		{ev(19, 1, PhaseDiscard, NoSeat, Public, CardsServedPublic{Seat: 3, Count: 1}),
			`{"seq":19,"round":1,"phase":"DISCARD","actor":null,"type":"CardsServedPublic",` + pub + `,"payload":{"seat":3,"count":1}}`},
		{ev(20, 1, PhasePares, NoSeat, Public, LanceStarted{Lance: Pares, Mano: 1, Participants: []Seat{1, 2, 0}}),
			`{"seq":20,"round":1,"phase":"PARES","actor":null,"type":"LanceStarted",` + pub + `,"payload":{"lance":"PARES","mano":1,"participants":[1,2,0]}}`},
		{ev(21, 1, PhaseParesDeclaration, NoSeat, Public, ParesDeclared{Seat: 1, Has: true}),
			`{"seq":21,"round":1,"phase":"PARES_DECLARATION","actor":null,"type":"ParesDeclared",` + pub + `,"payload":{"seat":1,"has":true}}`},
		{ev(22, 1, PhaseJuegoDeclaration, NoSeat, Public, JuegoDeclared{Seat: 2, Has: false}),
			`{"seq":22,"round":1,"phase":"JUEGO_DECLARATION","actor":null,"type":"JuegoDeclared",` + pub + `,"payload":{"seat":2,"has":false}}`},
		{ev(23, 1, PhaseGrande, 0, Public, Passed{Seat: 0, Lance: Grande}),
			`{"seq":23,"round":1,"phase":"GRANDE","actor":0,"type":"Passed",` + pub + `,"payload":{"seat":0,"lance":"GRANDE"}}`},
		// The example of docs/catalog.md, as written there.
		{ev(12, 1, PhaseGrande, 2, Public, BetPlaced{Seat: 2, Lance: Grande, Amount: 2, Total: 2}),
			`{"seq":12,"round":1,"phase":"GRANDE","actor":2,"type":"BetPlaced","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"seat":2,"lance":"GRANDE","amount":2,"total":2}}`},
		{ev(24, 1, PhaseChica, 3, Public, BetRaised{Seat: 3, Lance: Chica, Amount: 5, Total: 7}),
			`{"seq":24,"round":1,"phase":"CHICA","actor":3,"type":"BetRaised",` + pub + `,"payload":{"seat":3,"lance":"CHICA","amount":5,"total":7}}`},
		{ev(25, 1, PhaseJuego, 1, Public, OrdagoDeclared{Seat: 1, Lance: Juego}),
			`{"seq":25,"round":1,"phase":"JUEGO","actor":1,"type":"OrdagoDeclared",` + pub + `,"payload":{"seat":1,"lance":"JUEGO"}}`},
		{ev(26, 1, PhasePunto, 0, Public, BetAccepted{Seat: 0, Lance: Punto, Total: 7, NoPierdo: false}),
			`{"seq":26,"round":1,"phase":"PUNTO","actor":0,"type":"BetAccepted",` + pub + `,"payload":{"seat":0,"lance":"PUNTO","total":7,"no_pierdo":false}}`},
		{ev(27, 1, PhaseGrande, 1, Public, BetRejected{Seat: 1, Lance: Grande, Final: false}),
			`{"seq":27,"round":1,"phase":"GRANDE","actor":1,"type":"BetRejected",` + pub + `,"payload":{"seat":1,"lance":"GRANDE","final":false}}`},
		{ev(28, 1, PhaseJuego, 0, Public, OrdagoAccepted{Seat: 0, Lance: Juego, NoPierdo: true}),
			`{"seq":28,"round":1,"phase":"JUEGO","actor":0,"type":"OrdagoAccepted",` + pub + `,"payload":{"seat":0,"lance":"JUEGO","no_pierdo":true}}`},
		{ev(29, 1, PhaseScoring, NoSeat, Public, LanceResolved{Lance: Chica, Winner: TeamB, Seat: NoSeat, Reason: "no_quiero"}),
			`{"seq":29,"round":1,"phase":"SCORING","actor":null,"type":"LanceResolved",` + pub + `,"payload":{"lance":"CHICA","winner":"B","seat":null,"reason":"no_quiero"}}`},
		{ev(30, 1, PhaseShowdown, NoSeat, Public, HandsRevealed{Hands: hands}),
			`{"seq":30,"round":1,"phase":"SHOWDOWN","actor":null,"type":"HandsRevealed",` + pub + `,"payload":{"hands":[["Ro","Rc","7o","4o"],["Co","Cc","7e","5o"],["So","1o","4c","5c"],["1c","2o","6c","7c"]]}}`},
		{ev(31, 1, PhaseScoring, NoSeat, Public, PointsAwarded{Team: TeamA, Points: 3, Concept: ConceptPares, Lance: Pares, Seat: 2, Score: [2]int{13, 9}}),
			`{"seq":31,"round":1,"phase":"SCORING","actor":null,"type":"PointsAwarded",` + pub + `,"payload":{"team":"A","points":3,"concept":"pares","lance":"PARES","seat":2,"score":[13,9]}}`},
		{ev(32, 1, PhaseGrande, 3, Public, PointsAwarded{Team: TeamB, Points: 7, Concept: ConceptNoQuerido, Lance: Grande, Seat: NoSeat, Score: [2]int{13, 16}}),
			`{"seq":32,"round":1,"phase":"GRANDE","actor":3,"type":"PointsAwarded",` + pub + `,"payload":{"team":"B","points":7,"concept":"envite_no_querido","lance":"GRANDE","seat":null,"score":[13,16]}}`},
		{ev(33, 1, PhaseScoring, NoSeat, Public, TeamIsIn{Team: TeamB, Score: [2]int{20, 36}}),
			`{"seq":33,"round":1,"phase":"SCORING","actor":null,"type":"TeamIsIn",` + pub + `,"payload":{"team":"B","score":[20,36]}}`},
		{ev(34, 3, PhaseCheckGameEnd, NoSeat, Public, RoundFinished{Round: 3, Score: [2]int{20, 36}}),
			`{"seq":34,"round":3,"phase":"CHECK_GAME_END","actor":null,"type":"RoundFinished",` + pub + `,"payload":{"round":3,"score":[20,36]}}`},
		{ev(35, 3, PhaseCheckGameEnd, NoSeat, Public, GameFinished{Game: 1, Winner: TeamB, Score: [2]int{31, 40}, Reason: "tantos", Games: [2]int{0, 1}}),
			`{"seq":35,"round":3,"phase":"CHECK_GAME_END","actor":null,"type":"GameFinished",` + pub + `,"payload":{"game":1,"winner":"B","score":[31,40],"reason":"tantos","games":[0,1]}}`},
		{ev(36, 9, PhaseCheckGameEnd, NoSeat, Public, MatchFinished{Winner: TeamA, Games: [2]int{2, 1}}),
			`{"seq":36,"round":9,"phase":"CHECK_GAME_END","actor":null,"type":"MatchFinished",` + pub + `,"payload":{"winner":"A","games":[2,1]}}`},
	}
}

func TestJSONEvents(t *testing.T) {
	covered := map[EventKind]bool{}
	for _, tt := range jsonEventCases(t) {
		covered[tt.e.Kind()] = true
		b, err := tt.e.MarshalJSON()
		if err != nil {
			t.Errorf("%s: MarshalJSON: %v", tt.e.Kind(), err)
			continue
		}
		if string(b) != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.e.Kind(), b, tt.want)
		}
		var back Event
		if err := back.UnmarshalJSON([]byte(tt.want)); err != nil {
			t.Errorf("%s: UnmarshalJSON: %v", tt.e.Kind(), err)
			continue
		}
		if !reflect.DeepEqual(back, tt.e) {
			t.Errorf("%s: UnmarshalJSON(%s) = %#v, want %#v", tt.e.Kind(), tt.want, back, tt.e)
		}
		if c, err := Canonical(tt.e); err != nil || string(c) != tt.want {
			t.Errorf("%s: Canonical = %s, %v", tt.e.Kind(), c, err)
		}
	}
	for _, k := range EventKinds() {
		if !covered[k] {
			t.Errorf("event kind %s has no hand-written JSON case", k)
		}
	}
	if _, err := (Event{Seq: 1}).MarshalJSON(); err == nil {
		t.Errorf("an event without payload was encoded")
	}
}

// TestJSONObservation: the order of the observation's fields
// (docs/catalog.md "Observations"), on a value built by hand.
func TestJSONObservation(t *testing.T) {
	o := Observation{
		Viewer: SeatViewer(1), Seat: 1, Partner: 3, Team: TeamB,
		Hand: jsonCards(t, "Ro 3c 7e 1b"), Discards: nil,
		Phase: PhaseGrande, Lance: Grande, LanceMano: 0, Participants: []Seat{0, 1, 2, 3},
		Dealer: 3, Mano: 0, Turn: 1, Game: 1, Round: 2, Score: [2]int{4, 9}, Games: [2]int{0, 0}, Target: 40,
		Pares: [4]Declaration{}, Juego: [4]Declaration{DeclaredYes, DeclaredNo, Undeclared, Undeclared},
		Bet:       &BetView{Lance: Grande, Bettor: 0, Accepted: 0, Total: 2, Ordago: false, Responder: 1},
		History:   []HistoryEntry{{Seat: 0, Type: ActBet, Lance: Grande, Amount: 2, Count: 0}},
		StockSize: -1,
		Legal:     []Template{{Type: ActAccept}, {Type: ActReject}, {Type: ActRaise, Min: 2, Max: 97}, {Type: ActOrdago}},
	}
	want := `{"viewer":{"kind":"seat","seat":1},"seat":1,"partner":3,"team":"B","hand":["Ro","3c","7e","1b"],"discards":null,` +
		`"phase":"GRANDE","lance":"GRANDE","lance_mano":0,"participants":[0,1,2,3],"dealer":3,"mano":0,"turn":1,` +
		`"game":1,"round":2,"score":[4,9],"games":[0,0],"target":40,"pares":[null,null,null,null],"juego":["si","no",null,null],` +
		`"bet":{"lance":"GRANDE","bettor":0,"accepted":0,"total":2,"ordago":false,"responder":1},` +
		`"history":[{"seat":0,"type":"Bet","lance":"GRANDE","amount":2,"count":0}],"revealed":null,"stock_size":-1,` +
		`"legal":[{"type":"Accept"},{"type":"Reject"},{"type":"Raise","min":2,"max":97},{"type":"Ordago"}]}`
	b, err := Canonical(o)
	if err != nil || string(b) != want {
		t.Errorf("Canonical(observation):\n got %s, %v\nwant %s", b, err, want)
	}
}

// jsonWantError checks that decoding fails with an error naming one of
// the given words (the field, or its Spanish name).
func jsonWantError(t *testing.T, what, in string, err error, words ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s %s: decoded without error", what, in)
		return
	}
	for _, w := range words {
		if strings.Contains(err.Error(), w) {
			return
		}
	}
	t.Errorf("%s %s: error %q names none of %q", what, in, err, words)
}

func TestJSONDecodeErrors(t *testing.T) {
	actions := []struct {
		in    string
		words []string
	}{
		{`{"type":"Foo"}`, []string{"Foo"}},
		{`{"type":""}`, []string{`""`, "type", "acción"}},
		{`{}`, []string{"type", "acción"}},
		{`{"type":"Bet"}`, []string{"amount"}},
		{`{"type":"Raise"}`, []string{"amount"}},
		{`{"type":"Bet","amount":2.5}`, []string{"amount"}},
		{`{"type":"Bet","amount":"2"}`, []string{"amount"}},
		{`{"type":"Pass","amount":2}`, []string{"amount"}},
		{`{"type":"Mus","cards":["Ro"]}`, []string{"cards"}},
		{`{"type":"Discard"}`, []string{"cards"}},
		{`{"type":"Pass","extra":1}`, []string{"extra"}},
		{`{"seat":1,"type":"Pass"}`, []string{"seat"}},
		{`{"type":"Discard","cards":["Zz"]}`, []string{"Zz"}},
		{`{"type":"Discard","cards":["ro"]}`, []string{"ro"}},
		{`{"type":"Discard","cards":["Ro","R"]}`, []string{`"R"`}},
		{`{"type":"Discard","cards":[7]}`, []string{"carta", "cards"}},
		{`{"type":"Pass"} {"type":"Mus"}`, []string{"más", "after", "datos"}},
		{`[]`, []string{"acción", "array"}},
		{``, []string{"acción", "EOF"}},
	}
	for _, tt := range actions {
		_, err := UnmarshalAction([]byte(tt.in))
		jsonWantError(t, "UnmarshalAction", tt.in, err, tt.words...)
		if testing.Verbose() && err != nil {
			t.Logf("%s → %v", tt.in, err)
		}
	}
	plays := []struct {
		in    string
		words []string
	}{
		{`{"type":"Pass"}`, []string{"seat"}},
		{`{"seat":4,"type":"Pass"}`, []string{"4"}},
		{`{"seat":-1,"type":"Pass"}`, []string{"-1"}},
		{`{"seat":null,"type":"Pass"}`, []string{"seat"}},
		{`{"seat":"1","type":"Pass"}`, []string{"seat"}},
		{`{"seat":1,"type":"Bet"}`, []string{"amount"}},
		{`{"seat":1,"type":"Bet","amount":2,"x":0}`, []string{`"x"`}},
		{`{"seat":1,"type":"Discard","cards":["Xo"]}`, []string{"Xo"}},
	}
	for _, tt := range plays {
		var p Play
		jsonWantError(t, "Play.UnmarshalJSON", tt.in, p.UnmarshalJSON([]byte(tt.in)), tt.words...)
	}
	head := `"seq":1,"round":1,"phase":"GRANDE","actor":0,`
	vis := `"visibility":{"kind":"PUBLIC","seats":[]}`
	events := []struct {
		in    string
		words []string
	}{
		{`{` + head + `"type":"Foo",` + vis + `,"payload":{}}`, []string{"Foo"}},
		{`{` + head + `"type":"Passed",` + vis + `,"payload":{"seat":0,"lance":"GRANDE","x":1}}`, []string{`"x"`}},
		{`{` + head + `"type":"Passed",` + vis + `,"payload":{"seat":0,"lance":"GRANDE"},"extra":true}`, []string{"extra"}},
		{`{` + head + `"type":"Passed",` + vis + `,"payload":{"seat":9,"lance":"GRANDE"}}`, []string{"9"}},
		{`{"seq":1,"round":1,"phase":"GRANDE","actor":7,"type":"Passed",` + vis + `,"payload":{"seat":0,"lance":"GRANDE"}}`, []string{"7"}},
		{`{` + head + `"type":"Passed",` + vis + `,"payload":{"seat":0,"lance":"TUTE"}}`, []string{"TUTE"}},
		{`{"seq":1,"round":1,"phase":"FOO","actor":0,"type":"Passed",` + vis + `,"payload":{"seat":0,"lance":"GRANDE"}}`, []string{"FOO"}},
		{`{` + head + `"type":"CardsDealt","visibility":{"kind":"PRIVATE","seats":[0]},"payload":{"seat":0,"cards":["Ro","Qq"]}}`, []string{"Qq"}},
		{`{` + head + `"type":"Passed","visibility":{"kind":"SECRET","seats":[]},"payload":{"seat":0,"lance":"GRANDE"}}`, []string{"SECRET"}},
		{`{` + head + `"type":"Passed","visibility":{"kind":"PRIVATE","seats":[5]},"payload":{"seat":0,"lance":"GRANDE"}}`, []string{"asiento", "seats", "5"}},
		{`{` + head + `"type":"PointsAwarded",` + vis + `,"payload":{"team":"C","points":1,"concept":"negada","lance":"GRANDE","seat":null,"score":[1,0]}}`, []string{`"C"`}},
		{`{` + head + `"type":"PointsAwarded",` + vis + `,"payload":{"team":"A","points":1,"concept":"regalo","lance":"GRANDE","seat":null,"score":[1,0]}}`, []string{"regalo"}},
		{`{` + head + `"type":"GameStarted",` + vis + `,"payload":{"game":1,"target":40.5,"games_to_win":1,"deck_mode":"ocho_reyes","score":[0,0]}}`, []string{"target"}},
	}
	for _, tt := range events {
		var e Event
		jsonWantError(t, "Event.UnmarshalJSON", tt.in, e.UnmarshalJSON([]byte(tt.in)), tt.words...)
	}
	templates := []struct {
		in    string
		words []string
	}{
		{`{"type":"Bet","min":2,"max":99,"step":1}`, []string{"step"}},
		{`{"type":"Envido"}`, []string{"Envido"}},
	}
	for _, tt := range templates {
		var tp Template
		jsonWantError(t, "Template.UnmarshalJSON", tt.in, tp.UnmarshalJSON([]byte(tt.in)), tt.words...)
	}
}

// TestJSONFieldNamesAreCaseSensitive: the catalog's field names are the
// only ones accepted ("unknown fields are decoding errors"); a key in
// another case is not the catalog's field. (encoding/json matches keys
// case-insensitively unless the decoder checks them.)
func TestJSONFieldNamesAreCaseSensitive(t *testing.T) {
	for _, in := range []string{`{"Type":"Pass"}`, `{"TYPE":"Bet","amount":2}`, `{"type":"Bet","Amount":2}`, `{"type":"Pass","Type":"Mus"}`} {
		if a, err := UnmarshalAction([]byte(in)); err == nil {
			t.Errorf("UnmarshalAction(%s) = %#v: a key outside the catalog was accepted", in, a)
		}
	}
	var p Play
	if err := p.UnmarshalJSON([]byte(`{"Seat":1,"type":"Pass"}`)); err == nil {
		t.Errorf(`Play.UnmarshalJSON({"Seat":1,…}) = %+v: a key outside the catalog was accepted`, p)
	}
	var e Event
	in := `{"seq":1,"round":1,"phase":"GRANDE","actor":0,"type":"Passed","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"SEAT":0,"lance":"GRANDE"}}`
	if err := e.UnmarshalJSON([]byte(in)); err == nil {
		t.Errorf("Event.UnmarshalJSON with payload key SEAT accepted: %+v", e)
	}
}

// TestJSONEventMissingFields: an event must carry every field of the
// catalog. Decoding one that lacks a field fills in a zero value the
// encoder then writes in a form the decoder refuses (visibility "NONE",
// concept ""), so the log would not round-trip.
func TestJSONEventMissingFields(t *testing.T) {
	tests := []struct {
		in    string
		field string
	}{
		{`{"seq":1,"round":1,"phase":"GRANDE","actor":0,"type":"Passed","payload":{"seat":0,"lance":"GRANDE"}}`, "visibility"},
		{`{"seq":1,"round":1,"phase":"SCORING","actor":null,"type":"PointsAwarded","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"team":"A","points":1,"lance":"GRANDE","seat":null,"score":[1,0]}}`, "concept"},
		{`{"seq":1,"round":1,"phase":"GRANDE","actor":0,"type":"BetPlaced","visibility":{"kind":"PUBLIC","seats":[]},"payload":{}}`, "seat"},
	}
	for _, tt := range tests {
		var e Event
		err := e.UnmarshalJSON([]byte(tt.in))
		jsonWantError(t, "Event.UnmarshalJSON (missing "+tt.field+")", tt.in, err, tt.field)
	}
}
