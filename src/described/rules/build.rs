//! [`Rules::build`]: a checked description compiled into the tables its positions play by.

use super::capture::SeedCounts;
use super::*;

impl Rules {
    pub(in crate::described) fn build(
        d: &Description,
        id: DescribedId,
    ) -> Result<Rules, DescriptionError> {
        d.check()?;
        let rows = d.board.rows as usize;
        let cols = d.board.holes_per_row as usize;
        let len = rows * cols;
        let stores = d.board.stores;
        let circuits = |clockwise: bool| {
            let orient = |c: Circuit| if clockwise { c.reversed() } else { c };
            let chain_circuit = orient(if rows == 2 {
                Circuit::two_row_ring(cols)
            } else {
                Circuit::four_row_loops(cols)
            });
            let sow = if stores {
                let into = d.sowing.stores.unwrap_or_default();
                [Player::South, Player::North].map(|p| store_circuit(cols, clockwise, into, p))
            } else {
                [chain_circuit; 2]
            };
            (sow, chain_circuit)
        };
        let (mut sow, chain_circuit) = circuits(d.sowing.direction == SowDirection::Clockwise);
        let sides = sides::CompiledSides::new(d);
        if sides.is_some_and(|s| s.own_row) {
            // Checked: two rows, the own store only.
            sow = sides::own_row_circuits(
                cols,
                stores,
                d.sowing.direction == SowDirection::Clockwise,
            );
        }
        // A hole holding an even number sows clockwise, the stores staying where
        // the counter-clockwise circuits have them.
        let even_odd = d.sowing.direction == SowDirection::OddCounterClockwise;
        let (sow_even, chain_even) = (sow.map(Circuit::reversed), chain_circuit.reversed());
        let mut start = Board::empty(rows, cols).ok_or(DescriptionError::NoHoles)?;
        // Checked: the seeds in play fit a byte.
        for (h, n) in d.start_counts().into_iter().enumerate() {
            start.set_seeds(h, n as u8);
            start.set_owner(h, start.default_owner(h));
        }
        let own = [start.holes_of(Player::South), start.holes_of(Player::North)];
        let rows_of = |r: Rows| match r {
            Rows::Any => [HoleSet::first(len); 2],
            Rows::Own | Rows::OwnTerritory => own,
            Rows::Opponent | Rows::OpponentTerritory => [own[1], own[0]],
        };
        let territory = d.rounds.and_then(|r| r.territory);
        let owners_move = territory.is_some() || d.trades.is_some();
        let owned = |r: Rows| Owned::of(r, owners_move);
        let mut across = [NONE; MAX_HOLES];
        let mut behind_of = [NONE; MAX_HOLES];
        for c in 0..cols {
            if rows == 2 {
                across[c] = (cols + c) as u8;
                across[cols + c] = c as u8;
            } else {
                across[cols + c] = (2 * cols + c) as u8;
                across[2 * cols + c] = (cols + c) as u8;
                behind_of[cols + c] = c as u8;
                behind_of[2 * cols + c] = (3 * cols + c) as u8;
            }
        }
        let mut capture = CompiledCapture {
            kind: CaptureKind::None,
            counts: SeedCounts::default(),
            rows: rows_of(Rows::Any),
            rows_by: Owned::Rows,
            take: Take::Landing,
            chain: Chain::None,
            chain_rows: rows_of(Rows::Any),
            chain_rows_by: Owned::Rows,
            chain_limit: u32::MAX,
            must_hold: true,
            behind: false,
            also_across: false,
            grand_slam: GrandSlam::Allowed,
            off_turns: 0,
            across,
            behind_of,
        };
        match &d.capture {
            CaptureSpec::None {} => {}
            CaptureSpec::Counts {
                counts,
                rows,
                take,
                chain,
                chain_rows,
                chain_limit,
                grand_slam,
                off_first_turns,
                chain_ignores_choice: _,
            } => {
                capture.kind = CaptureKind::Counts;
                capture.chain_limit = chain_limit.map_or(u32::MAX, u32::from);
                capture.off_turns = *off_first_turns;
                capture.counts.extend(counts);
                capture.rows = rows_of(*rows);
                capture.rows_by = owned(*rows);
                capture.take = *take;
                capture.chain = match chain {
                    ChainSpec::None => Chain::None,
                    ChainSpec::Backward => Chain::Backward,
                    ChainSpec::Forward => Chain::Forward,
                    ChainSpec::Both => Chain::Both,
                };
                capture.chain_rows = rows_of(chain_rows.unwrap_or(*rows));
                capture.chain_rows_by = owned(chain_rows.unwrap_or(*rows));
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::EmptyOwnHole {
                take,
                opposite_must_hold_seeds,
                rows,
                behind,
                across_counts,
                across_rows,
                chain,
                grand_slam,
                off_first_turns,
            } => {
                across::compile(&mut capture, across_counts, *chain);
                capture.chain_rows = rows_of(*across_rows);
                capture.chain_rows_by = owned(*across_rows);
                capture.kind = CaptureKind::EmptyOwnHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.take = *take;
                capture.must_hold = *opposite_must_hold_seeds;
                capture.behind = *behind;
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::PastEmptyHole {
                rows,
                chain,
                also_across,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::PastEmptyHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.chain_rows = capture.rows;
                capture.chain = match chain {
                    ChainSpec::Forward => Chain::Forward,
                    _ => Chain::None,
                };
                capture.also_across = *also_across;
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::NextHole {
                rows,
                also_landing,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::NextHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.rows_by = owned(*rows);
                capture.take = if *also_landing {
                    Take::LandingAndOpposite
                } else {
                    Take::Opposite
                };
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::OpponentRowReached {
                counts,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::OpponentRowReached;
                capture.off_turns = *off_first_turns;
                capture.counts.extend(counts);
                capture.rows = reached::landings(cols, own);
                capture.grand_slam = *grand_slam;
            }
        }
        let rounds = d.rounds.map(|spec| {
            let mut fill = [[0u8; MAX_HOLES / 2]; 2];
            for (k, col) in fill_columns(cols, spec.fill).enumerate() {
                // South's row is row 1, seen from South; North's left is South's right.
                let (south, north) = match spec.fill {
                    RoundFill::Outside => (col, col),
                    _ => (col, cols - 1 - col),
                };
                fill[0][k] = (cols + south) as u8;
                fill[1][k] = north as u8;
            }
            CompiledRounds {
                fill,
                blocks: spec.blocks,
                starter: spec.starter,
                min_seeds: spec.min_holes * d.board.seeds_per_hole,
                wins: spec.wins.unwrap_or(0),
            }
        });
        let circuits = circuits::CompiledCircuits {
            sow,
            chain: chain_circuit,
            even_odd,
            sow_even,
            chain_even,
        };
        let sowing = sowing::CompiledSowing::new(d, len, &circuits, capture.grand_slam);
        let fingerprint = serde_json::to_string(d)
            .unwrap_or_default()
            .bytes()
            .fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
                (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
            });
        let rules = Rules {
            kind: GameKind::Described(id),
            description: d.clone(),
            rows,
            cols,
            len,
            stores,
            circuits,
            directions: directions::CompiledDirections::new(d),
            sowing,
            relay: relay::CompiledRelay::new(d),
            single_seed: single_seed::CompiledSingleSeed::new(d),
            own,
            sides,
            capture,
            extra_turn: d.extra_turn,
            feeding: feeding::CompiledFeeding::new(d),
            end: end::CompiledEnd::new(d),
            rounds,
            children: d
                .children
                .as_ref()
                .map(|c| CompiledChildren::new(c, &d.board, rows_of, owned)),
            passing: passing::CompiledPassing::new(d, rows_of),
            territory: territory.map(|t| CompiledTerritory::new(&t, d)),
            trades: trades::CompiledTrades::new(d),
            owners_move,
            opening: d.moves.opening,
            turns_counted: capture
                .off_turns
                .max(if d.sowing.first_turn_unchosen { 2 } else { 0 }),
            total: d.total_seeds() as u32,
            start,
            key: key::CompiledKey::new(fingerprint, len),
            path: Path::General,
        };
        let used = rules.features();
        let path = if used & !path::PLAIN_COUNTS == 0 {
            Path::PlainCounts
        } else if used & !path::PLAIN_STORES == 0 {
            Path::PlainStores
        } else if used & !path::KERNEL == 0 {
            if used & !path::KERNEL_SMALL == 0 {
                Path::KernelSmall
            } else if used & !path::KERNEL_HOLES == 0 {
                Path::Kernel
            } else {
                Path::KernelStores
            }
        } else if used & !path::RELAY == 0 {
            Path::Relay
        } else if used & !path::TRADING == 0 {
            Path::Trading
        } else if used & !path::WIDE == 0 {
            Path::Wide
        } else {
            Path::General
        };
        Ok(Rules { path, ..rules })
    }
}

/// A sowing circuit on a two-row board with stores, for `mover`: South's row, South's
/// store, North's row, North's store (each store right after its owner's row), the
/// store `mover` does not sow into left alone as a cycle of its own.
fn store_circuit(cols: usize, clockwise: bool, into: StoreSowing, mover: Player) -> Circuit {
    let len = 2 * cols;
    let south: Vec<u8> = if clockwise {
        (cols..len).rev().map(|h| h as u8).collect()
    } else {
        (cols..len).map(|h| h as u8).collect()
    };
    let north: Vec<u8> = if clockwise {
        (0..cols).map(|h| h as u8).collect()
    } else {
        (0..cols).rev().map(|h| h as u8).collect()
    };
    let (s_store, n_store) = (len as u8, len as u8 + 1);
    let into_s = into == StoreSowing::Both || mover == Player::South;
    let into_n = into == StoreSowing::Both || mover == Player::North;
    let mut cycle = south;
    if into_s {
        cycle.push(s_store);
    }
    cycle.extend(north);
    if into_n {
        cycle.push(n_store);
    }
    let alone: Vec<u8> = [(into_s, s_store), (into_n, n_store)]
        .into_iter()
        .filter(|&(into, _)| !into)
        .map(|(_, s)| s)
        .collect();
    match alone.as_slice() {
        [] => Circuit::from_cycles(len + 2, &[&cycle]),
        [s] => Circuit::from_cycles(len + 2, &[&cycle, &[*s]]),
        _ => Circuit::from_cycles(len + 2, &[&cycle, &alone[..1], &alone[1..]]),
    }
}

/// The columns of a row in the order a round fills them, as seen from South: from
/// the left, from the right, or from both ends inwards.
fn fill_columns(cols: usize, fill: RoundFill) -> impl Iterator<Item = usize> {
    (0..cols).map(move |k| match fill {
        RoundFill::Left => k,
        RoundFill::Right => cols - 1 - k,
        RoundFill::Outside if k % 2 == 0 => k / 2,
        RoundFill::Outside => cols - 1 - k / 2,
    })
}
