//! `sowing::env`: the vectorized environment steps every game as a `Game` would, the
//! same for any number of threads, resets finished games, refuses illegal actions
//! without changing anything, and writes observations in the documented layout.

use sowing::actions::{action_of, move_of};
use sowing::env::{observation_len, observe, returns, EnvConfig, StepError, VecEnv};
use sowing::{
    with_game, AnyGame, BaoKigogo, Game, GameKind, Gore, HoyitoIii, MoveList, Oware, Player,
    Position, Rng, Ruleset,
};

/// A random legal action for every game of `env`, from its masks.
fn random_actions<P: sowing::FromSetup + Send + Sync>(env: &VecEnv<P>, rng: &mut Rng) -> Vec<u32> {
    env.masks()
        .chunks(env.num_actions())
        .map(|m| {
            let legal: Vec<usize> = (0..m.len()).filter(|&a| m[a] == 1).collect();
            legal[rng.below(legal.len())] as u32
        })
        .collect()
}

/// Everything a step shows: observations, masks, rewards, terminated, truncated, to move.
type Snapshot = (Vec<f32>, Vec<u8>, Vec<f32>, Vec<u8>, Vec<u8>, Vec<u8>);

/// Everything a step shows, to compare two environments.
fn snapshot<P: sowing::FromSetup + Send + Sync>(env: &VecEnv<P>) -> Snapshot {
    (
        env.observations().to_vec(),
        env.masks().to_vec(),
        env.rewards().to_vec(),
        env.terminated().to_vec(),
        env.truncated().to_vec(),
        env.to_move().to_vec(),
    )
}

fn same_for_any_thread_count<P: Ruleset + Send + Sync>(start: P) {
    let config = |threads| EnvConfig {
        envs: 37,
        ply_limit: Some(60),
        opening: 2,
        threads,
    };
    let mut envs: Vec<VecEnv<P>> = [1, 2, 3].map(|t| VecEnv::new(start, config(t))).into();
    for env in &mut envs {
        env.reset(11);
    }
    let mut rng = Rng::new(5);
    let mut ended = 0;
    for _ in 0..300 {
        let actions = random_actions(&envs[0], &mut rng);
        for env in &mut envs {
            env.step(&actions).unwrap();
        }
        let first = snapshot(&envs[0]);
        for env in &envs[1..] {
            assert_eq!(snapshot(env), first);
        }
        ended += first.3.iter().chain(&first.4).filter(|&&x| x == 1).count();
    }
    assert!(ended > 0, "no game ended: the reset was not exercised");
}

#[test]
fn results_are_the_same_for_one_two_and_three_threads() {
    same_for_any_thread_count(Oware::start());
    same_for_any_thread_count(Gore::start());
    same_for_any_thread_count(HoyitoIii::start());
}

/// Each game of the environment is the game a `Game` plays with the same moves: its
/// observation, mask, rewards and flags, through its ends and resets.
#[test]
fn every_game_steps_as_a_game_plays() {
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), start => {
            let limit = 80;
            let mut env = VecEnv::new(start, EnvConfig { envs: 5, ply_limit: Some(limit), opening: 0, threads: 2 });
            env.reset(3);
            let mut games: Vec<Game<_>> = (0..5).map(|_| Game::new(start).with_ply_limit(Some(limit))).collect();
            let (o, a) = (observation_len(kind.holes()), kind.num_actions());
            let mut rng = Rng::new(kind.index() as u64);
            let mut obs = vec![0.0; o];
            let mut mask = vec![0u8; a];
            for _ in 0..400 {
                let actions = random_actions(&env, &mut rng);
                env.step(&actions).unwrap();
                for (i, game) in games.iter_mut().enumerate() {
                    let mv = move_of(kind, actions[i] as usize).unwrap();
                    assert_eq!(action_of(kind, mv), Some(actions[i] as usize));
                    game.play(mv).unwrap();
                    let (ended, stopped) = (game.is_finished(), game.is_stopped());
                    assert_eq!(env.terminated()[i], u8::from(ended), "{kind:?}");
                    assert_eq!(env.truncated()[i], u8::from(stopped), "{kind:?}");
                    let want = if ended { returns(game.result()) } else { [0.0; 2] };
                    assert_eq!(&env.rewards()[2 * i..2 * i + 2], &want);
                    if ended || stopped {
                        *game = Game::new(start).with_ply_limit(Some(limit));
                    }
                    let me = game.position().to_move();
                    assert_eq!(env.to_move()[i], me.index() as u8);
                    observe(game, me, &mut obs).unwrap();
                    assert_eq!(&env.observations()[i * o..(i + 1) * o], &obs[..]);
                    game.legal_mask(&mut mask).unwrap();
                    assert_eq!(&env.masks()[i * a..(i + 1) * a], &mask[..]);
                }
            }
        });
    }
}

#[test]
fn a_refused_step_changes_nothing() {
    for threads in [1, 2] {
        let mut env = VecEnv::new(
            Oware::start(),
            EnvConfig {
                envs: 3,
                threads,
                ..EnvConfig::default()
            },
        );
        env.reset(1);
        let before = snapshot(&env);
        // South sows 6..=11 at the start (FORMAT.md numbering); 0 is North's.
        assert_eq!(
            env.step(&[6, 0, 6]),
            Err(StepError::Illegal { env: 1, action: 0 })
        );
        assert_eq!(
            env.step(&[6, 6, 13]),
            Err(StepError::Illegal { env: 2, action: 13 })
        );
        assert_eq!(
            env.step(&[6, 6]),
            Err(StepError::WrongLength { envs: 3, got: 2 })
        );
        assert_eq!(snapshot(&env), before);
        assert_eq!(env.game(0).unwrap().ply(), 0);
        env.step(&[6, 7, 8]).unwrap();
        assert_eq!(env.game(2).unwrap().moves(), &[sowing::Move::Sow(8)]);
    }
}

/// The threads kept between steps: thousands of steps on 2, 3 and 4 threads (5 games
/// on 4 threads: one run is empty) match one thread, through pauses longer than the
/// workers' spin (they sleep and are woken), a clone stepped from another thread at
/// the same time as the original (they share the threads), and drops of environments
/// whose threads spin or sleep.
#[test]
fn threads_kept_between_steps_match_one_thread_through_pauses_clones_and_drops() {
    for (envs, threads) in [(5, 4), (64, 2), (37, 3)] {
        let config = |threads| EnvConfig {
            envs,
            ply_limit: Some(50),
            opening: 1,
            threads,
        };
        let mut one = VecEnv::new(Oware::start(), config(1));
        let mut many = VecEnv::new(Oware::start(), config(threads));
        let mut rng = Rng::new(envs as u64);
        for step in 0..3000 {
            if step % 1000 == 999 {
                // Longer than the spin: the workers are asleep at the next step.
                std::thread::sleep(std::time::Duration::from_millis(3));
            }
            let actions = random_actions(&one, &mut rng);
            one.step(&actions).unwrap();
            many.step(&actions).unwrap();
            assert_eq!(
                snapshot(&many),
                snapshot(&one),
                "{threads} threads, step {step}"
            );
        }
        let mut clone = many.clone();
        for _ in 0..200 {
            let actions = random_actions(&one, &mut rng);
            one.step(&actions).unwrap();
            std::thread::scope(|s| {
                s.spawn(|| clone.step(&actions).unwrap());
                many.step(&actions).unwrap();
            });
            assert_eq!(snapshot(&many), snapshot(&one));
            assert_eq!(snapshot(&clone), snapshot(&one));
        }
        // Dropped right after a step (the workers spin), then after a pause (they sleep).
        drop(many);
        clone.step(&random_actions(&clone, &mut rng)).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(3));
        drop(clone);
    }
}

#[test]
fn the_same_seed_gives_the_same_openings_and_another_seed_others() {
    let config = EnvConfig {
        envs: 8,
        ply_limit: None,
        opening: 4,
        threads: 1,
    };
    let mut a = VecEnv::new(BaoKigogo::start(), config);
    let mut b = VecEnv::new(BaoKigogo::start(), config);
    a.reset(9);
    b.reset(9);
    assert_eq!(snapshot(&a), snapshot(&b));
    assert!((0..8).all(|i| a.game(i).unwrap().ply() == 4));
    b.reset(10);
    assert_ne!(a.observations(), b.observations());
}

#[test]
fn the_observation_follows_the_documented_layout() {
    let mut game = Game::new(Gore::start());
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    let offer = *moves
        .iter()
        .find(|m| matches!(m, sowing::Move::Offer(_)))
        .unwrap();
    game.play(offer).unwrap();
    let n = 8;
    let mut v = vec![9.0; observation_len(n) + 3];
    let answering = game.position().to_move();
    observe(&game, answering, &mut v).unwrap();
    let pos = game.position();
    for h in 0..n {
        assert_eq!(v[h], f32::from(pos.board().seeds(h)));
        let mine = pos.board().owner(h) == answering;
        assert_eq!(
            (v[n + h], v[2 * n + h]),
            (f32::from(u8::from(mine)), f32::from(u8::from(!mine)))
        );
    }
    let sowing::Move::Offer(o) = offer else {
        unreachable!()
    };
    for h in 0..n {
        let offered = o.holes().contains(&(h as u8));
        assert_eq!(v[3 * n + h], f32::from(u8::from(offered)));
    }
    assert_eq!(
        &v[4 * n..4 * n + 9],
        &[0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(
        &v[observation_len(n)..],
        &[9.0; 3],
        "only the observation is written"
    );
    let mut short = vec![0.0; observation_len(n) - 1];
    assert!(observe(&game, Player::South, &mut short).is_err());
}

/// The layout holds for every board size (the sizes the crate's games use are written
/// at fixed lengths, the others eight holes at a time): seeds, ownership and zeros
/// written over whatever the buffer held, captures and flags, nothing past the end.
#[test]
fn the_observation_layout_holds_for_every_board_size() {
    fn check<P: sowing::FromSetup>(start: P, rng: &mut Rng) {
        let mut game = Game::new(start);
        let mut moves = MoveList::new();
        for _ in 0..rng.below(30) {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
        let pos = *game.position();
        let n = pos.board().len();
        for me in [Player::South, Player::North] {
            let mut v = vec![9.0; observation_len(n) + 2];
            observe(&game, me, &mut v).unwrap();
            for h in 0..n {
                let mine = pos.board().owner(h) == me;
                assert_eq!(v[h], f32::from(pos.board().seeds(h)), "{n} holes: seeds");
                assert_eq!(v[n + h], f32::from(u8::from(mine)), "{n} holes: own");
                assert_eq!(v[2 * n + h], f32::from(u8::from(!mine)), "{n} holes");
            }
            if pos.kind().max_offered() == 0 {
                assert!(v[3 * n..4 * n].iter().all(|&x| x == 0.0), "{n} holes");
                assert_eq!(v[4 * n + 4..4 * n + 9], [0.0; 5], "{n} holes: no offers");
            }
            let over = game.is_finished() || game.is_stopped();
            let flags = [
                pos.captured(me) as f32,
                pos.captured(me.opponent()) as f32,
                f32::from(u8::from(pos.to_move() == me && !over)),
                f32::from(u8::from(over)),
            ];
            assert_eq!(v[4 * n..4 * n + 4], flags, "{n} holes: flags");
            assert_eq!(v[observation_len(n)..], [9.0; 2], "{n} holes: past the end");
        }
    }
    let mut rng = Rng::new(11);
    let mut sizes = std::collections::BTreeSet::new();
    for _ in 0..4 {
        for kind in GameKind::ALL {
            sizes.insert(kind.holes());
            with_game!(AnyGame::start(kind), p => check(p, &mut rng));
        }
        for name in sowing::described::library().names() {
            let start = sowing::described::library().get(name).unwrap().start();
            sizes.insert(start.board().len());
            check(start, &mut rng);
        }
    }
    // Fixed lengths and windows both: fewer than 8 holes, 8, 12, 32 and sizes between.
    for n in [6, 8, 10, 12, 14, 16, 32] {
        assert!(sizes.contains(&n), "no board of {n} holes: {sizes:?}");
    }
}

/// The one-move lookahead rows are the observations a `Game` shows its mover after
/// each legal action (games without a repetition rule, where the two agree), and
/// zeros elsewhere.
#[test]
fn children_are_the_positions_after_each_legal_action() {
    for start in [
        AnyGame::start(GameKind::Gore),
        AnyGame::start(GameKind::HoyitoIii),
        AnyGame::start(GameKind::DjenonAboure),
    ] {
        with_game!(start, start => {
            let kind = sowing::FromSetup::kind(&start);
            let mut env = VecEnv::new(start, EnvConfig { envs: 3, ply_limit: None, opening: 5, threads: 1 });
            env.reset(2);
            let (o, a) = (env.observation_len(), env.num_actions());
            let mut obs = vec![1.0; 3 * a * o];
            let mut over = vec![7u8; 3 * a];
            let mut reward = vec![7.0; 3 * a];
            let mut rng = Rng::new(8);
            let mut want = vec![0.0; o];
            for _ in 0..30 {
                env.children(&mut obs, &mut over, &mut reward).unwrap();
                for i in 0..3 {
                    let game = env.game(i).unwrap();
                    let mover = game.position().to_move();
                    for k in 0..a {
                        let at = i * a + k;
                        let row = &obs[at * o..(at + 1) * o];
                        if env.masks()[at] == 0 {
                            assert!(row.iter().all(|&x| x == 0.0) && over[at] == 0 && reward[at] == 0.0);
                            continue;
                        }
                        let mut child = game.clone();
                        child.play(move_of(kind, k).unwrap()).unwrap();
                        observe(&child, mover, &mut want).unwrap();
                        assert_eq!(row, &want[..], "{kind:?}");
                        assert_eq!(over[at], u8::from(child.is_finished()));
                        assert_eq!(reward[at], returns(child.result())[mover.index()]);
                    }
                }
                let actions = random_actions(&env, &mut rng);
                env.step(&actions).unwrap();
            }
        });
    }
}

/// `step_into` and `reset_into` write into the caller's buffers exactly what `step` and
/// `reset` show, for every game, on one and on two threads; a buffer too short is
/// refused and nothing is played.
#[test]
fn step_into_writes_what_step_shows() {
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), start => {
            for threads in [1, 2] {
                let config = EnvConfig { envs: 9, ply_limit: Some(40), opening: 1, threads };
                let (mut shown, mut into) = (VecEnv::new(start, config), VecEnv::new(start, config));
                let (o, a, n) = (shown.observation_len(), shown.num_actions(), 9);
                // Longer than needed: only the start is written.
                let mut bufs = (vec![9.0; n * o + 3], vec![9u8; n * a], vec![9.0; 2 * n], vec![9u8; n], vec![9u8; n], vec![9u8; n + 1]);
                macro_rules! out {
                    () => {
                        sowing::env::Outputs {
                            observations: &mut bufs.0,
                            masks: &mut bufs.1,
                            rewards: &mut bufs.2,
                            terminated: &mut bufs.3,
                            truncated: &mut bufs.4,
                            to_move: &mut bufs.5,
                        }
                    };
                }
                shown.reset(4);
                into.reset_into(4, out!()).unwrap();
                let mut rng = Rng::new(8);
                let mut ended = 0;
                for _ in 0..150 {
                    let got = (bufs.0[..n * o].to_vec(), bufs.1.clone(), bufs.2.clone(), bufs.3.clone(), bufs.4.clone(), bufs.5[..n].to_vec());
                    assert_eq!(got, snapshot(&shown), "{kind:?}, {threads} threads");
                    assert_eq!(bufs.0[n * o..], [9.0; 3]);
                    assert_eq!(into.first_legal_actions(), shown.first_legal_actions());
                    let actions = random_actions(&shown, &mut rng);
                    shown.step(&actions).unwrap();
                    into.step_into(&actions, out!()).unwrap();
                    ended += shown.terminated().iter().chain(shown.truncated()).filter(|&&x| x == 1).count();
                }
                assert!(ended > 0, "{kind:?}: no game ended");
                let before = bufs.clone();
                let plies: Vec<usize> = (0..n).map(|i| into.game(i).unwrap().ply()).collect();
                let actions = random_actions(&shown, &mut rng);
                let mut short = vec![0u8; n * a - 1];
                let err = into.step_into(&actions, sowing::env::Outputs { masks: &mut short, ..out!() });
                assert_eq!(err, Err(StepError::TooShort(sowing::env::TooShort { needed: n * a, len: n * a - 1 })));
                assert_eq!(bufs, before);
                assert!((0..n).all(|i| into.game(i).unwrap().ply() == plies[i]));
            }
        });
    }
}

/// `random_actions` draws a legal action for every game, every legal one in time, and
/// the same ones from the same generator.
#[test]
fn random_actions_are_legal_and_reproducible() {
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), start => {
            let mut env = VecEnv::new(start, EnvConfig { envs: 6, ply_limit: Some(30), opening: 2, threads: 1 });
            env.reset(2);
            let (mut rng, mut again) = (Rng::new(3), Rng::new(3));
            let a = env.num_actions();
            let mut drawn = vec![0u32; 6];
            let mut other = vec![0u32; 6];
            for _ in 0..100 {
                env.random_actions(&mut rng, &mut drawn).unwrap();
                env.random_actions(&mut again, &mut other).unwrap();
                assert_eq!(drawn, other);
                for (i, &x) in drawn.iter().enumerate() {
                    assert_eq!(env.masks()[i * a + x as usize], 1, "{kind:?}");
                }
                env.step(&drawn).unwrap();
            }
            // From one position, every legal action comes up.
            let legal: Vec<u32> = (0..a as u32).filter(|&x| env.masks()[x as usize] == 1).collect();
            let mut seen = std::collections::BTreeSet::new();
            for _ in 0..400 {
                env.random_actions(&mut rng, &mut drawn).unwrap();
                seen.insert(drawn[0]);
            }
            assert_eq!(seen.into_iter().collect::<Vec<_>>(), legal, "{kind:?}");
            assert!(env.random_actions(&mut rng, &mut [0; 5]).is_err());
        });
    }
}
