// Bidding for a public contract is regulated selling: the buyer must treat every bidder equally and
// may exclude a bid for what the bidder did (a conviction, unpaid taxes or social charges, a
// conflict with the evaluators) or for a price it finds abnormally low; a bid made with others makes
// each partner answerable for the whole contract. The board raises it before the bid is priced.
// Buying as a public body is regulated too: competition above a threshold, a direct award only on
// an allowed ground, and no conflicted person in the evaluation.
import type { KindId } from '../kinds/kind-ids.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findSituations } from './match.ts';
import { rulesFor } from './place-rules.ts';
import { PUBLIC_ENTITY, TENDER_WORD, tenderConflict } from './tender-conflicts.ts';

/** A public buyer's tender we would bid for. */
const PUBLIC_TENDER =
  /\b(?:public (?:tenders?|procurement|contracts?|bids?)|(?:government|ministry|municipal\w*|council|city|state|federal|regional|county|hospital trust|public[- ]sector|state-owned)\b[^.]{0,60}\b(?:tenders?|rfps?|rfqs?|invitation to tender|call for tenders?|procurement|bids?)\b|(?:tenders?|rfps?|call for tenders?|procurement)\b[^.]{0,60}\b(?:government|ministry|municipal\w*|council|the city|the state|the region|public (?:body|authority|hospital|school)|state-owned|agency)\b|appel d['’]offres|marchés? publics?|licitaç(?:ão|ões)|licitaci(?:ón|ones)|ausschreibung\w*|vergabe\w*|przetarg\w*|gem procurement|tender portal|(?:eu|europe)-wide (?:open )?tender|ojeu|official journal)/i;
/** Bidding with others: a consortium, a groupement, a joint bid. */
const WITH_OTHERS =
  /\b(?:consorti(?:um|a)|groupement|joint (?:bid|tender|venture)|bid (?:together|jointly)|as (?:lead|prime) (?:contractor|bidder)|mandataire|subcontract\w*)\b/i;

/** We are a public body: a municipal or state-owned company, a council, a public hospital or university. */
const PUBLIC_BODY =
  /\b(?:municipal(?:ly[- ]owned)?|state-owned|city-owned|council-owned|publicly[- ]owned|public (?:utility|company|enterprise|entity|body|authority|hospital|university|broadcaster|sector (?:body|organi[sz]ation))|local authority|(?:city|county|district|borough|town) council|government (?:agency|department|ministry)|nhs trust|e\.s\.p\.|spółka miejska|stadtwerke)\b/i;
/** Buying outside open competition, or the rules that govern our buying. */
const PUBLIC_BUYING =
  /\b(?:direct[- ]award\w*|single[- ]sourc\w*|sole[- ]sourc\w*|without (?:a |an )?(?:public |open )?(?:tender|competition|competitive (?:bid\w*|process|tender))|(?:invitation|call) (?:to|for) tenders?|procurement (?:manual|rules|regulations?|law|act|policy|policies|threshold|code)|tender threshold|above the (?:\w+ )?threshold)\b/i;

/** The award proposed without competition: 'direct-award', 'without a tender', 'we don't need a tender'. */
const DIRECT_AWARD =
  /\b(?:direct[- ]award\w*|award\w* (?:[\w-]+ ){0,6}directly|sign\w* (?:[\w-]+ ){0,6}directly|without (?:a |an )?(?:public |open )?(?:tender|competition|competitive (?:bid\w*|process))|single[- ]sourc\w*|sole[- ]sourc\w*|(?:don['’]?t|do not|no) need (?:for )?(?:a |an )?(?:public )?tender)\b/i;
/** The rule the award would skip, named: a threshold, a tender the manual or the law requires. */
const COMPETITION_REQUIRED =
  /\b(?:threshold|requires? (?:a |an )?(?:public |open )?(?:invitation to tender|tender|competitive)|must (?:be )?(?:put out to |go to )?(?:tender|compet\w*)|(?:need|don['’]?t need|do not need) (?:a |an )?(?:public )?tender|procurement (?:manual|rules|law|act|code))\b/i;

/** We buy as a public body: the rules bind us as the buyer. */
function publicBuyer(x: DutyContext): boolean {
  return PUBLIC_BODY.test(x.text) && PUBLIC_BUYING.test(x.text);
}

const BUYER_RULES =
  'As a public body the company buys under its procurement rules: above the threshold a contract must be openly competed; a direct award is lawful only on a ground the rules allow (a genuine urgency not of its own making, a single capable supplier), documented before the award; the price must be shown to be value for money against the quotes held; and anyone with a tie to a bidder declares it and stays out of the evaluation and the vote. An award made outside the rules can be challenged and annulled, and the officers who made it answer for it.';

function procurementRules(x: DutyContext): string {
  if (publicBuyer(x)) return BUYER_RULES;
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
    cues: [PUBLIC_TENDER, PUBLIC_BUYING],
    // The tender is the decision, or what the step is for; a raise or a layoff that mentions the
    // tenders a company usually wins is not a bid.
    situations: [[PUBLIC_ENTITY, TENDER_WORD]],
    // A merger of two firms that also bid for public work is no bid: only a joint bid is.
    when: (x) =>
      (x.kind === null || BIDDING_KINDS.includes(x.kind) || tenderConflict(x)) &&
      (x.kind !== 'merger_or_jv' || WITH_OTHERS.test(x.text) || tenderConflict(x)) &&
      (PUBLIC_TENDER.test(x.text) ||
        publicBuyer(x) ||
        findSituations(x.text, [[PUBLIC_ENTITY, TENDER_WORD]]).length > 0),
    // A public body's own award made outside competition is the proposal crossing the line, once the
    // text names the rule it skips (a threshold, a tender its manual requires) or says none is needed.
    breach: [DIRECT_AWARD],
    breachWhen: (x) => publicBuyer(x) && COMPETITION_REQUIRED.test(x.text),
    text: procurementRules,
    action: (x) =>
      publicBuyer(x)
        ? 'Run the award under the procurement rules: compete it above the threshold, or document the allowed ground for a direct award, with any conflicted person out of the decision'
        : WITH_OTHERS.test(x.text)
          ? 'Agree each partner’s share, liability and exit in a consortium agreement, and check eligibility and the exclusion grounds with counsel before the bid is priced'
          : 'Check eligibility and the exclusion grounds, and price the bid above cost with its bonds and penalties, before submitting',
  },
];
