"""Game setup (rulebook §III) and the setup decisions: character, handicap, titles, journey exchange."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, InvalidOptions, Options
from game.games.glory import content as C
from game.games.glory.effects import apply_gains, draw_journey, draw_title, give_support, refill_track
from game.games.glory.state import OTTO, GloryState, Pending, PlayerState, SoloState
from game.games.glory.tournament import setup_tournament
from game.i18n import _


def option_values(options: Options) -> dict:
    """The game's options with their defaults (see OptionSpec list in __init__)."""
    return {
        "t1": options.get("t1", C.PAS),
        "t2": options.get("t2", C.CHOSEN),
        "t3": options.get("t3", C.CHOSEN),
        "trophies": options.get("trophies", "random"),
        "characters": options.get("characters", "choice"),
        "handicap": options.get("handicap", "off"),
        "solo_mode": options.get("solo_mode", "rivalry"),
        "solo_difficulty": options.get("solo_difficulty", "easy"),
        "solo_deck": options.get("solo_deck", "solo"),
    }


def new_game(options: Options, seed: int) -> GloryState:
    n = options.players
    if n not in (1, 2, 3, 4):
        raise InvalidOptions(_("Glory is for 1 to 4 players."))
    o = option_values(options)
    if o["t1"] not in C.TOURNAMENT_TYPES or any(o[k] not in (*C.TOURNAMENT_TYPES, C.CHOSEN) for k in ("t2", "t3")):
        raise InvalidOptions(_("Unknown tournament type."))
    if o["handicap"] not in ("off", "offered"):
        raise InvalidOptions(_("Unknown handicap setting."))
    types = [o["t1"]] + ["" if o[k] == C.CHOSEN else o[k] for k in ("t2", "t3")]  # "": chosen later
    solo = None
    if n == 1:
        if o["solo_mode"] not in C.SOLO_MODES or o["solo_difficulty"] not in C.DIFFICULTIES:
            raise InvalidOptions(_("Unknown solo mode or difficulty."))
        if o["solo_mode"] == "champion":
            types = [C.PLAISANCE] * 3  # book: Champion is Joust à Plaisance only
        solo = SoloState(o["solo_mode"], o["solo_difficulty"])
    rng = Rng.from_seed(seed)
    s = GloryState(players=[PlayerState(seat=i) for i in range(n)], rng=rng)
    s.tournament_types = types
    s.trophies_on = o["trophies"] == "random"
    s.handicap_on = o["handicap"] == "offered"
    board_n = max(2, n)  # solo is set up for two players (book)

    # 2. titles
    s.title_deck = [t.id for t in C.TITLE_LIST]
    rng.shuffle(s.title_deck)
    s.public_titles = [s.title_deck.pop() for _ in range(C.PUBLIC_TITLES)]
    # 3. characters: one random card of each level
    by_level = {lv: [c.id for c in C.CHARACTER_LIST if c.level == lv] for lv in (1, 2, 3)}
    for lv in by_level.values():
        rng.shuffle(lv)
    for p in s.players:
        p.choices = [by_level[lv].pop() for lv in (1, 2, 3)]
        if o["characters"] == "level1":
            p.choices = p.choices[:1]
    # 8. supports
    s.piles = {name: list(ids) for name, ids in C.PILE_TILES.items()}
    for name in s.piles:
        if name != "scroll":
            rng.shuffle(s.piles[name])
    s.n_special = sum(1 for _c, lo in C.SPECIAL_SPACES if board_n >= lo)
    s.track_costs = [c for c, lo in C.SPECIAL_SPACES if board_n >= lo] + [
        c for c, lo in C.REGULAR_SPACES if board_n >= lo
    ]
    s.track = ["" for _ in s.track_costs]
    refill_track(s, remove_left=False)
    # 10. journey decks
    s.decks = {t: list(ids) for t, ids in C.JOURNEY_IDS.items()}
    for t in C.JOURNEY_TYPES:
        rng.shuffle(s.decks[t])
    s.face_up = {t: [] for t in C.JOURNEY_TYPES}
    # 12. events: one per round
    for r in (1, 2, 3):
        pool = [e.id for e in C.EVENT_LIST if e.round == r]
        s.events.append(rng.choice(pool))
    # 13. supply
    s.relic_supply = {k: C.RELIC_COPIES for k in C.RELIC_KINDS}
    s.prestige_supply = dict(C.PRESTIGE_TOKENS)
    otto_tile = C.OTTO_KNIGHTS[o["solo_difficulty"]] if solo is not None and solo.mode == "rivalry" else ""
    s.knight_piles = {t: [k.id for k in C.KNIGHT_LIST if k.type == t and k.id != otto_tile] for t in C.KNIGHT_TYPES}
    for t in C.KNIGHT_TYPES:
        rng.shuffle(s.knight_piles[t])
    s.trophy_pile = [t.id for t in C.TROPHY_LIST]
    rng.shuffle(s.trophy_pile)
    s.spaces = {a: [] for a in C.ACTION_SPACES}
    # 6. turn order and initiative
    order = list(range(n))
    rng.shuffle(order)
    if solo is not None:
        order = [0, OTTO]  # book: you are the first player
        s.solo = solo
        solo.glory = C.OTTO_START_GLORY
        solo.tile = otto_tile
        solo.attack, solo.prestige = C.OTTO_TILES[solo.difficulty]
        decks = ("solo",) if o["solo_deck"] == "solo" else ("solo", o["solo_deck"])
        solo.deck = [c.id for c in C.AUTOMA_CARDS if c.deck in decks]
        if solo.mode == "rivalry":  # book: one hidden Title card as his personal objective
            solo.titles = [draw_title(s)]
    s.initiative = order
    # 15. the first tournament
    setup_tournament(s)
    s.phase = "setup"
    s.turn = 0
    return s


def setup_actor(s: GloryState) -> int:
    return [x for x in s.initiative if x != OTTO][s.turn]


def setup_legal(s: GloryState, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [("character", c) for c in p.choices]


def setup_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    """Choose a character: receive its resources, glory, equipment, compensation, titles, cards."""
    if action[0] != "character" or action[1] not in s.players[seat].choices:
        raise IllegalAction(_("Choose one of your character cards."), action, seat)
    p = s.players[seat]
    ch = C.CHARACTERS[action[1]]
    p.character = ch.id
    p.choices = []
    p.coins, p.strength, p.faith, p.glory = ch.coins, ch.strength, ch.faith, ch.glory
    p.mount, p.armor = ch.mount, ch.armor
    if s.solo is not None and s.solo.mode == "champion":  # book: Champion difficulty
        if s.solo.difficulty in ("medium", "hard"):
            p.mount = 1
        if s.solo.difficulty == "hard":
            p.armor = 1
    events.append(Event("character_chosen", {"seat": seat, "character": ch.id, "glory": ch.glory}, reveals=True))
    if ch.support:
        give_support(s, p, f"char{seat}:{ch.support}", events)
    # initiative compensation: 1 glory + 1 Challenge card per place behind the first player (book)
    behind = [x for x in s.initiative if x != OTTO].index(seat) if s.solo is None else 0
    if behind:
        apply_gains(s, seat, (("glory", behind),), events, "initiative")
    drawn = [draw_journey(s, "C") for _ in range(behind)]
    for t in ch.journey:
        drawn.append(draw_journey(s, t))
    p.hand.extend(c for c in drawn if c)
    # titles: receive some, keep some (pending, resolved before the exchange)
    titles = [t for t in (draw_title(s) for _ in range(ch.titles_drawn)) if t]
    s.pending.append(Pending("setup_exchange", seat))
    s.pending.append(Pending("keep_title", seat, min(ch.titles_kept, len(titles)), titles, "setup"))
    if s.handicap_on and (p.mount > 1 or p.armor > 1):
        s.pending.append(Pending("handicap", seat))
    s.turn += 1


# ------------------------------------------------------------------ the handicap (book §X, RULES-NOTES)


def handicap_legal(p: PlayerState) -> list[tuple]:
    """``("equipment", mount, armor)``: the character's levels first, then every lower combination."""
    return [("equipment", m, a) for m in range(p.mount, 0, -1) for a in range(p.armor, 0, -1)]


def handicap_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    p = s.players[seat]
    s.pending.pop()
    mount, armor = action[1], action[2]
    if (mount, armor) == (p.mount, p.armor):
        return
    p.mount, p.armor = mount, armor
    events.append(Event("handicap", {"seat": seat, "mount": mount, "armor": armor}))
