//! `sowing._sowing`: the Python extension module of the `sowing` crate, built with
//! PyO3 and maturin. The Python package `sowing` (python/sowing/) re-exports it; its
//! docs (`python/sowing/__init__.py`, the type stubs) describe the Python API, the
//! action numbering (the crate's, `sowing::actions`) and the observation layout, which
//! this module implements.
//!
//! Everything here goes through the crate's public API: a [`Position`] is a
//! [`sowing::Game`] of an [`AnyGame`] (the position plus the history that Bao Kigogo's
//! and Oware's repetition rules need, and an optional ply limit).

mod vec_env;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyDict, PyInt, PyString};
use sowing::actions::{action_of, move_of};
use sowing::described::Rules;
use sowing::env::observation_len;
use sowing::format::PositionJson;
use sowing::playout::playout_ends;
use sowing::replay::RequestMove;
use sowing::search::{Engine, Spec};
use sowing::svg::{render, Highlights, View};
use sowing::{
    AnyGame, FromSetup, Game, GameKind, Move, MoveList, Outcome, PlayError, Player, Position as _,
};

create_exception!(
    sowing,
    SowingError,
    PyException,
    "Base of the errors of sowing; `.kind` is docs/FORMAT.md's error kind."
);
create_exception!(
    sowing,
    IllegalMove,
    SowingError,
    "The rules refuse the move (kind \"illegal-move\")."
);
create_exception!(
    sowing,
    EndlessSowing,
    SowingError,
    "The move would sow for ever (kind \"endless-sowing\")."
);
create_exception!(
    sowing,
    GameOver,
    SowingError,
    "The game is over, or stopped at its ply limit (kind \"game-over\")."
);
create_exception!(
    sowing,
    BadInput,
    SowingError,
    "Input that names no game, move, option or position (kind \"bad-input\")."
);

/// The exception of a docs/FORMAT.md error kind.
fn error(kind: &str, message: impl Into<String>) -> PyErr {
    let message = message.into();
    match kind {
        "illegal-move" => IllegalMove::new_err(message),
        "endless-sowing" => EndlessSowing::new_err(message),
        "game-over" => GameOver::new_err(message),
        _ => BadInput::new_err(message),
    }
}

fn bad_input(message: impl std::fmt::Display) -> PyErr {
    error("bad-input", message.to_string())
}

fn play_error(e: PlayError) -> PyErr {
    error(e.kind(), e.to_string())
}

/// The action number of `mv` (the crate's numbering, `sowing::actions`), or the
/// "illegal-move" error for a move the game does not have.
fn action(kind: GameKind, mv: Move) -> PyResult<usize> {
    action_of(kind, mv).ok_or_else(|| {
        error(
            "illegal-move",
            format!("{kind} has no move {mv}, so no action"),
        )
    })
}

/// The move of an action number, or the "illegal-move" error for a number the game does
/// not have.
fn move_of_action(kind: GameKind, action: i64) -> PyResult<Move> {
    usize::try_from(action)
        .ok()
        .and_then(|a| move_of(kind, a))
        .ok_or_else(|| {
            error(
                "illegal-move",
                format!(
                    "{kind} has no action {action} (its actions are 0 to {})",
                    kind.num_actions() - 1
                ),
            )
        })
}

/// The start of `game` (a FORMAT.md name) with FORMAT.md `options` (a dict or JSON
/// text, or None).
fn start_of(game: &Bound<'_, PyAny>, options: Option<&Bound<'_, PyAny>>) -> PyResult<AnyGame> {
    let kind = parse_kind(game)?;
    let options = match to_json_text(options)? {
        None => None,
        Some(t) => Some(serde_json::from_str::<serde_json::Value>(&t).map_err(bad_input)?),
    };
    AnyGame::with_json_options(kind, options.as_ref()).map_err(bad_input)
}

/// A `game` argument: a game's name (a built-in game's, or a library game's such as
/// `"kalah"`), or a description (docs/DESCRIPTIONS.md) as JSON text or a dict,
/// compiled here (once per description).
fn parse_kind(game: &Bound<'_, PyAny>) -> PyResult<GameKind> {
    let text = match game.extract::<String>() {
        Ok(text) => text,
        Err(_) => to_json_text(Some(game))?.unwrap_or_default(),
    };
    kind_of(&text)
}

/// [`parse_kind`] of a text: a name, or a description when it starts with `{`.
fn kind_of(text: &str) -> PyResult<GameKind> {
    if text.trim_start().starts_with('{') {
        return Rules::from_json(text).map(Rules::kind).map_err(bad_input);
    }
    text.parse::<GameKind>().map_err(bad_input)
}

/// A Python object as a JSON text, through Python's `json.dumps` (`None` stays `None`).
fn to_json_text(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    match value {
        None => Ok(None),
        Some(v) if v.is_none() => Ok(None),
        Some(v) if v.is_instance_of::<PyString>() => Ok(Some(v.extract::<String>()?)),
        Some(v) => {
            let json = v.py().import("json")?;
            Ok(Some(json.call_method1("dumps", (v,))?.extract::<String>()?))
        }
    }
}

fn outcome_code(result: Option<Outcome>) -> i8 {
    match result {
        Some(Outcome::Win {
            winner: Player::South,
            ..
        }) => 0,
        Some(Outcome::Win {
            winner: Player::North,
            ..
        }) => 1,
        Some(Outcome::Draw) => -1,
        None => -2,
    }
}

fn player_of(index: usize) -> PyResult<Player> {
    match index {
        0 => Ok(Player::South),
        1 => Ok(Player::North),
        _ => Err(bad_input(format!(
            "a player is 0 (south) or 1 (north), not {index}"
        ))),
    }
}

/// A numpy array over `bytes` of `dtype` with `shape` (numpy is imported at call time;
/// the crate needs no numpy bindings).
fn numpy_array<'py>(
    py: Python<'py>,
    bytes: &[u8],
    dtype: &str,
    shape: Vec<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let np = py.import("numpy")?;
    let buffer = PyByteArray::new(py, bytes);
    np.call_method1("frombuffer", (buffer, dtype))?
        .call_method1("reshape", (shape,))
}

/// A position of one of the five games, with the history its repetition rule needs
/// (Bao Kigogo's draw, Oware's end) and an optional ply limit.
#[pyclass(module = "sowing._sowing", name = "Position", from_py_object)]
#[derive(Clone)]
struct Position {
    game: Game<AnyGame>,
}

impl Position {
    fn kind(&self) -> GameKind {
        self.game.position().kind()
    }

    fn legal(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.game.legal_moves(&mut moves);
        moves
    }

    /// A Python move (an action number, a text move or a FORMAT.md JSON move) as the
    /// crate's move.
    fn parse_move(&self, mv: &Bound<'_, PyAny>) -> PyResult<Move> {
        let kind = self.kind();
        if mv.is_instance_of::<PyInt>() {
            return move_of_action(kind, mv.extract()?);
        }
        if mv.is_instance_of::<PyString>() {
            let text: String = mv.extract()?;
            let trimmed = text.trim_start();
            if !(trimmed.starts_with('{') || trimmed.starts_with('"')) {
                return text.parse::<Move>().map_err(bad_input);
            }
        }
        // A FORMAT.md JSON move: a dict, or JSON text.
        let text = to_json_text(Some(mv))?.unwrap_or_default();
        let value: serde_json::Value = serde_json::from_str(&text).map_err(bad_input)?;
        let request = RequestMove::parse(&value).map_err(bad_input)?;
        request
            .to_move(self.game.position().board().len())
            .map_err(|e| error(e.kind(), e.to_string()))
    }

    fn from_position(pos: AnyGame, ply_limit: Option<usize>) -> Position {
        Position {
            game: Game::new(pos).with_ply_limit(ply_limit),
        }
    }
}

#[pymethods]
impl Position {
    /// The starting position of `game` ("gore", "hoyito-iii", "djenon-aboure",
    /// "bao-kigogo", "oware", a library game such as "kalah", or a description as
    /// JSON text or a dict), with FORMAT.md options (a dict or JSON text) and an
    /// optional ply limit after which the game stops unfinished.
    #[new]
    #[pyo3(signature = (game, options = None, ply_limit = None))]
    fn new(
        game: &Bound<'_, PyAny>,
        options: Option<&Bound<'_, PyAny>>,
        ply_limit: Option<usize>,
    ) -> PyResult<Position> {
        Ok(Position::from_position(start_of(game, options)?, ply_limit))
    }

    /// A position read from a FORMAT.md position object (JSON text or a dict). Its
    /// history starts there.
    #[staticmethod]
    #[pyo3(signature = (position, ply_limit = None))]
    fn from_json(position: &Bound<'_, PyAny>, ply_limit: Option<usize>) -> PyResult<Position> {
        let text = to_json_text(Some(position))?.unwrap_or_default();
        let json: PositionJson = serde_json::from_str(&text).map_err(bad_input)?;
        let pos: AnyGame = json.to_position().map_err(bad_input)?;
        Ok(Position::from_position(pos, ply_limit))
    }

    /// The FORMAT.md position object as JSON text (with the game's result, a draw by
    /// repetition included).
    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.game.to_json()).map_err(bad_input)
    }

    /// The game's FORMAT.md name.
    #[getter]
    fn game(&self) -> &'static str {
        self.kind().name()
    }

    /// The game's options as FORMAT.md JSON text (`"{}"` for games without options).
    #[getter]
    fn options(&self) -> String {
        sowing::format::options_to_json(self.game.position().options())
            .map(|v| v.to_string())
            .unwrap_or_else(|| "{}".to_string())
    }

    /// The ply limit, if any.
    #[getter]
    fn ply_limit(&self) -> Option<usize> {
        self.game.ply_limit()
    }

    /// Moves played since the history started.
    #[getter]
    fn ply(&self) -> usize {
        self.game.ply()
    }

    /// Rows of the board.
    #[getter]
    fn rows(&self) -> usize {
        self.game.position().board().rows()
    }

    /// Columns of the board.
    #[getter]
    fn cols(&self) -> usize {
        self.game.position().board().cols()
    }

    /// Seeds in each hole, row-major (FORMAT.md hole indices).
    fn board(&self) -> Vec<u32> {
        self.game
            .position()
            .board()
            .holes()
            .iter()
            .map(|&s| u32::from(s))
            .collect()
    }

    /// Who controls each hole, row-major: 0 South, 1 North.
    fn owners(&self) -> Vec<usize> {
        self.game
            .position()
            .board()
            .owners()
            .map(|p| p.index())
            .collect()
    }

    /// Seeds captured by South and North.
    fn captured(&self) -> [u32; 2] {
        let p = self.game.position();
        [p.captured(Player::South), p.captured(Player::North)]
    }

    /// The player whose decision is next: 0 South, 1 North (meaningless once over).
    #[getter]
    fn current_player(&self) -> usize {
        self.game.position().to_move().index()
    }

    /// "south" or "north".
    #[getter]
    fn to_move(&self) -> &'static str {
        self.game.position().to_move().name()
    }

    /// The result as text ("south wins", "north wins without glory", "draw"), or None.
    #[getter]
    fn result(&self) -> Option<String> {
        self.game.result().map(|r| r.to_string())
    }

    /// Whether the game has a result.
    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    /// Whether the ply limit stopped the game unfinished.
    fn is_stopped(&self) -> bool {
        self.game.is_stopped()
    }

    /// Whether no move can be played: finished, or stopped at the ply limit.
    fn is_terminal(&self) -> bool {
        self.game.is_finished() || self.game.is_stopped()
    }

    /// [South, North]: +1 for the winner, -1 for the loser (a Goré win without glory
    /// too), 0 each for a draw, an unfinished game or one still going.
    fn returns(&self) -> [f64; 2] {
        sowing::env::returns(self.game.result()).map(f64::from)
    }

    /// The legal moves in FORMAT.md text notation ("7", "pass", "offer 5,6", …).
    fn legal_moves(&self) -> Vec<String> {
        self.legal().iter().map(|m| m.to_string()).collect()
    }

    /// The legal moves as action numbers, ascending.
    fn legal_actions(&self) -> Vec<usize> {
        let mut actions = Vec::new();
        self.game.legal_actions(&mut actions);
        actions
    }

    /// Whether a move (action number, text or JSON move) is legal here.
    fn is_legal(&self, mv: &Bound<'_, PyAny>) -> bool {
        match self.parse_move(mv) {
            Ok(m) => self.legal().contains(&m),
            Err(_) => false,
        }
    }

    /// Plays a move: an action number, a text move ("7", "offer 5,6") or a FORMAT.md
    /// JSON move (a dict such as {"sow": 7}, or JSON text such as '{"sow": 7}'). A refused move raises an
    /// exception of its FORMAT.md kind and leaves the position unchanged.
    fn play(&mut self, mv: &Bound<'_, PyAny>) -> PyResult<()> {
        let m = self.parse_move(mv)?;
        self.game.play(m).map(|_| ()).map_err(play_error)
    }

    /// Plays an action number (as `play`, for ints only).
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        let m = move_of_action(self.kind(), action)?;
        self.game.play(m).map(|_| ()).map_err(play_error)
    }

    /// Takes back the last move; returns it as text, or None at the start.
    fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.to_string())
    }

    /// The moves played, as text.
    fn moves(&self) -> Vec<String> {
        self.game.moves().iter().map(|m| m.to_string()).collect()
    }

    /// The moves played, as action numbers.
    fn actions(&self) -> PyResult<Vec<usize>> {
        let kind = self.kind();
        self.game.moves().iter().map(|&m| action(kind, m)).collect()
    }

    /// The action number of a move (text or JSON).
    fn move_to_action(&self, mv: &Bound<'_, PyAny>) -> PyResult<usize> {
        action(self.kind(), self.parse_move(mv)?)
    }

    /// The text of an action number.
    fn action_to_move(&self, action: i64) -> PyResult<String> {
        move_of_action(self.kind(), action).map(|m| m.to_string())
    }

    /// The position's stable 64-bit key (the crate's `Position::key`: the same on every
    /// platform and version; the history is not part of it).
    fn key(&self) -> u64 {
        self.game.position().key()
    }

    /// An independent copy, history included.
    fn clone(&self) -> Position {
        Clone::clone(self)
    }

    fn __copy__(&self) -> Position {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Position {
        Clone::clone(self)
    }

    /// The observation tensor of `player` (default: the player to move) as a float32
    /// numpy array of `observation_size(game)` = 4·holes + 9 numbers (layout in the
    /// package docs).
    #[pyo3(signature = (player = None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: Option<usize>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let values = self.observation_values(player)?;
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        numpy_array(py, &bytes, "<f4", vec![values.len()])
    }

    /// The observation as a list of floats (as `observation_tensor`, without numpy).
    #[pyo3(signature = (player = None))]
    fn observation_values(&self, player: Option<usize>) -> PyResult<Vec<f32>> {
        let me = match player {
            Some(p) => player_of(p)?,
            None => self.game.position().to_move(),
        };
        let mut v = vec![0f32; observation_len(self.kind().holes())];
        sowing::env::observe(&self.game, me, &mut v).map_err(bad_input)?;
        Ok(v)
    }

    /// For one-move lookahead: per action, the observation after it for the player to
    /// move (float32 `(num_actions, observation_size)`), whether the game is then over
    /// (bool `(num_actions,)`) and that player's reward there (float32); zeros for
    /// illegal actions. Only the position's rules apply (not the repetition record).
    fn children<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let kind = self.kind();
        let (o, a) = (observation_len(kind.holes()), kind.num_actions());
        let (mut obs, mut over, mut reward) = (vec![0f32; a * o], vec![0u8; a], vec![0f32; a]);
        let moves = self.legal();
        sowing::env::observe_children(
            self.game.position(),
            &moves,
            &mut obs,
            &mut over,
            &mut reward,
        )
        .map_err(bad_input)?;
        let obs_bytes: Vec<u8> = obs.iter().flat_map(|v| v.to_le_bytes()).collect();
        let reward_bytes: Vec<u8> = reward.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok((
            numpy_array(py, &obs_bytes, "<f4", vec![a, o])?,
            numpy_array(py, &over, "?", vec![a])?,
            numpy_array(py, &reward_bytes, "<f4", vec![a])?,
        ))
    }

    /// The board as an SVG picture (`sowing::svg::render`): holes with their numbers,
    /// counts and seeds, owners, captures, who is to move or the result; the last
    /// move's holes and captures and the legal holes highlighted.
    fn svg(&self) -> String {
        // The last move's trace: played again from the position before it.
        let mut trace = Vec::new();
        if let Some(&last) = self.game.moves().last() {
            let mut before = self.game.clone();
            before.undo();
            // It was legal there, so it plays again the same way.
            let _ = before.play_traced(last, &mut trace);
        }
        let highlights = Highlights::of_trace(&trace).with_legal_moves(&self.legal());
        render(&View::of_game(&self.game), &highlights)
    }

    /// The picture a notebook (Jupyter, IPython) shows for a position: [`Position::svg`].
    fn _repr_svg_(&self) -> String {
        self.svg()
    }

    /// The text form of the position (FORMAT.md), which also parses back.
    fn __str__(&self) -> String {
        self.game.position().to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<sowing.Position {} ply {} {}>",
            self.kind(),
            self.game.ply(),
            match self.game.result() {
                Some(r) => r.to_string(),
                None if self.game.is_stopped() => "stopped".to_string(),
                None => format!("{} to move", self.game.position().to_move()),
            }
        )
    }

    /// Equal game records (start, moves, ply limit) are equal positions.
    fn __eq__(&self, other: &Position) -> bool {
        self.game.start() == other.game.start()
            && self.game.moves() == other.game.moves()
            && self.game.ply_limit() == other.game.ply_limit()
    }

    fn __hash__(&self) -> u64 {
        self.key()
    }

    /// The record behind pickling: the starting position (FORMAT.md JSON), the moves
    /// (action numbers), the ply limit, and a described game's description (JSON
    /// text; None for a built-in game), so that another process knows the game.
    fn record(&self) -> PyResult<Record> {
        let start = serde_json::to_string(&sowing::format::to_json(self.game.start()))
            .map_err(bad_input)?;
        let description = match self.kind() {
            GameKind::Described(id) => {
                Some(serde_json::to_string(Rules::of(id).description()).map_err(bad_input)?)
            }
            _ => None,
        };
        Ok((start, self.actions()?, self.game.ply_limit(), description))
    }

    /// The position of a record (`record()`): replays the moves from the start.
    #[staticmethod]
    #[pyo3(signature = (start, actions, ply_limit, description = None))]
    fn from_record(
        start: &str,
        actions: Vec<usize>,
        ply_limit: Option<usize>,
        description: Option<&str>,
    ) -> PyResult<Position> {
        if let Some(d) = description {
            kind_of(d)?;
        }
        let json: PositionJson = serde_json::from_str(start).map_err(bad_input)?;
        let pos: AnyGame = json.to_position().map_err(bad_input)?;
        let mut p = Position::from_position(pos, ply_limit);
        for a in actions {
            p.apply_action(a as i64)?;
        }
        Ok(p)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Record)> {
        let record = slf.borrow().record()?;
        let from_record = slf.get_type().getattr("from_record")?;
        Ok((from_record, record))
    }

    /// Searches for the best move with a crate engine spec ("random", "greedy",
    /// "alphabeta:depth=D", "alphabeta:nodes=N", "alphabeta:ms=T", "mcts:sims=N",
    /// "mcts:ms=T", "easy", "medium", "hard"), without the GIL. Returns a dict with
    /// "move" (text), "action", and for alpha-beta and MCTS "score", "nodes",
    /// "depth", "pv"; None when no move can be played.
    #[pyo3(signature = (spec = "hard", seed = 0))]
    fn search<'py>(
        &self,
        py: Python<'py>,
        spec: &str,
        seed: u64,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        let spec: Spec = spec.parse().map_err(bad_input)?;
        let game = &self.game;
        let (best, found) = py.detach(|| {
            let mut engine = Engine::new(spec, seed);
            match spec {
                Spec::AlphaBeta(_) | Spec::Mcts(_) => {
                    let r = engine.think(game);
                    (r.as_ref().and_then(|r| r.best), r)
                }
                Spec::Random | Spec::Greedy => (engine.choose(game), None),
            }
        });
        let Some(best) = best else { return Ok(None) };
        let kind = self.kind();
        let d = PyDict::new(py);
        d.set_item("move", best.to_string())?;
        d.set_item("action", action(kind, best)?)?;
        if let Some(r) = found {
            d.set_item("score", r.score.to_string())?;
            d.set_item("nodes", r.nodes)?;
            d.set_item("depth", r.depth)?;
            d.set_item("pv", r.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>())?;
        }
        Ok(Some(d))
    }

    /// Plays `n` uniformly random games from this position (its history kept), each to
    /// its end or to `ply_limit` more moves, without the GIL, on `threads` threads.
    /// Playout `i` draws from its own generator seeded by (`seed`, `i`), so the results
    /// do not depend on `threads`. Returns numpy arrays: "winner" (int8: 0 South,
    /// 1 North, -1 draw, -2 unfinished), "plies" (uint32) and "captured" (uint32, n×2).
    #[pyo3(signature = (n, seed = 0, ply_limit = 1000, threads = 1))]
    fn random_playouts<'py>(
        &self,
        py: Python<'py>,
        n: usize,
        seed: u64,
        ply_limit: usize,
        threads: usize,
    ) -> PyResult<Bound<'py, PyDict>> {
        let game = &self.game;
        let ends = py.detach(|| run_playouts(game, n, seed, ply_limit, threads.max(1)));
        let winners: Vec<u8> = ends.iter().map(|e| outcome_code(e.0) as u8).collect();
        let plies: Vec<u8> = ends
            .iter()
            .flat_map(|e| (e.1 as u32).to_le_bytes())
            .collect();
        let captured: Vec<u8> = ends
            .iter()
            .flat_map(|e| e.2.iter().flat_map(|c| c.to_le_bytes()))
            .collect();
        let d = PyDict::new(py);
        d.set_item("winner", numpy_array(py, &winners, "i1", vec![n])?)?;
        d.set_item("plies", numpy_array(py, &plies, "<u4", vec![n])?)?;
        d.set_item("captured", numpy_array(py, &captured, "<u4", vec![n, 2])?)?;
        Ok(d)
    }
}

/// A game record: the starting position (FORMAT.md JSON), the moves as action
/// numbers, the ply limit.
type Record = (String, Vec<usize>, Option<usize>, Option<String>);

/// One playout's end: result, plies, captures.
type End = (Option<Outcome>, usize, [u32; 2]);

/// `n` playouts continuing `game` (its history kept), in order: the crate's parallel
/// runner (`sowing::playout::playout_ends`), whose playout `i` draws from
/// `batch_rng(seed, i)`, so the results do not depend on `threads`.
fn run_playouts(
    game: &Game<AnyGame>,
    n: usize,
    seed: u64,
    ply_limit: usize,
    threads: usize,
) -> Vec<End> {
    playout_ends(game, n as u64, seed, ply_limit, threads)
        .into_iter()
        .map(|e| (e.result, e.plies, e.captured))
        .collect()
}

/// Facts of a game: board shape, actions and observation size.
#[pyfunction]
fn game_info<'py>(py: Python<'py>, game: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let kind = parse_kind(game)?;
    // The seed total and the repetition rule are the positions' to tell.
    let start = AnyGame::start(kind);
    let d = PyDict::new(py);
    d.set_item("name", kind.name())?;
    d.set_item("rows", kind.rows())?;
    d.set_item("cols", kind.cols())?;
    d.set_item("holes", kind.holes())?;
    d.set_item("total_seeds", start.total_seeds())?;
    d.set_item("num_distinct_actions", kind.num_actions())?;
    d.set_item("observation_size", observation_len(kind.holes()))?;
    d.set_item("repetition_ends_game", start.repetition_ends_game())?;
    Ok(d)
}

/// The names of the five games, in FORMAT.md's order.
#[pyfunction]
fn games() -> Vec<&'static str> {
    GameKind::ALL.iter().map(|g| g.name()).collect()
}

/// The names of the library's described games (the repository's `variants/*.json`),
/// alphabetical; each is a `game` argument like the five games' names.
#[pyfunction]
fn library() -> Vec<&'static str> {
    sowing::described::library().names().collect()
}

/// Plays `n` random games of `game` from its start (see `Position.random_playouts`).
#[pyfunction]
#[pyo3(signature = (game, n, seed = 0, ply_limit = 1000, threads = 1, options = None))]
fn random_playouts<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    n: usize,
    seed: u64,
    ply_limit: usize,
    threads: usize,
    options: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    Position::new(game, options, None)?.random_playouts(py, n, seed, ply_limit, threads)
}

/// The Python module `sowing._sowing`.
#[pymodule]
fn _sowing(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Position>()?;
    m.add_class::<vec_env::VecEnv>()?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(library, m)?)?;
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    for (name, ty, kind) in [
        ("SowingError", py.get_type::<SowingError>(), None),
        (
            "IllegalMove",
            py.get_type::<IllegalMove>(),
            Some("illegal-move"),
        ),
        (
            "EndlessSowing",
            py.get_type::<EndlessSowing>(),
            Some("endless-sowing"),
        ),
        ("GameOver", py.get_type::<GameOver>(), Some("game-over")),
        ("BadInput", py.get_type::<BadInput>(), Some("bad-input")),
    ] {
        ty.setattr("kind", kind)?;
        m.add(name, ty)?;
    }
    Ok(())
}
