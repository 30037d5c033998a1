package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/runner"
	"github.com/musfem/musfem/tiempo"
)

// partidaCommand is the help of musfem partida.
var partidaCommand = command{
	name:    "partida",
	summary: "juega una partida entre cuatro jugadores (bots o programas) con límite de tiempo por decisión",
	synopsis: []string{
		`partida --jugadores "J0,J1,J2,J3" [--semilla S] [--juegos N] [--tiempo 2s] [--guardar FICHERO]`,
		` [--reglas FICHERO] [--ajustes FICHERO] [--registro-bots CARPETA]`,
		`partida --reanudar FICHERO [--guardar FICHERO] [--jugadores "J0,J1,J2,J3"] [--tiempo 2s]`,
	},
	about: `Juega una partida entre cuatro jugadores y la cuenta como musfem play. Cada
jugador es un bot del propio musfem (` + strings.Join(runner.InProcessNames(), ", ") + `)
o la orden de un programa que habla el protocolo de bots (docs/bots.md).
Cada decisión tiene su límite de tiempo (FEM V): un jugador que se pasa, se
cae o responde algo no válido recibe lo que digan los ajustes, y la
incidencia se cuenta y se guarda. Con --guardar, el registro se guarda tras
cada decisión (de forma atómica: una partida cortada deja un registro
completo) y --reanudar lo continúa hasta el mismo final. Dos partidas no
guardan nunca en el mismo fichero: mientras una guarda en él, otra que iba a
hacerlo no empieza (estado 2); y si otro programa escribe el fichero entre
dos guardados, la partida no lo pisa: se detiene y se guarda a su lado.

Estado de salida: 0 la partida termina (también por abandono), 1 se detiene
antes (error del motor, interrupción, límite de acciones, un registro que no
se puede guardar: se dice dónde queda guardada y cómo seguirla), 2 uso o datos
incorrectos (opción, fichero, un programa que no arranca), 3 error interno.`,
	examples: []string{
		`partida --jugadores simple --semilla 7`,
		`partida --jugadores "simple,random,python3 mibot.py,random" --tiempo 2s --guardar partida.json`,
		`partida --reanudar partida.json`,
	},
}

// maxJuegos is the most juegos a partida may ask for on the command line
// (games_to_win; the rules check their own range).
const maxJuegos = 1000

// cmdPartida runs musfem partida.
func cmdPartida(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(partidaCommand)
	var playersText, cfg, ajustes, savePath, resume, botLogs string
	var seed uint64
	var seedSet, limitSet bool
	var games int
	var limit time.Duration
	fs.str(&playersText, "jugadores", `"J0,J1,J2,J3"`, "", "los jugadores de los asientos 0-3 separados por comas (o uno para los cuatro): un bot del proceso o la orden de un programa")
	fs.unsigned(&seed, &seedSet, "semilla,seed", "S", "0", "semilla de la partida (entero de 0 a 18446744073709551615)")
	fs.integer(&games, "juegos", "N", 0, 0, maxJuegos, "juegos que hay que ganar para ganar la partida (games_to_win); 0: los del fichero de reglas")
	fs.duration(&limit, &limitSet, "tiempo", "DURACIÓN", 0, 24*time.Hour, "límite de tiempo de cada decisión (2s, 500ms; 0 = sin límite); sustituye los cuatro tiempos de los ajustes")
	fs.str(&cfg, "reglas,config", "FICHERO", "", "fichero de reglas (si no se da, las de config/rules.default.toml)")
	fs.str(&ajustes, "ajustes", "FICHERO", "", "fichero de ajustes del árbitro: tiempos y qué se hace ante un fallo (si no se da, config/runner.default.toml)")
	fs.str(&savePath, "guardar,json", "FICHERO", "", "guarda el registro de la partida en FICHERO tras cada decisión (lo leen musfem replay y --reanudar)")
	fs.str(&resume, "reanudar", "FICHERO", "", "continúa la partida guardada en FICHERO (y sigue guardándola allí, o en --guardar)")
	fs.str(&botLogs, "registro-bots", "CARPETA", "", "escribe la salida de error de cada programa en CARPETA/asiento-N.txt")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "musfem partida: "+format+"\n", a...)
		return 2
	}

	// The game: a new one, or the saved one.
	var saved *gamelog.Log
	var rules engine.Rules
	if resume != "" {
		if seedSet || cfg != "" || games != 0 {
			return fail("con --reanudar la semilla y las reglas son las del registro: sobran --semilla, --reglas y --juegos")
		}
		data, err := readInput(resume)
		if err != nil {
			return fail("--reanudar: no se puede leer %s: %v", resume, err)
		}
		if saved, err = gamelog.Decode(resume, data); err != nil {
			return fail("--reanudar: %v", err)
		}
		rules, seed = saved.Rules, saved.Seed
		if savePath == "" {
			savePath = resume
		}
	} else {
		if playersText == "" {
			fs.usageError(stderr, fmt.Sprintf("falta --jugadores \"J0,J1,J2,J3\" (bots: %s, o la orden de un programa)", strings.Join(runner.InProcessNames(), ", ")))
			return 2
		}
		r, _, err := loadRules(cfg)
		if err != nil {
			return fail("%v", err)
		}
		rules = r
		if games > 0 {
			rules.GamesToWin = games
			if err := rules.Validate(); err != nil {
				return fail("--juegos %d: %v", games, err)
			}
		}
	}

	settings := runner.DefaultSettings()
	if ajustes != "" {
		s, err := runner.LoadSettings(ajustes)
		if err != nil {
			return fail("%v", err)
		}
		settings = s
	}
	if limitSet {
		settings = settings.WithTime(limit)
	}
	// The save path is checked before anything is played: a run never
	// claims a save it cannot make.
	if savePath != "" {
		if err := checkOutFile(savePath); err != nil {
			return fail("--guardar: %v", err)
		}
		// Two runs never save into the same file: the second is refused.
		lock, refusal := takeLock(savePath, "partida", "espera a que termine, o guarda en otro fichero", stderr)
		if refusal != "" {
			return fail("--guardar: %s", refusal)
		}
		defer lock.Release()
	}

	// The players.
	var specs []string
	switch {
	case playersText != "":
		specs = strings.Split(playersText, ",")
		if len(specs) == 1 {
			specs = []string{specs[0], specs[0], specs[0], specs[0]}
		}
	case saved != nil:
		specs = saved.Bots
	}
	if len(specs) != 4 {
		if playersText == "" {
			return fail("el registro %s no dice sus cuatro jugadores: dalos con --jugadores", resume)
		}
		return fail("--jugadores %s: hacen falta 1 o 4 jugadores separados por comas (hay %d)", errtext.Quote(playersText), len(specs))
	}
	if err := checkPlayers(specs); err != nil {
		return fail("--jugadores: %v", err)
	}
	if botLogs != "" {
		if err := checkOutDir(botLogs); err != nil {
			return fail("--registro-bots: %v", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	players, err := startPlayers(ctx, specs, rules, seed, botLogs)
	defer closePlayers(players)
	if err != nil {
		return fail("%v", err)
	}

	// The run.
	names := make([]string, 4)
	for i, p := range players {
		names[i] = p.Name()
	}
	n := &narrator{w: stdout, rules: rules, setup: engine.Setup{Seed: seed}}
	if saved != nil {
		n.setup = saved.Setup()
		fmt.Fprintf(stdout, "Partida reanudada de %s tras %d acciones · semilla %d · jugadores: %s\n", resume, len(saved.Plays), seed, strings.Join(names, ", "))
	} else {
		fmt.Fprintf(stdout, "Partida con semilla %d · jugadores: %s\n", seed, strings.Join(names, ", "))
	}
	run := runner.Config{Rules: rules, Seed: seed, Settings: settings}
	var killer *killHook
	if os.Getenv(killEnv) != "" {
		if killer, err = newKillHook(os.Getenv(killEnv)); err != nil {
			return fail("%v", err)
		}
	}
	sv := &saver{path: savePath, kill: killer, saved: -1}
	if saved != nil && savePath == resume {
		sv.saved = len(saved.Plays) // the file holds the game so far
		sv.last, _ = os.Stat(savePath)
	}
	if savePath != "" {
		removeStaleTemps(savePath)
	}
	run.Save = func(l *gamelog.Log) error {
		if err := sv.save(l); err != nil {
			return err
		}
		n.flush(l)
		return nil
	}
	var r *runner.Runner
	if saved != nil {
		r, err = runner.Recover(saved, run, [4]tiempo.Player(players))
	} else {
		r, err = runner.New(run, [4]tiempo.Player(players))
	}
	if err != nil {
		return fail("%v", err)
	}
	res, err := r.Run(ctx)
	if res.Log != nil {
		n.flush(res.Log)
	}
	if err != nil || sv.err != nil {
		stopped(stderr, ctx, err, res, sv)
		return 1
	}
	fmt.Fprintln(stdout, resultLine(res))
	return 0
}

// stopped tells why a run stopped before the end, where its log is and
// how to continue it, naming only a file that exists and holds every
// action played.
func stopped(w io.Writer, ctx context.Context, err error, res runner.Result, sv *saver) {
	plays := res.Plays
	switch {
	case sv.err != nil:
		fmt.Fprintf(w, "musfem partida: no se puede guardar el registro en %s: %v; la partida se detiene tras %d acciones\n", sv.path, sv.err, plays)
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		fmt.Fprintf(w, "musfem partida: interrumpida (señal) tras %d acciones\n", plays)
	default:
		why := err.Error()
		var re *runner.Error
		if errors.As(err, &re) {
			why = re.Err.Error()
		}
		fmt.Fprintf(w, "musfem partida: la partida se detiene tras %d acciones: %s\n", plays, why)
	}
	if sv.path == "" {
		fmt.Fprintln(w, "musfem partida: sin --guardar no queda registro para seguirla")
		return
	}
	if sv.err == nil && sv.saved == plays && exists(sv.path) {
		fmt.Fprintf(w, "musfem partida: el registro está guardado en %s; sigue la partida con: musfem partida --reanudar %s\n", sv.path, sv.path)
		return
	}
	// The file does not hold every action played: save them elsewhere.
	if res.Log != nil {
		if rescue, rerr := sv.rescue(res.Log); rerr == nil {
			fmt.Fprintf(w, "musfem partida: la partida entera (%d acciones) está guardada en %s; sigue con: musfem partida --reanudar %s --guardar %s\n", plays, rescue, rescue, sv.path)
			return
		}
	}
	if sv.saved >= 0 && exists(sv.path) {
		fmt.Fprintf(w, "musfem partida: %s guarda la partida hasta la acción %d (las %d siguientes no se han podido guardar); sigue desde ahí con: musfem partida --reanudar %s\n", sv.path, sv.saved, plays-sv.saved, sv.path)
		return
	}
	fmt.Fprintln(w, "musfem partida: no ha quedado ningún registro de la partida")
}

// exists reports whether path is a regular file.
func exists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// resultLine is the last line of the narration.
func resultLine(res runner.Result) string {
	how := ""
	if res.Forfeit {
		how = " por abandono"
	}
	return fmt.Sprintf("Resultado: gana la pareja %s%s · tantos A %d - B %d · juegos A %d - B %d · %d acciones",
		res.Winner, how, res.Score[0], res.Score[1], res.Games[0], res.Games[1], res.Plays)
}
