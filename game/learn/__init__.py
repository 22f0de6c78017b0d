"""Learning to play: the guided first games (pure data, no pygame; the scene is in game.ui.scenes)."""
