//! Hoyito III (2×6, 4 seeds per hole, 48 seeds), as docs/RULES.md states it, and the
//! [`Match`] type its last-four rule needs: the library's descriptions
//! `variants/hoyito-iii.json`, `hoyito-iii-after-south.json` and
//! `hoyito-iii-after-north.json` (one per receiver of the last four, rule 5, picked by
//! the options), played by the described engine ([`crate::described`]), each rule by
//! the mechanism named below.
//!
//! North owns holes 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South moves first, in every game and every round of a match (*Common conventions*,
//! Decision).
//!
//! 1. **Move**: choose any non-empty hole of your row (single seeds may move); sow
//!    counter-clockwise from the next hole. — the description's defaults: any
//!    non-empty own hole (`sowing.min_seeds` 1), the kernel's plain lap. Decision (*Common conventions*): the emptied origin is **not skipped**
//!    when a lap goes all the way round, so a lap of 12 seeds puts its last seed into
//!    its own (emptied) origin, which then holds 1 and ends the move.
//! 2. After each lap, look at the hole where the last seed fell:
//!    - it now holds exactly **4**: the mover captures those 4; the move ends and the
//!      mover **plays again** (extra turn);
//!    - it now holds **1** (it was empty): the move ends;
//!    - otherwise: relay — lift its seeds and sow the next lap from the following hole.
//!
//!    Capture takes precedence over relay: a lap ending on a hole that now holds 4 is a
//!    capture, even though that hole was occupied. No other hole is ever captured (no
//!    capture while passing, no chain). — `sowing.laps: relay`, `capture.counts: [4]`
//!    and `capture.rows: any` (no chain): the kernel's lap verdicts. The extra turn
//!    (`extra_turn.capture`): `to_move` stays the mover (docs/FORMAT.md) and
//!    [`MoveReport::moves_again`](crate::MoveReport::moves_again) is set.
//! 3. **Pass**: a player with no seeds in their row must pass (also on an extra turn):
//!    their only legal move is `pass`, which hands the turn to the opponent. Decision
//!    (*Common conventions*, *Endless sowing*): a relay sowing can cycle for ever (it
//!    happens in real play); such a sowing is **not a legal move** — it is left out of
//!    the legal moves and playing it is refused with
//!    [`MoveError::EndlessSowing`], the position
//!    unchanged (the kernel detects the cycle exactly). A player whose every sowing is
//!    endless must pass as well (`moves.no_move: pass-forever`: pass is offered
//!    exactly when no sowing ends). In practice endless sowings are rare (about 1
//!    sowing in 15 000 in random games, met in about 1 random game in 40), and no
//!    position where *every* sowing of the player to move is endless has been found:
//!    exhaustive searches found none among all boards of up to 24 seeds, nor among
//!    boards of any total where that player has one or two non-empty holes.
//! 4. **End**: when a capture leaves exactly 4 seeds on the board, the game ends and
//!    those 4 seeds are awarded (the board becomes empty: the holes show 0, docs/FORMAT.md,
//!    and the seeds are added to `captured`). More seeds wins; equal (24–24) is a draw.
//!    Decision: the original description states this ending only for match play; a single game ends the
//!    same way. Every capture takes exactly 4 seeds from a board of 48, so the board
//!    always holds a multiple of 4 and "a capture leaves exactly 4" is "the board holds
//!    4 after the capture"; a game in progress always has at least 8 seeds on the board.
//!    — `end.seeds_on_board_at_most: 4`, checked after every move.
//! 5. **Who gets the last four** — a game can be played alone or as round *r* of a
//!    match ([`HoyitoOptions`]: `round`, `previous_winner`):
//!    - single game, or rounds 1 and 2 of a match: the player who made the capture that
//!      left the four;
//!    - round 3 and later: the winner of the previous game; Decision: if the previous
//!      game was drawn (`previous_winner` null), the player who made the capture that
//!      left the four.
//!
//!    — `end.remaining`: `mover` (the capturer: the end follows a capture, whose
//!    mover is still to move), or the seat `south` or `north` in the descriptions after
//!    a game that seat won; [`HoyitoIii::last_four_to`]. Decision (ours): a single game is round 1 with no
//!    previous winner (the default options), since both give the four to the capturer.
//!    Decision (ours): `previous_winner` is accepted in every round but only read from
//!    round 3 on (in rounds 1 and 2 it changes nothing), so any combination of a valid
//!    round and a player or none is a valid set of options.
//!    [`Match`] plays rounds in order and carries the previous winner forward.
//!
//! Decision (*Common conventions*): no repetition rule; a game could go on for ever
//! (endless play, both players passing because all their sowings are endless), so
//! drivers and playouts take a ply limit that stops a game unfinished.
//!
//! What a move reports: [`MoveReport::captured`](crate::MoveReport::captured) is the capture made at the landing
//! hole (the four seeds the mover took), not the end-of-game award of the last four
//! (which may go to the other player); the award shows in [`Position::captured`].
//! `moves_again` is false when the capture ended the game.
//!
//! ```
//! use sowing::{HoyitoIii, Move, Player, Position, Ruleset};
//! let mut pos = HoyitoIii::start();
//! // South sows hole 9: 10, 11, 5, 4 get a seed each; hole 4 now holds 5: relay, …
//! let report = pos.play(Move::Sow(9)).unwrap();
//! assert!(report.sowing.unwrap().laps >= 2);
//! let total = pos.board().total() + pos.captured(Player::South) + pos.captured(Player::North);
//! assert_eq!(total, 48);
//! ```

use crate::described::{Described, Rules};
use crate::error::{MoveError, SetupError};
use crate::games::described_game::{described_game, library_rules};
use crate::rules::{KeyHasher, Position, Ruleset, Setup};
use crate::state::key_tag;
use crate::types::{GameKind, GameOptions, Move, Outcome, Player};
use std::sync::OnceLock;

pub use crate::types::HoyitoOptions;

/// The board: two rows of the registry's columns.
const ROWS: usize = GameKind::HoyitoIii.rows();
const COLS: usize = GameKind::HoyitoIii.cols();
/// Rule 4, as a setup check names it.
const IN_PROGRESS_RULE: &str =
    "hoyito-iii rule 4 (fewer than 8 seeds on the board: a capture leaving 4 ends the game)";
/// Rule 2: the number of seeds a capture takes (and the number left that ends the game,
/// rule 4).
const FOUR: u32 = 4;

impl HoyitoOptions {
    /// Options for round `round` (from 1) after a game won by `previous_winner`
    /// (`None`: no previous game, or a draw). Round 0 is refused.
    ///
    /// JSON (docs/FORMAT.md): `{"round": 3, "previous_winner": "north"}`; `round` counts
    /// from 1 (0 is refused) and defaults to 1; `previous_winner` is `"south"`,
    /// `"north"`, `null` or `"none"` (no previous game, or a draw) and defaults to
    /// `null`; unknown fields are refused.
    ///
    /// ```
    /// use sowing::games::hoyito_iii::HoyitoOptions;
    /// use sowing::Player;
    /// let o: HoyitoOptions = serde_json::from_str(r#"{"round": 3, "previous_winner": "north"}"#).unwrap();
    /// assert_eq!(o, HoyitoOptions::new(3, Some(Player::North)).unwrap());
    /// assert!(serde_json::from_str::<HoyitoOptions>(r#"{"round": 0}"#).is_err());
    /// assert!(serde_json::from_str::<HoyitoOptions>(r#"{"previous_winner": "east"}"#).is_err());
    /// assert!(serde_json::from_str::<HoyitoOptions>(r#"{"rounds": 2}"#).is_err());
    /// ```
    pub fn new(round: u32, previous_winner: Option<Player>) -> Result<HoyitoOptions, SetupError> {
        let o = HoyitoOptions {
            round,
            previous_winner,
        };
        o.check()?;
        Ok(o)
    }

    /// Refuses round 0 (rounds count from 1).
    pub fn check(&self) -> Result<(), SetupError> {
        if self.round == 0 {
            return Err(SetupError::RoundZero);
        }
        Ok(())
    }
}

/// A Hoyito III position: board, captures, player to move, result, and the game's
/// options (which decide who gets the last four, rule 5, and so which description
/// plays it).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct HoyitoIii {
    pos: Described,
    options: HoyitoOptions,
}

impl HoyitoIii {
    /// A position from its parts (for tests and analysis): seeds per hole (12,
    /// row-major), captured seeds (South, North), the player to move and the options.
    ///
    /// The position must be of a game in progress: the seeds add up to 48, each
    /// player's captures are a multiple of 4 (every capture takes 4), and at least 8
    /// seeds are on the board (a capture leaving 4 would have ended the game, rule 4).
    #[inline]
    pub fn from_parts(
        holes: [u8; 12],
        captured: [u8; 2],
        to_move: Player,
        options: HoyitoOptions,
    ) -> Result<HoyitoIii, SetupError> {
        let rules = Self::rules_for(options)?;
        let captured = captured.map(u32::from);
        let pos = Described::from_parts(rules, &holes, captured, to_move)
            .map_err(|e| e.in_game(Self::KIND))?;
        check_captures(captured)?;
        if holes.iter().map(|&h| h as u32).sum::<u32>() < 2 * FOUR {
            return Err(SetupError::ResultMissing {
                rule: IN_PROGRESS_RULE,
            });
        }
        Ok(HoyitoIii { pos, options })
    }

    /// Rule 5: who receives the last four seeds when `capturer` made the capture that
    /// left them: the capturer in a single game and in rounds 1 and 2; from round 3 on,
    /// the previous game's winner, or the capturer if that game was drawn (Decision).
    pub fn last_four_to(&self, capturer: Player) -> Player {
        self.options.last_four_seat().unwrap_or(capturer)
    }

    /// The description that plays a game under `options` (rule 5: whose last four),
    /// each compiled once.
    fn rules_for(options: HoyitoOptions) -> Result<&'static Rules, SetupError> {
        options.check()?;
        static RULES: OnceLock<[&'static Rules; 3]> = OnceLock::new();
        let [capturer, south, north] = RULES.get_or_init(|| {
            [
                HoyitoOptions::SINGLE,
                HoyitoOptions {
                    round: 3,
                    previous_winner: Some(Player::South),
                },
                HoyitoOptions {
                    round: 3,
                    previous_winner: Some(Player::North),
                },
            ]
            .map(|o| library_rules(o.variant()))
        });
        Ok(match options.last_four_seat() {
            None => capturer,
            Some(Player::South) => south,
            Some(Player::North) => north,
        })
    }

    /// The options of a setup (a single game when absent), once its size, fixed
    /// owners and seed total are checked, with the game's own accounting: captures
    /// in fours, and a game in progress has at least 8 seeds on the board. The
    /// description checks that a finished game shows what its end leaves.
    fn options_of(s: &Setup) -> Result<HoyitoOptions, SetupError> {
        let options = match s.options {
            GameOptions::None => HoyitoOptions::SINGLE,
            GameOptions::HoyitoIii(o) => o,
            // Another game's options.
            _ => return Err(SetupError::WrongOptions { game: Self::KIND }),
        };
        options.check()?;
        let st = crate::state::State::from_setup_fixed_owners(
            s,
            Self::KIND,
            ROWS,
            COLS,
            Self::TOTAL_SEEDS,
        )?;
        check_captures(st.captured.map(u32::from))?;
        if st.result.is_none() && st.board.total() < 2 * FOUR {
            return Err(SetupError::ResultMissing {
                rule: IN_PROGRESS_RULE,
            });
        }
        Ok(options)
    }

    fn wrap(pos: Described, options: HoyitoOptions) -> HoyitoIii {
        HoyitoIii { pos, options }
    }

    /// Keys under the game's own tag, the options in it (docs/FORMAT.md, *Position
    /// keys*).
    #[inline(always)]
    fn key_here(&self) -> u64 {
        const SINGLE: u64 = KeyHasher::start(key_tag(
            HoyitoIii::KIND,
            GameOptions::HoyitoIii(HoyitoOptions::SINGLE),
        ));
        let start = if self.options == HoyitoOptions::SINGLE {
            SINGLE
        } else {
            KeyHasher::start(key_tag(Self::KIND, self.options.into()))
        };
        // Two words of seeds, nothing in the last word's top half.
        self.pos.state().key_from::<2>(start, 0)
    }

    /// Captured seeds never return to the board, and the end counts them: a side ahead
    /// by more than the seeds left has won.
    fn decided_here(&self) -> Option<Outcome> {
        self.pos.state().decided_by_lead()
    }
}

/// Every capture takes 4 seeds and the last-four award is 4 seeds, so each player's
/// captures are a multiple of 4.
fn check_captures(captured: [u32; 2]) -> Result<(), SetupError> {
    for player in Player::BOTH {
        let captured = captured[player.index()];
        if captured % FOUR != 0 {
            return Err(SetupError::CapturesNotInFours { player, captured });
        }
    }
    Ok(())
}

described_game!(HoyitoIii on KERNEL_SMALL, options);

impl Default for HoyitoIii {
    fn default() -> Self {
        Self::new(HoyitoOptions::SINGLE).expect("round 1 is a round")
    }
}

impl Ruleset for HoyitoIii {
    const KIND: GameKind = GameKind::HoyitoIii;
    const TOTAL_SEEDS: u32 = 48;
    const MAX_LEGAL_MOVES: usize = COLS;
    type Options = HoyitoOptions;

    fn new(options: HoyitoOptions) -> Result<Self, SetupError> {
        Ok(HoyitoIii {
            pos: Self::rules_for(options)?.start(),
            options,
        })
    }

    fn options(&self) -> HoyitoOptions {
        self.options
    }
}

const _: () = assert!(HoyitoIii::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);

/// One finished (or stopped) round of a [`Match`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundResult {
    /// The options the round was played with (its number and the previous winner).
    pub options: HoyitoOptions,
    /// The result; `None` if the ply limit stopped the round unfinished.
    pub outcome: Option<Outcome>,
    /// Seeds each player held at the end (South, North), the last four included.
    pub captured: [u32; 2],
    /// Moves played (passes included).
    pub plies: usize,
}

/// A match's running totals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MatchTotals {
    /// Rounds played (finished or stopped).
    pub rounds: u32,
    /// Rounds won by South and by North.
    pub wins: [u32; 2],
    /// Rounds drawn.
    pub draws: u32,
    /// Rounds stopped unfinished by the ply limit.
    pub unfinished: u32,
    /// Seeds won over all finished rounds by South and by North.
    pub seeds: [u32; 2],
}

/// Why a [`Match`] could not play or record a round.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// The previous round was stopped unfinished by the ply limit, so there is no
    /// previous winner to carry forward: the match cannot go on (no result is
    /// invented, *Common conventions*).
    #[error("round {round} was stopped unfinished, so the match cannot go on")]
    Stopped {
        /// The unfinished round.
        round: u32,
    },
    /// The position handed to [`Match::record`] was not played with the next round's
    /// options.
    #[error("the next round is round {} (previous winner {:?}), not round {} (previous winner {:?})", expected.round, expected.previous_winner, found.round, found.previous_winner)]
    WrongRound {
        /// The next round's options.
        expected: HoyitoOptions,
        /// The options the position was played with.
        found: HoyitoOptions,
    },
    /// A player chose a move the rules refuse.
    #[error("round {round}: {error}")]
    Move {
        /// The round.
        round: u32,
        /// Why the move was refused.
        error: MoveError,
    },
}

/// A Hoyito III match: games played in order (round 1, 2, 3, …), each started with
/// the options its round needs (rule 5), the previous game's winner carried forward.
///
/// Decision (ours, docs/RULES.md is silent): the players keep their seats for the whole
/// match, and South moves first in every round (*Common conventions*), so "the previous
/// winner" is a seat. A drawn round carries `None` forward (rule 5's Decision: the
/// capturer then gets the last four). A round stopped by the ply limit has no result,
/// so the match stops there ([`MatchError::Stopped`]).
///
/// ```
/// use sowing::games::hoyito_iii::Match;
/// use sowing::{MoveList, Position};
/// let mut m = Match::new();
/// // Both seats play their first legal move.
/// let round = m.play_round(|pos| { let mut l = MoveList::new(); pos.legal_moves(&mut l); l[0] }, 2_000).unwrap();
/// assert_eq!(round.options.round, 1);
/// assert_eq!(m.next_options().unwrap().round, 2);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Match {
    rounds: Vec<RoundResult>,
}

impl Match {
    /// A match with no round played yet.
    pub fn new() -> Match {
        Match::default()
    }

    /// The rounds played so far, in order.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }

    /// The options of the next round: its number and the previous round's winner
    /// (`None` after a draw or before round 1). Fails if the last round was stopped
    /// unfinished.
    pub fn next_options(&self) -> Result<HoyitoOptions, MatchError> {
        match self.rounds.last() {
            None => Ok(HoyitoOptions::SINGLE),
            Some(r) => match r.outcome {
                None => Err(MatchError::Stopped {
                    round: r.options.round,
                }),
                Some(o) => Ok(HoyitoOptions {
                    round: r.options.round.saturating_add(1),
                    previous_winner: o.winner(),
                }),
            },
        }
    }

    /// The starting position of the next round.
    pub fn next_start(&self) -> Result<HoyitoIii, MatchError> {
        let options = self.next_options()?;
        // Rounds count from 1 (the next is one more, saturating), the only check.
        Ok(HoyitoIii::new(options).expect("a round from 1 starts"))
    }

    /// Records the next round, played elsewhere: `end` is its last position (finished,
    /// or unfinished if a ply limit stopped it) after `plies` moves. Refused if `end`
    /// was not played with the next round's options.
    pub fn record(&mut self, end: &HoyitoIii, plies: usize) -> Result<RoundResult, MatchError> {
        let want = self.next_options()?;
        if end.options != want {
            return Err(MatchError::WrongRound {
                expected: want,
                found: end.options,
            });
        }
        let r = RoundResult {
            options: want,
            outcome: end.result(),
            captured: [end.captured(Player::South), end.captured(Player::North)],
            plies,
        };
        self.rounds.push(r);
        Ok(r)
    }

    /// Plays the next round: `choose` picks the move of whoever is to move (it sees the
    /// position, e.g. `pos.to_move()`), until the game ends or `ply_limit` moves have
    /// been played. The round is recorded and returned.
    pub fn play_round(
        &mut self,
        mut choose: impl FnMut(&HoyitoIii) -> Move,
        ply_limit: usize,
    ) -> Result<RoundResult, MatchError> {
        let mut pos = self.next_start()?;
        let round = pos.options.round;
        let mut plies = 0;
        while plies < ply_limit && !pos.is_over() {
            let mv = choose(&pos);
            pos.play(mv)
                .map_err(|error| MatchError::Move { round, error })?;
            plies += 1;
        }
        self.record(&pos, plies)
    }

    /// Totals over the rounds played.
    pub fn totals(&self) -> MatchTotals {
        let mut t = MatchTotals::default();
        for r in &self.rounds {
            t.rounds += 1;
            match r.outcome {
                None => t.unfinished += 1,
                Some(o) => {
                    match o.winner() {
                        Some(p) => t.wins[p.index()] += 1,
                        None => t.draws += 1,
                    }
                    t.seeds[0] += r.captured[0];
                    t.seeds[1] += r.captured[1];
                }
            }
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under every option (each of the three descriptions).
    #[test]
    fn successors_are_found_on_the_path_named() {
        for round in 1..=4 {
            for previous_winner in [None, Some(Player::South), Some(Player::North)] {
                let o = HoyitoOptions::new(round, previous_winner).unwrap();
                crate::games::described_game::assert_successor_path(
                    HoyitoIii::new(o).unwrap(),
                    HoyitoIii::takes_its_successor_path,
                );
            }
        }
    }
}
