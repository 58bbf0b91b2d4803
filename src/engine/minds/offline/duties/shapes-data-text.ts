// What a data duty adds when a situation, not a named use, raised it (ADR 0110): we process a
// customer's data, a data business is bought, a product shut with its users' accounts.
import type { DutyContext } from './duty-kit.ts';
import { findSituations } from './match.ts';
import {
  CHILDREN_ASKED_TO_PAY,
  DATA_BUSINESS_BOUGHT,
  HEALTH_DATA_TO_EMPLOYER,
  healthDataToEmployerRules,
  PROCESSING_FOR_CUSTOMER,
  SHUT_WITH_USERS,
  shutdownDataRules,
} from './shapes-people.ts';

export function dataSituationRules(x: DutyContext): string {
  const has = (s: readonly (readonly RegExp[])[]) => findSituations(x.text, s).length > 0;
  return (
    (has(PROCESSING_FOR_CUSTOMER)
      ? 'A customer who holds us liable for breaches of its data makes us its processor: the contract needs data-processing terms (our instructions, security, sub-processors, breach notice, deletion at the end), and the liability for a breach should be capped and insured. '
      : '') +
    (has(DATA_BUSINESS_BOUGHT)
      ? 'A business bought comes with the personal data it holds and how it was collected: diligence must cover its lawful basis, consents, security, transfers and any breach history, and the data may be used afterwards only for what its people were told. '
      : '') +
    (has(SHUT_WITH_USERS) ? shutdownDataRules(x) : '') +
    (has(HEALTH_DATA_TO_EMPLOYER) ? healthDataToEmployerRules() : '') +
    (has(CHILDREN_ASKED_TO_PAY)
      ? 'Children’s data used for a campaign or a payment needs a parent’s consent below the local age of digital consent and the protections of a child’s account by default. '
      : '')
  );
}
