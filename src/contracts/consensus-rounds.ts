// How many times the board may revise its stances before the final vote. The engine runs at most
// this many consensus rounds (it may stop early when nobody moves), and the progress bar divides
// the consensus phase among them.
export const MAX_CONSENSUS_ROUNDS = 3;
