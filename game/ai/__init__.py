"""Game-agnostic bots over the rules protocol: random, greedy and ISMCTS."""
