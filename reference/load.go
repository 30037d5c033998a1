package reference

import (
	"embed"
	"errors"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/config"
)

// data holds the catalog files.
//
//go:embed data/*.toml
var data embed.FS

// dataDir is the directory of the catalog files, as it is named in problems
// found in the embedded catalog.
const dataDir = "reference/data"

// Load reads and validates the embedded catalog (reference/data/*.toml).
// On failure the error is an [ErrorList] holding every problem found.
func Load() (*Catalog, error) {
	sub, err := fs.Sub(data, "data")
	if err != nil {
		return nil, ErrorList{{Pos: Pos{File: dataDir}, Msg: err.Error()}}
	}
	c, err := load(sub, dataDir, config.Keys())
	if err != nil {
		return nil, err
	}
	if c.aspects, err = loadAspects(c, aspectData); err != nil {
		return nil, err
	}
	return c, nil
}

// LoadFS reads and validates a catalog from the *.toml files at the root of
// fsys, checked against the config keys of [config.Keys]. On failure the
// error is an [ErrorList] holding every problem found, each naming the file
// (as named in fsys), the line when known and the entry.
func LoadFS(fsys fs.FS) (*Catalog, error) {
	return load(fsys, "", config.Keys())
}

// The raw shapes of the catalog files. Every field is a string or a list so
// that decoding only fails on a TOML syntax error or a wrong type; the
// values are checked afterwards, all of them, so that every problem is
// reported at once.
type (
	rawFile struct {
		Chapter    []rawArticle    `toml:"chapter"`
		Article    []rawArticle    `toml:"article"`
		Convention []rawConvention `toml:"convention"`
		Question   []rawQuestion   `toml:"question"`
	}
	rawArticle struct {
		ID            string   `toml:"id"`
		Chapter       string   `toml:"chapter"`
		Title         string   `toml:"title"`
		Summary       string   `toml:"summary"`
		Kind          string   `toml:"kind"`
		Page          int      `toml:"page"`
		Justification string   `toml:"justification"`
		ConfigKeys    []string `toml:"config_keys"`
		// AppliesWhen lists the values of its config keys under which an
		// article of kind option applies at all ({key, value} tables).
		AppliesWhen []rawSetting `toml:"applies_when"`
		Related     []string     `toml:"related"`
		Sources     []string     `toml:"sources"`
		Note        string       `toml:"note"`
	}
	rawConvention struct {
		ID           string   `toml:"id"`
		Title        string   `toml:"title"`
		Statement    string   `toml:"statement"`
		ConfigKeys   []string `toml:"config_keys"`
		Default      string   `toml:"default"`
		Alternatives []string `toml:"alternatives"`
		Status       string   `toml:"status"`
		Articles     []string `toml:"articles"`
		SetsAside    []string `toml:"sets_aside"`
		// SetsAsideWhen lists the values of its config keys under which
		// it sets its articles aside (all of them; none: always).
		SetsAsideWhen []rawSetting `toml:"sets_aside_when"`
		Questions     []string     `toml:"questions"`
		Sources       []string     `toml:"sources"`
		Note          string       `toml:"note"`
	}
	rawQuestion struct {
		ID          string      `toml:"id"`
		Title       string      `toml:"title"`
		Text        string      `toml:"text"`
		Keys        []string    `toml:"keys"`
		Conventions []string    `toml:"conventions"`
		Articles    []string    `toml:"articles"`
		Default     string      `toml:"default"`
		Sources     []string    `toml:"sources"`
		Note        string      `toml:"note"`
		Option      []rawOption `toml:"option"`
	}
	rawOption struct {
		Name     string       `toml:"name"`
		Text     string       `toml:"text"`
		Settings []rawSetting `toml:"settings"`
	}
	rawSetting struct {
		Key   string `toml:"key"`
		Value any    `toml:"value"`
	}
)

// loader accumulates the entries and the problems of one load.
type loader struct {
	errs        ErrorList
	keys        []config.Key
	keyByName   map[string]config.Key
	articles    []Article
	conventions []Convention
	questions   []Question
	index       map[string]Entry
}

// load reads every *.toml file at the root of fsys, naming them dir/name in
// problems, and validates the result against keys.
func load(fsys fs.FS, dir string, keys []config.Key) (*Catalog, error) {
	ld := &loader{
		keys:      keys,
		keyByName: make(map[string]config.Key, len(keys)),
		index:     make(map[string]Entry),
	}
	for _, k := range keys {
		ld.keyByName[k.Name] = k
	}
	names, err := fs.Glob(fsys, "*.toml")
	if err != nil {
		ld.errs.add(Pos{File: dir}, "", "cannot list catalog files: %v", err)
	}
	slices.Sort(names)
	if len(names) == 0 {
		if err == nil {
			ld.errs.add(Pos{File: dir}, "", "no catalog files (*.toml)")
		}
		return nil, ld.errs // nothing to cross-check
	}
	for _, name := range names {
		display := name
		if dir != "" {
			display = path.Join(dir, name)
		}
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			ld.errs.add(Pos{File: display}, "", "cannot read: %v", err)
			continue
		}
		ld.file(display, src)
	}
	ld.crossCheck()
	if len(ld.errs) > 0 {
		ld.errs.sort()
		return nil, ld.errs
	}
	slices.SortStableFunc(ld.articles, func(a, b Article) int { return CompareIDs(a.ID, b.ID) })
	slices.SortStableFunc(ld.questions, func(a, b Question) int { return CompareIDs(a.ID, b.ID) })
	return &Catalog{
		articles:    ld.articles,
		conventions: ld.conventions,
		questions:   ld.questions,
		index:       ld.index,
	}, nil
}

// lineRe finds "line N" in the messages of toml decode errors that are not
// ParseErrors (wrong types).
var lineRe = regexp.MustCompile(`\bline (\d+)\b`)

// file decodes one catalog file and checks its entries.
func (ld *loader) file(name string, src []byte) {
	var raw rawFile
	md, err := toml.Decode(string(src), &raw)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			ld.errs.add(Pos{File: name, Line: pe.Position.Line}, "", "TOML syntax error: %s", pe.Message)
			return
		}
		msg := strings.TrimPrefix(err.Error(), "toml: ")
		line := 0
		if m := lineRe.FindStringSubmatchIndex(msg); m != nil {
			line, _ = strconv.Atoi(msg[m[2]:m[3]])
			msg = strings.TrimSpace(msg[:m[0]] + msg[m[1]:])
		}
		ld.errs.add(Pos{File: name, Line: line}, "", "cannot decode: %s", msg)
		return
	}
	heads := scanHeaders(src)
	var marks []entryMark // every entry header with its id, in line order
	for i, r := range raw.Chapter {
		pos := Pos{File: name, Line: heads.line("chapter", i)}
		marks = append(marks, entryMark{pos.Line, r.ID})
		ld.article(r, pos, true)
	}
	for i, r := range raw.Article {
		pos := Pos{File: name, Line: heads.line("article", i)}
		marks = append(marks, entryMark{pos.Line, r.ID})
		ld.article(r, pos, false)
	}
	for i, r := range raw.Convention {
		pos := Pos{File: name, Line: heads.line("convention", i)}
		marks = append(marks, entryMark{pos.Line, r.ID})
		ld.convention(r, pos)
	}
	for i, r := range raw.Question {
		pos := Pos{File: name, Line: heads.line("question", i)}
		marks = append(marks, entryMark{pos.Line, r.ID})
		ld.question(r, pos, heads.optionLines(i))
	}
	slices.SortStableFunc(marks, func(a, b entryMark) int { return a.line - b.line })
	ld.undecoded(name, src, md.Undecoded(), marks)
}

// entryMark is the header line of an entry and its id.
type entryMark struct {
	line int
	id   string
}

// headers holds the lines of the array-of-tables headers of a file.
type headers struct {
	lines   map[string][]int // table name → header lines, in order
	options [][]int          // question index → lines of its [[question.option]] headers
}

var (
	headerRe    = regexp.MustCompile(`^\s*\[\[\s*([A-Za-z0-9_.\-]+)\s*\]\]`)
	anyHeaderRe = regexp.MustCompile(`^\s*\[\[?\s*[A-Za-z0-9_.\-"]+\s*\]\]?`)
)

// scanHeaders finds the [[chapter]], [[article]], [[convention]],
// [[question]] and [[question.option]] headers of a file, so that the i-th
// decoded entry of a table can be given the line of the i-th header.
func scanHeaders(src []byte) headers {
	h := headers{lines: make(map[string][]int)}
	for i, line := range strings.Split(string(src), "\n") {
		m := headerRe.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		name := m[1]
		h.lines[name] = append(h.lines[name], i+1)
		switch name {
		case "question":
			h.options = append(h.options, nil)
		case "question.option":
			if n := len(h.options); n > 0 {
				h.options[n-1] = append(h.options[n-1], i+1)
			}
		}
	}
	return h
}

// line returns the line of the i-th header of table, or 0.
func (h headers) line(table string, i int) int {
	if ls := h.lines[table]; i < len(ls) {
		return ls[i]
	}
	return 0
}

// optionLines returns the option header lines of the i-th question.
func (h headers) optionLines(i int) []int {
	if i < len(h.options) {
		return h.options[i]
	}
	return nil
}

// undecoded reports the keys of a file that match no field of the catalog
// format. BurntSushi/toml gives no positions for them, so the line is found
// by scanning the file for the key, in document order, and the entry is the
// one whose header precedes that line. A key under an unknown table is not
// reported again.
func (ld *loader) undecoded(name string, src []byte, keys []toml.Key, marks []entryMark) {
	lines := strings.Split(string(src), "\n")
	cursor := make(map[string]int) // dotted key → next line index to search
	var reported []string
	for _, k := range keys {
		dotted := k.String()
		if slices.ContainsFunc(reported, func(p string) bool { return strings.HasPrefix(dotted, p+".") }) {
			continue
		}
		reported = append(reported, dotted)
		leaf := k[len(k)-1]
		assign := regexp.MustCompile(`(^|[\s{,])"?` + regexp.QuoteMeta(leaf) + `"?\s*=`)
		line := 0
		for i := cursor[dotted]; i < len(lines); i++ {
			l := lines[i]
			if assign.MatchString(l) || (strings.Contains(l, leaf) && anyHeaderRe.MatchString(l)) {
				line = i + 1
				cursor[dotted] = i + 1
				break
			}
		}
		id := ""
		for _, m := range marks {
			if m.line > 0 && m.line <= line {
				id = m.id
			}
		}
		ld.errs.add(Pos{File: name, Line: line}, id, "unknown field %q", dotted)
	}
}
