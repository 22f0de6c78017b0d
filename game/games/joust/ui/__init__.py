"""Joust for Fun's table scene and card faces (pygame side; never imported by the engine)."""
