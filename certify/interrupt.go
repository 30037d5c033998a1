package certify

import "strings"

// Interrumpido is the verdict of a certification that a signal cut short:
// its report is partial, neither a pass nor a rejection.
const Interrumpido = "INTERRUMPIDO"

// interrupted marks rep as the partial report of an interrupted
// certification; cut names the parts it left out, in whole or in part.
func interrupted(rep *Report, cut []string) {
	rep.Interrupted = true
	rep.Verdict = Interrumpido
	note := "Certificación interrumpida (señal): el certificado es parcial y no es un veredicto; solo cuenta lo que terminó antes de la interrupción"
	if len(cut) > 0 {
		note += "; quedan fuera " + strings.Join(cut, ", ")
	}
	rep.Notes = append([]string{note + "."}, rep.Notes...)
}

// farewells reports the breaches of the protocol when the engine's
// processes were closed (bye: the answer, nothing more, exit status 0;
// docs/protocol.md §7). Each is a note, and it rejects the engine.
func farewells(rep *Report, errs []string) {
	for _, err := range errs {
		rep.Notes = append(rep.Notes, "El motor incumple el protocolo al terminar (bye, docs/protocol.md §7): "+err+".")
		rep.Verdict = "RECHAZADO"
	}
}
