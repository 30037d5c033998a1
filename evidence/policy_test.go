package evidence

import "testing"

// TestPolicies checks what the traceability report and certification
// decide for themselves: how an implemented convention applies and what an
// ERROR counts as; and what they share: how an article and a convention
// musfem does not implement apply.
func TestPolicies(t *testing.T) {
	for _, tc := range []struct {
		name        string
		p           Policy
		implemented Applies
		errorAs     Status
		bareConv    Status // an implemented convention without evidence
	}{
		{"Traceability", Traceability, Must, Falla, SinPruebas},
		{"Certification", Certification, May, Error, NoAplica},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.Article(true); got != Must {
				t.Errorf("Article(enforceable) = %s, se esperaba Must", appliesName(got))
			}
			if got := tc.p.Article(false); got != Cannot {
				t.Errorf("Article(not enforceable) = %s, se esperaba Cannot", appliesName(got))
			}
			if got := tc.p.Convention(true); got != tc.implemented {
				t.Errorf("Convention(implemented) = %s, se esperaba %s", appliesName(got), appliesName(tc.implemented))
			}
			if got := tc.p.Convention(false); got != Cannot {
				t.Errorf("Convention(not implemented) = %s, se esperaba Cannot", appliesName(got))
			}
			if got := tc.p.Judge(Must, []Status{Pasa, Error}); got != tc.errorAs {
				t.Errorf("Judge(Must, [PASA ERROR]) = %s, se esperaba %s", got, tc.errorAs)
			}
			if got := tc.p.Judge(tc.p.Convention(true), nil); got != tc.bareConv {
				t.Errorf("una convención implementada sin pruebas: %s, se esperaba %s", got, tc.bareConv)
			}
			if got := tc.p.Judge(Must, []Status{Tiempo, Pasa}); got != Tiempo {
				t.Errorf("Judge(Must, [TIEMPO PASA]) = %s, se esperaba TIEMPO: only ERROR is counted otherwise", got)
			}
		})
	}
}
