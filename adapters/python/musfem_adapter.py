#!/usr/bin/env python3
"""musfem_adapter: skeleton of a Mus engine speaking the musfem protocol v1.

Standard library only. Copy this file next to your engine, fill in the
methods of the class ``Engine`` (marked "TODO(engine)"), turn on in
``CAPABILITIES`` what your engine really offers, and certify it:

    musfem certify --engine "python3 musfem_adapter.py" --name mi-motor

(Or leave it untouched: import it from your own file, subclass Engine, set
CAPABILITIES and call ``musfem_adapter.serve(MyEngine())``.)

The protocol (docs/protocol.md) is JSON lines over stdin/stdout: one request
line in, one response line out, in order. Standard error is free for your
own logging (the certifier keeps it in its report): never print anything
else on standard output.

The certifier first says hello with the highest protocol it speaks (4,
docs/protocol-v4.md), then one lower at a time (2 is docs/protocol-v2.md:
protocol 1 plus señas y miradas); this skeleton speaks protocol 1 only, so
it answers UNSUPPORTED and keeps running, and the certifier says hello again
with protocol 1. Everything that needs señas is then NO APLICA.

As shipped, the skeleton claims nothing: the handshake works, every game
operation answers UNSUPPORTED, malformed requests answer PROTOCOL, ``bye``
and end of input exit with status 0. It never crashes and never hangs.

Every request has ``"id"`` (an integer, echoed in the response) and ``"op"``.
Every response has ``"id"``, ``"ok"`` and, on failure,
``"error": {"code": C, "article": A or null, "detail": "text"}``.

Requests and responses (the JSON of plays, events, observations and legal
templates is the canonical JSON of docs/catalog.md):

  hello    {"id":1,"op":"hello","protocol":1}
           -> {"id":1,"ok":true,"protocol":1,
               "engine":{"name":N,"version":V},
               "capabilities":{"stacked_decks":false,"reshuffle_decks":false,
                               "seeded_rng":false,"signals":false,"step":false,
                               "config":{}}}
           "config" maps each key of config/rules.default.toml you accept to
           "*" (any valid value) or a list of accepted JSON values; a key
           that is absent is accepted only at its default value.
  start    {"id":2,"op":"start","rules":{"deck_mode":"ocho_reyes",...},
            "seed":"7","decks":[[40 cards],...],"score":[0,0]}
           -> {"id":2,"ok":true,"events":[event,...]}
           "rules": config keys (absent keys take their default); "seed": a
           decimal string (docs/rng.md); "decks" (optional): 40-card orders,
           top first, one per shuffle; "score" (optional): starting score of
           pairs A and B. A new start discards any previous game.
  apply    {"id":3,"op":"apply","play":{"seat":1,"type":"Bet","amount":2}}
           -> {"id":3,"ok":true,"events":[event,...]}
           or {"id":3,"ok":false,"error":{"code":"NOT_YOUR_TURN",
                                          "article":"FEM-IV.4","detail":"..."}}
           An illegal action must leave the game unchanged.
  observe  {"id":4,"op":"observe","viewer":{"kind":"seat","seat":2}}
           (or {"kind":"spectator"}, {"kind":"developer"})
           -> {"id":4,"ok":true,"observation":{...}}
  legal    {"id":5,"op":"legal","seat":2}
           -> {"id":5,"ok":true,"legal":[{"type":"Pass"},
                                         {"type":"Bet","min":2,"max":99},...]}
  step     {"id":6,"op":"step","play":{...}}
           -> {"id":6,"ok":true,"events":[...],
               "observations":[seat0,seat1,seat2,seat3,spectator],
               "legal":[[...],[...],[...],[...]]}
           On an illegal action: the error of apply, plus "observations"
           and "legal" of the unchanged game.
  bye      {"id":7,"op":"bye"} -> {"id":7,"ok":true}, then exit 0.

Error codes: the rule codes of docs/catalog.md (NOT_YOUR_TURN, BET_PENDING,
...) for an illegal action; PROTOCOL for a malformed or unknown request or a
observe, legal or step before start (an apply before start is the rule
error NO_GAME, article FEM-III.1); UNSUPPORTED for a capability or config value the
engine does not offer.
"""

import json
import sys
import traceback

PROTOCOL_VERSION = 1

# TODO(engine): your engine's name and version, as the report shows them.
ENGINE_NAME = "mi-motor-python"
ENGINE_VERSION = "0.0.0"

# CAPABILITIES is the honest list of what the engine offers. The skeleton
# claims nothing; turn on only what your engine really does.
CAPABILITIES = {
    # accepts "decks" in start (stacked deck orders, top first)
    "stacked_decks": False,
    # consumes one stacked order per reshuffle (FEM III.15) too
    "reshuffle_decks": False,
    # deals from "seed" exactly as docs/rng.md
    "seeded_rng": False,
    # signals (señas); always false in protocol v1
    "signals": False,
    # answers the batched "step" request
    "step": False,
    # accepted config values, e.g.
    # {"deck_mode": ["ocho_reyes", "cuatro_reyes"], "target_points": "*"}
    "config": {},
}

# Error codes of the protocol itself (the rule codes come from your engine).
PROTOCOL = "PROTOCOL"
UNSUPPORTED = "UNSUPPORTED"
# INTERNAL is answered when your engine raises an unexpected exception (as
# the reference server does); the traceback goes to standard error.
INTERNAL = PROTOCOL

VIEWER_KINDS = ("seat", "spectator", "developer")


class Unsupported(Exception):
    """Unsupported: the engine does not offer this operation or value.

    Answered as error code UNSUPPORTED.
    """


class RuleError(Exception):
    """RuleError: your engine refuses an illegal action.

    ``code`` is a rule code of docs/catalog.md (NOT_YOUR_TURN, BET_PENDING,
    ...), ``article`` the article id (e.g. "FEM-IV.4") or None, ``detail``
    a text. The game must stay unchanged.
    """

    def __init__(self, code, article=None, detail=""):
        super().__init__("%s (%s): %s" % (code, article, detail))
        self.code = code
        self.article = article
        self.detail = detail


class ProtocolError(Exception):
    """ProtocolError: a malformed or out-of-order request (code PROTOCOL)."""


class Engine:
    """Engine: the place to call your own Mus engine.

    Each method receives already-decoded JSON (dicts, lists, ints, strings)
    and returns canonical JSON values (docs/catalog.md): build dicts with
    their keys in the catalog's order; the adapter writes them as they are.
    Raise RuleError for an illegal action, Unsupported for what you do not
    offer. As shipped every method raises Unsupported.
    """

    def start(self, rules, seed, decks, score):
        """start begins a game; returns its first events (a list).

        rules: dict of config keys; seed: decimal string; decks: None or a
        list of 40-card lists (top first); score: [a, b].
        """
        # TODO(engine): call your engine here, e.g.
        #   self.game = mi_motor.new_game(rules, int(seed), decks, score)
        #   return [event_json(e) for e in self.game.events]
        raise Unsupported("start no está implementado en este motor")

    def apply(self, play):
        """apply plays {"seat":S,"type":T,...}; returns the events (a list)."""
        # TODO(engine): call your engine here; raise RuleError(code,
        # article, detail) when the action is illegal.
        raise Unsupported("apply no está implementado en este motor")

    def observe(self, viewer):
        """observe returns the observation (a dict) of a viewer.

        viewer: {"kind":"seat","seat":N}, {"kind":"spectator"} or
        {"kind":"developer"}.
        """
        # TODO(engine): call your engine here.
        raise Unsupported("observe no está implementado en este motor")

    def legal(self, seat):
        """legal returns the seat's legal-action templates (a list)."""
        # TODO(engine): call your engine here.
        raise Unsupported("legal no está implementado en este motor")


def log(*parts):
    """log writes a line to standard error, the engine's free log."""
    print(*parts, file=sys.stderr, flush=True)


def check_integers(value):
    """check_integers raises ValueError at the first float in value."""
    if isinstance(value, float):
        raise ValueError("número no entero en la respuesta: %r" % value)
    if isinstance(value, dict):
        for v in value.values():
            check_integers(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            check_integers(v)


def encode(value):
    """encode writes value as one line of canonical JSON.

    Keys keep their insertion order, no spaces, no ASCII or HTML escaping;
    floats are refused (the protocol has integers only).
    """
    check_integers(value)
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def ok(req_id, **fields):
    """ok builds a success response: id, ok, then fields in order."""
    resp = {"id": req_id, "ok": True}
    resp.update(fields)
    return resp


def error(req_id, code, detail, article=None, **fields):
    """error builds a failure response with the protocol's error object."""
    resp = {"id": req_id, "ok": False,
            "error": {"code": code, "article": article, "detail": detail}}
    resp.update(fields)
    return resp


def is_int(v):
    """is_int reports whether v is a JSON integer (bool is not)."""
    return isinstance(v, int) and not isinstance(v, bool)


def require(req, key, check, what):
    """require returns req[key] or raises ProtocolError naming the field."""
    if key not in req:
        raise ProtocolError('falta el campo "%s"' % key)
    v = req[key]
    if not check(v):
        raise ProtocolError('el campo "%s" debe ser %s' % (key, what))
    return v


def check_seat(v):
    """check_seat accepts a seat number 0-3."""
    return is_int(v) and 0 <= v <= 3


def check_play(v):
    """check_play accepts a play object with a seat and a type."""
    # Any integer seat: a seat outside 0-3 is the engine's BAD_SEAT
    # (FEM-II.1), and a null or unknown type its UNKNOWN_ACTION.
    return isinstance(v, dict) and is_int(v.get("seat")) and "type" in v


def check_viewer(v):
    """check_viewer accepts one of the three viewer objects."""
    if not isinstance(v, dict) or v.get("kind") not in VIEWER_KINDS:
        return False
    return v["kind"] != "seat" or check_seat(v.get("seat"))


def check_seed(v):
    """check_seed accepts a decimal string."""
    return isinstance(v, str) and v.isdigit() and v.isascii()


class Adapter:
    """Adapter: the request loop state (one engine, one game at a time)."""

    def __init__(self, engine):
        self.engine = engine
        self.started = False

    def need_game(self):
        if not self.started:
            raise ProtocolError("no hay partida: envíe antes «start»")

    def op_hello(self, req_id, req):
        v = require(req, "protocol", is_int, "un entero")
        if v != PROTOCOL_VERSION:
            return error(req_id, UNSUPPORTED,
                         "este motor solo habla el protocolo %d, no el %d"
                         % (PROTOCOL_VERSION, v))
        return ok(req_id, protocol=PROTOCOL_VERSION,
                  engine={"name": ENGINE_NAME, "version": ENGINE_VERSION},
                  capabilities=CAPABILITIES)

    def op_start(self, req_id, req):
        rules = require(req, "rules", lambda v: isinstance(v, dict),
                        "un objeto")
        seed = require(req, "seed", check_seed, "una cadena decimal")
        decks = req.get("decks")
        if decks is not None and not isinstance(decks, list):
            raise ProtocolError('el campo "decks" debe ser una lista')
        score = req.get("score", [0, 0])
        if not (isinstance(score, list) and len(score) == 2
                and all(is_int(x) for x in score)):
            raise ProtocolError('el campo "score" debe ser [entero, entero]')
        if decks is not None and not CAPABILITIES["stacked_decks"]:
            raise Unsupported("este motor no acepta mazos preparados")
        self.started = False  # a new start discards any previous game
        events = self.engine.start(rules, seed, decks, score)
        self.started = True
        return ok(req_id, events=events)

    def op_apply(self, req_id, req):
        play = require(req, "play", check_play, "una jugada con seat y type")
        if not self.started:
            # An action before any game is a rule refusal (a scenario of
            # FEM-III.1 checks it), not a protocol error.
            raise RuleError("NO_GAME", "FEM-III.1",
                            "no hay partida: nadie ha sorteado ni repartido")
        return ok(req_id, events=self.engine.apply(play))

    def op_observe(self, req_id, req):
        viewer = require(req, "viewer", check_viewer, "un observador")
        self.need_game()
        return ok(req_id, observation=self.engine.observe(viewer))

    def op_legal(self, req_id, req):
        seat = require(req, "seat", check_seat, "un asiento 0-3")
        self.need_game()
        return ok(req_id, legal=self.engine.legal(seat))

    def views(self):
        """views returns the observations (4 seats, spectator) and legal."""
        viewers = [{"kind": "seat", "seat": s} for s in range(4)]
        viewers.append({"kind": "spectator"})
        return ([self.engine.observe(v) for v in viewers],
                [self.engine.legal(s) for s in range(4)])

    def op_step(self, req_id, req):
        if not CAPABILITIES["step"]:
            raise Unsupported("este motor no ofrece «step»")
        play = require(req, "play", check_play, "una jugada con seat y type")
        self.need_game()
        try:
            events = self.engine.apply(play)
        except RuleError as e:
            obs, legal = self.views()
            return error(req_id, e.code, e.detail, e.article,
                         observations=obs, legal=legal)
        obs, legal = self.views()
        return ok(req_id, events=events, observations=obs, legal=legal)

    def handle(self, line):
        """handle answers one request line; returns (response, done)."""
        try:
            req = json.loads(line)
        except ValueError as e:
            return error(None, PROTOCOL, "JSON no válido: %s" % e), False
        if not isinstance(req, dict):
            return error(None, PROTOCOL, "la petición no es un objeto"), False
        req_id = req.get("id")
        if not is_int(req_id):
            return error(None, PROTOCOL,
                         'falta "id" o no es un entero'), False
        op = req.get("op")
        if op == "bye":
            return ok(req_id), True
        handler = getattr(self, "op_%s" % op, None) if isinstance(op, str) \
            else None
        if handler is None:
            return error(req_id, PROTOCOL,
                         "operación desconocida: %s" % encode(op)), False
        try:
            return handler(req_id, req), False
        except ProtocolError as e:
            return error(req_id, PROTOCOL, str(e)), False
        except Unsupported as e:
            return error(req_id, UNSUPPORTED, str(e)), False
        except RuleError as e:
            return error(req_id, e.code, e.detail, e.article), False
        except Exception as e:  # an engine bug must not kill the loop
            log(traceback.format_exc())
            return error(req_id, INTERNAL,
                         "error interno del motor: %s" % e), False


def serve(engine, stdin=None, stdout=None):
    """serve runs the request loop until "bye" or end of input."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout
    adapter = Adapter(engine)
    log("%s %s: protocolo %d listo" % (ENGINE_NAME, ENGINE_VERSION,
                                      PROTOCOL_VERSION))
    for raw in stdin:
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            resp, done = error(None, PROTOCOL, "la línea no es UTF-8"), False
        else:
            if line.strip() == "":
                continue  # blank lines are skipped, as the reference does
            resp, done = adapter.handle(line)
        try:
            out = encode(resp)
        except ValueError as e:  # e.g. a float in the engine's answer
            out = encode(error(resp.get("id"), INTERNAL,
                               "respuesta no codificable: %s" % e))
        stdout.write(out + "\n")
        stdout.flush()
        if done:
            break
    return 0


if __name__ == "__main__":
    try:
        sys.exit(serve(Engine()))
    except (BrokenPipeError, KeyboardInterrupt):
        sys.exit(0)
