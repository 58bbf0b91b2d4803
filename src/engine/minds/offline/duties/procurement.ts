// Bidding for a public contract is regulated selling: the buyer must treat every bidder equally and
// may exclude a bid for what the bidder did (a conviction, unpaid taxes or social charges, a
// conflict with the evaluators) or for a price it finds abnormally low; a bid made with others makes
// each partner answerable for the whole contract. The board raises it before the bid is priced.
import type { KindId } from '../kinds/kind-ids.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { rulesFor } from './place-rules.ts';

/** A public buyer's tender we would bid for. */
const PUBLIC_TENDER =
  /\b(?:public (?:tenders?|procurement|contracts?|bids?)|(?:government|ministry|municipal\w*|council|city|state|federal|regional|county|hospital trust|public[- ]sector|state-owned)\b[^.]{0,60}\b(?:tenders?|rfps?|rfqs?|invitation to tender|call for tenders?|procurement|bids?)\b|(?:tenders?|rfps?|call for tenders?|procurement)\b[^.]{0,60}\b(?:government|ministry|municipal\w*|council|the city|the state|the region|public (?:body|authority|hospital|school)|state-owned|agency)\b|appel d['’]offres|marchés? publics?|licitaç(?:ão|ões)|licitaci(?:ón|ones)|ausschreibung\w*|vergabe\w*|przetarg\w*|gem procurement|tender portal)/i;
/** Bidding with others: a consortium, a groupement, a joint bid. */
const WITH_OTHERS =
  /\b(?:consorti(?:um|a)|groupement|joint (?:bid|tender|venture)|bid (?:together|jointly)|as (?:lead|prime) (?:contractor|bidder)|mandataire|subcontract\w*)\b/i;

function procurementRules(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    eu: 'in the EU, the public procurement directives as each state applies them (exclusion grounds, abnormally low tenders, equal treatment)',
    uk: 'in the UK, the Procurement Act 2023 (exclusion and debarment, conflicts of interest declared)',
    us: 'in the US, the Federal Acquisition Regulation or the state procurement code (responsibility, organisational conflicts, the bid protest rules)',
  });
  return (
    'A public tender binds the bidder to its rules: the buyer may exclude a bid for the bidder’s conduct (unpaid taxes or social charges, a conviction, a conflict with the evaluators) or reject a price it finds abnormally low, and any contact with the evaluation committee outside the procedure is a ground for exclusion and, with a gift or a favour, bribery' +
    (WITH_OTHERS.test(x.text)
      ? '; bidding with partners usually makes each of them jointly and severally liable to the buyer for the whole contract, so a partner’s failure becomes ours'
      : '') +
    (rules.length ? `. The rules: ${rules.join('; ')}` : '') +
    '. Check eligibility and the exclusion grounds, price above cost with the bonds and penalties counted, and have counsel read the tender rules before the bid is submitted.'
  );
}

const BIDDING_KINDS: readonly KindId[] = [
  'customer_contract',
  'merger_or_jv',
  'partnership',
  'expand_market',
  'take_loan',
  'equipment_purchase',
  'budget_approval',
  'legal_regulatory',
];

export const PROCUREMENT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'public_procurement_rules',
    title: 'The rules of a public tender',
    owner: 'RISK_OFFICER',
    cues: [PUBLIC_TENDER],
    // The tender is the decision, or what the step is for; a raise or a layoff that mentions the
    // tenders a company usually wins is not a bid.
    when: (x) => x.kind === null || BIDDING_KINDS.includes(x.kind),
    text: procurementRules,
    action: (x) =>
      WITH_OTHERS.test(x.text)
        ? 'Agree each partner’s share, liability and exit in a consortium agreement, and check eligibility and the exclusion grounds with counsel before the bid is priced'
        : 'Check eligibility and the exclusion grounds, and price the bid above cost with its bonds and penalties, before submitting',
  },
];
