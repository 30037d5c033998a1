// Package reference is the musfem catalog: every chapter and article of the
// Reglamento de Juego of the Federación Española de Mus (FEM), every
// [CONVENCIÓN] rule the engine follows or refuses, and the open questions
// P4–P8 put to the professor.
//
// The catalog is data, written in Spanish for the professors who read it, in
// TOML files under reference/data/ that are embedded in the binary. [Load]
// reads and validates the embedded files; [LoadFS] does the same for any
// file system, which is how the tests feed it broken catalogs. Validation
// reports every problem at once, each naming its file, line and entry (see
// [Problem] and [ErrorList]).
//
// # Identifiers
//
// Articles are written FEM-<chapter>.<article>: FEM-IV.4, FEM-VI.10, and
// FEM-Intro.E for the lettered articles of the introduction. A chapter alone
// is FEM-Intro, FEM-I … FEM-XII. Conventions are CONVENCION-<name>, in
// lower-case words joined by hyphens (CONVENCION-orden-juego), and open
// questions are P<n> (P4 … P8). [Covers] implements the hierarchical
// selection used by scenario tags and command-line filters: FEM-VI selects
// FEM-VI and every FEM-VI.n, but not FEM-VII; FEM-VI.1 selects only itself.
//
// # Order
//
// [Catalog.Articles] lists the FEM entries in document order: chapters in
// the order Intro, I … XII, each chapter entry followed by its articles in
// natural order (FEM-VI.9 before FEM-VI.10). [CompareIDs] is that order.
//
// # Cross-checks with config
//
// Every config key of [config.Keys] is claimed by exactly the convention its
// Convention field names, every key tied to an article is listed by that
// article, every key tied to an open question is listed by the question, and
// the default option of each question sets the defaults of engine/rules_keys.go.
// The file format is described in docs/catalogo-referencia.md.
package reference
