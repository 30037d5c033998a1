package certify

// SchemaName and SchemaVersion identify the JSON certification report.
const (
	SchemaName    = "musfem-certificacion"
	SchemaVersion = 1
)

// Report is a certification report. It holds no dates nor timings: the
// same engine and flags give the same bytes.
type Report struct {
	Schema        string        `json:"schema"`
	SchemaVersion int           `json:"schema_version"`
	Engine        string        `json:"engine"`
	Version       string        `json:"version"`
	MusfemVersion string        `json:"musfem_version"` // the musfem that certified (internal/version)
	Selector      string        `json:"selector"`
	Seed          uint64        `json:"seed"`
	Verdict       string        `json:"verdict"` // APROBADO or RECHAZADO
	Summary       Summary       `json:"summary"`
	Chapters      []Chapter     `json:"chapters"`
	Conventions   []Row         `json:"conventions"`
	Expected      []Expectation `json:"expected"`
	Divergence    *DivView      `json:"divergence"`
	Notes         []string      `json:"notes"`
	Stderr        string        `json:"stderr"`
}

// Summary counts the rows and the checks.
type Summary struct {
	Articles     Counts `json:"articles"`
	Conventions  Counts `json:"conventions"`
	Scenarios    Counts `json:"scenarios"`
	Fixtures     Counts `json:"fixtures"`
	Games        int    `json:"games"`
	GamesPlayed  int    `json:"games_played"`
	Steps        int    `json:"steps"`
	Enforceable  int    `json:"enforceable"`
	EnforceableK int    `json:"enforceable_failing"`
}

// Counts counts statuses.
type Counts struct {
	Pasa     int `json:"pasa"`
	Falla    int `json:"falla"`
	Error    int `json:"error"`
	Tiempo   int `json:"tiempo"`
	NoAplica int `json:"no_aplica"`
	Esperado int `json:"esperado"`
	Total    int `json:"total"`
}

func (c *Counts) add(s string) {
	switch s {
	case Pasa:
		c.Pasa++
	case Falla:
		c.Falla++
	case Error:
		c.Error++
	case Tiempo:
		c.Tiempo++
	case NoAplica:
		c.NoAplica++
	case Esperado:
		c.Esperado++
	}
	c.Total++
}

// Chapter is a chapter of the Reglamento with its rows.
type Chapter struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Rows  []Row  `json:"rows"`
}

// Row is the verdict on one article or convention.
type Row struct {
	ID          string  `json:"id"`
	Title       string  `json:"title"`
	Kind        string  `json:"kind"`
	Enforceable bool    `json:"enforceable"`
	Status      string  `json:"status"`
	Reason      string  `json:"reason"`
	Checks      []Check `json:"checks"`
}

// Check is one piece of evidence behind a row.
type Check struct {
	Kind    string `json:"kind"` // escenario, fijo, diferencial, fuga
	Name    string `json:"name"`
	Ref     string `json:"ref"`
	Result  string `json:"result"`
	Message string `json:"message"`
}

// DivView is the shrunk divergence as the report shows it.
type DivView struct {
	What      string   `json:"what"`
	Viewer    string   `json:"viewer"`
	Result    string   `json:"result"`
	Articles  []string `json:"articles"`
	Seed      uint64   `json:"seed"`
	Rules     []string `json:"rules"` // config values other than the defaults
	Decks     []string `json:"decks"`
	Shrink    string   `json:"shrink"`
	Replay    []string `json:"replay"`
	Play      string   `json:"play"`
	Reference string   `json:"reference"`
	Engine    string   `json:"engine"`
}
