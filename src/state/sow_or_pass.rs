//! The move checking shared by the games whose moves are "sow a hole, or pass when
//! you cannot".
//!
//! A game implements [`SowOrPass`]: which holes may be lifted ([`SowOrPass::check_sow`])
//! and how a sowing and a pass change the position. [`legal_sow_or_pass`] then gives
//! its legal moves, with endless sowings left out, and [`play_traced`] a traced play
//! checked on a copy first, the position untouched on any error.

use super::State;
use crate::board::MAX_HOLES;
use crate::error::MoveError;
use crate::rng::Rng;
use crate::rules::{play_random_legal, MoveList, MoveReport, Position};
use crate::trace::{Event, Observer};
use crate::types::{GameKind, GameOptions, Move, Player};

/// A game whose moves are: sow one of your holes, or pass when no sowing is possible.
pub(crate) trait SowOrPass: Copy {
    /// [`SowOrPass::check_sow`] for one of [`SowOrPass::candidate_holes`], as a plain
    /// answer: the loops over candidates need no reasons. Games override it with the
    /// checks that remain once the hole is known to be the mover's.
    #[inline]
    fn may_sow(&self, hole: usize) -> bool {
        self.check_sow(hole).is_ok()
    }

    /// Whether every sowing ends (single-lap games), so that a hole
    /// [`SowOrPass::check_sow`] accepts is a legal move without sowing it.
    const SOWINGS_END: bool = false;

    /// The common state.
    fn state(&self) -> &State;

    /// Whether hole `hole` may be lifted by the player to move, before looking at where
    /// the sowing goes (ownership, seed count, single-seed rules). `hole` is on the
    /// board.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError>;

    /// Sows `hole` (already checked) and applies the rest of the move: captures, next
    /// player, end of game. May leave `self` half-changed on error (the callers work on
    /// copies).
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError>;

    /// Applies a pass: next player, end of game if the rules say so.
    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O);

    /// Whether sowing `hole` (already checked) ends. The default sows it on a copy
    /// with all the rules; relay games answer with the kernel's sowing alone (the
    /// laps and the lap verdicts, no captures), which is all that decides it.
    #[inline]
    fn sowing_ends(&self, hole: usize) -> bool {
        Self::SOWINGS_END || {
            let mut copy = *self;
            copy.sow_unchecked(hole, &mut ()).is_ok()
        }
    }

    /// The holes a sowing could start from (a superset of the legal ones): the mover's.
    fn candidate_holes(&self) -> crate::types::HoleSet {
        let st = self.state();
        st.board.holes_of(st.to_move)
    }
}

/// [`crate::Position::play_random`] by rejection sampling (see there): draws one of
/// `holes` (those the player to move may lift) uniformly and plays it with `sow` on a
/// copy of `pos`; if that sowing is endless, or there is no hole, draws among the
/// legal moves instead ([`play_random_legal`]). Uniform over the legal moves, and only
/// the drawn hole is sown.
#[inline]
pub(crate) fn play_random_hole<P: Position>(
    pos: &mut P,
    rng: &mut Rng,
    holes: &[u8],
    sow: impl FnOnce(&mut P, usize) -> Result<MoveReport, MoveError>,
) -> Option<(Move, MoveReport)> {
    if pos.is_over() {
        return None;
    }
    if holes.is_empty() {
        return play_random_legal(pos, rng);
    }
    let hole = holes[rng.below(holes.len())] as usize;
    play_random_drawn(pos, rng, hole, sow)
}

/// The rest of [`play_random_hole`] once `hole` is drawn: sown with `sow`, kept
/// unless it is refused (endless), else `pos` restored and a draw among the legal
/// moves ([`sown_or_legal!`] with a closure).
#[inline(always)]
pub(crate) fn play_random_drawn<P: Position>(
    pos: &mut P,
    rng: &mut Rng,
    hole: usize,
    sow: impl FnOnce(&mut P, usize) -> Result<MoveReport, MoveError>,
) -> Option<(Move, MoveReport)> {
    sown_or_legal!(pos, rng, hole, sow(pos, hole))
}

/// [`play_random_drawn`] with `$sow` an expression that sows `$hole` on `$pos` (a
/// `&mut` place), written out where it stands: a closure's body (a whole move) is
/// inlined or not as the compiler judges its size, and an out-of-line sowing spills
/// the registers a playout's loop keeps. `$kept` (by default `*$pos`) is the part of
/// `$pos` a refused sowing may have changed, copied before and restored after it.
macro_rules! sown_or_legal {
    ($pos:ident, $rng:expr, $hole:expr, $sow:expr) => {
        $crate::state::sown_or_legal!($pos, $rng, $hole, *$pos, $sow)
    };
    ($pos:ident, $rng:expr, $hole:expr, $kept:expr, $sow:expr) => {{
        // Sown in place, the position kept to restore: a refusal is rare, and a copy
        // back on every move costs more than the copy kept.
        let before = $kept;
        match $sow {
            Ok(report) => Some(($crate::types::Move::Sow($hole as u8), report)),
            Err(_) => {
                $kept = before;
                $crate::rules::play_random_legal($pos, $rng)
            }
        }
    }};
}
pub(crate) use sown_or_legal;

/// [`play_random_hole`] for a sow-or-pass game, among the candidates it may lift; a
/// player who may lift none passes.
#[inline]
pub(crate) fn play_random_sow_or_pass<G: SowOrPass + Position>(
    pos: &mut G,
    rng: &mut Rng,
) -> Option<(Move, MoveReport)> {
    if pos.is_over() {
        return None;
    }
    let mut holes = [0u8; MAX_HOLES];
    let mut n = 0;
    for h in pos.candidate_holes().iter() {
        if pos.may_sow(h) {
            holes[n] = h as u8;
            n += 1;
        }
    }
    if n == 0 {
        // The one legal move is a pass (one draw, as for any move).
        rng.below(1);
        pos.pass_unchecked(&mut ());
        return Some((Move::Pass, MoveReport::default()));
    }
    play_random_hole(pos, rng, &holes[..n], |p, h| p.sow_unchecked(h, &mut ()))
}

/// The holes `pos`'s player to move may legally sow: the candidates that may be
/// lifted and whose sowing ends.
#[inline]
pub(crate) fn legal_sowings<G: SowOrPass>(pos: &G) -> impl Iterator<Item = usize> + '_ {
    pos.candidate_holes()
        .iter()
        .filter(|&h| pos.may_sow(h) && pos.sowing_ends(h))
}

/// Fills `moves` with the legal sowings of `pos` (endless ones left out), or with the
/// single move `pass` if there are none. Empty once the game is over.
pub(crate) fn legal_sow_or_pass<G: SowOrPass>(pos: &G, moves: &mut MoveList) {
    moves.clear();
    if pos.state().result.is_some() {
        return;
    }
    for h in legal_sowings(pos) {
        moves.push(Move::Sow(h as u8));
    }
    if moves.is_empty() {
        moves.push(Move::Pass);
    }
}

/// Whether `pos` has any legal sowing.
pub(crate) fn can_sow<G: SowOrPass>(pos: &G) -> bool {
    legal_sowings(pos).next().is_some()
}

/// [`crate::Position::play_traced`] for the crate's games: checks the move on a copy
/// without tracing (an endless sowing would otherwise record laps until its cycle is
/// found), then plays it with `trace` listening, and ends the trace with the result if
/// the move ended the game.
pub(crate) fn play_traced<P: crate::rules::Position>(
    pos: &mut P,
    mv: Move,
    trace: &mut Vec<Event>,
    play: impl FnOnce(&mut P, &mut Vec<Event>) -> Result<MoveReport, MoveError>,
) -> Result<MoveReport, MoveError> {
    let mut copy = *pos;
    copy.play(mv)?;
    let report = play(pos, trace)?;
    if let Some(result) = pos.result() {
        trace.push(Event::End { result });
    }
    Ok(report)
}

/// The tag word of [`crate::rules::KeyHasher`]: the game's index in
/// [`GameKind::ALL`], and its options. A `const fn`, so that games without options
/// compute it at compile time.
#[inline]
pub(crate) const fn key_tag(game: GameKind, options: GameOptions) -> u64 {
    let opts = match options {
        GameOptions::None => 0,
        GameOptions::HoyitoIii(o) => {
            let winner = match o.previous_winner {
                None => 0,
                Some(Player::South) => 1,
                Some(Player::North) => 2,
            };
            (o.round as u64) << 16 | winner << 8
        }
        GameOptions::BaoKigogo(o) => match o.direction {
            crate::types::Direction::CounterClockwise => 0,
            crate::types::Direction::Clockwise => 1 << 8,
        },
    };
    game.index() as u64 | opts
}
