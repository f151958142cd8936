// Shared by the browser tests: Chromium through playwright-core, the page under test
// at $SOWING_URL (scripts/web-tests serves web/www there), and what a test reads
// from the page.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import assert from 'node:assert/strict';

export const URL = process.env.SOWING_URL || 'http://127.0.0.1:8000/';
export const SHOTS = process.env.SOWING_SHOTS || '../target/web-screenshots';
mkdirSync(SHOTS, { recursive: true });

export const GAMES = ['gore', 'hoyito-iii', 'djenon-aboure', 'bao-kigogo', 'oware'];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** A page on the app with every console error and page error collected. */
export async function open(browser, { width = 1100, height = 820, seed = 1 } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.goto(`${URL}?seed=${seed}`);
  await page.waitForSelector('#board svg [data-hole]');
  return { page, errors };
}

/** Starts a game from the setup form. */
export async function newGame(page, { game, opponent = 'easy', side = 'south', speed = '0', options = {} }) {
  await page.selectOption('#game', game);
  if (options.direction) await page.selectOption('#direction', options.direction);
  if (options.round) await page.fill('#round', String(options.round));
  if (options.previous !== undefined) await page.selectOption('#previous', options.previous);
  await page.selectOption('#opponent', opponent);
  await page.selectOption('#side', side);
  await page.selectOption('#speed', speed);
  await page.click('#new-game');
  await settle(page);
}

/** Waits until no move is animating and the engine is not thinking. */
export async function settle(page, timeout = 30000) {
  await page.waitForFunction(() => window.sowingApp && !window.sowingApp.busy(), null, { timeout });
}

export const state = (page) => page.evaluate(() => window.sowingApp.state());

/** Seeds in each hole and captures, as an SVG board shows them, read from the
 * titles of its holes ("hole 7: 4 seeds, South's") and stores ("North has captured
 * 6 seeds"), `svg::render`'s documented structure (`svg`: a board's markup; default:
 * the board on the page). */
export async function boardCounts(page, svg = null) {
  return page.evaluate((markup) => {
    let root = document.querySelector('#board svg');
    if (markup) root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    const holes = [...root.querySelectorAll('[data-hole]')]
      .sort((a, b) => Number(a.dataset.hole) - Number(b.dataset.hole))
      .map((g) => {
        const m = /(\d+) seeds?/.exec(g.querySelector('title').textContent);
        return m ? Number(m[1]) : Number.NaN;
      });
    const captured = ['south', 'north'].map((p) => {
      const s = root.querySelector(`[data-player="${p}"]`);
      if (!s) return null;
      const m = /captured (\d+)/.exec(s.querySelector('title').textContent);
      return m ? Number(m[1]) : null;
    });
    return { holes, captured };
  }, svg);
}

/** The last animation frame shows the position the engine reports. */
export async function checkLastFrame(page) {
  const svg = await page.evaluate(() => window.sowingApp.lastFrame());
  if (!svg) return;
  const shown = await boardCounts(page, svg);
  const st = await state(page);
  assert.deepEqual(shown.holes, st.seeds, `the last frame's seeds are the engine's (ply ${st.ply})`);
  assert.deepEqual(shown.captured, st.captured, `the last frame's captures are the engine's (ply ${st.ply})`);
}

/** A small seeded generator, so a test plays the same game each run. */
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** Plays the person's turn by a click: a random legal hole, else the button of the
 * only kind of move there is (pass, or an answer to an offer). */
export async function humanMove(page, st, pick) {
  if (st.sow.length > 0 && !st.legal.includes('accept') && !st.legal.includes('decline')) {
    const hole = st.sow[pick(st.sow.length)];
    await page.click(`#board [data-hole="${hole}"]`);
    return `${hole}`;
  }
  if (st.legal.includes('decline')) {
    const answer = st.legal.includes('accept') && pick(2) === 0 ? 'accept' : 'decline';
    await page.click(`#${answer}`);
    return answer;
  }
  assert.deepEqual(st.legal, ['pass'], 'a person with no hole to sow must pass');
  await page.click('#pass');
  return 'pass';
}

export function noErrors(errors) {
  assert.deepEqual(errors, [], 'no console errors or page errors');
}
