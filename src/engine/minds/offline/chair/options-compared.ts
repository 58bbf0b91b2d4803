// A deliberated decision that names two or more options gets them side by side, as the framing
// does (chair/framing-compare.ts, read once, not re-parsed): what each costs, the runway each leaves,
// what each brings, and which the board prefers on those figures and why (ADR 0112).
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { lowerFirst, months } from '../reader/format.ts';
import { optionsOf } from './framing.ts';
import { type Comparison, compareOptions } from './framing-compare.ts';
import { KEEP } from './framing-questions.ts';

export interface OptionsCompared {
  /** 'Side by side, on what the text gives: (1) …; (2) ….' */
  line: string;
  /** 'The board prefers (2) …: it leaves 9 months of runway against 4. This would change if ….' */
  prefers: string;
  /** Each option's figures, as the framing reads them. */
  sides: Comparison['sides'];
}

const compared = new WeakMap<DecisionReading, OptionsCompared | null>();

/** The options the decision names: typed (or read from its text by the server), else its topic's 'A or B'. */
export function optionsNamed(decision: Decision): string[] {
  const typed = (decision.options ?? []).map((o) => o.label.trim()).filter(Boolean);
  if (typed.length >= 2) return typed;
  const topic = optionsOf(decision.topic);
  return topic.includes(KEEP) ? [] : topic;
}

/** Which option the figures favour and why; where they do not settle it, the fact that would. */
function preferenceOf(c: Comparison): string {
  const lean = c.leaning ?? '';
  if (/^On the figures given, the board leans/.test(lean))
    return lean
      .replace(/^On the figures given, the board leans to /, 'On these figures the board prefers ')
      .replace(/^On the figures given, the board leans against /, 'On these figures the board is against ');
  // Money on offer that would lift a short runway: preferred, on the condition that it is committed.
  const ifItComes = (e: string | null) => Number(e?.match(/, ([\d.]+) months? if it does/)?.[1] ?? 0);
  const offer = [...c.sides].sort((a, b) => ifItComes(b.effect) - ifItComes(a.effect))[0];
  const other = c.sides.find((s) => s !== offer && s.runway !== null);
  if (
    offer?.uncommitted &&
    other &&
    ifItComes(offer.effect) > (other.runway ?? 0) &&
    (other.runway ?? 0) < 12
  )
    return `On these figures the board prefers ${offer.name}, once the ${offer.uncommitted.text} is committed in writing: the cash would then last ${months(ifItComes(offer.effect))}, where ${other.name} leaves ${months(other.runway ?? 0)}, too short to raise or change course from strength.`;
  // Runway on both sides but too close for the framing's leaning: the longer one, said as the margin it is.
  const ranked = c.sides
    .filter((s) => s.runway !== null && s.priced)
    .sort((a, b) => (b.runway ?? 0) - (a.runway ?? 0));
  const [best, next] = ranked;
  if (best && next && (best.runway ?? 0) > (next.runway ?? 0))
    return `On these figures the board prefers ${best.name}, narrowly: it leaves ${months(best.runway ?? 0)} of runway against ${months(next.runway ?? 0)} for ${next.name}, so the choice turns on what each brings beyond cash.`;
  return lean
    ? `The board states no preference on cost alone: ${lean.replace(/^The figures given do not settle it; /, '')}`
    : 'The board states no preference on cost alone: the text prices the options too thinly to rank them, so the vote below decides.';
}

/**
 * An option that would cross a legal line the others keep to is no option: the board prefers the
 * others whatever the figures say ('(2) swap the kits quietly … would cross a legal line').
 */
function lawfulChoice(options: readonly string[], c: Comparison, reading: DecisionReading): string | null {
  const duty = reading.duties.find((d) => d.breached_by_option);
  if (!duty?.breached_by_option) return null;
  const crossing = duty.breached_by_option.toLowerCase();
  const at = options.findIndex((o) => {
    const label = o.toLowerCase();
    return label.includes(crossing) || crossing.includes(label);
  });
  const unlawful = c.sides[at];
  const others = c.sides.filter((s) => s !== unlawful);
  if (!unlawful || others.length === 0) return null;
  return `The board prefers ${others.map((s) => s.name).join(' or ')}, because ${unlawful.name} would cross a legal line (${lowerFirst(duty.title)}), and no figure outweighs that.`;
}

/** The options side by side with the board's preference, or null when the decision names fewer than two. */
export function optionsCompared(decision: Decision, reading: DecisionReading): OptionsCompared | null {
  if (compared.has(reading)) return compared.get(reading) ?? null;
  const options = optionsNamed(decision);
  const c = options.length >= 2 ? compareOptions(decision, reading, options) : null;
  // An option the text says nothing of, or only names, gives nothing to set beside the other.
  // Two options given the same figures means a sentence naming both could not be split between them.
  const same = new Set(c?.sides.map((x) => x.gives.join('; ')) ?? []).size < (c?.sides.length ?? 0);
  const thin = !c?.line || same || /nothing about it on its own|the text says “[^”]{0,24}”/.test(c.line);
  // An option's runway is what the cash would last under it, not the runway today the reading holds.
  const line = c?.line.replace(/\brunway (\d[\d.]*) months?(?= \(| until)/g, 'the cash would last $1 months');
  const lawful = c ? lawfulChoice(options, c, reading) : null;
  const result =
    c && line && (!thin || lawful) ? { line, prefers: lawful ?? preferenceOf(c), sides: c.sides } : null;
  compared.set(reading, result);
  return result;
}
