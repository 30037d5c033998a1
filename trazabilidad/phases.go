package trazabilidad

// phaseNames is how the report names the phases of the game for a reader
// of the Reglamento (the JSON keeps the catalog's names).
var phaseNames = map[string]string{
	"NONE":              "antes de empezar",
	"DEALING":           "reparto",
	"MUS_DECISION":      "mus",
	"DISCARD":           "descarte",
	"GRANDE":            "grande",
	"CHICA":             "chica",
	"PARES_DECLARATION": "se declaran los pares",
	"PARES":             "pares",
	"JUEGO_DECLARATION": "se declara el juego",
	"JUEGO":             "juego",
	"PUNTO":             "punto",
	"SHOWDOWN":          "se enseñan las cartas",
	"ORDAGO_SHOWDOWN":   "se enseñan las cartas del órdago",
	"SCORING":           "tanteo",
	"CHECK_GAME_END":    "¿ha ganado alguien?",
	"GAME_OVER":         "fin de la partida",
}

// phaseName is the Spanish name of a phase of the catalog; a phase the
// table does not know keeps its name.
func phaseName(catalog string) string {
	if es, ok := phaseNames[catalog]; ok {
		return es
	}
	return catalog
}
