"""Game-agnostic engine pieces. Nothing under this package may import pygame."""
