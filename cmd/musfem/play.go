package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/narrate"
	"github.com/musfem/musfem/play"
)

func cmdPlay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("play", "play --seed N [--config FICHERO] [--bots random,simple,...] [--json]")
	seedText := fs.String("seed", "", "semilla de la partida (entero sin signo de 64 bits); obligatoria")
	cfg := fs.String("config", "", "fichero de reglas (por defecto config/rules.default.toml)")
	botsText := fs.String("bots", "random-sin-ordago", "bots de los asientos 0-3 separados por comas, o uno para los cuatro: "+strings.Join(play.BotNames(), ", "))
	asJSON := fs.Bool("json", false, "imprime el registro de la partida (reglas, semilla, jugadas y eventos) en JSON en vez del relato")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *seedText == "" {
		fmt.Fprintln(stderr, "musfem play: falta --seed N")
		return 2
	}
	seed, err := strconv.ParseUint(*seedText, 10, 64)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: --seed %q: debe ser un entero sin signo de 64 bits\n", *seedText)
		return 2
	}
	rules, _, err := loadRules(*cfg)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: %v\n", err)
		return 2
	}
	names := strings.Split(*botsText, ",")
	if len(names) == 1 {
		names = []string{names[0], names[0], names[0], names[0]}
	}
	if len(names) != 4 {
		fmt.Fprintf(stderr, "musfem play: --bots %q: hacen falta 1 o 4 bots, separados por comas\n", *botsText)
		return 2
	}
	var four [4]string
	for i := range four {
		four[i] = strings.TrimSpace(names[i])
	}
	bots, err := play.NewBots(four, rules, seed)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: --bots: %v\n", err)
		return 2
	}
	res, err := play.Game(rules, seed, bots)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: %v\n", err)
		return 1
	}
	if *asJSON {
		l := gamelog.Log{Rules: rules, Seed: seed, Bots: four[:], Plays: res.Plays, Events: res.Events}
		b, err := l.Encode()
		if err != nil {
			fmt.Fprintf(stderr, "musfem play: %v\n", err)
			return 1
		}
		stdout.Write(b)
		return 0
	}
	fmt.Fprintf(stdout, "Partida con semilla %d · bots: %s\n", seed, strings.Join(four[:], ", "))
	if err := narrate.Write(stdout, res.Events); err != nil {
		return 1
	}
	return 0
}

func cmdReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "replay FICHERO")
	if st := fs.parse(args, stderr, true); st >= 0 {
		return st
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "musfem replay: hace falta un fichero de registro (el que escribe musfem play --json)")
		return 2
	}
	path := fs.Arg(0)
	data, err := os.ReadFile(path)
	if err != nil {
		why := err.Error()
		if os.IsNotExist(err) {
			why = "no existe el fichero"
		} else if os.IsPermission(err) {
			why = "sin permiso de lectura"
		}
		fmt.Fprintf(stderr, "musfem replay: no se puede leer %s: %s\n", path, why)
		return 2
	}
	l, err := gamelog.Decode(path, data)
	if err != nil {
		fmt.Fprintf(stderr, "musfem replay: %v\n", err)
		return 2
	}
	evs, err := gamelog.Replay(l)
	if err != nil {
		fmt.Fprintf(stderr, "musfem replay: %s: %v\n", path, err)
		return 1
	}
	fmt.Fprintf(stdout, "Registro %s: %d acciones y %d eventos repetidos sin diferencias.\n", path, len(l.Plays), len(evs))
	// Told as musfem partida tells it: a partida's incidents (time-outs,
	// disconnections…) before the play they precede.
	n := &narrator{w: stdout, rules: l.Rules, setup: engine.Setup{Seed: l.Seed, Decks: l.Decks, Score: l.Score}}
	n.flush(l)
	return 0
}
