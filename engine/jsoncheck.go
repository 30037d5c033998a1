package engine

import (
	"fmt"
	"unicode/utf8"

	"github.com/musfem/musfem/internal/errtext"
)

// maxJSONDepth is the nesting encoding/json accepts.
const maxJSONDepth = 10000

// CheckJSON checks that data is one well-formed JSON value in UTF-8,
// nested at most maxDepth objects and lists deep. It returns nil or a
// *JSONError saying, in Spanish, what the first problem is and where: the
// text ends too soon, a character that cannot be there, a control
// character or a byte that is not UTF-8 inside a string, a bad escape or
// number, a nesting too deep, something after the value.
func CheckJSON(data []byte, maxDepth int) error {
	c := &jsonChecker{data: data, max: maxDepth}
	c.ws()
	if c.i == len(c.data) {
		return at(data, 0, "está vacío: se esperaba un valor JSON")
	}
	if !c.value(1) {
		return c.err
	}
	c.ws()
	if c.i < len(c.data) {
		return at(data, int64(c.i), "sobra "+c.found()+" tras el valor JSON")
	}
	return nil
}

// jsonChecker is the state of CheckJSON: a recursive descent over the
// grammar of RFC 8259 that stops at the first problem.
type jsonChecker struct {
	data []byte
	i    int
	max  int
	err  *JSONError
}

// fail records the first problem, at the current byte.
func (c *jsonChecker) fail(msg string) bool {
	if c.i >= len(c.data) {
		c.err = at(c.data, int64(len(c.data)), "el JSON se corta antes de terminar (falta el cierre de un objeto, una lista o una cadena)")
	} else {
		c.err = at(c.data, int64(c.i), msg)
	}
	return false
}

// found names the byte at the current place, with a short excerpt.
func (c *jsonChecker) found() string {
	if c.i >= len(c.data) {
		return "el fin del texto"
	}
	r, _ := utf8.DecodeRune(c.data[c.i:])
	switch {
	case r == utf8.RuneError:
		return fmt.Sprintf("el byte 0x%02x, que no es UTF-8", c.data[c.i])
	case r < 0x20 || r == 0x7f:
		return fmt.Sprintf("el carácter de control U+%04X", r)
	}
	return "«" + errtext.Clip(string(c.data[c.i:min(len(c.data), c.i+64)]), 12) + "»"
}

func (c *jsonChecker) ws() {
	for c.i < len(c.data) {
		switch c.data[c.i] {
		case ' ', '\t', '\r', '\n':
			c.i++
		default:
			return
		}
	}
}

func (c *jsonChecker) value(depth int) bool {
	c.ws()
	if c.i >= len(c.data) {
		return c.fail("")
	}
	switch b := c.data[c.i]; {
	case b == '{' || b == '[':
		if depth > c.max {
			return c.fail(fmt.Sprintf("anidamiento demasiado profundo de objetos y listas (más de %d niveles)", c.max))
		}
		if b == '{' {
			return c.object(depth)
		}
		return c.array(depth)
	case b == '"':
		return c.str()
	case b == '-' || b >= '0' && b <= '9':
		return c.number()
	case b == 't':
		return c.literal("true")
	case b == 'f':
		return c.literal("false")
	case b == 'n':
		return c.literal("null")
	}
	return c.fail("se esperaba un valor JSON y hay " + c.found())
}

func (c *jsonChecker) object(depth int) bool {
	c.i++ // {
	c.ws()
	if c.i < len(c.data) && c.data[c.i] == '}' {
		c.i++
		return true
	}
	for {
		c.ws()
		if c.i >= len(c.data) || c.data[c.i] != '"' {
			return c.fail("se esperaba el nombre de un campo entre comillas y hay " + c.found())
		}
		if !c.str() {
			return false
		}
		c.ws()
		if c.i >= len(c.data) || c.data[c.i] != ':' {
			return c.fail("tras el nombre de un campo se esperaba «:» y hay " + c.found())
		}
		c.i++
		if !c.value(depth + 1) {
			return false
		}
		if more, ok := c.next('}', "tras un campo se esperaba «,» o «}» y hay "); !more {
			return ok
		}
	}
}

func (c *jsonChecker) array(depth int) bool {
	c.i++ // [
	c.ws()
	if c.i < len(c.data) && c.data[c.i] == ']' {
		c.i++
		return true
	}
	for {
		if !c.value(depth + 1) {
			return false
		}
		if more, ok := c.next(']', "tras un elemento de la lista se esperaba «,» o «]» y hay "); !more {
			return ok
		}
	}
}

// next steps over what follows a field of an object or an element of a
// list: a «,», when more follow, or the closing byte; anything else fails
// with expected and what was found.
func (c *jsonChecker) next(closing byte, expected string) (more, ok bool) {
	c.ws()
	if c.i < len(c.data) && c.data[c.i] == ',' {
		c.i++
		return true, true
	}
	if c.i < len(c.data) && c.data[c.i] == closing {
		c.i++
		return false, true
	}
	return false, c.fail(expected + c.found())
}

func (c *jsonChecker) str() bool {
	c.i++ // "
	for c.i < len(c.data) {
		b := c.data[c.i]
		switch {
		case b == '"':
			c.i++
			return true
		case b == '\\':
			c.i++
			if c.i >= len(c.data) {
				return c.fail("")
			}
			switch c.data[c.i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				c.i++
			case 'u':
				c.i++
				for k := 0; k < 4; k++ {
					if c.i >= len(c.data) || !isHex(c.data[c.i]) {
						return c.fail("el escape \\u necesita cuatro cifras hexadecimales y hay " + c.found())
					}
					c.i++
				}
			default:
				return c.fail("secuencia de escape no válida en una cadena: \\" + c.found())
			}
		case b < 0x20:
			return c.fail("una cadena contiene " + c.found() + ": los caracteres de control se escriben escapados (\\n, \\u0001…)")
		case b < 0x80:
			c.i++
		default:
			r, size := utf8.DecodeRune(c.data[c.i:])
			if r == utf8.RuneError && size <= 1 {
				return c.fail("una cadena contiene " + c.found() + ": el texto debe estar en UTF-8")
			}
			c.i += size
		}
	}
	return c.fail("")
}

func isHex(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F'
}

func (c *jsonChecker) digits() int {
	n := 0
	for c.i < len(c.data) && c.data[c.i] >= '0' && c.data[c.i] <= '9' {
		c.i++
		n++
	}
	return n
}

func (c *jsonChecker) number() bool {
	if c.data[c.i] == '-' {
		c.i++
	}
	if c.i < len(c.data) && c.data[c.i] == '0' {
		c.i++
	} else if c.digits() == 0 {
		return c.fail("número mal escrito: tras «-» se esperaba una cifra y hay " + c.found())
	}
	if c.i < len(c.data) && c.data[c.i] == '.' {
		c.i++
		if c.digits() == 0 {
			return c.fail("número mal escrito: tras «.» se esperaba una cifra y hay " + c.found())
		}
	}
	if c.i < len(c.data) && (c.data[c.i] == 'e' || c.data[c.i] == 'E') {
		c.i++
		if c.i < len(c.data) && (c.data[c.i] == '+' || c.data[c.i] == '-') {
			c.i++
		}
		if c.digits() == 0 {
			return c.fail("número mal escrito: el exponente necesita cifras y hay " + c.found())
		}
	}
	return true
}

func (c *jsonChecker) literal(word string) bool {
	for k := 0; k < len(word); k++ {
		if c.i >= len(c.data) || c.data[c.i] != word[k] {
			return c.fail("se esperaba true, false o null y hay " + c.found())
		}
		c.i++
	}
	return true
}
