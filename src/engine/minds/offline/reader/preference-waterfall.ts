// What a sale pays each holder once the liquidation preferences are paid: 'Series B invested
// PLN 60M with a 1.5x participating preference' takes PLN 90M first and then shares the rest, so
// the founders' 52% is worth far less than 52% of the price. A founder who reads '52% of the offer'
// decides on the wrong figure; this is the sum a board would do first.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';

interface PreferredClass {
  name: string;
  invested: number;
  multiple: number;
  participating: boolean;
  /** The class's share of the company in percent, when its clause gives it ('Series A fund 15%'). */
  stake: number | null;
  /** Whether it converts to common rather than take its preference (non-participating only). */
  converts: boolean;
}

const CLASS_NAME = /\b(series [a-f]|pre-seed|seed|angel|growth)\b/i;

/** The preferred classes: each multiple paired with the money invested said just before it. */
function classesOf(numbers: readonly ReadingNumber[]): PreferredClass[] {
  const out: PreferredClass[] = [];
  let invested: ReadingNumber | null = null;
  for (const n of numbers) {
    if (n.meaning === 'raise_amount' && n.role === 'past') invested = n;
    if (n.meaning !== 'liquidation_preference_multiple' || !invested) continue;
    const before = invested.clause.slice(0, Math.max(0, invested.clause.indexOf(invested.text)));
    const stake = [...before.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].at(-1)?.[1];
    out.push({
      name: CLASS_NAME.exec(invested.clause)?.[1]?.replace(/^series/i, 'Series') ?? 'the investors',
      invested: invested.value,
      multiple: n.value,
      participating: /\bparticipating\b/i.test(n.clause) && !/\bnon-?participating\b/i.test(n.clause),
      stake: stake ? Number(stake) : null,
      converts: false,
    });
    invested = null;
  }
  return out;
}

const prefOf = (c: PreferredClass) => c.multiple * c.invested;
/** What the classes taking their preference are paid before anyone else. */
const prefsPaid = (classes: readonly PreferredClass[]) =>
  classes.filter((c) => !c.converts).reduce((s, c) => s + prefOf(c), 0);
/** The percent of the shares that share what is left: all but the non-participating classes paid first. */
const sharingStake = (classes: readonly PreferredClass[]) =>
  100 - classes.filter((c) => !c.participating && !c.converts).reduce((s, c) => s + (c.stake ?? 0), 0);

/**
 * The founders' (or any named holder's) proceeds at the offer once the preferences are paid. With
 * every class's stake known, a non-participating class converts when its share beats its
 * preference; without them, the holder's share of what is left is a floor.
 */
export function preferenceWaterfall(
  numbers: readonly ReadingNumber[],
  offered: number,
  held: ReadingNumber,
  money: (v: number) => string,
): ReadingCalculation | null {
  const classes = classesOf(numbers);
  if (classes.length === 0 || offered <= 0) return null;
  const known = classes.every((c) => c.stake !== null);
  // Non-participating classes that convert share pro rata instead of taking their preference.
  if (known)
    for (const c of [...classes].sort((a, b) => prefOf(a) / (a.stake ?? 1) - prefOf(b) / (b.stake ?? 1))) {
      if (c.participating) continue;
      const asCommon =
        ((c.stake ?? 0) / (sharingStake(classes) + (c.stake ?? 0))) *
        (offered - prefsPaid(classes) + prefOf(c));
      if (asCommon > prefOf(c)) c.converts = true;
    }
  const paidFirst = classes.filter((c) => !c.converts);
  const prefs = prefsPaid(classes);
  const left = Math.max(0, offered - prefs);
  const sharing = known ? sharingStake(classes) : 100;
  const proceeds = (left * held.value) / sharing;
  const each = paidFirst
    .map(
      (c) =>
        `${c.name} ${c.multiple}× ${money(c.invested)}${c.participating ? ' participating' : ''} = ${money(prefOf(c))}`,
    )
    .join('; ');
  const naive = (offered * held.value) / 100;
  return {
    id: 'preference_waterfall',
    label: `What the ${held.text} stake receives once the preferences are paid`,
    value: Math.round(proceeds),
    result:
      left === 0
        ? `nothing: the preferences (${money(prefs)}) take the whole ${money(offered)}`
        : `${known ? '' : 'at least '}${money(proceeds)}, not ${money(naive)}: the preferences take ${money(prefs)} first (${each}), leaving ${money(left)} shared by ${known ? `${sharing}% of the shares` : 'all holders'}`,
    inputs: `(${money(offered)} − ${money(prefs)}) × ${held.text} ÷ ${known ? `${sharing}%` : '100%'}`,
  };
}
