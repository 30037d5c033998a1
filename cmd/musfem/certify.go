package main

import (
	"errors"
	"fmt"
	"github.com/musfem/musfem/internal/gctune"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
)

// certifyCommand is the help of musfem certify.
var certifyCommand = command{
	name:    "certify",
	summary: "certifica otro motor por el protocolo: escenarios, partidas grabadas y partidas aleatorias",
	synopsis: []string{
		`certify --motor "ORDEN ARGUMENTOS" [--nombre NOMBRE] [--partidas N] [--semilla S] [--esperados FICHERO]`,
		` [--articulo ID] [--salida CARPETA] [--tiempo DURACIÓN] [--paralelo N] [--lote K/N]`,
		` [--comparaciones muestra|todas|ninguna|MODALIDAD:RONDA]`,
		`certify --motor "ORDEN ARGUMENTOS" --caso FICHERO`,
		`certify [--salida CARPETA] --unir LOTE…`,
	},
	about: `Arranca el motor con ORDEN y le habla el protocolo de certificación
(docs/protocol.md, docs/protocol-v2.md) por su entrada y salida estándar: le
pasa todos los escenarios de features/, los registros de referencia de
fixtures/seeds/ y N partidas aleatorias comparadas paso a paso con el motor
de referencia, y escribe CARPETA/certificacion-NOMBRE.{md,html,json}: por
cada artículo de la FEM y cada convención, PASA, FALLA, ERROR, TIEMPO, NO
APLICA o ESPERADO. Antes de empezar comprueba la orden del motor, el
artículo, la carpeta y el fichero de fallos esperados.

Con mazos preparados, comprueba además cada comparación de manos
(comparacion/, docs/decisions.md D26): cada ronda reparte cuatro manos, todos
pasan y el conteo debe dar cada lance a la mano que dicen las convenciones
de orden (grande, chica, pares, juego y punto), de empates y del valor de
las cartas; un fallo se imputa solo a esa convención y nombra las dos
manos. Por defecto juega una muestra de unas 3.000 rondas por modalidad,
repartida por los cinco lances (unos 15 s); --comparaciones todas juega el
diseño entero (35.654 rondas en ocho reyes, 159.275 en cuatro reyes si el
motor la ofrece: minutos), ninguna la deja fuera y ocho_reyes:N repite la
ronda N sola. Sin mazos preparados no aplica, y el certificado lo dice.

Cada grupo de divergencias con reproducción se guarda además como un caso
(CARPETA/casos-NOMBRE/D1.json…, en el formato de los registros de
referencia, docs/fixtures.md) que --caso repite solo: estado 1 mientras el
motor difiera, 0 cuando coincida con la referencia. El certificado escribe
esa orden con rutas absolutas, para que funcione donde se pegue; --caso no
escribe nada.

Una certificación grande se reparte en N lotes (--lote K/N: escenarios,
registros y partidas repartidos para que tarden lo mismo); cada lote
escribe CARPETA/certificacion-NOMBRE.lote-K-de-N.json y --unir junta los
ficheros (o las carpetas que los tienen) en el certificado que daría la
ejecución entera, byte a byte (docs/lotes.md). Cada lote lleva un sello
de su contenido y de lo que lo hizo (la compilación de musfem, el motor,
las opciones, qué lote de cuántos), hecho con una clave secreta: la de
MUSFEM_CLAVE_LOTES, que debe ser la misma en todas las máquinas, o si no
está definida la del usuario (~/.config/musfem/clave-lotes, que se crea
la primera vez). --unir rechaza, diciendo qué fichero, un lote editado a
mano o sellado sin la clave, repetido, que falta, interrumpido, de otra
compilación, motor u opciones, o cuyas cuentas no son las de su parte.

SIGINT o SIGTERM paran los motores al momento y escriben un certificado
parcial, marcado como interrumpido (veredicto INTERRUMPIDO); un lote
interrumpido se guarda, pero --unir no lo acepta. Mientras corre, el
certificado parcial se escribe al empezar y tras cada etapa: una
certificación matada sin aviso deja lo que había hecho. Los tres ficheros
del certificado y sus casos se reemplazan juntos o ninguno, y dos
certificaciones no escriben a la vez el mismo certificado: la segunda no
empieza (estado 2).

Estado de salida: 0 APROBADO, 1 RECHAZADO o INTERRUMPIDO, 2 uso o datos
incorrectos (una opción, un artículo desconocido, un motor que no arranca o
no saluda, una carpeta que no se puede escribir, un fichero de esperados no
válido).`,
	examples: []string{
		`certify --motor "musfem serve"`,
		`certify --motor "./mi_motor" --partidas 100000 --lote 3/8 --salida lotes`,
		`certify --salida informes --unir lotes`,
		`certify --motor "./mi_motor" --caso informes/casos-mi-motor/D1.json`,
		`certify --motor "python3 mi_motor.py" --partidas 2000 --salida informes`,
		`certify --motor "./mi_motor" --articulo FEM-VI --esperados esperados.toml`,
	},
}

// maxCertifyGames bounds --partidas of certify: the results are counted as
// they come (memory does not grow with the games), but game indexes stay
// well inside an int and a run this long is for --lote parts.
const maxCertifyGames = 1_000_000_000

// maxParalelo bounds --paralelo: more engine processes than this only
// compete for the same cores.
const maxParalelo = 64

// cmdCertify certifies another engine over the protocol (docs/protocol.md)
// and writes reports/certificacion-NAME.{md,html,json}.
func cmdCertify(args []string, stdout, stderr io.Writer) int {
	gctune.Tune()
	fs := newFlags(certifyCommand)
	var command, name, expect, articulo, salida string
	var games, workers int
	var s uint64
	var timeout time.Duration
	fs.str(&command, "motor,engine", `"ORDEN ARGUMENTOS"`, "", "orden que arranca el motor que habla el protocolo; las comillas dobles agrupan palabras con espacios")
	fs.str(&name, "nombre,name", "NOMBRE", "", "nombre del motor en el certificado (si no se da, el de su saludo)")
	fs.integer(&games, "partidas,games", "N", 200, 0, maxCertifyGames, "número de partidas aleatorias comparadas con el motor de referencia")
	fs.unsigned(&s, nil, "semilla,seed", "S", "1", "semilla de las partidas aleatorias")
	fs.str(&expect, "esperados,expect", "FICHERO", "", "fichero TOML de fallos esperados: entradas [[esperado]] con articulo y motivo")
	fs.str(&articulo, "articulo", "ID", "", "limita la certificación a un artículo, capítulo o convención del catálogo y lo que cuelga de él (FEM: todos los artículos; CONVENCION: todas las convenciones)")
	fs.str(&salida, "salida", "CARPETA", "reports", "carpeta del certificado (se crea si no existe)")
	fs.duration(&timeout, nil, "tiempo,timeout", "DURACIÓN", 10*time.Second, time.Hour, "tiempo máximo de cada petición al motor")
	fs.integer(&workers, "paralelo", "N", 2, 1, maxParalelo, "procesos del motor para las partidas aleatorias (el certificado no depende de ello)")
	var lote, caso, comparaciones, omite string
	fs.str(&omite, "omite", "PARTES", "", "no ejecuta esas partes de la certificación, separadas por comas: escenarios, registros (los registros de referencia); el certificado lo dice y sus artículos quedan sin esa prueba")
	fs.str(&comparaciones, "comparaciones", "QUÉ", certify.CompareSample, "rondas de la comparación de manos: muestra (unas 3.000 por modalidad), todas, ninguna, o MODALIDAD:RONDA[,RONDA…]")
	var unir bool
	fs.str(&lote, "lote", "K/N", "", "hace solo el lote K de N de la certificación y guarda sus resultados en la carpeta de --salida")
	fs.str(&caso, "caso", "FICHERO", "", "repite solo un caso de un certificado (o un registro de referencia) con el motor; una ruta relativa que no está en la carpeta actual se busca en las de encima y en su carpeta reports")
	fs.boolean(&unir, "unir", "junta los lotes (ficheros o carpetas que siguen a las opciones) en el certificado")
	if st := fs.parse(args, stdout, stderr, true); st >= 0 {
		return st
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "musfem certify: "+format+"\n", a...)
		return 2
	}
	if unir {
		return joinParts(fs.Args(), salida, stdout, stderr)
	}
	if fs.NArg() > 0 {
		fs.usageError(stderr, fmt.Sprintf("argumento de más %s (solo --unir lleva lotes detrás)", errtext.Quote(fs.Arg(0))))
		return 2
	}
	part, parts, err := parseLote(lote)
	if err != nil {
		return fail("--lote %s: %v", errtext.Quote(lote), err)
	}
	compare, err := certify.ParseComparisons(comparaciones)
	if err != nil {
		return fail("--comparaciones %s: %v", errtext.Quote(comparaciones), err)
	}
	noScenarios, noFixtures, err := parseOmite(omite)
	if err != nil {
		return fail("--omite %s: %v", errtext.Quote(omite), err)
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
	if articulo != "" {
		if err := cat.CheckSelector(articulo); err != nil {
			return fail("--articulo: %v", err)
		}
		if n := reference.MovedNotice(articulo); n != "" {
			fmt.Fprintf(stderr, "musfem certify: aviso: %s\n", n)
		}
	}
	var exp []certify.Expectation
	if expect != "" {
		if exp, err = certify.LoadExpectations(expect, cat); err != nil {
			return fail("--esperados: %v", err)
		}
	}
	var theCase *certify.CaseFile
	if caso != "" {
		// --caso writes nothing: --salida is not used. The case is read
		// and checked whole before the engine starts.
		if caso, err = findCase(caso); err != nil {
			return fail("--caso: %v", err)
		}
		if theCase, err = certify.LoadCase(caso); err != nil {
			return fail("--caso: %v", err)
		}
	} else if err := checkNewOutDir(salida); err != nil {
		return fail("--salida: %v", err)
	}
	var key certify.PartKey
	if parts > 1 && theCase == nil {
		if key, err = certify.LoadPartKey(true); err != nil {
			return fail("--lote: %v", err)
		}
	}
	if err := checkProgram(command); err != nil {
		return fail("--motor: no se puede arrancar el motor: %v", err)
	}
	ctx, stopSignals := certifySignals()
	defer stopSignals()
	engineErr := &tail{max: 2 << 10}
	popts := protocol.Options{Command: command, Timeout: timeout, Stderr: engineErr, Context: ctx}
	proc, err := certify.Launch(popts)
	if errors.Is(err, protocol.ErrInterrupted) {
		fmt.Fprintln(stderr, "musfem certify: interrumpida (señal) antes de empezar: no hay certificado")
		return 1
	}
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
	defer proc.Close()
	if name == "" {
		name = proc.Hello().Name
	}
	if name == "" {
		name = "motor"
	}
	t := named{Engine: proc, name: name}
	if theCase != nil {
		return runCase(ctx, t, theCase, stdout, stderr)
	}
	// Two runs never write the same certificate or part: the second one
	// is refused before it starts.
	out := filepath.Join(salida, "certificacion-"+fileName(name))
	if parts > 1 {
		out = filepath.Join(salida, partFile(fileName(name), part, parts))
	}
	lock, refusal := takeLock(out, "certify", "espera a que termine, o usa otra --salida u otro --nombre", stderr)
	if refusal != "" {
		return fail("--salida: %s", refusal)
	}
	defer lock.Release()
	o := certify.Options{Target: t, Games: games, Seed: s, Selector: articulo, Expect: exp,
		Progress: stderr, Workers: workers, Command: command, Part: part, Parts: parts, Stop: ctx.Done(), Comparisons: compare,
		NoScenarios: noScenarios, NoFixtures: noFixtures}
	ck := &checkpoints{stderr: stderr}
	origin := partOrigin{timeout: timeout, command: command, key: key}
	if parts > 1 {
		o.Checkpoint = ck.every(func(res *certify.Results) error {
			_, err := writePart(res, origin, salida, fileName(name), part, parts)
			return err
		})
		res, err := certify.Collect(o)
		if err != nil {
			fmt.Fprintf(stderr, "musfem certify: %v\n", err)
			return 1
		}
		p, err := writePart(res, origin, salida, fileName(name), part, parts)
		if err != nil {
			fmt.Fprintf(stderr, "musfem certify: no se pueden guardar los resultados del lote: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, p)
		if res.Interrupted {
			fmt.Fprintf(stderr, "musfem certify: %s — lote %d de %d interrumpido (señal): sus resultados son parciales y --unir no los acepta; repítelo\n", name, part, parts)
			return 1
		}
		fmt.Fprintf(stderr, "musfem certify: %s — lote %d de %d guardado; únelo a los demás con musfem certify --unir\n", name, part, parts)
		return 0
	}
	o.Checkpoint = ck.every(func(res *certify.Results) error {
		rep, err := certify.BuildCheckpoint(res)
		if err != nil {
			return err
		}
		_, err = rep.WriteAll(salida, fileName(name))
		return err
	})
	rep, err := certify.Run(o)
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: %v\n", err)
		return 1
	}
	return writeCertificate(rep, salida, fileName(name), stdout, stderr)
}

// writeCertificate writes the case files and the certificate, and returns
// the exit status of its verdict.
func writeCertificate(rep *certify.Report, salida, name string, stdout, stderr io.Writer) int {
	paths, err := rep.WriteAll(salida, name)
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: %s — %s, pero no se puede escribir el certificado: %v; en %s sigue lo que había, ninguno de sus ficheros a medias (el certificado parcial de esta certificación, si llegó a escribirse)\n", rep.Engine, rep.Verdict, err, salida)
		return 1
	}
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	fmt.Fprintf(stderr, "musfem certify: %s — %s\n", rep.Engine, rep.Verdict)
	if rep.Interrupted {
		fmt.Fprintln(stderr, "musfem certify: interrumpida (señal): el certificado es parcial")
	}
	if rep.Failed() {
		return 1
	}
	return 0
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

// named is an engine under certification shown in the certificate by
// another name than its hello's (--nombre, or «motor» for none).
type named struct {
	certify.Engine
	name string
}

func (n named) Hello() protocol.Hello {
	h := n.Engine.Hello()
	h.Name = n.name
	return h
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

// parseOmite reads --omite: the parts of the certification left out,
// escenarios and registros, separated by commas.
func parseOmite(s string) (scenarios, fixtures bool, err error) {
	if strings.TrimSpace(s) == "" {
		return false, false, nil
	}
	for _, w := range strings.Split(s, ",") {
		switch strings.TrimSpace(w) {
		case "escenarios":
			scenarios = true
		case "registros":
			fixtures = true
		default:
			return false, false, fmt.Errorf("%s no es una parte que se pueda omitir: escenarios o registros (las partidas se omiten con --partidas 0, la comparación de manos con --comparaciones ninguna)", errtext.Quote(strings.TrimSpace(w)))
		}
	}
	return scenarios, fixtures, nil
}
