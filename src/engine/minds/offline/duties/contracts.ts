// Duties in a contract's terms: liability without a cap, exclusivity, change of control and
// renewal that runs on by itself.
import type { DutyDefinition } from './duty-kit.ts';

export const CONTRACT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'uncapped_liability',
    title: 'Uncapped liability and indemnities',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(uncapped (?:liability|indemnit\w*)|unlimited (?:liability|indemnit\w*)|(?<!\b(?:safes?|notes?|convertibles?)\b[^.]{0,30})no (?:liability )?cap(?!\s*(?:,|and|or)?\s*(?:no )?discount|(?: on (?:the )?)?valuation)|without a (?:liability )?cap|liability (?:is )?(?:not capped|unlimited)|indemnif\w* (?:them|the customer|the client|against all)|full indemnity|consequential (?:damages|loss))\b/i,
    ],
    text: () =>
      'Uncapped liability or a broad indemnity puts the whole company behind one contract: a single incident can cost more than the contract is worth, and often more than insurance covers. The market norm caps liability at a multiple of the annual fees (often 1–2×), with narrow carve-outs. Have counsel negotiate the cap and check the insurance before signing.',
    action: 'Negotiate a liability cap at a multiple of the annual fees and check the insurance covers it',
  },
  {
    id: 'exclusivity',
    title: 'Exclusivity',
    owner: 'STRATEGIC_ADVISOR',
    cues: [
      /\b(exclusiv\w*|sole (?:supplier|provider|distributor|partner)|only (?:sell|work) (?:to|with) them|non-compete|not (?:to )?sell to (?:their|any) competitors?|(?:can(?:not|'t)|not (?:be )?allowed to|may not|must not|won't be able to|barred from) (?:\w+ ){0,2}(?:sell|supply|work with|partner with|serve|license) (?:\w+ ){0,3}(?:anyone else|any other|other|competitors|rivals)|(?:only|sole|single|one) (?:supplier|distributor|reseller|partner|provider) (?:in|for|across)|lock(?:s|ed)? us in|lock-?in)\b/i,
    ],
    text: (x) =>
      'Exclusivity closes off other customers, partners or markets for the term, whether or not this one performs' +
      (/\bcompetitors?\b/i.test(x.text)
        ? ', and an agreement not to deal with competitors can also raise competition-law questions'
        : '') +
      '. Limit it in scope and time, tie it to minimum volumes, and keep an exit if they are missed; have counsel review it.',
    action:
      'Limit exclusivity in scope and time, tie it to minimum volumes, and keep an exit if they are missed',
  },
  {
    id: 'change_of_control',
    title: 'Change-of-control clauses',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(change[- ]of[- ]control|assignment clause|consent (?:to|for) (?:assignment|a sale)|terminate (?:if|on) (?:we are|a) (?:sold|acquired)|key contracts? (?:would|could) (?:end|lapse))\b/i,
    ],
    kinds: ['be_acquired', 'acquire_company', 'merger_or_jv'],
    text: (x) => {
      const price = x.get('offer_price') ?? x.get('purchase_price');
      const deal =
        x.kind === 'acquire_company'
          ? 'the target’s contracts when we buy it'
          : x.kind === 'merger_or_jv'
            ? 'their contracts when the companies combine'
            : 'their contracts when the company is sold';
      return `Change-of-control and assignment clauses let key customers, suppliers, landlords or lenders end or renegotiate ${deal}${price ? `, and part of the ${price.text} is paid for those contracts` : ''}. List every such clause in the material contracts, and have counsel plan the consents before signing.`;
    },
    action:
      'List the change-of-control and assignment clauses in the material contracts and plan the consents',
  },
  {
    id: 'auto_renewal',
    title: 'Automatic renewal and notice dates',
    owner: 'CFO',
    cues: [
      /\b(auto-?renew\w*|automatic(?:ally)? renew\w*|rolls? over|evergreen|renews? (?:automatically|each year|annually)|notice (?:to cancel|period to terminate))\b/i,
    ],
    text: (x) =>
      'A contract that renews by itself commits the company for another term unless notice is given by a set date' +
      (/\b(consumers?|subscribers?|customers)\b/i.test(x.text)
        ? '; renewing consumers’ subscriptions automatically is also regulated (clear disclosure, reminders and easy cancellation under FTC and state rules in the US, and consumer law in the EU and UK)'
        : '') +
      '. Diary the notice dates, and have counsel check the renewal terms.',
    action: 'Diary every notice date and make renewal a deliberate decision',
  },
];
