// Package preguntas builds the report of the open questions P4–P8
// (reports/preguntas.*): for each question its text, the FEM articles and
// conventions involved, its options with the config keys they set, the
// outcome of each of its scenarios under every option side by side with
// the differences marked, and the impact of each option measured over N
// seeded random games played with the same deals and the same bots under
// every option. The JSON model is the source of the Markdown and HTML
// renderings (docs/preguntas.md documents its schema).
package preguntas

import (
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// SchemaName and SchemaVersion identify the JSON format of the report.
const (
	SchemaName    = "musfem-preguntas"
	SchemaVersion = 1
)

// Report is the whole preguntas report. Field order is the JSON order.
type Report struct {
	reportfile.Head
	Title               string     `json:"title"`
	Engine              string     `json:"engine"`
	MusfemVersion       string     `json:"musfem_version"` // the musfem that wrote it (internal/version)
	CatalogVersion      int        `json:"catalog_version"`
	EventCatalogVersion int        `json:"event_catalog_version"`
	Games               int        `json:"games"`     // random games per option
	Seed                string     `json:"seed"`      // S: the games use seeds S+1 … S+N (decimal text)
	Seeds               string     `json:"seeds"`     // "1 … 2000", or "—" without games
	Bots                string     `json:"bots"`      // the bots of the random games, in words
	Summary             []Verdict  `json:"summary"`   // one line per question
	Questions           []Question `json:"questions"` // P4 … P8
	Generated           string     `json:"generated,omitempty"`
}

// Verdict is the summary line of a question: whether its scenarios and
// its random games show a difference between options.
type Verdict struct {
	ID                 string `json:"id"`
	Title              string `json:"title"`
	Scenarios          int    `json:"scenarios"`           // scenario groups
	ScenariosDiffering int    `json:"scenarios_differing"` // groups with a difference between options
	GamesDiffer        bool   `json:"games_differ"`        // some option's random games differ from the reference
	MaxWinnerChanged   string `json:"max_winner_changed"`  // the largest share of games whose winner changes, "12,3 %"
	Conclusion         string `json:"conclusion"`          // the first paragraph of the question's conclusion
}

// Question is one open question with everything measured for it.
type Question struct {
	ID          string          `json:"id"`
	Title       string          `json:"title"`
	Text        string          `json:"text"`
	Note        string          `json:"note"`
	Articles    []string        `json:"articles"`
	Conventions []string        `json:"conventions"`
	Keys        []string        `json:"keys"`
	Default     string          `json:"default"`   // the option musfem plays today
	Reference   string          `json:"reference"` // the option every other is compared with
	Options     []Option        `json:"options"`
	Scenarios   []ScenarioGroup `json:"scenarios"`
	Impact      Impact          `json:"impact"`
	// SameGames are the options that played the same random games.
	SameGames []SameGames `json:"same_games"`
	// Conclusion says in plain Spanish, one paragraph per string, what
	// each option changes, where and how often, written from the
	// measures above (conclusion.go).
	Conclusion []string `json:"conclusion"`
}

// Option is one answer to a question and the config it sets.
type Option struct {
	Name      string    `json:"name"`
	Text      string    `json:"text"`
	Settings  []Setting `json:"settings"`
	Default   bool      `json:"default"`
	Reference bool      `json:"reference"`
	Error     string    `json:"error,omitempty"` // the config loader's refusal of its settings
}

// Setting is one config key and the value an option gives it (TOML text).
type Setting struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// ScenarioGroup is one scenario of the question (a Scenario Outline with
// its rows, one per option, or a plain scenario for one option).
type ScenarioGroup struct {
	Name     string   `json:"name"` // the scenario's title; an outline's <placeholders> are written «…» (each row has its own name)
	Rule     string   `json:"rule"`
	File     string   `json:"file"`
	Line     int      `json:"line"` // the first row's line
	Tags     []string `json:"tags"` // catalog ids (FEM/CONVENCION), the question's and option tags left out
	Differs  bool     `json:"differs"`
	Gherkin  string   `json:"gherkin"`
	Rows     []Row    `json:"rows"`
	Compared string   `json:"compared"` // the option the rows are compared with
}

// Row is one scenario run under one option.
type Row struct {
	Option  string          `json:"option"`
	Name    string          `json:"name"` // the row's scenario name, placeholders filled
	Line    int             `json:"line"`
	Result  evidence.Status `json:"result"` // PASA, FALLA, ERROR (a step without definition) or NO APLICA
	Message string          `json:"message"`
	Rules   []string        `json:"rules"` // keys the scenario set away from the defaults, "key = value"
	Lances  []Lance         `json:"lances"`
	Tantos  []Tanto         `json:"tantos"`
	Score   [2]int          `json:"score"`  // final score of pair A and pair B
	Games   [2]int          `json:"games"`  // juegos won (P4)
	Winner  string          `json:"winner"` // "A", "B" or "" while the game goes on
	End     string          `json:"end"`    // how the game ended: "tantos", "ordago", or ""
	Actions int             `json:"actions"`
	// Differs lists what differs from the compared row: "lances",
	// "tantos", "marcador", "ganador", "acciones", "observaciones".
	Differs []string `json:"differs"`
	// FirstLegal and FirstObservation describe the first differing list
	// of legal actions and the first differing observation.
	FirstLegal       string `json:"first_legal"`
	FirstObservation string `json:"first_observation"`
}

// Lance is the resolution of one lance of a scenario.
type Lance struct {
	Round  int    `json:"round"`
	Lance  string `json:"lance"`
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// Tanto is one PointsAwarded: who scored, how many and why.
type Tanto struct {
	Round   int    `json:"round"`
	Team    string `json:"team"`
	Points  int    `json:"points"`
	Concept string `json:"concept"`
	Why     string `json:"why"` // in Spanish
	Score   [2]int `json:"score"`
}

// Impact is what the random games measured for the question.
type Impact struct {
	Games    int            `json:"games"`
	Detector string         `json:"detector"` // what "the rule fires" means, in Spanish
	Options  []OptionImpact `json:"options"`
}

// OptionImpact is the measure of one option over the random games.
type OptionImpact struct {
	Option string `json:"option"`
	Errors int    `json:"errors"` // games that could not be played (config refused, bot error)
	WinsA  int    `json:"wins_a"` // games won by pair A
	// WinnerChanged counts the games whose winner differs from the
	// reference option's (nil for the reference itself).
	WinnerChanged *Share        `json:"winner_changed"`
	Rounds        Stat          `json:"rounds"` // rounds per game
	Tantos        []ConceptStat `json:"tantos"` // tantos per round, by concept
	Detector      string        `json:"detector"`
	Fires         Share         `json:"fires"` // games where the option's rule fires
	// Differs lists the measures that differ from the reference option:
	// "ganador", "jugadas", "tantos", "regla".
	Differs []string `json:"differs"`
}

// Share is a count out of a total, as a percentage with a 95 % Wilson
// interval, all as Spanish decimal text.
type Share struct {
	Count   int    `json:"count"`
	Total   int    `json:"total"`
	Percent string `json:"percent"` // "12,3"
	Low     string `json:"low"`     // "10,9"
	High    string `json:"high"`    // "13,8"
}

// Stat is a mean and a standard deviation, as Spanish decimal text with
// two decimals, over N values.
type Stat struct {
	N    int    `json:"n"`
	Mean string `json:"mean"`
	SD   string `json:"sd"`
}

// ConceptStat is the tantos per round of one PointsAwarded concept
// ("total" for all of them).
type ConceptStat struct {
	Concept string `json:"concept"`
	Stat
}
