// Package narrate tells a game in Spanish from its events: the deal, the
// mus and the discards, every lance with its bets, the count with the
// reason for every tanto, the four hands at the end of each round and the
// final score, and with señas on the gazes, the ticks and the señas
// (senas.go). It reads events only, so it tells any engine's log: [Write]
// tells every event it is given, [WriteAs] only those a viewer may see.
package narrate

import (
	"fmt"
	"io"
	"strings"

	"github.com/musfem/musfem/engine"
)

var lanceNames = map[engine.Lance]string{
	engine.Grande: "grande", engine.Chica: "chica", engine.Pares: "pares", engine.Juego: "juego", engine.Punto: "punto",
}

var conceptNames = map[engine.Concept]string{
	engine.ConceptNegada:       "negada (no quiero al primer envite)",
	engine.ConceptNoQuerido:    "envite no querido (lo apostado antes de la última subida)",
	engine.ConceptDeje:         "deje",
	engine.ConceptEnvite:       "envite querido",
	engine.ConceptPaso:         "en paso",
	engine.ConceptPares:        "pares",
	engine.ConceptJuego:        "juego",
	engine.ConceptPunto:        "punto",
	engine.ConceptPenalizacion: "penalización (FEM VI.11)",
}

var reasonNames = map[string]string{
	"mejor_jugada": "mejor jugada", "no_quiero": "no quiso el rival", "una_pareja": "solo la tiene esa pareja",
	"ordago": "órdago", "ordago_nulo": "órdago nulo", "tantos": "tantos",
}

// lance returns the lance name, or "?" for an unknown lance (narrate reads
// logs of any engine).
func lance(l engine.Lance) string {
	if n, ok := lanceNames[l]; ok {
		return n
	}
	return "?"
}

func seat(s engine.Seat) string { return fmt.Sprintf("asiento %d", int(s)) }

// says is the line of what a seat says at the table, its words as format
// and args give them: "  asiento 2: paso.".
func says(s engine.Seat, format string, args ...any) string {
	return "  " + seat(s) + ": " + fmt.Sprintf(format, args...)
}

// does is the line of what a seat does: "  asiento 2 corta el mus.".
func does(s engine.Seat, format string, args ...any) string {
	return "  " + seat(s) + " " + fmt.Sprintf(format, args...)
}

func seats(ss []engine.Seat) string {
	var out []string
	for _, s := range ss {
		out = append(out, fmt.Sprint(int(s)))
	}
	return strings.Join(out, ", ")
}

func score(s [2]int) string { return fmt.Sprintf("A %d - B %d", s[0], s[1]) }

// Line returns the Spanish sentence of one event, or "" for events that
// need no line of their own.
func Line(e engine.Event) string {
	switch p := e.Payload.(type) {
	case engine.GameStarted:
		match := ""
		if p.GamesToWin > 1 {
			match = fmt.Sprintf(" (gana la partida quien gane %d juegos)", p.GamesToWin)
		}
		return fmt.Sprintf("=== Juego %d a %d tantos%s · marcador %s ===", p.Game, p.Target, match, score(p.Score))
	case engine.DealerAssigned:
		switch p.Method {
		case "sorteo":
			return fmt.Sprintf("Sorteo (FEM III.1): corta el %s y sale %s: reparte el %s, es mano el %s.", seat(p.Cutter), p.CutCard, seat(p.Dealer), seat(p.Mano))
		case "rotacion":
			return fmt.Sprintf("Sigue la rotación: reparte el %s, es mano el %s.", seat(p.Dealer), seat(p.Mano))
		}
		return fmt.Sprintf("Reparte el %s, es mano el %s.", seat(p.Dealer), seat(p.Mano))
	case engine.RoundStarted:
		return fmt.Sprintf("\n--- Jugada %d · reparte el %s, mano el %s · marcador %s ---", p.Round, seat(p.Dealer), seat(p.Mano), score(p.Score))
	case engine.CardsDealt:
		return fmt.Sprintf("  Cartas del %s: %s", seat(p.Seat), engine.FormatCards(p.Cards))
	case engine.MusRequested:
		return says(p.Seat, "mus.")
	case engine.MusCut:
		if p.OutOfTurn {
			return does(p.Seat, "corta el mus fuera de turno (a falta de tanto).")
		}
		return does(p.Seat, "corta el mus.")
	case engine.CardsDiscarded:
		if len(p.Cards) == 0 {
			return does(p.Seat, "se queda servido: no se descarta de ninguna carta.")
		}
		return does(p.Seat, "se descarta de %s.", engine.FormatCards(p.Cards))
	case engine.DeckReshuffled:
		return fmt.Sprintf("  Se acaba el mazo: se barajan los descartes (%d cartas, FEM III.15).", p.Count)
	case engine.CardsServed:
		if len(p.Cards) == 0 {
			return does(p.Seat, "no recibe ninguna carta.")
		}
		return does(p.Seat, "recibe %s.", engine.FormatCards(p.Cards))
	case engine.ParesDeclared:
		return says(p.Seat, "pares %s.", yesNo(p.Has))
	case engine.JuegoDeclared:
		return says(p.Seat, "juego %s.", yesNo(p.Has))
	case engine.LanceStarted:
		return fmt.Sprintf(" Lance de %s: mano el %s; hablan %s.", lance(p.Lance), seat(p.Mano), seats(p.Participants))
	case engine.Passed:
		return says(p.Seat, "paso.")
	case engine.BetPlaced:
		if p.Amount == 2 {
			return says(p.Seat, "envido.")
		}
		return says(p.Seat, "envido %d.", p.Amount)
	case engine.BetRaised:
		return says(p.Seat, "%d más (van %d).", p.Amount, p.Total)
	case engine.OrdagoDeclared:
		return says(p.Seat, "¡órdago!")
	case engine.BetAccepted:
		return says(p.Seat, "quiero%s (%d).", noPierdo(p.NoPierdo), p.Total)
	case engine.BetRejected:
		if !p.Final {
			return says(p.Seat, "no quiero (habla su compañero).")
		}
		return says(p.Seat, "no quiero.")
	case engine.OrdagoAccepted:
		return says(p.Seat, "quiero%s el órdago.", noPierdo(p.NoPierdo))
	case engine.HandsRevealed:
		var b strings.Builder
		b.WriteString(" Se enseñan las cartas (FEM VII.9):")
		for i, h := range p.Hands {
			fmt.Fprintf(&b, "\n  %s: %s", seat(engine.Seat(i)), engine.FormatCards(h))
		}
		return b.String()
	case engine.LanceResolved:
		who := "la pareja " + p.Winner.String()
		if p.Seat.Valid() {
			who += " (" + seat(p.Seat) + ")"
		}
		name := lance(p.Lance)
		return fmt.Sprintf(" %s: gana %s — %s.", strings.ToUpper(name[:1])+name[1:], who, reasonNames[p.Reason])
	case engine.PointsAwarded:
		what := conceptNames[p.Concept]
		if p.Seat.Valid() {
			what += " del " + seat(p.Seat)
		}
		where := ""
		if n, ok := lanceNames[p.Lance]; ok {
			where = " en " + n
		}
		return fmt.Sprintf("  +%d para la pareja %s por %s%s → %s", p.Points, p.Team, what, where, score(p.Score))
	case engine.TeamIsIn:
		return fmt.Sprintf("  La pareja %s: «estamos dentro» (FEM VII.7).", p.Team)
	case engine.RoundFinished:
		return fmt.Sprintf(" Fin de la jugada %d: %s.", p.Round, score(p.Score))
	case engine.GameFinished:
		return fmt.Sprintf("=== Gana el juego %d la pareja %s por %s: %s (juegos A %d - B %d) ===", p.Game, p.Winner, reasonNames[p.Reason], score(p.Score), p.Games[0], p.Games[1])
	case engine.MatchFinished:
		return fmt.Sprintf("=== Gana la partida la pareja %s: juegos A %d - B %d ===", p.Winner, p.Games[0], p.Games[1])
	case engine.GazeChanged:
		return gazeLine(p)
	case engine.ClockTicked:
		return fmt.Sprintf("  Pasa un instante (reloj %d).", p.Clock)
	case engine.SignalMade:
		return signalMadeLine(p)
	case engine.SignalSeen:
		return signalSeenLine(e, p)
	}
	return ""
}

// noPierdo is what a quiero y no pierdo adds to the quiero.
func noPierdo(b bool) string {
	if b {
		return " y no pierdo"
	}
	return ""
}

func yesNo(b bool) string {
	if b {
		return "sí"
	}
	return "no"
}

// Write tells the events, one line each, skipping those with no line.
func Write(w io.Writer, events []engine.Event) error {
	for _, e := range events {
		if l := Line(e); l != "" {
			if _, err := fmt.Fprintln(w, l); err != nil {
				return err
			}
		}
	}
	return nil
}
