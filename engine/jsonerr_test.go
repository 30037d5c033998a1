package engine

import (
	"errors"
	"strings"
	"testing"
)

// TestDescribeJSON checks that every kind of bad JSON is told in Spanish,
// at the right line, column and byte, with no text of encoding/json.
func TestDescribeJSON(t *testing.T) {
	type inner struct {
		C string `json:"c"`
	}
	type doc struct {
		A int     `json:"a"`
		B []inner `json:"b,omitempty"`
	}
	for _, tt := range []struct {
		name, in        string
		line, col, byte int // the place worked out by hand; byte -1: none
		want            string
	}{
		{"vacío", "", 1, 1, 0, "está vacío"},
		{"cortado", `{"a":1`, 1, 7, 6, "se corta"},
		{"basura", `{"a":e}`, 1, 6, 5, "se esperaba un valor JSON y hay «e}»"},
		{"segunda línea", "{\n  \"a\": x\n}", 2, 8, 9, "se esperaba un valor JSON y hay «x"},
		{"tipo", `{"a":"x"}`, 1, 6, 5, `el campo "a" debe ser un número entero entre -9223372036854775808 y 9223372036854775807, no una cadena`},
		{"tipo anidado", `{"a":1,"b":[{"c":3}]}`, 1, 18, 17, `el campo "b.c" debe ser una cadena entre comillas, no un número`},
		{"fuera de rango", `{"a":99999999999999999999}`, 1, 6, 5, "el número 99999999999999999999 (fuera de rango"},
		{"control", "{\"a\":1,\"b\":[{\"c\":\"x\x01\"}]}", 1, 20, 19, "el carácter de control U+0001"},
		{"clave repetida", `{"a":1, "a":2}`, 1, 9, 8, `campo "a" repetido`},
		{"clave desconocida", `{"a":1,"zz":2}`, 1, 8, 7, `campo desconocido "zz"`},
		{"falta", `{}`, 0, 0, -1, `falta el campo "a"`},
		{"no es objeto", `[1]`, 1, 1, 0, "se esperaba un objeto JSON"},
		{"sobra", `{"a":1} x`, 1, 9, 8, "datos de más"},
		{"sin dos puntos", `{"a" 1}`, 1, 6, 5, "se esperaba «:»"},
		{"sin coma en el objeto", `{"a":1 "b":[]}`, 1, 8, 7, "tras un campo se esperaba «,» o «}» y hay «\"b\":[]}»"},
		{"sin coma en la lista", `{"a":1,"b":[{"c":"x"} {"c":"y"}]}`, 1, 23, 22, "tras un elemento de la lista se esperaba «,» o «]» y hay «{\"c\":\"y\"}]}»"},
		{"profundo", `{"a":1,"b":` + strings.Repeat("[", 20000), 1, 10011, 10010, "anidamiento demasiado profundo"},
		{"utf8", "{\"a\":\xff}", 1, 6, 5, "el byte 0xff, que no es UTF-8"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var d doc
			err := DecodeStrict([]byte(tt.in), &d)
			var je *JSONError
			if !errors.As(err, &je) {
				t.Fatalf("error %T %v, se esperaba *JSONError", err, err)
			}
			if tt.byte >= 0 && (je.Line != tt.line || je.Column != tt.col || je.Offset != int64(tt.byte)) {
				t.Errorf("lugar %d:%d (byte %d), se esperaba %d:%d (byte %d): %v", je.Line, je.Column, je.Offset, tt.line, tt.col, tt.byte, err)
			}
			if tt.byte < 0 && je.Offset >= 0 {
				t.Errorf("lugar byte %d, se esperaba ninguno", je.Offset)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) {
				t.Errorf("mensaje %q, se esperaba %q", msg, tt.want)
			}
			for _, en := range []string{"json:", "invalid", "unexpected", "looking for", "cannot", "Go ", "struct", "EOF"} {
				if strings.Contains(msg, en) {
					t.Errorf("mensaje con texto en inglés %q: %s", en, msg)
				}
			}
			if len(msg) > 300 {
				t.Errorf("mensaje de %d bytes", len(msg))
			}
		})
	}
}
