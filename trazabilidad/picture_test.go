package trazabilidad

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var picture = flag.Bool("picture", false, "registra en docs/informe.png.fuente qué informe muestra docs/informe.png (lo hace `make screenshot`)")

// The README's picture: its file, the file that records what it shows,
// and its size (the window of `make screenshot`).
const (
	picturePNG    = "../docs/informe.png"
	pictureSource = "../docs/informe.png.fuente"
	pictureWidth  = 1100
	pictureHeight = 1400
)

// pictureTop is the part of the report page the picture shows: the page
// up to its first chapter (its style, the headline, the search bar, the
// table of contents, the summary and how to read it), which is longer
// than the picture's window, so any change that could show is counted.
func pictureTop(page []byte) ([]byte, error) {
	i := bytes.Index(page, []byte("\n<section class=\"capitulo\""))
	if i < 0 {
		return nil, fmt.Errorf("la página no tiene ningún capítulo")
	}
	return page[:i+1], nil
}

// pictureRecord is the content of docs/informe.png.fuente for a picture
// and the page it was made from.
func pictureRecord(png, page []byte) (string, error) {
	top, err := pictureTop(page)
	if err != nil {
		return "", err
	}
	p, s := sha256.Sum256(png), sha256.Sum256(top)
	return "# docs/informe.png, la imagen del README, se hizo con `make screenshot` a partir de este informe.\n" +
		"# Si el informe cambia, trazabilidad/picture_test.go falla: `make screenshot` rehace la imagen y este fichero.\n" +
		"imagen  sha256 " + hex.EncodeToString(p[:]) + "\n" +
		"informe sha256 " + hex.EncodeToString(s[:]) + "  reports/trazabilidad.html hasta su primer capítulo\n", nil
}

// TestPictureShowsTheReport fails when the README's picture no longer
// shows the committed report (the fresh test keeps that one current): the
// record of docs/informe.png.fuente must name this picture and the top of
// this report. With -picture (`make screenshot`, after drawing the
// picture) it rewrites the record.
func TestPictureShowsTheReport(t *testing.T) {
	png, err := os.ReadFile(picturePNG)
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join("..", "reports", "trazabilidad.html"))
	if err != nil {
		t.Fatal(err)
	}
	if len(png) < 24 || string(png[:8]) != "\x89PNG\r\n\x1a\n" || string(png[12:16]) != "IHDR" {
		t.Fatalf("%s no es una imagen PNG", picturePNG)
	}
	if w, h := binary.BigEndian.Uint32(png[16:20]), binary.BigEndian.Uint32(png[20:24]); w != pictureWidth || h != pictureHeight {
		t.Errorf("%s mide %d×%d, `make screenshot` la hace de %d×%d", picturePNG, w, h, pictureWidth, pictureHeight)
	}
	want, err := pictureRecord(png, page)
	if err != nil {
		t.Fatal(err)
	}
	if *picture {
		if err := os.WriteFile(pictureSource, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(pictureSource)
	if err != nil {
		t.Fatalf("%v (`make screenshot` hace la imagen y este fichero)", err)
	}
	if string(got) != want {
		which := "el informe ha cambiado desde que se hizo la imagen"
		if !strings.Contains(string(got), want[strings.Index(want, "imagen"):strings.Index(want, "informe sha256")]) {
			which = "la imagen no es la que se registró"
		}
		t.Errorf("docs/informe.png no muestra el informe actual: %s. `make screenshot` rehace la imagen desde reports/trazabilidad.html y registra cuál muestra.", which)
	}
}
