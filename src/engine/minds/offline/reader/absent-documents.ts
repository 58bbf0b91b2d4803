// A statement that leans on a document or safeguard the decision says does not exist: 'apply the
// signed vesting terms' when the shares carry no vesting, 'exercise the break clause' when there
// is none. Each is a contradiction of the reading as plain as a wrong figure.
import type { DecisionReading } from '../../../reading.ts';

interface AssumedDocument {
  /** The fact in the reading's stated facts that says the document is absent. */
  fact: string;
  /** Words that take the document as existing. */
  assumes: RegExp;
}

const ASSUMED: readonly AssumedDocument[] = [
  {
    fact: 'the shares do not vest',
    assumes:
      /\b(?:signed|agreed|existing|current) vesting(?: and leaver)? (?:terms|schedule|agreements?)|\bvesting(?: and leaver)? terms as signed|\b(?:apply|follow|enforce) the (?:signed )?vesting\b|\bunder (?:the|his|her|their) vesting (?:schedule|terms)|\bunvested shares (?:return|revert|come back) (?:to the company )?(?:automatically|under the terms)/i,
  },
  {
    fact: 'no IP assignment has been signed',
    assumes:
      /\b(?:under|as|per) (?:the|his|her|their) (?:signed )?(?:ip|invention) assignment\b|\b(?:the|his|her|their) (?:signed )?(?:ip|invention) assignment (?:covers|already|says|assigns)\b|\bconfirm the (?:signed )?(?:ip|invention) assignment\b/i,
  },
  {
    fact: 'there is no break clause',
    assumes:
      /\b(?:exercise|use|invoke|trigger|rely on) the break(?:[- ]clause|[- ]option)?\b|\b(?:at|after) the break (?:date|point)\b/i,
  },
  {
    fact: 'the data is not encrypted',
    assumes:
      /\b(?:the|our|its) (?:data|files|records|documents) (?:is|are) (?:already )?encrypted\b|\bencryption (?:already )?(?:protects|covers)\b/i,
  },
  {
    fact: 'no impact assessment has been done',
    assumes: /\b(?:the|our) (?:completed|signed-off|existing) (?:dpia|impact assessment)\b/i,
  },
];

/** What the reading says is absent that the sentence takes as existing, or null. */
export function assumesAbsent(sentence: string, reading: DecisionReading): string | null {
  const hit = ASSUMED.find((a) => reading.stated.includes(a.fact) && a.assumes.test(sentence));
  return hit ? hit.fact : null;
}
