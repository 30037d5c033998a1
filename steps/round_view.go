package steps

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/musfem/musfem/driver"
)

// The check of this file runs after every event the engine gives (the
// start, each action it accepts, each action the árbitro plays): what the
// table sees of the round must be what the round's events said
// (docs/pasos.md). An engine whose observation forgets an órdago given as
// an answer, shows a bet nobody made, a declaration not yet made or
// another mano for the lance would mislead every player that reads only
// the observation.

// publicEntry is one action of a round's public history as the
// observation writes it (docs/protocol.md): each field as JSON text.
type publicEntry struct{ seat, typ, lance, amount, count string }

func (p publicEntry) String() string {
	s := fmt.Sprintf("asiento %s %s", p.seat, p.typ)
	if p.lance != "null" {
		s += " en " + strings.ToLower(strings.Trim(p.lance, `"`))
	}
	if p.amount != "0" {
		s += " " + p.amount
	}
	if p.count != "0" {
		s += " (" + p.count + " cartas)"
	}
	return s
}

// roundSoFar is what the events of the current round say the table sees.
type roundSoFar struct {
	lance   *driver.Fields // the round's last LanceStarted
	history []publicEntry
	bet     *betSeen  // the bet pending, without its responder
	pares   [4]string // each seat's declaration as JSON: null, "si" or "no"
	juego   [4]string
}

// readRound reads the current round's public facts from the events: those
// since its RoundStarted (or all, before the first).
func readRound(fs []driver.Fields) (roundSoFar, error) {
	from := 0
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Type == "RoundStarted" {
			from = i
			break
		}
	}
	r := roundSoFar{pares: [4]string{"null", "null", "null", "null"}, juego: [4]string{"null", "null", "null", "null"}}
	for _, f := range fs[from:] {
		if err := r.read(f); err != nil {
			return r, fmt.Errorf("el evento %s (seq %d): %v", f.Type, f.Seq, err)
		}
	}
	return r, nil
}

// read takes one event into the round.
func (r *roundSoFar) read(f driver.Fields) error {
	seat, lance := text(f, "seat"), text(f, "lance")
	add := func(typ, amount, count string) {
		r.history = append(r.history, publicEntry{seat, typ, lance, amount, count})
	}
	switch f.Type {
	case "MusRequested":
		lance = "null"
		add("Mus", "0", "0")
	case "MusCut":
		lance = "null"
		add("CutMus", "0", "0")
	case "CardsDiscardedPublic":
		lance = "null"
		add("Discard", "0", text(f, "count"))
	case "Passed":
		add("Pass", "0", "0")
	case "BetPlaced", "BetRaised", "OrdagoDeclared":
		b, err := r.pending(f)
		if err != nil {
			return err
		}
		switch f.Type {
		case "BetPlaced":
			add("Bet", text(f, "amount"), "0")
		case "BetRaised":
			add("Raise", text(f, "amount"), "0")
		default:
			add("Ordago", "0", "0")
		}
		r.bet = b
	case "BetRejected":
		add("Reject", "0", "0")
		if text(f, "final") != "false" {
			r.bet = nil
		}
	case "BetAccepted", "OrdagoAccepted":
		typ := "Accept"
		if text(f, "no_pierdo") == "true" {
			typ = "AcceptNoLose"
		}
		add(typ, "0", "0")
		if f.Type == "OrdagoAccepted" {
			r.bet = nil
		}
		// A quiero to an envite closes the bet when the lance moves on
		// (a LanceStarted, the declarations, a LanceResolved follow it at
		// once); a quiero in the singular (quiero_singular =
		// "rectificable", FEM VI.3) leaves it pending for the partner.
	case "LanceStarted":
		r.lance, r.bet = &f, nil
	case "LanceResolved":
		r.bet = nil
	case "ParesDeclared", "JuegoDeclared":
		r.bet = nil
		n, err := seatIndex(seat)
		if err != nil {
			return err
		}
		said := `"no"`
		if text(f, "has") == "true" {
			said = `"si"`
		}
		if f.Type == "ParesDeclared" {
			r.pares[n] = said
		} else {
			r.juego[n] = said
		}
	}
	return nil
}

// pending is the bet a BetPlaced, BetRaised or OrdagoDeclared leaves
// pending: what was accepted before it (0 for the first word of the lance,
// the total so far for a raise or an órdago over an envite) and its total
// (0 for an órdago, which has none). The fields stay JSON text, as the
// events carry them.
func (r *roundSoFar) pending(f driver.Fields) (*betSeen, error) {
	b := &betSeen{lance: text(f, "lance"), bettor: text(f, "seat"), accepted: "0", total: "0", ordago: "false"}
	if r.bet != nil {
		b.accepted = r.bet.total
	}
	if f.Type == "OrdagoDeclared" {
		b.ordago = "true"
	} else if b.total = text(f, "total"); b.total == "" {
		return nil, fmt.Errorf("sin total")
	}
	return b, nil
}

// betSeen is a pending bet, each field as JSON text (docs/protocol.md).
type betSeen struct{ lance, bettor, accepted, total, ordago, responder string }

// betOf reads the pending bet of an observation, nil for none.
func betOf(o driver.Observation) (*betSeen, error) {
	if o.Bet == nil {
		return nil, nil
	}
	raw, err := json.Marshal(o.Bet)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	return &betSeen{string(m["lance"]), string(m["bettor"]), string(m["accepted"]), string(m["total"]), string(m["ordago"]), string(m["responder"])}, nil
}

func seatIndex(s string) (int, error) {
	var n int
	if err := json.Unmarshal([]byte(s), &n); err != nil || n < 0 || n > 3 {
		return 0, fmt.Errorf("asiento %s", s)
	}
	return n, nil
}

// tableSeesTheRound checks that the spectator's observation, written in
// JSON as the protocol carries it, shows the round's public history, the
// bet pending, the mano and the seats that speak in the lance being
// played, and the declarations as the events said them; and that the
// developer, who sees the whole stock, sees as many cards in it as its
// size.
func (w *world) tableSeesTheRound() error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	want, err := readRound(fs)
	if err != nil {
		return err
	}
	o, err := w.eng.Observe(driver.Spectator())
	if err != nil {
		return err
	}
	if _, err := observationJSON(o, "del espectador"); err != nil {
		return err
	}
	if err := seesHistory(o.History, want.history); err != nil {
		return err
	}
	if err := seesBet(o, want.bet); err != nil {
		return err
	}
	if err := seesLance(o, want.lance); err != nil {
		return err
	}
	for seat := 0; seat < 4; seat++ {
		for _, d := range []struct {
			what string
			got  driver.Declaration
			text string
		}{
			{"pares", o.Pares[seat], want.pares[seat]},
			{"juego", o.Juego[seat], want.juego[seat]},
		} {
			got, err := json.Marshal(d.got)
			if err != nil {
				return err
			}
			if string(got) != d.text {
				return fmt.Errorf("la mesa ve la declaración de %s del asiento %d como %s, y en esta jugada %s", d.what, seat, got, declared(d.text))
			}
		}
	}
	dev, err := w.eng.Observe(driver.Developer())
	if err != nil {
		return err
	}
	if _, err := observationJSON(dev, "del desarrollador"); err != nil {
		return err
	}
	if dev.StockSize >= 0 && len(dev.Stock) != dev.StockSize {
		return fmt.Errorf("el desarrollador ve %d cartas en el mazo, que tiene %d", len(dev.Stock), dev.StockSize)
	}
	return nil
}

// declared says in Spanish a declaration written as JSON.
func declared(text string) string {
	switch text {
	case `"si"`:
		return "ha declarado que sí"
	case `"no"`:
		return "ha declarado que no"
	}
	return "no ha declarado todavía"
}

// seesHistory compares the history of an observation with the actions
// of the round's events, oldest first.
func seesHistory(got []driver.HistoryEntry, want []publicEntry) error {
	var seen []publicEntry
	for _, h := range got {
		b, err := json.Marshal(h)
		if err != nil {
			return err
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		seen = append(seen, publicEntry{string(m["seat"]), strings.Trim(string(m["type"]), `"`), string(m["lance"]), string(m["amount"]), string(m["count"])})
	}
	same := len(seen) == len(want)
	for i := 0; same && i < len(want); i++ {
		same = seen[i] == want[i]
	}
	if !same {
		return fmt.Errorf("la mesa ve en el historial de la jugada [%s], y sus eventos dicen [%s]", entries(seen), entries(want))
	}
	return nil
}

func entries(es []publicEntry) string {
	var out []string
	for _, e := range es {
		out = append(out, e.String())
	}
	return strings.Join(out, "; ")
}

// seesBet compares the bet pending in an observation with the one the
// events left, and its responder with the seat that speaks.
func seesBet(o driver.Observation, want *betSeen) error {
	got, err := betOf(o)
	if err != nil {
		return err
	}
	switch {
	case got == nil && want == nil:
		return nil
	case want == nil:
		return fmt.Errorf("la mesa ve pendiente %s, y no hay envite pendiente", got)
	case got == nil:
		return fmt.Errorf("la mesa no ve ningún envite pendiente, y está pendiente %s", want)
	}
	turn, err := json.Marshal(o.Turn)
	if err != nil {
		return err
	}
	w := *want
	w.responder = string(turn)
	if *got != w {
		return fmt.Errorf("la mesa ve pendiente %s, y está pendiente %s", got, &w)
	}
	return nil
}

// String says a pending bet in Spanish.
func (b *betSeen) String() string {
	s := fmt.Sprintf("en %s, del asiento %s, ", strings.ToLower(strings.Trim(b.lance, `"`)), b.bettor)
	if b.ordago == "true" {
		s += "un órdago"
		if b.total != "0" {
			s += " con un total de " + b.total + " (un órdago no lleva total)"
		}
	} else {
		s += "un envite de " + b.total + " en total"
	}
	s += " con " + b.accepted + " ya querido"
	if b.responder != "" && b.responder != "null" {
		s += ", al que responde el asiento " + b.responder
	}
	return s
}

// seesLance checks, while a lance is being played, that the observation
// names the mano and the seats that speak in it as its LanceStarted said.
func seesLance(o driver.Observation, started *driver.Fields) error {
	lance, err := json.Marshal(o.Lance)
	if err != nil {
		return fmt.Errorf("la observación del espectador nombra un lance que no se puede escribir en JSON: %v", err)
	}
	if string(lance) == "null" || started == nil || text(*started, "lance") != string(lance) {
		return nil // no lance, or not the last started: not this check's
	}
	parts, err := json.Marshal(o.Participants)
	if err != nil {
		return err
	}
	mano, err := json.Marshal(o.LanceMano)
	if err != nil {
		return err
	}
	if text(*started, "mano") != string(mano) || text(*started, "participants") != string(parts) {
		return fmt.Errorf("la mesa ve el lance de %s con mano el asiento %s y hablando los asientos %s, pero su comienzo dice mano el asiento %s y %s",
			strings.ToLower(strings.Trim(string(lance), `"`)), mano, parts, text(*started, "mano"), text(*started, "participants"))
	}
	return nil
}
