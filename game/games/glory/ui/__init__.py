"""Glory's table: the main board, the Pas d'Armes and Plaisance boards, the duel and the players."""
