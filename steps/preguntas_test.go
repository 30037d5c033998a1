package steps

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"
	"github.com/musfem/musfem/reference"
)

// optionPrefix starts the tag that names an option of an open question:
// @opcion:tres-juegos.
const optionPrefix = "opcion:"

// preguntasDir is the folder of the open-question scenarios.
const preguntasDir = "preguntas"

var (
	reQuestionTag = regexp.MustCompile(`^P[0-9]+$`)
	reRuleStep    = regexp.MustCompile(`^la regla "([a-z0-9_]+)" vale (.+)$`)
)

// questionRow is one scenario row of the specification (a plain scenario,
// or one row of an Examples block) as far as the open questions go.
type questionRow struct {
	file      string
	line      int64 // the scenario, or the Examples row
	name      string
	questions []string          // its @P… tags
	options   []string          // its @opcion:… tags (names)
	rules     map[string]string // key → value of its "la regla" steps
}

func (r questionRow) String() string { return fmt.Sprintf("%s:%d (%s)", r.file, r.line, r.name) }

// tagProblem is a misplaced or dangling question or option tag.
type tagProblem struct {
	file string
	line int64
	msg  string
}

// loadQuestionRows reads the features of the specification (see
// questionRowsOf).
func loadQuestionRows(t *testing.T) ([]questionRow, []tagProblem) {
	t.Helper()
	rows, problems, err := questionRowsOf(nil, featurePaths)
	if err != nil {
		t.Fatal(err)
	}
	return rows, problems
}

// questionRowsOf reads the features under paths (in fsys, or on disk when
// fsys is nil) and returns every scenario row with its question and option
// tags, and the problems of tags placed where they may not go (an @opcion
// on a Característica or a Regla).
func questionRowsOf(fsys fs.FS, paths []string) ([]questionRow, []tagProblem, error) {
	suite := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		return nil, nil, err
	}
	var rows []questionRow
	var problems []tagProblem
	misplaced := func(file string, ts []*messages.Tag, where string) {
		for _, tg := range ts {
			if strings.HasPrefix(tg.Name, "@"+optionPrefix) {
				problems = append(problems, tagProblem{file, tg.Location.Line,
					fmt.Sprintf("la etiqueta %s va en un escenario o en un bloque Ejemplos, no en %s", tg.Name, where)})
			}
		}
	}
	for _, f := range feats {
		doc := f.GherkinDocument
		if doc.Feature == nil {
			continue
		}
		file := f.Uri
		misplaced(file, doc.Feature.Tags, "la Característica")
		// The line of each scenario and Examples row, by AST id.
		lines := map[string]int64{}
		addScenario := func(sc *messages.Scenario) {
			lines[sc.Id] = sc.Location.Line
			for _, ex := range sc.Examples {
				for _, r := range ex.TableBody {
					lines[r.Id] = r.Location.Line
				}
			}
		}
		for _, ch := range doc.Feature.Children {
			switch {
			case ch.Scenario != nil:
				addScenario(ch.Scenario)
			case ch.Rule != nil:
				misplaced(file, ch.Rule.Tags, "la Regla")
				for _, rc := range ch.Rule.Children {
					if rc.Scenario != nil {
						addScenario(rc.Scenario)
					}
				}
			}
		}
		for _, p := range f.Pickles {
			row := questionRow{file: file, name: p.Name, rules: map[string]string{}}
			row.line = lines[p.AstNodeIds[len(p.AstNodeIds)-1]]
			for _, tg := range p.Tags {
				name := strings.TrimPrefix(tg.Name, "@")
				switch {
				case reQuestionTag.MatchString(name):
					row.questions = append(row.questions, name)
				case strings.HasPrefix(name, optionPrefix):
					row.options = append(row.options, strings.TrimPrefix(name, optionPrefix))
				}
			}
			for _, st := range p.Steps {
				if m := reRuleStep.FindStringSubmatch(st.Text); m != nil {
					row.rules[m[1]] = strings.TrimSpace(m[2])
				}
			}
			rows = append(rows, row)
		}
	}
	return rows, problems, nil
}

// inPreguntas reports whether the file is one of features/preguntas.
func inPreguntas(file string) bool {
	return filepath.Base(filepath.Dir(file)) == preguntasDir
}

// checkQuestionRow returns what is wrong with the question and option tags
// of one row: an @P… that names no question of the catalog; an @opcion
// without a question tag, naming no option of its question, or more than
// one; a row of features/preguntas without a question or an option; a
// "la regla" step that contradicts the option, or a key of the option
// left unset (allowed only for the question's default option, which plays
// the defaults).
func checkQuestionRow(cat *reference.Catalog, row questionRow) []string {
	var errs []string
	var qs []reference.Question
	for _, id := range row.questions {
		q, ok := cat.LookupQuestion(id)
		if !ok {
			errs = append(errs, fmt.Sprintf("la etiqueta @%s no nombra ninguna pregunta del catálogo (reference/data/preguntas.toml)", id))
			continue
		}
		qs = append(qs, q)
	}
	switch {
	case len(row.options) > 1:
		errs = append(errs, fmt.Sprintf("lleva %d etiquetas @opcion (%s): cada fila es de una sola opción", len(row.options), strings.Join(row.options, ", ")))
	case len(row.options) == 1 && len(row.questions) == 0:
		errs = append(errs, fmt.Sprintf("la etiqueta @opcion:%s va sin la etiqueta de su pregunta (@P4 … @P8)", row.options[0]))
	}
	if inPreguntas(row.file) {
		if len(row.questions) == 0 {
			errs = append(errs, "un escenario de features/preguntas lleva la etiqueta de su pregunta (@P4 … @P8)")
		}
		if len(row.options) == 0 {
			errs = append(errs, "un escenario de features/preguntas es de una opción: @opcion:<nombre> en el escenario o en su bloque Ejemplos")
		}
	}
	if len(row.options) != 1 || len(qs) == 0 {
		return errs
	}
	name := row.options[0]
	var opt *reference.Option
	var owner reference.Question
	var names []string
	for _, q := range qs {
		for i, o := range q.Options {
			names = append(names, q.ID+" "+o.Name)
			if o.Name == name && opt == nil {
				opt, owner = &q.Options[i], q
			}
		}
	}
	if opt == nil {
		return append(errs, fmt.Sprintf("@opcion:%s no es una opción de %s (opciones: %s)", name, strings.Join(row.questions, ", "), strings.Join(names, ", ")))
	}
	for _, s := range opt.Settings {
		got, ok := row.rules[s.Key]
		switch {
		case ok && got != s.Value:
			errs = append(errs, fmt.Sprintf("@opcion:%s pone %s = %s, pero la opción %s de %s dice %s", name, s.Key, got, name, owner.ID, s.Value))
		case !ok && name != owner.Default:
			errs = append(errs, fmt.Sprintf("@opcion:%s no fija %s: falta «la regla \"%s\" vale %s»", name, s.Key, s.Key, s.Value))
		}
	}
	return errs
}

// TestQuestionTagsAreValid checks the tags of the open questions: @P4 …
// @P8 name questions of the catalog, and @opcion:<nombre> goes on a
// scenario or an Examples block that carries the question's tag, names an
// option of that question and sets that option's keys; every scenario of
// features/preguntas belongs to a question and an option.
func TestQuestionTagsAreValid(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	rows, problems := loadQuestionRows(t)
	for _, p := range problems {
		t.Errorf("%s:%d: %s", p.file, p.line, p.msg)
	}
	for _, row := range rows {
		for _, e := range checkQuestionRow(cat, row) {
			t.Errorf("%s: %s", row, e)
		}
	}
}

// TestEveryOptionHasAScenario checks that every option of every open
// question of the catalog has at least one scenario row.
func TestEveryOptionHasAScenario(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := loadQuestionRows(t)
	count := map[string]int{} // "P4 tres-juegos" → rows
	for _, row := range rows {
		for _, q := range row.questions {
			for _, o := range row.options {
				count[q+" "+o]++
			}
		}
	}
	for _, q := range cat.Questions() {
		for _, o := range q.Options {
			if count[q.ID+" "+o.Name] == 0 {
				t.Errorf("%s: la opción «%s» (%s) no tiene ningún escenario: falta un bloque Ejemplos o un escenario con @%s y @opcion:%s", q.ID, o.Name, o.Pos, q.ID, o.Name)
			}
		}
	}
}

// TestQuestionTagCheckCanFail feeds checkQuestionRow rows that break each
// rule and checks that it finds the fault.
func TestQuestionTagCheckCanFail(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	p := "../features/preguntas/x.feature"
	rules := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	tests := []struct {
		name string
		row  questionRow
		want string // a part of a problem expected; "" for none
	}{
		{"valid", questionRow{file: p, questions: []string{"P4"}, options: []string{"tres-juegos"}, rules: rules("games_to_win", "3")}, ""},
		{"default option may keep the defaults", questionRow{file: p, questions: []string{"P4"}, options: []string{"un-juego"}, rules: rules()}, ""},
		{"unknown question", questionRow{file: "../features/fem/x.feature", questions: []string{"P9"}, rules: rules()}, "@P9 no nombra ninguna pregunta"},
		{"option without question", questionRow{file: "../features/fem/x.feature", options: []string{"doble"}, rules: rules()}, "va sin la etiqueta de su pregunta"},
		{"option of another question", questionRow{file: p, questions: []string{"P4"}, options: []string{"doble"}, rules: rules()}, "no es una opción de P4"},
		{"two options", questionRow{file: p, questions: []string{"P7"}, options: []string{"mas", "doble"}, rules: rules()}, "etiquetas @opcion"},
		{"preguntas without question", questionRow{file: p, rules: rules()}, "lleva la etiqueta de su pregunta"},
		{"preguntas without option", questionRow{file: p, questions: []string{"P7"}, rules: rules()}, "es de una opción"},
		{"contradicting value", questionRow{file: p, questions: []string{"P7"}, options: []string{"doble"}, rules: rules("raise_mode", `"mas"`)}, `pone raise_mode = "mas"`},
		{"missing key", questionRow{file: p, questions: []string{"P6"}, options: []string{"corte-libre-5"}, rules: rules("falta_de_tanto", `"corte_libre"`)}, "no fija falta_de_tanto_within"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			errs := checkQuestionRow(cat, tc.row)
			switch {
			case tc.want == "" && len(errs) > 0:
				t.Errorf("checkQuestionRow = %q, want no problem", errs)
			case tc.want != "" && !strings.Contains(strings.Join(errs, "\n"), tc.want):
				t.Errorf("checkQuestionRow = %q, want a problem with %q", errs, tc.want)
			}
		})
	}
}

// plantedQuestions is a question feature with an @opcion on its Regla
// (misplaced), an outline whose two Examples blocks name options of P7,
// and a plain scenario of P7 without an option.
const plantedQuestions = `# language: es
@P7
Característica: plantada

  @opcion:mas
  Regla: CONVENCION-subida — una regla

    @CONVENCION-subida
    Esquema del escenario: subir <n>
      Dado la regla "raise_mode" vale <modo>
      Entonces la partida está en el mus

      @opcion:mas
      Ejemplos:
        | modo  | n |
        | "mas" | 5 |

      @opcion:doble
      Ejemplos:
        | modo    | n |
        | "doble" | 2 |

    @CONVENCION-subida
    Escenario: sin opción
      Entonces la partida está en el mus
`

// TestQuestionRowsOfAPlantedFeature checks the reading of the tags: the
// Regla's @opcion is reported where it is written, each Examples row is a
// row with its block's option and its "la regla" values, and a row that
// inherits the Regla's option is still seen with it.
func TestQuestionRowsOfAPlantedFeature(t *testing.T) {
	fsys := fstest.MapFS{"preguntas/plantada.feature": {Data: []byte(plantedQuestions)}}
	rows, problems, err := questionRowsOf(fsys, []string{"preguntas"})
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || problems[0].line != 5 || !strings.Contains(problems[0].msg, "no en la Regla") {
		t.Errorf("problems = %+v, want one at line 5 for the Regla", problems)
	}
	type got struct {
		line    int64
		options string
		rules   string
	}
	var gots []got
	for _, r := range rows {
		var kv []string
		for k, v := range r.rules {
			kv = append(kv, k+"="+v)
		}
		gots = append(gots, got{r.line, strings.Join(r.options, ","), strings.Join(kv, ",")})
	}
	want := []got{
		{16, "mas,mas", `raise_mode="mas"`},
		{21, "mas,doble", `raise_mode="doble"`},
		{24, "mas", ""},
	}
	if fmt.Sprint(gots) != fmt.Sprint(want) {
		t.Errorf("rows = %v, want %v", gots, want)
	}
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	// The doble row carries two options (the Regla's and its own).
	if errs := checkQuestionRow(cat, rows[1]); len(errs) != 1 || !strings.Contains(errs[0], "2 etiquetas @opcion") {
		t.Errorf("checkQuestionRow(doble row) = %q", errs)
	}
}
