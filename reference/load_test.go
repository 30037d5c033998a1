package reference

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/musfem/musfem/config"
)

// realFS returns a writable copy of the embedded catalog files.
func realFS(t testing.TB) fstest.MapFS {
	t.Helper()
	entries, err := fs.ReadDir(data, "data")
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	for _, e := range entries {
		b, err := fs.ReadFile(data, "data/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = &fstest.MapFile{Data: b}
	}
	return m
}

// replace rewrites old to new in one file of m, failing if old is absent.
func replace(t *testing.T, m fstest.MapFS, file, old, new string) {
	t.Helper()
	f, ok := m[file]
	if !ok || !strings.Contains(string(f.Data), old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	m[file] = &fstest.MapFile{Data: []byte(strings.Replace(string(f.Data), old, new, 1))}
}

// add writes an extra file into m.
func add(m fstest.MapFS, file, src string) {
	m[file] = &fstest.MapFile{Data: []byte(src)}
}

// goodArticle is a valid extra article; tests break one field of it.
const goodArticle = `
[[article]]
id = "FEM-VI.99"
chapter = "FEM-VI"
title = "Artículo de prueba"
summary = "Un artículo inventado para las pruebas."
kind = "impossible"
page = 7
note = "Nota de prueba."
justification = "Solo existe en las pruebas."
`

// want is one expected problem: the file, the line (0 = any), the entry id
// and a part of the message.
type want struct {
	file string
	line int
	id   string
	msg  string
}

// problems loads m and returns its problems, failing if it loads.
func problems(t *testing.T, m fstest.MapFS, keys []config.Key) ErrorList {
	t.Helper()
	c, err := load(m, "", keys)
	if err == nil {
		t.Fatalf("load succeeded (%d articles); want problems", len(c.Articles()))
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("load error is %T, want ErrorList: %v", err, err)
	}
	return list
}

// check compares the problems with the expected ones, one to one, and checks
// that every message names its file and entry.
func check(t *testing.T, got ErrorList, wants []want) {
	t.Helper()
	if len(got) != len(wants) {
		t.Errorf("got %d problems, want %d:\n%v", len(got), len(wants), got)
		return
	}
	for i, w := range wants {
		p := got[i]
		msg := p.Error()
		if p.Pos.File != w.file || p.ID != w.id || !strings.Contains(p.Msg, w.msg) || (w.line != 0 && p.Pos.Line != w.line) {
			t.Errorf("problem %d = %q (file %q line %d id %q), want file %q line %d id %q message containing %q",
				i, msg, p.Pos.File, p.Pos.Line, p.ID, w.file, w.line, w.id, w.msg)
		}
		if w.file != "" && !strings.Contains(msg, w.file) {
			t.Errorf("message %q does not name the file %q", msg, w.file)
		}
		if w.id != "" && !strings.Contains(msg, w.id) {
			t.Errorf("message %q does not name the entry %q", msg, w.id)
		}
	}
}

func TestLoadRejects(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*testing.T, fstest.MapFS)
		want   []want
	}{
		{
			name: "duplicate id",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, "FEM-VI.99", "FEM-VI.4", 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.4", "duplicate id (first defined at fem-06-vi.toml:"}},
		},
		{
			name: "duplicate id across kinds of entry",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", "[[convention]]\nid = \"CONVENCION-deje\"\ntitle = \"t\"\nstatement = \"s\"\ndefault = \"d\"\nstatus = \"no implementada\"\narticles = [\"FEM-VII.1\"]\n")
			},
			want: []want{{"zz.toml", 1, "CONVENCION-deje", "duplicate id (first defined at convenciones.toml:"}},
		},
		{
			name: "malformed article id",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, "FEM-VI.99", "FEM-VI-99", 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI-99", "malformed id"}},
		},
		{
			name: "introduction article with a number",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.NewReplacer("FEM-VI.99", "FEM-Intro.6", `"FEM-VI"`, `"FEM-Intro"`).Replace(goodArticle))
			},
			want: []want{{"zz.toml", 2, "FEM-Intro.6", "malformed id"}},
		},
		{
			name: "chapter beyond XII",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.NewReplacer("FEM-VI.99", "FEM-XIII.1", `"FEM-VI"`, `"FEM-XIII"`).Replace(goodArticle))
			},
			want: []want{{"zz.toml", 2, "FEM-XIII.1", "malformed id"}},
		},
		{
			name: "malformed convention id",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", "[[convention]]\nid = \"CONVENCION-Orden_Juego\"\ntitle = \"t\"\nstatement = \"s\"\ndefault = \"d\"\nstatus = \"no implementada\"\narticles = [\"FEM-VI.7\"]\n")
			},
			want: []want{{"zz.toml", 1, "CONVENCION-Orden_Juego", "malformed id"}},
		},
		{
			name: "article id in a chapter table",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, "[[article]]", "[[chapter]]", 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", "[[chapter]] table holds an article id"}},
		},
		{
			name: "unknown kind",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `kind = "impossible"`, `kind = "imposible"`, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `unknown kind "imposible"`}},
		},
		{
			name: "missing kind",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `kind = "impossible"`, ``, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", "missing kind"}},
		},
		{
			name: "page outside the edition",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `page = 7`, `page = 14`, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `page 14 is not a page of the edition`}},
		},
		{
			name: "missing page",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `page = 7`, ``, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `page 0 is not a page of the edition`}},
		},
		{
			name: "a field of catalog 1",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", goodArticle+"confidence = \"reconstruida\"\n")
			},
			want: []want{{"zz.toml", 11, "FEM-VI.99", `unknown field "article.confidence"`}},
		},
		{
			name: "sets aside an article no engine applies",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", `sets_aside = ["FEM-VI.3"]`, `sets_aside = ["FEM-VI.1"]`)
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-quiero-cierra", `sets_aside: "FEM-VI.1" is not an article the engine applies`}},
		},
		{
			name: "sets aside an id not in the catalog",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", `sets_aside = ["FEM-VI.3"]`, `sets_aside = ["FEM-VI.30"]`)
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-quiero-cierra", `sets_aside: "FEM-VI.30" is not in the catalog`}},
		},
		{
			name: "missing justification",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `justification = "Solo existe en las pruebas."`, ``, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", "missing justification"}},
		},
		{
			name: "option without config key",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `kind = "impossible"`, `kind = "option"`, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `kind "option" must name its config key`}},
		},
		{
			name: "unknown config key in an article",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", goodArticle+"config_keys = [\"no_such_key\"]\n")
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `unknown config key "no_such_key"`}},
		},
		{
			name: "unknown config key in a convention",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", `config_keys = ["deje"]`, `config_keys = ["deje", "dejes"]`)
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-deje", `unknown config key "dejes"`}},
		},
		{
			name: "config key claimed by the wrong convention",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", `config_keys = ["min_bet"]`, `config_keys = ["min_bet", "max_bet"]`)
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-envite-minimo", `config key "max_bet" belongs to CONVENCION-tope-envite`}},
		},
		{
			name: "convention misses one of its config keys",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", `config_keys = ["min_raise", "raise_mode"]`, `config_keys = ["raise_mode"]`)
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-subida", `config_keys misses "min_raise", which engine/rules_keys.go assigns to this convention`}},
		},
		{
			name: "article misses the config key tied to it",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "fem-07-vii.toml", `config_keys = ["announce_within"]`, ``)
			},
			want: []want{{"fem-07-vii.toml", 0, "FEM-VII.7", `config_keys misses "announce_within"`}},
		},
		{
			name: "chapter field disagrees with the id",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", strings.Replace(goodArticle, `chapter = "FEM-VI"`, `chapter = "FEM-VII"`, 1))
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `chapter "FEM-VII" disagrees with the id (want "FEM-VI")`}},
		},
		{
			name: "unknown field",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", goodArticle+"sumary = \"typo\"\n"+strings.Replace(goodArticle, "FEM-VI.99", "FEM-VI.98", 1)+"sumary = \"typo\"\n")
			},
			want: []want{
				{"zz.toml", 11, "FEM-VI.99", `unknown field "article.sumary"`},
				{"zz.toml", 22, "FEM-VI.98", `unknown field "article.sumary"`},
			},
		},
		{
			name: "unknown table",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", "[[articulo]]\nid = \"FEM-VI.99\"\n")
			},
			want: []want{{"zz.toml", 1, "", `unknown field "articulo"`}},
		},
		{
			name: "unknown field in a setting",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `{ key = "raise_mode", value = "doble" }`, `{ key = "raise_mode", value = "doble", valor = 2 }`)
			},
			want: []want{{"preguntas.toml", 0, "P7", `unknown field "question.option.settings.valor"`}},
		},
		{
			name: "TOML syntax error",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", "[[article]]\nid = \"FEM-VI.99\nkind = 1\n")
			},
			want: []want{{"zz.toml", 2, "", "TOML syntax error"}},
		},
		{
			name: "wrong type",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", goodArticle+"sources = \"una sola\"\n")
			},
			want: []want{{"zz.toml", 11, "", `cannot decode: (last key "article.sources"): incompatible types`}},
		},
		{
			name: "missing chapter",
			mutate: func(t *testing.T, m fstest.MapFS) {
				delete(m, "fem-12-xii.toml")
			},
			want: []want{{"", 0, "FEM-XII", "chapter has no entry"}},
		},
		{
			name: "chapter without articles and without kind",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "fem-11-xi.toml", "# solo el capítulo\n\n[[chapter]]\nid = \"FEM-XI\"\nchapter = \"FEM-XI\"\ntitle = \"Sobre el juez-árbitro\"\nsummary = \"Un capítulo sin artículos.\"\npage = 13\n")
			},
			want: []want{
				{"fem-01-i.toml", 0, "FEM-I.7", `related: "FEM-XI.1" is not in the catalog`},
				{"fem-05-v.toml", 0, "FEM-V.2", `related: "FEM-XI.1" is not in the catalog`},
				{"fem-11-xi.toml", 3, "FEM-XI", "chapter has no article entries, so it needs a kind"},
			},
		},
		{
			name: "related id not in the catalog",
			mutate: func(t *testing.T, m fstest.MapFS) {
				add(m, "zz.toml", goodArticle+"related = [\"FEM-VI.4\", \"CONVENCION-nada\"]\n")
			},
			want: []want{{"zz.toml", 2, "FEM-VI.99", `related: "CONVENCION-nada" is not in the catalog`}},
		},
		{
			name: "question default differs from engine/rules_keys.go",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `settings = [{ key = "end_on_immediate_points", value = true }]`, `settings = [{ key = "end_on_immediate_points", value = false }]`)
			},
			want: []want{{"preguntas.toml", 0, "P8", `default option "en-el-acto" sets end_on_immediate_points = false, but its default in engine/rules_keys.go is true`}},
		},
		{
			name: "setting of the wrong type",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `{ key = "games_to_win", value = 3 }`, `{ key = "games_to_win", value = "3" }`)
			},
			want: []want{{"preguntas.toml", 0, "P4", `gives "games_to_win" a string value; engine/rules_keys.go says it is int`}},
		},
		{
			name: "setting a key the question does not list",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `{ key = "games_to_win", value = 3 }`, `{ key = "games_to_win", value = 3 }, { key = "deje", value = false }`)
			},
			want: []want{{"preguntas.toml", 0, "P4", `option "tres-juegos" sets "deje", which the question's keys do not list`}},
		},
		{
			name: "default names no option",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `default = "mas"`, `default = "más"`)
			},
			want: []want{{"preguntas.toml", 0, "P7", `default "más" names no option`}},
		},
		{
			name: "question misses a key tied to it",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "preguntas.toml", `keys = ["raise_mode", "min_raise"]`, `keys = ["raise_mode"]`)
				replace(t, m, "preguntas.toml", `settings = [{ key = "raise_mode", value = "mas" }, { key = "min_raise", value = 2 }]`, `settings = [{ key = "raise_mode", value = "mas" }]`)
			},
			want: []want{{"preguntas.toml", 0, "P7", `keys misses "min_raise"`}},
		},
		{
			name: "option status without keys",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", "status = \"implementada\"\narticles = [\"FEM-IV.4\"]", "status = \"implementada como opción\"\narticles = [\"FEM-IV.4\"]")
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-rondas-de-mus", `status "implementada como opción" needs its config key(s)`}},
		},
		{
			name: "unknown status",
			mutate: func(t *testing.T, m fstest.MapFS) {
				replace(t, m, "convenciones.toml", "status = \"implementada\"\narticles = [\"FEM-IV.4\"]", "status = \"hecha\"\narticles = [\"FEM-IV.4\"]")
			},
			want: []want{{"convenciones.toml", 0, "CONVENCION-rondas-de-mus", `unknown status "hecha"`}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := realFS(t)
			tt.mutate(t, m)
			check(t, problems(t, m, config.Keys()), tt.want)
		})
	}
}

func TestLoadChecksConfigKeys(t *testing.T) {
	keys := append(config.Keys(),
		config.Key{Name: "nueva", Type: "int", Default: "1", Convention: "CONVENCION-nueva", Article: "FEM-VI.14", Question: "P9"},
		config.Key{Name: "huerfana", Type: "bool", Default: "verdadero"},
	)
	got := problems(t, realFS(t), keys)
	check(t, got, []want{
		{"engine/rules_keys.go", 0, "CONVENCION-nueva", `config key "nueva" names this convention, which is not in the catalog`},
		{"engine/rules_keys.go", 0, "P9", `config key "nueva" names this open question, which is not in the catalog`},
		{"engine/rules_keys.go", 0, "", `config key "huerfana" has a default that is not a TOML value`},
		{"engine/rules_keys.go", 0, "", `config key "huerfana" names no convention`},
		{"fem-06-vi.toml", 0, "FEM-VI.14", `config_keys misses "nueva", which engine/rules_keys.go ties to this article`},
	})
}

func TestLoadFS(t *testing.T) {
	c, err := LoadFS(realFS(t))
	if err != nil {
		t.Fatalf("LoadFS(copy of the embedded files): %v", err)
	}
	if a, _ := c.LookupArticle("FEM-VI.4"); a.Pos.File != "fem-06-vi.toml" {
		t.Errorf("LoadFS names files as in fsys; got %q", a.Pos.File)
	}
	_, err = LoadFS(fstest.MapFS{"README.md": {Data: []byte("nada")}})
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 || !strings.Contains(list[0].Msg, "no catalog files") {
		t.Errorf("LoadFS(no toml files) = %v, want a \"no catalog files\" problem", err)
	}
}

func TestErrorListFormat(t *testing.T) {
	l := ErrorList{
		{Pos: Pos{File: "b.toml", Line: 3}, ID: "FEM-VI.4", Msg: "second"},
		{Pos: Pos{}, ID: "FEM-XII", Msg: "last"},
		{Pos: Pos{File: "a.toml"}, Msg: "first"},
	}
	l.sort()
	want := "reference: 3 problems in the catalog:\n\ta.toml: first\n\tb.toml:3: FEM-VI.4: second\n\tFEM-XII: last"
	if got := l.Error(); got != want {
		t.Errorf("ErrorList.Error() =\n%s\nwant\n%s", got, want)
	}
	if (ErrorList{}).Err() != nil {
		t.Errorf("empty ErrorList.Err() is not nil")
	}
	if got := l[:1].Error(); got != "reference: a.toml: first" {
		t.Errorf("one-problem ErrorList.Error() = %q", got)
	}
}

// FuzzLoadFS feeds arbitrary bytes as an extra catalog file: loading must
// never panic, and must fail or succeed without changing the real entries.
func FuzzLoadFS(f *testing.F) {
	base := realFS(f)
	for name, file := range base {
		f.Add(name, file.Data)
	}
	f.Add("zz.toml", []byte(goodArticle))
	f.Add("zz.toml", []byte("[[question]]\nid = \"P9\"\n[[question.option]]\nsettings = [{ key = 1, value = [1] }]\n"))
	f.Add("zz.toml", []byte("[[article]]\n[[article.sub]]\nx = 1\n"))
	f.Fuzz(func(t *testing.T, name string, src []byte) {
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		if !fs.ValidPath(name) || strings.Contains(name, "/") || !strings.HasSuffix(name, ".toml") {
			name = "zz.toml"
		}
		m[name] = &fstest.MapFile{Data: src}
		c, err := LoadFS(m)
		if err == nil && len(c.Chapters()) != 13 {
			t.Errorf("loaded a catalog with %d chapters", len(c.Chapters()))
		}
	})
}
