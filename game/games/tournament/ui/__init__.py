"""Tournament's table scene and card faces (pygame side)."""
