"""Card and tile faces of Glory, generated from the content data (texts from ``glory.tips``).

Knights are square tiles with their coat of arms; journey cards carry their reward options; supports,
relics, titles, events, characters, trophies and Otto's cards each get a face of their kind.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.glory import content as C
from game.games.glory import icons as I
from game.games.glory import tips
from game.games.glory.otto_words import otto_card_face
from game.i18n import N_, _
from game.ui.art.cards import CardSpec
from game.ui.art.heraldry import knight_arms
from game.ui.kit.faces import FaceKind

SUPPORT = FaceKind("glory", "support", N_("Support"), "meeple", (70, 90, 60), "tile")
SPECIAL = FaceKind("glory", "support", N_("Special support"), "meeple-king", (112, 84, 40), "tile")
RELIC = FaceKind("glory", "relic", N_("Relic"), "holy-symbol", (104, 80, 140), "tile")
TITLE = FaceKind("glory", "title", N_("Title"), "trumpet-flag", (40, 90, 70), back="title")
EVENT = FaceKind("glory", "event", N_("Event"), "scroll-unfurled", (70, 46, 100), "wide")
CHARACTER = FaceKind("glory", "character", N_("Character"), "hood", (90, 60, 36), back="character")
TROPHY = FaceKind("glory", "trophy", N_("Trophy"), "trophy-cup", (176, 130, 40), "tile")
OTTO_CARD = FaceKind("glory", "automa", N_("Otto"), "black-knight-helm", (50, 50, 60), back="solo")


def knight_spec(knight_id: str) -> CardSpec:
    k = C.KNIGHTS[knight_id]
    face = FaceKind("glory", "knight", C.KNIGHT_TYPE_NAMES[k.type], I.KNIGHT_ICONS.get(k.type, "visored-helm"))
    stats = (("laurels", str(k.glory)), ("star-medal", str(k.prestige)))
    return face.face(k.name, value=k.attack, arms=knight_arms(k.name), stats=stats, shape="tile")


def journey_spec(card_id: str) -> CardSpec:
    jc, t = C.JOURNEY[card_id], card_id[0]
    face = FaceKind(
        "glory", "journey", C.JOURNEY_TYPE_NAMES[t], I.TYPE_ICONS[t], I.TYPE_ACCENTS[t], back=I.TYPE_BACKS[t]
    )
    art = I.JOURNEY_ART[t][sum(map(ord, jc.name)) % len(I.JOURNEY_ART[t])]
    value = jc.attack if t == "C" else (jc.cost or None) if t == "M" else None
    stats = (("star-medal", str(jc.prestige)),) if t == "C" else ()
    footer = N_("Cost in coins") if t == "M" and jc.cost else ""
    body = tips.face_reward_text(jc.reward, tips.FACE_CHARS - len(_(footer) if footer else ""))
    return face.face(jc.name, art, value=value, body=body, stats=stats, footer=footer)


def support_spec(kind: str) -> CardSpec:
    sk = C.SUPPORT_KINDS[kind]
    return (SPECIAL if sk.special else SUPPORT).face(
        sk.name, I.SUPPORT_ICONS.get(kind, "meeple"), body=tips.SUPPORT_TEXT[kind]
    )


def relic_spec(kind: str) -> CardSpec:
    return RELIC.face(C.RELIC_NAMES[kind], I.RELIC_ICONS[kind], body=tips.RELIC_TEXT[kind])


def mini_face(spec: CardSpec) -> CardSpec:
    """A card's face for a mini card: its value and picture, without the text it is too small to show."""
    return replace(spec, subtitle="", body="", footer="", stats=())


def title_spec(title_id: str) -> CardSpec:
    t = C.TITLES[title_id]
    return TITLE.face(t.name, "ribbon-medal", value=t.glory, body=tips.face_title_text(title_id))


def event_spec(event_id: str) -> CardSpec:
    e = C.EVENTS[event_id]
    art = I.EVENT_ICONS.get(event_id, "party-flags")
    return EVENT.face(e.name, art, value=e.round, body=tips.EVENT_TEXT[event_id], back=f"event{e.round}")


def character_spec(char_id: str) -> CardSpec:
    ch = C.CHARACTERS[char_id]
    stats = (("coins", str(ch.coins)), ("biceps", str(ch.strength)), ("prayer", str(ch.faith)))
    stats += (("laurels", str(ch.glory)),)
    body = tips.character_text(char_id).split("\n")[1]
    return CHARACTER.face(ch.name, I.CHARACTER_ICONS.get(char_id, "light-helm"), value=ch.level, body=body, stats=stats)


def trophy_spec(trophy_id: str) -> CardSpec:
    t = C.TROPHIES[trophy_id]
    return TROPHY.face(t.name, "trophy", body=tips.gains_text(t.gains))


def automa_spec(card_id: str) -> CardSpec:
    return OTTO_CARD.face(C.AUTOMA[card_id].name, "black-knight-helm", body=otto_card_face(card_id))


def gallery_specs() -> list[CardSpec]:
    """Every face of the game, kind by kind."""
    out = [knight_spec(k.id) for k in C.KNIGHT_LIST]
    seen: set[tuple[str, str]] = set()
    for cid, jc in C.JOURNEY.items():
        if (cid[0], jc.name) not in seen:  # one face per distinct card
            seen.add((cid[0], jc.name))
            out.append(journey_spec(cid))
    out += [support_spec(k) for k in C.SUPPORT_KINDS]
    out += [relic_spec(k) for k in C.RELIC_KINDS]
    out += [title_spec(t.id) for t in C.TITLE_LIST]
    out += [event_spec(e.id) for e in C.EVENT_LIST]
    out += [character_spec(c.id) for c in C.CHARACTER_LIST if c.id not in ("squire2", "squire3", "squire4")]
    out += [trophy_spec(t.id) for t in C.TROPHY_LIST]
    out += [automa_spec(c.id) for c in C.AUTOMA_CARDS]
    return out
