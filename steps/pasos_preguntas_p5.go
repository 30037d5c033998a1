package steps

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// preguntasP5Steps registers the steps of the P5 question scenarios
// (features/preguntas/p5-*.feature; docs/pasos.md, section "Preguntas:
// P5"). They let one Scenario Outline state the outcome of every option of
// the same deal: a total that may be zero, the order of the discards and of
// the serving, and what every viewer sees of the stock. An attempt that one
// option accepts and another refuses uses "la acción se acepta"
// (steps/pasos_preguntas.go).
func preguntasP5Steps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^la pareja (A|B) se apunta en total (\d+) tantos? de (`+wordAlternation(glossary.concepts)+`)(?: en (grande|chica|pares|juego|punto))?$`), w.seApuntaEnTotal)
	sc.Then(stepRe(`^se descartan en orden los asientos ([0-3], [0-3], [0-3], [0-3])$`), w.seDescartanEnOrden)
	sc.Then(stepRe(`^se sirven en orden los asientos ([0-3], [0-3], [0-3], [0-3])$`), w.seSirvenEnOrden)
	sc.Then(stepRe(`^para los cuatro asientos y el espectador el tamaño del mazo (?:es (\d+)|(no es visible))$`), w.tamanoParaTodos)
	sc.Then(stepRe(`^quedan (\d+) cartas en el mazo$`), w.quedanEnElMazo)
}

// seApuntaEnTotal adds up the PointsAwarded of the pair for the concept
// (and lance) not yet checked by another step, and marks them checked. A
// total of 0 means that there is no such award: the step states an award
// that one option of a question pays and another does not.
func (w *world) seApuntaEnTotal(team string, points int, conceptES, lance string) error {
	concept, awards, err := w.conceptAwards(conceptES)
	if err != nil {
		return err
	}
	total := 0
	var seqs []int
	for _, f := range awards {
		if !awardTo(f, team, concept, lance) {
			continue
		}
		n, err := strconv.Atoi(text(f, "points"))
		if err != nil {
			return fmt.Errorf("el apunte de tantos del evento %d no dice cuántos: %q", f.Seq, text(f, "points"))
		}
		total += n
		seqs = append(seqs, f.Seq)
	}
	if total != points {
		return fmt.Errorf("la pareja %s se apunta en total %d tantos de %s (lance %q) en %d apuntes, no %d",
			team, total, concept, lance, len(seqs), points)
	}
	for _, s := range seqs {
		w.consumed[s] = true
	}
	return nil
}

// seatsOf lists, in the order emitted, the seat of every event of the kind.
func seatsOf(fs []driver.Fields, kind string) []string {
	var out []string
	for _, f := range fs {
		if f.Type == kind {
			out = append(out, text(f, "seat"))
		}
	}
	return out
}

// seDescartanEnOrden checks the seats of the last four
// CardsDiscardedPublic events of the scenario, in the order emitted.
func (w *world) seDescartanEnOrden(list string) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	got := seatsOf(fs, "CardsDiscardedPublic")
	if len(got) < 4 {
		return fmt.Errorf("se han descartado %d asientos (%s), no cuatro", len(got), strings.Join(got, ", "))
	}
	if g := strings.Join(got[len(got)-4:], ", "); g != list {
		return fmt.Errorf("se descartan en orden los asientos %s", g)
	}
	return nil
}

// seSirvenEnOrden checks the seats of the CardsServed events of the last
// action (the fourth discard), in the order emitted.
func (w *world) seSirvenEnOrden(list string) error {
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	got := seatsOf(fs, "CardsServed")
	if g := strings.Join(got, ", "); g != list {
		if g == "" {
			g = "(ninguno)"
		}
		return fmt.Errorf("la última acción sirve en orden a los asientos %s", g)
	}
	return nil
}

// tamanoParaTodos checks the stock size in the observation of the four
// seats and the spectator: n for each, or -1 (not visible) for each.
func (w *world) tamanoParaTodos(size, hidden string) error {
	want := -1
	if hidden == "" {
		n, err := strconv.Atoi(size)
		if err != nil {
			return err
		}
		want = n
	}
	viewers := []driver.Viewer{}
	for seat := driver.Seat(0); seat < 4; seat++ {
		viewers = append(viewers, driver.SeatViewer(seat))
	}
	viewers = append(viewers, driver.Spectator())
	for _, v := range viewers {
		o, err := w.observe(v)
		if err != nil {
			return err
		}
		if o.StockSize != want {
			if o.StockSize < 0 {
				return fmt.Errorf("%s no ve el tamaño del mazo", v)
			}
			return fmt.Errorf("%s ve que el mazo tiene %d cartas", v, o.StockSize)
		}
	}
	return nil
}

// quedanEnElMazo checks the number of cards left in the stock as the
// developer view gives it, which holds it whatever stock_size_public says:
// a count of cards that does not depend on what the players may see.
func (w *world) quedanEnElMazo(n int) error {
	o, err := w.observe(driver.Developer())
	if err != nil {
		return err
	}
	if o.StockSize != n {
		return fmt.Errorf("quedan %d cartas en el mazo", o.StockSize)
	}
	return nil
}
