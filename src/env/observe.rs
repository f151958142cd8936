//! What a learner sees: the observation of a position (layout in the
//! [`crate::env`] docs), the legal-action mask, one-move lookahead, and the rewards of
//! a finished game.

use crate::actions;
use crate::game::Game;
use crate::rules::FromSetup;
use crate::types::{Outcome, Player};

/// The length of a player's observation in a game of `holes` holes: `4·holes + 9`.
pub const fn observation_len(holes: usize) -> usize {
    4 * holes + 9
}

/// A buffer too short for what is written into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a buffer of {len} values is too short: {needed} are needed")]
pub struct TooShort {
    /// The values needed.
    pub needed: usize,
    /// The buffer's length.
    pub len: usize,
}

/// Writes `player`'s observation of `game` (layout in the [module docs](crate::env)) into
/// the first [`observation_len`] values of `out`.
pub fn observe<P: FromSetup>(
    game: &Game<P>,
    player: Player,
    out: &mut [f32],
) -> Result<(), TooShort> {
    let over = game.is_finished() || game.is_stopped();
    observe_position(game.position(), over, player, out)
}

/// Writes `player`'s observation of the position `pos` (over when `over`: a game's
/// repetition rule and ply limit are the [`Game`]'s to know) into the first
/// [`observation_len`] values of `out`.
pub fn observe_position<P: FromSetup>(
    pos: &P,
    over: bool,
    player: Player,
    out: &mut [f32],
) -> Result<(), TooShort> {
    let board = pos.board();
    let n = board.len();
    let needed = observation_len(n);
    let Some(v) = out.get_mut(..needed) else {
        return Err(TooShort {
            needed,
            len: out.len(),
        });
    };
    let holes = board.holes();
    // Bit i: hole i is North's.
    let north = board.north_mask();
    let own = if player == Player::North {
        north
    } else {
        !north
    };
    // The crate's games' sizes at a length known to the compiler (their loops unroll
    // and vectorize: an Oware step, mask included, took 724 instructions before and 634
    // after, callgrind); other sizes in windows.
    match n {
        8 => write_board::<8>(holes, own, v),
        12 => write_board::<12>(holes, own, v),
        14 => write_board::<14>(holes, own, v),
        16 => write_board::<16>(holes, own, v),
        32 => write_board::<32>(holes, own, v),
        _ => write_board_any(holes, own, v),
    }
    let s = 4 * n;
    v[s] = pos.captured(player) as f32;
    v[s + 1] = pos.captured(player.opponent()) as f32;
    v[s + 2] = f32::from(u8::from(pos.to_move() == player && !over));
    v[s + 3] = f32::from(u8::from(over));
    if pos.kind().max_offered() > 0 {
        // Only Goré negotiates: the other games skip building their setup.
        let setup = pos.to_setup();
        if let Some(offer) = setup.pending_offer {
            for &h in offer.holes.holes() {
                v[3 * n + usize::from(h)] = 1.0;
            }
            v[s + 4] = f32::from(u8::from(offer.by != player));
            v[s + 5] = f32::from(u8::from(offer.by == player));
        }
        v[s + 6] = f32::from(u8::from(setup.answered));
        v[s + 7] = f32::from(u8::from(setup.declined[player.index()]));
        v[s + 8] = f32::from(u8::from(setup.declined[player.opponent().index()]));
    }
    Ok(())
}

/// Writes the first `4N` values of an observation (seeds, own holes, the opponent's,
/// and zeros for an offer's holes) and zeros after them, for a board of `N` holes.
#[inline(always)]
fn write_board<const N: usize>(holes: &[u8], own: u64, v: &mut [f32]) {
    let (Some(holes), Some((seeds, rest))) =
        (holes.first_chunk::<N>(), v.split_first_chunk_mut::<N>())
    else {
        return write_board_any(holes, own, v);
    };
    let Some((mine, rest)) = rest.split_first_chunk_mut::<N>() else {
        return;
    };
    let Some((theirs, rest)) = rest.split_first_chunk_mut::<N>() else {
        return;
    };
    for (s, &h) in seeds.iter_mut().zip(holes) {
        *s = f32::from(h);
    }
    // Eight holes' ownership per table load (a shift per hole does not vectorize).
    for_eights(N, |k| {
        let bits = (own >> k) as u8;
        mine[k..k + 8].copy_from_slice(&SPREAD_F32[usize::from(bits)]);
        theirs[k..k + 8].copy_from_slice(&SPREAD_F32[usize::from(!bits)]);
    });
    // The offer's holes and the nine values after them, at fixed lengths too.
    if let Some((offer, rest)) = rest.split_first_chunk_mut::<N>() {
        *offer = [0.0; N];
        if let Some(flags) = rest.first_chunk_mut::<9>() {
            *flags = [0.0; 9];
        }
    }
}

/// [`write_board`] for any size, eight holes at a time.
fn write_board_any(holes: &[u8], own: u64, v: &mut [f32]) {
    let n = holes.len();
    let (seeds, rest) = v.split_at_mut(n);
    let (mine, rest) = rest.split_at_mut(n);
    let (theirs, rest) = rest.split_at_mut(n);
    fill_zero(rest);
    // Eight holes at a time, the last eight overlapping the others if need be: fixed
    // widths without branches on the values (they vectorize).
    for_eights(n, |k| {
        for (s, &h) in seeds[k..k + 8].iter_mut().zip(&holes[k..k + 8]) {
            *s = f32::from(h);
        }
        let bits = (own >> k) as u8;
        mine[k..k + 8].copy_from_slice(&SPREAD_F32[usize::from(bits)]);
        theirs[k..k + 8].copy_from_slice(&SPREAD_F32[usize::from(!bits)]);
    });
    if n < 8 {
        for (i, &h) in holes.iter().enumerate() {
            seeds[i] = f32::from(h);
            let o = (own >> i & 1) as u8;
            mine[i] = f32::from(o);
            theirs[i] = f32::from(1 - o);
        }
    }
}

/// Byte `i` of `SPREAD[b]` is bit `i` of `b`: eight bits of a mask as eight bytes of
/// 0 or 1 in one load.
const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            table[b] |= ((b as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        b += 1;
    }
    table
};

/// Value `i` of `SPREAD_F32[b]` is bit `i` of `b`, as 0.0 or 1.0.
const SPREAD_F32: [[f32; 8]; 256] = {
    let mut table = [[0.0f32; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if (b >> i) & 1 == 1 {
                table[b][i] = 1.0;
            }
            i += 1;
        }
        b += 1;
    }
    table
};

/// Calls `f(k)` for the starts `k` of eight-wide windows covering `0..len`: every
/// multiple of 8 below `len - 8`, then `len - 8` (overlapping the window before when
/// `len` is not a multiple of 8). Nothing for `len` below 8.
#[inline(always)]
fn for_eights(len: usize, mut f: impl FnMut(usize)) {
    if len < 8 {
        return;
    }
    let mut k = 0;
    while k + 8 < len {
        f(k);
        k += 8;
    }
    f(len - 8);
}

/// Sets every value of `out` to 0, eight at a time.
#[inline(always)]
fn fill_zero(out: &mut [f32]) {
    for_eights(out.len(), |k| out[k..k + 8].copy_from_slice(&[0.0; 8]));
    if out.len() < 8 {
        out.fill(0.0);
    }
}

/// Writes the set `bits` ([`FromSetup::legal_action_bits`]) as one byte per action,
/// 1 or 0, into `out`, eight at a time.
#[inline(always)]
pub(super) fn write_mask(bits: u128, out: &mut [u8]) {
    // The crate's games' action counts (holes and a pass) at a fixed length.
    match out.len() {
        9 => write_mask_fixed::<9>(bits, out),
        13 => write_mask_fixed::<13>(bits, out),
        15 => write_mask_fixed::<15>(bits, out),
        17 => write_mask_fixed::<17>(bits, out),
        33 => write_mask_fixed::<33>(bits, out),
        _ => write_mask_any(bits, out),
    }
}

/// [`write_mask`] for `N` actions.
#[inline(always)]
fn write_mask_fixed<const N: usize>(bits: u128, out: &mut [u8]) {
    if let Some(out) = out.first_chunk_mut::<N>() {
        write_mask_any(bits, out);
    }
}

/// [`write_mask`] for any number of actions, eight at a time.
#[inline(always)]
fn write_mask_any(bits: u128, out: &mut [u8]) {
    for_eights(out.len(), |k| {
        out[k..k + 8].copy_from_slice(&SPREAD[usize::from((bits >> k) as u8)].to_le_bytes());
    });
    if out.len() < 8 {
        for (k, m) in out.iter_mut().enumerate() {
            *m = (bits >> k) as u8 & 1;
        }
    }
}

/// What each of `moves` would lead to from `pos`, for one-move lookahead: at the
/// move's action `a` ([`crate::actions`]), the observation of the position after it
/// for the player who made it (`obs[a × L..(a + 1) × L]`, `L` = [`observation_len`]),
/// whether that position is over (`over[a]`) and the mover's reward there
/// (`reward[a]`: +1, −1 or 0 once over). Every other action's values are zero. Only
/// the position's rules apply: a repetition that a [`Game`] would end on is not seen.
pub fn observe_children<P: FromSetup>(
    pos: &P,
    moves: &[crate::Move],
    obs: &mut [f32],
    over: &mut [u8],
    reward: &mut [f32],
) -> Result<(), TooShort> {
    let kind = pos.kind();
    let (o, a) = (observation_len(kind.holes()), kind.num_actions());
    for (needed, len) in [(a * o, obs.len()), (a, over.len()), (a, reward.len())] {
        if len < needed {
            return Err(TooShort { needed, len });
        }
    }
    obs[..a * o].fill(0.0);
    over[..a].fill(0);
    reward[..a].fill(0.0);
    let mover = pos.to_move();
    for &mv in moves {
        let Some(k) = actions::action_of(kind, mv) else {
            continue;
        };
        let mut child = *pos;
        if child.play(mv).is_err() {
            continue;
        }
        let done = child.is_over();
        observe_position(&child, done, mover, &mut obs[k * o..(k + 1) * o])?;
        over[k] = u8::from(done);
        reward[k] = returns(child.result())[mover.index()];
    }
    Ok(())
}

/// The rewards `[South, North]` of a game with this result: +1 for the winner and −1
/// for the loser (a Goré victory without glory too), 0 each for a draw, and 0 each for
/// a game that is not over or was stopped unfinished (`None`).
pub fn returns(result: Option<Outcome>) -> [f32; 2] {
    match result.and_then(Outcome::winner) {
        Some(Player::South) => [1.0, -1.0],
        Some(Player::North) => [-1.0, 1.0],
        None => [0.0, 0.0],
    }
}
