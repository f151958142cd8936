"""Unit tests of scripts/mancalagames_import.py on small parameter objects
written here (no MancalaGames copy needed). Run: python3 -m pytest scripts/tests"""

import json
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import mancalagames_import as mgi  # noqa: E402


def params(holes=6, seeds=4, game_class="Mancala", **info):
    return {"game_class": game_class,
            "game_constants": {"holes": holes, "nbr_start": seeds},
            "game_info": dict(info)}


def test_a_capture_on_counts_in_the_opponents_row_with_a_chain_and_feeding():
    d = mgi.import_params(params(capt_on=[2, 3], capt_side=1, multicapt=-1,
                                 mustshare=True, skip_start=True, grandslam=2), "Little_Awari")
    assert d["name"] == "little-awari"
    assert d["board"] == {"holes_per_row": 6, "seeds_per_hole": 4}
    assert d["sowing"] == {"origin": "skip"}
    assert d["capture"] == {"on": "counts", "counts": [2, 3], "rows": "opponent",
                            "chain": "backward", "grand_slam": "captures-nothing-unless-fed"}
    assert d["moves"] == {"must_feed": True, "feed": "move", "no_move": "end"}
    assert d["end"]["majority"] is True


def test_the_stores_sown_into_give_an_extra_turn_and_stop_the_no_change_end():
    d = mgi.import_params(params(stores=True, sow_stores=1, crosscapt=1, capt_side=1,
                                 xcpickown=1), "K")
    assert d["board"]["stores"] is True
    assert d["sowing"]["stores"] == "own"
    assert d["extra_turn"] == {"store": True}
    assert d["capture"] == {"on": "empty-own-hole", "take": "landing-and-opposite"}
    assert "seeds_on_board_at_most" not in d["end"]


def test_evens_and_bounds_become_a_list_of_counts():
    d = mgi.import_params(params(holes=2, seeds=3, evens=True, capt_max=6), "E")
    assert d["capture"]["counts"] == [2, 4, 6]
    # The engine ends the game once fewer seeds than a capture needs are left.
    assert d["end"]["seeds_on_board_at_most"] == 1


def test_relay_direction_passing_and_what_is_left():
    d = mgi.import_params(params(mlaps=1, sow_direct=-1, mustpass=True, unclaimed=2,
                                 min_move=2), "R")
    assert d["sowing"] == {"direction": "clockwise", "laps": "relay", "min_seeds": 2}
    assert d["moves"] == {"no_move": "pass"}
    assert d["end"]["remaining"] == "mover"
    assert d["end"]["every_hole_at_most"] == 1


def test_even_odd_direction_clear_goal_and_side_ends():
    d = mgi.import_params(params(sow_direct=3), "EO")
    assert d["sowing"]["direction"] == "odd-counter-clockwise"
    d = mgi.import_params(params(goal=3, stores=True, sow_stores=1), "G")
    assert d["end"] == {"goal": "empty-own-holes"}
    d = mgi.import_params(params(end_cond=1, unclaimed=1, capt_on=[4]), "S")
    assert d["end"]["mover_side_empty"] is True
    assert d["end"]["remaining"] == "nobody"


def test_both_stores_sown_with_an_extra_turn_in_either():
    d = mgi.import_params(params(stores=True, sow_stores=2, goal=3), "B")
    assert d["sowing"] == {"stores": "both"}
    assert d["extra_turn"] == {"any_store": True}


def test_one_seed_captured_before_each_lap():
    d = mgi.import_params(params(presowcapt=1, mlaps=1, min_move=2, stores=True), "P")
    assert d["sowing"] == {"laps": "relay", "origin": "first-seed-captured", "min_seeds": 2}
    assert "stores" not in d["board"]
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(presowcapt=1), "P")
    assert e.value.param == "presowcapt"
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(presowcapt=2, mlaps=1), "P")
    assert e.value.param == "presowcapt"


def test_a_random_start_of_nbr_start_seeds_in_all():
    d = mgi.import_params(params(holes=7, seeds=98, start_pattern=6, capt_on=[2, 4]), "M")
    assert d["board"] == {"holes_per_row": 7, "seeds_per_hole": 7, "random_start": 1}


def test_cross_captures_from_an_empty_hole_of_either_row():
    d = mgi.import_params(params(crosscapt=1), "X")
    assert d["capture"] == {"on": "empty-own-hole", "take": "opposite", "rows": "any"}
    d = mgi.import_params(params(crosscapt=1, capt_side=2), "X")
    assert d["capture"]["rows"] == "opponent"


def test_goals_of_depriving_and_immobilizing_the_opponent():
    # Deprive: the opponent's empty row wins; a player without a move loses; no
    # other end (majority, too few seeds) is looked for.
    d = mgi.import_params(params(goal=1, crosscapt=1, capt_side=1, mlaps=1, allow_rule=1,
                                 mustpass=True), "D")
    assert d["end"] == {"goal": "empty-opponent-holes"}
    assert d["moves"] == {"short_lap_ends_across_or_empty": True, "no_move": "lose"}
    # Immobilize: only a player without a move ends the game, and loses.
    d = mgi.import_params(params(goal=10, crosscapt=1, capt_side=1, min_move=2), "I")
    assert d["end"] == {}
    assert d["moves"] == {"no_move": "lose"}
    # With extra turns their engine asks the opponent, not the player to move.
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(goal=10, stores=True, sow_stores=1), "I")
    assert e.value.param == "goal"


@pytest.mark.parametrize("info,param,family", [
    ({"rounds": 1, "goal": 7}, "goal", mgi.ROUNDS),
    ({"rounds": 2, "round_fill": 7}, "round_fill", mgi.ROUNDS),
    ({"rounds": 2, "goal": 2}, "goal_param", mgi.TERRITORY),
    ({"rounds": 2, "goal": 2, "goal_param": 10, "round_fill": 11}, "round_fill", mgi.TERRITORY),
    ({"capt_on": [4], "capt_side": 5}, "capt_side", mgi.CAPTURE),
    ({"child_type": 4, "child_cvt": 4, "child_rule": 4, "stores": True}, "child_rule", mgi.CHILDREN),
    ({"prescribed": 3}, "prescribed", mgi.SOWING),
    ({"child_type": 1, "capt_on": [4]}, "child_type", mgi.CHILDREN),
    ({"blocks": True}, "blocks", mgi.BLOCKS),
    ({"goal": 2}, "goal", mgi.TERRITORY),
    ({"start_pattern": 6}, "start_pattern", mgi.START_PATTERN),
    ({"start_pattern": 10}, "start_pattern", mgi.START_PATTERN),
    ({"sow_direct": 5}, "sow_direct", mgi.DIRECTION),
    ({"sow_direct": 3, "udir_holes": [1]}, "udir_holes", mgi.DIRECTION),
    ({"udir_holes": [6]}, "udir_holes", mgi.DIRECTION),
    ({"mlaps": 3}, "mlaps", mgi.SOWING),
    ({"mlaps": 2, "stores": True, "sow_stores": 1}, "mlaps", mgi.SOWING),
    ({"capt_type": 2, "stores": True, "sow_stores": 1}, "capt_type", mgi.CAPTURE),
    ({"capt_type": 2, "mlaps": 2, "multicapt": 2, "capt_dir": 1}, "multicapt", mgi.CAPTURE),
    ({"capt_type": 3}, "capt_type", mgi.CAPTURE),
    ({"pickextra": 1}, "pickextra", mgi.CAPTURE),
    ({"capt_rturn": 3, "capt_on": [2]}, "capt_rturn", mgi.CAPTURE),
    ({"multicapt": 2, "capt_dir": 2, "capt_on": [2]}, "multicapt", mgi.CAPTURE),
    ({"crosscapt": 1, "capt_side": 5}, "capt_side", mgi.CAPTURE),
    ({"unclaimed": 5}, "unclaimed", mgi.ENDING),
    ({"allow_rule": 3}, "allow_rule", mgi.MOVES),
])
def test_missing_mechanisms_are_named(info, param, family):
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(**info), "X")
    assert e.value.param == param
    assert e.value.family == family
    assert param in str(e.value)


def test_other_boards_are_refused():
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(game_class="ShareOne"), "X")
    assert e.value.param == "game_class"
    assert e.value.family == mgi.BOARD
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(game_class="NorthSouthCycle", no_sides=True, stores=True), "X")
    assert e.value.param == "no_sides"
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(game_class="NorthSouthCycle", stores=True, sow_stores=2), "X")
    assert e.value.param == "sow_stores"


def test_a_north_south_cycle_sows_round_each_players_own_row():
    d = mgi.import_params(params(holes=7, seeds=2, game_class="NorthSouthCycle", goal=3, mlaps=1,
                                 stores=True, sow_stores=1), "Tchuka_Ruma")
    assert d["sowing"] == {"laps": "relay", "stores": "own", "circuit": "own-row"}
    assert d["extra_turn"] == {"store": True}
    assert d["end"] == {"goal": "empty-own-holes"}


def test_bearing_off_once_only_single_seeds_are_left():
    d = mgi.import_params(params(holes=15, seeds=3, game_class="BearOff", crosscapt=True, goal=1,
                                 mlaps=1, capt_side=1), "Andada")
    assert d["sowing"] == {"laps": "relay", "bear_off": True}
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(game_class="BearOff", stores=True, sow_stores=1), "X")
    assert e.value.param == "game_class"
    assert e.value.family == mgi.BOARD


def test_a_board_without_sides_lets_either_player_sow_any_hole():
    d = mgi.import_params(params(holes=5, seeds=2, no_sides=True, capt_on=[2], capt_side=0,
                                 skip_start=True, stores=True), "NoSides")
    assert d["moves"] == {"no_move": "end", "any_hole": True}
    # Their engine scores the stores (and children) alone when the game ends.
    assert d["end"]["remaining"] == "nobody"
    assert d["capture"]["rows"] == "any"


def test_the_file_format_json_then_text_sections():
    text = json.dumps(params(capt_on=[4])) + "\n<text_section>\n<about>\nwords\n</about>\n</text_section>\n"
    d = mgi.import_text(text, "Four")
    assert d["capture"]["counts"] == [4]
    with pytest.raises(mgi.NotAGame):
        mgi.import_text("<text_section>", "X")
    with pytest.raises(mgi.NotAGame):
        mgi.import_text("{\"a\": 1}", "X")


def test_rounds_ending_without_moves_fill_refill_and_block():
    d = mgi.import_params(params(holes=7, seeds=7, stores=True, sow_stores=1, crosscapt=1,
                                 capt_side=1, xcpickown=1, mlaps=1, mustpass=True, rounds=2,
                                 round_fill=2, round_starter=3, blocks=True, goal_param=4),
                          "Dakon")
    assert d["rounds"] == {"fill": "right", "blocks": True, "starter": "last-mover",
                           "min_holes": 4}
    # A round ends (and the match with it) once the other player cannot fill 4 holes.
    assert d["end"]["captured_above"] == 98 - 28
    assert "majority" not in d["end"]


def test_rounds_ending_on_half_the_seeds_or_a_count():
    d = mgi.import_params(params(capt_on=[1, 3], capt_side=1, rounds=1, round_fill=6,
                                 round_starter=1, goal_param=2), "E")
    # The players' choice of holes is played as the engine's default, outside in.
    assert d["rounds"] == {"fill": "outside", "blocks": False, "starter": "loser",
                           "min_holes": 2}
    assert d["end"]["majority"] is True
    d = mgi.import_params(params(capt_on=[4], rounds=3, round_fill=1), "C")
    assert d["end"]["seeds_on_board_at_most"] == 4
    assert "majority" not in d["end"]
    assert d["rounds"]["starter"] == "alternate"


def test_a_loser_only_refill_is_imported_as_its_first_round():
    notes = {}
    d = mgi.import_params(params(stores=True, sow_stores=1, crosscapt=1, capt_side=1,
                                 rounds=2, round_fill=10, blocks=True), "J", notes)
    assert notes == {"first_round_only": True}
    assert "rounds" not in d
    assert d["title"].endswith("(first round)")
    assert d["end"]["captured_above"] == 48 - 4


def test_blocks_without_rounds_are_refused():
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(blocks=True, goal=10), "Deka")
    assert e.value.family == mgi.BLOCKS
def test_seeds_left_divided_or_to_the_unfed_player():
    d = mgi.import_params(params(capt_on=[2, 4], mustshare=True, unclaimed=4), "D")
    assert d["end"]["remaining"] == "divided"
    d = mgi.import_params(params(evens=True, mustshare=True, unclaimed=3, quitter=1), "U")
    assert d["end"]["unfed_takes_remaining"] is True
    assert d["end"]["remaining"] == "nobody"
    d = mgi.import_params(params(evens=True, mustshare=True, unclaimed=3, quitter=0), "U")
    assert "remaining" not in d["end"]
    # Without feeding nobody is left unfed.
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(evens=True, unclaimed=3), "U")
    assert e.value.param == "unclaimed"


def test_relay_conditions_on_the_landing_count():
    d = mgi.import_params(params(mlaps=1, capt_on=[2, 4], mlap_cont=1, mlap_param=6), "L")
    assert d["sowing"] == {"laps": "relay", "relay_on": 6}
    d = mgi.import_params(params(mlaps=1, capt_on=[2, 3], mlap_cont=2, mlap_param=4), "G")
    assert d["sowing"] == {"laps": "relay", "relay_from": 4}
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(mlaps=1, mlap_cont=3), "S")
    assert e.value.param == "mlap_cont"


def test_no_captures_in_the_first_turns_and_single_seeds_into_empty_holes():
    d = mgi.import_params(params(capt_on=[2, 4, 6], nocaptmoves=1), "M")
    assert d["capture"]["off_first_turns"] == 1
    d = mgi.import_params(params(crosscapt=True, capt_side=1, mlaps=1, allow_rule=2), "N")
    assert d["moves"]["single_seed_into_empty"] is True
    d = mgi.import_params(params(crosscapt=1, capt_side=1, mlaps=1, allow_rule=1), "Da")
    assert d["moves"]["short_lap_ends_across_or_empty"] is True
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(allow_rule=3), "A")
    assert e.value.param == "allow_rule"


def test_a_pull_across_into_an_empty_own_hole():
    d = mgi.import_params(params(capt_type=7, capt_side=1, capt_dir=1, end_cond=2,
                                 stores=True, sow_stores=1), "C7")
    assert d["capture"] == {"on": "empty-own-hole", "take": "pull-across"}
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(capt_type=7, capt_side=0), "C7")
    assert e.value.param == "capt_type"


def test_a_capture_chain_of_limited_length():
    d = mgi.import_params(params(evens=True, mlaps=1, multicapt=2, nocaptmoves=2), "Ma")
    assert d["capture"]["chain"] == "backward"
    assert d["capture"]["chain_limit"] == 2
    assert d["capture"]["off_first_turns"] == 2


def test_a_grand_slam_that_gives_the_movers_seeds_away():
    d = mgi.import_params(params(crosscapt=1, stores=True, grandslam=3), "N")
    assert d["capture"]["grand_slam"] == "opponent-takes-movers-seeds"
    with pytest.raises(mgi.Missing):
        mgi.import_params(params(crosscapt=1, grandslam=3), "N")
    with pytest.raises(mgi.Missing):
        mgi.import_params(params(crosscapt=1, stores=True, grandslam=6), "N")


def test_grand_slams_that_leave_a_hole():
    d = mgi.import_params(params(capt_on=[2, 3], capt_side=1, multicapt=-1, grandslam=5), "O")
    assert d["capture"]["grand_slam"] == "leave-rightmost"
    d = mgi.import_params(params(capt_on=[2, 3], capt_side=1, grandslam=4), "O")
    assert d["capture"]["grand_slam"] == "leave-leftmost"


def test_children_of_each_supported_kind_and_rule():
    d = mgi.import_params(params(holes=8, stores=True, child_type=6, child_cvt=3, child_rule=2,
                                 crosscapt=1, capt_side=1, xcpickown=1, sow_direct=-1), "Leyla")
    assert d["children"] == {"kind": "pair-across", "convert": 3, "rows": "own"}
    # A child can be made from 3 seeds, a cross capture from 2: the engine's end once
    # fewer than 2 are left (while no child exists).
    assert d["end"]["seeds_on_board_at_most"] == 1
    d = mgi.import_params(params(stores=True, child_type=4, child_cvt=4, mlaps=1), "Q")
    assert d["children"] == {"kind": "weg", "convert": 4, "rows": "any"}
    # Captures only from weg children: no end on too few seeds.
    assert "seeds_on_board_at_most" not in d["end"]
    for kind, ours in [(1, "normal"), (3, "one")]:
        d = mgi.import_params(params(stores=True, child_type=kind, child_cvt=3, child_rule=1), "C")
        assert d["children"] == {"kind": ours, "convert": 3, "rows": "opponent"}


def test_child_locations_become_columns_of_each_row_and_apart_rules():
    # Toguz Kumalak: one child each, in the opponent's row but its owner's rightmost
    # (the mover's left), never symmetrically opposite another; a single seed moves on.
    d = mgi.import_params(params(holes=9, seeds=9, stores=True, child_type=3, child_cvt=3,
                                 child_rule=1, child_locs=8, evens=True, capt_side=1,
                                 sow_start=True, move_one=True), "Toguz_Kumalak")
    assert d["children"] == {"kind": "one", "convert": 3, "rows": "opponent",
                             "opponent_columns": [0, 1, 2, 3, 4, 5, 6, 7], "apart": "same-column"}
    assert d["sowing"] == {"origin": "leave-one"}
    # Not facing: never the opponent's leftmost (the mover's right), nor across.
    d = mgi.import_params(params(holes=9, stores=True, child_type=3, child_cvt=3, child_locs=9), "X")
    assert d["children"]["opponent_columns"] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert d["children"]["apart"] == "across"
    assert "own_columns" not in d["children"]
    # Own inner holes and the opponent's ends; short rows keep fewer parts.
    d = mgi.import_params(params(holes=6, stores=True, child_type=1, child_cvt=4, child_locs=3), "A")
    assert (d["children"]["own_columns"], d["children"]["opponent_columns"]) == ([1, 2, 3, 4], [0, 5])
    d = mgi.import_params(params(holes=4, stores=True, child_type=1, child_cvt=4, child_locs=4), "Q")
    assert (d["children"]["own_columns"], "opponent_columns" in d["children"]) == ([0, 3], False)
    d = mgi.import_params(params(holes=3, stores=True, child_type=1, child_cvt=4, child_locs=2), "O")
    assert (d["children"]["own_columns"], d["children"]["opponent_columns"]) == ([1], [1])


def test_children_passed_over_and_children_without_stores_or_captures():
    # Krur: no stores, no captures but children; the opponent's children not sown into.
    d = mgi.import_params(params(holes=4, child_type=1, child_cvt=4, child_rule=1, mlaps=1,
                                 sow_rule=9), "Krur")
    assert d["children"] == {"kind": "normal", "convert": 4, "rows": "opponent",
                             "passed_by_opponent": True}
    assert d["sowing"] == {"laps": "relay"}
    # Without stores, a game that captures puts its captures into children: refused.
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(child_type=1, child_cvt=4, capt_on=[4]), "Q")
    assert e.value.param == "child_type"
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(sow_rule=9), "X")
    assert e.value.param == "sow_rule"


def test_move_one_needs_the_first_seed_back():
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(move_one=True), "X")
    assert e.value.param == "move_one"


@pytest.mark.parametrize("info,param", [
    ({"child_type": 5, "child_cvt": 4}, "child_type"),
    ({"child_type": 7}, "child_type"),
    ({"child_type": 1, "child_cvt": 4, "child_locs": 11}, "child_locs"),
    ({"child_type": 1, "child_cvt": 4, "child_rule": 3}, "child_rule"),
    ({"child_type": 1, "child_cvt": 4, "rounds": 2}, "child_type"),
])
def test_children_the_language_lacks_are_refused(info, param):
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(stores=True, **info), "X")
    assert e.value.param == param
    assert e.value.family == mgi.CHILDREN


def test_start_patterns_become_a_start_layout():
    # Clipped triples on two rows of 6: each side empty, full, full, twice.
    d = mgi.import_params(params(holes=6, seeds=3, start_pattern=4), "T")
    assert d["board"]["start"] == [3, 3, 0, 3, 3, 0, 0, 3, 3, 0, 3, 3]
    # Two empty: each side's last two holes (from its own left) empty.
    d = mgi.import_params(params(holes=4, seeds=2, start_pattern=5), "T")
    assert d["board"]["start"] == [0, 0, 2, 2, 2, 2, 0, 0]
    # Each side's rightmost hole one seed more; the total follows the layout.
    d = mgi.import_params(params(holes=3, seeds=2, start_pattern=8, capt_on=[4]), "R")
    assert d["board"]["start"] == [3, 2, 2, 2, 2, 3]
    assert d["end"].get("seeds_on_board_at_most", 0) < 14
    # Alternating, from an empty first hole (South's left).
    d = mgi.import_params(params(holes=4, seeds=4, start_pattern=2), "A")
    assert d["board"]["start"] == [4, 0, 4, 0, 0, 4, 0, 4]
    # Gamacha: every second hole from the third, one moved into South's second hole.
    d = mgi.import_params(params(holes=4, seeds=4, start_pattern=1), "G")
    assert sum(d["board"]["start"]) == 12
    assert d["board"]["start"][4 + 1] == 4


@pytest.mark.parametrize("pattern", [6, 10])
def test_start_patterns_that_are_not_layouts_are_refused(pattern):
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(start_pattern=pattern), "X")
    assert e.value.family == mgi.START_PATTERN


def test_holes_whose_direction_the_player_chooses():
    d = mgi.import_params(params(udir_holes=[0, 1, 2, 3, 4, 5]), "All")
    assert d["sowing"] == {"direction": "player-chooses"}
    d = mgi.import_params(params(udir_holes=[3, 1], sow_direct=-1), "Some")
    assert d["sowing"] == {"direction": "clockwise", "chosen_holes": [1, 3]}


def test_split_sowing_with_its_middle_hole_chosen():
    d = mgi.import_params(params(holes=5, sow_direct=0, udir_holes=[2], min_move=2), "Cow")
    assert d["sowing"] == {"direction": "split", "chosen_holes": [2], "min_seeds": 2}
    d = mgi.import_params(params(holes=6, sow_direct=0, min_move=2), "M3")
    assert d["sowing"] == {"direction": "split", "min_seeds": 2}
    # An odd row's middle hole has no direction of its own.
    with pytest.raises(mgi.Missing):
        mgi.import_params(params(holes=5, sow_direct=0, min_move=2), "X")
    assert "no_single_seed_back" not in d.get("moves", {})


def test_sowing_towards_the_centre_with_its_middle_hole_chosen():
    d = mgi.import_params(params(holes=9, sow_direct=4, udir_holes=[4]), "Centre")
    assert d["sowing"] == {"direction": "towards-centre", "chosen_holes": [4]}
    with pytest.raises(mgi.Missing):
        mgi.import_params(params(holes=9, sow_direct=4), "X")


def test_the_first_move_chooses_both_players_directions():
    d = mgi.import_params(params(holes=5, sow_direct=2), "SowOpDirs")
    assert d["sowing"] == {"direction": "player-chooses", "first_choice_holds": True}


def test_split_sowing_of_single_seeds_bars_a_seed_going_straight_back():
    # Their engine forbids a single seed sown across a row's end straight back in
    # split games of single seeds whose end holes are not chosen.
    d = mgi.import_params(params(holes=5, sow_direct=0, udir_holes=[2]), "Alemungula")
    assert d["sowing"] == {"direction": "split", "chosen_holes": [2]}
    assert d["moves"]["no_single_seed_back"] is True
    # An end hole chosen: no such rule.
    d = mgi.import_params(params(holes=5, sow_direct=0, udir_holes=[0, 2]), "Y")
    assert "no_single_seed_back" not in d.get("moves", {})


def test_directed_moves_are_recorded_in_our_coordinates():
    import mancalagames_compare as mgc
    co = mgc.Coordinates(5)
    assert co.move(2, False, "PASS") == 7
    assert co.move((2, None), False, "PASS") == 7
    # Their direction 1 is counter-clockwise, -1 clockwise.
    assert co.move((2, 1), False, "PASS") == 1007
    assert co.move((2, -1), True, "PASS") == 2002
    assert co.move("PASS", True, "PASS") == -1


def test_relays_from_the_next_hole_and_captures_past_an_empty_hole():
    d = mgi.import_params(params(holes=5, seeds=5, mlaps=2, capt_type=2, multicapt=-1,
                                 capt_dir=1, stores=True), "Longbeu")
    assert d["sowing"] == {"laps": "relay-next"}
    assert d["capture"] == {"on": "past-empty-hole", "rows": "any", "chain": "forward"}
    assert "stores" not in d["board"]
    # Two seeds on the board can still be captured after relay laps.
    assert d["end"]["seeds_on_board_at_most"] == 1
    # After a single lap their chain never goes on; three seeds are the least a
    # capture needs (the landing hole held one before).
    d = mgi.import_params(params(capt_type=2, multicapt=-1, capt_dir=1, capt_side=1), "T")
    assert d["capture"] == {"on": "past-empty-hole", "rows": "opponent"}
    assert d["end"]["seeds_on_board_at_most"] == 2
    # Counts serve only a sowing rule: the capture at the sowing's end ignores them.
    d = mgi.import_params(params(capt_type=2, mlaps=2, capt_on=[4]), "C")
    assert d["capture"] == {"on": "past-empty-hole", "rows": "any"}


def test_the_hole_across_and_one_extra_turn_after_a_capture():
    d = mgi.import_params(params(holes=7, seeds=5, mlaps=2, capt_type=2, pickextra=1,
                                 capt_rturn=2, mustpass=True), "Ali")
    assert d["capture"] == {"on": "past-empty-hole", "rows": "any", "also_across": True}
    assert d["extra_turn"] == {"capture_once": True}
    assert d["moves"]["no_move"] == "pass"


def test_relays_from_the_next_hole_stop_in_a_store():
    d = mgi.import_params(params(mlaps=2, mlap_cont=6, stores=True, sow_stores=1,
                                 crosscapt=1, capt_side=1, xcpickown=1), "CC8")
    assert d["sowing"] == {"laps": "relay-next", "stores": "own"}
    assert d["extra_turn"] == {"store": True}


@pytest.mark.parametrize("rule, rows, to, last", [
    (3, "any", "owner", False), (4, "any", "owner", True), (14, "any", "mover", False),
    (15, "own", "mover", False), (16, "opponent", "mover", False)])
def test_captures_while_sowing_become_passing_captures(rule, rows, to, last):
    d = mgi.import_params(params(capt_on=[4], mlaps=1, sow_rule=rule, stores=True), "P")
    expected = {"rows": rows, "to": to}
    if last:
        expected["last_seed_too"] = True
    assert d["passing"] == expected
    # Only where the capture side allows too: none at all when the sides differ.
    d = mgi.import_params(params(capt_on=[4], capt_side=2, sow_rule=rule), "P")
    assert d.get("passing", {}).get("rows") in (None, "own")
    assert (rule == 16) == ("passing" not in d)
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(crosscapt=1, capt_side=1, sow_rule=rule), "P")
    assert e.value.param == "sow_rule"


def test_captures_while_sowing_in_a_territory_match_read_the_territories():
    # Adi II: their rule asks who owns the hole, which a territory match moves.
    d = mgi.import_params(params(capt_on=[4], mlaps=1, sow_rule=15, stores=True, goal=2,
                                 goal_param=10, rounds=2, mustpass=True), "Adi_II")
    assert d["passing"] == {"rows": "own-territory", "to": "mover"}
    d = mgi.import_params(params(capt_on=[4], mlaps=1, sow_rule=3, stores=True, goal=2,
                                 goal_param=10, rounds=2, mustpass=True), "Adi")
    assert d["passing"] == {"rows": "any", "to": "owner"}


def test_passing_captures_on_their_own_counts_with_a_capture_past_an_empty_hole():
    # Pallam Kuzhi's kind: relays from the next hole, fours taken as the sowing
    # passes, the hole past an empty one taken at the end.
    d = mgi.import_params(params(holes=7, capt_on=[4], mlaps=2, capt_type=2, sow_rule=4,
                                 stores=True), "PK")
    assert d["capture"] == {"on": "past-empty-hole", "rows": "any"}
    assert d["passing"] == {"rows": "any", "to": "owner", "counts": [4], "last_seed_too": True}
    d = mgi.import_params(params(holes=7, capt_on=[4], mlaps=2, capt_type=2, sow_rule=3), "RP")
    assert d["passing"] == {"rows": "any", "to": "owner", "counts": [4]}
    with pytest.raises(mgi.Missing) as e:
        mgi.import_params(params(holes=7, mlaps=2, capt_type=2, sow_rule=4), "X")
    assert e.value.param == "sow_rule"


def test_captures_between_laps_go_on_from_the_landing_or_the_next_hole():
    d = mgi.import_params(params(crosscapt=1, capt_side=1, mlaps=1, sow_rule=8, stores=True), "T")
    assert d["sowing"] == {"laps": "relay", "after_capture": "lifts-landing"}
    # Past an empty hole (Tap-Urdy): every relaying lap may capture, then lifts its landing.
    d = mgi.import_params(params(capt_type=2, evens=True, mlaps=1, sow_rule=8, stores=True), "TU")
    assert d["sowing"] == {"laps": "relay", "after_capture": "lifts-landing"}
    assert d["capture"] == {"on": "past-empty-hole", "rows": "any"}
    d = mgi.import_params(params(capt_on=[4], mlaps=1, sow_rule=10, sow_param=8, stores=True), "M")
    assert d["sowing"] == {"laps": "relay", "after_capture": "lifts-next",
                           "opponent_takes_at_most": 8}
    for info in [dict(sow_rule=8), dict(sow_rule=8, mlaps=1),
                 dict(sow_rule=10, mlaps=1, stores=True, sow_param=8, capt_rturn=1),
                 dict(sow_rule=12, mlaps=1, stores=True)]:
        with pytest.raises(mgi.Missing) as e:
            mgi.import_params(params(capt_on=[4], **info), "X")
        assert e.value.param == "sow_rule"


def test_the_last_seeds_picked_by_the_mover_or_the_starter():
    d = mgi.import_params(params(capt_on=[4], capt_side=1, pickextra=3), "H")
    assert d["end"]["last_seeds"] == {"at_most": 4, "rows": "opponent", "to": "mover"}
    # The engine's end on too few seeds is left out: the picks end the game.
    assert "seeds_on_board_at_most" not in d["end"]
    d = mgi.import_params(params(holes=5, seeds=3, crosscapt=1, capt_side=1, pickextra=4), "H")
    assert d["end"]["last_seeds"] == {"at_most": 6, "rows": "any", "to": "starter"}
    for info in [dict(pickextra=1), dict(pickextra=3, sow_stores=1)]:
        with pytest.raises(mgi.Missing) as e:
            mgi.import_params(params(capt_on=[4], **info), "X")
        assert e.value.param == "pickextra"


def test_territory_rounds_with_weg_children_an_opening_and_territory_captures():
    d = mgi.import_params(params(stores=True, mlaps=1, mustpass=True, goal=2, goal_param=10,
                                 rounds=2, child_type=4, child_cvt=4, child_rule=4,
                                 capt_rturn=1, prescribed=4), "Gabata")
    assert d["rounds"] == {"starter": "alternate",
                           "territory": {"win_holes": 10, "partial_hole": "more-than-half"}}
    assert d["children"] == {"kind": "weg", "convert": 4, "rows": "opponent-territory"}
    assert d["extra_turn"] == {"capture": True}
    assert d["moves"]["opening"] == "plus-one-minus-one"
    # A round ending on no move: no count of seeds ends it earlier.
    assert "captured_above" not in d["end"]
    d = mgi.import_params(params(stores=True, mlaps=1, min_move=2, capt_on=[4], capt_side=5,
                                 goal=2, goal_param=10, rounds=4, round_fill=8), "AK")
    assert d["capture"]["rows"] == "opponent-territory"
    # More than nine holes' worth and half a hole ends a round at once.
    assert d["end"]["captured_above"] == 9 * 4 + 2 + 1
    assert d["end"]["seeds_on_board_at_most"] == 8
    d = mgi.import_params(params(stores=True, mlaps=1, capt_on=[2, 3], multicapt=-1, capt_side=5,
                                 mustshare=True, mustpass=True, goal=2, goal_param=9, rounds=2,
                                 round_fill=13, round_starter=1, end_cond=3, end_param=2),
                          "Ayo")
    assert d["rounds"]["territory"] == {"win_holes": 9, "partial_hole": "loser-empty"}
    assert d["moves"]["any_move_if_none_feeds"] is True
    assert d["end"]["seeds_on_board_at_most"] == 2


def test_feeding_with_passes_binds_only_a_player_who_can_feed():
    d = mgi.import_params(params(mustshare=True, mustpass=True, capt_on=[4]), "PG")
    assert d["moves"] == {"must_feed": True, "feed": "move", "any_move_if_none_feeds": True,
                          "no_move": "pass"}
    d = mgi.import_params(params(mustshare=True, capt_on=[4]), "F")
    assert "any_move_if_none_feeds" not in d["moves"]


def test_a_capture_started_on_the_opponents_side_chains_onto_the_movers():
    d = mgi.import_params(params(capt_on=[2, 3], capt_side=3, multicapt=-1), "OC")
    assert d["capture"] == {"on": "counts", "counts": [2, 3], "rows": "opponent",
                            "chain": "backward", "chain_rows": "any"}
    d = mgi.import_params(params(capt_on=[2, 3], capt_side=4), "OW")
    assert d["capture"] == {"on": "counts", "counts": [2, 3], "rows": "own"}
    with pytest.raises(mgi.Missing):
        mgi.import_params(params(crosscapt=1, capt_side=3), "X")


def test_single_seed_moves_capture_nothing_or_take_across_first():
    d = mgi.import_params(params(capt_on=[2, 3], nosinglecapt=True), "NS")
    assert d["single_seed_move"] == {"captures": False}
    d = mgi.import_params(params(capt_on=[2, 3], presowcapt=3), "PS")
    assert d["single_seed_move"] == {"takes_across": True}
    for extra in ({"mlaps": 1}, {"sow_start": True}, {"min_move": 2}):
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(capt_on=[2, 3], nosinglecapt=True, **extra), "N")
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(capt_on=[2, 3], presowcapt=3, **extra), "P")


def test_the_opponents_row_reached_picks_their_holes_on_counts():
    d = mgi.import_params(params(capt_type=5, pickextra=2, capt_on=[2, 4, 6], capt_side=1), "K")
    assert d["capture"] == {"on": "opponent-row-reached", "counts": [2, 4, 6]}
    for extra in ({"pickextra": 0}, {"mlaps": 1}, {"capt_rturn": 1}, {"capt_side": 2},
                  {"grandslam": 1}):
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(**{"capt_type": 5, "pickextra": 2, "capt_on": [2, 4, 6],
                                        **extra}), "K")


def test_a_chain_of_cross_captures_on_counts_by_territory():
    d = mgi.import_params(params(crosscapt=3, multicapt=-1, capt_dir=1, capt_max=2,
                                 capt_side=5, rounds=2, round_fill=12, goal=2, goal_param=9,
                                 stores=True), "J")
    cap = d["capture"]
    assert cap["on"] == "empty-own-hole" and cap["take"] == "opposite"
    assert cap["rows"] == "any" and cap["across_rows"] == "opponent-territory"
    assert cap["across_counts"] == [1, 2] and cap["chain"] == "forward"
    d = mgi.import_params(params(crosscapt=1, capt_max=2), "C")
    assert d["capture"]["across_counts"] == [1, 2] and "chain" not in d["capture"]
    for extra in ({"crosscapt": 1}, {"capt_dir": 0}, {"xcpickown": 1}, {"multicapt": 2}):
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(**{"crosscapt": 3, "multicapt": -1, "capt_dir": 1,
                                        **extra}), "X")


def test_the_next_hole_after_relay_laps():
    d = mgi.import_params(params(capt_type=1, mlaps=1, capt_side=1, pickextra=5), "J")
    assert d["capture"] == {"on": "next-hole", "rows": "opponent", "also_landing": True}
    d = mgi.import_params(params(capt_type=1, mlaps=1), "N")
    assert d["capture"] == {"on": "next-hole", "rows": "any"}
    for extra in ({"mlaps": 0}, {"capt_on": [1, 3]}, {"multicapt": -1}, {"pickextra": 2}):
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(**{"capt_type": 1, "mlaps": 1, **extra}), "X")


def test_a_first_move_from_the_rightmost_hole():
    d = mgi.import_params(params(holes=6, seeds=3, crosscapt=1, mlaps=1, start_pattern=9), "S")
    assert d["moves"]["opening"] == "rightmost-hole"
    # No layout: the board starts even.
    assert "start" not in d["board"] and d["board"]["seeds_per_hole"] == 3
    for info in [dict(rounds=1), dict(udir_holes=[0, 1]), dict(prescribed=4)]:
        with pytest.raises(mgi.Missing) as e:
            mgi.import_params(params(start_pattern=9, **info), "X")
        assert e.value.param in ("start_pattern", "rounds", "goal")


def test_first_turns_sown_without_a_choice_and_feeding_by_hole():
    d = mgi.import_params(params(udir_holes=[0, 1, 2, 3, 4, 5], prescribed=6, mustshare=True), "F")
    assert d["sowing"]["first_turn_unchosen"] is True
    # Their engine offers both directions of a chosen hole that feeds one way.
    assert d["moves"]["feed_either_direction"] is True
    # Seeds left to the unfed player, every other end by `quitter`'s default: divided.
    d = mgi.import_params(params(udir_holes=[0, 1, 2, 3, 4, 5], prescribed=6, mustshare=True,
                                 unclaimed=3), "F")
    assert d["end"]["unfed_takes_remaining"] is True and d["end"]["remaining"] == "divided"
    d = mgi.import_params(params(udir_holes=[0, 1, 2, 3, 4, 5], mustshare=True), "F")
    assert "first_turn_unchosen" not in d["sowing"]
    assert "feed_either_direction" not in mgi.import_params(params(mustshare=True), "F")["moves"]
    for info in [dict(prescribed=6), dict(prescribed=6, udir_holes=[1], rounds=1)]:
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(**info), "X")


def test_a_match_won_by_the_count_of_rounds_won():
    d = mgi.import_params(params(seeds=48, stores=True, crosscapt=1, sow_stores=1, goal=4,
                                 goal_param=4, rounds=1, start_pattern=6), "RK")
    assert d["rounds"] == {"starter": "alternate", "wins": 4}
    assert d["board"]["random_start"] == 1 and d["board"]["seeds_per_hole"] == 4
    assert d["end"]["majority"] is True
    for info in [dict(goal_param=16), dict(rounds=2, mustpass=True), dict(start_pattern=2)]:
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(goal=4, **{"goal_param": 4, "rounds": 1, **info}), "X")
    # Rounds that end when the player to move cannot move.
    d = mgi.import_params(params(stores=True, goal=4, goal_param=10, rounds=2), "H")
    assert d["rounds"]["wins"] == 10 and d["moves"]["no_move"] == "end"
    assert d["end"]["captured_above"] == 47 and "majority" not in d["end"]


def test_every_single_seed_takes_across_before_sowing():
    d = mgi.import_params(params(presowcapt=2, stores=True), "H")
    assert d["single_seed_move"] == {"singles_take_across": True}
    for info in [dict(mlaps=1), dict(prescribed=4)]:
        with pytest.raises(mgi.Missing):
            mgi.import_params(params(presowcapt=2, **info), "X")


def test_a_backward_chain_with_chosen_directions_ignores_the_choice():
    d = mgi.import_params(params(capt_on=[2, 4], capt_side=1, multicapt=-1,
                                 udir_holes=[0, 1, 2, 3, 4, 5]), "M")
    assert d["capture"]["chain"] == "backward" and d["capture"]["chain_ignores_choice"] is True
    d = mgi.import_params(params(capt_on=[2, 4], capt_side=1, multicapt=-1, capt_dir=1,
                                 udir_holes=[0, 1, 2, 3, 4, 5]), "M")
    assert "chain_ignores_choice" not in d["capture"]
    d = mgi.import_params(params(capt_on=[2, 4], capt_side=1, multicapt=-1), "M")
    assert "chain_ignores_choice" not in d["capture"]
