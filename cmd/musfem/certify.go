package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
)

// certifyCommand is the help of musfem certify.
var certifyCommand = command{
	name:    "certify",
	summary: "certifica otro motor por el protocolo: escenarios, partidas grabadas y partidas aleatorias",
	synopsis: []string{
		`certify --motor "ORDEN ARGUMENTOS" [--nombre NOMBRE] [--partidas N] [--semilla S] [--esperados FICHERO]`,
		` [--articulo ID] [--salida CARPETA] [--tiempo DURACIÓN] [--paralelo N]`,
	},
	about: `Arranca el motor con ORDEN y le habla el protocolo de certificación
(docs/protocol.md, docs/protocol-v2.md) por su entrada y salida estándar: le
pasa todos los escenarios de features/, los registros de referencia de
fixtures/seeds/ y N partidas aleatorias comparadas paso a paso con el motor
de referencia, y escribe CARPETA/certificacion-NOMBRE.{md,html,json}: por
cada artículo de la FEM y cada convención, PASA, FALLA, ERROR, TIEMPO, NO
APLICA o ESPERADO. Antes de empezar comprueba la orden del motor, el
artículo, la carpeta y el fichero de fallos esperados.

Estado de salida: 0 APROBADO, 1 RECHAZADO, 2 uso o datos incorrectos (una
opción, un artículo desconocido, un motor que no arranca o no saluda, una
carpeta que no se puede escribir, un fichero de esperados no válido).`,
	examples: []string{
		`certify --motor "musfem serve"`,
		`certify --motor "python3 mi_motor.py" --partidas 2000 --salida informes`,
		`certify --motor "./mi_motor" --articulo FEM-VI --esperados esperados.toml`,
	},
}

// maxParalelo bounds --paralelo: more engine processes than this only
// compete for the same cores.
const maxParalelo = 64

// cmdCertify certifies another engine over the protocol (docs/protocol.md)
// and writes reports/certificacion-NAME.{md,html,json}.
func cmdCertify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(certifyCommand)
	var command, name, expect, articulo, salida string
	var games, workers int
	var s uint64
	var timeout time.Duration
	fs.str(&command, "motor,engine", `"ORDEN ARGUMENTOS"`, "", "orden que arranca el motor que habla el protocolo; las comillas dobles agrupan palabras con espacios")
	fs.str(&name, "nombre,name", "NOMBRE", "", "nombre del motor en el certificado (si no se da, el de su saludo)")
	fs.integer(&games, "partidas,games", "N", 200, 0, maxPartidas, "número de partidas aleatorias comparadas con el motor de referencia")
	fs.unsigned(&s, nil, "semilla,seed", "S", "1", "semilla de las partidas aleatorias")
	fs.str(&expect, "esperados,expect", "FICHERO", "", "fichero TOML de fallos esperados: entradas [[esperado]] con articulo y motivo")
	fs.str(&articulo, "articulo", "ID", "", "limita la certificación a un artículo, capítulo o convención del catálogo y lo que cuelga de él")
	fs.str(&salida, "salida", "CARPETA", "reports", "carpeta del certificado (se crea si no existe)")
	fs.duration(&timeout, nil, "tiempo,timeout", "DURACIÓN", 10*time.Second, time.Hour, "tiempo máximo de cada petición al motor")
	fs.integer(&workers, "paralelo", "N", 2, 1, maxParalelo, "procesos del motor para las partidas aleatorias (el certificado no depende de ello)")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "musfem certify: "+format+"\n", a...)
		return 2
	}
	if strings.TrimSpace(command) == "" {
		fs.usageError(stderr, `falta --motor "ORDEN ARGUMENTOS"`)
		return 2
	}
	if timeout <= 0 {
		return fail("--tiempo 0: cada petición necesita un tiempo máximo (por ejemplo 10s)")
	}

	// Everything the run needs is checked before it starts.
	cat, err := reference.Load()
	if err != nil {
		return fail("catálogo: %v", err)
	}
	articulo = strings.TrimPrefix(strings.TrimSpace(articulo), "@")
	if articulo != "" && !knownSelector(cat, articulo) {
		return fail("--articulo: artículo desconocido: %s no es ni contiene ninguna entrada del catálogo (reference/)", errtext.Quote(articulo))
	}
	var exp []certify.Expectation
	if expect != "" {
		if exp, err = certify.LoadExpectations(expect, cat); err != nil {
			return fail("--esperados: %v", err)
		}
	}
	if err := checkOutDir(salida); err != nil {
		return fail("--salida: %v", err)
	}
	if err := checkProgram(command); err != nil {
		return fail("--motor: no se puede arrancar el motor: %v", err)
	}
	engineErr := &tail{max: 2 << 10}
	popts := protocol.Options{Command: command, Timeout: timeout, Stderr: engineErr}
	client, err := protocol.Launch(popts)
	if err != nil {
		msg := fmt.Sprintf("--motor: el motor no arranca o no saluda (hello, docs/protocol.md): %v", err)
		// The engine's standard error is copied by another goroutine,
		// which may still be at it when its output ends: wait a moment.
		for i := 0; i < 40 && engineErr.String() == ""; i++ {
			time.Sleep(25 * time.Millisecond)
		}
		if t := engineErr.String(); t != "" {
			msg += "\nsu salida de error termina con:\n" + t
		}
		return fail("%s", msg)
	}
	defer client.Close()
	t := launched(client, popts)
	if name != "" {
		t.Name = name
	}
	if t.Name == "" {
		t.Name = "motor"
	}
	rep, err := certify.Run(certify.Options{Target: t, Games: games, Seed: s, Selector: articulo, Expect: exp,
		Progress: stderr, Workers: workers})
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: %v\n", err)
		return 1
	}
	rep.MusfemVersion = version.Musfem
	rep.Notes = append(rep.Notes, fmt.Sprintf("Certificado por musfem %s (catálogo de artículos v%d, catálogo de acciones y eventos v%d, protocolo %d, registros de referencia %s; musfem --version).",
		version.Musfem, reference.Version, engine.CatalogVersion, client.Hello().Protocol, fixtureSets()))
	if client.Hello().Protocol < protocol.Protocol2 {
		rep.Notes = append(rep.Notes, "El motor habla el protocolo 1 (docs/protocol.md), sin señas ni miradas: lo que las necesita (escenarios, registros de referencia v2, artículos de tipo opción del capítulo VIII que nada más comprueba) no aplica (docs/protocol-v2.md).")
	}
	paths, err := rep.Write(salida, fileName(t.Name))
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: no se puede escribir el certificado en %s: %s\n", salida, errtext.File(err))
		return 1
	}
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	fmt.Fprintf(stderr, "musfem certify: %s — %s\n", t.Name, rep.Verdict)
	if rep.Failed() {
		return 1
	}
	return 0
}

// knownSelector reports whether sel is, or contains, an entry of the
// catalog, as musfem report's --articulo (steps.SelectTags).
func knownSelector(cat *reference.Catalog, sel string) bool {
	for _, a := range cat.Articles() {
		if reference.Covers(sel, a.ID) {
			return true
		}
	}
	for _, c := range cat.Conventions() {
		if reference.Covers(sel, c.ID) {
			return true
		}
	}
	_, ok := cat.LookupQuestion(sel)
	return ok
}

// tail keeps the last max bytes written to it (an engine's standard
// error while it starts); it is safe for concurrent writers.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

// String returns what was kept, cut at a line start, with control
// characters and bytes that are not UTF-8 escaped.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimRight(string(t.b), "\n "), "\n")
	for i, l := range lines {
		lines[i] = "  " + errtext.Clip(l, 200)
	}
	if len(lines) == 1 && lines[0] == "  " {
		return ""
	}
	return strings.Join(lines, "\n")
}

// launched describes a launched engine for the certifier, with more
// processes of it for the parallel differential games.
func launched(c *protocol.Client, popts protocol.Options) certify.Target {
	t := target(c)
	t.Fork = func() (certify.Target, error) {
		c, err := protocol.Launch(popts)
		if err != nil {
			return certify.Target{}, err
		}
		f := target(c)
		f.Close = c.Close
		return f, nil
	}
	return t
}

// target describes a launched engine for the certifier: what it claims
// in its hello, under the protocol it speaks (protocol 1 carries no señas,
// docs/protocol-v2.md).
func target(c *protocol.Client) certify.Target {
	h := c.Hello()
	return certify.Target{Name: h.Name, Version: h.Version, NewEngine: c.NewEngine, Stderr: c.Stderr,
		SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks,
		Claims: h.Claims, ClaimsValue: h.ClaimsValue, OnlyDefault: h.OnlyDefault}
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// fileName makes an engine name safe as part of a file name.
func fileName(n string) string {
	n = unsafeName.ReplaceAllString(n, "-")
	if n == "" || n == "." || n == ".." {
		return "motor"
	}
	return n
}
