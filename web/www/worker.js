// The engine, off the page's thread: the same WebAssembly as the page, asked one
// question at a time. A question is the game as a docs/FORMAT.md replay; the answer
// is the crate's JSON (web/src/lib.rs: engine_move, analyse).
import init, { engine_move, analyse } from './pkg/sowing_web.js';

const ready = init();

self.onmessage = async (e) => {
  const { id, kind, replay, level, seed, ms } = e.data;
  try {
    await ready;
    const text = kind === 'move' ? engine_move(replay, level, seed) : analyse(replay, ms);
    const result = JSON.parse(text);
    if (result.error) self.postMessage({ id, error: result.error });
    else self.postMessage({ id, result });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
