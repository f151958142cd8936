//! The round word of a described position ([`Described::round`]): 64 bits holding
//! what a position remembers of its round and its match. Every bit is defined here,
//! and the other modules read and write them only through the functions below. The
//! position's key and hash take the word whole (`traits.rs`), so a bit moved here
//! changes keys that tests pin.
//!
//! | bits | name | meaning | set by | cleared |
//! | --- | --- | --- | --- | --- |
//! | 0–47 | `BLOCKED` | in a match of rounds: the holes blocked for the round, bit `h` for hole `h` (a board has at most [`crate::board::MAX_HOLES`] = 48): sowing passes over them (`rounds.blocks`, [`crate::described::rules::rounds`]) | a round's start, a setup | each round's start sets them anew |
//! | 0–47 | `OFFERED` | in a game with trades (which has no rounds, so no blocked hole: the same bits): the holes of the offer the player to move must answer, none when no offer is pending (`trades`, `rules/trades/`); the offerer is the other player | an offer, a setup | the answer, the end of the game |
//! | 48–51 | `WINS` | the rounds South has won (`rounds.wins`, at most 15; `position/tally.rs`) | the end of a round South won | never within a match |
//! | 52–55 | `WINS` | the rounds North has won, likewise | the end of a round North won | never within a match |
//! | 56 | `ANSWERED` | trades: the player to move has answered an offer this turn and must now sow or pass | an accept or a decline, a setup | the sowing or pass that ends the turn, the end of the game |
//! | 57 | `DECLINED` | trades: South has declined an offer during the game (victory without glory) | South's decline, a setup | never |
//! | 58 | `DECLINED` | trades: North has declined an offer, likewise | North's decline, a setup | never |
//! | 59–61 | | unused, always 0 | | |
//! | 62 | `OPENING` | the game's (the round's) prescribed opening is still to be played (`moves.opening`) | the start of a game or round with `moves.opening`, a setup or parts that show the start layout | the first move |
//! | 63 | `NORTH_STARTED` | North started the round (South started the first, and a game without rounds) | a round's start | a round's start |
//!
//! So the word is 0 in a game without rounds, trades or an opening, and in one with
//! an opening once the first move is made.

use super::Described;
use crate::types::{HoleSet, Player};

/// The holes blocked for the round.
const BLOCKED: u64 = (1 << crate::board::MAX_HOLES) - 1;
/// The lowest bit of [`WINS`]: South's four bits, then North's.
const WINS_SHIFT: u32 = crate::board::MAX_HOLES as u32;
/// The rounds each player has won, four bits each.
const WINS: u64 = 0xFF << WINS_SHIFT;
/// Trades: the holes of the pending offer (a game with trades has no blocked holes).
const OFFERED: u64 = BLOCKED;
/// Trades: the player to move has answered an offer this turn.
const ANSWERED: u64 = 1 << 56;
/// Trades: the lowest bit of [`DECLINED`], South's; North's is the next.
const DECLINED_SHIFT: u32 = 57;
/// Trades: who has declined an offer, a bit per player.
const DECLINED: u64 = 3 << DECLINED_SHIFT;
/// The prescribed opening is still to be played.
pub(in crate::described) const OPENING: u64 = 1 << 62;
/// North started the round.
const NORTH_STARTED: u64 = 1 << 63;

/// The round word of a round with `blocked` holes that `starter` started: no rounds
/// won, no opening pending.
pub(super) fn round_word(blocked: u64, starter: Player) -> u64 {
    debug_assert_eq!(blocked & !BLOCKED, 0, "a blocked hole beyond the board");
    blocked
        | if starter == Player::North {
            NORTH_STARTED
        } else {
            0
        }
}

/// The rounds won of a round word (`wins`, as [`Described::rounds_won_word`] gives
/// it) once `winner` has won `won` rounds.
#[inline(always)]
pub(super) fn with_rounds_won(wins: u64, winner: Player, won: u8) -> u64 {
    debug_assert!(won <= 0xF, "rounds.wins is at most 15");
    let at = wins_at(winner);
    wins & !(0xF << at) | (won as u64 & 0xF) << at
}

/// The lowest bit of `p`'s rounds won.
#[inline(always)]
fn wins_at(p: Player) -> u32 {
    WINS_SHIFT + 4 * p.index() as u32
}

impl Described {
    /// The holes blocked for the current round (bit `h` for hole `h`): empty, passed
    /// over by sowing. Always 0 outside a match of rounds with `rounds.blocks`.
    pub fn blocked(&self) -> u64 {
        if self.rules.trades.is_some() {
            // The same bits hold the offered holes there.
            0
        } else {
            self.round & BLOCKED
        }
    }

    /// Trades: the holes of the offer the player to move must answer (none when no
    /// offer is pending). Meaningful only in a game with trades.
    #[inline(always)]
    pub(in crate::described) fn offered(&self) -> HoleSet {
        HoleSet(self.round & OFFERED)
    }

    /// Trades: sets the holes of the pending offer (none: no offer pending).
    #[inline(always)]
    pub(in crate::described) fn set_offered(&mut self, holes: HoleSet) {
        debug_assert_eq!(holes.0 & !OFFERED, 0, "an offered hole beyond the board");
        self.round = self.round & !OFFERED | holes.0 & OFFERED;
    }

    /// Trades: whether the player to move has answered an offer this turn.
    #[inline(always)]
    pub(in crate::described) fn answered_bit(&self) -> bool {
        self.round & ANSWERED != 0
    }

    /// Trades: sets whether the player to move has answered an offer this turn.
    #[inline(always)]
    pub(in crate::described) fn set_answered(&mut self, answered: bool) {
        self.round = self.round & !ANSWERED | if answered { ANSWERED } else { 0 };
    }

    /// Trades: whether `p` has declined an offer during the game.
    #[inline(always)]
    pub(in crate::described) fn declined_bit(&self, p: Player) -> bool {
        self.round >> (DECLINED_SHIFT + p.index() as u32) & 1 == 1
    }

    /// Trades: `p` has declined an offer.
    #[inline(always)]
    pub(in crate::described) fn set_declined(&mut self, p: Player) {
        self.round |= 1 << (DECLINED_SHIFT + p.index() as u32) & DECLINED;
    }

    /// Whether the next move is the prescribed opening (`moves.opening`): the first
    /// of the game or of the round.
    pub fn opening_pending(&self) -> bool {
        self.round & OPENING != 0
    }

    /// The prescribed opening is played: the moves after it are sowings.
    #[inline(always)]
    pub(super) fn opening_played(&mut self) {
        self.round &= !OPENING;
    }

    /// The player who started the current round (South in the first round, and in a
    /// game without rounds).
    pub fn round_starter(&self) -> Player {
        if self.round & NORTH_STARTED != 0 {
            Player::North
        } else {
            Player::South
        }
    }

    /// The rounds `p` has won in a match of won rounds (`rounds.wins`); 0 in any
    /// other game. A position from a [`crate::Setup`] or from parts counts none.
    pub fn round_wins(&self, p: Player) -> u8 {
        (self.round >> wins_at(p) & 0xF) as u8
    }

    /// The rounds won, as bits of the round word, to carry into the next round's.
    #[inline(always)]
    pub(super) fn rounds_won_word(&self) -> u64 {
        self.round & WINS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each field of the word, as the module's table names it, the two players'
    /// rounds won apart.
    const FIELDS: [(&str, u64); 8] = [
        ("BLOCKED", BLOCKED),
        ("South's WINS", 0xF << WINS_SHIFT),
        ("North's WINS", 0xF << (WINS_SHIFT + 4)),
        ("ANSWERED", ANSWERED),
        ("South's DECLINED", 1 << DECLINED_SHIFT),
        ("North's DECLINED", 1 << (DECLINED_SHIFT + 1)),
        ("OPENING", OPENING),
        ("NORTH_STARTED", NORTH_STARTED),
    ];

    #[test]
    fn fields_are_disjoint_and_cover_the_table() {
        let mut seen = 0u64;
        for (name, mask) in FIELDS {
            assert_ne!(mask, 0, "{name} has no bit");
            assert_eq!(seen & mask, 0, "{name} overlaps an earlier field");
            seen |= mask;
        }
        // The table's unused bits, 59 to 61, are the only ones left.
        assert_eq!(!seen, 0x7 << 59);
        // The offered holes share the blocked holes' bits (trades have no rounds).
        assert_eq!(OFFERED, BLOCKED);
        assert_eq!(FIELDS[4].1 | FIELDS[5].1, DECLINED);
        assert_eq!(FIELDS[1].1 | FIELDS[2].1, WINS);
        assert_eq!(BLOCKED.count_ones() as usize, crate::board::MAX_HOLES);
        for p in Player::BOTH {
            assert_eq!(0xF << wins_at(p), FIELDS[1 + p.index()].1);
        }
    }

    #[test]
    fn each_field_reads_back_alone() {
        let pos = crate::described::library_start("kalah");
        let blocked = BLOCKED & 0xA5A5_A5A5_A5A5;
        for starter in Player::BOTH {
            let mut p = pos;
            p.round = round_word(blocked, starter);
            for (south, north) in [(0, 0), (15, 0), (3, 15), (15, 15)] {
                let wins = with_rounds_won(
                    with_rounds_won(p.rounds_won_word(), Player::South, south),
                    Player::North,
                    north,
                );
                let mut q = p;
                q.round = round_word(blocked, starter) | OPENING | wins;
                assert_eq!(q.blocked(), blocked);
                assert_eq!(q.round_starter(), starter);
                assert!(q.opening_pending());
                assert_eq!(q.round_wins(Player::South), south);
                assert_eq!(q.round_wins(Player::North), north);
                assert_eq!(q.rounds_won_word(), wins);
                q.opening_played();
                assert!(!q.opening_pending());
                assert_eq!(q.round, round_word(blocked, starter) | wins);
            }
        }
    }

    /// The negotiation's accessors write their own bits only, and a game with trades
    /// shows no blocked hole where its offered holes are.
    #[test]
    fn negotiation_bits_read_back_alone() {
        let pos = crate::described::library_start("gore");
        let mut all = pos;
        all.round = u64::MAX;
        for base in [pos, all] {
            let mut p = base;
            p.set_offered(HoleSet(0b1010));
            assert_eq!(p.offered(), HoleSet(0b1010));
            assert_eq!(p.round & !OFFERED, base.round & !OFFERED);
            assert_eq!(p.blocked(), 0);
            let mut p = base;
            p.set_answered(!base.answered_bit());
            assert_eq!(p.round ^ base.round, ANSWERED);
            for who in Player::BOTH {
                let mut p = base;
                p.round &= !DECLINED;
                let clear = p.round;
                p.set_declined(who);
                assert!(p.declined_bit(who));
                assert!(!p.declined_bit(who.opponent()));
                assert_eq!(p.round & !DECLINED, clear);
            }
        }
    }
}
