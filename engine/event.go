package engine

import "fmt"

// CatalogVersion is the version of the action and event catalog the
// engine speaks: 2 (docs/catalog-v2.md, frozen), which is version 1
// (docs/catalog.md, frozen) plus señas y miradas. It rises with every new
// or changed type or field; fixtures and saved games record the version
// they are written in, and those of every earlier version must stay
// readable and replay unchanged.
const CatalogVersion = 2

// CatalogVersionFor returns the lowest catalog version that writes every
// game played under r: 1 with signals_enabled = false (nothing of version
// 2 can happen), 2 with señas on. Saved games record it, so that a game
// without señas reads as version 1 (docs/decisions.md D18).
func CatalogVersionFor(r Rules) int {
	if r.SignalsEnabled {
		return 2
	}
	return 1
}

// Event is one immutable fact of a game (docs/catalog.md, «Events»). Seq numbers every
// event of a game from 1; Round counts rounds (jugadas) from 1 across the
// whole match; Actor is the seat whose action caused it, or NoSeat.
type Event struct {
	Seq        int
	Round      int
	Phase      Phase
	Actor      Seat
	Visibility Visibility
	Payload    Payload
}

// Kind returns the kind of the payload.
func (e Event) Kind() EventKind {
	if e.Payload == nil {
		return NoEventKind
	}
	return e.Payload.Kind()
}

// EventKind names an event type; the names are the JSON "type" strings.
type EventKind uint8

// The event kinds of catalog version 1.
const (
	NoEventKind EventKind = iota
	KindGameStarted
	KindDealerAssigned
	KindRoundStarted
	KindDeckShuffled
	KindCardsDealt
	KindCardsDealtPublic
	KindMusRequested
	KindMusCut
	KindCardsDiscarded
	KindCardsDiscardedPublic
	KindDeckReshuffled
	KindCardsServed
	KindCardsServedPublic
	KindLanceStarted
	KindParesDeclared
	KindJuegoDeclared
	KindPassed
	KindBetPlaced
	KindBetRaised
	KindOrdagoDeclared
	KindBetAccepted
	KindBetRejected
	KindOrdagoAccepted
	KindLanceResolved
	KindHandsRevealed
	KindPointsAwarded
	KindTeamIsIn
	KindRoundFinished
	KindGameFinished
	KindMatchFinished
	numEventKinds
)

var kindNames = [numEventKinds]string{
	"", "GameStarted", "DealerAssigned", "RoundStarted", "DeckShuffled", "CardsDealt",
	"CardsDealtPublic", "MusRequested", "MusCut", "CardsDiscarded", "CardsDiscardedPublic",
	"DeckReshuffled", "CardsServed", "CardsServedPublic", "LanceStarted", "ParesDeclared",
	"JuegoDeclared", "Passed", "BetPlaced", "BetRaised", "OrdagoDeclared", "BetAccepted",
	"BetRejected", "OrdagoAccepted", "LanceResolved", "HandsRevealed", "PointsAwarded",
	"TeamIsIn", "RoundFinished", "GameFinished", "MatchFinished",
}

// String returns the JSON type string, e.g. "BetPlaced".
func (k EventKind) String() string {
	if n := draftKindName(k); n != "" {
		return n
	}
	if k >= numEventKinds || k == NoEventKind {
		return fmt.Sprintf("EventKind(%d)", uint8(k))
	}
	return kindNames[k]
}

// ParseEventKind reads the name returned by [EventKind.String].
func ParseEventKind(s string) (EventKind, bool) {
	for k := NoEventKind + 1; k < numEventKinds; k++ {
		if kindNames[k] == s {
			return k, true
		}
	}
	return parseDraftEventKind(s)
}

// EventKinds returns every event kind in order.
func EventKinds() []EventKind {
	out := make([]EventKind, 0, numEventKinds-1)
	for k := NoEventKind + 1; k < numEventKinds; k++ {
		out = append(out, k)
	}
	return out
}

// Payload is the closed set of event payloads, one type per EventKind.
type Payload interface {
	Kind() EventKind
	isPayload()
}

// Concept says why tantos were awarded (PointsAwarded).
type Concept uint8

// The concepts of PointsAwarded.
const (
	NoConcept           Concept = iota
	ConceptNegada               // first bet of a lance refused, on the spot
	ConceptNoQuerido            // refused raise: the bet before it, on the spot
	ConceptDeje                 // +1 on a refused raise in pares, juego, punto
	ConceptEnvite               // accepted bet, at the count
	ConceptPaso                 // grande or chica en paso, at the count
	ConceptPares                // a player's pares, at the count
	ConceptJuego                // a player's juego, at the count
	ConceptPunto                // the punto tanto, at the count
	ConceptPenalizacion         // FEM VI.11 penalty (ordago_postre_penalties)
	numConcepts
)

var conceptNames = [numConcepts]string{
	"", "negada", "envite_no_querido", "deje", "envite", "paso", "pares", "juego", "punto", "penalizacion",
}

// String returns the JSON name, e.g. "negada".
func (c Concept) String() string {
	if c >= numConcepts {
		return fmt.Sprintf("Concept(%d)", uint8(c))
	}
	return conceptNames[c]
}

// ParseConcept reads the name returned by [Concept.String].
func ParseConcept(s string) (Concept, bool) {
	for c := NoConcept + 1; c < numConcepts; c++ {
		if conceptNames[c] == s {
			return c, true
		}
	}
	return NoConcept, false
}

// GameStarted opens a game (a juego to the target) of the match.
type GameStarted struct {
	Game       int    `json:"game"`
	Target     int    `json:"target"`
	GamesToWin int    `json:"games_to_win"`
	DeckMode   string `json:"deck_mode"`
	Score      [2]int `json:"score"`
}

// DealerAssigned says who deals first in a game and how it was decided
// (FEM III.1): "sorteo" (suit of a cut card), "config" or "rotacion".
type DealerAssigned struct {
	Dealer  Seat   `json:"dealer"`
	Mano    Seat   `json:"mano"`
	Method  string `json:"method"`
	Cutter  Seat   `json:"cutter"`
	CutCard Card   `json:"cut_card"`
}

// RoundStarted opens a round (jugada).
type RoundStarted struct {
	Round  int    `json:"round"`
	Dealer Seat   `json:"dealer"`
	Mano   Seat   `json:"mano"`
	Score  [2]int `json:"score"`
}

// DeckShuffled records a shuffle (SYSTEM): the new order, top card first.
// Purpose is "reparto" or "rebarajado"; Source "semilla" or "mazo_preparado".
type DeckShuffled struct {
	Purpose string `json:"purpose"`
	Source  string `json:"source"`
	Order   []Card `json:"order"`
}

// CardsDealt gives a seat its four cards (PRIVATE to that seat).
type CardsDealt struct {
	Seat  Seat   `json:"seat"`
	Cards []Card `json:"cards"`
}

// CardsDealtPublic says how many cards a seat received (PUBLIC).
type CardsDealtPublic struct {
	Seat  Seat `json:"seat"`
	Count int  `json:"count"`
}

// MusRequested records a "mus".
type MusRequested struct {
	Seat Seat `json:"seat"`
}

// MusCut records a cut of the mus; OutOfTurn is set for a cut a falta de
// tanto (FEM IV.7, falta_de_tanto = "corte_libre").
type MusCut struct {
	Seat      Seat `json:"seat"`
	OutOfTurn bool `json:"out_of_turn"`
}

// CardsDiscarded records the cards a seat threw (PRIVATE to that seat).
type CardsDiscarded struct {
	Seat  Seat   `json:"seat"`
	Cards []Card `json:"cards"`
}

// CardsDiscardedPublic records how many cards a seat threw (PUBLIC).
type CardsDiscardedPublic struct {
	Seat  Seat `json:"seat"`
	Count int  `json:"count"`
}

// DeckReshuffled says the discards were shuffled into a new stock
// (FEM III.15); Count is the size of the new stock.
type DeckReshuffled struct {
	Count int `json:"count"`
}

// CardsServed gives a seat its replacement cards (PRIVATE to that seat).
type CardsServed struct {
	Seat  Seat   `json:"seat"`
	Cards []Card `json:"cards"`
}

// CardsServedPublic says how many cards a seat was served (PUBLIC).
type CardsServedPublic struct {
	Seat  Seat `json:"seat"`
	Count int  `json:"count"`
}

// LanceStarted opens the betting of a lance: its mano (the first holder in
// pares and juego, FEM VIII.8) and the seats that may speak.
type LanceStarted struct {
	Lance        Lance  `json:"lance"`
	Mano         Seat   `json:"mano"`
	Participants []Seat `json:"participants"`
}

// ParesDeclared is a seat's public yes/no for pares (FEM VI.17,
// CONVENCION-declaracion-pares-juego).
type ParesDeclared struct {
	Seat Seat `json:"seat"`
	Has  bool `json:"has"`
}

// JuegoDeclared is a seat's public yes/no for juego
// (CONVENCION-declaracion-pares-juego).
type JuegoDeclared struct {
	Seat Seat `json:"seat"`
	Has  bool `json:"has"`
}

// Passed records a "paso".
type Passed struct {
	Seat  Seat  `json:"seat"`
	Lance Lance `json:"lance"`
}

// BetPlaced records the first bet of a lance.
type BetPlaced struct {
	Seat   Seat  `json:"seat"`
	Lance  Lance `json:"lance"`
	Amount int   `json:"amount"`
	Total  int   `json:"total"`
}

// BetRaised records a raise ("N más").
type BetRaised struct {
	Seat   Seat  `json:"seat"`
	Lance  Lance `json:"lance"`
	Amount int   `json:"amount"`
	Total  int   `json:"total"`
}

// OrdagoDeclared records an órdago, as an opening or as an answer.
type OrdagoDeclared struct {
	Seat  Seat  `json:"seat"`
	Lance Lance `json:"lance"`
}

// BetAccepted records a quiero to a bet; NoPierdo marks "quiero y no pierdo".
type BetAccepted struct {
	Seat     Seat  `json:"seat"`
	Lance    Lance `json:"lance"`
	Total    int   `json:"total"`
	NoPierdo bool  `json:"no_pierdo"`
}

// BetRejected records a no quiero; Final is false when the word passes to
// the partner (FEM VI.4).
type BetRejected struct {
	Seat  Seat  `json:"seat"`
	Lance Lance `json:"lance"`
	Final bool  `json:"final"`
}

// OrdagoAccepted records a quiero to an órdago.
type OrdagoAccepted struct {
	Seat     Seat  `json:"seat"`
	Lance    Lance `json:"lance"`
	NoPierdo bool  `json:"no_pierdo"`
}

// LanceResolved says who won a lance and why: "mejor_jugada" (en paso or
// accepted), "no_quiero" (the last bet was refused), "una_pareja" (held by
// one pair only), "ordago" (accepted órdago), "ordago_nulo"
// (FEM VI.11, VI.12, VI.24).
type LanceResolved struct {
	Lance  Lance  `json:"lance"`
	Winner Team   `json:"winner"`
	Seat   Seat   `json:"seat"`
	Reason string `json:"reason"`
}

// HandsRevealed shows the four hands (FEM VII.9, VI.6).
type HandsRevealed struct {
	Hands [4][]Card `json:"hands"`
}

// PointsAwarded records tantos scored; Seat is the player whose jugada is
// paid, or NoSeat; Score is the score after the award.
type PointsAwarded struct {
	Team    Team    `json:"team"`
	Points  int     `json:"points"`
	Concept Concept `json:"concept"`
	Lance   Lance   `json:"lance"`
	Seat    Seat    `json:"seat"`
	Score   [2]int  `json:"score"`
}

// TeamIsIn is "estamos dentro": the pair needs announce_within tantos or
// fewer (FEM VII.7).
type TeamIsIn struct {
	Team  Team   `json:"team"`
	Score [2]int `json:"score"`
}

// RoundFinished closes a round with the score.
type RoundFinished struct {
	Round int    `json:"round"`
	Score [2]int `json:"score"`
}

// GameFinished closes a game: Reason is "tantos" or "ordago".
type GameFinished struct {
	Game   int    `json:"game"`
	Winner Team   `json:"winner"`
	Score  [2]int `json:"score"`
	Reason string `json:"reason"`
	Games  [2]int `json:"games"`
}

// MatchFinished closes a match of games_to_win games (P4).
type MatchFinished struct {
	Winner Team   `json:"winner"`
	Games  [2]int `json:"games"`
}

// Kind implements Payload.
func (GameStarted) Kind() EventKind { return KindGameStarted }

// Kind implements Payload.
func (DealerAssigned) Kind() EventKind { return KindDealerAssigned }

// Kind implements Payload.
func (RoundStarted) Kind() EventKind { return KindRoundStarted }

// Kind implements Payload.
func (DeckShuffled) Kind() EventKind { return KindDeckShuffled }

// Kind implements Payload.
func (CardsDealt) Kind() EventKind { return KindCardsDealt }

// Kind implements Payload.
func (CardsDealtPublic) Kind() EventKind { return KindCardsDealtPublic }

// Kind implements Payload.
func (MusRequested) Kind() EventKind { return KindMusRequested }

// Kind implements Payload.
func (MusCut) Kind() EventKind { return KindMusCut }

// Kind implements Payload.
func (CardsDiscarded) Kind() EventKind { return KindCardsDiscarded }

// Kind implements Payload.
func (CardsDiscardedPublic) Kind() EventKind { return KindCardsDiscardedPublic }

// Kind implements Payload.
func (DeckReshuffled) Kind() EventKind { return KindDeckReshuffled }

// Kind implements Payload.
func (CardsServed) Kind() EventKind { return KindCardsServed }

// Kind implements Payload.
func (CardsServedPublic) Kind() EventKind { return KindCardsServedPublic }

// Kind implements Payload.
func (LanceStarted) Kind() EventKind { return KindLanceStarted }

// Kind implements Payload.
func (ParesDeclared) Kind() EventKind { return KindParesDeclared }

// Kind implements Payload.
func (JuegoDeclared) Kind() EventKind { return KindJuegoDeclared }

// Kind implements Payload.
func (Passed) Kind() EventKind { return KindPassed }

// Kind implements Payload.
func (BetPlaced) Kind() EventKind { return KindBetPlaced }

// Kind implements Payload.
func (BetRaised) Kind() EventKind { return KindBetRaised }

// Kind implements Payload.
func (OrdagoDeclared) Kind() EventKind { return KindOrdagoDeclared }

// Kind implements Payload.
func (BetAccepted) Kind() EventKind { return KindBetAccepted }

// Kind implements Payload.
func (BetRejected) Kind() EventKind { return KindBetRejected }

// Kind implements Payload.
func (OrdagoAccepted) Kind() EventKind { return KindOrdagoAccepted }

// Kind implements Payload.
func (LanceResolved) Kind() EventKind { return KindLanceResolved }

// Kind implements Payload.
func (HandsRevealed) Kind() EventKind { return KindHandsRevealed }

// Kind implements Payload.
func (PointsAwarded) Kind() EventKind { return KindPointsAwarded }

// Kind implements Payload.
func (TeamIsIn) Kind() EventKind { return KindTeamIsIn }

// Kind implements Payload.
func (RoundFinished) Kind() EventKind { return KindRoundFinished }

// Kind implements Payload.
func (GameFinished) Kind() EventKind { return KindGameFinished }

// Kind implements Payload.
func (MatchFinished) Kind() EventKind { return KindMatchFinished }

func (GameStarted) isPayload()          {}
func (DealerAssigned) isPayload()       {}
func (RoundStarted) isPayload()         {}
func (DeckShuffled) isPayload()         {}
func (CardsDealt) isPayload()           {}
func (CardsDealtPublic) isPayload()     {}
func (MusRequested) isPayload()         {}
func (MusCut) isPayload()               {}
func (CardsDiscarded) isPayload()       {}
func (CardsDiscardedPublic) isPayload() {}
func (DeckReshuffled) isPayload()       {}
func (CardsServed) isPayload()          {}
func (CardsServedPublic) isPayload()    {}
func (LanceStarted) isPayload()         {}
func (ParesDeclared) isPayload()        {}
func (JuegoDeclared) isPayload()        {}
func (Passed) isPayload()               {}
func (BetPlaced) isPayload()            {}
func (BetRaised) isPayload()            {}
func (OrdagoDeclared) isPayload()       {}
func (BetAccepted) isPayload()          {}
func (BetRejected) isPayload()          {}
func (OrdagoAccepted) isPayload()       {}
func (LanceResolved) isPayload()        {}
func (HandsRevealed) isPayload()        {}
func (PointsAwarded) isPayload()        {}
func (TeamIsIn) isPayload()             {}
func (RoundFinished) isPayload()        {}
func (GameFinished) isPayload()         {}
func (MatchFinished) isPayload()        {}
