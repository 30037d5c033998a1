// Package trazabilidad builds the traceability report (reports/trazabilidad.*):
// for every FEM article and every convention, the scenarios that cover it
// and their results, with a status; the config profile in force; the phase
// transitions taken. The JSON model is the source of the Markdown and HTML
// renderings (docs/informe.md documents its schema).
package trazabilidad

import (
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// SchemaName and SchemaVersion identify the JSON format of the report.
const (
	SchemaName    = "musfem-trazabilidad"
	SchemaVersion = 3
)

// Report is the whole traceability report. Field order is the JSON order.
type Report struct {
	reportfile.Head
	Title string `json:"title"`
	// Headline is the first lines of the report in plain Spanish (what
	// the catalog has, what an engine can apply and why not the rest,
	// the coverage, how sure the ids are), as the Markdown and the HTML
	// show them.
	Headline            []string        `json:"headline"`
	Engine              string          `json:"engine"`
	MusfemVersion       string          `json:"musfem_version"` // the musfem that wrote it (internal/version)
	CatalogVersion      int             `json:"catalog_version"`
	EventCatalogVersion int             `json:"event_catalog_version"`
	Selector            string          `json:"selector"`
	Generated           string          `json:"generated,omitempty"`
	Profile             Profile         `json:"profile"`
	Summary             Summary         `json:"summary"`
	DanglingTags        []TagRef        `json:"dangling_tags"`
	Chapters            []Chapter       `json:"chapters"`
	Conventions         []ConventionRow `json:"conventions"`
	Questions           []QuestionRow   `json:"questions"`
	Transitions         []TransitionRow `json:"transitions"`
}

// Profile is the config in force. Description and Fixed are set only
// when the report runs under a profile file (`musfem report --config`).
type Profile struct {
	Name string `json:"name"`
	// Description is the first comment line of the profile file.
	Description string `json:"description,omitempty"`
	// Fixed says that the specification ran under this profile alone: a
	// scenario asking for another value of a key is NO APLICA.
	Fixed  bool       `json:"fixed,omitempty"`
	Values []KeyValue `json:"values"`
}

// KeyValue is one config key with its value in force and its default,
// both as TOML text.
type KeyValue struct {
	Key       string `json:"key"`
	Value     string `json:"value"`
	Default   string `json:"default"`
	IsDefault bool   `json:"is_default"`
}

// Summary is the top of the report.
type Summary struct {
	// Articles and Conventions count the rows by status, Scenarios the
	// scenarios by result.
	Articles    evidence.Counts `json:"articles"`
	Conventions evidence.Counts `json:"conventions"`
	Scenarios   evidence.Counts `json:"scenarios"`
	// Enforceable articles are those of an enforceable kind
	// (reference.Kind.Enforceable) that the profile does not switch off;
	// covered ones have at least one passing scenario.
	Enforceable        int    `json:"enforceable"`
	EnforceableCovered int    `json:"enforceable_covered"`
	Coverage           string `json:"coverage"` // "93,2 %"
	Transitions        int    `json:"transitions"`
	TransitionsByScen  int    `json:"transitions_by_scenarios"`
	TransitionsByRand  int    `json:"transitions_by_random_games"`
	RandomGames        int    `json:"random_games"`
	// Catalog are the figures of the headline.
	Catalog CatalogFigures `json:"catalog"`
	// Mutation is what the mutation testing of the engine says, from
	// mutantes.json (mutation.go).
	Mutation MutationSummary `json:"mutation"`
}

// Mutation is how the mutants of the engine's code fared (`make
// mutantes`, docs/mutantes.md): those of all the engine, or those of the
// code that enforces one article, convention or chapter. Text says it in
// plain Spanish; Links point to the mutation report's pages.
type Mutation struct {
	Mutants       int    `json:"mutants"`
	Killed        int    `json:"killed"`
	TimedOut      int    `json:"timed_out"`
	Survived      int    `json:"survived"`
	Equivalent    int    `json:"equivalent"`
	OutOfContract int    `json:"out_of_contract"`
	Text          string `json:"text"`
	Links         Links  `json:"links"`
}

// MutationSummary is the mutation testing of the whole engine. Available
// is false when mutantes.json was not found: then only Text is set, and
// says so.
type MutationSummary struct {
	Available bool `json:"available"`
	Mutation
	Score string `json:"score"` // "62,6 %"
}

// TagRef is a tag that names no catalog entry, and where it is.
type TagRef struct {
	Tag  string `json:"tag"`
	File string `json:"file"`
	Line int    `json:"line"`
}

// ScenarioRef is one scenario covering a row.
type ScenarioRef struct {
	Name    string          `json:"name"`
	File    string          `json:"file"`
	Line    int             `json:"line"`
	Row     int             `json:"row"`
	Result  evidence.Status `json:"result"` // PASA, FALLA, ERROR (a step without definition) or NO APLICA
	Message string          `json:"message"`
	Gherkin string          `json:"gherkin"`
}

// Chapter is one table of the report.
type Chapter struct {
	ID       string          `json:"id"`
	Title    string          `json:"title"`
	Counts   evidence.Counts `json:"counts"`
	Articles []ArticleRow    `json:"articles"`
	// Mutation is the mutants of the code that names the chapter as a
	// whole, when there are any and the chapter has articles of its own.
	Mutation *Mutation `json:"mutation,omitempty"`
}

// ArticleRow is one article (or a chapter without articles).
type ArticleRow struct {
	ID        string `json:"id"`
	Chapter   string `json:"chapter"`
	Title     string `json:"title"`
	Kind      string `json:"kind"`
	KindLabel string `json:"kind_label"`
	// Page is the page of the edition of the Reglamento where the article
	// begins (reference.Edition), and PageURL its address.
	Page    int    `json:"page"`
	PageURL string `json:"page_url"`
	// SetAsideBy are the conventions that set the article aside: musfem
	// plays them instead of the text's rule (empty: it follows the text).
	SetAsideBy    []string `json:"set_aside_by"`
	Summary       string   `json:"summary"`
	Justification string   `json:"justification"`
	ConfigKeys    []string `json:"config_keys"`
	// Applicable says whether an engine can apply the article (kinds
	// enforced, option, vocabulary and runner, unless a fixed profile
	// switches the option off): only those count for the coverage.
	Applicable bool `json:"applicable"`
	Evidence
}

// ConventionRow is one convention.
type ConventionRow struct {
	ID             string     `json:"id"`
	Title          string     `json:"title"`
	Statement      string     `json:"statement"`
	Implementation string     `json:"implementation"`
	Config         []KeyValue `json:"config"`
	Alternatives   []string   `json:"alternatives"`
	Justification  string     `json:"justification"`
	Evidence
}

// QuestionRow is one open question with its options and the value in force.
type QuestionRow struct {
	ID      string      `json:"id"`
	Title   string      `json:"title"`
	Text    string      `json:"text"`
	Default string      `json:"default"`
	Options []OptionRow `json:"options"`
	Links   Links       `json:"links"`
}

// Links are the question's sections in the preguntas report
// (reports/preguntas.{md,html}, written by `musfem preguntas` into the same
// folder), or a row's in the mutation report (mutantes.{md,html}),
// relative to this report.
type Links struct {
	Markdown string `json:"md"`   // "preguntas.md#P4"
	HTML     string `json:"html"` // "preguntas.html#P4"
}

// OptionRow is one answer to an open question.
type OptionRow struct {
	Name     string     `json:"name"`
	Text     string     `json:"text"`
	Settings []KeyValue `json:"settings"`
	InForce  bool       `json:"in_force"`
}

// TransitionRow is one edge of the phase table.
type TransitionRow struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Why         string `json:"why"`
	Scenarios   int    `json:"scenarios"`
	RandomGames bool   `json:"random_games"`
	Unreachable string `json:"unreachable"`
}
