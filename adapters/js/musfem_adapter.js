#!/usr/bin/env node
// musfem_adapter: skeleton of a Mus engine speaking the musfem protocol v1.
//
// Node.js standard library only. Copy this file next to your engine, fill
// in the methods of `engine` (marked "TODO(engine)"), turn on in
// CAPABILITIES what your engine really offers, and certify it (or leave it
// untouched: require() it from your own file, replace the methods of
// `engine`, set CAPABILITIES and call serve()):
//
//     musfem certify --engine "node musfem_adapter.js" --name mi-motor
//
// The certifier first says hello with the highest protocol it speaks (4,
// docs/protocol-v4.md), then one lower at a time (2 is docs/protocol-v2.md:
// protocol 1 plus señas y miradas); this skeleton speaks protocol 1 only,
// so it answers UNSUPPORTED and keeps running, and the certifier says hello
// again with protocol 1. Everything that needs señas is then NO APLICA.
//
// The protocol (docs/protocol.md) is JSON lines over stdin/stdout: one
// request line in, one response line out, in order. Standard error is free
// for your own logging (the certifier keeps it in its report): never print
// anything else on standard output (no console.log: use log()).
//
// As shipped, the skeleton claims nothing: the handshake works, every game
// operation answers UNSUPPORTED, malformed requests answer PROTOCOL, `bye`
// and end of input exit with status 0. It never crashes and never hangs.
//
// Every request has "id" (an integer, echoed in the response) and "op".
// Every response has "id", "ok" and, on failure,
// "error": {"code": C, "article": A or null, "detail": "text"}.
//
// Requests and responses (the JSON of plays, events, observations and legal
// templates is the canonical JSON of docs/catalog.md):
//
//   hello    {"id":1,"op":"hello","protocol":1}
//            -> {"id":1,"ok":true,"protocol":1,
//                "engine":{"name":N,"version":V},
//                "capabilities":{"stacked_decks":false,"reshuffle_decks":false,
//                                "seeded_rng":false,"signals":false,"step":false,
//                                "config":{}}}
//            "config" maps each key of config/rules.default.toml you accept
//            to "*" (any valid value) or a list of accepted JSON values; a
//            key that is absent is accepted only at its default value.
//   start    {"id":2,"op":"start","rules":{"deck_mode":"ocho_reyes",...},
//             "seed":"7","decks":[[40 cards],...],"score":[0,0]}
//            -> {"id":2,"ok":true,"events":[event,...]}
//            "rules": config keys (absent keys take their default); "seed":
//            a decimal string (docs/rng.md; it may exceed 2^53, keep it a
//            string or use BigInt); "decks" (optional): 40-card orders, top
//            first, one per shuffle; "score" (optional): starting score of
//            pairs A and B. A new start discards any previous game.
//   apply    {"id":3,"op":"apply","play":{"seat":1,"type":"Bet","amount":2}}
//            -> {"id":3,"ok":true,"events":[event,...]}
//            or {"id":3,"ok":false,"error":{"code":"NOT_YOUR_TURN",
//                                           "article":"FEM-IV.4","detail":"..."}}
//            An illegal action must leave the game unchanged.
//   observe  {"id":4,"op":"observe","viewer":{"kind":"seat","seat":2}}
//            (or {"kind":"spectator"}, {"kind":"developer"})
//            -> {"id":4,"ok":true,"observation":{...}}
//   legal    {"id":5,"op":"legal","seat":2}
//            -> {"id":5,"ok":true,"legal":[{"type":"Pass"},
//                                          {"type":"Bet","min":2,"max":99},...]}
//   step     {"id":6,"op":"step","play":{...}}
//            -> {"id":6,"ok":true,"events":[...],
//                "observations":[seat0,seat1,seat2,seat3,spectator],
//                "legal":[[...],[...],[...],[...]]}
//            On an illegal action: the error of apply, plus "observations"
//            and "legal" of the unchanged game.
//   bye      {"id":7,"op":"bye"} -> {"id":7,"ok":true}, then exit 0.
//
// Error codes: the rule codes of docs/catalog.md (NOT_YOUR_TURN,
// BET_PENDING, ...) for an illegal action; PROTOCOL for a malformed or
// unknown request, or observe, legal or step before start (an apply before
// start is the rule error NO_GAME, article FEM-III.1); UNSUPPORTED for a capability
// or config value the engine does not offer.

"use strict";

const readline = require("readline");

const PROTOCOL_VERSION = 1;

// TODO(engine): your engine's name and version, as the report shows them.
const ENGINE_NAME = "mi-motor-js";
const ENGINE_VERSION = "0.0.0";

// CAPABILITIES is the honest list of what the engine offers. The skeleton
// claims nothing; turn on only what your engine really does.
const CAPABILITIES = {
  // accepts "decks" in start (stacked deck orders, top first)
  stacked_decks: false,
  // consumes one stacked order per reshuffle (FEM III.15) too
  reshuffle_decks: false,
  // deals from "seed" exactly as docs/rng.md
  seeded_rng: false,
  // signals (señas); always false in protocol v1
  signals: false,
  // answers the batched "step" request
  step: false,
  // accepted config values, e.g.
  // {deck_mode: ["ocho_reyes", "cuatro_reyes"], target_points: "*"}
  config: {},
};

// Error codes of the protocol itself (the rule codes come from your engine).
const PROTOCOL = "PROTOCOL";
const UNSUPPORTED = "UNSUPPORTED";
// INTERNAL is answered when your engine throws an unexpected error (as the
// reference server does); the stack goes to standard error.
const INTERNAL = PROTOCOL;

const VIEWER_KINDS = ["seat", "spectator", "developer"];

// Unsupported: the engine does not offer this operation or value
// (answered as error code UNSUPPORTED).
class Unsupported extends Error {}

// RuleError: your engine refuses an illegal action. `code` is a rule code
// of docs/catalog.md (NOT_YOUR_TURN, BET_PENDING, ...), `article` the
// article id (e.g. "FEM-IV.4") or null, `detail` a text. The game must
// stay unchanged.
class RuleError extends Error {
  constructor(code, article, detail) {
    super(`${code} (${article}): ${detail}`);
    this.code = code;
    this.article = article === undefined ? null : article;
    this.detail = detail === undefined ? "" : String(detail);
  }
}

// ProtocolError: a malformed or out-of-order request (code PROTOCOL).
class ProtocolError extends Error {}

// engine: the place to call your own Mus engine. Each method receives
// already-decoded JSON and returns canonical JSON values
// (docs/catalog.md): build objects with their keys in the catalog's order;
// the adapter writes them as they are. Throw RuleError for an illegal
// action, Unsupported for what you do not offer. As shipped every method
// throws Unsupported.
const engine = {
  // start begins a game and returns its first events (an array).
  // rules: object of config keys; seed: decimal string; decks: null or an
  // array of 40-card arrays (top first); score: [a, b].
  start(rules, seed, decks, score) {
    // TODO(engine): call your engine here, e.g.
    //   this.game = miMotor.newGame(rules, BigInt(seed), decks, score);
    //   return this.game.events.map(eventJSON);
    throw new Unsupported("start no está implementado en este motor");
  },

  // apply plays {"seat":S,"type":T,...} and returns the events (an array).
  apply(play) {
    // TODO(engine): call your engine here; throw new RuleError(code,
    // article, detail) when the action is illegal.
    throw new Unsupported("apply no está implementado en este motor");
  },

  // observe returns the observation (an object) of a viewer:
  // {"kind":"seat","seat":N}, {"kind":"spectator"} or {"kind":"developer"}.
  observe(viewer) {
    // TODO(engine): call your engine here.
    throw new Unsupported("observe no está implementado en este motor");
  },

  // legal returns the seat's legal-action templates (an array).
  legal(seat) {
    // TODO(engine): call your engine here.
    throw new Unsupported("legal no está implementado en este motor");
  },
};

// log writes a line to standard error, the engine's free log.
function log(...parts) {
  process.stderr.write(parts.join(" ") + "\n");
}

// encode writes a value as one line of canonical JSON: keys in insertion
// order, no spaces. JSON.stringify escapes no HTML and keeps non-ASCII text.
// Non-integer numbers are refused (the protocol has integers only).
function encode(value) {
  return JSON.stringify(value, (key, v) => {
    if (typeof v === "number" && !Number.isInteger(v)) {
      throw new Error(`número no entero en la respuesta: ${v}`);
    }
    return v;
  });
}

// ok builds a success response: id, ok, then fields in order.
function ok(id, fields) {
  return Object.assign({ id: id, ok: true }, fields || {});
}

// error builds a failure response with the protocol's error object.
function error(id, code, detail, article, fields) {
  return Object.assign(
    {
      id: id,
      ok: false,
      error: { code: code, article: article === undefined ? null : article, detail: detail },
    },
    fields || {},
  );
}

function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isSeat(v) {
  return Number.isInteger(v) && v >= 0 && v <= 3;
}

// require returns req[key] or throws ProtocolError naming the field.
function require_(req, key, check, what) {
  if (!Object.prototype.hasOwnProperty.call(req, key)) {
    throw new ProtocolError(`falta el campo "${key}"`);
  }
  if (!check(req[key])) {
    throw new ProtocolError(`el campo "${key}" debe ser ${what}`);
  }
  return req[key];
}

// Any integer seat: a seat outside 0-3 is the engine's BAD_SEAT (FEM-II.1),
// and a null or unknown type its UNKNOWN_ACTION.
const isPlay = (v) => isObject(v) && Number.isInteger(v.seat) && "type" in v;
const isViewer = (v) =>
  isObject(v) && VIEWER_KINDS.includes(v.kind) && (v.kind !== "seat" || isSeat(v.seat));
const isSeed = (v) => typeof v === "string" && /^[0-9]+$/.test(v);

// state of the request loop: one game at a time.
let started = false;

function needGame() {
  if (!started) {
    throw new ProtocolError("no hay partida: envíe antes «start»");
  }
}

// views returns the observations (4 seats, spectator) and the legal
// templates of the 4 seats.
function views() {
  const viewers = [0, 1, 2, 3].map((s) => ({ kind: "seat", seat: s }));
  viewers.push({ kind: "spectator" });
  return {
    observations: viewers.map((v) => engine.observe(v)),
    legal: [0, 1, 2, 3].map((s) => engine.legal(s)),
  };
}

const ops = {
  hello(id, req) {
    const v = require_(req, "protocol", Number.isInteger, "un entero");
    if (v !== PROTOCOL_VERSION) {
      return error(id, UNSUPPORTED, `este motor solo habla el protocolo ${PROTOCOL_VERSION}, no el ${v}`);
    }
    return ok(id, {
      protocol: PROTOCOL_VERSION,
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
      capabilities: CAPABILITIES,
    });
  },

  start(id, req) {
    const rules = require_(req, "rules", isObject, "un objeto");
    const seed = require_(req, "seed", isSeed, "una cadena decimal");
    const decks = req.decks === undefined ? null : req.decks;
    if (decks !== null && !Array.isArray(decks)) {
      throw new ProtocolError('el campo "decks" debe ser una lista');
    }
    const score = req.score === undefined ? [0, 0] : req.score;
    if (!Array.isArray(score) || score.length !== 2 || !score.every(Number.isInteger)) {
      throw new ProtocolError('el campo "score" debe ser [entero, entero]');
    }
    if (decks !== null && !CAPABILITIES.stacked_decks) {
      throw new Unsupported("este motor no acepta mazos preparados");
    }
    started = false; // a new start discards any previous game
    const events = engine.start(rules, seed, decks, score);
    started = true;
    return ok(id, { events: events });
  },

  apply(id, req) {
    const play = require_(req, "play", isPlay, "una jugada con seat y type");
    if (!started) {
      // An action before any game is a rule refusal (a scenario of
      // FEM-III.1 checks it), not a protocol error.
      throw new RuleError("NO_GAME", "FEM-III.1", "no hay partida: nadie ha sorteado ni repartido");
    }
    return ok(id, { events: engine.apply(play) });
  },

  observe(id, req) {
    const viewer = require_(req, "viewer", isViewer, "un observador");
    needGame();
    return ok(id, { observation: engine.observe(viewer) });
  },

  legal(id, req) {
    const seat = require_(req, "seat", isSeat, "un asiento 0-3");
    needGame();
    return ok(id, { legal: engine.legal(seat) });
  },

  step(id, req) {
    if (!CAPABILITIES.step) {
      throw new Unsupported("este motor no ofrece «step»");
    }
    const play = require_(req, "play", isPlay, "una jugada con seat y type");
    needGame();
    let events;
    try {
      events = engine.apply(play);
    } catch (e) {
      if (e instanceof RuleError) {
        return error(id, e.code, e.detail, e.article, views());
      }
      throw e;
    }
    return ok(id, Object.assign({ events: events }, views()));
  },
};

// handle answers one request line; returns [response, done].
function handle(line) {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    return [error(null, PROTOCOL, `JSON no válido: ${e.message}`), false];
  }
  if (!isObject(req)) {
    return [error(null, PROTOCOL, "la petición no es un objeto"), false];
  }
  const id = req.id;
  if (!Number.isInteger(id)) {
    return [error(null, PROTOCOL, 'falta "id" o no es un entero'), false];
  }
  if (req.op === "bye") {
    return [ok(id), true];
  }
  if (typeof req.op !== "string" || !Object.prototype.hasOwnProperty.call(ops, req.op)) {
    return [error(id, PROTOCOL, `operación desconocida: ${JSON.stringify(req.op)}`), false];
  }
  try {
    return [ops[req.op](id, req), false];
  } catch (e) {
    if (e instanceof ProtocolError) return [error(id, PROTOCOL, e.message), false];
    if (e instanceof Unsupported) return [error(id, UNSUPPORTED, e.message), false];
    if (e instanceof RuleError) return [error(id, e.code, e.detail, e.article), false];
    // an engine bug must not kill the loop
    log(e && e.stack ? e.stack : String(e));
    return [error(id, INTERNAL, `error interno del motor: ${e && e.message}`), false];
  }
}

// serve runs the request loop until "bye" or end of input.
function serve() {
  log(`${ENGINE_NAME} ${ENGINE_VERSION}: protocolo ${PROTOCOL_VERSION} listo`);
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let done = false;
  rl.on("line", (line) => {
    if (done || line.trim() === "") return; // blank lines are skipped
    const [resp, last] = handle(line);
    let out;
    try {
      out = encode(resp);
    } catch (e) {
      out = encode(error(resp.id, INTERNAL, `respuesta no codificable: ${e.message}`));
    }
    done = last;
    if (done) {
      rl.close();
      process.stdout.write(out + "\n", () => process.exit(0));
    } else {
      process.stdout.write(out + "\n");
    }
  });
  rl.on("close", () => {
    if (!done) process.exitCode = 0;
  });
  // A reader that went away is not an error of the engine.
  process.stdout.on("error", () => process.exit(0));
}

// Run the loop when started as a program; require() gives the pieces to
// a wrapper or a test instead.
if (require.main === module) {
  serve();
}

module.exports = { engine, CAPABILITIES, RuleError, Unsupported, log, encode, handle, serve };
