package preguntas

import (
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// optionRules returns the rules of an option: the defaults with the
// option's settings, read by the config loader (so a refused value or
// combination comes back as its error, naming the key).
func optionRules(o reference.Option) (engine.Rules, error) {
	var b strings.Builder
	for _, s := range o.Settings {
		b.WriteString(s.Key)
		b.WriteString(" = ")
		b.WriteString(s.Value)
		b.WriteByte('\n')
	}
	return config.Parse("opción "+o.Name, []byte(b.String()))
}
