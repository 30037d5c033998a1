package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/narrate"
	"github.com/musfem/musfem/play"
)

// playCommand is the help of musfem play.
var playCommand = command{
	name:     "play",
	summary:  "juega una partida entera entre bots y la cuenta en castellano",
	synopsis: []string{"play --semilla S [--reglas FICHERO] [--jugadores J0,J1,J2,J3] [--json]"},
	about: `Juega una partida entre cuatro bots del propio musfem (` + strings.Join(play.BotNames(), ", ") + `)
y la cuenta: el reparto, el mus, los descartes, cada lance con sus envites, el
tanteo con el porqué de cada tanto y el resultado. La misma semilla da
siempre los mismos bytes. Con --json escribe el registro de la partida
(docs/registro.md), que musfem replay repite. Para bots que son programas,
con límite de tiempo, véase musfem partida.`,
	examples: []string{
		"play --semilla 7",
		"play --semilla 7 --jugadores simple,random,ordaguero,random",
		"play --semilla 7 --json > partida.json && musfem replay partida.json",
	},
}

func cmdPlay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(playCommand)
	var seed uint64
	var seedSet, asJSON bool
	var cfg, botsText string
	fs.unsigned(&seed, &seedSet, "semilla,seed", "S", "", "semilla de la partida (entero de 0 a 18446744073709551615); obligatoria")
	fs.str(&cfg, "reglas,config", "FICHERO", "", "fichero de reglas (si no se da, las de config/rules.default.toml)")
	fs.str(&botsText, "jugadores,bots", "J0,J1,J2,J3", play.NameRandomNoOrdago, "los bots de los asientos 0-3 separados por comas, o uno para los cuatro: "+strings.Join(play.BotNames(), ", "))
	fs.boolean(&asJSON, "json", "escribe el registro de la partida (reglas, semilla, acciones y eventos) en JSON en vez del relato")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	if !seedSet {
		fs.usageError(stderr, "falta --semilla S")
		return 2
	}
	rules, _, err := loadRules(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: %v\n", err)
		return 2
	}
	names := strings.Split(botsText, ",")
	if len(names) == 1 {
		names = []string{names[0], names[0], names[0], names[0]}
	}
	if len(names) != 4 {
		fmt.Fprintf(stderr, "musfem play: --jugadores %s: hacen falta 1 o 4 bots separados por comas (hay %d)\n", errtext.Quote(botsText), len(names))
		return 2
	}
	var four [4]string
	for i := range four {
		four[i] = strings.TrimSpace(names[i])
	}
	bots, err := play.NewBots(four, rules, seed)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: --jugadores: %v\n", err)
		return 2
	}
	res, err := play.Game(rules, seed, bots)
	if err != nil {
		fmt.Fprintf(stderr, "musfem play: %v\n", err)
		return 1
	}
	if asJSON {
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

// replayCommand is the help of musfem replay.
var replayCommand = command{
	name:     "replay",
	summary:  "repite un registro guardado, comprueba sus eventos y lo cuenta",
	synopsis: []string{"replay FICHERO"},
	about: `Lee un registro (el que escriben musfem play --json y musfem partida
--guardar, docs/registro.md), empieza una partida con sus reglas y su
semilla o sus mazos, aplica sus acciones una a una y comprueba que cada una
produce los eventos registrados. Si no, nombra la primera acción que el
motor no acepta en ese momento o el primer evento distinto y la acción que
lo produce. Estado de salida: 0 sin diferencias (y cuenta la partida), 1 hay
una diferencia, 2 el fichero no se puede leer.`,
	examples: []string{"replay partida.json"},
}

func cmdReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(replayCommand)
	if st := fs.parse(args, stdout, stderr, true); st >= 0 {
		return st
	}
	if fs.NArg() != 1 {
		fs.usageError(stderr, "hace falta un fichero de registro (el que escribe musfem play --json)")
		return 2
	}
	path := fs.Arg(0)
	data, err := readInput(path)
	if err != nil {
		fmt.Fprintf(stderr, "musfem replay: no se puede leer %s: %v\n", path, err)
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
