//! [`FromSetup`] for [`Described`]: a described game's positions in the formats
//! (docs/FORMAT.md), named by the game's [`GameKind::Described`] name.

use super::rules::Rules;
use crate::described::Described;
use crate::error::SetupError;
use crate::rules::{action_bits_of_list, FromSetup, MoveList, Position, Sealed, Setup};
use crate::state::{check_no_options, State};
use crate::types::{GameKind, GameOptions, HoleSet, NoOptions, Outcome, Player};

impl Described {
    /// A described game has no options (docs/FORMAT.md: `{}` or none).
    pub fn options(&self) -> NoOptions {
        NoOptions {}
    }
}

impl Sealed for Described {}

impl FromSetup for Described {
    fn kind(&self) -> GameKind {
        self.rules.kind
    }

    /// Where the legal moves are just the holes that may be lifted, the position
    /// already holds them as a mask; else they are numbered from the list.
    #[inline]
    fn legal_action_bits(&self, moves: &mut MoveList) -> u128 {
        self.legal_sowing_bits()
            .unwrap_or_else(|| action_bits_of_list(self, moves))
    }

    /// The children go to [`Setup::children`]; the board's owners are the rows'
    /// (a child's owner is its entry there).
    fn to_setup(&self) -> Setup {
        let mut s = Setup {
            blocked: self.blocked(),
            round_starter: self.round_starter(),
            children: [
                self.children_of(Player::South),
                self.children_of(Player::North),
            ],
            ..self.st.setup(self.rules.kind, GameOptions::None)
        };
        for h in HoleSet(self.children()).iter() {
            s.board.set_owner(h, s.board.default_owner(h));
        }
        self.trades_setup(&mut s);
        s
    }

    /// Checks the game (a [`GameKind::Described`]), the board's shape, the owners
    /// (holes never change hands, but in a territory match or by trades), the
    /// negotiation of a game with trades (`rules/trades/`), the seed total and the result: a position the rules
    /// end (an end condition, or no move where that ends the game) must carry the
    /// result the end gives, and a declared result must be the one the rules give
    /// there, on the board and captures the end leaves (seeds the end sweeps are in
    /// the captures), or (at an end by repetition or a sweep) follow the captures of
    /// an empty board, or be a draw where repetition draws.
    ///
    /// ```
    /// use sowing::described::{library, Described};
    /// use sowing::{FromSetup, Move, Position};
    /// let mut pos = library().get("kalah").unwrap().start();
    /// pos.play(Move::Sow(7)).unwrap();
    /// let back = Described::from_setup(&pos.to_setup()).unwrap();
    /// assert_eq!(back, pos);
    /// ```
    fn from_setup(s: &Setup) -> Result<Self, SetupError> {
        let GameKind::Described(id) = s.game else {
            return Err(SetupError::NotDescribed { found: s.game });
        };
        let rules = Rules::of(id);
        check_no_options(s, rules.kind)?;
        let (rows, cols) = rules.shape();
        // A territory match's holes change hands: its owners are the setup's.
        // With trades, any hole may be either player's, and the negotiation is
        // checked below.
        let fixed = if rules.trades.is_some() {
            State::from_setup(s, rules.kind, rows, cols, rules.total_seeds())
        } else {
            State::from_setup_fixed_owners(s, rules.kind, rows, cols, rules.total_seeds())
        };
        let mut st = match fixed {
            Err(SetupError::ImpossibleOwner { .. }) if rules.owners_move => {
                State::from_setup(s, rules.kind, rows, cols, rules.total_seeds())?
            }
            other => other?,
        };
        let round = Described::round_of(rules, s)?;
        let children = children_of_setup(rules, s)?;
        // A child's owner is the board's owner of its hole.
        for (p, mask) in Player::BOTH.into_iter().zip(s.children) {
            for h in HoleSet(mask).iter() {
                st.board.set_owner(h, p);
            }
        }
        let mut ended = Described {
            rules,
            st: State { result: None, ..st },
            movable: 0,
            round,
            turns: rules.turns_counted,
            children: [0; 3],
            flags: 0,
        };
        ended.set_children(children);
        ended.trades_of_setup(s)?;
        let over = ended.check_end(st.to_move.opponent(), &mut ()).any();
        let pos = Described {
            rules,
            st,
            movable: ended.movable,
            // With trades, the negotiation too.
            round: ended.round,
            turns: ended.turns,
            children: ended.children,
            flags: 0,
        };
        match st.result {
            None if over => Err(SetupError::ResultMissing {
                rule: "the description's end (an end condition, or no legal move)",
            }),
            None => Ok(pos),
            Some(declared)
                if (over && ended.st == State { result: Some(declared), ..st })
                    || (st.board.total() == 0 && declared == ended.outcome_by_captures())
                    || (declared == Outcome::Draw && pos.repetition_ends_game() && pos.repetition_is_draw()) =>
            {
                Ok(pos)
            }
            Some(declared) => Err(SetupError::ResultContradicts {
                declared,
                why: "a finished described game has the result its end gives: more seeds wins, or the player without a move loses where the description says so",
            }),
        }
    }
}

/// The child holes of a setup ([`Setup::children`]): none unless the description has
/// children; each a hole of the board, of one player only; at most one per player
/// for `kind: "one"`.
fn children_of_setup(rules: &Rules, s: &Setup) -> Result<u64, SetupError> {
    let bad = |reason| Err(SetupError::BadChildren { reason });
    let [south, north] = s.children;
    let Some(c) = &rules.children else {
        if south | north != 0 {
            return bad("the game has no children");
        }
        return Ok(0);
    };
    if south & north != 0 {
        return bad("a hole is a child of both players");
    }
    if (south | north) >> rules.len != 0 {
        return bad("a child is a hole of the board");
    }
    if c.kind == crate::described::ChildKind::One
        && (south.count_ones() > 1 || north.count_ones() > 1)
    {
        return bad("a player has at most one child in this game");
    }
    Ok(south | north)
}
