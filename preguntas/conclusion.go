package preguntas

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// This file writes the conclusion of each question in plain Spanish from
// what was measured: what each option changes in its scenarios, how often
// its situation arises in the random games and how much it changes them
// (with the interval or the spread), and why two options that play the
// same games do. Nothing in it is written by hand for one question: it
// stays true when the engine, the scenarios or the catalog change.

// aspectNames say what a side-by-side difference (Row.Differs) is.
var aspectNames = map[string]string{
	"lances":        "quién gana algún lance",
	"tantos":        "los tantos",
	"marcador":      "el marcador",
	"ganador":       "quién gana la partida",
	"acciones":      "lo que se puede hacer",
	"observaciones": "lo que ven los jugadores",
}

// aspectOrder is the order of the differences in a sentence.
var aspectOrder = []string{"lances", "tantos", "marcador", "ganador", "acciones", "observaciones"}

// SameGames says that some options played the same random games: Same is
// "todo" when every seat received the same cards and made the same plays
// in every game, "resultado" when only the winners, rounds and tantos of
// every game are the same.
type SameGames struct {
	Options []string `json:"options"`
	Same    string   `json:"same"`
}

// sameGames groups the options (by index, errs[i] == nil) whose games are
// the same, first those equal in everything, then those equal in outcome.
func sameGames(names []string, results [][]outcome, errs []error) []SameGames {
	out := []SameGames{}
	for _, level := range []string{"todo", "resultado"} {
		done := make([]bool, len(names))
		for i := range names {
			if done[i] || errs[i] != nil {
				continue
			}
			class := []string{names[i]}
			for j := i + 1; j < len(names); j++ {
				if !done[j] && errs[j] == nil && equalGames(results[i], results[j], level == "todo") {
					class = append(class, names[j])
					done[j] = true
				}
			}
			if len(class) < 2 {
				continue
			}
			if level == "resultado" && inClass(out, class) {
				continue
			}
			out = append(out, SameGames{Options: class, Same: level})
		}
	}
	return out
}

// inClass reports whether every option of class is already in one class.
func inClass(classes []SameGames, class []string) bool {
	for _, c := range classes {
		all := true
		for _, o := range class {
			all = all && slices.Contains(c.Options, o)
		}
		if all {
			return true
		}
	}
	return false
}

// equalGames reports whether two options' games end the same (winner,
// rounds, tantos of every round by concept) and, with plays, whether the
// same cards went to the same seats and the same plays were made.
func equalGames(a, b []outcome, plays bool) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	for g := range a {
		x, y := a[g], b[g]
		if x.ok != y.ok || x.winner != y.winner || x.rounds != y.rounds ||
			!slices.EqualFunc(x.perRound, y.perRound, func(p, q []int) bool { return slices.Equal(p, q) }) {
			return false
		}
		if plays && (x.cards != y.cards || x.plays != y.plays) {
			return false
		}
	}
	return true
}

// quote writes an option's name between «».
func quote(name string) string { return "«" + name + "»" }

// quoteAll quotes names and joins them with "y".
func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quote(n)
	}
	return joinY(q)
}

// shareSentence says a share with its count and its 95 % interval: "el
// 8,2 % de las partidas (165 de 2000; entre el 7,1 y el 9,5 %)".
func shareSentence(s Share) string {
	return fmt.Sprintf("el %s %% de las partidas (%d de %d; entre el %s y el %s %%)", s.Percent, s.Count, s.Total, s.Low, s.High)
}

// conclusion writes the conclusion of a question, one paragraph per
// string. touches names, for each option, what it changes (the titles of
// the conventions of the keys it sets apart from the reference).
func conclusion(q Question, touches map[string][]string) []string {
	var out []string
	ref := q.Reference
	impacts := map[string]OptionImpact{}
	for _, oi := range q.Impact.Options {
		impacts[oi.Option] = oi
	}
	var others []Option
	for _, o := range q.Options {
		if o.Name != ref {
			others = append(others, o)
		}
	}
	out = append(out, lead(q, others, impacts))
	if r, ok := impacts[ref]; ok && r.Rounds.N > 0 {
		out = append(out, fmt.Sprintf("Con %s, la pareja A gana %d de las %d partidas; una partida dura %s jugadas de media (± %s) y en cada jugada se apuntan %s tantos (± %s).",
			quote(ref), r.WinsA, r.Rounds.N, r.Rounds.Mean, r.Rounds.SD, tantoTotal(r).Mean, tantoTotal(r).SD))
	}
	for _, o := range others {
		out = append(out, optionParagraph(q, o, impacts))
	}
	for _, s := range q.SameGames {
		out = append(out, sameParagraph(q, s, touches))
	}
	return out
}

// lead is the first paragraph: the option in force and the option that
// changes the result most, and those that change no winner.
func lead(q Question, others []Option, impacts map[string]OptionImpact) string {
	s := fmt.Sprintf("Hoy musfem juega %s.", quote(q.Reference))
	if q.Impact.Games == 0 || len(impacts) == 0 {
		return s + " No se han jugado partidas aleatorias: lo que sigue sale solo de los escenarios."
	}
	var best *OptionImpact
	var none []string
	for _, o := range others {
		oi, ok := impacts[o.Name]
		if !ok || oi.WinnerChanged == nil || oi.WinnerChanged.Total == 0 {
			continue
		}
		if oi.WinnerChanged.Count == 0 {
			none = append(none, o.Name)
			continue
		}
		if best == nil || oi.WinnerChanged.Count > best.WinnerChanged.Count {
			b := oi
			best = &b
		}
	}
	if best != nil {
		if len(others) == 1 {
			s += fmt.Sprintf(" Con %s gana la otra pareja en %s", quote(best.Option), shareSentence(*best.WinnerChanged))
		} else {
			s += fmt.Sprintf(" La opción que más cambia el resultado es %s: con ella gana la otra pareja en %s", quote(best.Option), shareSentence(*best.WinnerChanged))
		}
		s += "; el intervalo es el del 95 % de confianza."
	}
	if len(none) > 0 {
		s += fmt.Sprintf(" Con %s no cambia el ganador de ninguna de las %d partidas.", quoteAll(none), q.Impact.Games)
	}
	return s
}

// notable is the smallest change of a mean (in hundredths: jugadas per
// game, tantos per round) worth a sentence; a concept that appears or
// disappears (0,00 on one side) is always worth one.
const notable = 5

// optionParagraph says what one option changes: in its scenarios, where
// its rule acts and how much it changes the random games.
func optionParagraph(q Question, o Option, impacts map[string]OptionImpact) string {
	if o.Error != "" {
		return quote(o.Name) + ": no se puede jugar (" + o.Error + ")."
	}
	var sentences []string
	if s := scenarioSentence(q, o.Name); s != "" {
		sentences = append(sentences, s)
	}
	oi, ok := impacts[o.Name]
	if ok && q.Impact.Games > 0 {
		if oi.Detector != "—" && oi.Fires.Total > 0 {
			sentences = append(sentences, fmt.Sprintf("La situación en que actúa su regla («%s») se da en %s.", oi.Detector, shareSentence(oi.Fires)))
		}
		if s := gamesSentence(oi, impacts[q.Reference]); s != "" {
			sentences = append(sentences, s)
		}
		if oi.Errors > 0 {
			sentences = append(sentences, fmt.Sprintf("%d partidas no se pudieron jugar.", oi.Errors))
		}
	}
	if len(sentences) == 0 {
		return quote(o.Name) + ": no hay nada medido que la compare con " + quote(q.Reference) + "."
	}
	return quote(o.Name) + ": " + lowerFirst(strings.Join(sentences, " "))
}

// gamesSentence says how an option changes the random games against the
// reference: the winner (always), the length of a game and the tantos
// per round when they change by a notable amount.
func gamesSentence(oi, ref OptionImpact) string {
	var parts []string
	if w := oi.WinnerChanged; w != nil && w.Total > 0 {
		if w.Count == 0 {
			parts = append(parts, "no cambia el ganador de ninguna partida")
		} else {
			parts = append(parts, "gana la otra pareja en "+shareSentence(*w))
		}
	}
	if d, ok := meanDiff(oi.Rounds, ref.Rounds); ok && abs(d) >= notable {
		parts = append(parts, fmt.Sprintf("una partida dura %s jugadas de media (± %s) en vez de %s (± %s)", oi.Rounds.Mean, oi.Rounds.SD, ref.Rounds.Mean, ref.Rounds.SD))
	}
	t, rt := tantoTotal(oi), tantoTotal(ref)
	if d, ok := meanDiff(t, rt); ok && abs(d) >= notable {
		parts = append(parts, fmt.Sprintf("se apuntan %s tantos por jugada (± %s) en vez de %s (± %s)", t.Mean, t.SD, rt.Mean, rt.SD))
	}
	parts = append(parts, conceptChanges(oi, ref)...)
	if len(parts) == 0 {
		return ""
	}
	return "En las partidas aleatorias, " + joinY(parts) + "."
}

// conceptChanges says the two biggest notable changes of the tantos per
// round by concept: "los envites queridos dan 0,94 tantos por jugada en
// vez de 1,81".
func conceptChanges(oi, ref OptionImpact) []string {
	type change struct {
		i, d int
	}
	var cs []change
	for i, c := range oi.Tantos {
		if c.Concept == "total" || i >= len(ref.Tantos) {
			continue
		}
		d, ok := meanDiff(c.Stat, ref.Tantos[i].Stat)
		if !ok || d == 0 {
			continue
		}
		if abs(d) >= notable || c.Mean == "0,00" || ref.Tantos[i].Mean == "0,00" {
			cs = append(cs, change{i, abs(d)})
		}
	}
	slices.SortStableFunc(cs, func(a, b change) int { return b.d - a.d })
	var out []string
	for k, c := range cs {
		if k == 2 {
			break
		}
		out = append(out, fmt.Sprintf("%s %s %s tantos por jugada en vez de %s", conceptPhrase(oi.Tantos[c.i].Concept),
			conceptVerb(oi.Tantos[c.i].Concept), oi.Tantos[c.i].Mean, ref.Tantos[c.i].Mean))
	}
	return out
}

// meanDiff is the difference of two means in hundredths.
func meanDiff(a, b Stat) (int, bool) {
	x, okX := hundredths(a.Mean)
	y, okY := hundredths(b.Mean)
	return x - y, okX && okY && a.N > 0 && b.N > 0
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// lowerFirst lowers the first letter of a sentence that starts with an
// ASCII capital (the sentences here do).
func lowerFirst(s string) string {
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		return string(s[0]-'A'+'a') + s[1:]
	}
	return s
}

// scenarioSentence says what an option changes in the scenarios that put
// it beside the reference.
func scenarioSentence(q Question, name string) string {
	n, k := 0, 0
	seen := map[string]bool{}
	for _, g := range q.Scenarios {
		if g.Compared != q.Reference || name == q.Reference {
			continue
		}
		for _, r := range g.Rows {
			if r.Option != name {
				continue
			}
			n++
			if len(r.Differs) > 0 {
				k++
			}
			for _, d := range r.Differs {
				seen[d] = true
			}
		}
	}
	if n == 0 {
		return ""
	}
	var aspects []string
	for _, a := range aspectOrder {
		if seen[a] {
			aspects = append(aspects, aspectNames[a])
		}
	}
	where := "En su escenario"
	if n > 1 {
		where = fmt.Sprintf("En sus %d escenarios", n)
		if k < n {
			where = fmt.Sprintf("En %d de sus %d escenarios", k, n)
		}
	}
	if k == 0 {
		if n == 1 {
			return fmt.Sprintf("En su escenario no cambia nada frente a %s.", quote(q.Reference))
		}
		return fmt.Sprintf("En sus %d escenarios no cambia nada frente a %s.", n, quote(q.Reference))
	}
	verb := "cambia"
	if len(aspects) > 1 || strings.HasPrefix(aspects[0], "los ") {
		verb = "cambian"
	}
	return fmt.Sprintf("%s, frente a %s, %s %s.", where, quote(q.Reference), verb, joinY(aspects))
}

// hundredths reads a mean written with two decimals, "1,81", as 181.
func hundredths(s string) (int, bool) {
	n, err := strconv.Atoi(strings.Replace(s, ",", "", 1))
	return n, err == nil && strings.Contains(s, ",")
}

// conceptVerb is the verb of a concept's phrase: "dan" or "da".
func conceptVerb(c string) string {
	switch c {
	case "deje", "juego", "punto":
		return "da"
	}
	return "dan"
}

// conceptPhrase names the tantos of a concept: "los envites queridos".
func conceptPhrase(c string) string {
	switch c {
	case "negada":
		return "las negadas"
	case "envite_no_querido":
		return "los envites no queridos"
	case "deje":
		return "el deje"
	case "envite":
		return "los envites queridos"
	case "paso":
		return "la grande y la chica en paso"
	case "pares":
		return "los pares"
	case "juego":
		return "el juego"
	case "punto":
		return "el punto"
	case "penalizacion":
		return "las penalizaciones"
	}
	return strings.ReplaceAll(c, "_", " ")
}

// sameParagraph explains options that played the same games.
func sameParagraph(q Question, s SameGames, touches map[string][]string) string {
	n := q.Impact.Games
	withRef := slices.Contains(s.Options, q.Reference)
	var others []string
	for _, o := range s.Options {
		if o != q.Reference {
			others = append(others, o)
		}
	}
	if s.Same != "todo" {
		return fmt.Sprintf("%s terminan igual en las %d partidas, una a una (mismo ganador, mismas jugadas, mismos tantos), aunque no siempre con las mismas cartas o las mismas decisiones.",
			quoteAll(s.Options), n)
	}
	what := "cada jugador recibe las mismas cartas y hace las mismas jugadas, así que ganadores, jugadas y tantos coinciden"
	if withRef {
		verb := "da"
		if len(others) > 1 {
			verb = "dan"
		}
		p := fmt.Sprintf("%s %s exactamente las mismas %d partidas que %s, una a una: %s.", quoteAll(others), verb, n, quote(q.Reference), what)
		if onlyObservations(q, others) {
			p += " Sus escenarios muestran por qué: solo cambia lo que ven los jugadores, y ningún bot decide distinto por ello."
		} else {
			p += " Lo que cambia no llega a cambiar ninguna carta ni ninguna decisión de estos bots."
		}
		return p
	}
	p := fmt.Sprintf("%s dan exactamente las mismas %d partidas, una a una: %s.", quoteAll(s.Options), n, what)
	var rules []string
	for _, o := range s.Options {
		for _, t := range touches[o] {
			if !slices.Contains(rules, t) {
				rules = append(rules, t)
			}
		}
	}
	if len(rules) > 1 {
		p += fmt.Sprintf(" Tocan reglas distintas (%s), pero con las dos el mazo da a cada jugador las mismas cartas, y con las mismas cartas estos bots deciden lo mismo.", quoteAll(rules))
	} else {
		p += " Con todas ellas el mazo da a cada jugador las mismas cartas, y con las mismas cartas estos bots deciden lo mismo."
	}
	return p
}

// onlyObservations reports whether, in every scenario that puts one of
// the options beside the reference, only what the players see differs.
func onlyObservations(q Question, options []string) bool {
	any := false
	for _, g := range q.Scenarios {
		if g.Compared != q.Reference {
			continue
		}
		for _, r := range g.Rows {
			if !slices.Contains(options, r.Option) {
				continue
			}
			for _, d := range r.Differs {
				if d != "observaciones" {
					return false
				}
				any = true
			}
		}
	}
	return any
}
