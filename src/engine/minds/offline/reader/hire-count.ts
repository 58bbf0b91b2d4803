// 'Three engineers at $150k each' is a payroll of three salaries, not one: when the clause that
// quotes a salary counts the people hired and says the pay is each one's ('each', 'apiece', 'per
// engineer'), the hire's cost is that many salaries. Without both, the salary stays one person's.

const WORD_COUNTS: Readonly<Record<string, number>> = {
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
  'a couple of': 2,
  'a pair of': 2,
};

/** Plural nouns that count something other than people. */
const NOT_PEOPLE =
  /^(?:years|months|weeks|days|hours|quarters|customers|clients|users|seats|licen[cs]es|offices|stores|sites|markets|countries|products|features|deals|contracts|rounds|options|shares|units|items|dollars|euros|pounds)$/;

const COUNTED =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a pair of)\s+(?:(?:more|new|additional|extra|senior|junior|full-time|part-time|experienced|mid-level|[a-z]+-level)\s+){0,3}([a-z]+(?:\s+[a-z]+)?s)\b/gi;

const EACH =
  /\b(?:each(?!\s+(?:month|year|week|quarter|day)\b)|apiece|a head|per (?:head|person|hire|role|seat holder|[a-z]+(?:er|or|ist|ant|ent|rep)))\b/i;

/** How many people the salary in this clause pays for: 1 unless the clause counts them and says 'each'. */
export function peoplePaid(clause: string): number {
  if (!EACH.test(clause)) return 1;
  for (const m of clause.matchAll(COUNTED)) {
    const noun = (m[2] ?? '').toLowerCase();
    const last = noun.split(/\s+/).at(-1) ?? noun;
    if (NOT_PEOPLE.test(last)) continue;
    const raw = (m[1] ?? '').toLowerCase();
    const n = WORD_COUNTS[raw] ?? Number(raw);
    if (Number.isInteger(n) && n >= 2 && n <= 50) return n;
  }
  return 1;
}
