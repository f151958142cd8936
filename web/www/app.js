// The page: setup, the board (SVG from the crate's renderer, through WebAssembly),
// moves by clicks or keys, animations from move traces, and the study tools. The
// engine runs in worker.js, so the page never waits for it. No rules here: legal
// moves, refusals and pictures all come from the crate (docs/WEB.md).
import init, { Session, games, rules } from './pkg/sowing_web.js';

const $ = (id) => document.getElementById(id);
const TITLES = {}; // game name → title, from the crate's registry (filled at start)
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

let session = null; // the wasm Session
let st = null; // its last state (JSON)
let setup = { game: 'oware', opponent: 'medium', side: 'south' };
let gen = 0; // bumped whenever the game changes: stale engine answers are dropped
let selected = []; // holes chosen for a Goré offer
let offerMode = false;
let viewing = null; // the ply shown read-only, or null for the game itself
let anim = null; // the animation under way: { skip }
let digits = ''; // number keys typed so far
let digitTimer = null;
const SEED = new URLSearchParams(location.search).has('seed')
  ? Number(new URLSearchParams(location.search).get('seed')) | 0 : null;
let lastFrame = null; // the last animation frame shown (the browser tests read it)

// ---- the engine worker ----------------------------------------------------------
let worker = null;
let pending = null; // { id, gen, resolve, reject, kind }
let nextId = 1;

function startWorker() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (e) => {
    const p = pending;
    if (!p || e.data.id !== p.id) return;
    pending = null;
    showThinking('');
    if (e.data.error) p.reject(new Error(e.data.error));
    else p.resolve(e.data.result);
  };
  worker.onerror = (e) => {
    const p = pending;
    pending = null;
    showThinking('');
    if (p) p.reject(new Error(e.message || 'the engine stopped'));
  };
}

/** Asks the worker; a request still running for an older game is abandoned (the
 * worker is restarted, so the new question does not wait for the old answer). */
function ask(kind, fields, words) {
  if (pending) {
    worker.terminate();
    pending.reject(new Error('abandoned'));
    pending = null;
    startWorker();
  }
  const id = nextId++;
  showThinking(words);
  return new Promise((resolve, reject) => {
    pending = { id, gen, resolve, reject, kind };
    worker.postMessage({ id, kind, replay: session.export(), ...fields });
  });
}

function cancelThinking() {
  if (pending) {
    worker.terminate();
    pending.reject(new Error('abandoned'));
    pending = null;
    startWorker();
    showThinking('');
  }
}

function showThinking(words) {
  $('thinking').textContent = words;
  document.body.classList.toggle('is-thinking', !!words);
}

// ---- messages -------------------------------------------------------------------
/** Shows a message: a refusal or a problem (`error`, in red) or information. */
function say(text, kind = 'error') {
  $('message').textContent = text;
  $('message').classList.toggle('info', kind === 'info');
}

// ---- drawing --------------------------------------------------------------------
function computerSide() {
  if (setup.opponent === 'human') return null;
  return setup.side === 'south' ? 'north' : 'south';
}

function humanToMove() {
  return st && st.to_move && st.to_move !== computerSide();
}

/** Puts an SVG board on the page and makes its holes buttons (focusable, named). */
function drawBoard(svg, interactive) {
  const board = $('board');
  board.innerHTML = svg;
  const root = board.querySelector('svg');
  if (root) {
    root.removeAttribute('width');
    root.removeAttribute('height');
    // A picture, unless its holes are buttons (the children of an img are hidden
    // from assistive technology).
    root.setAttribute('role', interactive ? 'group' : 'img');
    if (!window.sowingFirstBoard) window.sowingFirstBoard = performance.now();
  }
  board.classList.toggle('interactive', interactive);
  for (const g of board.querySelectorAll('[data-hole]')) {
    const n = Number(g.dataset.hole);
    const title = g.querySelector('title');
    if (interactive) {
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-label', title ? title.textContent : `hole ${n}`);
    }
    if (st && st.sow.includes(n) && interactive) g.classList.add('playable');
    if (selected.includes(n)) g.classList.add('selected');
  }
}

function statusText() {
  const title = TITLES[st.game];
  const [s, n] = st.captured;
  if (st.result) return `${title}: ${st.result} (captured: South ${s}, North ${n}).`;
  const who = cap(st.to_move);
  let role = '';
  if (computerSide()) role = st.to_move === computerSide() ? ' (the computer)' : ' (you)';
  let phase = '';
  if (st.pending_offer) phase = `: answer the offer of hole${st.pending_offer.length > 1 ? 's' : ''} ${st.pending_offer.join(', ')}`;
  else if (st.legal.length === 1 && st.legal[0] === 'pass') phase = ': must pass';
  return `${title}, move ${st.ply + 1}: ${who} to move${role}${phase}. Captured: South ${s}, North ${n}.`;
}

function render() {
  st = JSON.parse(session.state(Uint8Array.from(selected)));
  const canAct = !anim && viewing === null && humanToMove();
  if (viewing === null && !anim) drawBoard(st.svg, canAct);
  $('status').textContent = statusText();
  const legal = new Set(st.legal);
  const passOnly = st.legal.length === 1 && st.legal[0] === 'pass';
  $('pass').hidden = !(canAct && passOnly);
  $('accept').hidden = !(canAct && legal.has('accept'));
  $('decline').hidden = !(canAct && legal.has('decline'));
  $('offer-mode').hidden = !(canAct && st.can_offer && !offerMode);
  $('offer').hidden = !(canAct && offerMode);
  $('offer-cancel').hidden = !(canAct && offerMode);
  $('offer').disabled = selected.length === 0;
  $('undo').disabled = !!anim || !st.can_undo;
  $('redo').disabled = !!anim || !st.can_redo;
  $('hint').disabled = !!anim || !st.to_move;
  $('analyse').disabled = !!anim || !st.to_move;
  $('skip').disabled = !anim;
  drawMoveList();
}

function drawMoveList() {
  const ol = $('movelist');
  ol.innerHTML = '';
  const item = (ply, text) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.dataset.ply = ply;
    if (viewing === ply || (viewing === null && ply === st.ply)) b.setAttribute('aria-current', 'true');
    b.addEventListener('click', () => viewPly(ply));
    li.appendChild(b);
    ol.appendChild(li);
  };
  item(0, 'start');
  for (const m of st.moves) item(m.ply, `${m.ply}. ${cap(m.by)}: ${/^\d+$/.test(m.move) ? `hole ${m.move}` : m.move}`);
}

// ---- viewing earlier positions ----------------------------------------------------
function viewPly(ply) {
  if (anim) return;
  if (ply === st.ply) return backToGame();
  viewing = ply;
  const v = JSON.parse(session.view_at(ply));
  drawBoard(v.svg, false);
  $('viewing').hidden = false;
  $('viewing-text').textContent = ply === 0
    ? 'Viewing the start (read-only).'
    : `Viewing the position after move ${ply}, ${cap(v.by)}: ${v.move} (read-only).`;
  render();
}

function backToGame() {
  viewing = null;
  $('viewing').hidden = true;
  render();
}

// ---- animation --------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Shows a move's frames one after another (the last is the position reached). */
async function animate(frames) {
  anim = { skip: false };
  render();
  const speed = Number($('speed').value);
  // Long relay sowings (Bao Kigogo) are shown faster, so no move takes much over 15 s.
  const delay = Math.min(speed, Math.max(15, 15000 / frames.length));
  for (let i = 0; i < frames.length; i++) {
    if (anim.skip || delay === 0) {
      i = frames.length - 1;
    }
    drawBoard(frames[i].svg, false);
    lastFrame = frames[i].svg;
    if (frames[i].text) $('caption').textContent = frames[i].text;
    if (i < frames.length - 1) await sleep(delay);
  }
  anim = null;
}

// ---- moves ------------------------------------------------------------------------
async function play(text) {
  const r = JSON.parse(session.play(text));
  if (r.error) {
    say(`Refused: ${r.error}.`);
    return false;
  }
  say('');
  afterChange();
  $('caption').textContent = '';
  await animate(r.frames);
  $('caption').textContent = `${cap(r.by)} played ${r.move}: ${r.words.join('; ')}.`;
  render();
  computerTurn();
  return true;
}

function afterChange() {
  gen++;
  cancelThinking();
  offerMode = false;
  selected = [];
  viewing = null;
  $('viewing').hidden = true;
  $('analysis').innerHTML = '';
}

/** A click (or Enter) on hole `n`; `other` (Shift held) sows a hole whose direction
 *  the player chooses clockwise instead of counter-clockwise. */
function clickHole(n, other = false) {
  if (anim) return say('Wait for the move to finish, or press Skip.');
  if (viewing !== null) return say('This is an earlier position: press "Back to the game" to play.');
  if (!st.to_move) return say(`The game is over: ${st.result}.`);
  if (!humanToMove()) return say('It is the computer\'s turn.');
  if (offerMode) {
    selected = selected.includes(n) ? selected.filter((h) => h !== n) : [...selected, n].sort((a, b) => a - b);
    render();
    focusHole(n);
    return;
  }
  const legal = new Set(st.legal);
  if (!legal.has(String(n)) && (legal.has(`${n}ccw`) || legal.has(`${n}cw`))) {
    // A chosen direction: counter-clockwise, or clockwise with Shift.
    const both = legal.has(`${n}ccw`) && legal.has(`${n}cw`);
    const way = both ? (other ? 'cw' : 'ccw') : (legal.has(`${n}ccw`) ? 'ccw' : 'cw');
    return play(`${n}${way}`);
  }
  play(String(n));
}

function focusHole(n) {
  const g = $('board').querySelector(`[data-hole="${n}"]`);
  if (g) g.focus();
}

async function computerTurn() {
  const side = computerSide();
  if (!side || !st.to_move || st.to_move !== side || st.can_redo || viewing !== null) return;
  const mine = gen;
  try {
    // ?seed=N in the address makes the computer's random choices repeatable.
    const seed = SEED === null ? (Math.random() * 2 ** 31) | 0 : SEED + st.ply;
    const r = await ask('move', { level: setup.opponent, seed },
      `The computer (${setup.opponent}) is thinking…`);
    if (mine !== gen || !r.move) return;
    await play(r.move);
  } catch (e) {
    if (e.message !== 'abandoned') say(`The engine failed: ${e.message}`);
  }
}

// ---- study tools ------------------------------------------------------------------
async function hint() {
  const mine = gen;
  try {
    const r = await ask('analyse', { ms: 1000 }, 'Looking for a hint…');
    if (mine !== gen || !r.moves.length) return;
    const best = r.moves[0];
    say(`Hint: ${best.move} (${best.score}; line ${best.line.join(', ')}).`, 'info');
  } catch (e) {
    if (e.message !== 'abandoned') say(`The engine failed: ${e.message}`);
  }
}

async function analyseMoves() {
  const mine = gen;
  try {
    const r = await ask('analyse', { ms: 2000 }, 'Analysing every move…');
    if (mine !== gen) return;
    const rows = r.moves.map((m) => `<tr><td>${m.move}</td><td>${m.score}</td><td>${m.line.join(', ')}</td></tr>`);
    $('analysis').innerHTML = `<table><caption>Every legal move for ${cap(st.to_move)}, best first `
      + `(${r.nodes.toLocaleString('en')} positions, ${(r.ms / 1000).toFixed(1)} s)</caption>`
      + `<thead><tr><th>move</th><th>score</th><th>line</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  } catch (e) {
    if (e.message !== 'abandoned') say(`The engine failed: ${e.message}`);
  }
}

function undo() {
  if (anim) return;
  afterChange();
  session.undo();
  // Against the computer, back to a position where the person is to move.
  st = JSON.parse(session.state(new Uint8Array()));
  while (computerSide() && st.to_move === computerSide() && st.can_undo) {
    session.undo();
    st = JSON.parse(session.state(new Uint8Array()));
  }
  say('');
  $('caption').textContent = '';
  render();
  computerTurn();
}

async function redo() {
  if (anim) return;
  const r = JSON.parse(session.redo());
  if (r.error) return say(r.error);
  afterChange();
  await animate(r.frames);
  $('caption').textContent = `${cap(r.by)} played ${r.move}: ${r.words.join('; ')}.`;
  render();
  if (computerSide() && st.to_move === computerSide() && st.can_redo) return redo();
  computerTurn();
}

function showRules() {
  $('rules-title').textContent = `Rules: ${TITLES[st.game]}`;
  $('rules-text').innerHTML = markdown(rules(st.game));
  $('rules-dialog').showModal();
}

function importReplay(text) {
  const r = JSON.parse(session.import(text));
  if (r.error) return say(`Not imported: ${r.error}. The game is unchanged.`);
  afterChange();
  syncSetup();
  say(`Imported: ${TITLES[st.game]}, ${st.ply} moves.`, 'info');
  render();
  computerTurn();
}

// ---- setup ----------------------------------------------------------------------
function options() {
  const game = $('game').value;
  if (game === 'bao-kigogo') return { direction: $('direction').value };
  if (game === 'hoyito-iii') {
    return { round: Math.max(1, Number($('round').value) || 1), previous_winner: $('previous').value || null };
  }
  return {};
}

function showOptions() {
  for (const el of document.querySelectorAll('.opt')) {
    el.hidden = !el.classList.contains(`opt-${$('game').value}`);
  }
}

/** The setup form after an import shows the imported game. */
function syncSetup() {
  st = JSON.parse(session.state(new Uint8Array()));
  setup.game = st.game;
  $('game').value = st.game;
  if (st.options.direction) $('direction').value = st.options.direction;
  if (st.options.round) $('round').value = st.options.round;
  if ('previous_winner' in st.options) $('previous').value = st.options.previous_winner || '';
  showOptions();
}

function newGame() {
  let s;
  try {
    s = new Session($('game').value, JSON.stringify(options()));
  } catch (e) {
    return say(`Cannot start: ${e.message}`);
  }
  if (session) session.free();
  session = s;
  setup = { game: $('game').value, opponent: $('opponent').value, side: $('side').value };
  afterChange();
  say('');
  $('caption').textContent = '';
  render();
  computerTurn();
}

// ---- Markdown (the rules) -------------------------------------------------------
function inline(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*\s][^*]*)\*/g, '<em>$1</em>');
}

function markdown(md) {
  const out = [];
  const lines = md.split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      out.push(`<pre>${inline(code.join('\n')).replace(/<\/?code>/g, '')}</pre>`);
    } else if (/^#{2,4} /.test(line)) {
      const level = Math.min(line.indexOf(' ') + 1, 4);
      out.push(`<h${level}>${inline(line.replace(/^#+ /, ''))}</h${level}>`);
      i++;
    } else if (line.startsWith('|')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) {
        if (/^\|[\s:|-]+\|$/.test(lines[i])) continue;
        rows.push(lines[i].split('|').slice(1, -1).map((c) => `<td>${inline(c.trim())}</td>`).join(''));
      }
      out.push(`<table>${rows.map((r) => `<tr>${r}</tr>`).join('')}</table>`);
    } else if (/^(\d+\.|-) /.test(line)) {
      const ordered = /^\d+\./.test(line);
      const items = [];
      for (; i < lines.length && (/^\s*(\d+\.|-) /.test(lines[i]) || /^\s+\S/.test(lines[i])); i++) {
        if (/^(\d+\.|-) /.test(lines[i])) items.push(lines[i].replace(/^(\d+\.|-) /, ''));
        else if (/^\s+(\d+\.|-) /.test(lines[i])) items.push('• ' + lines[i].trim().replace(/^(\d+\.|-) /, ''));
        else items[items.length - 1] += ' ' + lines[i].trim();
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`);
    } else if (line.trim() === '') {
      i++;
    } else {
      const para = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^(```|#|\||\d+\. |- )/.test(lines[i]); i++) para.push(lines[i]);
      out.push(`<p>${inline(para.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}

// ---- events -----------------------------------------------------------------------
function holeOf(target) {
  const g = target.closest && target.closest('[data-hole]');
  return g ? Number(g.dataset.hole) : null;
}

function wire() {
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); newGame(); });
  $('game').addEventListener('change', showOptions);
  $('board').addEventListener('click', (e) => {
    const n = holeOf(e.target);
    if (n !== null) clickHole(n, e.shiftKey);
  });
  $('board').addEventListener('keydown', (e) => {
    const n = holeOf(e.target);
    if (n !== null && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      clickHole(n, e.shiftKey);
    }
  });
  document.addEventListener('keydown', (e) => {
    if (!/^[0-9]$/.test(e.key) || e.target.closest('input, textarea, select') || !st) return;
    if ($('rules-dialog').open) return;
    digits += e.key;
    clearTimeout(digitTimer);
    const n = Number(digits);
    const holes = st.seeds.length;
    const go = () => { digits = ''; if (n < holes) clickHole(n); else say(`There is no hole ${n}.`); };
    if (n * 10 >= holes || n === 0) go();
    else digitTimer = setTimeout(go, 700);
  });
  $('pass').addEventListener('click', () => play('pass'));
  $('accept').addEventListener('click', () => play('accept'));
  $('decline').addEventListener('click', () => play('decline'));
  $('offer-mode').addEventListener('click', () => {
    offerMode = true;
    selected = [];
    say('Choose 1 to 3 of your holes to offer, then press "Offer selected holes".', 'info');
    render();
  });
  $('offer-cancel').addEventListener('click', () => { offerMode = false; selected = []; say(''); render(); });
  $('offer').addEventListener('click', async () => {
    const text = `offer ${selected.join(',')}`;
    if (!(await play(text))) render();
  });
  $('skip').addEventListener('click', () => { if (anim) anim.skip = true; });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('hint').addEventListener('click', hint);
  $('analyse').addEventListener('click', analyseMoves);
  $('rules').addEventListener('click', showRules);
  $('rules-close').addEventListener('click', () => $('rules-dialog').close());
  $('back').addEventListener('click', backToGame);
  $('export').addEventListener('click', () => {
    $('replay-text').value = session.export();
    say('The replay is in the text box.', 'info');
  });
  $('import').addEventListener('click', () => importReplay($('replay-text').value));
  $('import-file').addEventListener('change', async (e) => {
    const f = e.target.files[0];
    if (f) importReplay(await f.text());
    e.target.value = '';
  });
}

// ---- start ------------------------------------------------------------------------
await init();
for (const g of JSON.parse(games())) {
  TITLES[g.name] = g.title;
  $('game').add(new Option(g.title, g.name, false, g.name === 'oware'));
}
startWorker();
wire();
showOptions();
newGame();

/** For the browser tests: the state as the engine reports it, and whether the page
 * is busy (animating or thinking). */
window.sowingApp = {
  state: () => JSON.parse(session.state(new Uint8Array())),
  busy: () => !!anim || !!pending,
  thinking: () => !!pending,
  lastFrame: () => lastFrame,
  replay: () => session.export(),
};
