"""Import a MancalaGames game-parameter file as a `sowing` game description.

MancalaGames (github.com/StoneShark/MancalaGames, GPL-3.0) describes each of
its games by a parameter file: a JSON object (`game_class`,
`game_constants`, `game_info`, ...) followed by optional text sections. This
module reads such a file, written by the user's own copy of MancalaGames, and
translates its parameters into our description language
(docs/DESCRIPTIONS.md). Nothing of MancalaGames is copied here: the
translation is written from the parameters' documented meanings, and a
parameter whose mechanism the language lacks is refused with `Missing`,
naming the parameter and the mechanism family.

Usage:
    scripts/mancalagames-import PATH      # prints the description (JSON)

As a module: `import_text(text, name)` and `import_params(params, name)`
return a description (a dict ready for `json.dumps`) or raise `Missing`.
docs/MANCALAGAMES.md documents the translation.
"""

import json
import os
import re
import sys

# Mechanism families, the columns of the comparison's table.
ROUNDS = "rounds"
CHILDREN = "children"
BLOCKS = "blocks"
TERRITORY = "territory"
START_PATTERN = "start pattern"
DIRECTION = "player-chosen or split direction"
GOAL = "other goals (deprive, clear, immobilize)"
BOARD = "other boards (no sides, other cycles)"
SOWING = "other sowing rules"
CAPTURE = "other capture rules"
MOVES = "other move rules"
ENDING = "other end rules"


class Missing(Exception):
    """A parameter whose mechanism the description language lacks."""

    def __init__(self, param, value, family, mechanism):
        super().__init__(f"{param} = {value!r}: {mechanism} ({family})")
        self.param = param
        self.value = value
        self.family = family
        self.mechanism = mechanism


class NotAGame(Exception):
    """Not a MancalaGames game-parameter file."""


def read_params(text):
    """The JSON object at the head of a parameter file (the text sections
    after it are ignored)."""
    try:
        obj, _ = json.JSONDecoder().raw_decode(text.lstrip())
    except json.JSONDecodeError as e:
        raise NotAGame(f"no JSON object at the head of the file: {e}") from None
    if not isinstance(obj, dict) or "game_info" not in obj or "game_constants" not in obj:
        raise NotAGame("no game_info / game_constants")
    return obj


def game_name(stem):
    """A file name as one of our game names: lowercase, hyphens."""
    name = re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-")
    return name or "game"


def import_text(text, stem, notes=None):
    """Imports the text of a parameter file named `stem` (no extension)."""
    return import_params(read_params(text), stem, notes)


def import_file(path, notes=None):
    """Imports the parameter file at `path`."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return import_text(text, os.path.splitext(os.path.basename(path))[0], notes)


def _evens_and_ranges(info, total):
    """The counts a basic capture takes: every count from 1 to `total` that
    passes each of the given tests (listed counts, evens, at least, at most),
    or None when no basic capture is named."""
    on = info.get("capt_on") or []
    evens = bool(info.get("evens"))
    cmin = info.get("capt_min", 0) or 0
    cmax = info.get("capt_max", 0) or 0
    if not (on or evens or cmin or cmax):
        return None
    counts = []
    for n in range(1, min(total, 255) + 1):
        if on and n not in on:
            continue
        if evens and n % 2:
            continue
        if cmin and n < cmin:
            continue
        if cmax and n > cmax:
            continue
        counts.append(n)
    return counts


def _min_for_change(info, total):
    """The fewest seeds on the board that can still change the outcome by a
    capture (the engine ends the game below it): 2 for captures of evens or
    across, the smallest capturing count otherwise, raised to the least a
    capture needs."""
    need = total
    if info.get("child_type") and info.get("child_type") != 7:
        # A child can be made from `child_cvt` seeds.
        need = info.get("child_cvt") or total
    if info.get("evens") or info.get("crosscapt"):
        need = min(2, need)
    if info.get("capt_type") == 2:
        # Past an empty hole: the landing hole's seeds and one more, or after
        # relay laps any two.
        need = min(2 if info.get("mlaps") else 3, need)
    on = info.get("capt_on") or []
    if on:
        if info.get("evens"):
            # As the engine computes it: the odd-count filter keeps every value.
            need = min(on)
        else:
            need = min(min(on), need)
    cmin = info.get("capt_min", 0) or 0
    if cmin:
        need = cmin if need == total else max(cmin, need)
    return need


# Round fills as our `rounds.fill`: left, right, outside; the players' choice of
# the holes (UCHOOSE) is played by the engine, without a choice made, as its
# default, the outside fill; no fill named (NOT_APPLICABLE) is that fill too.
ROUND_FILLS = {0: "outside", 1: "left", 2: "right", 3: "outside", 6: "outside"}
# Fills by the loser's own choice of holes: only the first round is translated.
FIRST_ROUND_FILLS = {10: "the loser refills their side alone, choosing the holes"}
ROUND_STARTERS = {0: "alternate", 1: "loser", 2: "winner", 3: "last-mover"}
def start_layout(pattern, holes, seeds):
    """The start of a deterministic start pattern, in our row-major order
    (North's row from the left as South sees it, then South's), South starting;
    None for a pattern that is not a layout (random, a prescribed first move).

    Their board runs counter-clockwise from South's left-hand hole: their index
    i < holes is our holes + i, i >= holes is our 2 * holes - 1 - i."""
    n = 2 * holes
    theirs = [0] * n
    if pattern == 1:
        # Every second hole from the third, then one of the holes filled moved
        # into a lower empty hole on South's side (Gamacha).
        for i in range(2, n, 2):
            theirs[i] = seeds
        low = 1 + 2 * ((holes - 1) // 4)
        theirs[low], theirs[n - 1 - low] = theirs[n - 1 - low], 0
    elif pattern in (2, 3, 7):
        # Alternating empty and full holes, from an empty first hole.
        for i in range(1, n, 2):
            theirs[i] = seeds
        if pattern == 3:
            # The non-starter's second full hole from the right holds one seed;
            # on an even row the starter's loses its seeds.
            theirs[holes + 3 - holes % 2] = 1
            if holes % 2 == 0:
                theirs[holes - 3] = 0
        elif pattern == 7:
            # A quarter of the seeds of one rightmost hole moved across, then the
            # board turned round for South to start.
            theirs[holes] += seeds // 4
            theirs[holes - 1] -= seeds // 4
            theirs = theirs[holes:] + theirs[:holes]
    elif pattern in (4, 5):
        # Each side the same: empty, full, full repeated (clipped triples), or
        # all full but the last two.
        side = [0] * holes
        for i in range(holes):
            if pattern == 4:
                side[i] = seeds if i < holes - holes % 3 and i % 3 != 0 else 0
            else:
                side[i] = seeds if i < holes - 2 else 0
        theirs = side + side
    elif pattern == 8:
        # Every hole full, each side's rightmost one seed more.
        theirs = ([seeds] * (holes - 1) + [seeds + 1]) * 2
    else:
        return None
    ours = [0] * n
    for i, k in enumerate(theirs):
        ours[holes + i if i < holes else n - 1 - i] = k
    return ours


# Passing captures (their `sow_rule`s): where a hole is taken (before the capture
# side is applied), who takes it, and whether a lap's last seed takes its hole too.
PASSING_RULES = {3: ("any", "owner", False), 4: ("any", "owner", True),
                 14: ("any", "mover", False), 15: ("own", "mover", False),
                 16: ("opponent", "mover", False)}


def _rows_both(a, b):
    """The rows in both `a` and `b` (our `Rows` names), or None for no hole."""
    if a == "any" or a == b:
        return b
    if b == "any":
        return a
    return None


# Child types as our `children.kind`: normal, one child each, weg (the opponent's
# child robbed of two seeds), qur (a pair across an empty hole).
CHILD_KINDS = {1: "normal", 3: "one", 4: "weg", 6: "pair-across"}
# Child rules as our `children.rows`: anywhere, the opponent's side, one's own.
CHILD_ROWS = {0: "any", 1: "opponent", 2: "own", 4: "opponent-territory", 5: "own-territory"}

# Child locations as the parts of a row where a child may be made, in the mover's own
# row and in the opponent's, each row counted from its owner's left in five parts: the
# first hole, the second, the inner ones, the second last, the last. With the rule
# that keeps children apart (`children.apart`), if any.
ENDS, INNER, ALL_PARTS = {0, 4}, {1, 2, 3}, {0, 1, 2, 3, 4}
CHILD_LOCS = {
    1: (ENDS, ENDS, None),                       # ends only
    2: (INNER, INNER, None),                     # no ends
    3: (INNER, ENDS, None),                      # own inner, the opponent's ends
    4: (ENDS, {0, 1, 3, 4}, None),               # ends, and the opponent's next to them
    5: ({0, 1, 2, 3}, ALL_PARTS, None),          # not one's own rightmost
    6: (ALL_PARTS, {1, 2, 3, 4}, None),          # not the opponent's leftmost (the mover's right)
    7: (ALL_PARTS, {0, 1, 2, 3}, None),          # not the opponent's rightmost (the mover's left)
    8: (ALL_PARTS, {0, 1, 2, 3}, "same-column"),  # and never symmetrically opposite
    9: (ALL_PARTS, {1, 2, 3, 4}, "across"),      # and never facing
    10: (ENDS, ALL_PARTS, None),                 # ends, and all of the opponent's
}


def child_columns(parts, holes):
    """The columns (from the owner's left, from 0) of a row of `holes` in `parts`;
    short rows have fewer parts: the first and last, then the inner one, then the
    second and second last."""
    if holes >= 5:
        part = [0, 1] + [2] * (holes - 4) + [3, 4]
    else:
        part = {2: [0, 4], 3: [0, 2, 4], 4: [0, 1, 3, 4]}[holes]
    return [c for c in range(holes) if part[c] in parts]


def import_params(params, stem, notes=None):
    """Translates a parsed parameter object into a description (a dict).

    `notes`, a dict if given, receives `first_round_only: True` when the
    description is the game's first round alone (a match whose next rounds
    need a player's choice)."""
    gclass = params.get("game_class", "Mancala")
    consts = params["game_constants"]
    info = params["game_info"]
    holes = int(consts["holes"])
    seeds = int(consts["nbr_start"])
    total = 2 * holes * seeds

    def get(key, default=0):
        v = info.get(key, default)
        return default if v is None else v

    def refuse(key, family, mechanism):
        raise Missing(key, info.get(key, gclass), family, mechanism)

    # Each player sowing round their own row (and own store): their NorthSouthCycle.
    own_row = gclass == "NorthSouthCycle"
    # Bearing off the mover's side once only single seeds are left: their BearOff.
    bear_off = gclass == "BearOff"
    if gclass not in ("Mancala", "NorthSouthCycle", "BearOff"):
        raise Missing("game_class", gclass, BOARD, f"the {gclass} board")
    # The families in the order the issue counts them.
    rounds = get("rounds")
    goal = get("goal")
    first_round_only = False
    territory = goal == 2
    # A match won by the count of rounds won (RND_WIN_COUNT_MAX): every round a new
    # game played for the most seeds.
    wins = None
    if rounds and goal == 4:
        wins = get("goal_param")
        if not 1 <= wins <= 15:
            refuse("goal_param", ROUNDS, "a match of more than 15 rounds won")
        if rounds == 2 and get("mustpass"):
            refuse("rounds", ROUNDS, "rounds won ending when neither player can move")
        if get("start_pattern") not in (0, 6):
            refuse("start_pattern", START_PATTERN, "a start pattern in a match of rounds won")
        goal = 0
    if rounds:
        if goal not in (0, 2):
            refuse("goal", ROUNDS, "rounds tallied by wins, seeds or points")
        if rounds not in (1, 2, 3, 4):
            refuse("rounds", ROUNDS, "another end of a round")
        fill = get("round_fill")
        if territory:
            # The engine lays out every territory round itself; a fill names only
            # who owns the hole the winner fills in part (the winner's choice of
            # holes, UCHOWN, played without a choice made, as its default).
            if fill == 11:
                refuse("round_fill", TERRITORY, "the partly filled hole drawn by lot")
            if fill == 13 and get("start_pattern"):
                refuse("start_pattern", TERRITORY, "an emptied hole with a start pattern")
        elif wins:
            pass  # every round a new game: no fill
        elif fill in FIRST_ROUND_FILLS:
            first_round_only = True
        elif fill not in ROUND_FILLS:
            refuse("round_fill", ROUNDS, {4: "an even fill of both sides", 5: "a board shortened to the loser's holes",
                                          7: "the loser placing the seeds", 9: "a board shortened, every seed placed"}
                   .get(fill, "another round fill"))
        if get("round_starter") not in ROUND_STARTERS:
            refuse("round_starter", ROUNDS, "another round starter")
        if get("start_pattern") and not territory and not wins:
            refuse("start_pattern", START_PATTERN, "a start pattern in rounds")
    child_type = get("child_type")
    if child_type:
        if child_type not in CHILD_KINDS:
            refuse("child_type", CHILDREN, {5: "bull children (a pair of holes made at once)",
                                            7: "ram children (a hole holding enough to sow back)"}
                   .get(child_type, "another kind of child"))
        if rounds and not territory:
            refuse("child_type", CHILDREN, "children in a match of rounds")
        if get("child_rule") in (4, 5) and not territory:
            refuse("child_rule", CHILDREN, "children restricted by territory outside a territory game")
        if get("child_rule") not in CHILD_ROWS:
            refuse("child_rule", CHILDREN, "children restricted by the first hole or by territory")
        if get("sow_rule") == 9 and (get("multicapt") or child_type == 4):
            refuse("sow_rule", CHILDREN, "the opponent's children passed over, with capture chains")
        if get("child_locs") and get("child_locs") not in CHILD_LOCS:
            refuse("child_locs", CHILDREN, "a child fixed in a hole from the start")
        if get("child_locs") and holes < 2:
            refuse("child_locs", CHILDREN, "children limited by columns on a one-hole row")
        # Without stores their captures go into the captor's child (none without one);
        # a game that captures only by making children is the same without them.
        captures = (_evens_and_ranges(info, total) is not None or get("crosscapt")
                    or get("capt_type") or get("presowcapt") or get("pickextra")
                    or get("sow_rule") not in (0, 9) or child_type == 4)
        if not info.get("stores") and captures:
            refuse("child_type", CHILDREN, "children without stores (captures go into the children)")
        if child_type != 6 and get("child_cvt") < 1:
            refuse("child_cvt", CHILDREN, "a child made from no seeds")
    if get("blocks") and not rounds:
        refuse("blocks", BLOCKS, "holes closed during the game")
    if territory and not rounds:
        refuse("goal", TERRITORY, "a territory goal without rounds")
    pattern = get("start_pattern")
    start = None
    random_start = pattern == 6
    # The starter's first move sown from their rightmost hole, by the engine itself.
    rightmost_opening = pattern == 9
    if rightmost_opening:
        if rounds:
            refuse("start_pattern", START_PATTERN, "a first move from the rightmost hole in rounds")
        if get("udir_holes") or get("sow_direct", 1) not in (1, -1):
            refuse("start_pattern", START_PATTERN, "a first move from the rightmost hole with chosen directions")
        if get("prescribed"):
            refuse("start_pattern", START_PATTERN, "a first move from the rightmost hole and a prescribed opening")
    if random_start:
        # A random layout of `nbr_start` seeds in all: ours draws from a seed (the
        # comparison replays from the layout their engine drew).
        if seeds % (2 * holes):
            refuse("start_pattern", START_PATTERN, "a random start of seeds not a multiple of the holes")
        seeds //= 2 * holes
        total = 2 * holes * seeds
    elif pattern and not rightmost_opening:
        start = start_layout(pattern, holes, seeds)
        if start is None:
            refuse("start_pattern", START_PATTERN, {6: "a random start (its layout from a seed)",
                                                    9: "a prescribed first move from the rightmost hole",
                                                    10: "a random first move"}
                   .get(pattern, "a start pattern that is not a layout"))
        if min(start) < 0 or sum(start) == 0:
            refuse("start_pattern", START_PATTERN, "a start pattern this board cannot hold")
        total = sum(start)
    direct = get("sow_direct", 1)
    udir = sorted(set(get("udir_holes", []) or []))
    if direct == 2:
        # Their engine makes every hole chosen; only the first move's choice counts.
        udir = list(range(holes))
    if direct not in (1, -1, 3, 0, 2, 4):
        refuse("sow_direct", DIRECTION, "another direction")
    if udir and direct == 3:
        refuse("udir_holes", DIRECTION, "chosen directions with directions by the seeds lifted")
    if any(not 0 <= c < holes for c in udir):
        refuse("udir_holes", DIRECTION, "chosen holes off the row")
    if direct in (0, 4) and holes % 2 == 1 and holes // 2 not in udir:
        refuse("sow_direct", DIRECTION, "a split sowing whose middle hole has no direction")
    if territory and total % (2 * holes):
        refuse("start_pattern", TERRITORY, "a territory whose seeds do not divide among the holes")
    if goal not in (0, 1, 2, 3, 10):
        refuse("goal", GOAL, "a goal of rounds")
    if goal == 10 and (get("sow_stores") in (1, 2) or get("capt_rturn")):
        # Their engine asks after every move whether the mover's opponent can move,
        # even when the mover plays again.
        refuse("goal", GOAL, "immobilizing the opponent with extra turns")
    no_sides = bool(get("no_sides"))
    if no_sides and (rounds or own_row):
        refuse("no_sides", BOARD, "a board without sides in rounds or sown round each row")
    if bear_off and (no_sides or rounds or get("sow_stores") or get("sow_rule") or get("child_type")
                     or get("skip_start") or get("sow_start") or get("mlaps") == 2
                     or get("sow_direct", 1) not in (1, -1) or get("udir_holes")
                     or get("presowcapt") or get("prescribed") or get("min_move", 1) != 1):
        refuse("game_class", BOARD, "bearing off with other sowing rules, children or rounds")
    if own_row and get("sow_stores") in (2, 4):
        refuse("sow_stores", BOARD, "each player sowing round their own row and both stores")
    presow = get("presowcapt")
    if presow == 1 and (get("sow_stores") or get("skip_start") or get("sow_start")
                        or get("min_move", 1) < 2):
        refuse("presowcapt", SOWING, "one seed a lap captured with stores sown, the origin "
               "skipped or sown first, or single seeds moved")
    prescribed = get("prescribed")
    if prescribed == 6 and (not udir or rounds):
        refuse("prescribed", SOWING, "first turns sown one way without chosen directions, or in rounds")
    if prescribed and prescribed not in (4, 6):
        refuse("prescribed", SOWING, "prescribed opening sowings")
    if prescribed == 4 and (pattern or (rounds and not territory) or get("mustshare")):
        refuse("prescribed", SOWING, "a prescribed opening with a start pattern, feeding or rounds")
    if presow == 2 and (get("mlaps") or get("child_type") or prescribed):
        # Their captures across from every single seed run once, before the move's
        # sowing.
        refuse("presowcapt", SOWING, "captures across from every single seed with laps, "
               "children or an opening")
    if presow == 3 and (get("mlaps") or get("sow_start") or get("move_one")
                        or get("min_move", 1) > 1 or prescribed):
        # Their capture before sowing looks at every lap's seeds, and at the seeds
        # drawn after the first one is left (sow_start).
        refuse("presowcapt", SOWING, "a single seed drawn taking across, with laps, the "
               "first seed left, single seeds moved or an opening")
    for key, mech in [("play_locs", "moves from the store"),
                      ("presowcapt", "captures before sowing other than one seed a lap "
                       "or across a single seed drawn"),
                      ("moveunlock", "locked holes")]:
        if get(key) and not (key == "presowcapt" and presow in (1, 2, 3)):
            refuse(key, SOWING, mech)
    sow_rule = get("sow_rule")
    if sow_rule and sow_rule not in PASSING_RULES and sow_rule not in (8, 9, 10):
        refuse("sow_rule", SOWING, "a special sowing rule")
    if sow_rule == 9 and not get("child_type"):
        refuse("sow_rule", SOWING, "children passed over in a game without children")
    capt_type = get("capt_type")
    if capt_type not in (0, 1, 2, 5, 7):
        refuse("capt_type", CAPTURE, "a capture type (next, match...)")
    pick = get("pickextra")
    if capt_type == 5 and (pick != 2 or get("mlaps") or get("sow_stores") or get("multicapt")
                           or get("crosscapt") or get("capt_rturn") or get("grandslam")
                           or get("capt_side") not in (0, 1) or get("child_type")):
        # Their rule marks a capture and takes nothing; the pick of the opponent's
        # holes on the capture counts (pickextra 2) is the capture.
        refuse("capt_type", CAPTURE, "the opponent's row reached, other than picking their "
               "holes on counts, single lap, no extra turn or grand slam rule")
    if capt_type == 1 and (get("mlaps") != 1 or get("sow_stores") or get("multicapt")
                           or get("crosscapt") or pick not in (0, 5) or get("child_type")
                           or get("capt_side") not in (0, 1, 2) or get("sow_rule")
                           or _evens_and_ranges(info, 1) is not None):
        # Their capture of the next hole looks at the landing hole after relay laps
        # (and at the next hole itself after a single lap, or in a chain).
        refuse("capt_type", CAPTURE, "a capture of the next hole other than after relay "
               "laps, unchained, without counts")
    if pick and not (pick == 1 and capt_type == 2) and pick not in (3, 4) \
            and not (pick == 2 and capt_type == 5) and not (pick == 5 and capt_type == 1):
        refuse("pickextra", CAPTURE, "extra picks after a capture")
    last_pick = pick if pick in (3, 4) else 0
    if last_pick and get("sow_stores"):
        refuse("pickextra", CAPTURE, "the last seeds picked, with stores sown into")
    if get("nosinglecapt") and (get("mlaps") or get("sow_start") or get("move_one")
                                or get("min_move", 1) > 1 or prescribed):
        # Their seeds sown are the last lap's, and those drawn after the first is left.
        refuse("nosinglecapt", CAPTURE, "no capture after a single seed, with laps, the "
               "first seed left, single seeds moved or an opening")
    allow = get("allow_rule")
    if allow not in (0, 1, 2):
        refuse("allow_rule", MOVES, "a rule on which holes may be played")
    if allow == 2 and get("sow_stores"):
        refuse("allow_rule", MOVES, "a single seed sown only into an empty hole, with stores sown into")
    if get("move_one") and not get("sow_start"):
        refuse("move_one", SOWING, "a single seed moved on without the first seed back")

    d = {
        "name": game_name(stem),
        "title": info.get("name", stem),
        "source": "MancalaGames parameter file " + stem + ".txt (imported)",
        "board": {"holes_per_row": holes, "seeds_per_hole": seeds},
    }
    if start is not None:
        d["board"]["start"] = start
    if random_start:
        d["board"]["random_start"] = 1
    sowing = {}
    if udir and len(udir) == holes:
        sowing["direction"] = "player-chooses"
        if direct == 2:
            # The first move chooses its mover's direction for the game (each
            # round), the opponent sowing the other way.
            sowing["first_choice_holds"] = True
    elif direct == -1:
        sowing["direction"] = "clockwise"
    elif direct == 0:
        # The left half of each row (seen from its owner) sows clockwise.
        sowing["direction"] = "split"
    elif direct == 4:
        # The left half of each row (seen from its owner) sows counter-clockwise,
        # the right half clockwise: towards the middle.
        sowing["direction"] = "towards-centre"
    elif direct == 3:
        # Odd counts sow counter-clockwise, even ones clockwise.
        sowing["direction"] = "odd-counter-clockwise"
    if udir and len(udir) < holes:
        # Columns from the owner's left, as theirs.
        sowing["chosen_holes"] = udir
    if prescribed == 6:
        # Each player's first turn sown in the game's direction, the choice ignored.
        sowing["first_turn_unchosen"] = True
    # Their engine feeds by hole: a chosen hole that feeds one way is offered both.
    feed_either_direction = bool(udir) and bool(get("mustshare"))
    mlaps = get("mlaps")
    cont = get("mlap_cont")
    if mlaps == 1:
        sowing["laps"] = "relay"
    elif mlaps == 2:
        # Relay from the hole after the last one sown, while it holds seeds.
        if get("sow_stores") and cont != 6:
            # Their laps then go on through a store; ours end there (STOP_STORE).
            refuse("mlaps", SOWING, "relay from the next hole going on from a store")
        sowing["laps"] = "relay-next"
    elif mlaps:
        refuse("mlaps", SOWING, "another way of relaying")
    if get("skip_start") and get("sow_start"):
        refuse("sow_start", SOWING, "the first seed back with the origin skipped")
    if presow == 1:
        # The first seed of every lap goes to the mover's store.
        sowing["origin"] = "first-seed-captured"
    if get("skip_start"):
        sowing["origin"] = "skip"
    if get("sow_start"):
        if mlaps:
            refuse("sow_start", SOWING, "the first seed back on the first lap only")
        # (A single seed moved on to the next hole: `leave-one`.)
        sowing["origin"] = "leave-one" if get("move_one") else "first-seed-back"
    if cont == 6 and get("sow_stores") and mlaps:
        # A lap ending in a store ends the sowing: our laps' own rule.
        cont = 0
    if cont:
        param = get("mlap_param")
        if cont not in (1, 2) or not mlaps or mlaps != 1:
            refuse("mlap_cont", SOWING, "a lap condition")
        if cont == 1:
            if param < 2:
                refuse("mlap_param", SOWING, "a relay on fewer than two seeds")
            # Relay only when the landing hole then holds exactly that many.
            sowing["relay_on"] = param
        elif param > 2:
            # Relay only when the landing hole then holds at least that many.
            sowing["relay_from"] = param
    min_move = get("min_move", 1)
    if min_move != 1:
        sowing["min_seeds"] = min_move
    extra = {}
    sow_stores = get("sow_stores")
    if sow_stores:
        if sow_stores not in (1, 2, 3, 4):
            refuse("sow_stores", SOWING, "sowing into both stores with an extra turn in one of them")
        if direct == -1:
            refuse("sow_stores", SOWING, "stores at the right-hand ends in clockwise sowing")
        d["board"]["stores"] = True
        sowing["stores"] = "own" if sow_stores in (1, 3) else "both"
        if sow_stores == 1:
            extra["store"] = True
        elif sow_stores == 2:
            # A last seed in either store plays again.
            extra["any_store"] = True
    if own_row:
        # Each player's sowing goes round their own row (and store) only.
        sowing["circuit"] = "own-row"
    if bear_off:
        sowing["bear_off"] = True
    if sowing:
        d["sowing"] = sowing
    single = {}
    if get("nosinglecapt"):
        single["captures"] = False
    if presow == 3:
        single["takes_across"] = True
    if presow == 2:
        single["singles_take_across"] = True
    if single:
        d["single_seed_move"] = single

    side = get("capt_side")
    if side in (5, 6) and not territory:
        refuse("capt_side", CAPTURE, "captures decided by territory outside a territory game")
    if side not in (0, 1, 2, 3, 4, 5, 6):
        refuse("capt_side", CAPTURE, "captures decided by the side the capture started on")
    # 3 and 4: the first hole taken on that side, the chain then anywhere.
    rows = {0: "any", 1: "opponent", 2: "own", 3: "opponent", 4: "own",
            5: "opponent-territory", 6: "own-territory"}[side]
    started = side in (3, 4)
    counts = _evens_and_ranges(info, total)
    if started and (counts is None or get("crosscapt") or capt_type):
        refuse("capt_side", CAPTURE, "captures decided by the side the capture started on, "
               "other than on counts")
    multi = get("multicapt")
    cdir = get("capt_dir")
    if multi not in (0, -1) and (multi < 2 or cdir not in (0, 1)):
        refuse("multicapt", CAPTURE, "a capture chain of limited length")
    if get("crosscapt"):
        xc = get("crosscapt")
        if xc not in (1, 3):
            refuse("crosscapt", CAPTURE, "a cross capture not from an empty hole")
        # 3: from an empty hole, then from every next hole along the sowing, while
        # the hole across may be taken (their multiple capture).
        if multi and not (xc == 3 and multi == -1 and cdir == 1):
            refuse("multicapt", CAPTURE, "a chain of cross captures other than forward "
                   "and unlimited from the holes after an empty one")
        if get("xc_sown"):
            refuse("xc_sown", CAPTURE, "a cross capture from sown holes only")
        pick = get("xcpickown")
        if pick == 2:
            refuse("xcpickown", CAPTURE, "the last seed taken even without a capture")
        if pick == 1 and multi:
            refuse("xcpickown", CAPTURE, "the last seed taken with a chain of cross captures")
        d["capture"] = {"on": "empty-own-hole",
                        "take": "landing-and-opposite" if pick == 1 else "opposite"}
        if side in (5, 6):
            # Their side rule looks at the hole across, here by territory.
            d["capture"]["rows"] = "any"
            d["capture"]["across_rows"] = rows
        elif side != 1:
            # Their side rule looks at the hole across: either row, or the mover's own
            # (the empty hole then in the opponent's row).
            d["capture"]["rows"] = "any" if side == 0 else "opponent"
        if counts is not None:
            if not counts:
                refuse("capt_on", CAPTURE, "capture counts that no hole can hold")
            d["capture"]["across_counts"] = counts
        if multi:
            d["capture"]["chain"] = "forward"
    elif capt_type == 2:
        # The hole past an empty next hole ("two out", across the gap). Their
        # engine's capture at a sowing's end is this alone: capture counts, if
        # given, serve only a sowing rule (captures during the sowing).
        if sow_stores:
            refuse("capt_type", CAPTURE, "a capture past an empty hole with stores sown into")
        if multi not in (0, -1) or (multi and cdir != 1):
            refuse("multicapt", CAPTURE, "a chain past empty holes limited or not forward")
        cap = {"on": "past-empty-hole", "rows": rows}
        if multi and mlaps:
            # Their chain needs the hole taken to hold seeds after a single lap,
            # which it never does (it was just emptied): chains only after relays.
            cap["chain"] = "forward"
        if pick == 1:
            cap["also_across"] = True
        d["capture"] = cap
    elif capt_type == 1:
        # After relay laps, the last seed in an empty hole on the capture side takes
        # the next hole along the sowing; pickextra 5 takes the last seed too.
        d["capture"] = {"on": "next-hole", "rows": rows}
        if pick == 5:
            d["capture"]["also_landing"] = True
    elif capt_type == 5:
        # The last seed in the opponent's row or the mover's last hole before it:
        # every hole of the opponent's on the counts is taken.
        if not counts:
            refuse("capt_on", CAPTURE, "capture counts that no hole can hold")
        d["capture"] = {"on": "opponent-row-reached", "counts": counts}
    elif capt_type == 7:
        # The seeds across an empty hole of the mover's move into it.
        if counts is not None or side != 1 or multi:
            refuse("capt_type", CAPTURE, "a pull across on counts, from either row or chained")
        d["capture"] = {"on": "empty-own-hole", "take": "pull-across"}
    elif counts is not None:
        if not counts:
            refuse("capt_on", CAPTURE, "capture counts that no hole can hold")
        cap = {"on": "counts", "counts": counts, "rows": rows}
        if multi:
            cap["chain"] = {0: "backward", 1: "forward", 2: "both"}[cdir]
            if cdir == 0 and udir and direct in (1, -1):
                # Their backward chain runs against the game's own direction (fixed
                # once from sow_direct), whichever way a chosen hole was sown.
                cap["chain_ignores_choice"] = True
            if started:
                cap["chain_rows"] = "any"
        if multi > 1:
            # At most that many holes captured, the first included.
            cap["chain_limit"] = multi
        d["capture"] = cap
    gs = get("grandslam")
    if gs not in (0, 1, 2, 3, 4, 5) or (gs == 3 and not get("stores")):
        refuse("grandslam", CAPTURE, "a grand slam that shares the seeds, or gives them "
               "away without stores")
    if gs and "capture" in d:
        # The engine counts a grand slam only when the opponent had seeds
        # before the move.
        d["capture"]["grand_slam"] = {1: "forbidden", 2: "captures-nothing-unless-fed",
                                      3: "opponent-takes-movers-seeds",
                                      4: "leave-leftmost", 5: "leave-rightmost"}[gs]
    if sow_rule in PASSING_RULES:
        where, to, last = PASSING_RULES[sow_rule]
        own_counts = None
        if "capture" not in d or d["capture"]["on"] != "counts":
            # Their passing captures look at the capture counts whatever the
            # capture at the sowing's end (past an empty hole): ours name them.
            if not counts:
                refuse("sow_rule", CAPTURE, "captures made while sowing, without capture counts")
            own_counts = counts
        if territory and where != "any":
            # Their rule reads the hole's owner, which a territory match moves.
            where += "-territory"
        # A hole is taken where the capture rule may capture and the rule says.
        where = _rows_both(rows, where)
        if where is not None:
            d["passing"] = {"rows": where, "to": to}
            if own_counts is not None:
                d["passing"]["counts"] = own_counts
            if last:
                d["passing"]["last_seed_too"] = True
    elif sow_rule in (8, 10):
        if mlaps != 1:
            refuse("sow_rule", SOWING, "captures between laps without relay laps")
        if not info.get("stores"):
            refuse("sow_rule", SOWING, "captures between laps that stop once the opponent has no seeds")
        if "capture" not in d or capt_type not in (0, 2):
            refuse("sow_rule", CAPTURE, "captures between laps of this capture type")
        # After a capture across an empty hole the single seed sown on; after any
        # other, the next hole. Past an empty hole (their "gap" lap rule): a lap
        # ending in an occupied hole captures if it can, and the sowing goes on from
        # the landing hole.
        keeps = d["capture"]["on"] in ("empty-own-hole", "past-empty-hole")
        sowing["after_capture"] = "lifts-landing" if keeps else "lifts-next"
        d["sowing"] = sowing
        if sow_rule == 10:
            if get("capt_rturn"):
                refuse("sow_rule", CAPTURE, "seeds given to the opponent with an extra turn after a capture")
            if get("sow_param") < 1:
                refuse("sow_param", SOWING, "seeds given to the opponent on an empty board")
            sowing["opponent_takes_at_most"] = get("sow_param")
    rturn = get("capt_rturn")
    if rturn == 1 and ("capture" in d or child_type == 4):
        # (Under weg children, the seeds a landing takes from a weg are a capture.)
        extra["capture"] = True
    elif rturn == 2 and "capture" in d:
        # Only while no extra turn has been played in this turn.
        extra["capture_once"] = True
    elif rturn:
        refuse("capt_rturn", CAPTURE, "another extra turn after a capture")
    off = get("nocaptmoves")
    if off and "capture" in d:
        # Captures are inhibited during the first moves that hand over the turn.
        d["capture"]["off_first_turns"] = off
    if extra:
        d["extra_turn"] = extra

    moves = {}
    if allow == 2:
        # A single seed moves only into an empty next hole.
        moves["single_seed_into_empty"] = True
    elif allow == 1:
        # A short first lap must end across or in an empty hole of the mover's.
        moves["short_lap_ends_across_or_empty"] = True
    if (direct == 0 and min_move == 1 and 0 not in udir
            and holes - 1 not in udir):
        # Their engine adds this rule to such games by itself: a single seed sown
        # across a row's end may not go straight back on the next move.
        moves["no_single_seed_back"] = True
    must_pass = bool(get("mustpass"))
    if get("mustshare"):
        if must_pass and (udir or direct == 2):
            refuse("mustshare", MOVES, "any move if none feeds, with directions chosen by the player")
        moves["must_feed"] = True
        if feed_either_direction:
            moves["feed_either_direction"] = True
        if must_pass:
            # A player who cannot feed the opponent may play any move.
            moves["any_move_if_none_feeds"] = True
        # The engine plays each move on a copy and keeps those after which the
        # opponent holds seeds.
        moves["feed"] = "move"
    moves["no_move"] = "pass" if must_pass else "end"
    if goal in (1, 10):
        # Depriving or immobilizing the opponent: a player who cannot move loses
        # (whether or not the game otherwise passes).
        moves["no_move"] = "lose"
    if no_sides:
        # A board without sides: either player sows any hole.
        moves["any_hole"] = True
    if prescribed == 4:
        # The first move of each game (round): one seed off and one on in turn.
        moves["opening"] = "plus-one-minus-one"
    if rightmost_opening:
        moves["opening"] = "rightmost-hole"
    d["moves"] = moves

    # The engine's goal of clearing one's own holes decides by that alone;
    # otherwise a player with more than half the seeds wins at once. In rounds
    # that end when no move is left, a player wins (the round and the match) at
    # once when the other can no longer fill the holes the match asks for; in
    # rounds that end on a count of seeds, only that count ends them.
    min_holes = max(get("goal_param"), 1) if rounds and not wins else 1
    # Goals that eliminate (clear one's own holes, deprive or immobilize the
    # opponent) are decided by nothing else.
    eliminate = goal in (1, 3, 10)
    worth = total // (2 * holes)
    win_holes = get("goal_param")
    if territory:
        if not 1 <= win_holes <= 2 * holes:
            refuse("goal_param", TERRITORY, "a territory won by no hole or more than the board's")
        partial = {12: "loser", 13: "loser-empty"}.get(get("round_fill"), "more-than-half")
        # A player with more than this in stores (and children) ends the round at
        # once, except in rounds that end when no move is left.
        if partial == "more-than-half":
            terr_win = (win_holes - 1) * worth + worth // 2 + 1
        else:
            terr_win = win_holes * worth
    if goal == 3:
        end = {"goal": "empty-own-holes"}
    elif goal == 1:
        end = {"goal": "empty-opponent-holes"}
    elif goal == 10:
        # Only a player without a move ends the game (`no_move: lose`).
        end = {}
    elif territory:
        end = {} if rounds == 2 else {"captured_above": terr_win}
        if rounds in (3, 4):
            end["seeds_on_board_at_most"] = seeds * (rounds - 2)
    elif wins and rounds == 2:
        # A round ends when the player to move cannot move (their engine would end it
        # earlier only for a player holding every seed).
        end = {"captured_above": total - 1}
    elif wins:
        end = {"majority": True}
        if rounds in (3, 4):
            end["seeds_on_board_at_most"] = seeds * (rounds - 2)
    elif rounds == 2:
        end = {"captured_above": total - seeds * min_holes}
    elif rounds in (3, 4):
        end = {"seeds_on_board_at_most": seeds * (rounds - 2)}
    else:
        end = {"majority": True}
    unclaimed = get("unclaimed")
    if unclaimed == 3 and not eliminate:
        # The unfed player takes the seeds when the game ends because they cannot
        # be fed; every other end goes by the `quitter` parameter.
        if not get("mustshare") or must_pass:
            refuse("unclaimed", ENDING, "seeds left to the unfed player without feeding")
        end["unfed_takes_remaining"] = True
        unclaimed = get("quitter", 4)  # their default: divided
        key = "quitter"
    else:
        key = "unclaimed"
    if eliminate:
        pass
    elif no_sides:
        # Without sides the seeds left on the board are nobody's (their engine
        # scores only the stores and children then, whatever `unclaimed` says).
        end["remaining"] = "nobody"
    elif unclaimed in (1, 2, 4):
        end["remaining"] = {1: "nobody", 2: "mover", 4: "divided"}[unclaimed]
    elif unclaimed != 0:
        refuse(key, ENDING, "another sweep of the seeds left")
    at_most_hole = min_move - 1
    at_most_board = end.pop("seeds_on_board_at_most", None)
    end_cond = get("end_cond")
    if end_cond == 3:
        at_most_board = get("end_param")
    elif end_cond == 4:
        at_most_hole = max(at_most_hole, get("end_param"))
    elif end_cond == 1:
        end["mover_side_empty"] = True
    elif end_cond == 2:
        end["opponent_side_empty"] = True
    elif end_cond:
        refuse("end_cond", ENDING, "another end condition")
    # The engine ends a game whose board holds too few seeds to change its
    # outcome, unless a sowing into stores or a rule of feeding ends it.
    # (Nor where the only captures are from weg children.)
    weg_only = child_type == 4 and not (counts is not None or get("crosscapt") or capt_type)
    no_change = not (eliminate or sow_stores or (get("mustshare") and not must_pass) or end_cond
                     or rounds in (3, 4) or weg_only or last_pick in (3, 4))
    if no_change:
        need = _min_for_change(info, total)
        if min_move < need < total:
            at_most_board = max(at_most_board or 0, need - 1)
    if eliminate:
        # The goal is the only end the engine looks for.
        at_most_hole, at_most_board = -1, None
    if at_most_hole >= 0:
        end["every_hole_at_most"] = at_most_hole
    if at_most_board is not None:
        end["seeds_on_board_at_most"] = at_most_board
    d["end"] = end
    if last_pick:
        # After every sowing, with few seeds left where captures count (everywhere
        # for captures across), the mover (or the round's starter) takes them all.
        counted = rows if not get("crosscapt") else "any"
        end["last_seeds"] = {"at_most": seeds * (1 if last_pick == 3 else 2), "rows": counted,
                             "to": "mover" if last_pick == 3 else "starter"}
    if child_type:
        d["children"] = {"kind": CHILD_KINDS[child_type], "convert": get("child_cvt"),
                         "rows": CHILD_ROWS[get("child_rule")]}
        if get("child_locs"):
            own, theirs, apart = CHILD_LOCS[get("child_locs")]
            for key, parts in (("own_columns", own), ("opponent_columns", theirs)):
                columns = child_columns(parts, holes)
                if len(columns) < holes:
                    d["children"][key] = columns
            if apart:
                d["children"]["apart"] = apart
        if get("sow_rule") == 9:
            # Sowing passes over the opponent's children.
            d["children"]["passed_by_opponent"] = True
    if rounds and first_round_only:
        d["title"] += " (first round)"
        if notes is not None:
            notes["first_round_only"] = True
    elif wins:
        d["rounds"] = {"starter": ROUND_STARTERS[get("round_starter")], "wins": wins}
    elif rounds and territory:
        d["rounds"] = {"starter": ROUND_STARTERS[get("round_starter")],
                       "territory": {"win_holes": win_holes, "partial_hole": partial}}
    elif rounds:
        d["rounds"] = {"fill": ROUND_FILLS[get("round_fill")],
                       "blocks": bool(get("blocks")),
                       "starter": ROUND_STARTERS[get("round_starter")],
                       "min_holes": min_holes}
    return d


def main(argv):
    if len(argv) != 2:
        print("usage: mancalagames-import PATH", file=sys.stderr)
        return 2
    try:
        d = import_file(argv[1])
    except Missing as e:
        print(f"not importable: {e}", file=sys.stderr)
        return 1
    except (NotAGame, OSError) as e:
        print(f"not a game file: {e}", file=sys.stderr)
        return 1
    print(json.dumps(d, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
