package steps

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/musfem/musfem/driver"
)

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

// kinds lists the event types for a failure message.
func kinds(fs []driver.Fields) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Type)
	}
	if len(out) == 0 {
		return "(ninguno)"
	}
	return strings.Join(out, ", ")
}

func (w *world) allFields() ([]driver.Fields, error) {
	if err := w.start(); err != nil {
		return nil, err
	}
	return fieldsOf(w.events)
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

func (w *world) laFaseEs(phase string) error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	if o.Phase.String() != phase {
		return fmt.Errorf("la fase es %s, no %s", o.Phase, phase)
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

func (w *world) seApunta(team string, points int, concept, lance, seat string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	var seen []string
	for _, f := range fs {
		if f.Type != "PointsAwarded" {
			continue
		}
		desc := fmt.Sprintf("%s %s de %s en %s (asiento %s)", text(f, "team"), text(f, "points"), text(f, "concept"), text(f, "lance"), text(f, "seat"))
		if w.consumed[f.Seq] {
			continue
		}
		seen = append(seen, desc)
		if text(f, "team") != `"`+team+`"` || text(f, "points") != strconv.Itoa(points) || text(f, "concept") != `"`+concept+`"` {
			continue
		}
		if lance != "" && text(f, "lance") != upper(lance) {
			continue
		}
		if seat != "" && text(f, "seat") != seat {
			continue
		}
		w.consumed[f.Seq] = true
		return nil
	}
	return fmt.Errorf("no hay un apunte de %d para la pareja %s por %s (lance %q, asiento %q); apuntes sin comprobar: %s",
		points, team, concept, lance, seat, strings.Join(seen, "; "))
}

func (w *world) noHayMasTantos() error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	var left []string
	for _, f := range fs {
		if f.Type == "PointsAwarded" && !w.consumed[f.Seq] {
			left = append(left, fmt.Sprintf("%s %s de %s en %s", text(f, "team"), text(f, "points"), text(f, "concept"), text(f, "lance")))
		}
	}
	if len(left) > 0 {
		return fmt.Errorf("hay tantos que el escenario no esperaba: %s", strings.Join(left, "; "))
	}
	return nil
}

func (w *world) loGana(lance, team, seat, reason string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type != "LanceResolved" || text(f, "lance") != upper(lance) {
			continue
		}
		var diffs []string
		if text(f, "winner") != `"`+team+`"` {
			diffs = append(diffs, "lo gana la pareja "+text(f, "winner"))
		}
		if seat != "" && text(f, "seat") != seat {
			diffs = append(diffs, "con el asiento "+text(f, "seat"))
		}
		if reason != "" && text(f, "reason") != `"`+reason+`"` {
			diffs = append(diffs, "por "+text(f, "reason"))
		}
		if len(diffs) > 0 {
			return fmt.Errorf("el lance de %s %s", lance, strings.Join(diffs, ", "))
		}
		return nil
	}
	return fmt.Errorf("el lance de %s no se ha resuelto", lance)
}

func (w *world) noSeResuelve(lance string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "LanceResolved" && text(f, "lance") == upper(lance) {
			return fmt.Errorf("el lance de %s se ha resuelto para la pareja %s", lance, text(f, "winner"))
		}
	}
	return nil
}

func (w *world) noSeJuega(lance string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "LanceStarted" && text(f, "lance") == upper(lance) {
			return fmt.Errorf("el lance de %s se ha jugado (LanceStarted)", lance)
		}
	}
	return nil
}

func (w *world) empiezaConMano(lance string, mano int, list string) error {
	seats, err := seatList(list)
	if err != nil {
		return err
	}
	want, _ := json.Marshal(seats)
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type != "LanceStarted" || text(f, "lance") != upper(lance) {
			continue
		}
		if text(f, "mano") != strconv.Itoa(mano) || text(f, "participants") != string(want) {
			return fmt.Errorf("el lance de %s empieza con mano el asiento %s y hablan %s", lance, text(f, "mano"), text(f, "participants"))
		}
		return nil
	}
	return fmt.Errorf("el lance de %s no ha empezado", lance)
}

func (w *world) declara(seat int, tiene, what string) error {
	kind := "ParesDeclared"
	if what == "juego" {
		kind = "JuegoDeclared"
	}
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	want := strconv.FormatBool(tiene == "tiene")
	for i := len(fs) - 1; i >= 0; i-- {
		f := fs[i]
		if f.Type == kind && text(f, "seat") == strconv.Itoa(seat) {
			if text(f, "has") != want {
				return fmt.Errorf("el asiento %d declara has=%s en %s", seat, text(f, "has"), what)
			}
			return nil
		}
	}
	return fmt.Errorf("el asiento %d no ha declarado %s", seat, what)
}

var reField = regexp.MustCompile(`(?:^|, )([a-z_]+)=`)

// parseFields reads "seat=2, final=false, cards=["Ro","3c"]".
func parseFields(s string) (map[string]string, []string, error) {
	locs := reField.FindAllStringSubmatchIndex(s, -1)
	if len(locs) == 0 || locs[0][0] != 0 {
		return nil, nil, fmt.Errorf("campos %q: se esperaba campo=valor, …", s)
	}
	out := map[string]string{}
	var order []string
	for i, l := range locs {
		key := s[l[2]:l[3]]
		end := len(s)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		val := strings.TrimSpace(s[l[1]:end])
		var b bytes.Buffer
		if err := json.Compact(&b, []byte(val)); err != nil {
			return nil, nil, fmt.Errorf("campo %s: %q no es JSON", key, val)
		}
		out[key] = b.String()
		order = append(order, key)
	}
	return out, order, nil
}

func (w *world) seEmite(kind string) error { return w.seEmiteCon(kind, "") }

func (w *world) seEmiteCon(kind, fields string) error {
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	var want map[string]string
	var order []string
	if fields != "" {
		want, order, err = parseFields(fields)
		if err != nil {
			return err
		}
	}
	var near []string
	for _, f := range fs {
		if f.Type != kind {
			continue
		}
		ok := true
		var got []string
		for _, k := range order {
			got = append(got, k+"="+text(f, k))
			if text(f, k) != want[k] {
				ok = false
			}
		}
		if ok {
			return nil
		}
		near = append(near, strings.Join(got, ", "))
	}
	if len(near) > 0 {
		return fmt.Errorf("se emite %s pero con %s", kind, strings.Join(near, " | "))
	}
	return fmt.Errorf("no se emite %s; la última acción emite: %s", kind, kinds(fs))
}

func (w *world) noSeEmite(kind string) error {
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == kind {
			return fmt.Errorf("se emite %s (seq %d)", kind, f.Seq)
		}
	}
	return nil
}

func (w *world) eventosEnOrden(list string) error {
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	var want []string
	for _, k := range strings.Split(list, ",") {
		want = append(want, strings.TrimSpace(k))
	}
	if got := kinds(fs); got != strings.Join(want, ", ") {
		return fmt.Errorf("los eventos son: %s", got)
	}
	return nil
}

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
				return fmt.Errorf("el evento %s (seq %d) es %s", kind, f.Seq, f.Visibility)
			}
			found = true
			continue
		}
		if text(f, "seat") != strconv.Itoa(seat) {
			continue
		}
		found = true
		if f.Visibility != "PRIVATE" || len(f.Seats) != 1 || int(f.Seats[0]) != seat {
			return fmt.Errorf("el evento %s del asiento %d es %s para %v", kind, seat, f.Visibility, f.Seats)
		}
	}
	if !found {
		return fmt.Errorf("no hay ningún evento %s", kind)
	}
	return nil
}

func (w *world) esPublicoOSistema(kind, vis string) error { return w.visibilidad(kind, vis, -1) }
func (w *world) esPrivado(kind string, seat int) error    { return w.visibilidad(kind, "PRIVATE", seat) }

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

func (w *world) accionesLegales(seat int, list string) error {
	if err := w.start(); err != nil {
		return err
	}
	ts, err := w.eng.Legal(driver.Seat(seat))
	if err != nil {
		return err
	}
	if got := formatLegal(ts); got != list {
		return fmt.Errorf("las acciones legales del asiento %d son: %s", seat, got)
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
		return fmt.Errorf("el asiento %d puede: %s", seat, formatLegal(ts))
	}
	return nil
}

func (w *world) seRechaza(code, article string) error {
	if w.tried == nil {
		return fmt.Errorf("no hay ninguna acción intentada (\"el asiento N intenta …\")")
	}
	t := w.tried
	if t.err == nil {
		return fmt.Errorf("el motor acepta la acción (emite %d eventos); se esperaba %s por %s", len(t.events), code, article)
	}
	var re *driver.RuleError
	if !errors.As(t.err, &re) {
		return fmt.Errorf("el motor falla sin error de regla: %v", t.err)
	}
	if re.Code != code || re.Article != article {
		return fmt.Errorf("el motor rechaza con %s por %s (%s), no con %s por %s", re.Code, re.Article, re.Detail, code, article)
	}
	if len(t.events) > 0 {
		return fmt.Errorf("la acción rechazada emite %d eventos", len(t.events))
	}
	if d := t.before.diff(t.after); d != "" {
		return fmt.Errorf("la acción rechazada cambia lo que ve %s", d)
	}
	return nil
}

func (w *world) terminaYGana(team, reason string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for i := len(fs) - 1; i >= 0; i-- {
		f := fs[i]
		if f.Type != "GameFinished" {
			continue
		}
		if text(f, "winner") != `"`+team+`"` || text(f, "reason") != `"`+reason+`"` {
			return fmt.Errorf("la partida la gana la pareja %s por %s", text(f, "winner"), text(f, "reason"))
		}
		// The game is won; the partida is over only if it was its last
		// juego (games_to_win): otherwise the next juego is being dealt.
		o, err := w.observe(driver.Spectator())
		if err != nil {
			return err
		}
		if o.Phase.String() != "GAME_OVER" {
			return fmt.Errorf("la pareja %s gana el juego por %s, pero la partida sigue (juegos A %d - B %d, fase %s)", team, reason, o.Games[0], o.Games[1], o.Phase)
		}
		return nil
	}
	return fmt.Errorf("la partida no ha terminado")
}

func (w *world) laPartidaSigue() error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "GameFinished" {
			return fmt.Errorf("la partida ha terminado: gana la pareja %s por %s", text(f, "winner"), text(f, "reason"))
		}
	}
	return nil
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
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "HandsRevealed" {
			return nil
		}
	}
	return fmt.Errorf("no se han enseñado las manos (no hay HandsRevealed)")
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
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for i := len(fs) - 1; i >= 0; i-- {
		f := fs[i]
		if f.Type != "CardsServed" || text(f, "seat") != strconv.Itoa(seat) {
			continue
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
	return fmt.Errorf("el asiento %d no ha recibido cartas", seat)
}

func (w *world) seRebaraja() error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "DeckReshuffled" {
			return nil
		}
	}
	return fmt.Errorf("no se ha rebarajado el descarte")
}

func (w *world) estamosDentro(team string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Type == "TeamIsIn" && text(f, "team") == `"`+team+`"` {
			return nil
		}
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

func (w *world) noEmpieza(code string) error {
	if w.tried == nil {
		return fmt.Errorf("falta \"se intenta empezar la partida\"")
	}
	if w.started {
		return fmt.Errorf("la partida ha empezado; se esperaba %s", code)
	}
	var re *driver.RuleError
	if !errors.As(w.tried.err, &re) || re.Code != code {
		return fmt.Errorf("la partida no empieza, pero por: %v", w.tried.err)
	}
	return nil
}
