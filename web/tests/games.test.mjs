// One whole game of each of the five games against the computer (easy), by clicks,
// to the result; after every move the animation's last frame is the position the
// engine reports. Screenshots of each game: start, mid-game, result, and a phone
// (360 px) view, under target/web-screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, open, newGame, settle, state, humanMove, checkLastFrame, rng, noErrors, GAMES, SHOTS,
} from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

/** The most moves a test game may take before the test gives up. */
const MAX_PLIES = 1500;

for (const [i, game] of GAMES.entries()) {
  test(`a whole game of ${game} against the computer, by clicks`, async () => {
    const { page, errors } = await open(browser, { seed: 1000 + i });
    await newGame(page, { game, opponent: 'easy', side: 'south', speed: '0' });
    await page.screenshot({ path: `${SHOTS}/${game}-start.png` });
    const pick = rng(1000 + i);
    let clicks = 0;
    let midShot = false;
    const playToEnd = async () => {
      let st = await state(page);
      while (!st.result) {
        assert.ok(st.ply < MAX_PLIES, `${game} ended within ${MAX_PLIES} moves`);
        if (st.to_move === 'south') {
          await humanMove(page, st, pick);
          clicks++;
        }
        // The computer answers by itself; wait for it and for the animations.
        await page.waitForFunction((ply) => {
          const a = window.sowingApp;
          return !a.busy() && (a.state().ply > ply || a.state().result);
        }, st.ply, { timeout: 30000 });
        await checkLastFrame(page);
        st = await state(page);
        if (!midShot && st.ply >= 12) {
          midShot = true;
          await page.screenshot({ path: `${SHOTS}/${game}-mid.png` });
        }
      }
    };
    try {
      await playToEnd();
    } catch (e) {
      // What the game was when it failed: a picture and the replay.
      await page.screenshot({ path: `${SHOTS}/${game}-failure.png` });
      console.log(`${game} failed at ply ${(await state(page)).ply}; replay:`,
        await page.evaluate(() => window.sowingApp.replay()));
      throw e;
    }
    await settle(page);
    const st = await state(page);
    assert.match(await page.textContent('#status'), /wins|draw/);
    // The status starts with the game's title (from RULES.md), and the menu shows it.
    assert.match(await page.textContent('#status'), /^[A-Z][^:]*: /);
    assert.notEqual((await page.$eval('#game', (s) => s.selectedOptions[0].text)).trim(), '');
    await page.screenshot({ path: `${SHOTS}/${game}-result.png` });
    console.log(`${game}: ${st.result} after ${st.ply} moves (${clicks} by clicks), captured ${st.captured.join('-')}`);
    noErrors(errors);
    await page.close();
  });
}

test('the phone view (360 px): the board fits, the panels stack', async () => {
  const { page, errors } = await open(browser, { width: 360, height: 740 });
  for (const game of GAMES) {
    await newGame(page, { game, opponent: 'human', speed: '0' });
    const st = await state(page);
    await page.click(`#board [data-hole="${st.sow[0]}"]`);
    await settle(page);
    const fit = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      board: document.querySelector('#board svg').getBoundingClientRect().width,
      play: document.querySelector('#play').getBoundingClientRect(),
      study: document.querySelector('#study').getBoundingClientRect(),
    }));
    assert.ok(fit.page <= 360, `${game}: no sideways scrolling at 360 px (${fit.page})`);
    assert.ok(fit.board <= 360, `${game}: the board fits (${fit.board})`);
    assert.ok(fit.study.top >= fit.play.bottom, `${game}: the study panel is below the board`);
    await page.screenshot({ path: `${SHOTS}/${game}-phone.png`, fullPage: true });
  }
  noErrors(errors);
  await page.close();
});
