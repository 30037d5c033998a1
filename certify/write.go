package certify

import (
	"bytes"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// JSON renders the report as indented JSON.
func (r *Report) JSON() ([]byte, error) {
	return reportfile.JSON(r)
}

var page = template.Must(template.New("p").Funcs(template.FuncMap{
	"mark": statusMark, "join": strings.Join, "counts": groupCounts,
	"cls": func(s evidence.Status) string { return strings.ToLower(strings.ReplaceAll(string(s), " ", "-")) },
	"or":  func(a, b string) string { return firstOf(a, b) },
}).Parse(`<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Certificación de {{.Engine}}</title>
<style>body{font-family:sans-serif;max-width:75em;margin:auto;padding:1em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.3em;vertical-align:top;text-align:left;overflow-wrap:anywhere}.pasa{color:#070}.falla{color:#b00}
.error,.tiempo,.sin-pruebas{color:#a60}.esperado{color:#05a}.no-aplica{color:#777}.consecuencia{color:#666}.adaptador{color:#639}
pre{background:#f4f4f4;padding:.5em;overflow:auto;white-space:pre-wrap}code{overflow-wrap:anywhere}</style></head><body>
<h1>Certificación de {{.Engine}}</h1>
<p>Motor: <b>{{.Engine}}</b> {{.Version}} · semilla del diferencial: {{.Seed}}{{if .Selector}} · selección: {{.Selector}}{{end}}</p>
<p>Veredicto: <b>{{.Verdict}}</b></p>
<h2>Resumen</h2>
<ul><li>Divergencias: {{.Summary.Groups}} grupos.</li>
<li>Artículos aplicables: {{.Summary.Enforceable}}; fallan, dan error o no tienen pruebas: {{.Summary.EnforceableK}}.</li>
<li>Escenarios: {{.Summary.Scenarios.Total}} ({{.Summary.Scenarios.Pasa}} pasan, {{.Summary.Scenarios.Falla}} fallan, {{.Summary.Scenarios.Consecuencia}} por otra divergencia, {{.Summary.Scenarios.NoAplica}} no aplican). Registros de referencia: {{.Summary.Fixtures.Total}} ({{.Summary.Fixtures.Pasa}} pasan). Partidas diferenciales: {{.Summary.GamesPlayed}} de {{.Summary.Games}}, {{.Summary.Steps}} pasos comparados.</li>
{{range .Notes}}<li>{{.}}</li>{{end}}</ul>
{{if .Failures}}<h2>Fallos de transporte</h2><table><tr><th>tipo</th><th>veces</th><th>dónde</th><th>mensaje</th></tr>{{range .Failures}}<tr><td>{{mark .Kind}}</td><td>{{.Count}}</td><td>{{.Where}}</td><td>{{.Message}}</td></tr>{{end}}</table>{{end}}
{{if .Groups}}<h2>Divergencias</h2><table><tr><th>grupo</th><th>qué difiere</th><th>artículos</th><th>dónde</th></tr>
{{range .Groups}}<tr><td><a href="#{{.ID}}">{{.ID}}</a></td><td>{{.Text}} <code>{{.Rule}}</code></td><td>{{join .Articles ", "}}</td><td>{{counts .}}</td></tr>{{end}}</table>
{{range .Groups}}<h3 id="{{.ID}}">{{.ID}} — {{.Text}}</h3><p>Aspecto <code>{{.Rule}}</code> · artículos: {{join .Articles ", "}}{{if .FirstGame}} · primera partida {{.FirstGame}} (semilla {{.FirstSeed}}){{end}}</p>
{{if .Sources}}<p>Escenarios y registros: {{join .Sources "; "}}</p>{{end}}
{{with .Example}}{{if .Viewer}}<p>Quién lo ve: {{.Viewer}}</p>{{end}}<table><tr><th>campo</th><th>referencia</th><th>motor</th></tr>{{range .Fields}}<tr><td><code>{{or .Path "(todo)"}}</code></td><td><code>{{or .Reference "(nada)"}}</code></td><td><code>{{or .Engine "(nada)"}}</code></td></tr>{{end}}</table>{{end}}
{{with .Repro}}<p>Reproducción reducida ({{.Shrink}}), semilla {{.Seed}}{{if .Rules}}, reglas <code>{{join .Rules ", "}}</code>{{end}}</p>{{range .Decks}}<p>Mazo preparado: <code>{{.}}</code></p>{{end}}<pre>{{join .Narration "\n"}}</pre><pre>{{join .Plays "\n"}}</pre>{{end}}
{{end}}{{end}}
{{if .Expected}}<h2>Fallos esperados</h2><table><tr><th>id</th><th>motivo</th></tr>{{range .Expected}}<tr><td>{{.Articulo}}</td><td>{{.Motivo}}</td></tr>{{end}}</table>{{end}}
{{range .Chapters}}<h2>{{.ID}} — {{.Title}}</h2>{{template "rows" .Rows}}{{end}}
{{if .Conventions}}<h2>Convenciones</h2>{{template "rows" .Conventions}}{{end}}
<h2>Salida de error del motor</h2><pre>{{if .Stderr}}{{.Stderr}}{{else}}(vacía){{end}}</pre>
</body></html>
{{define "rows"}}<table><tr><th>id</th><th>título</th><th>tipo</th><th>estado</th><th>pruebas</th></tr>
{{range .}}<tr id="{{.ID}}"><td>{{.ID}}</td><td>{{.Title}}</td><td>{{.Kind}}</td><td class="{{cls .Status}}">{{mark .Status}}{{if .Reason}} — {{.Reason}}{{end}}</td><td>{{range .Checks}}<div>{{.Kind}} <span class="{{cls .Result}}">{{.Result.Label}}</span> {{.Name}}{{if .Ref}} ({{.Ref}}){{end}}{{if .Group}} <a href="#{{.Group}}">{{.Group}}</a>{{end}}{{if ne .Result "PASA"}}{{if .Why}}: {{.Why}}{{else if .Message}}: {{.Message}}{{end}}{{end}}</div>{{else}}—{{end}}</td></tr>
{{end}}</table>{{end}}`))

// HTML renders the report as a page.
func (r *Report) HTML() ([]byte, error) {
	var b bytes.Buffer
	if err := page.Execute(&b, r); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Write writes certificacion-NAME.{md,html,json} into dir and returns the
// paths.
func (r *Report) Write(dir, name string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("no se puede crear la carpeta %s: %v", dir, err)
	}
	j, err := r.JSON()
	if err != nil {
		return nil, err
	}
	h, err := r.HTML()
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, f := range []struct {
		ext  string
		data []byte
	}{{"md", r.Markdown()}, {"html", h}, {"json", j}} {
		p := filepath.Join(dir, "certificacion-"+name+"."+f.ext)
		if err := os.WriteFile(p, f.data, 0o644); err != nil {
			return nil, fmt.Errorf("no se puede escribir %s: %v", p, err)
		}
		paths = append(paths, p)
	}
	return paths, nil
}
