#!/usr/bin/env node
// musfem_bot: skeleton of a Mus bot speaking the musfem bot protocol v1.
//
// Node.js standard library only. Copy this file, write your policy in
// decide() (marked "TODO(bot)") and play it against the reference bots:
//
//     musfem partida --jugadores "simple,node musfem_bot.js,simple,random" --tiempo 2s
//
// (Or require() it from your own file and call serve(myDecide, "my-name").)
//
// The protocol (docs/bots.md) is JSON lines over stdin/stdout: one message
// line in; after `hello` and `decide` one answer line out. Standard error is
// free for your own logging (the runner keeps its end for its error
// messages; `musfem partida --registro-bots DIR` keeps all of it): never
// print anything else on standard output (no console.log: use log()).
//
// As shipped the bot plays the trivial policy of docs/bots.md: cut the mus,
// pass, accept; otherwise the first legal template at its minimum (a discard
// throws the first cards of the hand). It never crashes: a message it cannot
// read is reported on standard error and skipped.
//
// Messages of the runner and the answers (the JSON of actions, observations
// and legal templates is the canonical JSON of docs/catalog.md):
//
//   hello   {"id":1,"op":"hello","protocol":1,"seat":2,"name":"node musfem_bot.js",
//            "rules":{"deck_mode":"ocho_reyes","target_points":40,...}}
//           -> {"id":1,"protocol":1,"name":"musfem-esqueleto"}
//           "seat": 0-3 (pair A = seats 0 and 2, pair B = 1 and 3); "rules":
//           every key of config/rules.default.toml. No seed: seed your own
//           generator if you want chance.
//   decide  {"id":2,"op":"decide","time_ms":2000,"observation":{
//            "viewer":{"kind":"seat","seat":2},"seat":2,"partner":0,"team":"A",
//            "hand":["Rc","Ro","1e","4b"],"discards":null,"phase":"GRANDE",
//            "lance":"GRANDE","lance_mano":1,"participants":[1,2,3,0],
//            "dealer":0,"mano":1,"turn":2,"game":1,"round":1,"score":[0,0],
//            "games":[0,0],"target":40,"pares":[null,null,null,null],
//            "juego":[null,null,null,null],
//            "bet":null or {"lance":"GRANDE","bettor":1,"accepted":0,"total":2,
//                           "ordago":false,"responder":2},
//            "history":[{"seat":1,"type":"Pass","lance":"GRANDE","amount":0,"count":0}],
//            "revealed":null,"stock_size":24,
//            "legal":[{"type":"Pass"},{"type":"Bet","min":2,"max":99},{"type":"Ordago"}]}}
//           -> {"id":2,"action":{"type":"Bet","amount":2}}
//           "time_ms": milliseconds for this decision, or null (no limit).
//           Actions: {"type":"Mus"} {"type":"CutMus"} {"type":"Discard","cards":["Rc"]}
//           {"type":"Pass"} {"type":"Bet","amount":N} {"type":"Raise","amount":N}
//           {"type":"Accept"} {"type":"AcceptNoLose"} {"type":"Reject"}
//           {"type":"Ordago"}; the legal ones are those "legal" describes.
//   bye     {"id":9,"op":"bye"}
//           -> no answer; exit with status 0 (end of input means the same).
//
// The runner decodes answers strictly: exactly the fields above. A late
// answer (after time_ms) is thrown away by the runner; answer every decide
// in order anyway.

"use strict";

const readline = require("readline");

const PROTOCOL = 1;
const BOT_NAME = "musfem-esqueleto"; // TODO(bot): your bot's name

// log writes a line to standard error (never to standard output).
function log(...args) {
  process.stderr.write(args.join(" ") + "\n");
}

class BadMessage extends Error {}

// decide returns one action (an object) for the observation.
// TODO(bot): replace the trivial policy with yours. observation.legal lists
// the legal templates; return one action they describe.
function decide(observation, seat, rules) {
  const legal = observation.legal;
  const types = legal.map((t) => t.type);
  for (const wanted of ["CutMus", "Pass", "Accept"]) {
    if (types.includes(wanted)) return { type: wanted };
  }
  const first = legal[0];
  if (first.type === "Bet" || first.type === "Raise") return { type: first.type, amount: first.min };
  if (first.type === "Discard") return { type: "Discard", cards: observation.hand.slice(0, first.min) };
  return { type: first.type };
}

// encode writes compact JSON in insertion order (canonical JSON of
// docs/catalog.md).
function encode(value) {
  return JSON.stringify(value);
}

function fields(msg, required) {
  for (const f of required) {
    if (!(f in msg)) throw new BadMessage(`falta el campo "${f}"`);
  }
  for (const f of Object.keys(msg)) {
    if (!required.includes(f)) throw new BadMessage(`campo desconocido "${f}"`);
  }
}

// check checks the envelope of a runner message strictly (docs/bots.md) and
// returns its op.
function check(msg) {
  if (msg === null || typeof msg !== "object" || Array.isArray(msg)) throw new BadMessage("el mensaje no es un objeto");
  if (!Number.isInteger(msg.id)) throw new BadMessage('"id" debe ser un entero');
  switch (msg.op) {
    case "hello":
      fields(msg, ["id", "op", "protocol", "seat", "name", "rules"]);
      if (!Number.isInteger(msg.seat) || msg.seat < 0 || msg.seat > 3) throw new BadMessage('"seat" debe ser un asiento 0-3');
      if (msg.rules === null || typeof msg.rules !== "object" || Array.isArray(msg.rules)) throw new BadMessage('"rules" debe ser un objeto');
      return "hello";
    case "decide": {
      fields(msg, ["id", "op", "time_ms", "observation"]);
      const t = msg.time_ms;
      if (t !== null && (!Number.isInteger(t) || t < 1)) throw new BadMessage('"time_ms" debe ser un entero positivo o null');
      const obs = msg.observation;
      if (obs === null || typeof obs !== "object" || Array.isArray(obs)) throw new BadMessage('"observation" debe ser un objeto');
      if (!Array.isArray(obs.legal) || obs.legal.length === 0) throw new BadMessage('la observación no trae acciones legales ("legal")');
      for (const tp of obs.legal) {
        if (tp === null || typeof tp !== "object" || typeof tp.type !== "string") throw new BadMessage(`plantilla legal sin "type": ${encode(tp)}`);
      }
      if (!Array.isArray(obs.hand)) throw new BadMessage('la observación no trae la mano ("hand")');
      return "decide";
    }
    case "bye":
      fields(msg, ["id", "op"]);
      return "bye";
  }
  throw new BadMessage(`op desconocida ${encode(msg.op)}`);
}

// serve runs the protocol loop until bye or the end of input, then exits 0.
function serve(policy = decide, name = BOT_NAME) {
  let seat = null;
  let rules = {};
  let saidHello = false;
  let done = false;
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const answer = (value) => process.stdout.write(encode(value) + "\n");
  const finish = () => {
    if (done) return;
    done = true;
    rl.close();
    process.stdout.write("", () => process.exit(0));
  };
  rl.on("line", (raw) => {
    if (done) return;
    const line = raw.trim();
    if (line === "") return;
    let msg, op;
    try {
      msg = JSON.parse(line);
      op = check(msg);
    } catch (err) {
      log(`musfem_bot: mensaje ilegible, lo salto (${err.message}): ${line.slice(0, 200)}`);
      return;
    }
    if (op === "bye") return finish();
    if (op === "hello") {
      if (msg.protocol !== PROTOCOL) log(`musfem_bot: el ejecutor habla el protocolo ${encode(msg.protocol)}; este bot, el ${PROTOCOL}`);
      seat = msg.seat;
      rules = msg.rules;
      saidHello = true;
      return answer({ id: msg.id, protocol: PROTOCOL, name: name });
    }
    if (!saidHello) log("musfem_bot: decide antes del hello; juego igualmente");
    let action;
    try {
      action = policy(msg.observation, seat, rules);
    } catch (err) {
      // A bug of the policy must not kill the bot.
      log(`musfem_bot: la política ha fallado (${err && err.stack ? err.stack : err}); juego la primera acción legal`);
      try {
        action = decide(msg.observation, seat, rules);
      } catch (err2) {
        action = { type: msg.observation.legal[0].type };
      }
    }
    answer({ id: msg.id, action: action });
  });
  rl.on("close", finish);
  process.stdout.on("error", () => process.exit(0));
}

module.exports = { serve, decide, check, encode, log, BadMessage, PROTOCOL, BOT_NAME };

if (require.main === module) serve();
