// A price quoted per head ('$18 per employee per month', '€9 a seat a month', '$40 per driver
// each year') is only half a figure: what it costs is the rate times how many there are. When the
// text counts them ('85 employees'), the reading holds the total a month or a year, and says how it
// was worked out; without a count the rate is left unread rather than mistaken for the whole bill.
import { PER_MONTH, PER_YEAR } from './number-cues.ts';
import { NUMBER_WORDS } from './text.ts';

/** Each thing a price can be quoted per, and the words that count it elsewhere in the text. */
const UNITS: readonly { per: RegExp; counted: string; staff?: boolean }[] = [
  {
    per: /employees?|staff(?: members?)?|heads?|persons?|people|workers?|team members?|ftes?|members?|engineers?|developers?|devs?|testers?|designers?|agents?|consultants?|contractors?|analysts?|nurses?|operators?/,
    counted:
      'employees|people|staff|workers|team members|ftes|members|heads|person|engineers|developers|devs|testers|designers|agents|consultants|contractors|analysts|nurses|operators',
  },
  // Seats and logins of a tool we buy are our own people when the text counts them as staff.
  {
    per: /seats?|users?|licen[cs]es?|logins?|accounts?/,
    counted: 'seats|users|licen[cs]es|logins|accounts',
    staff: true,
  },
  { per: /drivers?|vehicles?|trucks?|vans?/, counted: 'drivers|vehicles|trucks|vans' },
  {
    per: /locations?|stores?|sites?|branches|branch|shops?|clinics?|restaurants?|offices?/,
    counted: 'locations|stores|sites|branches|shops|clinics|restaurants|offices',
  },
  { per: /devices?|laptops?|machines?|endpoints?/, counted: 'devices|laptops|machines|endpoints' },
  { per: /students?|patients?|customers?|clients?/, counted: 'students|patients|customers|clients' },
];

const PER =
  /^[-\s]*(?:per|a|an|each|every|\/)[-\s]*(?:(?:active|paying|full-time|enrolled|covered|named|billable)\s+)?/;

/** A period said before the unit: ' a month', ' per year', ' monthly'. */
const PERIOD_FIRST =
  /^\s*(?:(?:a|per|each|every)\s+(?:month|year)|monthly|yearly|annually)(?=\s+(?:per|a|an|each|every|\/)\s)/;

/**
 * What is paid, said between the figure and the unit: 'MXN 4,500 a month rent per store', '€1,200
 * annual premium per van', '$900 licence fee per seat'. A period among those words is the rate's.
 */
const COST_NOUN_FIRST =
  /^\s*(?:(?:a|per|each|every|\/)\s*(?:month|year|mo|yr)\s+|(?:monthly|yearly|annual)\s+)?(?:in\s+)?(?:rent|rental|premium|insurance|(?:licen[cs]e\s+|service\s+|management\s+)?fees?|costs?|lease|subscription)(?=\s*(?:per|a|an|each|every|\/)\s*\w)/;

export interface UnitRate {
  /** 'monthly_cost' or 'annual_cost' when the rate has a period, else null (a one-off per head). */
  period: 'month' | 'year' | null;
  count: number;
  /** 'employee', as written after 'per'. */
  unit: string;
  /** Counted as our staff ('our 200 employees') though quoted per seat or user. */
  staff?: boolean;
}

const STAFF_COUNTED = 'employees|people|staff|workers|team members|ftes|heads';

/**
 * '85 employees', '40,000 bottles a month': a count said before its noun, with the period it is
 * said per, if any (groups: the digits, a 'k', the period word).
 */
const countSaid = (counted: string) =>
  new RegExp(
    `(?<![$€£₹¥\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+)(\\s?k)?\\s+(?:[a-z-]+\\s+){0,2}(?:${counted})\\b(?:(?:\\s+(?:sold|made|shipped|produced|delivered))?\\s*(?:(?:a|per|each|every|/)\\s*(month|year|week|day|shift|quarter)\\b|(monthly|yearly|annually|weekly|daily)\\b))?`,
    'i',
  );

/** The count of a unit in the text ('85 employees', 'a team of 85', 'headcount: 85'), if one. */
function countOf(counted: string, text: string): number | null {
  const direct = countSaid(counted).exec(text);
  const named =
    /\b(?:headcount|team|staff|workforce)\s*(?:is|of|:|stands at|totals?)\s*(?:about |around |roughly )?(\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(
      text,
    );
  const m = direct ?? (/employees/.test(counted) ? named : null);
  if (!m?.[1]) return null;
  const value = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return value >= 2 ? value : null;
}

const SMALL_COUNT = `\\d{1,3}(?:,\\d{3})*|${Object.keys(NUMBER_WORDS).join('|')}`;

/**
 * 'He'd need three engineers under him at about $140,000 each': the count said with the noun in
 * the clause before the price is the one it multiplies, not the first such noun in the text (the
 * firm's 86 staff).
 */
function countBeside(noun: string, before: string): number | null {
  const m = new RegExp(`\\b(${SMALL_COUNT})\\s+(?:[a-z-]+\\s+){0,2}${noun}\\b[^.;]*$`, 'i').exec(before);
  if (!m?.[1]) return null;
  const word = m[1].toLowerCase();
  const value = NUMBER_WORDS[word] ?? Number(word.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 2 ? value : null;
}

/**
 * A figure followed by 'per <unit> [per month|year]' whose unit the text counts: the period and
 * the count to multiply it by. `after` is the lowercase text right after the figure.
 */
/** '$450 a month to each of our 120 employees': the count named right after the rate. */
const TO_EACH_OF =
  /^\s*(?:(?:a|per|each|every)\s+(month|year)\s+|(monthly|yearly|annually)\s+)?(?:to|for) (?:each|every one) of (?:our |the |its |all |all of our )?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:[a-z-]+\s+)?(employees|staff|people|workers|team members|members|drivers|stores|locations|sites|users|seats)\b/;

export function unitRateOf(after: string, text: string): UnitRate | null {
  const eachOf = TO_EACH_OF.exec(after);
  if (eachOf) {
    const word = eachOf[1] ?? eachOf[2] ?? '';
    return {
      period: /month/.test(word) ? 'month' : word ? 'year' : null,
      count: Number((eachOf[3] ?? '').replace(/,/g, '')),
      unit: (eachOf[4] ?? '').replace(/s$/, ''),
    };
  }
  // 'a month per person': the period may come before the unit.
  const periodFirst = PERIOD_FIRST.exec(after) ?? COST_NOUN_FIRST.exec(after);
  const per = PER.exec(periodFirst ? after.slice(periodFirst[0].length) : after);
  if (!per) return null;
  const rest = after.slice((periodFirst?.[0].length ?? 0) + per[0].length);
  for (const u of UNITS) {
    const noun = new RegExp(`^(${u.per.source})\\b`).exec(rest);
    if (!noun?.[1]) continue;
    const tail = rest.slice(noun[1].length);
    const said = periodFirst?.[0].replace(/^\s*(?:monthly|annual|yearly)\b/, (w) =>
      /month/.test(w) ? 'a month' : 'a year',
    );
    const period =
      PER_MONTH.test(said ?? tail) || PER_MONTH.test(tail)
        ? 'month'
        : PER_YEAR.test(said ?? tail) || PER_YEAR.test(tail)
          ? 'year'
          : null;
    const own = countOf(u.counted, text);
    const staff = own === null && u.staff ? countOf(STAFF_COUNTED, text) : null;
    const count = own ?? staff;
    if (count === null) return null;
    return { period, count, unit: noun[1].replace(/s$/, ''), ...(staff === null ? {} : { staff: true }) };
  }
  return null;
}

/** 'Each station costs ', 'each kiosk would cost about ': one thing's price said before the figure. */
const EACH_THING_COSTS_BEFORE =
  /\beach ([a-z][a-z-]{2,}?)(?:es|s)?\s+(?:(?:would|will|should)\s+)?(?:costs?|is|comes? to)\s+(?:us\s+)?(?:about |around |roughly |some |~)?$/;

/**
 * 'Each station costs MXN 185,000 installed' with '120 stations' counted in the text: the rollout's
 * one-off cost is the count times the price of one, whatever the thing is.
 */
export function eachThingCostOf(before: string, text: string): UnitRate | null {
  const noun = EACH_THING_COSTS_BEFORE.exec(before)?.[1];
  if (!noun || UNITS.some((u) => new RegExp(`^(?:${u.per.source})$`).test(noun))) return null;
  const count = countOf(`${noun}(?:es|s)`, text);
  if (count === null) return null;
  // What each bottle we sell costs us is the unit cost its price is set against, not a bill.
  if (
    new RegExp(
      `\\b(?:sell|sells|selling|sold|price[ds]?|pricing|charge[sd]?)\\b[^.;]{0,40}\\b${noun}`,
      'i',
    ).test(text)
  )
    return null;
  // '40,000 bottles a month' is a flow: each one's cost times it is a month's cost, not a one-off;
  // a flow by the week or the day is left as the unit cost it is.
  const period = periodOfCount(`${noun}(?:es|s)`, text);
  if (period === 'other') return null;
  return { period, count, unit: noun };
}

/** The period a count is said per ('40,000 bottles a month'): month, year, another, or none. */
function periodOfCount(counted: string, text: string): 'month' | 'year' | 'other' | null {
  const m = countSaid(counted).exec(text);
  const word = (m?.[3] ?? m?.[4] ?? '').toLowerCase();
  if (!word) return null;
  return /^month/.test(word) ? 'month' : /^(?:year|annually)/.test(word) ? 'year' : 'other';
}

/** '… a month each', 'each a year', 'apiece': a sum said to be each one's. */
const EACH_AFTER =
  /^\s*(?:(?:a|per|each|every|\/)\s*(month|year|mo|yr)\s+|(monthly|yearly|annually)\s+)?(?:each|apiece|per head)\b(?:\s+(?:a|per|each|every)\s+(month|year)\b)?/;

/**
 * 'Our in-house testers cost £4,500 a month each' with '10 testers' in the text, 'lease 20 vans at
 * €900/month each': each one's cost times the count, as with a price per head. The people or
 * things must be named in the clause before it, nearest first.
 */
export function eachRateOf(before: string, after: string, text: string): UnitRate | null {
  const each = EACH_AFTER.exec(after);
  if (!each) return null;
  // Customers and users paying 'each' are revenue, read by their own cues, never a bill.
  const nearest = UNITS.filter((u) => !/customers|users/.test(u.counted))
    .map((u) => {
      const all = [...before.matchAll(new RegExp(`\\b(${u.per.source})\\b`, 'g'))];
      return { u, at: all.at(-1) };
    })
    .filter((f) => f.at?.[1] !== undefined)
    .sort((a, b) => (b.at?.index ?? 0) - (a.at?.index ?? 0))[0];
  if (!nearest?.at?.[1]) return null;
  const noun = nearest.at[1].replace(/s$/, '');
  const count =
    countBeside(nearest.at[1], before) ?? countOf(`${noun}s`, text) ?? countOf(nearest.u.counted, text);
  if (count === null) return null;
  const word = each[1] ?? each[2] ?? each[3] ?? '';
  // What people cost each, with no period said, is their pay: a yearly sum ('three engineers at
  // about $140,000 each fully loaded'), never a one-off.
  const people = nearest.u === UNITS[0];
  return {
    period: /^mo/.test(word) ? 'month' : word || people ? 'year' : null,
    count,
    unit: nearest.at[1].replace(/s$/, ''),
  };
}
