package certify

import (
	"bytes"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/internal/reportfile"
)

// JSON renders the report as indented JSON.
func (r *Report) JSON() ([]byte, error) {
	return reportfile.JSON(r)
}

var page = template.Must(template.New("p").Funcs(template.FuncMap{
	"mark": statusMark, "join": strings.Join,
	"cls": func(s string) string { return strings.ToLower(strings.ReplaceAll(s, " ", "-")) },
}).Parse(`<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Certificación de {{.Engine}}</title>
<style>body{font-family:sans-serif;max-width:75em;margin:auto;padding:1em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.3em;vertical-align:top;text-align:left}.pasa{color:#070}.falla{color:#b00}
.error,.tiempo{color:#a60}.esperado{color:#05a}.no-aplica{color:#777}pre{background:#f4f4f4;padding:.5em;overflow:auto}
.side{display:grid;grid-template-columns:1fr 1fr;gap:1em}.side pre{white-space:pre-wrap;word-break:break-all}</style></head><body>
<h1>Certificación de {{.Engine}}</h1>
<p>Motor: <b>{{.Engine}}</b> {{.Version}} · semilla del diferencial: {{.Seed}}{{if .Selector}} · selección: {{.Selector}}{{end}}</p>
<p>Veredicto: <b>{{.Verdict}}</b></p>
<h2>Resumen</h2>
<ul><li>Artículos: {{.Summary.Articles.Pasa}} pasan, {{.Summary.Articles.Falla}} fallan, {{.Summary.Articles.Error}} con error, {{.Summary.Articles.Tiempo}} sin respuesta a tiempo, {{.Summary.Articles.NoAplica}} no aplican, {{.Summary.Articles.Esperado}} esperados.</li>
<li>Convenciones: {{.Summary.Conventions.Pasa}} pasan, {{.Summary.Conventions.Falla}} fallan, {{.Summary.Conventions.Error}} con error, {{.Summary.Conventions.Tiempo}} sin respuesta a tiempo, {{.Summary.Conventions.NoAplica}} no aplican, {{.Summary.Conventions.Esperado}} esperadas.</li>
<li>Escenarios: {{.Summary.Scenarios.Total}} ({{.Summary.Scenarios.Pasa}} pasan, {{.Summary.Scenarios.NoAplica}} no aplican: opciones que el motor no declara). Registros de referencia: {{.Summary.Fixtures.Total}} ({{.Summary.Fixtures.Pasa}} pasan, {{.Summary.Fixtures.NoAplica}} no aplican). Partidas diferenciales: {{.Summary.GamesPlayed}} de {{.Summary.Games}}, {{.Summary.Steps}} pasos comparados.</li>
{{range .Notes}}<li>{{.}}</li>{{end}}</ul>
{{if .Expected}}<h2>Fallos esperados</h2><table><tr><th>id</th><th>motivo</th></tr>{{range .Expected}}<tr><td>{{.Articulo}}</td><td>{{.Motivo}}</td></tr>{{end}}</table>{{end}}
{{with .Divergence}}<h2>Primera divergencia (reducida)</h2>
<p>Qué difiere: <b>{{.What}}</b> {{.Viewer}} · <span class="{{cls .Result}}">{{mark .Result}}</span> · artículos: {{join .Articles ", "}}</p>
<p>Semilla: {{.Seed}} · reducción: {{.Shrink}}</p>{{if .Rules}}<p>Reglas distintas de las de por defecto: <code>{{join .Rules ", "}}</code></p>{{end}}{{range $i, $d := .Decks}}<p>Mazo preparado: <code>{{$d}}</code></p>{{end}}
<pre>{{join .Replay "\n"}}</pre>{{if .Play}}<p>Jugada que diverge: <code>{{.Play}}</code></p>{{end}}
<div class="side"><div><h3>Referencia</h3><pre>{{.Reference}}</pre></div><div><h3>Motor</h3><pre>{{.Engine}}</pre></div></div>{{end}}
{{range .Chapters}}<h2>{{.ID}} — {{.Title}}</h2>{{template "rows" .Rows}}{{end}}
{{if .Conventions}}<h2>Convenciones</h2>{{template "rows" .Conventions}}{{end}}
<h2>Salida de error del motor</h2><pre>{{if .Stderr}}{{.Stderr}}{{else}}(vacía){{end}}</pre>
</body></html>
{{define "rows"}}<table><tr><th>id</th><th>título</th><th>tipo</th><th>estado</th><th>pruebas</th></tr>
{{range .}}<tr><td>{{.ID}}</td><td>{{.Title}}</td><td>{{.Kind}}</td><td class="{{cls .Status}}">{{mark .Status}}{{if .Reason}} — {{.Reason}}{{end}}</td><td>{{range .Checks}}<div>{{.Kind}} <span class="{{cls .Result}}">{{.Result}}</span> {{.Name}}{{if .Ref}} ({{.Ref}}){{end}}{{if ne .Result "PASA"}}{{if .Message}}: {{.Message}}{{end}}{{end}}</div>{{else}}—{{end}}</td></tr>
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
