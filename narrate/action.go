package narrate

import (
	"fmt"

	"github.com/musfem/musfem/engine"
)

// Action names an action in Spanish, as a player says it: "mus", "corto
// el mus", "envido 5", "3 más", "quiero", "no quiero", "órdago", "me
// descarto de 1o Rc"… It never returns the catalog's English type names.
func Action(a engine.Action) string {
	switch x := a.(type) {
	case nil:
		return "ninguna acción"
	case engine.Mus:
		return "mus"
	case engine.CutMus:
		return "corto el mus"
	case engine.Discard:
		if len(x.Cards) == 0 {
			return "me quedo servido (sin descartarme)"
		}
		return "me descarto de " + engine.FormatCards(x.Cards)
	case engine.Pass:
		return "paso"
	case engine.Bet:
		if x.Amount == 2 {
			return "envido"
		}
		return fmt.Sprintf("envido %d", x.Amount)
	case engine.Raise:
		return fmt.Sprintf("%d más", x.Amount)
	case engine.Accept:
		return "quiero"
	case engine.AcceptNoLose:
		return "quiero y no pierdo"
	case engine.Reject:
		return "no quiero"
	case engine.Ordago:
		return "órdago"
	case engine.Sena:
		return "seña de " + x.Signal.Spanish()
	case engine.Look:
		if x.Target.Valid() {
			return "miro al " + seat(x.Target)
		}
		return "miro a la mesa"
	case engine.Tick:
		return "dejo pasar un instante"
	}
	return "una acción desconocida"
}

// Play names a play of a log: "asiento 2: quiero".
func Play(p engine.Play) string {
	return seat(p.Seat) + ": «" + Action(p.Action) + "»"
}

// RuleError says in Spanish why the engine refused an action: the article
// or convention it breaks and the reason, without the catalog's English
// type names ("FEM-VI.2: hay un envite pendiente…").
func RuleError(e *engine.RuleError) string {
	art := e.Article
	if art == "" {
		art = e.Code.String()
	}
	return art + ": " + e.Detail
}
