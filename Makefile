# musfem — see README.md.
GO ?= go

# MAKE_START is when make started, in Unix seconds (make test says how
# long it took).
MAKE_START := $(shell date +%s)

.PHONY: test check vet fmt bench fuzz long mutantes report preguntas screenshot

# The test target pipes go test into its summary: pipefail keeps go
# test's failure.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

# test is the README's test command: formatting, vet, and every test
# (godog scenarios run inside go test), with the race detector in the
# packages where goroutines live — their code or their tests start one, or
# run a program — and without it in the others and in the heavy tests that
# such a package builds only without it (*_norace_test.go, //go:build
# !race; other tests of the package run its goroutines under -race).
# internal/racepkgs finds the packages and runs the passes at once; it
# prints what go test prints, then every skipped test with its reason (a
# missing Chromium, Python or Node.js: .ci/run installs them). The race
# pass runs with GORACE=atexit_sleep_ms=0 unless GORACE is set: programs
# built with the detector do not sleep a second at exit. What is too
# heavy for two minutes is in long. The time-out is per package. The
# garbage collector runs at GOGC=400 unless GOGC is set, as musfem serve
# and certify run theirs (docs/decisions.md D25): the tests' live heaps are
# small, and at Go's default the collector took about a tenth of the CPU.
# The summary ends with how long make test took (from MAKE_START, when
# make started, so gofmt and vet count) and, when something failed, the
# failures, last, so that they do not scroll away.
test: check
	$(GO) build -o /dev/null ./internal/testsummary ./internal/racepkgs
	GOGC=$${GOGC:-400} GO=$(GO) $(GO) run ./internal/racepkgs test -count=1 -timeout 30m | $(GO) run ./internal/testsummary -inicio $(MAKE_START)

check: fmt vet

fmt:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# bench measures the engine without -race (figures in README.md).
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3s ./engine/

# fuzz runs the fuzz targets for real (go test only runs their corpus).
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzApply -fuzztime 60s -fuzzminimizetime 1s ./engine/

# long is what make test leaves out for being heavy, without -race
# (README.md, "Tests and how long they take", has the figures):
#   - engine: the property tests over about 204,000 random games (make
#     test: about 1,900), 100,000 games followed by the referee (make test:
#     5,000) and 5,000 games with señas (make test: 60);
#   - certify: every faulty engine certified with the default 200 games
#     (make test: none alone, TestFaultCombinations certifies one engine
#     with five faults), 20 engines with five faults at once (make test:
#     one), the six engines of the expected answers 40 differential games
#     each, with the expected answer and decoding every answer (make test:
#     four, 10 games), the four engines that rank hands otherwise
#     certified by their comparison of hands (make test: one), every
#     faulty engine's comparison of hands over the whole default sample in
#     both deck modes (make test: the first 40 rounds at ocho reyes, of the
#     five that rank hands otherwise), and the four pairs of faults in one
#     engine, 200 games each (make test: one pair, 50 games);
#   - comparacion: every round of the exhaustive comparison of hands, both
#     deck modes, 35,654 + 159,275 rounds (make test: the first 3,000 at
#     ocho reyes), the ranking faults caught in the design's order (make
#     test: in the first 128 rounds of the sample) and two workers against
#     a faulty engine through the protocol (make test: in process);
#   - protocol: the whole specification through musfem serve (make test:
#     chapter VI);
#   - musfem certify --engine "musfem serve" with 2,000 differential games
#     (make test: 20), the engines that crash, print garbage or flood their
#     output certified on chapter VI, 66 scenarios (make test: chapter II,
#     13), musfem partida killed and resumed over 12 games (make test: 5),
#     two faulty engines certified whole behind house rules (make test: one,
#     on its article) and the piedra de paso certified whole (make test:
#     chapter VII);
#   - fuzzing: FuzzApply (the engine) and FuzzServe (the decoding of
#     protocol requests by musfem serve's server), 1,000,000 executions
#     each (go test runs only their corpus).
long:
	MUSFEM_LONG=1 $(GO) test -count=1 -timeout 30m -run 'Property|Referee' ./engine/
	MUSFEM_LONG=1 $(GO) test -count=1 -timeout 30m -run '^(TestEveryFaultFailsExactlyItsArticles|TestFaultCombinations|TestExpectedAnswersChangeNothing|TestComparisonFindingsStayInTheirConventions|TestComparisonCatchesRankingFaults|TestFaultPairsEachItsOwnGroup)$$' ./certify/
	MUSFEM_LONG=1 $(GO) test -count=1 -timeout 30m ./comparacion/
	MUSFEM_LONG=1 $(GO) test -count=1 -timeout 30m -run '^TestSpecThroughProtocol$$' ./protocol/
	MUSFEM_LONG=1 $(GO) test -count=1 -timeout 30m -run '^(TestCertifyServePasses|TestCertifyStumblingEngines|TestPartidaSurvivesKill|TestCertifyFaultsUnderHouseRules|TestCertifyPiedraDePaso)$$' ./cmd/musfem/
	$(GO) test -run '^$$' -fuzz '^FuzzApply$$' -fuzztime 1000000x -fuzzminimizetime 1s ./engine/
	$(GO) test -run '^$$' -fuzz '^FuzzServe$$' -fuzztime 1000000x -fuzzminimizetime 1s ./protocol/

# mutantes is the mutation testing of engine/ (docs/mutantes.md): every
# mutant against the specification (the scenarios and the golden fixtures,
# not engine/'s unit tests), two at a time, each with a time limit and a
# 4 GiB address space; it resumes from ~/.cache/musfem/mutantes and writes
# reports/mutantes.{md,html,json}. The traceability report says per article
# what the mutants gave, so it is written again after them, and its
# picture (docs/informe.png) when Chromium is there.
mutantes:
	nice -n 19 $(GO) run ./cmd/mutantes --trabajadores 2
	$(GO) run ./cmd/musfem report
	if command -v chromium >/dev/null; then $(MAKE) screenshot; fi

# report is the README's main job: the whole specification on the
# reference engine, writing reports/trazabilidad.{md,html,json}.
report:
	$(GO) run ./cmd/musfem report

# preguntas writes reports/preguntas.{md,html,json}: what each option of
# the open questions P4–P8 changes, in the scenarios of features/preguntas
# and in 2,000 seeded random games per option (docs/preguntas.md).
preguntas:
	$(GO) run ./cmd/musfem preguntas

# screenshot renders the committed HTML report into docs/informe.png (the
# README's picture) with headless Chromium, then records in
# docs/informe.png.fuente which picture shows which report:
# trazabilidad/picture_test.go fails when the report changes and the picture
# does not.
screenshot:
	chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
		--disable-component-update --disable-sync --hide-scrollbars --virtual-time-budget=5000 \
		--window-size=1100,1400 --screenshot=docs/informe.png "file://$(CURDIR)/reports/trazabilidad.html"
	$(GO) test -count=1 -run '^TestPictureShowsTheReport$$' ./trazabilidad/ -picture
