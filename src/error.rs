//! Why a move or a setup was refused. Every refusal is an enum variant that names the
//! rule (with its number in docs/RULES.md); every `Display` is a sentence for a player.
//! No input makes the crate panic.

use crate::types::{GameKind, OfferHoles, Outcome, Player};
use thiserror::Error;

/// Why a move was refused. The position is always left exactly as it was.
///
/// ```
/// use sowing::{DjenonAboure, Move, MoveError, Position, Ruleset};
/// let mut pos = DjenonAboure::start();
/// let err = pos.play(Move::Sow(0)).unwrap_err();
/// assert_eq!(err, MoveError::NotYourHole { hole: 0, player: sowing::Player::South });
/// assert_eq!(err.to_string(), "hole 0 is not south's to sow");
/// assert_eq!(err.kind(), "illegal-move");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum MoveError {
    /// The game has already ended.
    #[error("the game is already over")]
    GameOver,
    /// The move names a hole the board does not have.
    #[error("there is no hole {hole} on this board")]
    NoSuchHole {
        /// The hole named.
        hole: usize,
    },
    /// The hole belongs to (or is controlled by) the other player.
    #[error("hole {hole} is not {player}'s to sow")]
    NotYourHole {
        /// The hole named.
        hole: usize,
        /// The player to move.
        player: Player,
    },
    /// The hole holds no seeds.
    #[error("hole {hole} is empty")]
    EmptyHole {
        /// The hole named.
        hole: usize,
    },
    /// Djenon-aboure rule 1: single seeds never move; also any described game's
    /// single seed where `sowing.min_seeds` is 2 or more.
    #[error("hole {hole} holds a single seed, and single seeds never move in this game (as djenon-aboure's rule 1 says)")]
    SingleSeed {
        /// The hole named.
        hole: usize,
    },
    /// Bao Kigogo rule 4: a single seed may move only when its owner has no hole of 2
    /// or more.
    #[error("hole {hole} holds a single seed, which may move only when no hole of yours holds 2 or more (bao-kigogo rule 4)")]
    SingletonWhileBigHole {
        /// The hole named.
        hole: usize,
    },
    /// Bao Kigogo rule 4: a single seed steps only into an empty hole.
    #[error("the single seed of hole {hole} may step only into an empty hole, and hole {next} is not empty (bao-kigogo rule 4)")]
    SingletonBlocked {
        /// The hole named.
        hole: usize,
        /// The next hole of the loop, which is occupied.
        next: usize,
    },
    /// Sowing this hole would never end (docs/RULES.md, *Endless sowing*).
    #[error("sowing hole {hole} would never end, so it is not a legal move")]
    EndlessSowing {
        /// The hole named.
        hole: usize,
    },
    /// The player has a sowing move, so may not pass.
    #[error("{player} can sow, so may not pass")]
    CannotPass {
        /// The player to move.
        player: Player,
    },
    /// Goré rule 4: a player who must pass cannot offer.
    #[error("{player} has no seeds to sow and must pass, so cannot offer holes (gore rule 4)")]
    MustPass {
        /// The player to move.
        player: Player,
    },
    /// This kind of move does not exist in this game.
    #[error("{game} has no {what} moves")]
    NotInThisGame {
        /// The game's name (FORMAT.md's for this crate's games).
        game: &'static str,
        /// The kind of move: `"pass"`, `"offer"`, `"accept or decline"`.
        what: &'static str,
    },
    /// Oware rule 5: when the opponent has no seeds, a move must give them some.
    #[error("{opponent} has no seeds, so the move must sow into their row, and hole {hole} does not reach it (oware rule 5)")]
    MustFeed {
        /// The hole named.
        hole: usize,
        /// The opponent, who has no seeds.
        opponent: Player,
    },
    /// Goré rule 4: an offer names 1, 2 or 3 different holes.
    #[error("an offer names 1, 2 or 3 different holes, not {holes} (gore rule 4)")]
    OfferSize {
        /// How many holes were named.
        holes: usize,
    },
    /// Goré rule 4: the offerer keeps at least one hole.
    #[error("{player} controls {controls} holes and must keep at least one, so cannot offer {offered} (gore rule 4)")]
    MustKeepAHole {
        /// The offerer.
        player: Player,
        /// Holes the offerer controls.
        controls: usize,
        /// Holes offered.
        offered: usize,
    },
    /// Goré rule 5: an offer pending must be answered before anything else.
    #[error("{by}'s offer of {holes} comes first: accept or decline it (gore rule 5)")]
    AnswerFirst {
        /// The offerer.
        by: Player,
        /// The holes offered.
        holes: OfferHoles,
    },
    /// Goré rule 5: accept or decline with no offer pending.
    #[error("there is no offer to accept or decline (gore rule 5)")]
    NoOfferPending,
    /// Goré rule 5: after answering an offer the player sows or passes, nothing else.
    #[error("{player} has answered an offer this turn and must now sow or pass (gore rule 5)")]
    AlreadyAnswered {
        /// The player to move.
        player: Player,
    },
    /// Goré rule 5: accepting costs 6 captured seeds per hole received (a described
    /// game's `trades.price_per_hole`).
    #[error("accepting {holes} costs {cost} captured seeds ({} per hole, gore rule 5), and {player} holds {holds}", cost / holes.holes().len().max(1) as u32)]
    CannotPay {
        /// The player who would accept.
        player: Player,
        /// The holes offered.
        holes: OfferHoles,
        /// Captured seeds the trade costs.
        cost: u32,
        /// Captured seeds the player holds.
        holds: u32,
    },
    /// A described game's `moves.single_seed_into_empty` (docs/DESCRIPTIONS.md): a
    /// hole holding one seed is sown only into an empty hole.
    #[error(
        "hole {hole} holds a single seed, and this game sows a single seed only into an empty hole"
    )]
    SingleSeedIntoOccupied {
        /// The hole named.
        hole: usize,
    },
    /// A described game's `moves.no_single_seed_back` (docs/DESCRIPTIONS.md): the
    /// single seed just sown across a row's end into this hole may not go straight
    /// back.
    #[error("hole {hole}'s single seed was just sown across the row's end, and may not be sown straight back")]
    SingleSeedBack {
        /// The hole named.
        hole: usize,
    },
    /// A described game's `moves.short_lap_ends_across_or_empty` (docs/DESCRIPTIONS.md):
    /// a short first lap must end across or in an empty hole of the mover's.
    #[error("hole {hole}'s first lap would end in an occupied hole of the mover's, which this game forbids for a hole of a row's length or fewer seeds")]
    ShortLapEndsOccupied {
        /// The hole named.
        hole: usize,
    },
    /// A described game's `sowing.min_seeds` (docs/DESCRIPTIONS.md): a hole is sown
    /// only when it holds at least that many seeds.
    #[error("hole {hole} holds {seeds} seeds, and this game sows only holes of {min} or more")]
    TooFewSeeds {
        /// The hole named.
        hole: usize,
        /// The seeds it holds.
        seeds: u8,
        /// The fewest seeds a hole may be sown with.
        min: u8,
    },
    /// A described game's `grand_slam: "forbidden"` (docs/DESCRIPTIONS.md): a move
    /// whose capture would leave the opponent without seeds may not be played.
    #[error(
        "sowing hole {hole} would capture every seed the opponent has, which this game forbids"
    )]
    GrandSlamForbidden {
        /// The hole named.
        hole: usize,
    },
    /// A described game with children (docs/DESCRIPTIONS.md): a child is never sown
    /// from.
    #[error("hole {hole} is a child (a player's store), which is never sown from")]
    ChildHole {
        /// The hole named.
        hole: usize,
    },
    /// A described game's chosen sowing direction (`sowing.direction: player-chooses`,
    /// `sowing.chosen_holes`, docs/DESCRIPTIONS.md): the player chooses the direction
    /// of this hole, and the move does not name one (`7cw`, `7ccw`).
    #[error("hole {hole} is sown in a direction the player chooses: name it (e.g. {hole}cw or {hole}ccw)")]
    DirectionNeeded {
        /// The hole named.
        hole: usize,
    },
    /// A described game's `sowing.first_choice_holds` (docs/DESCRIPTIONS.md): the first
    /// move fixed the mover's direction, and this move names the other.
    #[error("the first move fixed the directions: hole {hole} is sown the other way")]
    DirectionTaken {
        /// The hole named.
        hole: usize,
    },
    /// A move naming a sowing direction for a hole whose direction the rules fix: the
    /// move is the plain hole number.
    #[error("hole {hole} is sown in the direction the rules fix: write the hole alone")]
    DirectionFixed {
        /// The hole named.
        hole: usize,
    },
    /// A described game whose players' first turns sow in the game's own direction
    /// (`sowing.first_turn_unchosen`): the move names the other direction there.
    #[error("hole {hole} is sown in the game's own direction in each player's first turn")]
    FirstTurnDirection {
        /// The hole named.
        hole: usize,
    },
    /// A described game whose first move is prescribed to one hole (`moves.opening:
    /// rightmost-hole`): the move names another.
    #[error("the first move must sow hole {required} (the starter's rightmost), not hole {hole}")]
    OpeningHole {
        /// The hole named.
        hole: usize,
        /// The hole the opening sows.
        required: usize,
    },
}

impl MoveError {
    /// The docs/FORMAT.md error kind: `"illegal-move"`, `"endless-sowing"` or `"game-over"`.
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::GameOver => "game-over",
            MoveError::EndlessSowing { .. } => "endless-sowing",
            _ => "illegal-move",
        }
    }
}

/// Why a [`crate::Setup`] is not a position of the game it names.
///
/// Setups are checked for consistency with the rules (sizes, seed totals, owners,
/// captures, results), not for reachability from the start: a consistent position may
/// still be one no game reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum SetupError {
    /// The setup is of another game.
    #[error("expected a {expected} position, not a {found} one")]
    WrongGame {
        /// The game asked for.
        expected: GameKind,
        /// The setup's game.
        found: GameKind,
    },
    /// The board has the wrong size.
    #[error("{game} is played on {rows}×{cols} holes, not {found_rows}×{found_cols}")]
    WrongSize {
        /// The game.
        game: GameKind,
        /// Its rows.
        rows: usize,
        /// Its columns.
        cols: usize,
        /// The setup's rows.
        found_rows: usize,
        /// The setup's columns.
        found_cols: usize,
    },
    /// The options are not this game's.
    #[error("these options are not {game}'s")]
    WrongOptions {
        /// The game.
        game: GameKind,
    },
    /// Hoyito III rounds count from 1.
    #[error("hoyito-iii rounds count from 1; round 0 does not exist")]
    RoundZero,
    /// Seeds on the board plus captured seeds must make the game's total.
    #[error("seeds on the board plus captured make {found}, not {expected}")]
    SeedTotal {
        /// What the setup adds up to.
        found: u64,
        /// The game's total.
        expected: u32,
    },
    /// A hole has an owner it cannot have (holes never change hands but in Goré).
    #[error("hole {hole} cannot belong to {owner} in {game}: holes never change hands there")]
    ImpossibleOwner {
        /// The game.
        game: GameKind,
        /// The hole.
        hole: usize,
        /// Its owner in the setup.
        owner: Player,
    },
    /// Goré rule 4: every player always controls at least one hole.
    #[error("{player} controls no hole, which no gore game can reach (rule 4: an offerer keeps at least one)")]
    NoHoleLeft {
        /// The player without holes.
        player: Player,
    },
    /// Goré's negotiation fields in another game.
    #[error("{game} has no trade offers, answers or declines")]
    NoOffersInThisGame {
        /// The game.
        game: GameKind,
    },
    /// Goré: the pending offer cannot stand as given.
    #[error("the pending offer cannot stand: {reason} (gore rules 4 and 5)")]
    BadPendingOffer {
        /// Why.
        reason: &'static str,
    },
    /// Hoyito III: every capture takes 4 seeds.
    #[error(
        "{player} has captured {captured} seeds; hoyito-iii captures come in fours (rules 2 and 4)"
    )]
    CapturesNotInFours {
        /// The player.
        player: Player,
        /// Their captures.
        captured: u32,
    },
    /// Bao Kigogo: seeds leave a player's rows only by capture.
    #[error("{player}'s rows plus {opponent}'s captures make {found} seeds, not 46: seeds leave a player's rows only by capture")]
    SideTotal {
        /// The player whose rows are counted.
        player: Player,
        /// The opponent.
        opponent: Player,
        /// What they make.
        found: u32,
    },
    /// A built-in game's setup given to a described game ([`crate::described::Described`]).
    #[error("expected a described game's position, not a {found} one")]
    NotDescribed {
        /// The game the setup names.
        found: GameKind,
    },
    /// Blocked holes or a round's starter that the game's rounds cannot have.
    #[error("not a round of this game: {reason}")]
    BadRound {
        /// What is wrong.
        reason: &'static str,
    },
    /// Children a game cannot have: any child in a game whose description has no
    /// `children`, or in a built-in game; a hole that is a child of both players or
    /// off the board.
    #[error("not children of this game: {reason}")]
    BadChildren {
        /// What is wrong.
        reason: &'static str,
    },
    /// The rules say the game is over here, but the setup has no result.
    #[error("the game is over by {rule}, but the setup has no result")]
    ResultMissing {
        /// The rule that ends the game.
        rule: &'static str,
    },
    /// The setup's result does not follow from the board.
    #[error("result {declared} does not fit the board: {why}")]
    ResultContradicts {
        /// The result the setup declares.
        declared: Outcome,
        /// What the rules say instead.
        why: &'static str,
    },
}

impl SetupError {
    /// The error with the game `from` named `to` instead (a built-in game's setup
    /// checked by the description that plays it, [`crate::games`]).
    pub(crate) fn in_game(self, from: GameKind, to: GameKind) -> SetupError {
        let named = |game: GameKind| if game == from { to } else { game };
        match self {
            SetupError::WrongGame { expected, found } => SetupError::WrongGame {
                expected: named(expected),
                found: named(found),
            },
            SetupError::WrongSize {
                game,
                rows,
                cols,
                found_rows,
                found_cols,
            } => SetupError::WrongSize {
                game: named(game),
                rows,
                cols,
                found_rows,
                found_cols,
            },
            SetupError::WrongOptions { game } => SetupError::WrongOptions { game: named(game) },
            SetupError::ImpossibleOwner { game, hole, owner } => SetupError::ImpossibleOwner {
                game: named(game),
                hole,
                owner,
            },
            SetupError::NoOffersInThisGame { game } => {
                SetupError::NoOffersInThisGame { game: named(game) }
            }
            SetupError::NotDescribed { found } => SetupError::NotDescribed {
                found: named(found),
            },
            // Listed, so that a new variant naming a game is renamed too.
            e @ (SetupError::RoundZero
            | SetupError::SeedTotal { .. }
            | SetupError::NoHoleLeft { .. }
            | SetupError::BadPendingOffer { .. }
            | SetupError::CapturesNotInFours { .. }
            | SetupError::SideTotal { .. }
            | SetupError::BadRound { .. }
            | SetupError::BadChildren { .. }
            | SetupError::ResultMissing { .. }
            | SetupError::ResultContradicts { .. }) => e,
        }
    }
}
