// The decision as text the reader can walk: its sections in the order they weigh (the topic, then
// the context, then the constraints), sentences and clauses that never break a number ('$1.5M',
// '2,000'), negation, and number words written as digits ('two million' → '2 million') so every
// figure is read by the same rules.
import type { Decision } from '../../../types.ts';
import { spellFiguresPlainly } from './figure-spellings.ts';

export type SectionName = 'topic' | 'context' | 'budget' | 'timeline' | 'other' | 'company';

export interface Section {
  name: SectionName;
  /** With number words as digits, and the labelled prefix constraints get ('Budget: …'). */
  text: string;
}

const PREFIX: Readonly<Record<SectionName, string>> = {
  topic: '',
  context: '',
  budget: 'Budget: ',
  timeline: 'Timeline: ',
  other: '',
  company: 'Company: ',
};

function asSentence(raw: string | null | undefined, name: SectionName, letting: boolean): Section | null {
  const t = normalizeNumberWords((raw ?? '').trim(), letting);
  if (!t) return null;
  return { name, text: `${PREFIX[name]}${t}${/[.!?]$/.test(t) ? '' : '.'}` };
}

/** The decision's sections, topic first; empty ones are left out. */
export function sectionsOf(d: Decision): Section[] {
  const c = d.constraints ?? {};
  const letting = LETTING.test([d.topic, d.context, c.budget, c.timeline, c.other, c.companyInfo].join(' '));
  return [
    asSentence(d.topic, 'topic', letting),
    asSentence(d.context, 'context', letting),
    asSentence(c.budget, 'budget', letting),
    asSentence(c.timeline, 'timeline', letting),
    asSentence(c.other, 'other', letting),
    asSentence(c.companyInfo, 'company', letting),
  ].filter((s): s is Section => s !== null);
}

/** The decision as one text; constraint fields become labelled sentences. */
export function composeText(d: Decision): string {
  return sectionsOf(d)
    .map((s) => s.text)
    .join(' ');
}

/** Letters no decomposition reaches, written as the Latin letter a word cue would expect. */
const PLAIN_LETTER: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 's',
  æ: 'a',
  Æ: 'A',
  œ: 'o',
  Œ: 'O',
  ı: 'i',
};

/**
 * 'Goiânia', 'Zürich', 'Łódź' with their accents taken off, one letter for one letter, so a word
 * cue written with \w reads 'buy our Goiânia competitor' as it reads 'buy our Lyon competitor'
 * and positions found in the folded text are positions in the original.
 */
export function foldLetters(text: string): string {
  let out = '';
  for (const c of text) {
    const base = c.normalize('NFD')[0] ?? c;
    out += PLAIN_LETTER[c] ?? (c.length === 1 && /[A-Za-z]/.test(base) ? base : c);
  }
  return out;
}

/** Sentences: split after . ! ? or a line break, followed by a capital, digit, symbol or bullet. */
export function sentencesOf(text: string): string[] {
  return (
    text
      // '… no guarantees. (2) The bank: …': a numbered item after a full stop starts a sentence too.
      .split(/(?<=[.!?])(?<!\b(?:i\.e|e\.g)\.)\s+(?=[A-Z0-9$€£¿¡"“•*-]|\(\w{1,3}\)\s)|\n+\s*(?:[-•*]\s*)?/u)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/** Clauses of a sentence: at ; or a comma followed by a space, and before 'and', 'but', 'so', 'while'. */
/** How many words a text has: runs of letters, figures and punctuation alone not counted. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/;\s*|,\s+|\s+[—–]\s+|\s+(?=(?:and|but|so|while|whereas|although|though)\s)/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

const NEGATION =
  /\b(not|no|never|none|unlikely|won't|will not|cannot|can't|without|fell through|isn't|aren't|don't|doesn't|haven't|hasn't|didn't|neither|nor)\b/i;

/**
 * Negative words that negate nothing: 'no choice but to notify', 'not only … but', 'no more than
 * 10%', 'we don't know whether records were copied', 'we cannot rule out', 'the no-contract plan'. Removed before a clause
 * is read for a negation, so a fact stated this way is not lost.
 */
const NOT_A_NEGATION =
  /\b(?:no (?:choice|option|alternative) but|not only|no (?:later|more|less|fewer) than|not (?:more|less|fewer) than|(?:don['’]?t|do not|does not|doesn['’]?t|did not|didn['’]?t) (?:yet )?know(?: yet)?(?: (?:whether|if|how|what|who|when))?|(?:cannot|can['’]?t|could not|couldn['’]?t) (?:yet )?(?:rule out|exclude|confirm|be sure)|not (?:yet )?(?:sure|certain|clear|known|confirmed)(?: (?:whether|if|how|what))?|no (?:idea|way to know)(?: (?:whether|if))?|no sooner|nothing (?:else )?(?:stops|prevents)|no-[a-z][\w-]*)\b/gi;

const withoutFalseNegations = (text: string) => text.replace(NOT_A_NEGATION, ' ');

export function isNegated(clause: string): boolean {
  return NEGATION.test(withoutFalseNegations(clause));
}

const NEGATED_BEFORE =
  /\b(not|no|none|nobody|never|neither|nor|won't|will not|cannot|can't|without|don't|doesn't|didn't|hasn't|haven't|rather than|instead of)\b(?:\s+\S+){0,3}\s*$/i;
const NEGATED_AFTER =
  /^\S*(?:\s+\S+){0,3}?\s+(is unlikely|unlikely|fell through|is off|is not|are not|won't happen|is off the table|are off the table)\b/i;

/**
 * A safeguard or a step of handling: a negation that governs one of these is about the safeguard,
 * not about the thing. 'We have not told customers about the breach', 'the laptop held patient
 * records that were not encrypted', 'we will not accept unlimited liability': the breach, the
 * records and the liability are there, and the missing safeguard is itself the risk.
 */
const SAFEGUARD =
  /\b(?:told|tell\w*|notif\w*|inform\w*|disclos\w*|report\w*|announc\w*|mention\w*|warn\w*|alert\w*|consult\w*|accept\w*|sign\w*|fix\w*|patch\w*|resolv\w*|remediat\w*|encrypt\w*|protect\w*|secur\w*|back(?:ed)? up|insur\w*|cover\w*|document\w*|cap|capped|limit\w*|vest\w*|assign\w*|investigat\w*|address\w*|contain\w*|escalat\w*|approv\w*|audit\w*|anonymi[sz]\w*|pseudonymi[sz]\w*|hash\w*|consent\w*|agreed|aware)\b/i;
const NEGATED_PROPERTY_AFTER =
  /^\S*(?:\s+\S+){0,3}?\s+(?:is|are|was|were|has|have)(?: not|n['’]t)(?: yet)?(?: been)?\s+(\S+(?:\s+\S+)?)/i;

/**
 * Whether the words at [start, end) of a clause are ruled out as a fact: 'we hold no health data',
 * 'a bridge round is unlikely'. Unlike `isNegatedAt`, a negation that governs a safeguard or a
 * step of handling ('have not disclosed the breach', 'customer data is not encrypted', 'cannot
 * accept unlimited liability') leaves the thing in place: stated negatively, the fact is kept.
 */
export function isRuledOutAt(clause: string, start: number, end: number): boolean {
  const before = withoutFalseNegations(clause.slice(0, start));
  const negatedBefore = NEGATED_BEFORE.exec(before);
  if (negatedBefore && !SAFEGUARD.test(before.slice(negatedBefore.index))) return true;
  const after = clause.slice(end);
  // 'covenant-free', 'guarantee free': the word names what is absent.
  if (/^[- ]free\b/i.test(after)) return true;
  const property = NEGATED_PROPERTY_AFTER.exec(after);
  if (property && SAFEGUARD.test(property[1] ?? '')) return false;
  return NEGATED_AFTER.test(after);
}

/** Whether the words at [start, end) of a clause are ruled out: 'we will not raise', 'a bridge round is unlikely'. */
export function isNegatedAt(clause: string, start: number, end: number): boolean {
  return (
    NEGATED_BEFORE.test(withoutFalseNegations(clause.slice(0, start))) ||
    NEGATED_AFTER.test(clause.slice(end))
  );
}

// ---- Number words ------------------------------------------------------------------------------

/** The number words that stand for one value each ('seventeen' → 17); 'hundred' and the scales multiply. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES = ['thousand', 'million', 'billion'] as const;
const WORD = `(?:${Object.keys(NUMBER_WORDS).join('|')}|hundred|a|and|half|point|${SCALES.join('|')})`;
// A run of number words that holds at least one real number word: 'two and a half million'.
const RUN = new RegExp(`\\b${WORD}(?:[\\s-]+${WORD})*\\b`, 'gi');

function valueOfWords(words: readonly string[]): { value: number; scale: string } | null {
  let current = 0;
  let fraction = 0;
  const decimals: number[] = [];
  let inDecimals = false;
  let scale = '';
  let numeric = false;
  words.forEach((w, i) => {
    const next = words[i + 1] ?? '';
    if (w in NUMBER_WORDS) {
      numeric = true;
      if (inDecimals) decimals.push(NUMBER_WORDS[w] ?? 0);
      else current += NUMBER_WORDS[w] ?? 0;
    } else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'half') {
      numeric = true;
      fraction = 0.5;
    } else if (w === 'point') inDecimals = true;
    else if ((SCALES as readonly string[]).includes(w)) scale = w;
    else if (w === 'a' && (SCALES as readonly string[]).includes(next) && current === 0 && fraction === 0) {
      numeric = true;
      current = 1;
    }
  });
  if (!numeric) return null;
  return { value: current + fraction + (decimals.length ? Number(`0.${decimals.join('')}`) : 0), scale };
}

/**
 * 'two million' → '2 million', 'twenty-five' → '25', 'half a million' → '0.5 million',
 * 'a million' → '1 million'. A lone 'one', 'a' or 'half' ('one of our customers', 'half the
 * team') stays as written.
 */
/** Spans of time written in words that no digit stands for. */
const TIME_PHRASES: readonly [RegExp, string][] = [
  // 'a comfortable year and a half of runway': one word of judgement may stand between.
  [
    /\b(?:a|one)(?: (?:comfortable|good|solid|full|healthy|safe|bare|scant|tight))? year and a half\b/gi,
    '18 months',
  ],
  // Only a runway the text has; 'more than a year of runway' is a benchmark, left in words.
  [
    /(?<!\b(?:than|least|most|over|under)\s)\b(?:a|one)(?: (?:comfortable|good|solid|full|healthy|safe|bare|scant|tight))? year of (runway|cash|life)\b/gi,
    '12 months of $1',
  ],
  [/\bhalf a year\b/gi, '6 months'],
  // 'two full years of runway', '14 clear months of cash': the word of judgement leaves the span.
  [
    /\b((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty(?:[- ]\w+)?|thirty|\d+(?:\.\d+)?)(?: and a half)?) (?:full|whole|solid|good|clear|comfortable|healthy|safe|bare|scant|tight|short) (years?|months?|weeks?) of (runway|cash|life|money)\b/gi,
    '$1 $2 of $3',
  ],
  [/\ba couple of (months|weeks|years)\b/gi, '2 $1'],
  // An even split, never the number 100 its two words would add up to.
  [/\bfifty[- ]fifty\b/gi, '50/50'],
];

/** A stake given in words ('giving away a fifth of the company'): the percent the reader knows. */
const STAKE_WORDS: Readonly<Record<string, string>> = {
  half: '50%',
  'a third': '33.3%',
  'a quarter': '25%',
  'a fifth': '20%',
  'a tenth': '10%',
};
/** 'Dilutes us by a fifth', 'dilute the founders by one quarter': the dilution in percent. */
const DILUTED_IN_WORDS =
  /\b(dilut\w*(?: (?:us|ourselves|the founders|founders|our stake|existing (?:holders|shareholders|investors)|everyone))? by(?: about| around| roughly| nearly| almost)?) (half|(?:a|one)[- ](?:third|quarter|fifth|tenth))\b/gi;
const STAKE_IN_WORDS =
  /\b((?:give|giving|gave|sell|selling|sold|hand|handing|part|parting|lose|losing|for|cost(?:s|ing)? us|dilut\w* (?:us |ourselves )?by|take|taking|takes|want|wants|ask(?:s|ing)? for|own|owns|owning|hold|holds)(?: up| away| over| with)?(?: only| just| about| around| roughly| nearly| almost)?) (half|a third|a quarter|a fifth|a tenth)(?: of)? (?=(?:the|our|my) (?:company|business|startup|shares|equity)\b)/gi;

const AREA_UNIT = String.raw`(?:m²|m2|sqm|sq\.? ?m|square (?:metres?|meters?)|sq\.? ?ft|sqft|square (?:feet|foot))`;
const RATE_PER_AREA = new RegExp(
  String.raw`([$€£₹])\s?(\d[\d,]*(?:\.\d+)?)\s*(?:per|/|a|an)\s*${AREA_UNIT}(?:\s*(?:per|a|an|/)\s*(month|year|annum|yr|mo)\b)?`,
  'i',
);
const AREA = new RegExp(String.raw`(\d[\d,]*(?:\.\d+)?)\s*${AREA_UNIT}(?![\w²])`, 'i');

/**
 * Rent quoted per square metre or foot, with the area in the same sentence ('€28 per m² per month
 * for 900 m²'), becomes the rent it adds up to, so every reader sees one figure: '€25,200 a month
 * in rent (28 per square unit for an area of 900)'. A rate quoted per year stays yearly.
 */
/** Words of letting premises: without them, a price per m² is goods sold by area (tiles, flooring). */
const LETTING =
  /\b(?:rent\w*|leas\w*|let|letting|landlords?|tenan\w*|premises|offices?|warehouses?|sublet\w*|occupancy|fit-?out)\b/i;

function rentFromRate(text: string, letting: boolean): string {
  if (!letting) return text;
  const rates = new RegExp(RATE_PER_AREA.source, 'gi');
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const found = [...sentence.matchAll(rates)];
      if (!found.length) return sentence;
      // The area is looked for with the rates blanked out, so '€28 per m²' is never taken for one.
      const blanked = found.reduce(
        (s, r) => s.slice(0, r.index) + ' '.repeat(r[0].length) + s.slice(r.index + r[0].length),
        sentence,
      );
      // Each rate takes the area written nearest before it ('Option 1: 210 m² at €14,50/m² … Option 2:
      // 160 m² at €17/m²'), else the first after it.
      const areas = [...blanked.matchAll(new RegExp(AREA.source, 'gi'))].filter(
        (a) => Number((a[1] ?? '').replace(/,/g, '')) > 0,
      );
      if (!areas.length) return sentence;
      const areaFor = (at: number) =>
        [...areas].reverse().find((a) => a.index < at) ?? areas.find((a) => a.index > at) ?? areas[0];
      const pieces = [
        ...found.map((rate) => {
          const area = areaFor(rate.index) as RegExpExecArray;
          const size = Number((area[1] ?? '').replace(/,/g, ''));
          // '€ 14,50/m²': a comma before one or two digits is a decimal comma, not thousands.
          const written = rate[2] ?? '';
          const perArea = Number(
            /^\d+,\d{1,2}$/.test(written) ? written.replace(',', '.') : written.replace(/,/g, ''),
          );
          // A rate per square foot is quoted a year (as offices are let in North America and the
          // UK); one per square metre a month, unless the text says otherwise.
          const yearly = rate[3] ? /^(year|annum|yr)$/i.test(rate[3]) : /ft|feet|foot/i.test(rate[0]);
          return {
            at: rate.index,
            length: rate[0].length,
            text: `${rate[1]}${Math.round(perArea * size).toLocaleString('en-US')} ${yearly ? 'a year' : 'a month'} in rent (${rate[2]} per square unit for an area of ${area[1]})`,
          };
        }),
        ...[...new Set(found.map((rate) => areaFor(rate.index)))].map((area) => ({
          at: area?.index ?? 0,
          length: area?.[0].length ?? 0,
          text: 'the space',
        })),
      ].sort((a, b) => b.at - a.at);
      // Replaced from the end, so each position still points where it did.
      return pieces.reduce((s, p) => s.slice(0, p.at) + p.text + s.slice(p.at + p.length), sentence);
    })
    .join(' ');
}

/** `letting`: whether the decision as a whole is about premises, when the text is one section of it. */
export function normalizeNumberWords(text: string, letting = LETTING.test(text)): string {
  text = spellFiguresPlainly(rentFromRate(text, letting));
  for (const [re, digits] of TIME_PHRASES) text = text.replace(re, digits);
  // 'Net-90 payment terms', 'net 60': the days a buyer takes to pay, said as the reader reads them.
  text = text.replace(
    /\bnet[- ]?(\d{2,3})\b(?:[- ]days?)?(?:\s+(?:payment\s+)?terms)?/gi,
    '$1-day payment terms',
  );
  text = text.replace(
    STAKE_IN_WORDS,
    (_, verb: string, share: string) => `${verb} ${STAKE_WORDS[share.toLowerCase()]} of `,
  );
  text = text.replace(
    DILUTED_IN_WORDS,
    (_, verb: string, share: string) =>
      `${verb} ${
        STAKE_WORDS[
          share
            .toLowerCase()
            .replace(/^one[- ]/, 'a ')
            .replace('-', ' ')
        ]
      }`,
  );
  return text.replace(RUN, (run: string, offset: number, whole: string) => {
    const words = run.split(/[\s-]+/);
    // '$12 million one-off': the scale belongs to the figure before it, not to the words after.
    if (
      (SCALES as readonly string[]).includes(words[0]?.toLowerCase() ?? '') &&
      /\d\s*$/.test(whole.slice(0, offset))
    )
      return run;
    // Words at the end that belong to what follows ('two and', 'five a') go back as written.
    let end = words.length;
    while (end > 0 && /^(a|and|point)$/i.test(words[end - 1] ?? '')) end--;
    const head = words.slice(0, end).map((w) => w.toLowerCase());
    const meaningful = head.filter((w) => w !== 'a' && w !== 'and');
    if (meaningful.length === 0) return run;
    const aScale = head.some(
      (w, i) => w === 'a' && (SCALES as readonly string[]).includes(head[i + 1] ?? ''),
    );
    if (
      meaningful.length === 1 &&
      !aScale &&
      ['one', 'half', 'hundred', ...SCALES].includes(meaningful[0] ?? '')
    )
      return run;
    const parsed = valueOfWords(head);
    if (!parsed) return run;
    const rest = words.slice(end).join(' ');
    // Words before the number that belong to the sentence ('and three' keeps its 'and').
    let start = 0;
    while (start < end && /^(and|a)$/i.test(words[start] ?? '') && !/^(a)$/i.test(words[start] ?? ''))
      start++;
    const lead = words.slice(0, start).join(' ');
    return `${lead ? `${lead} ` : ''}${parsed.value}${parsed.scale ? ` ${parsed.scale}` : ''}${rest ? ` ${rest}` : ''}`;
  });
}

/**
 * A cue for something that happened ('a breach', 'injuries'), not matched where the text only
 * imagines it: 'a breach would cost us dearly', 'to prevent a breach', 'cover in case of an attack'.
 */
export function factual(cue: RegExp): RegExp {
  const imagined =
    '(?<!\\b(?:if|prevent(?:s|ing)?|avoid(?:s|ing)?|risk of|risks of|in case of|against|for|future|potential|possible|any|hypothetical|simulated|mock|next|fear(?:s|ing)? (?:of )?)\\s+(?:(?:an?|the|any|our|another|future|major|big|serious|data|security|cyber|costly|we|were|was|are|is|get|got|be|been|it|they|ever)\\s+){0,3})';
  const conditional = '(?!\\s+(?:would|could|might|may|can|will)\\b)';
  return new RegExp(`${imagined}(?:${cue.source})${conditional}`, cue.flags);
}
