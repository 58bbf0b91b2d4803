// Why a seat with nothing of its own to weigh abstains, in this decision's terms: what the
// decision turns on and whose question that is, so the abstention is brief, tied to the decision
// and points at the seats to listen to — not a stock 'outside my lens' line.
import { POSITIONS } from '../../../../contracts/positions.ts';
import { list, lowerFirst } from '../reader/format.ts';
import type { SeatAssessment } from './assess.ts';

const TITLES = new Map<string, string>(POSITIONS.map((p) => [p.key, p.title]));
const titleOf = (key: string) => TITLES.get(key) ?? key.replace(/_/g, ' ').toLowerCase();

/** What the decision turns on, from the reading: other seats' duties, questions and figures. */
function turnsOn(a: SeatAssessment): string[] {
  const r = a.reading;
  const mine = a.seat.key;
  const items: string[] = [];
  for (const d of r.duties)
    if (d.owner !== mine && items.length < 2) items.push(`${lowerFirst(d.title)} (for the ${d.owner_title})`);
  for (const m of r.missing)
    if (m.owner !== mine && items.length < 2) items.push(`${m.fact} (the ${titleOf(m.owner)}’s question)`);
  for (const c of r.calculations) if (items.length < 2) items.push(`${lowerFirst(c.label)} (${c.result})`);
  return items;
}

/**
 * The clause after 'I abstain on <the decision>': 'it turns on the liability cap (for the Risk
 * Officer) and its share of revenue (the CFO’s question), and raises no question of market
 * position I could add to'.
 */
export function abstentionReason(a: SeatAssessment): string {
  const on = turnsOn(a);
  const checked = WHAT_I_CHECKED[a.seat.key]?.(a.phrase);
  if (checked) return on.length ? `${checked}; it turns on ${list(on)}` : checked;
  const lens = a.seat.persona?.lens?.optimizesFor[0];
  const mine = lens ? `no question of ${lowerFirst(lens)}` : 'nothing my seat answers for';
  return on.length
    ? `it turns on ${list(on)}, and raises ${mine} that I could add to`
    : `the text gives no figure, party or step that raises ${mine.replace(/^no /, 'a ')}`;
}

/**
 * What a seat looked for and did not find, said of this decision: the CTO checked for systems,
 * data and engineering time, and names the decision it checked, rather than a stock 'outside my lens'.
 */
const WHAT_I_CHECKED: Readonly<Partial<Record<string, (phrase: string) => string>>> = {
  CTO: (phrase) => `${phrase} asks nothing of our systems, data or engineers that I can find in the text`,
  INDUSTRY_EXPERT: (phrase) =>
    `the text names no market, competitor or customer segment against which I could set ${phrase}`,
};
