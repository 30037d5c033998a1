package trazabilidad

import (
	"fmt"
	"io"
	"time"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

// DefaultRandomGames is how many random matches the report plays to see
// which phase transitions random play reaches.
const DefaultRandomGames = 600

// Options configure Generate.
type Options struct {
	Catalog   *reference.Catalog
	Rules     driver.Rules
	Profile   string
	Selector  string
	JUnit     string
	Cucumber  string
	Games     int
	Date      bool
	Progress  io.Writer
	NewEngine func() driver.Engine
	// Fixed runs the specification under Rules alone (a profile file of
	// config/perfiles/, say): a scenario asking for another value is NO
	// APLICA. Description is the profile's description line.
	Fixed       bool
	Description string
	// Mutants is the mutation testing report (LoadMutants), nil when
	// there is none.
	Mutants *Mutants
}

// Files is a rendered report: its JSON, and the pages rendered from it.
type Files = reportfile.Files[*Report]

// Generate runs the specification, plays the random games and renders
// the three files.
func Generate(o Options) (*Files, error) {
	scenarios, err := escenarios.Run(escenarios.Options{Selector: o.Selector, NewEngine: o.NewEngine, JUnit: o.JUnit, Cucumber: o.Cucumber,
		Progress: o.Progress, Base: &o.Rules, Fixed: o.Fixed})
	if err != nil {
		return nil, err
	}
	in := Input{Catalog: o.Catalog, Scenarios: scenarios, Rules: o.Rules, ProfileName: o.Profile,
		Engine: "musfem-referencia", Selector: o.Selector, RandomGames: o.Games, Unreachable: Unreachable(),
		ProfileDescription: o.Description, Fixed: o.Fixed, Mutants: o.Mutants}
	if o.Games > 0 {
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, "Jugando %d partidas aleatorias para medir las transiciones de fases…\n", o.Games)
		}
		in.Reached = Explore(o.Games)
	}
	if o.Date {
		in.Generated = time.Now().UTC().Format("2006-01-02 15:04 UTC")
	}
	built := Build(in)
	return reportfile.Render(built, Decode, FileNames)
}

// FileNames are the names of the three files, in writing order.
var FileNames = [3]string{"trazabilidad.json", "trazabilidad.md", "trazabilidad.html"}
