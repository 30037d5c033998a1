package play

import "github.com/musfem/musfem/engine"

// AtMinimum returns the action of a template that needs no cards: the
// action itself when it takes no parameter (Simplest), a bet or a raise of
// the template's minimum; nil for a discard, whose cards are the caller's
// to choose, and for the types Simplest leaves out.
func AtMinimum(t engine.Template) engine.Action {
	switch t.Type {
	case engine.ActBet:
		return engine.Bet{Amount: t.Min}
	case engine.ActRaise:
		return engine.Raise{Amount: t.Min}
	}
	return Simplest(t.Type)
}
