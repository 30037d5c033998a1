package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/protocol"
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

// partOrigin is what the part's results record of how they were made,
// besides what certify.Collect records (certify.Producer).
type partOrigin struct {
	timeout time.Duration
	command string
	key     certify.PartKey // seals the part
}

// writePart seals a part's results under origin's key
// (certify.Results.Seal) and writes them
// into dir at once (a file replaced whole or not at all).
func writePart(res *certify.Results, origin partOrigin, dir, name string, part, parts int) (string, error) {
	res.Producer.Timeout = origin.timeout.String()
	res.Producer.EngineFiles = engineFiles(origin.command)
	if err := res.Seal(origin.key); err != nil {
		return "", err
	}
	b, err := json.MarshalIndent(res, "", " ")
	if err != nil {
		return "", err
	}
	n := partFile(name, part, parts)
	if err := reportfile.Replace(dir, []reportfile.File{{Name: n, Data: append(b, '\n')}}, nil); err != nil {
		return "", err
	}
	return filepath.Join(dir, n), nil
}

// maxEngineFile bounds the files of an engine that a part digests.
const maxEngineFile = 1 << 30

// engineFiles digests the files the engine's command line names: its
// program when written with a path (not one found in the PATH, which
// differs from machine to machine) and every argument that is a file.
// "PATH sha256:HEX", in the order of the command line.
func engineFiles(command string) []string {
	out := []string{}
	argv, err := protocol.SplitCommand(command)
	if err != nil {
		return out
	}
	for i, a := range argv {
		if i == 0 && !strings.ContainsRune(a, filepath.Separator) {
			continue
		}
		st, err := os.Stat(a)
		if err != nil || !st.Mode().IsRegular() || st.Size() > maxEngineFile {
			continue
		}
		f, err := os.Open(a)
		if err != nil {
			continue
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err == nil {
			out = append(out, a+" sha256:"+hex.EncodeToString(h.Sum(nil)))
		}
	}
	return out
}

// maxPartBytes bounds the file of a part that --unir reads.
const maxPartBytes = 256 << 20

// joinParts reads the parts (files, or folders holding *.lote-*.json),
// checks that they are the untouched parts of one run (certify.JoinFiles)
// and writes the certificate of the whole run.
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
	key, err := certify.LoadPartKey(false)
	if err != nil {
		return fail("%v", err)
	}
	var parts []certify.PartFile
	for _, f := range files {
		b, err := readPart(f)
		if err != nil {
			return fail("%s: %s", errtext.Quote(f), err)
		}
		var r certify.Results
		if err := json.Unmarshal(b, &r); err != nil || r.Schema != certify.ResultsSchema {
			return fail("%s no son los resultados de un lote de musfem certify", errtext.Quote(f))
		}
		parts = append(parts, certify.PartFile{Path: f, Results: &r})
	}
	res, err := certify.JoinFiles(parts, key)
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
	lock, refusal := takeLock(filepath.Join(salida, "certificacion-"+fileName(rep.Engine)), "certify --unir", "espera a que termine, o usa otra --salida", stderr)
	if refusal != "" {
		return fail("--salida: %s", refusal)
	}
	defer lock.Release()
	return writeCertificate(rep, salida, fileName(rep.Engine), stdout, stderr)
}

// readPart reads a part's file, at most maxPartBytes; its error says why
// in Spanish.
func readPart(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, errors.New(errtext.File(err))
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxPartBytes+1))
	if err != nil {
		return nil, errors.New(errtext.File(err))
	}
	if len(b) > maxPartBytes {
		return nil, fmt.Errorf("pesa más de %d MB: no es el lote de una certificación", maxPartBytes>>20)
	}
	return b, nil
}

// runCase replays one case file on the engine and says what still
// differs: exit 1 while it differs, 0 once it agrees. A signal (ctx)
// interrupts it: exit 1, never told as the engine's failure.
func runCase(ctx context.Context, t certify.Engine, c *certify.CaseFile, stdout, stderr io.Writer) int {
	if why := c.NotOffered(t); why != "" {
		fmt.Fprintf(stderr, "musfem certify --caso: el motor %s no puede repetir %s: el caso %s, y el motor no lo dice en su saludo (hello)\n", errtext.Quote(t.Hello().Name), c.Path, why)
		return 2
	}
	r, err := c.Replay(t)
	if ctx.Err() != nil || errors.Is(r.Failure, protocol.ErrInterrupted) {
		fmt.Fprintf(stderr, "musfem certify --caso: interrumpida (señal) mientras se repetía %s: no se sabe si el motor aún difiere\n", c.Path)
		return 1
	}
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
		othersText(stdout, r)
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
				fmt.Fprintf(stdout, "    En %s, la referencia da %s y el motor %s.\n", firstNonEmpty(f.Path, "todo"), errtext.Clip(certify.SideText(f.Reference), 300), errtext.Clip(certify.SideText(f.Engine), 300))
			}
		}
		fmt.Fprintf(stdout, "    (Qué se compara: %s; aspecto %s.)\n", d.Text, d.Aspect)
	}
	othersText(stdout, r)
	return 1
}

// othersText names the differences of other groups that replaying a case
// found: they do not decide the case (it judges its own group only), but
// the engine still has them, each in its own case file.
func othersText(stdout io.Writer, r diferencial.CaseResult) {
	if len(r.Others) == 0 {
		return
	}
	fmt.Fprintf(stdout, "Además, en esta partida el motor difiere de la referencia en lo que sigue, que no decide este caso (cada cosa es un grupo propio del certificado, con su caso):\n")
	for _, d := range r.Others {
		words, ok := certify.DiffersText(d.Aspect)
		if !ok {
			words = d.Text
		}
		fmt.Fprintf(stdout, "- %s (%s).\n", words, strings.Join(d.Articles, ", "))
	}
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
