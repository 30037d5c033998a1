package steps

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// senasSteps registers the steps of señas y miradas, FEM VIII.1–VIII.6,
// CONVENCION-senas and CONVENCION-senas-momento (docs/pasos.md, section
// "Señas y miradas"). They build the side actions Signal, Look and Tick
// from their wire form (docs/catalog-v2.md) and read the señas and gazes of
// an observation from its JSON, so that they judge any engine behind the
// driver.
func senasSteps(sc *godog.ScenarioContext, w *world) {
	s := &senasWorld{w: w}
	sc.When(stepRe(`^el asiento ([0-3]) hace la seña de (.+)$`), s.haceLaSena)
	sc.When(stepRe(`^el asiento ([0-3]) mira al asiento ([0-3])$`), s.miraAlAsiento)
	sc.When(stepRe(`^el asiento ([0-3]) mira a la mesa$`), s.miraALaMesa)
	sc.When(stepRe(`^el asiento ([0-3]) deja pasar un instante$`), s.dejaPasar)

	sc.Then(stepRe(`^el asiento ([0-3]) ve la seña de (.+) del asiento ([0-3])$`), s.veLaSena)
	sc.Then(stepRe(`^el asiento ([0-3]) no ve ninguna seña ajena$`), s.noVeNinguna)
	sc.Then(stepRe(`^el asiento ([0-3]) sabe que su seña de (.+) no la vio nadie$`), s.nadieLaVio)
	sc.Then(stepRe(`^el asiento ([0-3]) sabe que su seña de (.+) la (?:vio el asiento|vieron los asientos) ([0-3](?:, [0-3])*)$`), s.laVieron)
	sc.Then(stepRe(`^lo que ve (el espectador|el asiento [0-3]) no cambia con la seña$`), s.noCambia)
	sc.Then(stepRe(`^todos ven que el asiento ([0-3]) mira (al asiento [0-3]|a la mesa)$`), s.todosVenQueMira)
}

// senasWorld is the part of a scenario's world that the señas steps add:
// what every viewer saw just before and just after the last seña made
// with "hace la seña".
type senasWorld struct {
	w             *world
	before, after [5][]byte // seats 0–3 and the spectator
	made          bool
}

// senaNames maps the Spanish name of each seña of FEM VIII.2, as the
// scenarios write it, to its wire name (docs/catalog-v2.md).
var senaNames = []struct{ spanish, wire string }{
	{"dos reyes", "dos_reyes"},
	{"dos ases", "dos_ases"},
	{"pares", "pares"},
	{"medias de reyes", "medias_de_reyes"},
	{"medias de ases", "medias_de_ases"},
	{"medias", "medias"},
	{"duples", "duples"},
	{"juego", "juego"},
	{"treinta y una", "treinta_y_una"},
	{"treinta", "treinta"},
	{"veintinueve", "veintinueve"},
	{"ciego", "ciego"},
	{"cortar el mus", "cortar_el_mus"},
	{"envidar más", "envidar_mas"},
}

// senaWire returns the wire name of a seña written in Spanish.
func senaWire(spanish string) (string, error) {
	for _, n := range senaNames {
		if n.spanish == spanish {
			return n.wire, nil
		}
	}
	var all []string
	for _, n := range senaNames {
		all = append(all, n.spanish)
	}
	return "", fmt.Errorf("seña «%s» desconocida: las de la FEM (VIII.2) son %s; una seña que no es de la FEM se escribe «hacer la seña no oficial \"…\"»",
		spanish, strings.Join(all, ", "))
}

// sideAction decodes a side action from its wire form.
func sideAction(wire string) (driver.Action, error) {
	var p driver.Play
	if err := json.Unmarshal([]byte(`{"seat":0,`+wire+`}`), &p); err != nil {
		return nil, fmt.Errorf("acción %s: %v", wire, err)
	}
	return p.Action, nil
}

// senaAction returns the Signal action of a seña written in Spanish.
func senaAction(spanish string) (driver.Action, error) {
	name, err := senaWire(spanish)
	if err != nil {
		return nil, err
	}
	return sideAction(`"type":"Signal","signal":"` + name + `"`)
}

// lookAction returns the Look action at a seat, or at the table when
// target is "mesa".
func lookAction(target string) (driver.Action, error) {
	if target == "mesa" {
		return sideAction(`"type":"Look","target":null`)
	}
	return sideAction(`"type":"Look","target":` + target)
}

var (
	reIntentaSena         = regexp.MustCompile(`^hacer la seña de (.+)$`)
	reIntentaNoOficial    = regexp.MustCompile(`^hacer la seña no oficial "[^"]+"$`)
	reIntentaMirarAsiento = regexp.MustCompile(`^mirar al asiento (-?\d+)$`)
	reIntentaSenaNumero   = regexp.MustCompile(`^hacer la seña no oficial número (\d+)$`)
)

// numSenas is how many señas the table of FEM VIII.2 has: the reference
// engine's Signal numbers them 1 to 14, 0 being no seña at all.
const numSenas = 14

// senaAttempt reads the "intenta" phrases of señas y miradas: "hacer la
// seña de dos reyes", "hacer la seña no oficial \"rascarse la oreja\"" (a
// Signal that names none of the señas of FEM VIII.2: the wire cannot name
// it, so it is the action with no seña at all), "hacer la seña no oficial
// número 15" (the Signal of that number, outside 1–14: the wire names it
// as it names any seña not of VIII.2), "mirar al asiento 2" (or at a
// number that is no seat, 4 or −2, which the engine must refuse), "mirar a
// la mesa" and "dejar pasar un instante".
func senaAttempt(phrase string) (driver.Action, bool, error) {
	switch {
	case phrase == "mirar a la mesa":
		a, err := lookAction("mesa")
		return a, true, err
	case phrase == "dejar pasar un instante":
		a, err := sideAction(`"type":"Tick"`)
		return a, true, err
	case reIntentaNoOficial.MatchString(phrase):
		return driver.Sena{}, true, nil
	}
	if m := reIntentaSena.FindStringSubmatch(phrase); m != nil {
		a, err := senaAction(m[1])
		return a, true, err
	}
	if m := reIntentaSenaNumero.FindStringSubmatch(phrase); m != nil {
		n, err := strconv.Atoi(m[1])
		if err != nil || n > 255 || (n >= 1 && n <= numSenas) {
			return nil, true, fmt.Errorf("hacer la seña no oficial número %s: es para un número fuera de la tabla de VIII.2 (0 o 15-255); una seña de la tabla se escribe por su nombre", m[1])
		}
		return driver.Sena{Signal: driver.Signal(n)}, true, nil
	}
	if m := reIntentaMirarAsiento.FindStringSubmatch(phrase); m != nil {
		n, err := strconv.Atoi(m[1])
		switch {
		case err != nil || n < -128 || n > 127:
			return nil, true, fmt.Errorf("mirar al asiento %s: se escribe un número de -128 a 127", m[1])
		case n == -1: // the table, in Go
			return nil, true, fmt.Errorf("mirar al asiento %s: para mirar a la mesa se escribe «mirar a la mesa»", m[1])
		case n < 0 || n > 3:
			// No seat of the table: the engine must refuse the mirada
			// (BAD_GAZE); over the protocol it goes as its number
			// (protocol 4, docs/protocol-v4.md).
			return driver.Look{Target: driver.Seat(n)}, true, nil
		}
		a, err := lookAction(m[1])
		return a, true, err
	}
	return nil, false, nil
}

// views returns the JSON of what seats 0–3 and the spectator observe.
func (s *senasWorld) views() ([5][]byte, error) {
	var out [5][]byte
	for i := 0; i < 5; i++ {
		v := driver.Spectator()
		if i < 4 {
			v = driver.SeatViewer(driver.Seat(i))
		}
		o, err := s.w.observe(v)
		if err != nil {
			return out, err
		}
		b, err := json.Marshal(o)
		if err != nil {
			return out, err
		}
		out[i] = b
	}
	return out, nil
}

func (s *senasWorld) haceLaSena(seat int, spanish string) error {
	a, err := senaAction(spanish)
	if err != nil {
		return err
	}
	if err := s.w.start(); err != nil {
		return err
	}
	before, err := s.views()
	if err != nil {
		return err
	}
	if err := s.w.play(seat, a); err != nil {
		return err
	}
	after, err := s.views()
	if err != nil {
		return err
	}
	s.before, s.after, s.made = before, after, true
	return nil
}

func (s *senasWorld) miraAlAsiento(seat, target int) error {
	a, err := lookAction(strconv.Itoa(target))
	if err != nil {
		return err
	}
	return s.w.play(seat, a)
}

func (s *senasWorld) miraALaMesa(seat int) error {
	a, err := lookAction("mesa")
	if err != nil {
		return err
	}
	return s.w.play(seat, a)
}

func (s *senasWorld) dejaPasar(seat int) error {
	a, err := sideAction(`"type":"Tick"`)
	if err != nil {
		return err
	}
	return s.w.play(seat, a)
}

// senaView is a seña in an observation (docs/catalog-v2.md): SeenBy is
// nil for a seña the viewer saw, and the list of who saw it (maybe empty)
// for the viewer's own.
type senaView struct {
	Seat   int    `json:"seat"`
	Signal string `json:"signal"`
	SeenBy *[]int `json:"seen_by"`
}

// gazeView is where a seat looks, in an observation: Target nil is the
// table.
type gazeView struct {
	Seat   int  `json:"seat"`
	Target *int `json:"target"`
	Fixed  bool `json:"fixed"`
}

// senasOf reads the señas and gazes of a viewer's observation.
func (s *senasWorld) senasOf(v driver.Viewer) ([]senaView, []gazeView, error) {
	o, err := s.w.observe(v)
	if err != nil {
		return nil, nil, err
	}
	b, err := json.Marshal(o)
	if err != nil {
		return nil, nil, err
	}
	var x struct {
		Signals []senaView `json:"signals"`
		Gazes   []gazeView `json:"gazes"`
	}
	if err := json.Unmarshal(b, &x); err != nil {
		return nil, nil, fmt.Errorf("la observación no se lee: %v", err)
	}
	return x.Signals, x.Gazes, nil
}

// describe writes the señas of an observation for a failure message.
func describe(ss []senaView) string {
	if len(ss) == 0 {
		return "ninguna seña"
	}
	var out []string
	for _, x := range ss {
		t := fmt.Sprintf("%s del asiento %d", x.Signal, x.Seat)
		if x.SeenBy != nil {
			t += fmt.Sprintf(" (la vieron %v)", *x.SeenBy)
		}
		out = append(out, t)
	}
	return strings.Join(out, "; ")
}

// seenEvents returns the SignalSeen events of the scenario addressed to
// seat, as "signal del asiento N".
func (s *senasWorld) seenEvents(seat int) ([]string, error) {
	fs, err := s.w.allFields()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, f := range fs {
		if f.Type != "SignalSeen" {
			continue
		}
		for _, to := range f.Seats {
			if int(to) == seat {
				out = append(out, fmt.Sprintf("%s del asiento %s", text(f, "signal"), text(f, "seat")))
			}
		}
	}
	return out, nil
}

// senaSeenBy reads the name of a seña (its wire name) and the señas the
// seat sees in its observation.
func (s *senasWorld) senaSeenBy(seat int, spanish string) (string, []senaView, error) {
	name, err := senaWire(spanish)
	if err != nil {
		return "", nil, err
	}
	ss, _, err := s.senasOf(driver.SeatViewer(driver.Seat(seat)))
	return name, ss, err
}

func (s *senasWorld) veLaSena(seat int, spanish string, signaller int) error {
	name, ss, err := s.senaSeenBy(seat, spanish)
	if err != nil {
		return err
	}
	found := false
	for _, x := range ss {
		if x.Seat == signaller && x.Signal == name {
			if x.SeenBy != nil {
				return fmt.Errorf("el asiento %d tiene la seña de %s del asiento %d sabiendo quién la vio (%v): eso solo lo sabe el que la hace", seat, spanish, signaller, *x.SeenBy)
			}
			found = true
		}
	}
	if !found {
		return fmt.Errorf("el asiento %d no ve la seña de %s del asiento %d; su observación tiene: %s", seat, spanish, signaller, describe(ss))
	}
	evs, err := s.seenEvents(seat)
	if err != nil {
		return err
	}
	want := fmt.Sprintf(`"%s" del asiento %d`, name, signaller)
	for _, e := range evs {
		if e == want {
			return nil
		}
	}
	return fmt.Errorf("al asiento %d no le consta, en privado, la seña %s (le constan: %v)", seat, want, evs)
}

func (s *senasWorld) noVeNinguna(seat int) error {
	ss, _, err := s.senasOf(driver.SeatViewer(driver.Seat(seat)))
	if err != nil {
		return err
	}
	var ajenas []senaView
	for _, x := range ss {
		if x.Seat != seat {
			ajenas = append(ajenas, x)
		}
	}
	if len(ajenas) > 0 {
		return fmt.Errorf("el asiento %d ve: %s", seat, describe(ajenas))
	}
	evs, err := s.seenEvents(seat)
	if err != nil {
		return err
	}
	if len(evs) > 0 {
		return fmt.Errorf("al asiento %d le consta %s: %v", seat, nounOf("SignalSeen"), evs)
	}
	return nil
}

// seenBy checks the signaller's own record of its seña: who saw it.
func (s *senasWorld) seenBy(seat int, spanish string, want []int) error {
	name, ss, err := s.senaSeenBy(seat, spanish)
	if err != nil {
		return err
	}
	for _, x := range ss {
		if x.Seat != seat || x.Signal != name {
			continue
		}
		if x.SeenBy == nil {
			return fmt.Errorf("el asiento %d tiene su seña de %s sin seen_by: el que la hace sabe quién la vio", seat, spanish)
		}
		got := *x.SeenBy
		if fmt.Sprint(got) != fmt.Sprint(want) {
			return fmt.Errorf("la seña de %s del asiento %d la vieron %v, no %v", spanish, seat, got, want)
		}
		return nil
	}
	return fmt.Errorf("el asiento %d no tiene su seña de %s; su observación tiene: %s", seat, spanish, describe(ss))
}

func (s *senasWorld) nadieLaVio(seat int, spanish string) error {
	return s.seenBy(seat, spanish, []int{})
}

func (s *senasWorld) laVieron(seat int, spanish, list string) error {
	seats, err := seatList(list)
	if err != nil {
		return err
	}
	return s.seenBy(seat, spanish, seats)
}

func (s *senasWorld) noCambia(who string) error {
	if !s.made {
		return fmt.Errorf("no se ha hecho ninguna seña («el asiento N hace la seña de …»)")
	}
	i := 4
	if who != "el espectador" {
		i, _ = strconv.Atoi(strings.TrimPrefix(who, "el asiento "))
	}
	if !bytes.Equal(s.before[i], s.after[i]) {
		return fmt.Errorf("lo que ve %s cambia con la seña:\nantes:   %s\ndespués: %s", who, s.before[i], s.after[i])
	}
	return nil
}

func (s *senasWorld) todosVenQueMira(seat int, target string) error {
	_, gs, err := s.senasOf(driver.Spectator())
	if err != nil {
		return err
	}
	for _, g := range gs {
		if g.Seat != seat {
			continue
		}
		got := "a la mesa"
		if g.Target != nil {
			got = fmt.Sprintf("al asiento %d", *g.Target)
		}
		if got != target {
			return fmt.Errorf("el espectador ve que el asiento %d mira %s", seat, got)
		}
		return nil
	}
	return fmt.Errorf("el espectador no ve hacia dónde mira el asiento %d (miradas: %d)", seat, len(gs))
}
