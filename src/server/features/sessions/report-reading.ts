// The report's 'How the board read your decision' section (figures, sums, premise checks,
// duties, missing facts and corrections), and the section a refused session
// shows instead of a recommendation: the reason and what to add.
import type { DecisionReadingDto } from '../../../contracts/sessions.ts';
import {
  banner,
  bullets,
  fields,
  paragraph,
  type ReportSection,
  subheading,
} from '../../lib/report/model.ts';

export function readingSection(reading: DecisionReadingDto): ReportSection {
  const duties = reading.duties.length
    ? reading.duties.map((d) => `${d.title} (${d.owner_title}): ${d.text} Action: ${d.action}.`)
    : (reading.red_lines ?? []).map((r) => r.text);
  return {
    heading: 'How the board read your decision',
    blocks: [
      paragraph(reading.restatement),
      ...(reading.numbers.length
        ? [
            subheading('Figures and what they mean'),
            fields(
              reading.numbers.map((n) => [
                n.label,
                n.corrected_by ? `${n.text} (corrected by ${n.corrected_by})` : n.text,
              ]),
            ),
          ]
        : []),
      ...(reading.negations.length ? [subheading('Negated in the text'), bullets(reading.negations)] : []),
      ...(reading.calculations.length
        ? [
            subheading('The board’s calculations'),
            bullets(reading.calculations.map((c) => `${c.label}: ${c.result} (${c.inputs})`)),
          ]
        : []),
      ...(reading.premise_checks.length
        ? [subheading('Premises the figures contradict'), bullets(reading.premise_checks.map((p) => p.text))]
        : []),
      ...(duties.length ? [subheading('Duties the board must raise'), bullets(duties)] : []),
      ...(reading.missing.length
        ? [
            subheading('Facts the board still needs'),
            bullets(reading.missing.map((m) => `${m.fact}: ${m.question}`)),
          ]
        : []),
      ...(reading.corrections.length
        ? [
            subheading('Corrected by board members'),
            bullets(reading.corrections.map((c) => `${c.author}: ${c.changes.join('; ')}`)),
          ]
        : []),
    ],
  };
}

export function cannotJudgeSection(reading: DecisionReadingDto | null, headline: string): ReportSection {
  const refusal = reading?.cannot_judge;
  return {
    heading: 'Board Recommendation',
    blocks: [
      banner(headline, 'neutral'),
      paragraph(refusal?.explanation ?? 'The board could not judge this text.'),
      ...(refusal ? [subheading('What to add'), bullets(refusal.what_to_add)] : []),
      paragraph('No votes were cast and no actions are recommended.', true),
    ],
  };
}
