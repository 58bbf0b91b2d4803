// Whether the company has outside investors, whose shares may carry preferences and board seats:
// what a venture-backed sale must model that an owner-run firm's sale does not.
export const INVESTOR_BACKED =
  /\b(?:investors?|vcs?|venture|preferred|preferences?|series [a-f]|seed (?:round|investors?)|angels?|private equity|term sheet)\b/i;
