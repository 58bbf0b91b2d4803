// The duties a decision triggers, each worded for the places it names, with its owner, action
// and the words that raised it. Adding a duty: its id in duty-kit.ts, its definition in the file
// of its group, and three rewordings in duties.test.ts.
import { POSITIONS } from '../../../../contracts/positions.ts';
import type { ReadingDuty } from '../../../reading.ts';
import {
  type Absence,
  absenceBreaches,
  absenceConcerns,
  absenceDefinition,
  absenceRaises,
  absencesOf,
} from '../reader/absences.ts';
import { upperFirst } from '../reader/format.ts';
import { sentencesOf } from '../reader/text.ts';
import { CHARITY_DUTIES } from './charity-assets.ts';
import { COLLECTIVE_LABOUR_DUTIES } from './collective-labour.ts';
import { CONTRACT_DUTIES } from './contracts.ts';
import { CORPORATE_DUTIES } from './corporate.ts';
import { DATA_DUTIES } from './data.ts';
import { DEAL_DUTIES } from './deals.ts';
import { DISTRIBUTION_AND_GRANT_DUTIES } from './distributions-and-grants.ts';
import type { DutyContext, DutyDefinition, DutyId } from './duty-kit.ts';
import { EMPLOYMENT_DUTIES } from './employment.ts';
import { EMPLOYMENT_MORE_DUTIES } from './employment-more.ts';
import { EXCHANGE_CONTROL_DUTIES } from './exchange-control.ts';
import { FINANCING_DUTIES } from './financing.ts';
import { FORCED_LABOUR_DUTIES } from './forced-labour.ts';
import { FOREIGN_OWNERSHIP_DUTIES } from './foreign-ownership.ts';
import { FRANCHISE_DUTIES } from './franchise.ts';
import { INCIDENT_DUTIES } from './incidents.ts';
import { LISTED_COMPANY_DUTIES } from './listed-company.ts';
import { findCues, findRuledOut, findSituations } from './match.ts';
import { OTHER_DUTIES } from './other.ts';
import { PENSION_DUTIES } from './pensions.ts';
import { PROCUREMENT_DUTIES } from './procurement.ts';
import { TREASURY_DUTIES } from './treasury.ts';

export const DUTIES: readonly DutyDefinition[] = [
  ...EMPLOYMENT_DUTIES,
  ...EMPLOYMENT_MORE_DUTIES,
  ...DATA_DUTIES,
  ...INCIDENT_DUTIES,
  ...FINANCING_DUTIES,
  ...CONTRACT_DUTIES,
  ...CORPORATE_DUTIES,
  ...DEAL_DUTIES,
  ...OTHER_DUTIES,
  ...EXCHANGE_CONTROL_DUTIES,
  ...DISTRIBUTION_AND_GRANT_DUTIES,
  ...FORCED_LABOUR_DUTIES,
  ...FRANCHISE_DUTIES,
  ...COLLECTIVE_LABOUR_DUTIES,
  ...TREASURY_DUTIES,
  ...CHARITY_DUTIES,
  ...FOREIGN_OWNERSHIP_DUTIES,
  ...PENSION_DUTIES,
  ...PROCUREMENT_DUTIES,
  ...LISTED_COMPANY_DUTIES,
];

const TITLES = new Map<string, string>(POSITIONS.map((p) => [p.key, p.title]));

export function dutyDefinition(id: DutyId): DutyDefinition | undefined {
  return DUTIES.find((d) => d.id === id);
}

/** The decision's own question opens the text: its first sentences. */
const TOPIC_SENTENCES = 2;

/**
 * A cue counts with what it also needs only when the two are near: in the cue's sentence, the one
 * before it or the two after, or the question itself, which every line is about. 'Clinical' in the
 * company's description and 'run' three paragraphs on are no use of health data.
 */
function cueBesideNeed(text: string, cues: readonly RegExp[], needs: readonly RegExp[]): boolean {
  const sentences = sentencesOf(text);
  return sentences.some(
    (sentence, i) =>
      findCues(sentence, cues).length > 0 &&
      findCues(
        [...sentences.slice(0, TOPIC_SENTENCES), ...sentences.slice(Math.max(0, i - 1), i + 3)].join(' '),
        needs,
      ).length > 0,
  );
}

function evidenceFor(duty: DutyDefinition, x: DutyContext, absences: readonly Absence[]): string[] | null {
  const byKind = x.kind !== null && (duty.kinds ?? []).includes(x.kind);
  // A safeguard the text says is missing raises its duty by itself: 'liability without limit'.
  const byAbsence = absences.filter((a) => absenceRaises(a, duty.id, x.text)).map((a) => a.words);
  if (byAbsence.length) return byAbsence;
  const byFigures = duty.byFigures?.(x);
  if (byFigures) return [byFigures];
  const situations = findSituations(x.text, duty.situations ?? []);
  const cues = [...findCues(x.text, duty.cues), ...situations];
  if (!byKind && cues.length === 0) return null;
  // A duty the kind would raise is not raised when the text rules its subject out: a loan 'with
  // no covenants' has no covenant headroom to model.
  if (byKind && cues.length === 0 && duty.subject && findRuledOut(x.text, [duty.subject]).length > 0)
    return null;
  if (
    !byKind &&
    situations.length === 0 &&
    duty.alsoNeeds &&
    !cueBesideNeed(x.text, duty.cues, duty.alsoNeeds)
  )
    return null;
  if (duty.when && !duty.when(x)) return null;
  return byKind && cues.length === 0 ? [`a decision of this kind`] : cues.slice(0, 3);
}

/** The duty's text, led by what the decision says is missing when that is what makes it pressing. */
function textOf(duty: DutyDefinition, x: DutyContext, absences: readonly Absence[]): string {
  const risks = absences
    .filter((a) => absenceConcerns(a, duty.id))
    .map((a) => `${absenceDefinition(a.id)?.risk.replace(/\.$/, '')} ('${a.words}')`);
  return risks.length ? `${risks.join('. ')}. ${duty.text(x)}` : duty.text(x);
}

/**
 * A step that crosses a duty for want of safeguards the text says are missing: the action is to
 * put them in place first ('encrypt the data at rest …'), not the duty's general advice.
 */
function safeguardsFirst(id: DutyId, text: string, absences: readonly Absence[]): string | null {
  const remedies = [
    ...new Set(
      absences
        .filter((a) => absenceBreaches(a, id, text))
        .flatMap((a) => absenceDefinition(a.id)?.remedy ?? []),
    ),
  ];
  if (remedies.length === 0) return null;
  return `${upperFirst(remedies.join('; '))}, before the data is used this way`;
}

/** The taxonomy's order, with the duties that decide whether a move of this kind can happen first. */
function inOrder(kind: DutyContext['kind']): readonly DutyDefinition[] {
  const leads = (d: DutyDefinition) => (kind !== null ? (d.leadsFor?.[kind] ?? 99) : 99);
  return [...DUTIES].sort((a, b) => leads(a) - leads(b));
}

/** Every duty the decision triggers, in the taxonomy's order (the ones the kind puts first, first). */
export function dutiesOf(x: DutyContext): ReadingDuty[] {
  const absences = absencesOf(x.text);
  return inOrder(x.kind).flatMap((duty) => {
    const evidence = evidenceFor(duty, x, absences);
    if (!evidence) return [];
    const breached =
      (!!duty.breach && findCues(x.text, duty.breach).length > 0 && (duty.breachWhen?.(x) ?? true)) ||
      absences.some((a) => absenceBreaches(a, duty.id, x.text));
    const byOption = breached ? breachingOption(duty, x) : null;
    return [
      {
        id: duty.id,
        title: duty.title,
        text: byOption
          ? `${textOf(duty, x, absences)} Of the options, “${byOption}” is the one that would cross this line.`
          : textOf(duty, x, absences),
        owner: duty.owner,
        owner_title: TITLES.get(duty.owner) ?? duty.owner,
        // A duty that writes its action from the situation already says what must come first;
        // a duty with one general action gets the missing safeguards instead.
        action:
          typeof duty.action === 'string'
            ? (safeguardsFirst(duty.id, x.text, absences) ?? duty.action)
            : duty.action(x),
        breached: breached && !byOption,
        ...(byOption ? { breached_by_option: byOption } : {}),
        evidence,
      },
    ];
  });
}

/**
 * 'Do we run a formal recall, or swap the kits quietly?': when the words that cross the line are in
 * one alternative of the question alone, not in another nor anywhere else in the text, the line is
 * that alternative's, not the proposal's, and the board can take the lawful one.
 */
function breachingOption(duty: DutyDefinition, x: DutyContext): string | null {
  const options = x.options ?? [];
  if (!duty.breach || options.length < 2) return null;
  const crossing = options.filter((o) => findCues(o, duty.breach ?? []).length > 0);
  if (crossing.length === 0 || crossing.length === options.length) return null;
  // The rest of the text, without the question's own words of each alternative (the question comes
  // first), may propose the crossing itself ('Sales would rather wait for the second test'): then
  // it stays the proposal's line.
  const text = options.reduce((left, o) => left.replace(o, ' '), x.text);
  const rest = { ...x, text, lower: text.toLowerCase() };
  const restCrosses = findCues(text, duty.breach).length > 0 && (duty.breachWhen?.(rest) ?? true);
  return restCrosses ? null : (crossing[0] ?? null);
}
