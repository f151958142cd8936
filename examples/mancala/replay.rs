//! `mancala replay`: the docs/FORMAT.md replay contract on stdin and stdout.

use crate::common::{CliError, CliResult};
use std::io::{self, Read, Write};

/// `replay` takes no options: the request comes on stdin.
#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args) -> CliResult {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| CliError::Message(format!("cannot read stdin: {e}")))?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let status = sowing::replay::replay(&input, &mut out)?;
    out.flush()?;
    Ok(status.exit_code())
}
