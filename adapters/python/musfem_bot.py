#!/usr/bin/env python3
"""musfem_bot: skeleton of a Mus bot speaking the musfem bot protocol v1.

Standard library only. Copy this file, write your policy in ``decide``
(marked "TODO(bot)") and play it against the reference bots:

    musfem partida --jugadores "simple,python3 musfem_bot.py,simple,random" --tiempo 2s

(Or import it from your own file and call
``musfem_bot.serve(my_decide, "my-name")``.)

The protocol (docs/bots.md) is JSON lines over stdin/stdout: one message
line in; after ``hello`` and ``decide`` one answer line out. Standard error
is free for your own logging (the runner keeps its end for its error
messages; ``musfem partida --registro-bots DIR`` keeps all of it): never
print anything else on standard output.

As shipped the bot plays the trivial policy of docs/bots.md: cut the mus,
pass, accept; otherwise the first legal template at its minimum (a discard
throws the first cards of the hand). It never crashes: a message it cannot
read is reported on standard error and skipped.

Messages of the runner and the answers (the JSON of actions, observations
and legal templates is the canonical JSON of docs/catalog.md):

  hello   {"id":1,"op":"hello","protocol":1,"seat":2,"name":"python3 musfem_bot.py",
           "rules":{"deck_mode":"ocho_reyes","target_points":40,...}}
          -> {"id":1,"protocol":1,"name":"musfem-esqueleto"}
          "seat": 0-3 (pair A = seats 0 and 2, pair B = 1 and 3); "rules":
          every key of config/rules.default.toml. No seed: seed your own
          generator if you want chance.
  decide  {"id":2,"op":"decide","time_ms":2000,"observation":{
           "viewer":{"kind":"seat","seat":2},"seat":2,"partner":0,"team":"A",
           "hand":["Rc","Ro","1e","4b"],"discards":null,"phase":"GRANDE",
           "lance":"GRANDE","lance_mano":1,"participants":[1,2,3,0],
           "dealer":0,"mano":1,"turn":2,"game":1,"round":1,"score":[0,0],
           "games":[0,0],"target":40,"pares":[null,null,null,null],
           "juego":[null,null,null,null],
           "bet":null or {"lance":"GRANDE","bettor":1,"accepted":0,"total":2,
                          "ordago":false,"responder":2},
           "history":[{"seat":1,"type":"Pass","lance":"GRANDE","amount":0,"count":0}],
           "revealed":null,"stock_size":24,
           "legal":[{"type":"Pass"},{"type":"Bet","min":2,"max":99},{"type":"Ordago"}]}}
          -> {"id":2,"action":{"type":"Bet","amount":2}}
          "time_ms": milliseconds for this decision, or null (no limit).
          Actions: {"type":"Mus"} {"type":"CutMus"} {"type":"Discard","cards":["Rc"]}
          {"type":"Pass"} {"type":"Bet","amount":N} {"type":"Raise","amount":N}
          {"type":"Accept"} {"type":"AcceptNoLose"} {"type":"Reject"}
          {"type":"Ordago"}; the legal ones are those "legal" describes.
  bye     {"id":9,"op":"bye"}
          -> no answer; exit with status 0 (end of input means the same).

The runner decodes answers strictly: exactly the fields above. A late
answer (after time_ms) is thrown away by the runner; answer every decide
in order anyway.
"""

import json
import sys

PROTOCOL = 1
BOT_NAME = "musfem-esqueleto"  # TODO(bot): your bot's name


def log(*args):
    """Writes a line to standard error (never to standard output)."""
    print(*args, file=sys.stderr, flush=True)


class BadMessage(Exception):
    """A message of the runner that does not follow docs/bots.md."""


def decide(observation, seat, rules):
    """Returns one action (a dict) for the observation.

    TODO(bot): replace the trivial policy with yours. ``observation["legal"]``
    lists the legal templates; return one action they describe.
    """
    legal = observation["legal"]
    types = [t["type"] for t in legal]
    for wanted in ("CutMus", "Pass", "Accept"):
        if wanted in types:
            return {"type": wanted}
    first = legal[0]
    kind = first["type"]
    if kind in ("Bet", "Raise"):
        return {"type": kind, "amount": first["min"]}
    if kind == "Discard":
        return {"type": "Discard", "cards": observation["hand"][: first["min"]]}
    return {"type": kind}


def encode(value):
    """Compact JSON, non-ASCII kept as is (canonical JSON of docs/catalog.md)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise BadMessage('campo repetido "%s"' % key)
        seen[key] = value
    return seen


def _fields(msg, required, optional=()):
    missing = [f for f in required if f not in msg]
    if missing:
        raise BadMessage('falta el campo "%s"' % missing[0])
    extra = [f for f in msg if f not in required and f not in optional]
    if extra:
        raise BadMessage('campo desconocido "%s"' % extra[0])


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check(msg):
    """Checks the envelope of a runner message strictly (docs/bots.md)."""
    if not isinstance(msg, dict):
        raise BadMessage("el mensaje no es un objeto")
    if not _is_int(msg.get("id")):
        raise BadMessage('"id" debe ser un entero')
    op = msg.get("op")
    if op == "hello":
        _fields(msg, ("id", "op", "protocol", "seat", "name", "rules"))
        if not _is_int(msg["seat"]) or not 0 <= msg["seat"] <= 3:
            raise BadMessage('"seat" debe ser un asiento 0-3')
        if not isinstance(msg["rules"], dict):
            raise BadMessage('"rules" debe ser un objeto')
    elif op == "decide":
        _fields(msg, ("id", "op", "time_ms", "observation"))
        t = msg["time_ms"]
        if t is not None and (not _is_int(t) or t < 1):
            raise BadMessage('"time_ms" debe ser un entero positivo o null')
        obs = msg["observation"]
        if not isinstance(obs, dict):
            raise BadMessage('"observation" debe ser un objeto')
        if not isinstance(obs.get("legal"), list) or not obs["legal"]:
            raise BadMessage('la observación no trae acciones legales ("legal")')
        for t in obs["legal"]:
            if not isinstance(t, dict) or not isinstance(t.get("type"), str):
                raise BadMessage('plantilla legal sin "type": %s' % encode(t))
        if not isinstance(obs.get("hand"), list):
            raise BadMessage('la observación no trae la mano ("hand")')
    elif op == "bye":
        _fields(msg, ("id", "op"))
    else:
        raise BadMessage("op desconocida %r" % (op,))
    return op


def serve(policy=decide, name=BOT_NAME, stdin=sys.stdin, stdout=sys.stdout):
    """Runs the protocol loop until bye or the end of input; returns 0."""
    seat, rules, said_hello = None, {}, False

    def answer(value):
        stdout.write(encode(value) + "\n")
        stdout.flush()

    for raw in stdin:
        line = raw.strip()
        if not line:
            continue
        try:
            msg = json.loads(line, object_pairs_hook=_no_duplicates)
            op = check(msg)
        except (ValueError, BadMessage) as err:
            log("musfem_bot: mensaje ilegible, lo salto (%s): %s" % (err, line[:200]))
            continue
        if op == "bye":
            return 0
        if op == "hello":
            if msg["protocol"] != PROTOCOL:
                log("musfem_bot: el ejecutor habla el protocolo %r; este bot, el %d" % (msg["protocol"], PROTOCOL))
            seat, rules, said_hello = msg["seat"], msg["rules"], True
            answer({"id": msg["id"], "protocol": PROTOCOL, "name": name})
            continue
        if not said_hello:
            log("musfem_bot: decide antes del hello; juego igualmente")
        try:
            action = policy(msg["observation"], seat, rules)
        except Exception as err:  # a bug of the policy must not kill the bot
            log("musfem_bot: la política ha fallado (%r); juego la primera acción legal" % (err,))
            try:
                action = decide(msg["observation"], seat, rules)
            except Exception:
                action = {"type": msg["observation"]["legal"][0]["type"]}
        answer({"id": msg["id"], "action": action})
    return 0


if __name__ == "__main__":
    sys.exit(serve())
