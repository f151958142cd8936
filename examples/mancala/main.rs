//! `mancala`: the `sowing` command line.
//!
//! ```text
//! mancala games                  the built-in games and the library of described games
//! mancala replay                 one docs/FORMAT.md replay request on stdin, JSON Lines out
//! mancala show <game>            the board, after --moves if given
//! mancala random <game>          a random game, move by move
//! mancala play <game>            play against the computer at the terminal
//! mancala match <game> A B       games between two computer players
//! mancala analyse <game>         every legal move with its score and line
//! mancala solve <game>           build (or resume) the endgame databases
//! mancala prove <game>           proven bounds on the value, by search over them
//! ```
//!
//! A game is named by its argument (a built-in game's name, or a described game's
//! from the library, `variants/*.json`), or by `--game NAME`, or by `--game-file PATH`
//! (any description, docs/DESCRIPTIONS.md), which stand for that argument.
//!
//! `mancala <command> --help` gives each command's options. Every error exits with
//! status 2 and one line on stderr; a closed stdout ends the program quietly.
//!
//! Each command is a module with its own options type (a `clap` `Args` struct) and a
//! `run` function; `common` holds what several commands share (the game and its
//! options, the board as people read it, databases).

mod analyse;
mod common;
mod games;
mod r#match;
mod play;
mod prove;
mod random;
mod replay;
mod show;
mod solve;

use clap::{Parser, Subcommand};
use common::CliError;
use std::process::ExitCode;

/// The rules engine for mancala games, from the command line.
#[derive(Parser)]
#[command(
    name = "mancala",
    version,
    about = "Play, analyse and solve mancala games: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, and the described games of the library (mancala games)",
    subcommand_required = true,
    arg_required_else_help = true,
    after_help = common::AFTER_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the games: the built-in ones and the library of described games.
    Games(games::Args),
    /// Read one docs/FORMAT.md replay request on stdin and write JSON Lines; exit 0, 1
    /// (a move rejected) or 2 (bad input).
    Replay(replay::Args),
    /// Print the starting board, or the board after --moves (each with what it did).
    Show(show::Args),
    /// Play a random game, printing every move.
    Random(random::Args),
    /// Play against the computer at the terminal.
    Play(play::Args),
    /// Play games between two computer players, seats alternating; a summary, then one
    /// JSON line.
    Match(r#match::Args),
    /// Every legal move with its score and line, best first.
    #[command(visible_alias = "analyze")]
    Analyse(analyse::Args),
    /// Build (or resume) the endgame databases of every board with up to K seeds.
    Solve(solve::Args),
    /// Proven bounds on the value of a position by alpha-beta over the databases,
    /// deepening until they meet; then the value and a principal variation.
    Prove(prove::Args),
}

fn main() -> ExitCode {
    let args = match games::game_options(std::env::args_os().collect()) {
        Ok(args) => args,
        Err(e) => return report(Err(e)),
    };
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => return common::clap_exit(e),
    };
    report(match cli.command {
        Command::Games(a) => games::run(a),
        Command::Replay(a) => replay::run(a),
        Command::Show(a) => show::run(a),
        Command::Random(a) => random::run(a),
        Command::Play(a) => play::run(a),
        Command::Match(a) => r#match::run(a),
        Command::Analyse(a) => analyse::run(a),
        Command::Solve(a) => solve::run(a),
        Command::Prove(a) => prove::run(a),
    })
}

/// The exit status of a command's outcome; an error's one line on stderr.
fn report(outcome: common::CliResult) -> ExitCode {
    match outcome {
        Ok(code) => ExitCode::from(code),
        Err(CliError::ClosedPipe) => ExitCode::SUCCESS,
        Err(CliError::Message(msg)) => {
            // One line, whatever the message.
            let msg = msg.split_whitespace().collect::<Vec<_>>().join(" ");
            eprintln!("mancala: {msg}");
            ExitCode::from(2)
        }
    }
}
