package reference

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/config"
)

// keysFile names engine/rules_keys.go in problems found in the table of config
// keys.
const keysFile = "engine/rules_keys.go"

// register adds an entry to the index, reporting a duplicate id.
func (ld *loader) register(id string, pos Pos, e Entry) bool {
	if first, dup := ld.index[id]; dup {
		ld.errs.add(pos, id, "duplicate id (first defined at %s)", first.Position())
		return false
	}
	ld.index[id] = e
	return true
}

// kindList is the list of valid kinds for messages.
func kindList() string {
	var names []string
	for _, k := range Kinds() {
		names = append(names, k.String())
	}
	return strings.Join(names, ", ")
}

// article checks one [[chapter]] or [[article]] entry and adds it.
func (ld *loader) article(r rawArticle, pos Pos, chapterTable bool) {
	table := "article"
	if chapterTable {
		table = "chapter"
	}
	if r.ID == "" {
		ld.errs.add(pos, "", "[[%s]] entry has no id", table)
		return
	}
	id := r.ID
	a := Article{
		ID:            id,
		Chapter:       r.Chapter,
		Title:         r.Title,
		Summary:       r.Summary,
		Page:          r.Page,
		Justification: r.Justification,
		ConfigKeys:    r.ConfigKeys,
		Related:       r.Related,
		Sources:       r.Sources,
		Note:          r.Note,
		Pos:           pos,
	}
	ok := true
	p, wellFormed := parseFEMID(id)
	switch {
	case !wellFormed:
		ld.errs.add(pos, id, "malformed id: want FEM-<chapter>.<article> (FEM-VI.4, FEM-Intro.E) or a chapter (FEM-VI)")
		ok = false
	case chapterTable && p.article != 0:
		ld.errs.add(pos, id, "[[chapter]] table holds an article id; use [[article]]")
		ok = false
	case !chapterTable && p.article == 0:
		ld.errs.add(pos, id, "[[article]] table holds a chapter id; use [[chapter]]")
		ok = false
	}
	isChapter := wellFormed && p.article == 0
	if wellFormed {
		want := chapterOf(id)
		switch r.Chapter {
		case "":
			ld.errs.add(pos, id, "missing chapter (want %q)", want)
			ok = false
		case want:
		default:
			ld.errs.add(pos, id, "chapter %q disagrees with the id (want %q)", r.Chapter, want)
			ok = false
		}
	}
	if r.Title == "" {
		ld.errs.add(pos, id, "missing title")
	}
	if r.Summary == "" {
		ld.errs.add(pos, id, "missing summary")
	}
	kind, kindOK := ParseKind(r.Kind)
	switch {
	case !kindOK:
		ld.errs.add(pos, id, "unknown kind %q (want one of %s)", r.Kind, kindList())
	case kind == KindNone && !isChapter && wellFormed:
		ld.errs.add(pos, id, "missing kind (want one of %s)", kindList())
	}
	a.Kind = kind
	if r.Page < 1 || r.Page > EditionPages {
		ld.errs.add(pos, id, "page %d is not a page of the edition (want 1–%d: where the text of the entry begins)", r.Page, EditionPages)
	}
	if kindOK && kind != KindNone && kind != KindEnforced && strings.TrimSpace(r.Justification) == "" {
		ld.errs.add(pos, id, "missing justification: an article the engine does not enforce (kind %q) must say why", kind)
	}
	if kindOK && kind == KindOption && len(r.ConfigKeys) == 0 {
		ld.errs.add(pos, id, "kind \"option\" must name its config key(s) in config_keys")
	}
	ld.checkKeyList(pos, id, "config_keys", r.ConfigKeys)
	a.AppliesWhen = ld.appliesWhen(pos, id, kind, r)
	if ld.register(id, pos, a) && ok {
		ld.articles = append(ld.articles, a)
	}
}

// checkKeyList reports unknown and repeated config keys in a list.
func (ld *loader) checkKeyList(pos Pos, id, field string, keys []string) {
	for i, k := range keys {
		if _, known := ld.keyByName[k]; !known {
			ld.errs.add(pos, id, "unknown config key %q in %s (not in %s)", k, field, keysFile)
		}
		if slices.Contains(keys[:i], k) {
			ld.errs.add(pos, id, "config key %q listed twice in %s", k, field)
		}
	}
}

// checkID reports an entry of a [[table]] without an id (present is
// false: the entry is left out) or with an id that re does not match (ok
// is false; want says the form).
func (ld *loader) checkID(table, id string, pos Pos, re *regexp.Regexp, want string) (present, ok bool) {
	if id == "" {
		ld.errs.add(pos, "", "[[%s]] entry has no id", table)
		return false, false
	}
	if !re.MatchString(id) {
		ld.errs.add(pos, id, "malformed id: want %s", want)
		return true, false
	}
	return true, true
}

// convention checks one [[convention]] entry and adds it.
func (ld *loader) convention(r rawConvention, pos Pos) {
	id := r.ID
	present, ok := ld.checkID("convention", id, pos, conventionIDRe, "CONVENCION-<words> in lower case joined by hyphens (CONVENCION-orden-juego)")
	if !present {
		return
	}
	for _, f := range []struct{ name, value string }{{"title", r.Title}, {"statement", r.Statement}, {"default", r.Default}} {
		if f.value == "" {
			ld.errs.add(pos, id, "missing %s", f.name)
		}
	}
	status, statusOK := ParseStatus(r.Status)
	switch {
	case r.Status == "":
		ld.errs.add(pos, id, "missing status (want implementada, implementada como opción or no implementada)")
	case !statusOK:
		ld.errs.add(pos, id, "unknown status %q (want implementada, implementada como opción or no implementada)", r.Status)
	case status == StatusOption && len(r.ConfigKeys) == 0:
		ld.errs.add(pos, id, "status %q needs its config key(s) in config_keys", r.Status)
	case status == StatusImplemented && len(r.ConfigKeys) > 0:
		ld.errs.add(pos, id, "status %q has config keys: a configurable convention is %q", r.Status, StatusOption)
	}
	ld.checkKeyList(pos, id, "config_keys", r.ConfigKeys)
	for _, k := range r.ConfigKeys {
		if key, known := ld.keyByName[k]; known && key.Convention != id {
			ld.errs.add(pos, id, "config key %q belongs to %s in %s, not to this convention", k, key.Convention, keysFile)
		}
	}
	c := Convention{
		ID:            id,
		Title:         r.Title,
		Statement:     r.Statement,
		ConfigKeys:    r.ConfigKeys,
		Default:       r.Default,
		Alternatives:  r.Alternatives,
		Status:        status,
		Articles:      r.Articles,
		SetsAside:     r.SetsAside,
		Questions:     r.Questions,
		SetsAsideWhen: ld.settings(pos, id, "sets_aside_when", r.SetsAsideWhen, r.ConfigKeys, false),
		Sources:       r.Sources,
		Note:          r.Note,
		Pos:           pos,
	}
	if ld.register(id, pos, c) && ok {
		ld.conventions = append(ld.conventions, c)
	}
}

// question checks one [[question]] entry with its options and adds it.
func (ld *loader) question(r rawQuestion, pos Pos, optionLines []int) {
	id := r.ID
	present, ok := ld.checkID("question", id, pos, questionIDRe, "P<number> (P4)")
	if !present {
		return
	}
	if r.Title == "" {
		ld.errs.add(pos, id, "missing title")
	}
	if r.Text == "" {
		ld.errs.add(pos, id, "missing text")
	}
	ld.checkKeyList(pos, id, "keys", r.Keys)
	q := Question{
		ID:          id,
		Title:       r.Title,
		Text:        r.Text,
		Keys:        r.Keys,
		Conventions: r.Conventions,
		Articles:    r.Articles,
		Default:     r.Default,
		Sources:     r.Sources,
		Note:        r.Note,
		Pos:         pos,
	}
	if len(r.Option) < 2 {
		ld.errs.add(pos, id, "needs at least two options, has %d", len(r.Option))
	}
	for i, ro := range r.Option {
		opos := pos
		if i < len(optionLines) {
			opos.Line = optionLines[i]
		}
		o := Option{Name: ro.Name, Text: ro.Text, Pos: opos}
		switch {
		case ro.Name == "":
			ld.errs.add(opos, id, "option %d has no name", i+1)
		case slices.ContainsFunc(q.Options, func(p Option) bool { return p.Name == ro.Name }):
			ld.errs.add(opos, id, "option %q defined twice", ro.Name)
		}
		if ro.Text == "" {
			ld.errs.add(opos, id, "option %q has no text", ro.Name)
		}
		if len(ro.Settings) == 0 {
			ld.errs.add(opos, id, "option %q sets no config key", ro.Name)
		}
		for j, s := range ro.Settings {
			o.Settings = append(o.Settings, ld.setting(opos, id, ro.Name, r.Keys, ro.Settings[:j], s))
		}
		q.Options = append(q.Options, o)
	}
	switch i := slices.IndexFunc(q.Options, func(o Option) bool { return o.Name == r.Default }); {
	case r.Default == "":
		ld.errs.add(pos, id, "missing default (the name of the option musfem plays today)")
	case i < 0:
		ld.errs.add(pos, id, "default %q names no option", r.Default)
	default:
		ld.checkDefaults(id, q.Options[i])
	}
	if ld.register(id, pos, q) && ok {
		ld.questions = append(ld.questions, q)
	}
}

// setting checks one setting of an option and returns it with its value as
// TOML text.
func (ld *loader) setting(pos Pos, id, option string, questionKeys []string, earlier []rawSetting, s rawSetting) Setting {
	out := Setting{Key: s.Key}
	_, known := ld.keyByName[s.Key]
	switch {
	case s.Key == "":
		ld.errs.add(pos, id, "option %q has a setting with no key", option)
	case !known:
		ld.errs.add(pos, id, "option %q sets unknown config key %q (not in %s)", option, s.Key, keysFile)
	case !slices.Contains(questionKeys, s.Key):
		ld.errs.add(pos, id, "option %q sets %q, which the question's keys do not list", option, s.Key)
	}
	if slices.ContainsFunc(earlier, func(e rawSetting) bool { return e.Key == s.Key }) {
		ld.errs.add(pos, id, "option %q sets %q twice", option, s.Key)
	}
	out.Value = ld.settingValue(pos, id, "option "+strconv.Quote(option), s)
	return out
}

// settingValue checks the value of a setting of who (`option "x"`,
// applies_when…): given, of a type the catalog takes (int, bool or
// string) and of its key's type. It returns the value as TOML text.
func (ld *loader) settingValue(pos Pos, id, who string, s rawSetting) string {
	text, typ, valid := tomlText(s.Value)
	key, known := ld.keyByName[s.Key]
	switch {
	case s.Value == nil:
		ld.errs.add(pos, id, "%s gives no value to %q", who, s.Key)
	case !valid:
		ld.errs.add(pos, id, "%s gives %q a value of an unsupported type (want int, bool or string)", who, s.Key)
	case known && typ != key.Type:
		ld.errs.add(pos, id, "%s gives %q a %s value; %s says it is %s", who, s.Key, typ, keysFile, key.Type)
	}
	return text
}

// checkDefaults reports a default option whose values are not the defaults
// of engine/rules_keys.go.
func (ld *loader) checkDefaults(id string, o Option) {
	for _, s := range o.Settings {
		key, known := ld.keyByName[s.Key]
		if !known || s.Value == "" {
			continue
		}
		def, ok := defaultText(key)
		if ok && def != s.Value {
			ld.errs.add(o.Pos, id, "default option %q sets %s = %s, but its default in %s is %s", o.Name, s.Key, s.Value, keysFile, def)
		}
	}
}

// tomlText returns a decoded TOML value as TOML text and its config type
// ("int", "bool", "string" or "int list").
func tomlText(v any) (text, typ string, ok bool) {
	switch x := v.(type) {
	case string:
		r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
		return `"` + r.Replace(x) + `"`, "string", true
	case int64:
		return strconv.FormatInt(x, 10), "int", true
	case bool:
		return strconv.FormatBool(x), "bool", true
	case []any:
		// A list of integers (gaze_weights = [2, 1, 1]): type "int list".
		parts := make([]string, len(x))
		for i, e := range x {
			n, ok := e.(int64)
			if !ok {
				return "", "", false
			}
			parts[i] = strconv.FormatInt(n, 10)
		}
		return "[" + strings.Join(parts, ", ") + "]", "int list", true
	}
	return "", "", false
}

// defaultText returns the default of a config key normalised as TOML text,
// so that "4" and `4` or `"turno"` compare equal however they are written.
func defaultText(k config.Key) (string, bool) {
	var v struct {
		V any `toml:"v"`
	}
	if _, err := toml.Decode("v = "+k.Default, &v); err != nil {
		return "", false
	}
	text, _, ok := tomlText(v.V)
	return text, ok
}

// crossCheck runs the checks that need the whole catalog: references
// between entries, chapters, and the table of config keys.
func (ld *loader) crossCheck() {
	for _, a := range ld.articles {
		ld.checkRefs(a.Pos, a.ID, "related", a.Related, "")
	}
	for _, c := range ld.conventions {
		ld.checkRefs(c.Pos, c.ID, "articles", c.Articles, "FEM-")
		ld.checkRefs(c.Pos, c.ID, "questions", c.Questions, "P")
		ld.checkRefs(c.Pos, c.ID, "sets_aside", c.SetsAside, "FEM-")
		if len(c.SetsAsideWhen) > 0 && len(c.SetsAside) == 0 {
			ld.errs.add(c.Pos, c.ID, "sets_aside_when without sets_aside: it says when the convention sets articles aside, and it sets none")
		}
		for _, ref := range c.SetsAside {
			if a, ok := ld.index[ref].(Article); ok && (a.IsChapter() || !a.Kind.Enforceable()) {
				ld.errs.add(c.Pos, c.ID, "sets_aside: %q is not an article the engine applies (kind %q): only a rule musfem plays can be set aside", ref, a.Kind)
			}
		}
	}
	for _, q := range ld.questions {
		ld.checkRefs(q.Pos, q.ID, "conventions", q.Conventions, "CONVENCION-")
		ld.checkRefs(q.Pos, q.ID, "articles", q.Articles, "FEM-")
	}

	// Every chapter has an entry; a chapter without articles has a kind.
	hasArticles := make(map[string]bool)
	for _, a := range ld.articles {
		if !a.IsChapter() {
			hasArticles[a.Chapter] = true
		}
	}
	for _, ch := range ChapterIDs() {
		e, found := ld.index[ch]
		a, isArticle := e.(Article)
		switch {
		case !found || !isArticle:
			ld.errs.add(Pos{}, ch, "chapter has no entry")
		case a.Kind == KindNone && !hasArticles[ch]:
			ld.errs.add(a.Pos, ch, "chapter has no article entries, so it needs a kind (one of %s)", kindList())
		}
	}

	// The table of config keys and the catalog agree.
	for _, k := range ld.keys {
		if _, ok := defaultText(k); !ok {
			ld.errs.add(Pos{File: keysFile}, k.Convention, "config key %q has a default that is not a TOML value: %s", k.Name, k.Default)
		}
		if k.Convention == "" {
			ld.errs.add(Pos{File: keysFile}, "", "config key %q names no convention", k.Name)
		} else {
			checkKeyTie(ld, k.Name, k.Convention, func(c Convention) []string { return c.ConfigKeys },
				"convention", "config_keys misses %q, which %s assigns to this convention")
		}
		if k.Article != "" {
			checkKeyTie(ld, k.Name, k.Article, func(a Article) []string { return a.ConfigKeys },
				"article", "config_keys misses %q, which %s ties to this article")
		}
		if k.Question != "" {
			checkKeyTie(ld, k.Name, k.Question, func(q Question) []string { return q.Keys },
				"open question", "keys misses %q, which %s ties to this question")
		}
	}
}

// checkKeyTie reports a config key of the table (keysFile) that names as
// its entry of class E (called named in the message) an id that is not
// such an entry of the catalog, or an entry whose own list of keys (keys)
// misses it (misses: a format of the key and keysFile).
func checkKeyTie[E Entry](ld *loader, key, id string, keys func(E) []string, named, misses string) {
	e, ok := ld.index[id].(E)
	switch {
	case !ok:
		ld.errs.add(Pos{File: keysFile}, id, "config key %q names this "+named+", which is not in the catalog", key)
	case !slices.Contains(keys(e), key):
		ld.errs.add(e.Position(), e.EntryID(), misses, key, keysFile)
	}
}

// checkRefs reports ids of a list that are not in the catalog, or that are
// not of the class the field wants (prefix "" accepts any entry).
func (ld *loader) checkRefs(pos Pos, id, field string, refs []string, prefix string) {
	for i, ref := range refs {
		_, found := ld.index[ref]
		switch {
		case !found:
			ld.errs.add(pos, id, "%s: %q is not in the catalog", field, ref)
		case prefix != "" && !strings.HasPrefix(ref, prefix):
			ld.errs.add(pos, id, "%s: %q is not a %s… id", field, ref, prefix)
		case ref == id:
			ld.errs.add(pos, id, "%s: the entry refers to itself", field)
		}
		if slices.Contains(refs[:i], ref) {
			ld.errs.add(pos, id, "%s: %q listed twice", field, ref)
		}
	}
}

// appliesWhen validates the applies_when settings of an article: only for
// kind option, each a key of its config_keys with a value of the key's
// type. A key named more than once lists its alternatives: the article
// applies under any of them.
func (ld *loader) appliesWhen(pos Pos, id string, kind Kind, r rawArticle) []Setting {
	if len(r.AppliesWhen) == 0 {
		return nil
	}
	if kind != KindOption {
		ld.errs.add(pos, id, "applies_when is only for kind \"option\" (this is %q)", kind)
	}
	return ld.settings(pos, id, "applies_when", r.AppliesWhen, r.ConfigKeys, true)
}

// settings validates a list of config values (applies_when,
// sets_aside_when): each a key of the entry's config_keys with a value of
// the key's type; once, unless alternatives are allowed, and then never
// twice with the same value.
func (ld *loader) settings(pos Pos, id, field string, raw []rawSetting, configKeys []string, alternatives bool) []Setting {
	var out []Setting
	for j, s := range raw {
		if !slices.Contains(configKeys, s.Key) {
			ld.errs.add(pos, id, "%s names %q, which config_keys does not list", field, s.Key)
		}
		if slices.ContainsFunc(raw[:j], func(e rawSetting) bool {
			a, _, _ := tomlText(e.Value)
			b, _, _ := tomlText(s.Value)
			return e.Key == s.Key && (!alternatives || a == b)
		}) {
			ld.errs.add(pos, id, "%s names %q twice", field, s.Key)
		}
		out = append(out, Setting{Key: s.Key, Value: ld.settingValue(pos, id, field, s)})
	}
	return out
}
