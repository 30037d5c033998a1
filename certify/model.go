package certify

import (
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// SchemaName and SchemaVersion identify the JSON certification report.
// Version 2: divergences grouped by signature, results in the vocabulary
// of package evidence, consequences and adapter-computed passes. Version
// 3: the comparison of hands (comparisons, summary.compare_rounds and
// compare_wrong).
const (
	SchemaName    = "musfem-certificacion"
	SchemaVersion = 3
)

// Report is a certification report. It holds no dates nor timings: the
// same engine and flags give the same bytes.
type Report struct {
	reportfile.Head
	Engine  string `json:"engine"`
	Version string `json:"version"`
	// MusfemVersion is the musfem that certified (internal/version).
	MusfemVersion string `json:"musfem_version"`
	// Command is the command line that starts the engine ("" in process).
	Command string `json:"command"`
	// Protocol is the protocol version the engine speaks (0 in process).
	Protocol int    `json:"protocol"`
	Selector string `json:"selector"`
	Seed     uint64 `json:"seed"`
	Verdict  string `json:"verdict"` // APROBADO, RECHAZADO or INTERRUMPIDO
	// HouseRules are the config keys the engine plays away from their
	// defaults («Cómo juega este motor», howplays.go).
	HouseRules []HouseRule `json:"house_rules"`
	Summary    Summary     `json:"summary"`
	// Groups are the divergences found, grouped by signature, largest
	// first.
	Groups []Group `json:"groups"`
	// Failures are the transport failures of the engine (time-outs,
	// exits, garbage, protocol breaches), by kind.
	Failures []FailureView `json:"failures"`
	// Adapter lists the behaviours the engine declares its adapter
	// computes (protocol 3).
	Adapter []string `json:"adapter"`
	// CompareSelection names the rounds of the comparison of hands
	// (muestra, todas, ninguna or rounds of one mode); Comparisons are
	// what it found, one record per deck mode (comparisons.go).
	CompareSelection string             `json:"compare_selection"`
	Comparisons      []ComparisonRecord `json:"comparisons"`
	Chapters         []Chapter          `json:"chapters"`
	// outDir, outName and workDir place the commands the certificate
	// prints (place.go): its folder (absolute), its name, and the folder
	// the engine's command line is relative to.
	outDir, outName, workDir string
	Conventions              []Row         `json:"conventions"`
	Expected                 []Expectation `json:"expected"`
	Notes                    []string      `json:"notes"`
	Stderr                   string        `json:"stderr"`
	// Interrupted says that a signal cut the run short: the report is
	// partial (interrupt.go).
	Interrupted bool `json:"interrupted"`
}

// Summary counts the rows and the checks.
type Summary struct {
	Articles    evidence.Counts `json:"articles"`
	Conventions evidence.Counts `json:"conventions"`
	Scenarios   evidence.Counts `json:"scenarios"`
	Fixtures    evidence.Counts `json:"fixtures"`
	Games       int             `json:"games"`
	GamesPlayed int             `json:"games_played"`
	Steps       int             `json:"steps"`
	// StepsPlayed counts the calls of the same games played to their end
	// on the reference (Steps of them compared); Stops the games that
	// stopped early, by why.
	StepsPlayed int          `json:"steps_played"`
	Stops       []StopRecord `json:"stops"`
	// Inconclusive counts the games with a tanto only one engine scored
	// in a round never counted: charged to no rule.
	Inconclusive []StopRecord `json:"inconclusive"`
	// Groups counts the groups of divergences; GamesDiverging the games
	// that show at least one.
	Groups         int `json:"groups"`
	GamesDiverging int `json:"games_diverging"`
	Enforceable    int `json:"enforceable"`
	EnforceableK   int `json:"enforceable_failing"`
	// AdapterRows counts the rows whose passes rest only on what the
	// adapter computes.
	AdapterRows int `json:"adapter_rows"`
	// CompareRounds counts the rounds of the comparison of hands played
	// (every deck mode), CompareWrong the comparisons the engine got
	// wrong.
	CompareRounds int `json:"compare_rounds"`
	CompareWrong  int `json:"compare_wrong"`
}

// Chapter is a chapter of the Reglamento with its rows.
type Chapter struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Rows  []Row  `json:"rows"`
}

// Row is the verdict on one article or convention.
type Row struct {
	ID          string          `json:"id"`
	Title       string          `json:"title"`
	Kind        string          `json:"kind"`
	Enforceable bool            `json:"enforceable"`
	Status      evidence.Status `json:"status"`
	Reason      string          `json:"reason"`
	Checks      []Check         `json:"checks"`
}

// Check is one piece of evidence behind a row.
type Check struct {
	// Kind is escenario, fijo (a golden fixture), diferencial (the random
	// games), fuga (the leak check), comparación (the comparison of hands),
	// divergencia (a group charged to the row) or convención (a house rule
	// of the engine that sets the article aside, howplays.go).
	Kind   string          `json:"kind"`
	Name   string          `json:"name"`
	Ref    string          `json:"ref"`
	Result evidence.Status `json:"result"`
	// Group is the id of the group of divergences the result refers to
	// (its own for FALLA, the one it follows from for CONSECUENCIA).
	Group string `json:"group"`
	// Why says why the result is charged to this row.
	Why     string `json:"why"`
	Message string `json:"message"`
}

// Group is one group of divergences: every difference with the same
// signature, wherever it was found.
type Group struct {
	ID string `json:"id"` // D1, D2, … in the report's order
	// Rule is the pattern of the rule of the table of aspects the group
	// gathers; Text says what it is, in Spanish.
	Rule     string   `json:"rule"`
	Articles []string `json:"articles"`
	Text     string   `json:"text"`
	// Differs says in words what the engine does otherwise, from the
	// aspect of its first occurrence («la negada no se cobra», words.go).
	Differs string `json:"differs"`
	// Games and Steps count the differential games and their calls that
	// show it; Checks the scenarios and fixtures; Consequences the other
	// differences that follow from it.
	Games        int `json:"games"`
	Steps        int `json:"steps"`
	Checks       int `json:"checks"`
	Consequences int `json:"consequences"`
	// FirstGame is the index (from 1) of the first game that shows it and
	// FirstSeed its seed; 0 when only scenarios or fixtures show it.
	FirstGame int    `json:"first_game"`
	FirstSeed uint64 `json:"first_seed"`
	// Example is its first occurrence, both sides and the differing fields.
	Example evidence.Divergence `json:"example"`
	// Sources are the scenarios and fixtures that show it.
	Sources []string `json:"sources"`
	// Repro is the shrunk reproduction, when a game shows it.
	Repro *ReproView `json:"repro"`
}

// ReproView is a shrunk reproduction as the report shows it.
type ReproView struct {
	Seed  uint64   `json:"seed"`
	Rules []string `json:"rules"` // config values other than the defaults
	Decks []string `json:"decks"`
	// Plays are every play of the reproduction as catalog actions
	// ({"seat":1,"type":"Bet","amount":2}); the last one shows the
	// divergence (an illegal one when Probe).
	Plays     []string `json:"plays"`
	Probe     bool     `json:"probe"`
	Narration []string `json:"narration"`
	Shrink    string   `json:"shrink"`
	// Case is the reproduction in machine form, what the group's case
	// file holds (WriteCases).
	Case diferencial.Case `json:"case"`
	// CaseFile is the case file beside the certificate, once written.
	CaseFile string `json:"case_file"`
}

// FailureView is one kind of transport failure of the engine.
type FailureView struct {
	Kind    evidence.Status `json:"kind"` // ERROR or TIEMPO
	Count   int             `json:"count"`
	Where   string          `json:"where"`
	Message string          `json:"message"`
}
