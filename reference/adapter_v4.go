package reference

// AdapterBehavioursV4 are the behaviours an engine may declare in the
// handshake of protocol 4 (docs/protocol-v4.md): finer than those of
// protocol 3, so that an adapter that only translates the engine's state
// into events does not claim the engine's own hand comparisons and
// scoring, with names for an adapter that sequences the turns or supplies
// the shuffle.
var AdapterBehavioursV4 = []Note{
	{"first_dealer_draw", "el sorteo del primer repartidor (DealerAssigned)"},
	{"team_is_in", "el aviso «estamos dentro» (TeamIsIn)"},
	{"shuffle", "el barajado de cada reparto y del rebarajado de los descartes, con el generador de docs/rng.md"},
	{"turn_sequencing", "a quién le toca hablar en cada momento y el orden de las acciones de un lance"},
	{"event_translation", "la forma de los eventos escritos a partir del estado del motor: su visibilidad, el tanteo que acompaña a cada uno, el comienzo de la partida y el final de cada jugada"},
	{"count_split", "el reparto de la cuenta en eventos PointsAwarded por concepto y asiento, y dónde se para la cuenta (no lo que vale cada concepto)"},
	{"declarations", "el anuncio de las declaraciones de pares y juego (no si cada mano los tiene)"},
	{"error_codes", "los códigos de error de las acciones rechazadas y sus artículos"},
	{"legal_actions", "las plantillas de acciones legales y sus límites"},
	{"observations", "las observaciones de cada asiento y del espectador (no a quién le toca)"},
}

// adapterV4Rules are the rules of the table of aspects, by pattern, that a
// behaviour of protocol 4 covers when protocol 3 has no behaviour of the
// same name and extent: every other rule of an event is the engine's,
// whatever its adapter declares. The rules of the behaviours kept from
// protocol 3 (adapterV4Kept) are those that name them in the table.
var adapterV4Rules = []struct {
	Behaviour string
	Patterns  []string
}{
	{"shuffle", []string{"evento.DeckShuffled.rebarajado", "evento.DeckShuffled"}},
	{"turn_sequencing", []string{"evento.Passed|BetPlaced|BetRaised|BetAccepted",
		"turno.*.MUS_DECISION", "turno.*.DISCARD", "turno.*.*.*.respuesta", "turno.*.PARES|JUEGO", "turno"}},
	{"event_translation", []string{"evento.*.*.score", "evento.*.*.visibility",
		"evento.GameStarted.*.target", "evento.GameStarted.*.deck_mode", "evento.GameStarted.*.games_to_win|game",
		"evento.GameStarted", "evento.RoundFinished", "evento"}},
	{"count_split", []string{"evento.*.*.falta|sobra.fin", "evento.PointsAwarded"}},
	{"declarations", []string{"evento.ParesDeclared|JuegoDeclared"}},
}

// adapterV4Kept are the behaviours of protocol 3 that protocol 4 keeps
// with the same rules (the field adapter of the table), but for the rules
// adapterV4Rules gives to another behaviour.
var adapterV4Kept = []string{"first_dealer_draw", "team_is_in", "error_codes", "legal_actions", "observations"}

// AdapterBehavioursOf returns the behaviours an engine may declare under a
// protocol: none before 3, AdapterBehaviours under 3,
// AdapterBehavioursV4 from 4 on.
func AdapterBehavioursOf(protocol int) []Note {
	switch {
	case protocol < 3:
		return nil
	case protocol == 3:
		return AdapterBehaviours
	}
	return AdapterBehavioursV4
}

// CoveredBy returns the adapter behaviour that covers a rule of the table
// under a protocol ("" for none): under protocol 3 the rule's field
// adapter; from 4 on, the behaviour adapterV4Rules gives its pattern, or
// else its field adapter when protocol 4 keeps that behaviour.
func CoveredBy(protocol int, r AspectRule) string {
	if protocol < 3 {
		return ""
	}
	if protocol == 3 {
		return r.Adapter
	}
	for _, b := range adapterV4Rules {
		for _, p := range b.Patterns {
			if p == r.Pattern {
				return b.Behaviour
			}
		}
	}
	for _, k := range adapterV4Kept {
		if k == r.Adapter {
			return k
		}
	}
	return ""
}

// AdapterV4Patterns returns the patterns adapterV4Rules names, for the
// test that each is a rule of the table.
func AdapterV4Patterns() []string {
	var out []string
	for _, b := range adapterV4Rules {
		out = append(out, b.Patterns...)
	}
	return out
}
