// The study tools and the rules of play through the page: refusals, undo and redo,
// Goré's offers, replays in and out, the keyboard, a page that answers while the
// engine thinks, and the time to the first board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, open, newGame, settle, state, boardCounts, noErrors, SHOTS, URL,
} from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

/** Goré after 50 random sowings: South to move, North holding 6 captured seeds, so
 * North can pay for one hole. */
const GORE_REPLAY = JSON.stringify({
  game: 'gore',
  options: {},
  moves: [6, 0, 4, 0, 6, 2, 4, 0, 4, 1, 4, 0, 4, 2, 7, 0, 4, 3, 4, 0, 4, 1, 4, 0, 4, 2, 4, 1, 5, 0,
    4, 3, 4, 0, 4, 1, 6, 0, 4, 1, 4, 3, 6, 2, 4, 0, 4, 1, 5, 0].map((h) => ({ sow: h })),
});

test('the first board appears soon after navigation', async () => {
  const { page, errors } = await open(browser);
  const ms = await page.evaluate(() => window.sowingFirstBoard);
  console.log(`first board: ${ms.toFixed(0)} ms after navigation start`);
  assert.ok(ms < 5000, `the first board within 5 s (${ms} ms)`);
  noErrors(errors);
  await page.close();
});

test('an illegal click is refused with the reason, and nothing changes', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'oware', opponent: 'human' });
  const before = await boardCounts(page);
  await page.click('#board [data-hole="2"]'); // North's hole on South's turn
  await assert.doesNotReject(page.waitForSelector('#message:has-text("Refused")', { timeout: 2000 }));
  assert.match(await page.textContent('#message'), /hole 2 is not south's to sow/);
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  assert.deepEqual(await boardCounts(page), before);
  assert.equal((await state(page)).ply, 0);
  // Djenon-aboure: a single seed never moves (its rule 1), in the rule's words.
  await page.evaluate(() => {
    document.querySelector('#replay').open = true;
  });
  await page.fill('#replay-text', JSON.stringify({ game: 'djenon-aboure', moves: [{ sow: 8 }] }));
  await page.click('#import');
  await settle(page);
  const st = await state(page);
  const single = st.seeds.findIndex((n, i) => n === 1 && st.owners[i] === st.to_move);
  assert.ok(single >= 0, "a single seed of the player to move");
  {
    const was = await boardCounts(page);
    await page.click(`#board [data-hole="${single}"]`);
    assert.match(await page.textContent('#message'), /single seed/);
    assert.deepEqual(await boardCounts(page), was);
  }
  await page.screenshot({ path: `${SHOTS}/refused.png` });
  noErrors(errors);
  await page.close();
});

test('undo and redo', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'oware', opponent: 'easy', side: 'south' });
  const start = await state(page);
  await page.click('#board [data-hole="8"]');
  await page.waitForFunction(() => window.sowingApp.state().ply === 2 && !window.sowingApp.busy());
  const two = await state(page);
  // Against the computer, undo goes back to the person's turn: both moves.
  await page.click('#undo');
  await settle(page);
  let st = await state(page);
  assert.equal(st.ply, 0);
  assert.deepEqual(st.seeds, start.seeds);
  assert.equal(st.can_redo, true);
  assert.deepEqual((await boardCounts(page)).holes, start.seeds);
  await page.click('#redo');
  await page.waitForFunction(() => window.sowingApp.state().ply === 2 && !window.sowingApp.busy());
  st = await state(page);
  assert.deepEqual(st.moves, two.moves);
  assert.deepEqual(st.seeds, two.seeds);
  assert.deepEqual((await boardCounts(page)).holes, two.seeds);
  assert.equal(st.can_redo, false);
  // Two people: one move at a time.
  await newGame(page, { game: 'djenon-aboure', opponent: 'human' });
  await page.click('#board [data-hole="8"]');
  await settle(page);
  await page.click('#undo');
  await settle(page);
  assert.equal((await state(page)).ply, 0);
  await page.click('#redo');
  await settle(page);
  assert.equal((await state(page)).ply, 1);
  noErrors(errors);
  await page.close();
});

test('an earlier position is shown read-only from the move list', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'oware', opponent: 'human' });
  for (const h of [8, 3, 10]) {
    await page.click(`#board [data-hole="${h}"]`);
    await settle(page);
  }
  const now = await boardCounts(page);
  await page.click('#movelist button[data-ply="1"]');
  assert.equal(await page.isVisible('#viewing'), true);
  const then = await boardCounts(page);
  assert.notDeepEqual(then.holes, now.holes);
  await page.click('#board [data-hole="4"]');
  assert.match(await page.textContent('#message'), /earlier position/);
  assert.equal((await state(page)).ply, 3);
  await page.screenshot({ path: `${SHOTS}/viewing-earlier.png` });
  await page.click('#back');
  assert.deepEqual(await boardCounts(page), now);
  noErrors(errors);
  await page.close();
});

test('Goré: an offer, accepted, and the same offer declined', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'gore', opponent: 'human' });
  await page.evaluate(() => { document.querySelector('#replay').open = true; });
  await page.fill('#replay-text', GORE_REPLAY);
  await page.click('#import');
  await settle(page);
  let st = await state(page);
  assert.equal(st.to_move, 'south');
  assert.ok(st.captured[1] >= 6);
  const hole = st.owners.findIndex((o) => o === 'south');
  const captured = st.captured;
  await page.click('#offer-mode');
  await page.click(`#board [data-hole="${hole}"]`);
  await page.screenshot({ path: `${SHOTS}/gore-offer-selecting.png` });
  await page.click('#offer');
  await settle(page);
  st = await state(page);
  assert.deepEqual(st.pending_offer, [hole]);
  assert.equal(st.to_move, 'north');
  assert.equal(await page.isVisible('#accept'), true);
  assert.equal(await page.isVisible('#decline'), true);
  await page.screenshot({ path: `${SHOTS}/gore-offer-pending.png` });
  await page.click('#accept');
  await settle(page);
  st = await state(page);
  assert.equal(st.owners[hole], 'north', 'the accepted hole is North\'s now');
  assert.equal(st.captured[1], captured[1] - 6, 'North paid 6 captured seeds');
  assert.equal(st.pending_offer, null);
  await page.screenshot({ path: `${SHOTS}/gore-offer-accepted.png` });
  // Back to the offer, and decline it: the board is as it was, the turn goes on.
  await page.click('#undo');
  await settle(page);
  st = await state(page);
  assert.deepEqual(st.pending_offer, [hole]);
  const seeds = st.seeds;
  await page.click('#decline');
  await settle(page);
  st = await state(page);
  assert.equal(st.pending_offer, null);
  assert.equal(st.owners[hole], 'south');
  assert.deepEqual(st.seeds, seeds);
  assert.equal(st.to_move, 'north');
  assert.ok(!st.legal.includes('accept') && st.legal.every((m) => !m.startsWith('offer')),
    'after answering, North sows (no offer of their own this turn)');
  noErrors(errors);
  await page.close();
});

test('replay export, import of a good replay, and of garbage', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'hoyito-iii', opponent: 'human', options: { round: 2, previous: 'north' } });
  let st = await state(page);
  assert.deepEqual(st.options, { round: 2, previous_winner: 'north' });
  await page.click(`#board [data-hole="${st.sow[0]}"]`);
  await settle(page);
  await page.evaluate(() => { document.querySelector('#replay').open = true; });
  await page.click('#export');
  const exported = JSON.parse(await page.inputValue('#replay-text'));
  assert.equal(exported.game, 'hoyito-iii');
  assert.deepEqual(exported.options, { round: 2, previous_winner: 'north' });
  assert.equal(exported.moves.length, 1);
  // Garbage, and a replay with an illegal move: refused, the game unchanged.
  st = await state(page);
  for (const [bad, words] of [
    ['this is not json', /Not imported: not a replay/],
    ['{"game": "chess"}', /Not imported: .*chess/],
    [JSON.stringify({ game: 'oware', moves: [{ sow: 8 }, { sow: 8 }] }), /Not imported: move 2/],
  ]) {
    await page.fill('#replay-text', bad);
    await page.click('#import');
    assert.match(await page.textContent('#message'), words);
    const now = await state(page);
    assert.deepEqual([now.game, now.ply, now.seeds], [st.game, st.ply, st.seeds]);
  }
  await page.screenshot({ path: `${SHOTS}/import-refused.png` });
  // A good replay.
  await page.fill('#replay-text', GORE_REPLAY);
  await page.click('#import');
  await settle(page);
  st = await state(page);
  assert.equal(st.game, 'gore');
  assert.equal(st.ply, 50);
  assert.equal(await page.inputValue('#game'), 'gore');
  assert.match(await page.textContent('#message'), /Imported/);
  // The exported game comes back the same.
  await page.fill('#replay-text', JSON.stringify(exported));
  await page.click('#import');
  await settle(page);
  st = await state(page);
  assert.equal(st.game, 'hoyito-iii');
  assert.equal(st.ply, 1);
  noErrors(errors);
  await page.close();
});

test('the page answers while the engine thinks (hard)', async () => {
  const { page, errors } = await open(browser);
  // The computer plays South and moves first: it starts thinking at once.
  await page.selectOption('#game', 'bao-kigogo');
  await page.selectOption('#opponent', 'hard');
  await page.selectOption('#side', 'north');
  await page.click('#new-game');
  await page.waitForFunction(() => window.sowingApp.thinking());
  const t0 = Date.now();
  await page.click('#rules');
  await page.waitForSelector('#rules-dialog[open]');
  const ms = Date.now() - t0;
  const stillThinking = await page.evaluate(() => window.sowingApp.thinking());
  console.log(`rules dialog opened ${ms} ms after the click, the engine ${stillThinking ? 'still thinking' : 'done'}`);
  assert.ok(stillThinking, 'the click was handled while the engine was thinking');
  assert.ok(ms < 1000, `the dialog opened within 1 s (${ms} ms)`);
  assert.match(await page.textContent('#rules-text'), /Bao Kigogo/);
  await page.screenshot({ path: `${SHOTS}/rules-while-thinking.png` });
  await page.click('#rules-close');
  await settle(page);
  assert.equal((await state(page)).ply >= 1, true, 'the computer moved');
  noErrors(errors);
  await page.close();
});

test('the keyboard: number keys and focused holes play moves', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'oware', opponent: 'human' });
  await page.keyboard.press('8');
  await settle(page);
  assert.equal((await state(page)).ply, 1);
  // Bao Kigogo has holes 0-47: two digits.
  await newGame(page, { game: 'bao-kigogo', opponent: 'human' });
  const st = await state(page);
  const two = st.sow.find((h) => h >= 10);
  await page.keyboard.type(String(two));
  await page.waitForFunction(() => window.sowingApp.state().ply === 1);
  await settle(page);
  assert.deepEqual((await state(page)).moves[0].move, String(two));
  // Tab reaches the holes, Enter plays the focused one.
  const north = (await state(page)).sow[0];
  await page.focus(`#board [data-hole="${north}"]`);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), String(north));
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal((await state(page)).ply, 2);
  noErrors(errors);
  await page.close();
});

test('hint and analysis', async () => {
  const { page, errors } = await open(browser);
  await newGame(page, { game: 'djenon-aboure', opponent: 'human' });
  await page.click('#hint');
  await page.waitForSelector('#message:has-text("Hint")', { timeout: 10000 });
  await page.click('#analyse');
  await page.waitForSelector('#analysis table', { timeout: 10000 });
  const rows = await page.$$eval('#analysis tbody tr', (trs) => trs.length);
  assert.equal(rows, (await state(page)).legal.length, 'every legal move is analysed');
  await page.screenshot({ path: `${SHOTS}/analysis.png` });
  noErrors(errors);
  await page.close();
});

test('the server gives .wasm as application/wasm', async () => {
  const r = await fetch(new globalThis.URL('pkg/sowing_web_bg.wasm', URL));
  assert.equal(r.headers.get('content-type'), 'application/wasm');
});
