package certify

import (
	"crypto/hmac"
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/comparacion"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/version"
)

// PartFile is a part of a run as --unir read it: the file it came from
// and its results.
type PartFile struct {
	Path    string
	Results *Results
}

// JoinFiles checks the parts of a run (VerifyParts) and joins them into
// the results of the whole run (Join). Every error is a Spanish sentence
// that names the file at fault.
func JoinFiles(files []PartFile, key PartKey) (*Results, error) {
	if err := VerifyParts(files, key); err != nil {
		return nil, err
	}
	var parts []*Results
	for _, f := range files {
		parts = append(parts, f.Results)
	}
	return Join(parts)
}

// VerifyParts refuses, naming the file, a part that is not a part of a
// run sealed under key (edited by hand, forged, sealed under another key,
// interrupted, holding another part's work or counts that do not add up), that another build of musfem wrote, and
// parts that are not of one run (another engine, seed or option set), a
// part twice or a part missing.
func VerifyParts(files []PartFile, key PartKey) error {
	if len(files) == 0 {
		return fmt.Errorf("no hay lotes que unir")
	}
	for _, f := range files {
		if err := checkPart(f.Results, key); err != nil {
			return fmt.Errorf("%s: %v", partPath(f.Path), err)
		}
	}
	first := files[0]
	if b := first.Results.Producer.Build; b != version.Build() {
		return fmt.Errorf("%s lo escribió otra compilación de musfem (%s) que la que une los lotes (%s): une los lotes con el mismo musfem que los hizo",
			partPath(first.Path), errtext.Clip(b, 120), version.Build())
	}
	byPart := map[int]PartFile{}
	for _, f := range files {
		err := sameProducer(first.Results, f.Results)
		if err == nil {
			err = sameRun(first.Results, f.Results)
		}
		if err != nil {
			return fmt.Errorf("%s y %s no son lotes de la misma certificación: %v", partPath(first.Path), partPath(f.Path), err)
		}
		k := f.Results.Done[0]
		if g, ok := byPart[k]; ok {
			if g.Results.Digest == f.Results.Digest {
				return fmt.Errorf("%s y %s son el mismo lote %d de %d, repetido: quita uno de los dos", partPath(g.Path), partPath(f.Path), k, f.Results.Parts)
			}
			return fmt.Errorf("%s y %s dicen los dos ser el lote %d de %d, con resultados distintos: une solo los de una misma certificación", partPath(g.Path), partPath(f.Path), k, f.Results.Parts)
		}
		byPart[k] = f
	}
	var missing []string
	for k := 1; k <= first.Results.Parts; k++ {
		if _, ok := byPart[k]; !ok {
			missing = append(missing, fmt.Sprint(k))
		}
	}
	if len(missing) > 0 {
		what := "el lote " + missing[0]
		if len(missing) > 1 {
			if len(missing) > 20 {
				missing = append(missing[:20], "…")
			}
			what = "los lotes " + strings.Join(missing, ", ")
		}
		return fmt.Errorf("falta %s de %d: ninguno de los ficheros dados lo tiene (el primero es %s)", what, first.Results.Parts, partPath(first.Path))
	}
	return nil
}

// partPath names a part's file in a message.
func partPath(path string) string { return "«" + errtext.Clip(path, 200) + "»" }

// sameProducer reports whether two parts come from the same musfem, time
// limit and engine files.
func sameProducer(a, b *Results) error {
	pa, pb := a.Producer, b.Producer
	switch {
	case pa.Build != pb.Build || pa.Musfem != pb.Musfem:
		return fmt.Errorf("los escribieron dos compilaciones distintas de musfem (%s y %s)", errtext.Clip(pa.Build, 120), errtext.Clip(pb.Build, 120))
	case pa.Catalog != pb.Catalog || pa.Events != pb.Events:
		return fmt.Errorf("son de catálogos distintos (%d y %d)", pa.Catalog, pb.Catalog)
	case pa.Timeout != pb.Timeout:
		return fmt.Errorf("tienen otro tiempo máximo por petición (--tiempo %s y %s)", errtext.Clip(pa.Timeout, 40), errtext.Clip(pb.Timeout, 40))
	case !slices.Equal(pa.EngineFiles, pb.EngineFiles):
		return fmt.Errorf("los ficheros del motor no son los mismos (%s y %s)", engineFilesText(pa.EngineFiles), engineFilesText(pb.EngineFiles))
	}
	return nil
}

// engineFilesText names the engine's files of a part in a message.
func engineFilesText(files []string) string {
	if len(files) == 0 {
		return "ninguno"
	}
	return errtext.Clip(strings.Join(files, "; "), 200)
}

// itemKey quotes the key of a scenario or fixture in a message.
func itemKey(key string) string { return "«" + errtext.Clip(key, 120) + "»" }

// checkPart checks one part on its own: its schema, its seal under key, that it
// is one whole part of its run, and that its counts are those of its
// share of the run.
func checkPart(r *Results, key PartKey) error {
	if r.Schema != ResultsSchema {
		return fmt.Errorf("no son los resultados de un lote de musfem certify")
	}
	if r.SchemaVersion != ResultsVersion {
		return fmt.Errorf("es de la versión %d del formato de los lotes y este musfem lee la %d: repite el lote con este musfem", r.SchemaVersion, ResultsVersion)
	}
	if r.Digest == "" {
		return fmt.Errorf("no lleva el sello (digest) que musfem certify --lote escribe: no se puede saber si es el que escribió")
	}
	if !strings.HasPrefix(r.Digest, sealPrefix) {
		return fmt.Errorf("no lleva un sello con clave (%s…) sino %s: cualquiera puede calcular esa huella, así que no prueba que lo escribiera musfem; repite ese lote", sealPrefix, errtext.Quote(errtext.Clip(r.Digest, 40)))
	}
	d, err := r.seal(key)
	if err != nil || !hmac.Equal([]byte(d), []byte(r.Digest)) {
		return fmt.Errorf("su sello no corresponde a su contenido con la clave de los lotes de %s: o se cambió después de escribirlo (¿a mano?), o está dañado, o se selló con otra clave; une los lotes con la misma clave con que se hicieron (docs/lotes.md) o repite ese lote", key.Source)
	}
	if r.Parts < 1 || r.Parts > 10000 || len(r.Done) != 1 || r.Done[0] < 1 || r.Done[0] > r.Parts {
		return fmt.Errorf("no es un lote de una certificación: dice ser %s de %d, y un lote es uno solo, entre 1 y %d", partList(r.Done), r.Parts, max(r.Parts, 1))
	}
	if r.Interrupted || len(r.Cut) > 0 {
		return fmt.Errorf("el lote %d de %d se interrumpió: sus resultados son parciales y no hacen un certificado; repítelo antes de unir", r.Done[0], r.Parts)
	}
	if r.Producer.Build == "" {
		return fmt.Errorf("no dice qué compilación de musfem lo escribió")
	}
	if err := r.checkCounts(); err != nil {
		return fmt.Errorf("el lote %d de %d no suma lo que le toca: %v", r.Done[0], r.Parts, err)
	}
	return nil
}

// partList names the parts of Done: "1 y 2", "ningún lote".
func partList(done []int) string {
	switch len(done) {
	case 0:
		return "ningún lote"
	case 1:
		return fmt.Sprintf("el lote %d", done[0])
	}
	return "los lotes " + partNames(done)
}

// checkCounts checks that a part holds its share of the run and nothing
// else: its games, its scenarios and fixtures, its rounds of the
// comparison of hands, and groups and failures within them.
func (r *Results) checkCounts() error {
	k, n := r.Done[0], r.Parts
	if r.Games < 0 || r.Played < 0 || r.Steps < 0 || r.StepsPlayed < 0 {
		return fmt.Errorf("cuentas negativas")
	}
	stopped := 0
	for _, st := range r.Stops {
		if st.Games < 1 || st.Reason == "" {
			return fmt.Errorf("una parada de partidas sin motivo o sin partidas")
		}
		stopped += st.Games
	}
	if stopped > r.Played {
		return fmt.Errorf("dice %d partidas paradas antes de acabar y solo ha jugado %d", stopped, r.Played)
	}
	for _, st := range r.Inconclusive {
		if st.Games < 1 || st.Games > r.Played || st.Reason == "" {
			return fmt.Errorf("un tanto sin concluir sin motivo o con %d partidas de %d", st.Games, r.Played)
		}
	}
	if want := gamesOf(r.Games, k, n); r.Played != want {
		return fmt.Errorf("dice %d partidas diferenciales jugadas y le tocan %d de %d", r.Played, want, r.Games)
	}
	mineGame := func(i int) bool { return i >= 0 && i < r.Games && i%n == k-1 }
	keys := map[string]bool{}
	valid := map[evidence.Status]bool{}
	for _, s := range evidence.Statuses() {
		valid[s] = true
	}
	for _, it := range r.Items {
		switch {
		case it.Kind != "escenario" && it.Kind != "fijo":
			return fmt.Errorf("una comprobación de tipo %s", errtext.Quote(it.Kind))
		case keys[it.Kind+" "+it.Key]:
			return fmt.Errorf("la comprobación %s está dos veces", itemKey(it.Key))
		case partOf(it.Key, n) != k:
			return fmt.Errorf("la comprobación %s es del lote %d", itemKey(it.Key), partOf(it.Key, n))
		case !valid[it.Status]:
			return fmt.Errorf("la comprobación %s tiene un resultado desconocido %s", itemKey(it.Key), errtext.Quote(string(it.Status)))
		}
		keys[it.Kind+" "+it.Key] = true
		if it.Status == evidence.Pasa && len(it.Found) > 0 {
			return fmt.Errorf("la comprobación %s pasa con diferencias", itemKey(it.Key))
		}
		for _, c := range it.Charges {
			if !valid[c.Check.Result] || c.Check.Result == evidence.Falla && it.Status != evidence.Falla {
				return fmt.Errorf("la comprobación %s tiene un resultado que no casa con sus cargos", itemKey(it.Key))
			}
		}
	}
	groups := map[string]bool{}
	for _, g := range r.Groups {
		switch {
		case groups[g.Key] || g.Key != g.Signature.Key():
			return fmt.Errorf("el grupo %s está repetido o no casa con su firma", errtext.Quote(g.Key))
		case g.Games < 1 || g.Games > r.Played || g.Steps < 0 || g.Consequences < 0 || !mineGame(g.First):
			return fmt.Errorf("el grupo %s dice %d partidas desde la %d, de %d jugadas", errtext.Quote(g.Key), g.Games, g.First+1, r.Played)
		}
		groups[g.Key] = true
	}
	kinds := map[evidence.Status]bool{}
	for _, f := range r.Failures {
		switch {
		case kinds[f.Kind] || (f.Kind != evidence.Error && f.Kind != evidence.Tiempo):
			return fmt.Errorf("fallos de transporte %s repetidos o desconocidos", errtext.Quote(string(f.Kind)))
		case f.Count < 1 || f.Count > r.Played || f.First >= 0 && !mineGame(f.First):
			return fmt.Errorf("%d fallos %s en %d partidas", f.Count, f.Kind, r.Played)
		}
		kinds[f.Kind] = true
	}
	return r.checkComparisons()
}

// checkComparisons checks a part's rounds of the comparison of hands:
// every round of its share of the selection, unless one could not be
// played, and findings only in them.
func (r *Results) checkComparisons() error {
	k, n := r.Done[0], r.Parts
	modes := map[string]bool{}
	for _, rec := range r.Comparisons {
		m, err := comparacion.ModeNamed(rec.Mode)
		if err != nil || modes[rec.Mode] {
			return fmt.Errorf("la comparación de manos en %s está repetida o no existe", errtext.Quote(rec.Mode))
		}
		modes[rec.Mode] = true
		rounds := selectedRounds(r.CompareSelection, m)
		share := map[int]bool{}
		for _, i := range rounds {
			if i%n == k-1 {
				share[i+1] = true
			}
		}
		switch {
		case rec.Selection != r.CompareSelection || rec.Total != comparacion.Rounds(m) || rec.Selected != len(rounds):
			return fmt.Errorf("la comparación de manos en %s no es la de --comparaciones %s", modeText(rec.Mode), errtext.Quote(r.CompareSelection))
		case rec.NotApplicable != "" && (rec.Played != 0 || len(rec.Conventions) > 0 || rec.Failure != nil):
			return fmt.Errorf("la comparación de manos en %s no aplica y dice rondas jugadas", modeText(rec.Mode))
		case rec.NotApplicable != "":
			continue
		case rec.Played < 0 || rec.Played > len(share) || rec.Failure == nil && rec.Played != len(share):
			return fmt.Errorf("dice %d rondas de la comparación de manos en %s jugadas y le tocan %d", rec.Played, modeText(rec.Mode), len(share))
		case rec.Failure != nil && (rec.Failure.Count < 1 || rec.Failure.Count > rec.Played || !share[rec.Failure.Round]):
			return fmt.Errorf("la comparación de manos en %s dice %d rondas fallidas de %d", modeText(rec.Mode), rec.Failure.Count, rec.Played)
		}
		for _, cv := range rec.Conventions {
			if !slices.Contains(comparacion.Conventions, cv.ID) || cv.Count < len(cv.Examples) || len(cv.Examples) > maxComparisonExamples || cv.Count < 1 {
				return fmt.Errorf("la comparación de manos en %s cuenta mal %s", modeText(rec.Mode), errtext.Quote(cv.ID))
			}
			for _, ex := range cv.Examples {
				if !share[ex.Round] {
					return fmt.Errorf("la comparación de manos en %s da un ejemplo de la ronda %d, que no es de este lote", modeText(rec.Mode), ex.Round)
				}
			}
		}
	}
	return nil
}
