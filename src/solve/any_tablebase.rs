//! [`AnyTablebase`]: the databases of whichever game a program picks at run time.

use super::{
    BuildOptions, Endless, Estimate, LayerStats, Progress, Proof, Solvable, SolveError, Tablebase,
    Tables,
};
use crate::any_game::AnyGame;
use crate::described::Described;
use crate::games::djenon_aboure::DjenonAboure;
use crate::games::hoyito_iii::HoyitoIii;
use crate::rules::FromSetup;
use crate::search::ExactLeaves;
use crate::types::{GameKind, GameOptions, Move, Player};
use std::path::Path;
use std::sync::Arc;

macro_rules! any_tablebase {
    ($($variant:ident => $ty:ty),* ; builtin: $($builtin:ident),* $(,)?) => {
        /// The databases of a game chosen at run time (for command lines and servers),
        /// one variant per game that has them ([`AnyTablebase::GAMES`]). Every method
        /// dispatches to the game's own [`Tablebase`]; a position of another game is
        /// not in them. Cheap to clone: the layers are shared.
        ///
        /// ```
        /// use sowing::solve::{build, AnyTablebase, BuildOptions, SolveError};
        /// use sowing::search::{AlphaBeta, Limits};
        /// use sowing::{AnyGame, DjenonAboure, GameKind, Player};
        /// let dir = std::env::temp_dir().join(format!("sowing-any-{}", std::process::id()));
        /// let opts = BuildOptions::default();
        /// build::<DjenonAboure>(&dir, 4, &opts, &mut |_| {}).unwrap();
        ///
        /// let tb = AnyTablebase::open(GameKind::DjenonAboure, &dir).unwrap();
        /// assert_eq!((tb.kind(), tb.max_seeds()), (GameKind::DjenonAboure, Some(4)));
        /// // South to move with 2 + 2 in front of an empty row.
        /// let holes = [0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0];
        /// let pos = DjenonAboure::from_parts(holes, [20, 24], Player::South).unwrap();
        /// let pos = AnyGame::from(pos);
        /// assert!(tb.exact(&pos).is_some());
        /// assert!(!tb.best_line(&pos, 20).unwrap().is_empty());
        /// // Another game's positions are not in them.
        /// assert_eq!(tb.exact(&AnyGame::start(GameKind::Oware)), None);
        /// // As exact leaves of a search over positions of any game.
        /// let r = AlphaBeta::new().with_leaves(tb.clone()).search(&pos, Limits::depth(4));
        /// assert!(r.nodes > 0);
        ///
        /// // Games without databases, and folders without layers, are refused.
        /// assert!(matches!(
        ///     AnyTablebase::open(GameKind::Oware, &dir),
        ///     Err(SolveError::NoDatabases(GameKind::Oware))
        /// ));
        /// assert!(matches!(
        ///     AnyTablebase::open(GameKind::HoyitoIii, &dir),
        ///     Err(SolveError::NoLayers { .. })
        /// ));
        /// std::fs::remove_dir_all(&dir).unwrap();
        /// ```
        #[derive(Clone, Debug)]
        pub enum AnyTablebase {
            $(
                #[doc = concat!("The databases of [`", stringify!($ty), "`].")]
                $variant(Arc<Tablebase<$ty>>),
            )*
        }

        impl AnyTablebase {
            /// The built-in games that have databases (described games may too:
            /// [`Solvable::check_solvable`]).
            pub const GAMES: &'static [GameKind] = &[$(GameKind::$builtin),*];

            /// The layers of `kind` found in `dir` ([`Tablebase::open`]). A game
            /// without databases ([`SolveError::NoDatabases`]) and a folder without
            /// any layer of the game ([`SolveError::NoLayers`]) are refused.
            pub fn open(kind: GameKind, dir: &Path) -> Result<AnyTablebase, SolveError> {
                let tb = match AnyGame::start(kind) {
                    $(AnyGame::$variant(p) => {
                        AnyTablebase::$variant(Arc::new(Tablebase::open_game(&p, dir)?))
                    })*
                    #[allow(unreachable_patterns)]
                    _ => return Err(SolveError::NoDatabases(kind)),
                };
                if tb.max_seeds().is_none() {
                    return Err(SolveError::NoLayers {
                        dir: dir.to_path_buf(),
                        game: kind,
                    });
                }
                Ok(tb)
            }

            /// The layers of `game`'s game in `dir` built for the rules of its options
            /// ([`Tablebase::open_for`]: a layer of other rules is refused with
            /// [`SolveError::WrongRules`], naming the file), read with lines that never
            /// end going to `endless_to` if they are tables of the endless-line
            /// extremes ([`Tablebase::with_endless_to`]). A game without databases, a
            /// position whose options no tables hold and a folder without any layer of
            /// the game are refused.
            pub fn open_for(
                game: &AnyGame,
                dir: &Path,
                endless_to: Player,
            ) -> Result<AnyTablebase, SolveError> {
                let tb = match game {
                    $(AnyGame::$variant(p) => {
                        let tables = tables_for(p, game, Endless::Neither)?;
                        let tb = Tablebase::open_layers(
                            p,
                            dir,
                            super::MAX_SEEDS,
                            super::file::Want::Rules(tables.rules),
                        )?;
                        AnyTablebase::$variant(Arc::new(tb.with_endless_to(endless_to)))
                    })*
                    #[allow(unreachable_patterns)]
                    _ => return Err(SolveError::NoDatabases(game.kind())),
                };
                if tb.max_seeds().is_none() {
                    return Err(SolveError::NoLayers {
                        dir: dir.to_path_buf(),
                        game: game.kind(),
                    });
                }
                Ok(tb)
            }

            /// The tables of `game`'s game for the rules of its options, lines that
            /// never end counted as `endless` says; a game without databases, or
            /// options no tables hold, are refused.
            pub fn tables_for(game: &AnyGame, endless: Endless) -> Result<Tables, SolveError> {
                match game {
                    $(AnyGame::$variant(p) => tables_for(p, game, endless),)*
                    #[allow(unreachable_patterns)]
                    _ => Err(SolveError::NoDatabases(game.kind())),
                }
            }

            /// Builds (or completes) the layers `0..=max_seeds` of `game`'s game in
            /// `dir`, for the rules of its options, lines that never end counted as
            /// `endless` says ([`build_for`](super::build_for)); a game without
            /// databases is refused.
            pub fn build(
                game: &AnyGame,
                dir: &Path,
                max_seeds: u32,
                endless: Endless,
                opts: &BuildOptions,
                progress: &mut dyn FnMut(&Progress),
            ) -> Result<Vec<LayerStats>, SolveError> {
                match game {
                    $(AnyGame::$variant(p) => {
                        let tables = tables_for(p, game, endless)?;
                        super::build_game(p, dir, max_seeds, &tables, opts, progress)
                    })*
                    #[allow(unreachable_patterns)]
                    _ => Err(SolveError::NoDatabases(game.kind())),
                }
            }

            /// What building the layers `0..=max_seeds` of `game`'s game for the rules
            /// of its options in `dir` will do and take
            /// ([`estimate_for`](super::estimate_for)); a game without databases is
            /// refused.
            pub fn estimate(
                game: &AnyGame,
                dir: &Path,
                max_seeds: u32,
                endless: Endless,
                opts: &BuildOptions,
            ) -> Result<Estimate, SolveError> {
                match game {
                    $(AnyGame::$variant(p) => {
                        let tables = tables_for(p, game, endless)?;
                        super::estimate_game(p, dir, max_seeds, &tables, opts)
                    })*
                    #[allow(unreachable_patterns)]
                    _ => Err(SolveError::NoDatabases(game.kind())),
                }
            }

            /// Refuses a position the databases are not built for: one of another game
            /// ([`SolveError::OtherGame`]), or of their game with options that play
            /// under other rules ([`SolveError::OtherRules`],
            /// [`Solvable::table_rules`]).
            pub fn check_position(&self, pos: &AnyGame) -> Result<(), SolveError> {
                match (self, pos) {
                    $((AnyTablebase::$variant(tb), AnyGame::$variant(p)) if p.same_game(&tb.game) => {
                        if tb.covers_rules(p) {
                            Ok(())
                        } else {
                            Err(SolveError::OtherRules {
                                game: self.kind(),
                                options: options_text(pos.options()),
                                rules: tb.tables().rules.name,
                            })
                        }
                    })*
                    _ => Err(SolveError::OtherGame { tables: self.kind(), position: pos.kind() }),
                }
            }

            /// The tables the layers belong to ([`Tablebase::tables`]).
            pub fn tables(&self) -> Tables {
                match self {
                    $(AnyTablebase::$variant(tb) => tb.tables(),)*
                }
            }

            /// The layers of `kind` in `dir` from 0 up to `max` seeds or the first one
            /// missing ([`Tablebase::open_up_to`]); none at all is not an error here.
            pub fn open_up_to(
                kind: GameKind,
                dir: &Path,
                max: u32,
            ) -> Result<AnyTablebase, SolveError> {
                match AnyGame::start(kind) {
                    $(AnyGame::$variant(p) => Ok(AnyTablebase::$variant(Arc::new(
                        Tablebase::open_layers(&p, dir, max, super::file::Want::Any)?,
                    ))),)*
                    #[allow(unreachable_patterns)]
                    _ => Err(SolveError::NoDatabases(kind)),
                }
            }

            /// Checks every `stride`-th board of the layer of `n` seeds
            /// ([`Tablebase::check_layer`]).
            pub fn check_layer(
                &self,
                n: u32,
                stride: u64,
                offset: u64,
            ) -> Result<(u64, Vec<u64>), SolveError> {
                match self {
                    $(AnyTablebase::$variant(tb) => tb.check_layer(n, stride, offset),)*
                }
            }

            /// Proven bounds on the value of `pos` by search to `depth` plies over the
            /// tables ([`prove`](super::prove())); a position of another game is refused.
            pub fn prove(&self, pos: &AnyGame, depth: u32) -> Result<Proof, SolveError> {
                match (self, pos) {
                    $((AnyTablebase::$variant(tb), AnyGame::$variant(p)) => {
                        super::prove(tb, p, depth)
                    })*
                    _ => Err(SolveError::OtherGame { tables: self.kind(), position: pos.kind() }),
                }
            }

            /// A principal variation of `pos` whose value [`AnyTablebase::prove`] finds
            /// exact at `depth` ([`principal_variation`](super::principal_variation)).
            pub fn principal_variation(
                &self,
                pos: &AnyGame,
                depth: u32,
            ) -> Result<Vec<Move>, SolveError> {
                match (self, pos) {
                    $((AnyTablebase::$variant(tb), AnyGame::$variant(p)) => {
                        super::principal_variation(tb, p, depth)
                    })*
                    _ => Err(SolveError::OtherGame { tables: self.kind(), position: pos.kind() }),
                }
            }

            /// The game.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyTablebase::$variant(tb) => tb.game.kind(),)*
                }
            }

            /// The most seeds on a board the tables cover ([`Tablebase::max_seeds`]).
            pub fn max_seeds(&self) -> Option<u32> {
                match self {
                    $(AnyTablebase::$variant(tb) => tb.max_seeds(),)*
                }
            }

            /// The value of `pos` for its player to move ([`Tablebase::exact`]); `None`
            /// when the tables do not cover it or it is a position of another game.
            pub fn exact(&self, pos: &AnyGame) -> Option<i32> {
                match (self, pos) {
                    $((AnyTablebase::$variant(tb), AnyGame::$variant(p)) => {
                        tb.exact(p)
                    })*
                    _ => None,
                }
            }

            /// A line of perfect play from `pos` of at most `max` plies
            /// ([`Tablebase::best_line`]); empty for a position of another game.
            pub fn best_line(
                &self,
                pos: &AnyGame,
                max: usize,
            ) -> Result<Vec<Move>, SolveError> {
                match (self, pos) {
                    $((AnyTablebase::$variant(tb), AnyGame::$variant(p)) => {
                        tb.best_line(p, max)
                    })*
                    _ => Ok(Vec::new()),
                }
            }
        }

        $(
            impl From<Arc<Tablebase<$ty>>> for AnyTablebase {
                fn from(tb: Arc<Tablebase<$ty>>) -> AnyTablebase {
                    AnyTablebase::$variant(tb)
                }
            }
        )*
    };
}

any_tablebase! {
    DjenonAboure => DjenonAboure,
    HoyitoIii => HoyitoIii,
    Described => Described;
    builtin: DjenonAboure, HoyitoIii,
}

impl ExactLeaves<AnyGame> for AnyTablebase {
    fn exact(&self, pos: &AnyGame) -> Option<i32> {
        AnyTablebase::exact(self, pos)
    }
}

/// The tables of `p`'s rules (`game` is `p` as an [`AnyGame`], for the error).
fn tables_for<G: Solvable>(p: &G, game: &AnyGame, endless: Endless) -> Result<Tables, SolveError> {
    let tables = Tables::for_position(p).ok_or_else(|| SolveError::OtherRules {
        game: game.kind(),
        options: options_text(game.options()),
        rules: G::RULES[0].name,
    })?;
    Ok(Tables { endless, ..tables })
}

/// Options as docs/FORMAT.md writes them (`{}` for a game without).
fn options_text(options: GameOptions) -> String {
    let json = match options {
        GameOptions::None => Ok("{}".to_string()),
        GameOptions::HoyitoIii(o) => serde_json::to_string(&o),
        GameOptions::BaoKigogo(o) => serde_json::to_string(&o),
    };
    json.unwrap_or_default()
}

/// The names of [`AnyTablebase::GAMES`] as a sentence lists them: "a, b and c".
pub(super) fn games_with_databases() -> String {
    let names: Vec<&str> = AnyTablebase::GAMES.iter().map(|g| g.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}
