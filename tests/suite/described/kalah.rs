//! `variants/kalah.json` plays move for move like a model of OpenSpiel's `mancala`
//! written here from its rules (14 pits, stores at 0 and 7).

use crate::common::{legal, variant};
use sowing::{Move, Outcome, Player, Position, Rng};

/// OpenSpiel's `mancala` as its source states it: 14 pits, player 0's houses 1–6 and
/// store 7, player 1's houses 8–13 and store 0; a sowing passes over the opponent's
/// store; a last seed in an empty own house takes it and the house across (`14 − p`)
/// when that one holds seeds; a last seed in the own store plays again; the game ends
/// when either side's houses are empty, each side counting its houses and store.
#[derive(Clone, Copy)]
struct Mancala {
    pits: [u32; 14],
    player: usize,
}

impl Mancala {
    fn new() -> Mancala {
        let mut pits = [4; 14];
        pits[0] = 0;
        pits[7] = 0;
        Mancala { pits, player: 0 }
    }

    fn store(p: usize) -> usize {
        if p == 0 {
            7
        } else {
            0
        }
    }

    fn own(p: usize, pit: usize) -> bool {
        if p == 0 {
            (1..7).contains(&pit)
        } else {
            pit > 7
        }
    }

    fn terminal(&self) -> bool {
        self.pits[1..7].iter().all(|&n| n == 0) || self.pits[8..14].iter().all(|&n| n == 0)
    }

    fn legal(&self) -> Vec<usize> {
        if self.terminal() {
            return vec![];
        }
        (0..14)
            .filter(|&p| Mancala::own(self.player, p) && self.pits[p] > 0)
            .collect()
    }

    fn play(&mut self, pit: usize) {
        let n = std::mem::take(&mut self.pits[pit]);
        let mut cur = pit;
        for _ in 0..n {
            cur = (cur + 1) % 14;
            if cur == Mancala::store(1 - self.player) {
                cur = (cur + 1) % 14;
            }
            self.pits[cur] += 1;
        }
        let across = 14 - cur;
        if self.pits[cur] == 1
            && Mancala::own(self.player, cur)
            && across < 14
            && self.pits[across] > 0
        {
            self.pits[Mancala::store(self.player)] += 1 + std::mem::take(&mut self.pits[across]);
            self.pits[cur] = 0;
        }
        if cur != Mancala::store(self.player) {
            self.player = 1 - self.player;
        }
    }

    /// Player 0's and player 1's counts at the end.
    fn sums(&self) -> (u32, u32) {
        (
            self.pits[1..8].iter().sum(),
            self.pits[8..14].iter().sum::<u32>() + self.pits[0],
        )
    }
}

/// Our hole of OpenSpiel's pit: houses 1–6 are South's row (holes 6–11), houses 8–13
/// North's from right to left (holes 5–0).
fn pit_to_hole(pit: usize) -> usize {
    if pit < 7 {
        pit + 5
    } else {
        13 - pit
    }
}

#[test]
fn described_kalah_plays_like_openspiel_mancala() {
    let rules = variant("kalah");
    let mut rng = Rng::new(2024);
    for g in 0..1000 {
        let (mut model, mut pos) = (Mancala::new(), rules.start());
        loop {
            let holes: Vec<u8> = (0..12)
                .map(|h| {
                    let pit = if h >= 6 { h - 5 } else { 13 - h };
                    model.pits[pit] as u8
                })
                .collect();
            if !pos.is_over() {
                assert_eq!(pos.board().holes(), &holes[..], "game {g}");
                assert_eq!(pos.captured(Player::South), model.pits[7], "game {g}");
                assert_eq!(pos.captured(Player::North), model.pits[0], "game {g}");
                assert_eq!(pos.to_move().index(), model.player, "game {g}");
            }
            let want: Vec<Move> = model
                .legal()
                .into_iter()
                .map(|p| Move::Sow(pit_to_hole(p) as u8))
                .collect();
            let mut got = legal(&pos);
            got.sort();
            let mut want_sorted = want.clone();
            want_sorted.sort();
            assert_eq!(got, want_sorted, "game {g}");
            if want.is_empty() {
                break;
            }
            let pit = model.legal()[rng.below(want.len())];
            model.play(pit);
            pos.play(Move::Sow(pit_to_hole(pit) as u8)).unwrap();
        }
        assert!(pos.is_over());
        let (a, b) = model.sums();
        assert_eq!(
            (pos.captured(Player::South), pos.captured(Player::North)),
            (a, b),
            "game {g}"
        );
        assert_eq!(pos.result(), Some(Outcome::by_seeds(a, b)), "game {g}");
    }
}
