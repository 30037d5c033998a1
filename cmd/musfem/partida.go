package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/runner"
)

// partidaUsage is the synopsis of musfem partida.
var partidaUsage = `partida --jugadores "J0,J1,J2,J3" [--tiempo 2s] [--seed S] [--juegos N] [--json FICHERO]
                [--reanudar FICHERO] [--config FICHERO] [--ajustes FICHERO] [--registro-bots DIR]

Juega una partida entre cuatro jugadores y la cuenta como musfem play. Cada
jugador es un bot del propio musfem (` + strings.Join(runner.InProcessNames(), ", ") + `)
o la orden de un programa que habla el protocolo de bots (docs/bots.md),
p. ej. "random,simple,python3 mibot.py,simple". Estado de salida: 0 la
partida termina (también por abandono), 1 se detiene antes (error del motor,
interrupción, límite de acciones: el registro queda guardado y --reanudar la
continúa), 2 uso o datos incorrectos (opción, fichero, un bot que no arranca),
3 error interno.`

// cmdPartida runs musfem partida.
func cmdPartida(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("partida", partidaUsage)
	playersText := fs.String("jugadores", "", "los cuatro jugadores de los asientos 0-3 separados por comas (o uno para los cuatro): un bot del proceso o la orden de un programa")
	seedText := fs.String("seed", "", "semilla de la partida (entero sin signo de 64 bits; 0 si no se da)")
	games := fs.Int("juegos", 0, "juegos que hay que ganar para ganar la partida (games_to_win; 0 = el del fichero de reglas)")
	tiempo := fs.String("tiempo", "", "límite de tiempo de cada decisión (2s, 500ms; 0 = sin límite); sustituye los cuatro tiempos de los ajustes")
	cfg := fs.String("config", "", "fichero de reglas (por defecto config/rules.default.toml)")
	ajustes := fs.String("ajustes", "", "fichero de ajustes del ejecutor: tiempos y qué se hace ante un fallo (por defecto config/runner.default.toml)")
	jsonPath := fs.String("json", "", "guarda el registro de la partida en FICHERO tras cada decisión (lo lee musfem replay)")
	resume := fs.String("reanudar", "", "continúa la partida guardada en FICHERO (y sigue guardándola allí, o en --json)")
	botLogs := fs.String("registro-bots", "", "escribe la salida de error de cada programa en DIR/asiento-N.txt")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "musfem partida: "+format+"\n", a...)
		return 2
	}

	// The game: a new one, or the saved one.
	var saved *gamelog.Log
	var rules engine.Rules
	var seed uint64
	if *resume != "" {
		if *seedText != "" || *cfg != "" || *games != 0 {
			return fail("con --reanudar la semilla y las reglas son las del registro: sobran --seed, --config y --juegos")
		}
		data, err := os.ReadFile(*resume)
		if err != nil {
			return fail("--reanudar: no se puede leer %s: %s", *resume, readWhy(err))
		}
		if saved, err = gamelog.Decode(*resume, data); err != nil {
			return fail("--reanudar: %v", err)
		}
		rules, seed = saved.Rules, saved.Seed
		if *jsonPath == "" {
			*jsonPath = *resume
		}
	} else {
		if *playersText == "" {
			return fail("falta --jugadores \"J0,J1,J2,J3\" (bots: %s, o la orden de un programa)", strings.Join(runner.InProcessNames(), ", "))
		}
		if *seedText != "" {
			s, err := strconv.ParseUint(*seedText, 10, 64)
			if err != nil {
				return fail("--seed %q: debe ser un entero sin signo de 64 bits", *seedText)
			}
			seed = s
		}
		r, _, err := loadRules(*cfg)
		if err != nil {
			return fail("%v", err)
		}
		rules = r
		if *games < 0 {
			return fail("--juegos %d: debe ser 1 o más", *games)
		}
		if *games > 0 {
			rules.GamesToWin = *games
			if err := rules.Validate(); err != nil {
				return fail("--juegos %d: %v", *games, err)
			}
		}
	}

	settings := runner.DefaultSettings()
	if *ajustes != "" {
		s, err := runner.LoadSettings(*ajustes)
		if err != nil {
			return fail("%v", err)
		}
		settings = s
	}
	if *tiempo != "" {
		d, err := time.ParseDuration(*tiempo)
		if err != nil || d < 0 {
			return fail("--tiempo %q: debe ser una duración como 2s, 500ms o 1m30s (0 = sin límite)", *tiempo)
		}
		settings = settings.WithTime(d)
	}

	// The players.
	var specs []string
	switch {
	case *playersText != "":
		specs = strings.Split(*playersText, ",")
		if len(specs) == 1 {
			specs = []string{specs[0], specs[0], specs[0], specs[0]}
		}
	case saved != nil:
		specs = saved.Bots
	}
	if len(specs) != 4 {
		if *playersText == "" {
			return fail("el registro %s no dice sus cuatro jugadores: dalos con --jugadores", *resume)
		}
		return fail("--jugadores %q: hacen falta 1 o 4 jugadores separados por comas (hay %d)", *playersText, len(specs))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	players, err := startPlayers(ctx, specs, rules, seed, *botLogs)
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
		fmt.Fprintf(stdout, "Partida reanudada de %s tras %d acciones · semilla %d · jugadores: %s\n", *resume, len(saved.Plays), seed, strings.Join(names, ", "))
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
	var enc gamelog.Encoder
	if *jsonPath != "" {
		removeStaleTemps(*jsonPath)
	}
	run.Save = func(l *gamelog.Log) error {
		if *jsonPath != "" {
			if err := saveLog(*jsonPath, &enc, l, killer); err != nil {
				return err
			}
		}
		n.flush(l)
		return nil
	}
	var r *runner.Runner
	if saved != nil {
		r, err = runner.Recover(saved, run, [4]runner.Player(players))
	} else {
		r, err = runner.New(run, [4]runner.Player(players))
	}
	if err != nil {
		return fail("%v", err)
	}
	res, err := r.Run(ctx)
	if res.Log != nil {
		n.flush(res.Log)
	}
	if err != nil {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			fmt.Fprintf(stderr, "musfem partida: interrumpida (señal) tras %d acciones\n", res.Plays)
		} else {
			fmt.Fprintf(stderr, "musfem partida: %v\n", err)
		}
		if *jsonPath != "" {
			fmt.Fprintf(stderr, "musfem partida: el registro está guardado en %s; sigue la partida con: musfem partida --reanudar %s\n", *jsonPath, *jsonPath)
		}
		return 1
	}
	fmt.Fprintln(stdout, resultLine(res))
	return 0
}

// readWhy describes a read error in Spanish.
func readWhy(err error) string {
	switch {
	case os.IsNotExist(err):
		return "no existe el fichero"
	case os.IsPermission(err):
		return "sin permiso de lectura"
	}
	return err.Error()
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
