// Whether a hire is a leader or a team: 'three more engineers at $150k each' adds individual
// contributors to a team that already has its leads, so the board judges output per salary,
// onboarding and the burn, not an executive package, reporting lines or a technology leader
// inheriting the architecture. Read from the decision's own words: a senior title in the
// opening sentence makes it an executive hire; counted people or individual-contributor roles
// make it a team hire.

import { EXACT_COUNTS } from '../../reader/hire-count.ts';

export type HireLevel = 'team' | 'executive';

/** Titles that lead a function: a VP, a C-level, a head or director of something. */
const LEADER_TITLE =
  /\b(vp|vice president|chief \w+ officer|chief of staff|cto|cfo|coo|cmo|cro|cpo|ciso|head of|director|general manager|country manager|managing director|president|executive|leader|lead for)\b/;

/** Individual contributors, singular or plural ('a backend engineer', 'two sales reps'). */
const CONTRIBUTOR =
  /\b(engineers?|developers?|devs|programmers?|designers?|data scientists?|analysts?|sales ?reps?|sdrs?|bdrs?|account executives?|aes|account managers?|support (?:agents?|reps?|staff)|customer success managers?|csms?|marketers?|recruiters?|nurses?|drivers?|technicians?|scientists?|researchers?|writers?|testers?|qa|baristas?|cooks?|chefs?|warehouse (?:staff|workers?)|operators?|agents?|staff|employees|people|hires|heads|ics?|individual contributors?|salespeople|team members?)\b/;

/** Several people counted: 'three more engineers', '5 new hires', 'a few developers'. */
const COUNTED_PEOPLE =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a pair of|a few|several|more|additional|extra)\s+(?:(?:more|new|additional|extra|senior|junior|full-time|part-time|contract|mid-level|backend|frontend|full-stack|mobile|field|inside|[a-z]+-level)\s+){0,3}(engineers|developers|devs|programmers|designers|data scientists|analysts|sales ?reps|reps|sdrs|bdrs|account executives|aes|account managers|support agents|csms|customer success managers|marketers|recruiters|nurses|drivers|technicians|scientists|researchers|testers|operators|agents|staff|employees|people|hires|heads|salespeople|team members)\b/;

/** A leader already in place whom the hires join or report to. */
const EXISTING_LEADER =
  /\b(?:report\w* (?:in)?to|under|managed by|led by|join\w*|for|with|alongside) (?:our|the|my) (?:current |existing |new )?[a-z]+(?: of \w+)?\b/g;

/** The opening sentence (the topic), lowercase. */
function opening(text: string): string {
  return (text.split(/(?<=[.?!])\s+|\n/)[0] ?? text).toLowerCase();
}

/** 'team' when the decision hires individual contributors, 'executive' when it hires a leader. */
export function hireLevelOf(text: string): HireLevel {
  const topic = opening(text);
  const lower = text.toLowerCase();
  // 'reporting to our CTO' names the leader the team joins, not the one hired.
  const hired = topic.replace(EXISTING_LEADER, ' ');
  if (LEADER_TITLE.test(hired)) return 'executive';
  if (COUNTED_PEOPLE.test(topic)) return 'team';
  if (CONTRIBUTOR.test(topic)) return 'team';
  if (COUNTED_PEOPLE.test(lower) && !LEADER_TITLE.test(lower)) return 'team';
  return 'executive';
}

/** How many people a team hire adds, when the text counts them (else 1). */
export function teamSizeOf(text: string): number {
  const m = COUNTED_PEOPLE.exec(opening(text)) ?? COUNTED_PEOPLE.exec(text.toLowerCase());
  const raw = m?.[1] ?? '';
  const n = EXACT_COUNTS[raw] ?? Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : m ? 2 : 1;
}
