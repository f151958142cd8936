//! Hole trades in described games (docs/DESCRIPTIONS.md, *trades*; Goré rules 4, 5 and
//! 7, docs/RULES.md): offers, answers, payments in captured seeds, holes changing
//! hands, victory without glory, the refusals in their documented order, and the
//! negotiation in the formats. One test per rule, on `variants/gore.json` and on a
//! smaller description of trades.

use crate::common::{variant, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{
    Board, FromSetup, Move, MoveError, MoveList, OfferHoles, Outcome, PendingOffer, Player,
    Position, Setup, SetupError,
};
use Player::{North as N, South as S};

fn gore() -> &'static Rules {
    variant("gore")
}

/// A position of `rules` (two rows of four) from its parts through its setup: the
/// seeds, who controls each hole, the captures and the player to move.
fn at(
    rules: &'static Rules,
    holes: [u8; 8],
    owners: [Player; 8],
    captured: [u32; 2],
    to_move: Player,
) -> Described {
    let mut s = Setup::new(
        rules.kind(),
        Board::from_parts(2, 4, &holes, &owners).unwrap(),
    );
    s.captured = captured;
    s.to_move = to_move;
    Described::from_setup(&s).unwrap()
}

const ROWS: [Player; 8] = [N, N, N, N, S, S, S, S];

fn offer(holes: &[usize]) -> Move {
    Move::Offer(OfferHoles::new(holes).unwrap())
}

fn legal(pos: &Described) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.to_vec()
}

/// `mv` is refused with `err`, and the position is unchanged.
fn refused(pos: &Described, mv: Move, err: MoveError) {
    let mut p = *pos;
    assert_eq!(p.play(mv), Err(err), "{mv}");
    assert_eq!(p, *pos, "{mv} changed the position");
    assert_eq!(p.key(), pos.key());
}

/// Goré's captures and end with `trades`, on two rows of four holes of `seeds`.
fn small(seeds: u32, trades: Value) -> &'static Rules {
    let base = json!({"name": "small-trades", "board": {"holes_per_row": 4, "seeds_per_hole": seeds},
        "capture": {"on": "counts", "counts": [2, 4], "rows": "opponent-territory", "chain": "both", "chain_rows": "any"},
        "end": {"every_hole_at_most": 2}});
    Rules::from_json(&with_fields(base, json!({ "trades": trades })).to_string()).unwrap()
}

#[test]
fn trades_offer_uses_the_turn_and_the_opponent_answers() {
    let mut pos = gore().start();
    // South's four sowings, then every offer of 1, 2 and 3 of its four holes.
    let moves = legal(&pos);
    assert_eq!(moves.len(), 4 + 4 + 6 + 4);
    assert_eq!(moves[4], offer(&[4]));
    assert_eq!(moves[8], offer(&[4, 5]));
    assert_eq!(moves[17], offer(&[5, 6, 7]));
    assert_eq!(pos.play(offer(&[4, 6])), Ok(Default::default()));
    assert_eq!(pos.to_move(), N);
    assert_eq!(
        pos.pending_offer(),
        Some(PendingOffer {
            by: S,
            holes: OfferHoles::new(&[4, 6]).unwrap()
        })
    );
    // North holds no captures: decline only.
    assert_eq!(legal(&pos), vec![Move::Decline]);
    // The board is as it was.
    assert_eq!(pos.board(), gore().start().board());
}

#[test]
fn trades_accept_pays_into_the_received_holes() {
    // North holds 12 captured seeds; South offers holes 4 and 7.
    let mut pos = at(gore(), [6, 6, 0, 6, 3, 3, 6, 6], ROWS, [0, 12], S);
    pos.play(offer(&[4, 7])).unwrap();
    assert_eq!(legal(&pos), vec![Move::Accept, Move::Decline]);
    let report = pos.play(Move::Accept).unwrap();
    assert!(report.moves_again);
    assert_eq!(pos.captured(N), 0);
    assert_eq!(pos.board().seeds(4), 9);
    assert_eq!(pos.board().seeds(7), 12);
    assert_eq!(pos.board().owner(4), N);
    assert_eq!(pos.board().owner(7), N);
    assert_eq!(pos.pending_offer(), None);
    assert!(pos.answered());
    // North goes on with a sowing, from any hole it now controls, and no offer.
    let moves = legal(&pos);
    assert_eq!(
        moves,
        [0, 1, 3, 4, 7].map(Move::Sow).to_vec(),
        "sowings of North's holes, the received ones included"
    );
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.to_move(), S);
    assert!(!pos.answered());
    // South controls 5 and 6 only now.
    assert!(legal(&pos).iter().all(|m| match m {
        Move::Sow(h) => [5, 6].contains(h),
        Move::Offer(o) => o.holes().iter().all(|h| [5, 6].contains(h)) && o.len() == 1,
        _ => false,
    }));
}

#[test]
fn trades_decline_is_remembered() {
    let mut pos = gore().start();
    pos.play(offer(&[5])).unwrap();
    assert!(!pos.has_declined(N));
    let report = pos.play(Move::Decline).unwrap();
    assert!(report.moves_again);
    assert!(pos.has_declined(N));
    assert!(!pos.has_declined(S));
    assert_eq!(pos.to_move(), N);
    pos.play(Move::Sow(0)).unwrap();
    assert!(pos.has_declined(N));
    // The memory is part of the position: its equality and key.
    let mut forgot = pos.to_setup();
    assert_eq!(forgot.declined, [false, true]);
    forgot.declined = [false; 2];
    let forgot = Described::from_setup(&forgot).unwrap();
    assert_eq!(forgot.board(), pos.board());
    assert_ne!(forgot, pos);
    assert_ne!(forgot.key(), pos.key());
}

#[test]
fn trades_no_offer_after_answering() {
    let mut pos = gore().start();
    pos.play(offer(&[5])).unwrap();
    pos.play(Move::Decline).unwrap();
    assert!(legal(&pos).iter().all(|m| m.hole().is_some()));
    refused(&pos, offer(&[0]), MoveError::AlreadyAnswered { player: N });
    refused(
        &pos,
        Move::Decline,
        MoveError::AlreadyAnswered { player: N },
    );
    refused(&pos, Move::Accept, MoveError::AlreadyAnswered { player: N });
}

#[test]
fn trades_must_pass_may_not_offer() {
    // North controls no seeds: it must pass, and has no offer.
    let pos = at(gore(), [0, 0, 0, 0, 6, 6, 6, 6], ROWS, [12, 12], N);
    assert_eq!(legal(&pos), vec![Move::Pass]);
    refused(&pos, offer(&[0]), MoveError::MustPass { player: N });
}

#[test]
fn trades_offerer_keeps_one_hole() {
    // South controls two holes: it may offer one of them, not both.
    let owners = [N, N, N, N, N, N, S, S];
    let pos = at(gore(), [6, 6, 6, 6, 6, 6, 6, 6], owners, [0, 0], S);
    let offers: Vec<Move> = legal(&pos)
        .into_iter()
        .filter(|m| m.hole().is_none())
        .collect();
    assert_eq!(offers, vec![offer(&[6]), offer(&[7])]);
    refused(
        &pos,
        offer(&[6, 7]),
        MoveError::MustKeepAHole {
            player: S,
            controls: 2,
            offered: 2,
        },
    );
}

#[test]
fn trades_accept_refused_without_enough_seeds() {
    let mut pos = at(gore(), [6, 6, 6, 6, 6, 6, 6, 1], ROWS, [0, 5], S);
    pos.play(offer(&[7])).unwrap();
    assert_eq!(legal(&pos), vec![Move::Decline]);
    refused(
        &pos,
        Move::Accept,
        MoveError::CannotPay {
            player: N,
            holes: OfferHoles::new(&[7]).unwrap(),
            cost: 6,
            holds: 5,
        },
    );
}

#[test]
fn trades_victory_without_glory() {
    // North has declined. South sows 7's three seeds into 3, 2 and 1: 1 now holds 2
    // (North's) and is taken, the chain backward taking 2 (2 seeds) and stopping at 3
    // (1); every hole then holds fewer than 3, the end: hole 3's seed to North, which
    // wins 26 to 22, without glory.
    let rules = gore();
    let board = Board::from_parts(2, 4, &[0, 1, 1, 0, 0, 0, 0, 3], &ROWS).unwrap();
    let mut s = Setup::new(rules.kind(), board);
    s.captured = [18, 25];
    s.to_move = S;
    s.declined = [false, true];
    let mut pos = Described::from_setup(&s).unwrap();
    assert!(pos.has_declined(N));
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 4);
    let glory = Some(Outcome::Win {
        winner: N,
        without_glory: true,
    });
    assert_eq!(pos.result(), glory);
    assert_eq!((pos.captured(S), pos.captured(N)), (22, 26));
    assert_eq!(pos.board().total(), 0);
    // The finished position reads back with its glory, and not without it.
    let mut end = pos.to_setup();
    assert_eq!(Described::from_setup(&end), Ok(pos));
    end.result = Some(Outcome::win(N));
    assert!(Described::from_setup(&end).is_err());
    // The same game, nobody having declined (or only the loser): a plain win.
    for declined in [[false; 2], [true, false]] {
        s.declined = declined;
        let mut plain = Described::from_setup(&s).unwrap();
        plain.play(Move::Sow(7)).unwrap();
        assert_eq!(plain.result(), Some(Outcome::win(N)));
    }
    // A description without `without_glory` never marks it.
    s.declined = [false, true];
    s.game = small(6, json!({"without_glory": false})).kind();
    let mut p = Described::from_setup(&s).unwrap();
    p.play(Move::Sow(7)).unwrap();
    assert_eq!(p.result(), Some(Outcome::win(N)));
}

#[test]
fn trades_captures_and_the_end_read_the_controllers() {
    // South controls North's hole 3 after a trade. South's single seed of 7 falls
    // into 3, making 2 in a hole South controls: no capture.
    let owners = [N, N, N, S, S, S, S, S];
    let mut pos = at(gore(), [6, 6, 6, 1, 6, 6, 6, 1], owners, [6, 4], S);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(3), 2);
    // North's five seeds of 0 fall into 4, 5, 6, 7 and 3, making 2 in North's row
    // but in a hole South controls: North takes it (7 behind holds 1, 2 ahead 6).
    let holes = [5, 6, 6, 1, 6, 6, 6, 0];
    let mut traded = at(gore(), holes, owners, [6, 6], N);
    assert_eq!(traded.play(Move::Sow(0)).unwrap().captured.seeds, 2);
    let mut by_rows = at(gore(), holes, ROWS, [6, 6], N);
    assert_eq!(by_rows.play(Move::Sow(0)).unwrap().captured.seeds, 0);
    // The end sweeps each hole to its controller: North's three seeds of 1 fall into
    // 0, 4 and 5, every hole then holds fewer than 3, and hole 3's two seeds are
    // South's.
    let holes = [0, 3, 0, 2, 0, 0, 0, 0];
    let mut e = at(gore(), holes, owners, [20, 23], N);
    e.play(Move::Sow(1)).unwrap();
    assert_eq!(e.result(), Some(Outcome::Draw));
    assert_eq!((e.captured(S), e.captured(N)), (24, 24));
    let mut e = at(gore(), holes, ROWS, [20, 23], N);
    e.play(Move::Sow(1)).unwrap();
    assert_eq!((e.captured(S), e.captured(N)), (22, 26));
}

#[test]
fn trades_refusals_come_in_the_documented_order() {
    let rules = gore();
    // The game is over first.
    let mut over = Described::from_parts(rules, &[0; 8], [24, 24], S).unwrap();
    assert!(over.result().is_some());
    for mv in [Move::Accept, offer(&[9]), Move::Sow(9)] {
        assert_eq!(over.play(mv), Err(MoveError::GameOver));
    }
    // Then the phase: an answer is expected, before any hole is looked at.
    let mut pos = rules.start();
    pos.play(offer(&[4])).unwrap();
    let answer_first = MoveError::AnswerFirst {
        by: S,
        holes: OfferHoles::new(&[4]).unwrap(),
    };
    for mv in [Move::Sow(9), Move::Sow(4), Move::Pass, offer(&[0])] {
        refused(&pos, mv, answer_first);
    }
    // An answer with no offer pending.
    let start = rules.start();
    refused(&start, Move::Accept, MoveError::NoOfferPending);
    refused(&start, Move::Decline, MoveError::NoOfferPending);
    // An offer by a player who must pass, before its holes are looked at.
    let stuck = at(rules, [0, 0, 0, 0, 6, 6, 6, 6], ROWS, [12, 12], N);
    refused(&stuck, offer(&[9]), MoveError::MustPass { player: N });
    // Then the holes: on the board, controlled by the mover, one kept.
    refused(&start, offer(&[4, 9]), MoveError::NoSuchHole { hole: 9 });
    refused(
        &start,
        offer(&[0, 4]),
        MoveError::NotYourHole { hole: 0, player: S },
    );
    let two = at(rules, [6; 8], [N, N, N, N, N, N, S, S], [0, 0], S);
    refused(
        &two,
        offer(&[6, 7]),
        MoveError::MustKeepAHole {
            player: S,
            controls: 2,
            offered: 2,
        },
    );
    // An offer of more holes than the description allows.
    let one = small(6, json!({"most_offered": 1}));
    refused(
        &one.start(),
        offer(&[4, 5]),
        MoveError::OfferSize { holes: 2 },
    );
    assert_eq!(
        legal(&one.start())
            .iter()
            .filter(|m| m.hole().is_none())
            .count(),
        4
    );
}

#[test]
fn trades_price_per_hole_is_the_descriptions() {
    let r = small(4, json!({"price_per_hole": 2, "most_offered": 2}));
    let mut pos = at(r, [4, 4, 4, 4, 4, 4, 4, 0], ROWS, [0, 4], S);
    pos.play(offer(&[6, 7])).unwrap();
    pos.play(Move::Accept).unwrap();
    assert_eq!(pos.captured(N), 0);
    assert_eq!((pos.board().seeds(6), pos.board().seeds(7)), (6, 2));
    assert_eq!(r.kind().max_offered(), 2);
    assert_eq!(gore().kind().max_offered(), 3);
    // Refused without the price: the message gives the description's price.
    let mut pos = at(r, [4, 4, 4, 4, 4, 4, 5, 0], ROWS, [0, 3], S);
    pos.play(offer(&[6, 7])).unwrap();
    let e = pos.play(Move::Accept).unwrap_err();
    assert!(
        e.to_string().contains("costs 4 captured seeds (2 per hole"),
        "{e}"
    );
}

#[test]
fn trades_negotiation_round_trips_through_the_formats() {
    let rules = gore();
    let mut pos = at(rules, [6, 6, 0, 6, 3, 3, 6, 6], ROWS, [0, 12], S);
    let mut seen = vec![pos];
    for mv in [
        offer(&[4, 7]),
        Move::Accept,
        Move::Sow(4),
        offer(&[5]),
        Move::Decline,
    ] {
        pos.play(mv).unwrap();
        seen.push(pos);
    }
    for p in seen {
        let json = serde_json::to_string(&p).unwrap();
        let back: Described = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p, "{json}");
        let text = p.to_string();
        let back: Described = text.parse().unwrap();
        assert_eq!(back, p, "{text}");
        assert_eq!(back.key(), p.key());
    }
    // The JSON of an offer pending carries the three fields.
    let mut p = rules.start();
    p.play(offer(&[4])).unwrap();
    let v: Value = serde_json::to_value(p).unwrap();
    assert_eq!(v["pending_offer"], json!({"by": "south", "holes": [4]}));
    assert_eq!(v["answered"], json!(false));
    assert_eq!(v["declined"], json!([]));
}

#[test]
fn trades_setups_that_cannot_stand_are_refused() {
    let rules = gore();
    let board = |owners: &[Player]| Board::from_parts(2, 4, &[6; 8], owners).unwrap();
    let mut s = Setup::new(rules.kind(), board(&ROWS));
    // Every hole North's: South would hold none.
    s.board = board(&[N; 8]);
    assert_eq!(
        Described::from_setup(&s),
        Err(SetupError::NoHoleLeft { player: S })
    );
    s.board = board(&ROWS);
    let pending = |by, holes: &[usize]| {
        Some(PendingOffer {
            by,
            holes: OfferHoles::new(holes).unwrap(),
        })
    };
    for (offer, answered) in [
        (pending(S, &[4]), false),      // by the player to move
        (pending(N, &[4]), false),      // not the offerer's hole
        (pending(N, &[0, 1, 2]), true), // answered and pending
    ] {
        s.pending_offer = offer;
        s.answered = answered;
        assert!(
            matches!(
                Described::from_setup(&s),
                Err(SetupError::BadPendingOffer { .. })
            ),
            "{offer:?} {answered}"
        );
    }
    // A game without trades refuses the fields.
    let mut k = variant("kalah").start().to_setup();
    k.declined = [true, false];
    assert!(matches!(
        Described::from_setup(&k),
        Err(SetupError::NoOffersInThisGame { .. })
    ));
}

#[test]
fn trades_contradictions_and_unsupported_mixes_are_typed_errors() {
    let base = json!({"name": "t", "board": {"holes_per_row": 4, "seeds_per_hole": 6}});
    let check =
        |fields: Value| Description::from_json(&with_fields(base.clone(), fields).to_string());
    assert!(check(json!({"trades": {}})).is_ok());
    assert!(matches!(
        check(json!({"trades": {"most_offered": 0}})),
        Err(DescriptionError::Contradiction(_))
    ));
    assert!(matches!(
        check(json!({"trades": {"price_per_hole": 0}})),
        Err(DescriptionError::Contradiction(_))
    ));
    assert!(matches!(
        check(json!({"trades": {"most_offered": 4}})),
        Err(DescriptionError::Unsupported { .. })
    ));
    assert!(matches!(
        check(json!({"trades": {}, "moves": {"no_move": "end"}})),
        Err(DescriptionError::Contradiction(_))
    ));
    for fields in [
        json!({"board": {"holes_per_row": 4, "seeds_per_hole": 6, "stores": true}}),
        json!({"board": {"rows": 4, "holes_per_row": 4, "seeds_per_hole": 6}}),
        json!({"extra_turn": {"capture": true}}),
        json!({"rounds": {}}),
        json!({"sowing": {"direction": "player-chooses"}}),
        // Offers of three of 11 holes overflow a move list.
        json!({"board": {"holes_per_row": 6, "seeds_per_hole": 6}}),
    ] {
        let mut fields = fields;
        fields["trades"] = json!({});
        assert!(
            matches!(
                check(fields.clone()),
                Err(DescriptionError::Unsupported { .. })
            ),
            "{fields}"
        );
    }
    assert!(matches!(
        check(json!({"trades": {"colour": 1}})),
        Err(DescriptionError::Parse { .. })
    ));
}

#[test]
fn trades_leave_the_fast_paths_and_are_told_in_prose() {
    let page = rules_page(gore().description());
    assert!(page.contains("## Trades"), "{page}");
    assert!(page.contains("without glory"), "{page}");
    assert!(page.contains("6 captured seeds for each hole"), "{page}");
    // Random playouts (one of the legal moves each time, offers included) reach ends.
    let mut rng = sowing::Rng::new(3);
    let mut ended = 0;
    for _ in 0..50 {
        let mut pos = gore().start();
        for _ in 0..2000 {
            if pos.play_random(&mut rng).is_none() {
                ended += 1;
                break;
            }
        }
    }
    assert!(ended > 0);
}
