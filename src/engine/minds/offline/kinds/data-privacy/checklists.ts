// Each seat's checklist for a decision about personal data: a lawful basis and notice for the
// use, safeguards for moving it abroad, an impact assessment for risky processing, vendors that
// must not train on it, and whether customers would expect it. Special-category data (health,
// biometrics, children's) raises the bar; a plan that meets the rules can go ahead.
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const SENSITIVE =
  /\b(health|patient|medical|biometric|facial|genetic|children|kids|minors|religio\w*|ethnic\w*|sexual orientation|criminal)\b/;
const SAFEGUARDED =
  /\b(consent\w*|anonymi[sz]\w*|pseudonymi[sz]\w*|aggregat\w*|encrypt\w*|standard contractual clauses|sccs?|data processing agreement|\bdpa\b|adequacy|data privacy framework|opt[- ]in)\b/;
const MONETIZING =
  /\b(sell|selling|monetiz\w*|monetis\w*|share with (?:third|advertis|partners)|advertis\w*|data broker|train\w* (?:its|their|an?|the)? ?(?:ai )?models?)\b/;

const sensitive = (x: KindContext) => x.says(SENSITIVE);
const safeguarded = (x: KindContext) => x.says(SAFEGUARDED);

export const CHECKLISTS: KindChecklists = {
  RISK_OFFICER: (x, c) => {
    if (sensitive(x) && !safeguarded(x))
      c.con(
        0.75,
        'The data is special-category (health, biometric or children’s): using it needs explicit consent or another specific legal ground, and the text shows neither.',
        'Establish the legal ground and the safeguards with privacy counsel before any data moves.',
        'high',
      );
    else if (safeguarded(x))
      c.pro(
        0.5,
        'The plan names its safeguards (consent, contracts or anonymisation): the remaining work is to check they cover every use.',
      );
    else
      c.con(
        0.25,
        'The text does not say on what legal basis the data would be used.',
        'Write down the legal basis and update the privacy notice before launch.',
      );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (x.duty('data_impact_assessment') || sensitive(x))
      c.con(
        0.25,
        'Processing of this kind needs a data-protection impact assessment signed off before it starts.',
        'Complete the impact assessment and record the sign-off.',
        'high',
      );
    c.act('Record the legal basis, the impact assessment and who signed off', 'before launch');
  },
  CTO: (x, c) => {
    if (x.says(/\b(anonymi[sz]\w*|pseudonymi[sz]\w*|aggregat\w*)\b/))
      c.pro(
        0.25,
        'Anonymised or aggregated data carries far less risk, if re-identification is truly impossible.',
      );
    else
      c.con(
        0.25,
        'Identifiable data needs minimisation, encryption and access control wherever it goes.',
        'Send only the fields needed, encrypted, with access logged.',
      );
    if (x.duty('vendor_data_training'))
      c.con(
        0.5,
        'A vendor that may train its models on the data can surface it to others.',
        'Contract out training on your data, and verify the setting is off.',
        'high',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(MONETIZING))
      c.con(
        0.5,
        'Customers did not give their data for this: if the use would surprise them, it will cost their trust when they find out.',
        'Ask customers first (opt-in), and let them say no without losing the service.',
        'high',
      );
    else
      c.pro(
        0.25,
        'Used for the service customers signed up for, with the safeguards in place, customers gain.',
      );
  },
  CFO: (x, c) => {
    const saving = x.proposed('annual_cost') ?? x.proposed('monthly_cost') ?? x.proposed('cost');
    const revenue = x.proposed('contract_value') ?? x.actual('annual_revenue');
    if (saving) c.pro(0.25, `The figure at stake is ${saving.text} (${saving.label}).`);
    else if (revenue) c.pro(0.25, `The figure at stake is ${revenue.text} (${revenue.label}).`);
    c.con(
      0.25,
      'Privacy fines scale with turnover (up to 4% of worldwide turnover under the GDPR), well beyond the saving or revenue at stake.',
      'Weigh the benefit against the exposure with counsel’s estimate.',
    );
  },
  INVESTOR_REP: (x, c) => {
    const saving = x.proposed('saving');
    if (sensitive(x) && !safeguarded(x))
      c.con(
        0.5,
        `A privacy failure with sensitive data costs more in value and trust than ${saving ? `a ${saving.label} of ${saving.text}` : 'the plan gains'}.`,
        'Go ahead only once the legal ground and safeguards are in place.',
        'high',
      );
    else if (saving)
      c.pro(0.25, `A ${saving.label} of ${saving.text} improves margins, with the safeguards in place.`);
  },
  CEO: (x, c) => {
    const saving = x.proposed('saving');
    if (saving && sensitive(x) && !safeguarded(x))
      c.con(
        0.5,
        `A ${saving.label} of ${saving.text} does not justify moving sensitive data without a legal ground and safeguards.`,
        'Keep the data where it is until the safeguards are in place, then decide on the saving.',
        'high',
      );
    if (x.says(MONETIZING) && sensitive(x))
      c.con(
        0.5,
        'Monetising sensitive data puts the company’s reputation on a use customers never agreed to.',
        'Find a version of the idea that works on aggregated data with consent.',
      );
    else if (safeguarded(x))
      c.pro(0.5, 'With the safeguards named, the plan can go ahead on its business merits.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (x.says(/\b(migrat\w*|move|moving|transfer\w*|servers?|data cent(?:er|re)|region)\b/))
      c.con(
        0.25,
        'Moving data is a migration: downtime, verification and a way back.',
        'Plan the migration with a rollback and verify the data after the move.',
      );
  },
};

/** What the text proposes to do with the data. */
export function dataPhrase(text: string): string | null {
  if (/\b(train\w* (?:its|their|an?|the)? ?(?:ai )?models?|ai vendor)\b/.test(text))
    return 'letting the vendor use the data';
  if (
    /\b(move|moving|transfer\w*|migrat\w*|host\w*) (?:\w+ ){0,4}(?:to|in|into) (?:the )?(?:us|usa|united states|india|china|uk|eu|abroad|servers)\b/.test(
      text,
    )
  )
    return 'moving the data';
  if (/\b(sell|selling|share|sharing|monetiz\w*|monetis\w*)\b/.test(text)) return 'sharing the data';
  return null;
}
