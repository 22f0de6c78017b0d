"""Where each part of Glory's table sits on the 1600×900 logical screen (left of the log panel)."""

from __future__ import annotations

import pygame

INFO = pygame.Rect(10, 64, 1220, 70)  # round, phase, tournament, initiative, event, glory track
BOARD = pygame.Rect(10, 140, 760, 430)  # action spaces, or the tournament board, or the duel
SIDE = pygame.Rect(780, 140, 450, 276)  # support track and journey cards
ACTIONS = pygame.Rect(780, 420, 450, 150)  # the viewer's legal moves
PLAYERS = pygame.Rect(10, 578, 1220, 316)  # one board per player (and Otto)
