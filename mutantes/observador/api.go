package main

import (
	"encoding/json"
	"fmt"

	"github.com/musfem/musfem/engine"
)

// observeAPI traces the exported functions over generated inputs.
func observeAPI(t *tracer) {
	t.part("enumeraciones", func() { enums(t) })
	t.part("cartas", func() { cards(t) })
	t.part("claves", func() { keys(t) })
	t.part("DeckFor", func() { deckFor(t) })
	t.part("reglas", func() { rules(t) })
	t.part("json", func() { jsonAPI(t) })
	t.part("generadores", func() { generators(t) })
	t.part("señas", func() { signals(t) })
}

// safe traces f's text, or its panic.
func safe(t *tracer, what string, f func() string) {
	t.part(what, func() { t.line("%s = %s", what, f()) })
}

func enums(t *tracer) {
	for i := 0; i < 70; i++ {
		u := uint8(i)
		safe(t, fmt.Sprintf("enum %d", i), func() string {
			return fmt.Sprint(engine.ActionType(u).String(), "|", engine.Code(u).String(), "|", engine.Concept(u).String(), "|",
				engine.DeckMode(u).String(), "|", engine.DiscardOrder(u).String(), "|", engine.EventKind(u).String(), "|",
				engine.FaltaDeTanto(u).String(), "|", engine.JugadasTrasNoQuiero(u).String(), "|", engine.KeyKind(u).String(), "|",
				engine.Lance(u).String(), "|", engine.ParesKind(u).String(), "|", engine.Phase(u).String(), "|",
				engine.PostrePenalties(u).String(), "|", engine.QuieroSingular(u).String(), "|", engine.RaiseMode(u).String(), "|",
				engine.ServeOrder(u).String(), "|", engine.Signal(u).String(), "|", engine.SignalMoment(u).String(), "|",
				engine.Suit(u).String(), "|", engine.Audience(u).String())
		})
		safe(t, fmt.Sprintf("enum+ %d", i), func() string {
			c := engine.Code(u)
			p := engine.Phase(u)
			g := engine.Signal(u)
			l := engine.Lance(u)
			return fmt.Sprint(c.Article(), "|", c.Error(), "|", p.Lance(), "|", p.Resting(), "|", g.Valid(), "|", g.Spanish(), "|", l.Phase())
		})
		for _, name := range []func() (string, error){
			func() (string, error) { b, err := engine.ActionType(u).MarshalText(); return string(b), err },
			func() (string, error) { b, err := engine.Concept(u).MarshalText(); return string(b), err },
			func() (string, error) { b, err := engine.Phase(u).MarshalText(); return string(b), err },
			func() (string, error) { b, err := engine.Signal(u).MarshalText(); return string(b), err },
			func() (string, error) { b, err := engine.Lance(u).MarshalJSON(); return string(b), err },
		} {
			safe(t, fmt.Sprintf("texto %d", i), func() string { s, err := name(); return s + " " + errText(err) })
		}
		for _, s := range []string{engine.ActionType(u).String(), engine.Code(u).String(), engine.Phase(u).String(),
			engine.Signal(u).String(), engine.Lance(u).String(), engine.EventKind(u).String(), engine.Concept(u).String()} {
			safe(t, "parse "+s, func() string {
				a, ok1 := engine.ParseActionType(s)
				c, ok2 := engine.ParseCode(s)
				p, ok3 := engine.ParsePhase(s)
				g, ok4 := engine.ParseSignal(s)
				l, ok5 := engine.ParseLance(s)
				k, ok6 := engine.ParseEventKind(s)
				n, ok7 := engine.ParseConcept(s)
				var at engine.ActionType
				e1 := at.UnmarshalText([]byte(s))
				var ph engine.Phase
				e2 := ph.UnmarshalText([]byte(s))
				var sg engine.Signal
				e3 := sg.UnmarshalText([]byte(s))
				var cc engine.Concept
				e4 := cc.UnmarshalText([]byte(s))
				var ln engine.Lance
				e5 := ln.UnmarshalJSON([]byte(`"` + s + `"`))
				return fmt.Sprint(a, ok1, c, ok2, p, ok3, g, ok4, l, ok5, k, ok6, n, ok7, at, errText(e1), ph, errText(e2), sg, errText(e3),
					cc, errText(e4), ln, errText(e5))
			})
		}
	}
	for i := -3; i < 10; i++ {
		s, tm := engine.Seat(i), engine.Team(i)
		safe(t, fmt.Sprintf("asiento %d", i), func() string {
			b, err := s.MarshalJSON()
			back, err2 := decoded[engine.Seat](b)
			return fmt.Sprint(s.String(), s.Valid(), "|", s.Next(), s.Prev(), s.Partner(), s.Team(), string(b), errText(err), back, err2)
		})
		safe(t, fmt.Sprintf("equipo %d", i), func() string {
			b, err := tm.MarshalJSON()
			back, err2 := decoded[engine.Team](b)
			return fmt.Sprint(tm.String(), tm.Valid(), tm.Other(), tm.Seats(), string(b), errText(err), back, err2)
		})
		safe(t, fmt.Sprintf("declaración %d", i), func() string {
			d := engine.Declaration(i)
			b, err := d.MarshalJSON()
			back, err2 := decoded[engine.Declaration](b)
			return fmt.Sprint(string(b), errText(err), back, err2)
		})
		for k := 0; k < 5; k++ {
			v := engine.Viewer{Kind: engine.ViewerKind(k), Seat: s}
			safe(t, fmt.Sprintf("mirón %d %d", k, i), func() string {
				b, err := v.MarshalJSON()
				back, err2 := decoded[engine.Viewer](b)
				sees := ""
				for _, vis := range []engine.Visibility{engine.Public, engine.System, engine.PrivateTo(0), engine.PrivateTo(s), engine.PrivateTo(engine.NoSeat)} {
					sees += fmt.Sprint(v.Sees(vis))
				}
				return fmt.Sprint(v.String(), string(b), errText(err), back, err2, sees)
			})
		}
		safe(t, fmt.Sprintf("visibilidad %d", i), func() string {
			vis := engine.PrivateTo(s)
			b, err := vis.MarshalJSON()
			back, err2 := decoded[engine.Visibility](b)
			pb, _ := engine.Public.MarshalJSON()
			sb, _ := engine.System.MarshalJSON()
			return fmt.Sprint(string(b), errText(err), jsonOf(back), err2, string(pb), string(sb))
		})
	}
	safe(t, "listas", func() string {
		return fmt.Sprint(engine.ActionTypes(), engine.ActionTypesV2(), engine.Codes(), engine.CodesV2(), engine.EventKinds(),
			engine.EventKindsV2(), engine.Signals(), engine.CatalogVersion)
	})
	for _, tr := range engine.Transitions {
		safe(t, "transición", func() string {
			return fmt.Sprint(tr.From, tr.To, tr.Why, engine.TransitionIndex(tr.From, tr.To))
		})
	}
	for f := 0; f < 30; f++ {
		safe(t, fmt.Sprintf("TransitionIndex %d", f), func() string {
			out := ""
			for to := 0; to < 30; to++ {
				out += fmt.Sprint(engine.TransitionIndex(engine.Phase(f), engine.Phase(to)), " ")
			}
			return out
		})
	}
	for k := 0; k < 70; k++ {
		safe(t, fmt.Sprintf("ZeroPayload %d", k), func() string {
			p, ok := engine.ZeroPayload(engine.EventKind(k))
			if p == nil {
				return fmt.Sprint("nil ", ok)
			}
			e := engine.Event{Seq: 3, Round: 1, Phase: engine.Phase(2), Actor: 1, Visibility: engine.Public, Payload: p}
			b, err := e.MarshalJSON()
			_, err2 := decoded[engine.Event](b)
			return fmt.Sprintf("%T %v %s %s %s %s", p, ok, p.Kind(), string(b), errText(err), err2)
		})
	}
}

func cards(t *tracer) {
	for i := 0; i < 256; i++ {
		c := engine.Card(i)
		safe(t, fmt.Sprintf("carta %d", i), func() string {
			b, err := c.MarshalJSON()
			back, err2 := decoded[engine.Card](b)
			p, err3 := engine.ParseCard(c.String())
			return fmt.Sprint(c.String(), c.Valid(), c.Rank(), c.Suit(), string(b), errText(err), back, err2, p, errText(err3))
		})
	}
	for r := 0; r < 15; r++ {
		for s := 0; s < 6; s++ {
			safe(t, fmt.Sprintf("NewCard %d %d", r, s), func() string {
				c, ok := engine.NewCard(engine.Rank(r), engine.Suit(s))
				return fmt.Sprint(c, ok)
			})
		}
	}
	for _, s := range []string{"", "1o", "12c", "10e", "7b", "R", "1o 2o", "1o,2o", " 3c  4c ", "13o", "0o", "1x", "1o 1o", "rey", "5 c", "sota", "11c 12b 1e"} {
		safe(t, "ParseCards "+s, func() string {
			cs, err := engine.ParseCards(s)
			c, err2 := engine.ParseCard(s)
			return fmt.Sprint(cs, errText(err), engine.FormatCards(cs), c, errText(err2))
		})
	}
	deck := engine.CanonicalDeck()
	safe(t, "CanonicalDeck", func() string { return engine.FormatCards(deck[:]) })
}

// hands draws n random hands (valid cards, perhaps repeated).
func hands(r *rng, n int) []engine.Hand {
	out := make([]engine.Hand, n)
	for i := range out {
		d := engine.CanonicalDeck()
		for k := 0; k < 4; k++ {
			j := k + r.intn(len(d)-k)
			d[k], d[j] = d[j], d[k]
			out[i][k] = d[k]
		}
		if r.intn(10) == 0 {
			out[i][1] = out[i][0]
		}
	}
	return out
}

func keys(t *tracer) {
	r := rng(99)
	hs := hands(&r, 600)
	for i, h := range hs {
		for _, m := range []engine.DeckMode{engine.OchoReyes, engine.CuatroReyes} {
			safe(t, fmt.Sprintf("claves %d %d", i, m), func() string {
				pk, pv := engine.ParesOf(h, m)
				ls := ""
				for l := 0; l < 7; l++ {
					ls += fmt.Sprint(engine.LanceKey(engine.Lance(l), h, m), " ")
				}
				return fmt.Sprint(h, engine.GrandeKey(h, m), engine.ChicaKey(h, m), engine.PuntoKey(h, m), engine.JuegoKey(h, m),
					pk, pv, engine.Sum(h, m), ls, engine.BackedSignals(h, m))
			})
		}
	}
	for s := 0; s < 45; s++ {
		safe(t, fmt.Sprintf("HasJuego %d", s), func() string { return fmt.Sprint(engine.HasJuego(s)) })
	}
	for i := 0; i+4 <= len(hs); i += 4 {
		four := [4]engine.Hand{hs[i], hs[i+1], hs[i+2], hs[i+3]}
		for l := 0; l < 7; l++ {
			mano := engine.Seat(r.intn(4))
			part := uint8(r.intn(16))
			if r.intn(2) == 0 {
				part = 15
			}
			m := engine.DeckMode(r.intn(2))
			safe(t, fmt.Sprintf("Winner %d %d", i, l), func() string {
				return fmt.Sprint(engine.Winner(engine.Lance(l), &four, mano, part, m))
			})
		}
	}
}

func deckFor(t *tracer) {
	r := rng(7)
	for i := 0; i < 60; i++ {
		d := engine.CanonicalDeck()
		for k := len(d) - 1; k > 0; k-- {
			j := r.intn(k + 1)
			d[k], d[j] = d[j], d[k]
		}
		var hs [engine.NumSeats][]engine.Card
		n := 4
		for s := 0; s < engine.NumSeats; s++ {
			hs[s] = d[n*s : n*s+n]
		}
		stock := d[16 : 16+r.intn(10)]
		switch i % 6 {
		case 1:
			hs[2] = hs[2][:3]
		case 2:
			stock = append(append([]engine.Card(nil), stock...), hs[0][0])
		case 3:
			hs[1] = append([]engine.Card{engine.NoCard}, hs[1][1:]...)
		case 4:
			hs[3] = nil
		}
		dealer := engine.Seat(i%6 - 1)
		safe(t, fmt.Sprintf("DeckFor %d", i), func() string {
			out, err := engine.DeckFor(dealer, hs, stock)
			return fmt.Sprint(engine.FormatCards(out[:]), errText(err))
		})
	}
}

func rules(t *tracer) {
	d := engine.DefaultRules()
	t.line("DefaultRules %s %s %d", jsonOf(d), errText(d.Validate()), engine.CatalogVersionFor(d))
	for _, k := range engine.RuleKeys() {
		k := k
		safe(t, "clave "+k.Name, func() string {
			lo, hi := k.Bounds()
			return fmt.Sprint(k.Name, k.Convention, k.Article, k.Question, k.Note, k.Protocol, k.Signals, k.Kind(), lo, hi,
				k.Values(), k.Elements(), k.Default(), k.Get(d), k.Invalid())
		})
		lo, hi := k.Bounds()
		vals := []int{lo - 1, lo, lo + 1, hi - 1, hi, hi + 1, -1, 0, 1, 2, 3, 40}
		for _, v := range vals {
			v := v
			safe(t, fmt.Sprintf("Set %s %d", k.Name, v), func() string {
				r := d
				n := len(k.Default())
				args := make([]int, n)
				for i := range args {
					args[i] = v
				}
				k.Set(&r, args...)
				return fmt.Sprint(k.Get(r), errText(r.Validate()), engine.CatalogVersionFor(r))
			})
		}
	}
	// Pairs of fields that bound each other.
	for _, f := range []func(r *engine.Rules){
		func(r *engine.Rules) { r.MinDiscard, r.MaxDiscard = 3, 2 },
		func(r *engine.Rules) { r.MinBet, r.MaxBet = 5, 4 },
		func(r *engine.Rules) { r.MinRaise, r.MaxBet = 9, 8 },
		func(r *engine.Rules) { r.RaiseMode, r.MinRaise = engine.RaiseDoble, 3 },
		func(r *engine.Rules) { r.GazeMinTicks, r.GazeMaxTicks = 4, 3 },
		func(r *engine.Rules) { r.GazeWeights = [3]int{0, 0, 0} },
		func(r *engine.Rules) { r.GazeWeights = [3]int{-1, 2, 2} },
		func(r *engine.Rules) { r.TargetPoints, r.AnnounceWithin = 10, 10 },
		func(r *engine.Rules) { r.TargetPoints, r.FaltaDeTantoWithin = 10, 11 },
		func(r *engine.Rules) { r.FirstDealer, r.ShufflerSeat = 5, -3 },
		func(r *engine.Rules) { r.DeckMode, r.ServeOrder, r.RaiseMode = 9, 9, 9 },
		func(r *engine.Rules) { r.SignalsEnabled, r.SignalMoment = true, 7 },
		func(r *engine.Rules) { r.FaltaDeTanto, r.OrdagoPostrePenalties, r.DiscardOrder = 9, 9, 9 },
		func(r *engine.Rules) { r.JugadasTrasNoQuiero, r.QuieroSingular = 9, 9 },
		func(r *engine.Rules) { r.SignalsEnabled = true },
		func(r *engine.Rules) { r.PiedraDePaso, r.DiscardOrder = true, engine.DiscardManoPrimero },
	} {
		r := d
		f(&r)
		safe(t, "Validate "+jsonOf(r), func() string {
			_, _, err := engine.New(r, engine.Setup{Seed: 1})
			return fmt.Sprint(errText(r.Validate()), engine.CatalogVersionFor(r), " New ", errText(err))
		})
	}
	for _, sc := range [][2]int{{40, 0}, {-1, 0}, {39, 39}, {0, 41}} {
		safe(t, fmt.Sprintf("New tantos %v", sc), func() string {
			s, evs, err := engine.New(d, engine.Setup{Seed: 5, Score: sc})
			return fmt.Sprint(errText(err), len(evs), s.Score())
		})
	}
	safe(t, "New mazos agotados", func() string {
		s, _, err := engine.New(d, engine.Setup{Seed: 5, Decks: [][engine.NumCards]engine.Card{}})
		return fmt.Sprint(errText(err), s.Phase())
	})
	safe(t, "New mazo malo", func() string {
		var deck [engine.NumCards]engine.Card
		_, _, err := engine.New(d, engine.Setup{Seed: 5, Decks: [][engine.NumCards]engine.Card{deck}})
		return errText(err)
	})
	for _, w := range [][3]int{{1, 1, 1}, {0, 0, 0}, {5, 2, 9}, d.GazeWeights} {
		safe(t, fmt.Sprintf("GazeWeightsText %v", w), func() string { return engine.GazeWeightsText(w) })
	}
	safe(t, "DefaultGazeWeights", func() string { return fmt.Sprint(engine.DefaultGazeWeights) })
}

func jsonAPI(t *tracer) {
	acts := []engine.Action{engine.Mus{}, engine.CutMus{}, engine.Discard{Cards: []engine.Card{0, 39}}, engine.Discard{},
		engine.Pass{}, engine.Bet{Amount: 2}, engine.Bet{Amount: -1}, engine.Raise{Amount: 40}, engine.Accept{}, engine.AcceptNoLose{},
		engine.Reject{}, engine.Ordago{}, engine.Sena{Signal: 1}, engine.Sena{Signal: 200}, engine.Look{Target: 2}, engine.Look{Target: engine.NoSeat},
		engine.Look{Target: -2}, engine.Tick{}, engine.Discard{Cards: []engine.Card{engine.NoCard}}, nil}
	for i, a := range acts {
		safe(t, fmt.Sprintf("acción %d", i), func() string {
			b, err := engine.MarshalAction(a)
			back, err2 := engine.UnmarshalAction(b)
			p := engine.Play{Seat: 2, Action: a}
			pb, err3 := p.MarshalJSON()
			pback, err4 := decoded[engine.Play](pb)
			tp := ""
			for ty := 0; ty < 20; ty++ {
				tp += fmt.Sprint(engine.Template{Type: engine.ActionType(ty), Min: 1, Max: 3}.Allows(a), engine.Template{Type: engine.ActionType(ty)}.Allows(a))
			}
			return fmt.Sprint(string(b), errText(err), actionText(back), errText(err2), string(pb), errText(err3), actionText(pback.Action), pback.Seat, err4, tp)
		})
	}
	inputs := []string{``, `{}`, `[]`, `null`, `{"type":"mus"}`, `{"type":"mus","x":1}`, `{"type":"bet","amount":3}`, `{"type":"bet","amount":"3"}`,
		`{"type":"bet"}`, `{"type":"raise","amount":1e3}`, `{"type":"discard","cards":["1o","2c"]}`, `{"type":"discard","cards":["1o","1o"]}`,
		`{"type":"discard","cards":[1]}`, `{"type":"discard"}`, `{"type":"sena","signal":"duples"}`, `{"type":"sena","signal":"nada"}`,
		`{"type":"look","target":2}`, `{"type":"look","target":null}`, `{"type":"look","target":-2}`, `{"type":"tick"}`, `{"type":"nada"}`,
		`{"type":"pass"}{}`, `{"type":"pass"} `, `{"type":"pass","type":"mus"}`, `[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]`,
		`{"a":{"b":{"c":{"d":1}}}}`, `"\u00e9"`, `{"seat":1,"action":{"type":"pass"}}`, `{"seat":5,"action":{"type":"pass"}}`,
		`{"seat":1}`, `{"type":"Mus"}`, `{"type":"bet","amount":2.5}`, `{"type":"accept_no_lose"}`, `{"type":"ordago"}`, "{\"type\":\"pass\"\x00}",
		`{"kind":"game_started","seq":1}`, `{"seq":1,"round":0,"phase":"mus","actor":null,"visibility":"public","kind":"passed","payload":{}}`,
		`{"min":1,"max":2,"type":"bet"}`, `{"type":"discard","min":1,"max":4}`, `{"kind":"seat","seat":1}`, `"public"`, `{"private_to":2}`,
		`"spectator"`, `{"seat":3}`, `"grande"`, `"nada"`, `3`, `-1`, `"A"`, `"1o"`, `"a"`, `true`}
	for _, in := range inputs {
		data := []byte(in)
		safe(t, "json "+in, func() string {
			a, err := engine.UnmarshalAction(data)
			p, err2 := decoded[engine.Play](data)
			e, err3 := decoded[engine.Event](data)
			tp, err4 := decoded[engine.Template](data)
			v, err5 := decoded[engine.Viewer](data)
			vis, err6 := decoded[engine.Visibility](data)
			c, err7 := decoded[engine.Card](data)
			s, err8 := decoded[engine.Seat](data)
			tm, err9 := decoded[engine.Team](data)
			d, err10 := decoded[engine.Declaration](data)
			l, err11 := decoded[engine.Lance](data)
			var o engine.Observation
			err12 := json.Unmarshal(data, &o)
			var x map[string]any
			err13 := engine.DecodeStrict(data, &x)
			err14 := engine.CheckJSON(data, 4)
			err15 := engine.CheckJSON(data, 64)
			can, err16 := engine.Canonical(x)
			var y any
			jerr := json.Unmarshal(data, &y)
			return fmt.Sprint(actionText(a), errText(err), "|", jsonOf(p), err2, "|", e.Seq, e.Kind(), err3, "|",
				jsonOf(tp), err4, "|", v, err5, "|", jsonOf(vis), err6, "|", c, err7, "|", s, err8, "|",
				tm, err9, "|", d, err10, "|", l, err11, "|", errText(err12), "|", errText(err13), "|",
				errText(err14), errText(err15), "|", string(can), errText(err16), "|", errText(engine.DescribeJSON(data, jerr)))
		})
	}
	for _, v := range []any{nil, 1, "x", []int{3, 1}, map[string]any{"b": 1, "a": []any{2.5, "y", nil}}, engine.Pass{}, struct{ A, B int }{2, 1}} {
		safe(t, fmt.Sprintf("Canonical %v", v), func() string {
			b, err := engine.Canonical(v)
			return string(b) + " " + errText(err)
		})
	}
	for _, tp := range []engine.Template{{Type: engine.ActBet, Min: 2, Max: 30}, {Type: engine.ActDiscard, Min: 1, Max: 4}, {Type: engine.ActMus}, {Type: 40}} {
		safe(t, "plantilla", func() string {
			b, err := tp.MarshalJSON()
			back, err2 := decoded[engine.Template](b)
			return fmt.Sprint(string(b), errText(err), back, err2)
		})
	}
}

func generators(t *tracer) {
	for _, seed := range []uint64{0, 1, 42, 1 << 63, ^uint64(0)} {
		safe(t, fmt.Sprintf("Rand %d", seed), func() string {
			r := engine.NewRand(seed)
			out := ""
			for i := 0; i < 6; i++ {
				out += fmt.Sprint(r.Uint64(), " ")
			}
			for _, n := range []uint64{1, 2, 3, 7, 40, 1 << 40, 1<<64 - 1} {
				out += fmt.Sprint(r.Bounded(n), " ")
			}
			d := engine.CanonicalDeck()
			r.Shuffle(d[:])
			r.Shuffle(d[:3])
			r.Shuffle(nil)
			sm := engine.NewSplitMix64(seed)
			rs := engine.NewRandState([4]uint64{seed, 1, 2, 3})
			return out + engine.FormatCards(d[:]) + fmt.Sprint(" ", sm.Next(), sm.Next(), rs.Uint64(), rs.Uint64(), engine.GazeSeed(seed))
		})
	}
	safe(t, "Bounded 0", func() string { r := engine.NewRand(3); return fmt.Sprint(r.Bounded(0)) })
}

func signals(t *tracer) {
	r := rng(5)
	hs := hands(&r, 120)
	for i, h := range hs {
		for _, m := range []engine.DeckMode{engine.OchoReyes, engine.CuatroReyes} {
			safe(t, fmt.Sprintf("SignalBacked %d %d", i, m), func() string {
				out := ""
				for g := 0; g < len(engine.Signals())+3; g++ {
					out += fmt.Sprint(engine.SignalBacked(engine.Signal(g), h, m), " ")
				}
				return out
			})
		}
	}
	for g := 0; g < len(engine.Signals())+3; g++ {
		for p := 0; p < 22; p++ {
			safe(t, fmt.Sprintf("SignalTimely %d %d", g, p), func() string {
				out := ""
				for round := 0; round < 3; round++ {
					for m := 0; m < 3; m++ {
						ok, why := engine.SignalTimely(engine.Signal(g), engine.Phase(p), round, engine.SignalMoment(m))
						out += fmt.Sprint(ok, why, ";")
					}
				}
				return out
			})
		}
	}
}
