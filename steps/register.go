package steps

import (
	"context"
	"fmt"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// Initializer returns a godog scenario initializer whose worlds drive
// engines made by newEngine (driver.Reference for the reference engine).
func Initializer(newEngine func() driver.Engine) func(*godog.ScenarioContext) {
	return InitializerWith(newEngine, nil)
}

// InitializerWith is Initializer with a base rules profile that the
// scenarios start from instead of config/rules.default.toml.
func InitializerWith(newEngine func() driver.Engine, base *driver.Rules) func(*godog.ScenarioContext) {
	return InitializerFor(newEngine, Setup{Base: base})
}

// Setup is the rules profile the scenarios of an initializer run under.
type Setup struct {
	// Base is the profile the scenarios start from
	// (config/rules.default.toml when nil).
	Base *driver.Rules
	// Fixed makes Base the only profile: a "la regla" step asking for
	// another value than Base's makes the scenario NO APLICA (a
	// [NotApplicable] error, which is a godog.ErrSkip) instead of changing
	// the rules. "reparte el asiento N" is table setup, not a rule choice,
	// and stays allowed.
	Fixed bool
	// Supports, when not nil, says whether the engine under test accepts
	// a config key at a value (TOML text, a JSON literal too): a "la
	// regla" step asking for a value it does not accept makes the scenario
	// NO APLICA (an [Unsupported] error, a godog.ErrSkip), since the
	// engine does not play that option at all. nil accepts every value.
	Supports func(key, value string) bool
	// Catalog1Articles lets the engine name, for the refusals whose article
	// changed with catalog 2, the article catalog 1 gave them
	// (docs/protocol-erratum.md E12): certification sets it for engines
	// written to catalog 1; the specification of the reference engine
	// never does.
	Catalog1Articles bool
}

// InitializerFor is Initializer with a rules profile, fixed or not.
func InitializerFor(newEngine func() driver.Engine, s Setup) func(*godog.ScenarioContext) {
	return func(sc *godog.ScenarioContext) {
		w := newWorld(newEngine)
		w.base, w.fixed, w.supports, w.catalog1 = s.Base, s.Fixed && s.Base != nil, s.Supports, s.Catalog1Articles
		register(sc, w)
	}
}

// InitializeScenario registers the steps against the reference engine.
func InitializeScenario(sc *godog.ScenarioContext) { Initializer(driver.Reference)(sc) }

// extraSteps are registered after the glossary's core steps; files of this
// package add themed steps to it from init (each listed in docs/pasos.md).
var extraSteps []func(sc *godog.ScenarioContext, w *world)

func register(sc *godog.ScenarioContext, w *world) {
	defer func() {
		for _, f := range extraSteps {
			f(sc, w)
		}
	}()
	var scenario string
	sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
		scenario = p.Name
		for _, t := range p.Tags {
			if strings.HasPrefix(t.Name, "@FEM-") || strings.HasPrefix(t.Name, "@CONVENCION-") {
				w.tags = append(w.tags, strings.TrimPrefix(t.Name, "@"))
			}
		}
		return ctx, nil
	})
	sc.After(func(ctx context.Context, p *godog.Scenario, err error) (context.Context, error) {
		if w.eng != nil {
			w.eng.Close()
		}
		// godog hands the after-scenario hooks the error of the last step
		// only; a scenario skipped earlier would reach them as nil. Hooks
		// registered later (spec.Run's) must see why it does not apply.
		if err == nil && w.skip != nil {
			return ctx, w.skip
		}
		return ctx, nil
	})
	// A failure names the scenario and its articles, then what differed.
	sc.StepContext().After(func(ctx context.Context, st *godog.Step, status godog.StepResultStatus, err error) (context.Context, error) {
		if err != nil && status == godog.StepFailed {
			return ctx, fmt.Errorf("escenario «%s» [%s], paso «%s»", scenario, strings.Join(w.tags, " "), st.Text)
		}
		return ctx, nil
	})

	// Contexto.
	sc.Given(stepRe(`^las reglas por defecto$`), w.reglasPorDefecto)
	sc.Given(stepRe(`^la regla "([a-z0-9_]+)" vale (.+)$`), w.laReglaVale)
	sc.Given(stepRe(`^reparte el asiento ([0-3])$`), w.repartePrimero)
	sc.Given(stepRe(`^la semilla es (\d+)$`), w.laSemillaEs)
	sc.Given(stepRe(`^el marcador empieza en A (-?\d+) - B (-?\d+)$`), w.marcadorEmpieza)
	sc.Given(stepRe(`^las manos son:$`), w.lasManosSon)
	sc.Given(stepRe(`^el mazo sigue con "([^"]*)"$`), w.elMazoSigueCon)
	sc.Given(stepRe(`^en la jugada siguiente reparte el asiento ([0-3]) y las manos son:$`), w.jugadaSiguiente)
	sc.Given(stepRe(`^el siguiente barajado pone arriba "([^"]*)"$`), w.siguienteBarajado)

	// Acciones.
	sc.When(stepRe(`^empieza la partida$`), w.empiezaLaPartida)
	sc.When(stepRe(`^el asiento ([0-3]) da mus$`), w.daMus)
	sc.When(stepRe(`^el asiento ([0-3]) corta el mus$`), w.cortaElMus)
	sc.When(stepRe(`^los cuatro dan mus empezando por el asiento ([0-3])$`), w.cuatroDanMus)
	sc.When(stepRe(`^el asiento ([0-3]) se descarta de "([^"]*)"$`), w.seDescarta)
	sc.When(stepRe(`^el asiento ([0-3]) pasa$`), w.pasa)
	sc.When(stepRe(`^pasan los asientos ([0-3](?:, [0-3])*)$`), w.pasanLosAsientos)
	sc.When(stepRe(`^el asiento ([0-3]) envida$`), w.envida)
	sc.When(stepRe(`^el asiento ([0-3]) envida (\d+)$`), w.envidaN)
	sc.When(stepRe(`^el asiento ([0-3]) sube (\d+)$`), w.sube)
	sc.When(stepRe(`^el asiento ([0-3]) quiere$`), w.quiere)
	sc.When(stepRe(`^el asiento ([0-3]) no quiere$`), w.noQuiere)
	sc.When(stepRe(`^el asiento ([0-3]) echa órdago$`), w.ordago)
	sc.When(stepRe(`^el asiento ([0-3]) dice "quiero y no pierdo"$`), w.noPierdo)
	sc.When(stepRe(`^el asiento (-?\d+) intenta (.+)$`), w.intenta)
	sc.When(stepRe(`^se intenta empezar la partida$`), w.intentaEmpezar)

	// Comprobaciones.
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
