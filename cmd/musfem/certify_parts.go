package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/internal/errtext"
)

// maxLotes bounds --lote K/N.
const maxLotes = 10000

// parseLote reads --lote K/N; "" is the whole run (1 of 1).
func parseLote(s string) (int, int, error) {
	if strings.TrimSpace(s) == "" {
		return 1, 1, nil
	}
	k, n, ok := strings.Cut(s, "/")
	kk, err1 := strconv.Atoi(strings.TrimSpace(k))
	nn, err2 := strconv.Atoi(strings.TrimSpace(n))
	switch {
	case !ok || err1 != nil || err2 != nil:
		return 0, 0, fmt.Errorf("se espera K/N, dos enteros: el lote K de N (por ejemplo 3/8)")
	case nn < 1 || nn > maxLotes:
		return 0, 0, fmt.Errorf("N debe estar entre 1 y %d", maxLotes)
	case kk < 1 || kk > nn:
		return 0, 0, fmt.Errorf("K debe estar entre 1 y %d", nn)
	}
	return kk, nn, nil
}

// partFile is the name of a part's results.
func partFile(name string, part, parts int) string {
	return fmt.Sprintf("certificacion-%s.lote-%d-de-%d.json", name, part, parts)
}

// writePart writes a part's results into dir.
func writePart(res *certify.Results, dir, name string, part, parts int) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	b, err := json.MarshalIndent(res, "", " ")
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, partFile(name, part, parts))
	return p, os.WriteFile(p, append(b, '\n'), 0o644)
}

// joinParts reads the parts (files, or folders holding *.lote-*.json),
// joins them and writes the certificate of the whole run.
func joinParts(args []string, salida string, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "musfem certify --unir: "+format+"\n", a...)
		return 2
	}
	if len(args) == 0 {
		return fail("faltan los lotes: ficheros certificacion-NOMBRE.lote-K-de-N.json o carpetas que los tengan")
	}
	var files []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return fail("%s: %s", errtext.Quote(a), errtext.File(err))
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		m, _ := filepath.Glob(filepath.Join(a, "certificacion-*.lote-*-de-*.json"))
		if len(m) == 0 {
			return fail("la carpeta %s no tiene lotes (certificacion-NOMBRE.lote-K-de-N.json)", errtext.Quote(a))
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	var parts []*certify.Results
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return fail("%s: %s", errtext.Quote(f), errtext.File(err))
		}
		var r certify.Results
		if err := json.Unmarshal(b, &r); err != nil || r.Schema != certify.ResultsSchema {
			return fail("%s no son los resultados de un lote de musfem certify", errtext.Quote(f))
		}
		parts = append(parts, &r)
	}
	res, err := certify.Join(parts)
	if err != nil {
		return fail("%v", err)
	}
	rep, err := certify.Build(res)
	if err != nil {
		return fail("%v", err)
	}
	if err := checkNewOutDir(salida); err != nil {
		return fail("--salida: %v", err)
	}
	return writeCertificate(rep, salida, fileName(rep.Engine), stdout, stderr)
}

// runCase replays one case file on the engine and says what still
// differs: exit 1 while it differs, 0 once it agrees.
func runCase(t certify.Engine, path string, stdout, stderr io.Writer) int {
	r, err := diferencial.RunCase(t, path)
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify --caso: %v\n", err)
		return 2
	}
	switch {
	case r.Failure != nil:
		fmt.Fprintf(stdout, "%s: el motor falla al repetirlo: %v\n", r.Name, r.Failure)
		return 1
	case r.Agrees():
		fmt.Fprintf(stdout, "%s: el motor hace lo mismo que la referencia\n", r.Name)
		return 0
	}
	aspects := "1 aspecto"
	if len(r.Groups) != 1 {
		aspects = fmt.Sprintf("%d aspectos", len(r.Groups))
	}
	fmt.Fprintf(stdout, "%s: el motor aún difiere de la referencia en %s", r.Name, aspects)
	switch r.Consequences {
	case 0:
		fmt.Fprintf(stdout, ":\n")
	case 1:
		fmt.Fprintf(stdout, " (1 diferencia más se sigue de ello):\n")
	default:
		fmt.Fprintf(stdout, " (%d diferencias más se siguen de ello):\n", r.Consequences)
	}
	for _, d := range r.Groups {
		words, ok := certify.DiffersText(d.Aspect)
		if !ok {
			words = d.Text
		}
		fmt.Fprintf(stdout, "- %s (%s)", words, strings.Join(d.Articles, ", "))
		if d.Viewer != "" {
			fmt.Fprintf(stdout, ", para el %s", d.Viewer)
		}
		fmt.Fprintf(stdout, ".\n    La referencia: %s\n    El motor: %s\n", errtext.Clip(certify.SideText(d.Reference), 300), errtext.Clip(certify.SideText(d.Engine), 300))
		if d.Reference != "" && d.Engine != "" {
			for _, f := range d.Fields {
				fmt.Fprintf(stdout, "    En %s, la referencia da %s y el motor %s.\n", firstNonEmpty(f.Path, "todo"), firstNonEmpty(errtext.Clip(f.Reference, 300), "nada"), firstNonEmpty(errtext.Clip(f.Engine, 300), "nada"))
			}
		}
		fmt.Fprintf(stdout, "    (Qué se compara: %s; aspecto %s.)\n", d.Text, d.Aspect)
	}
	return 1
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
