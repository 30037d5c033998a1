package steps

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// comprobacionesSteps registers the steps of the checks: whose word it is,
// the phase, the score, the lances, what each viewer sees, the legal
// actions, the refusals and the end of the game (docs/pasos.md, section
// "Comprobaciones").
func comprobacionesSteps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^habla el asiento ([0-3])$`), w.hablaElAsiento)
	sc.Then(stepRe(`^la partida está en (.+)$`), w.laPartidaEstaEn)
	sc.Then(stepRe(`^el marcador es A (\d+) - B (\d+)$`), w.elMarcadorEs)
	sc.Then(stepRe(`^la pareja (A|B) se apunta (\d+) tantos? de (`+wordAlternation(glossary.concepts)+`)(?: en (grande|chica|pares|juego|punto))?(?: por el asiento ([0-3]))?$`), w.seApunta)
	sc.Then(stepRe(`^no hay más tantos$`), w.noHayMasTantos)
	sc.Then(stepRe(`^el lance de (grande|chica|pares|juego|punto) lo gana la pareja (A|B)(?: con el asiento ([0-3]))?(?: (`+wordAlternation(glossary.lanceReasons)+`))?$`), w.loGana)
	sc.Then(stepRe(`^el lance de (grande|chica|pares|juego|punto) no se resuelve$`), w.noSeResuelve)
	sc.Then(stepRe(`^el lance de (grande|chica|pares|juego|punto) no se juega$`), w.noSeJuega)
	sc.Then(stepRe(`^el lance de (grande|chica|pares|juego|punto) empieza con mano el asiento ([0-3]) y hablan los asientos ([0-3](?:, [0-3])*)$`), w.empiezaConMano)
	sc.Then(stepRe(`^el asiento ([0-3]) declara que (tiene|no tiene) (pares|juego)$`), w.declara)
	sc.Then(stepRe(`^consta que (.+)$`), w.consta)
	sc.Then(stepRe(`^(constan?) ((?:el|la|los|las|un|una|sus) .+)$`), w.constaNoun)
	sc.Then(stepRe(`^no (constan?) ((?:el|la|los|las|un|una|sus) .+)$`), w.noConsta)
	sc.Then(stepRe(`^consta, en este orden y nada más: (.+)$`), w.constaEnOrden)
	sc.Then(stepRe(`^todos ven ((?:el|la|los|las|un|una) .+)$`), w.todosVen)
	sc.Then(stepRe(`^nadie en la mesa ve (.+)$`), w.nadieVe)
	sc.Then(stepRe(`^solo el asiento ([0-3]) ve (.+)$`), w.soloVe)
	sc.Then(stepRe(`^las acciones legales del asiento ([0-3]) son: (.+)$`), w.accionesLegales)
	sc.Then(stepRe(`^el asiento ([0-3]) no tiene acciones legales$`), w.sinAccionesLegales)
	sc.Then(stepRe(`^la acción se rechaza porque (.+) \(((?:FEM|CONVENCION)-[A-Za-z0-9.\-]+)\)$`), w.seRechaza)
	sc.Then(stepRe(`^la partida no empieza porque (.+)$`), w.noEmpieza)
	sc.Then(stepRe(`^la partida termina y gana la pareja (A|B) (`+wordAlternation(glossary.gameReasons)+`)$`), w.terminaYGana)
	sc.Then(stepRe(`^la partida sigue$`), w.laPartidaSigue)
	sc.Then(stepRe(`^la pareja (A|B) lleva (\d+) juegos?$`), w.llevaJuegos)
	sc.Then(stepRe(`^se enseñan las cuatro manos$`), w.seEnsenan)
	sc.Then(stepRe(`^no se enseñan las manos$`), w.noSeEnsenan)
	sc.Then(stepRe(`^el asiento ([0-3]) tiene "([^"]*)"$`), w.tiene)
	sc.Then(stepRe(`^el asiento ([0-3]) recibe "([^"]*)"$`), w.recibe)
	sc.Then(stepRe(`^se rebaraja el descarte$`), w.seRebaraja)
	sc.Then(stepRe(`^la pareja (A|B) anuncia "estamos dentro"$`), w.estamosDentro)
	sc.Then(stepRe(`^ningún asiento ve cartas ajenas$`), w.ningunoVeAjenas)
	sc.Then(stepRe(`^el espectador no ve ninguna carta$`), w.espectadorNoVe)
	sc.Then(stepRe(`^ninguna observación contiene el mazo$`), w.ningunaVeElMazo)
	sc.Then(stepRe(`^el tamaño del mazo es (\d+)$`), w.tamanoDelMazo)
	sc.Then(stepRe(`^el tamaño del mazo no es visible$`), w.tamanoNoVisible)
}

// fieldsOf converts events to their wire form.
func fieldsOf(evs []driver.Event) ([]driver.Fields, error) {
	out := make([]driver.Fields, 0, len(evs))
	for _, e := range evs {
		f, err := driver.EventFields(e)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// text returns the canonical JSON text of a payload field.
func text(f driver.Fields, key string) string {
	raw, ok := f.Payload[key]
	if !ok {
		return ""
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}

func upper(lance string) string { return `"` + strings.ToUpper(lance) + `"` }

// typesOf lists the event types of fs.
func typesOf(fs []driver.Fields) []string {
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		out = append(out, f.Type)
	}
	return out
}

func (w *world) allFields() ([]driver.Fields, error) {
	if err := w.start(); err != nil {
		return nil, err
	}
	// A scenario only appends events: each one's fields are worked out
	// once (they were the largest cost of a scenario's checks).
	more, err := fieldsOf(w.events[len(w.fields):])
	if err != nil {
		return nil, err
	}
	w.fields = append(w.fields, more...)
	return slices.Clip(w.fields), nil
}

// firstEvent returns the first event of the scenario of type kind that
// keep accepts (keep nil: any); ok is false when there is none.
func (w *world) firstEvent(kind string, keep func(driver.Fields) bool) (f driver.Fields, ok bool, err error) {
	fs, err := w.allFields()
	if err != nil {
		return driver.Fields{}, false, err
	}
	for _, f := range fs {
		if f.Type == kind && (keep == nil || keep(f)) {
			return f, true, nil
		}
	}
	return driver.Fields{}, false, nil
}

// lastEvent returns the last event of the scenario of type kind that keep
// accepts (keep nil: any); ok is false when there is none.
func (w *world) lastEvent(kind string, keep func(driver.Fields) bool) (f driver.Fields, ok bool, err error) {
	fs, err := w.allFields()
	if err != nil {
		return driver.Fields{}, false, err
	}
	for i := len(fs) - 1; i >= 0; i-- {
		if f := fs[i]; f.Type == kind && (keep == nil || keep(f)) {
			return f, true, nil
		}
	}
	return driver.Fields{}, false, nil
}

// ofLance accepts the events of a lance (grande, chica…).
func ofLance(lance string) func(driver.Fields) bool {
	return func(f driver.Fields) bool { return text(f, "lance") == upper(lance) }
}

// ofSeat accepts the events of a seat.
func ofSeat(seat int) func(driver.Fields) bool {
	return func(f driver.Fields) bool { return text(f, "seat") == strconv.Itoa(seat) }
}

// ofTeam accepts the events of a pair (A or B).
func ofTeam(team string) func(driver.Fields) bool {
	return func(f driver.Fields) bool { return text(f, "team") == `"`+team+`"` }
}

func (w *world) lastFields() ([]driver.Fields, error) {
	if err := w.start(); err != nil {
		return nil, err
	}
	return fieldsOf(w.last)
}

func (w *world) observe(v driver.Viewer) (driver.Observation, error) {
	if err := w.start(); err != nil {
		return driver.Observation{}, err
	}
	return w.eng.Observe(v)
}

func (w *world) hablaElAsiento(seat int) error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if int(o.Turn) != seat {
		return fmt.Errorf("habla el asiento %d, no el %d (fase %s)", o.Turn, seat, o.Phase)
	}
	return nil
}

// laPartidaEstaEn checks the phase, said in Spanish (glossary.phases).
func (w *world) laPartidaEstaEn(es string) error {
	phase, err := wordItem(glossary.phases, "una fase", es)
	if err != nil {
		return err
	}
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if o.Phase.String() != phase {
		return fmt.Errorf("la partida está en %s, no en %s", wordOf(glossary.phases, o.Phase.String()), es)
	}
	return nil
}

func (w *world) elMarcadorEs(a, b int) error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if o.Score != [2]int{a, b} {
		return fmt.Errorf("el marcador es A %d - B %d, no A %d - B %d", o.Score[0], o.Score[1], a, b)
	}
	return nil
}

// uncheckedAwards returns the PointsAwarded events of the scenario that
// no step has checked yet (w.consumed), in the order emitted.
func (w *world) uncheckedAwards() ([]driver.Fields, error) {
	fs, err := w.allFields()
	if err != nil {
		return nil, err
	}
	var out []driver.Fields
	for _, f := range fs {
		if f.Type == "PointsAwarded" && !w.consumed[f.Seq] {
			out = append(out, f)
		}
	}
	return out, nil
}

// conceptAwards returns the catalog word of a concept of tanto said in
// Spanish (conceptES) and the awards no step has checked yet
// (uncheckedAwards): what a step that checks an award of a concept starts
// from.
func (w *world) conceptAwards(conceptES string) (string, []driver.Fields, error) {
	concept, err := wordItem(glossary.concepts, "un concepto de tanto", conceptES)
	if err != nil {
		return "", nil, err
	}
	awards, err := w.uncheckedAwards()
	return concept, awards, err
}

// awardTo reports whether an award is the pair's, of the concept (its
// catalog word) and, unless lance is "", of the lance.
func awardTo(f driver.Fields, team, concept, lance string) bool {
	return text(f, "team") == `"`+team+`"` && text(f, "concept") == `"`+concept+`"` && (lance == "" || text(f, "lance") == upper(lance))
}

// sayAward says an award in Spanish.
func sayAward(f driver.Fields) string {
	return sayEvent(f, "team", "points", "concept", "lance", "seat")
}

func (w *world) seApunta(team string, points int, conceptES, lance, seat string) error {
	concept, awards, err := w.conceptAwards(conceptES)
	if err != nil {
		return err
	}
	var seen []string
	for _, f := range awards {
		seen = append(seen, sayAward(f))
		if !awardTo(f, team, concept, lance) || text(f, "points") != strconv.Itoa(points) || (seat != "" && text(f, "seat") != seat) {
			continue
		}
		w.consumed[f.Seq] = true
		return scoredWhen(f, conceptES)
	}
	return fmt.Errorf("no hay un apunte de %d para la pareja %s de %s (lance %q, asiento %q); apuntes sin comprobar: %s",
		points, team, conceptES, lance, seat, strings.Join(seen, "; "))
}

func (w *world) noHayMasTantos() error {
	awards, err := w.uncheckedAwards()
	if err != nil {
		return err
	}
	var left []string
	for _, f := range awards {
		left = append(left, sayAward(f))
	}
	if len(left) > 0 {
		return fmt.Errorf("hay tantos que el escenario no esperaba: %s", strings.Join(left, "; "))
	}
	return nil
}

func (w *world) loGana(lance, team, seat, reasonES string) error {
	reason := ""
	if reasonES != "" {
		var err error
		if reason, err = wordItem(glossary.lanceReasons, "un motivo de ganar un lance", reasonES); err != nil {
			return err
		}
	}
	f, ok, err := w.firstEvent("LanceResolved", ofLance(lance))
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("el lance de %s no se ha resuelto", lance)
	}
	if text(f, "winner") != `"`+team+`"` || (seat != "" && text(f, "seat") != seat) || (reason != "" && text(f, "reason") != `"`+reason+`"`) {
		return fmt.Errorf("consta que %s", sayEvent(f, "lance", "winner", "seat", "reason"))
	}
	return nil
}

func (w *world) noSeResuelve(lance string) error {
	f, ok, err := w.firstEvent("LanceResolved", ofLance(lance))
	if err != nil || !ok {
		return err
	}
	return fmt.Errorf("el lance de %s se ha resuelto para la pareja %s", lance, text(f, "winner"))
}

func (w *world) noSeJuega(lance string) error {
	_, ok, err := w.firstEvent("LanceStarted", ofLance(lance))
	if err != nil || !ok {
		return err
	}
	return fmt.Errorf("el lance de %s se ha jugado (consta %s)", lance, nounOf("LanceStarted"))
}

func (w *world) empiezaConMano(lance string, mano int, list string) error {
	seats, err := seatList(list)
	if err != nil {
		return err
	}
	want, _ := json.Marshal(seats)
	f, ok, err := w.firstEvent("LanceStarted", ofLance(lance))
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("el lance de %s no ha empezado", lance)
	}
	if text(f, "mano") != strconv.Itoa(mano) || text(f, "participants") != string(want) {
		return fmt.Errorf("el lance de %s empieza con mano el asiento %s y hablan %s", lance, text(f, "mano"), text(f, "participants"))
	}
	return nil
}

// declaredKind is the event kind of the declarations of pares or juego.
func declaredKind(what string) string {
	if what == "juego" {
		return "JuegoDeclared"
	}
	return "ParesDeclared"
}

func (w *world) declara(seat int, tiene, what string) error {
	f, ok, err := w.lastEvent(declaredKind(what), ofSeat(seat))
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("el asiento %d no ha declarado %s", seat, what)
	}
	if text(f, "has") != strconv.FormatBool(tiene == "tiene") {
		return fmt.Errorf("el asiento %d declara lo contrario en %s (has=%s)", seat, what, text(f, "has"))
	}
	return nil
}

// seenBy says in Spanish who sees an event of a visibility.
func seenBy(vis string, seats []driver.Seat) string {
	switch vis {
	case "PUBLIC":
		return "lo ven todos"
	case "SYSTEM":
		return "no lo ve nadie en la mesa"
	case "PRIVATE":
		var out []string
		for _, s := range seats {
			out = append(out, strconv.Itoa(int(s)))
		}
		return "solo lo ve el asiento " + strings.Join(out, ", ")
	}
	return "tiene la visibilidad " + vis
}

// visibilidad checks that every event of the kind has the visibility vis
// (PUBLIC, SYSTEM), or, for PRIVATE, that every one of the seat's is
// private to it; there must be at least one.
func (w *world) visibilidad(kind, vis string, seat int) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	found := false
	for _, f := range fs {
		if f.Type != kind {
			continue
		}
		if vis != "PRIVATE" {
			if f.Visibility != vis {
				return fmt.Errorf("el evento %d (%s) %s", f.Seq, nounOf(kind), seenBy(f.Visibility, f.Seats))
			}
			found = true
			continue
		}
		if text(f, "seat") != strconv.Itoa(seat) {
			continue
		}
		found = true
		if f.Visibility != "PRIVATE" || len(f.Seats) != 1 || int(f.Seats[0]) != seat {
			return fmt.Errorf("el evento %d (%s, del asiento %d) %s", f.Seq, nounOf(kind), seat, seenBy(f.Visibility, f.Seats))
		}
	}
	if !found {
		if seat >= 0 {
			return fmt.Errorf("no consta %s del asiento %d", nounOf(kind), seat)
		}
		return fmt.Errorf("no consta %s", nounOf(kind))
	}
	return nil
}

// formatLegal writes templates as "Accept, Reject, Raise 2-97".
func formatLegal(ts []driver.Template) string {
	var out []string
	for _, t := range ts {
		b, _ := json.Marshal(t)
		var x struct {
			Type     string
			Min, Max *int
		}
		_ = json.Unmarshal(b, &x)
		s := x.Type
		if x.Min != nil && x.Max != nil {
			s += fmt.Sprintf(" %d-%d", *x.Min, *x.Max)
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
}

func (w *world) accionesLegales(seat int, listES string) error {
	list, err := readLegal(listES)
	if err != nil {
		return err
	}
	if err := w.start(); err != nil {
		return err
	}
	ts, err := w.eng.Legal(driver.Seat(seat))
	if err != nil {
		return err
	}
	if got := formatLegal(ts); got != list {
		return fmt.Errorf("las acciones legales del asiento %d son: %s", seat, writeLegal(got))
	}
	return nil
}

func (w *world) sinAccionesLegales(seat int) error {
	if err := w.start(); err != nil {
		return err
	}
	ts, err := w.eng.Legal(driver.Seat(seat))
	if err != nil {
		return err
	}
	if len(ts) > 0 {
		return fmt.Errorf("el asiento %d puede: %s", seat, writeLegal(formatLegal(ts)))
	}
	return nil
}

// codeOf reads the Spanish reason of an error code (glossary.codes).
func codeOf(reason string) (string, error) {
	return wordItem(glossary.codes, "un motivo de rechazo", reason)
}

// refusal writes a RuleError in Spanish, with its article and the engine's
// detail.
func refusal(re *driver.RuleError) string {
	return fmt.Sprintf("porque %s (%s; %s)", wordOf(glossary.codes, re.Code), re.Article, re.Detail)
}

// refusalOf writes an engine's error in Spanish when it is a RuleError,
// as it is otherwise.
func refusalOf(err error) string {
	var re *driver.RuleError
	if errors.As(err, &re) {
		return refusal(re)
	}
	return err.Error()
}

// catalog1Articles are, for the refusals whose article changed with
// catalog 2 (docs/protocol-erratum.md E12), the articles catalog 1 gave
// them. The code is what the protocol compares; an engine written to
// catalog 1 may still name these.
var catalog1Articles = map[string][]string{
	"SIGNAL_TIMING":   {"FEM-VIII.3"},
	"SIGNAL_REPEATED": {"FEM-VIII.3"},
	"SIGNAL_FALSE":    {"FEM-VIII.4", "FEM-VIII.6"},
	"NOT_YOUR_TURN":   {"FEM-VII.2"},
}

// catalog1Article reports whether the refusal re names the article
// catalog 1 gave its code (E12) and the run accepts it (Setup's
// Catalog1Articles, set by certification only): the specification of the
// reference engine holds it to catalog 2's.
func (w *world) catalog1Article(re *driver.RuleError) bool {
	return w.catalog1 && slices.Contains(catalog1Articles[re.Code], re.Article)
}

func (w *world) seRechaza(reason, article string) error {
	code, err := codeOf(reason)
	if err != nil {
		return err
	}
	if w.tried == nil {
		return fmt.Errorf("no hay ninguna acción intentada (\"el asiento N intenta …\")")
	}
	t := w.tried
	if t.err == nil {
		return fmt.Errorf("el motor acepta la acción (emite %d eventos); se esperaba que la rechazara porque %s (%s)", len(t.events), reason, article)
	}
	var re *driver.RuleError
	if !errors.As(t.err, &re) {
		return fmt.Errorf("el motor falla sin error de regla: %v", t.err)
	}
	if re.Code != code || (re.Article != article && !w.catalog1Article(re)) {
		return fmt.Errorf("el motor la rechaza %s, no porque %s (%s)", refusal(re), reason, article)
	}
	if len(t.events) > 0 {
		return fmt.Errorf("la acción rechazada emite %d eventos", len(t.events))
	}
	if d := t.before.diff(t.after); d != "" {
		return fmt.Errorf("la acción rechazada cambia lo que ve %s", d)
	}
	return nil
}

func (w *world) terminaYGana(team, reasonES string) error {
	reason, err := wordItem(glossary.gameReasons, "un motivo de ganar un juego", reasonES)
	if err != nil {
		return err
	}
	f, ok, err := w.lastEvent("GameFinished", nil)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("la partida no ha terminado")
	}
	if text(f, "winner") != `"`+team+`"` || text(f, "reason") != `"`+reason+`"` {
		return fmt.Errorf("el juego lo gana la pareja %s", gameWon(f))
	}
	// The game is won; the partida is over only if it was its last
	// juego (games_to_win): otherwise the next juego is being dealt.
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if o.Phase.String() != "GAME_OVER" {
		return fmt.Errorf("la pareja %s gana el juego %s, pero la partida sigue (juegos A %d - B %d; la partida está en %s)", team, reasonES, o.Games[0], o.Games[1], wordOf(glossary.phases, o.Phase.String()))
	}
	return nil
}

// gameWon says who won the game of a GameFinished event and how: "A a
// los puntos".
func gameWon(f driver.Fields) string {
	return strings.Trim(text(f, "winner"), `"`) + " " + wordOf(glossary.gameReasons, strings.Trim(text(f, "reason"), `"`))
}

func (w *world) laPartidaSigue() error {
	f, ok, err := w.firstEvent("GameFinished", nil)
	if err != nil || !ok {
		return err
	}
	return fmt.Errorf("ha terminado un juego: lo gana la pareja %s", gameWon(f))
}

func (w *world) llevaJuegos(team string, n int) error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	i := 0
	if team == "B" {
		i = 1
	}
	if o.Games[i] != n {
		return fmt.Errorf("la pareja %s lleva %d juegos", team, o.Games[i])
	}
	return nil
}

func (w *world) seEnsenan() error {
	_, ok, err := w.firstEvent("HandsRevealed", nil)
	if err != nil || ok {
		return err
	}
	return fmt.Errorf("no se han enseñado las manos (no constan %s)", nounOf("HandsRevealed"))
}

func (w *world) noSeEnsenan() error {
	if err := w.seEnsenan(); err == nil {
		return fmt.Errorf("se han enseñado las manos")
	}
	return nil
}

func sameCards(a, b []driver.Card) bool {
	if len(a) != len(b) {
		return false
	}
	var count [40]int
	for _, c := range a {
		if c.Valid() {
			count[c]++
		}
	}
	for _, c := range b {
		if !c.Valid() {
			return false
		}
		count[c]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

func (w *world) tiene(seat int, cards string) error {
	want, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	o, err := w.observe(driver.SeatViewer(driver.Seat(seat)))
	if err != nil {
		return err
	}
	if !sameCards(o.Hand, want) {
		return fmt.Errorf("el asiento %d tiene %q", seat, driver.FormatCards(o.Hand))
	}
	return nil
}

func (w *world) recibe(seat int, cards string) error {
	want, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	f, ok, err := w.lastEvent("CardsServed", ofSeat(seat))
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("el asiento %d no ha recibido cartas", seat)
	}
	var got []driver.Card
	if err := json.Unmarshal(f.Payload["cards"], &got); err != nil {
		return err
	}
	if !sameCards(got, want) {
		return fmt.Errorf("el asiento %d recibe %q", seat, driver.FormatCards(got))
	}
	return nil
}

func (w *world) seRebaraja() error {
	_, ok, err := w.firstEvent("DeckReshuffled", nil)
	if err != nil || ok {
		return err
	}
	return fmt.Errorf("no se ha rebarajado el descarte")
}

func (w *world) estamosDentro(team string) error {
	_, ok, err := w.firstEvent("TeamIsIn", ofTeam(team))
	if err != nil || ok {
		return err
	}
	return fmt.Errorf("la pareja %s no ha anunciado \"estamos dentro\"", team)
}

func (w *world) ningunoVeAjenas() error {
	dev, err := w.observe(driver.Developer())
	if err != nil {
		return err
	}
	for seat := driver.Seat(0); seat < 4; seat++ {
		o, err := w.observe(driver.SeatViewer(seat))
		if err != nil {
			return err
		}
		if o.Hands != nil || o.Stock != nil {
			return fmt.Errorf("el asiento %d ve las manos o el mazo", seat)
		}
		if !sameCards(o.Hand, dev.Hands[seat]) {
			return fmt.Errorf("el asiento %d ve %q como su mano, pero tiene %q", seat, driver.FormatCards(o.Hand), driver.FormatCards(dev.Hands[seat]))
		}
		if o.Revealed != nil && dev.Revealed == nil {
			return fmt.Errorf("el asiento %d ve manos enseñadas que nadie ha enseñado", seat)
		}
	}
	return nil
}

func (w *world) espectadorNoVe() error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if len(o.Hand) > 0 || len(o.Discards) > 0 || o.Hands != nil || o.Stock != nil || o.Revealed != nil {
		return fmt.Errorf("el espectador ve cartas: mano %q, descartes %q, enseñadas %v", driver.FormatCards(o.Hand), driver.FormatCards(o.Discards), o.Revealed != nil)
	}
	return nil
}

func (w *world) ningunaVeElMazo() error {
	viewers := []driver.Viewer{driver.Spectator()}
	for seat := driver.Seat(0); seat < 4; seat++ {
		viewers = append(viewers, driver.SeatViewer(seat))
	}
	for _, v := range viewers {
		o, err := w.observe(v)
		if err != nil {
			return err
		}
		if o.Stock != nil || o.Hands != nil {
			return fmt.Errorf("%s ve el mazo o las manos", v)
		}
	}
	return nil
}

func (w *world) tamanoDelMazo(n int) error {
	o, err := w.observe(driver.SeatViewer(0))
	if err != nil {
		return err
	}
	if o.StockSize != n {
		return fmt.Errorf("el tamaño del mazo es %d", o.StockSize)
	}
	return nil
}

func (w *world) tamanoNoVisible() error {
	for seat := driver.Seat(0); seat < 4; seat++ {
		o, err := w.observe(driver.SeatViewer(seat))
		if err != nil {
			return err
		}
		if o.StockSize != -1 {
			return fmt.Errorf("el asiento %d ve el tamaño del mazo (%d)", seat, o.StockSize)
		}
	}
	return nil
}

func (w *world) noEmpieza(reason string) error {
	code, err := codeOf(reason)
	if err != nil {
		return err
	}
	if w.tried == nil {
		return fmt.Errorf("falta \"se intenta empezar la partida\"")
	}
	if w.started {
		return fmt.Errorf("la partida ha empezado; se esperaba que no empezara porque %s", reason)
	}
	var re *driver.RuleError
	if !errors.As(w.tried.err, &re) || re.Code != code {
		return fmt.Errorf("la partida no empieza, pero %s", refusalOf(w.tried.err))
	}
	return nil
}

// countedAtTheEnd are the concepts of a tanto counted in the tanteo, at the
// end of the jugada (FEM VII.2): accepted envites, the paso, pares, juego
// and punto. The others (a negada, an envite no querido, a deje, a
// penalización) are scored on the spot, in the lance.
var countedAtTheEnd = map[string]bool{"envite": true, "paso": true, "pares": true, "juego": true, "punto": true}

// scoredWhen checks that a PointsAwarded was scored when FEM VII.2 says:
// in the tanteo (phase SCORING) or on the spot.
func scoredWhen(f driver.Fields, conceptES string) error {
	tanteo := f.Phase == "SCORING"
	if countedAtTheEnd[strings.Trim(text(f, "concept"), `"`)] == tanteo {
		return nil
	}
	when := wordOf(glossary.phases, f.Phase)
	if tanteo {
		return fmt.Errorf("los tantos de %s se apuntan en %s, y se apuntan en el momento, durante el lance (FEM-VII.2)", conceptES, when)
	}
	return fmt.Errorf("los tantos de %s se apuntan en %s, y se apuntan en el tanteo, al final de la jugada (FEM-VII.2)", conceptES, when)
}
