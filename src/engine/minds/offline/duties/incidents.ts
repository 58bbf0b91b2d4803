// Duties when something goes wrong: a ransomware attack, an unsafe product, a product that
// needs a licence or approval before it may be sold.
import { placeList } from '../reader/places.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';

function regulatorsFor(x: DutyContext): string {
  const named = [
    x.places.some((p) => p.country === 'the US')
      ? 'the CPSC in the US (report within 24 hours of learning of a defect that could create a substantial hazard)'
      : '',
    x.places.some((p) => p.blocs.includes('EU'))
      ? 'the national market-surveillance authorities in the EU (through the Safety Business Gateway under the GPSR)'
      : '',
    x.places.some((p) => p.name === 'the UK') ? 'the OPSS in the UK' : '',
    x.places.some((p) => p.name === 'Canada') ? 'Health Canada' : '',
    x.places.some((p) => p.name === 'Australia')
      ? 'the ACCC in Australia (within 2 days for serious injury)'
      : '',
  ].filter(Boolean);
  return named.length ? named.join('; ') : 'the product-safety regulator in every market where it is sold';
}

/** Backups the company can restore from: the alternative to paying. */
const BACKUPS =
  /\b(?:clean|offline|good|recent|working|immutable|tested) (?:\w+ )?backups?\b|\bbackups? (?:\w+ ){0,3}(?:clean|intact|unaffected|exist|work)\w*|\brestor\w* (?:\w+ ){0,3}(?:from )?backups?\b/i;

export const INCIDENT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'ransomware_response',
    title: 'A ransomware attack: notify, involve law enforcement, screen before any payment',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(ransomware|ransom|extortion|encrypted our|locked (?:us )?out of our (?:systems|files|servers)|attackers? demand\w*|hackers? demand\w*)\b/i,
    ],
    breach: [
      /\b(pay(?:ing)? (?:the )?(?:ransom|attackers?|hackers?)(?: quietly| now| today| immediately)?|quietly pay)\b/i,
      /\b(?:pay\w*|transfer\w*|send\w*) (?:\w+ ){0,4}(?:ransom|demand|attackers?|hackers?|criminals?|extortion\w*|btc|bitcoin|crypto\w*|monero|for (?:the |a )?decrypt\w*)|\b(?:do|should|shall|can) we pay\b|\bnegotiat\w* (?:\w+ ){0,3}(?:with )?(?:the )?(?:attackers|hackers|criminals|gang)/i,
    ],
    text: (x) =>
      'A ransomware attack brings duties before any decision to pay: notify the regulators and people whose data may be affected within the legal deadlines, report to law enforcement' +
      (x.places.some((p) => p.country === 'the US')
        ? ' (the FBI)'
        : x.places.some((p) => p.name === 'the UK')
          ? ' (Action Fraud / the NCSC)'
          : '') +
      ', tell the cyber insurer at once, preserve the evidence, and screen the attackers against sanctions lists (OFAC, EU, UK) — paying a sanctioned group is itself unlawful. Payment guarantees nothing: the decryptor may fail, and nothing assures that copied data is deleted.' +
      (BACKUPS.test(x.text)
        ? ' With clean backups the choice is restore or pay: restoring costs the days of outage, paying costs the ransom and buys no certainty, so restore and refuse, or at least defer, payment while the outage is costed against the ransom.'
        : '') +
      ' Take breach-counsel advice before any contact with the attackers.',
    action: (x) =>
      BACKUPS.test(x.text)
        ? 'Restore from the clean backups and refuse, or at least defer, payment; report to law enforcement and the insurer, preserve evidence, and screen against sanctions lists before any payment is discussed'
        : 'Report to law enforcement and the insurer, preserve evidence, and screen against sanctions lists before any payment is discussed',
  },
  {
    id: 'product_safety_recall',
    title: 'Injury or safety reports: stop, notify, trace',
    owner: 'RISK_OFFICER',
    kinds: ['product_recall'],
    cues: [
      /\b(injur\w*|burns? (?:from|to|on)|(?:were|was|got|been) (?:badly |severely )?(?:burned|burnt|scalded)|caught fire|catch(?:es|ing)? fire|overheat\w*|fire hazard|allergic reactions?|choking|electric shock|hospitali[sz]\w*|contaminat\w*|salmonella|listeria|unsafe|safety (?:defect|issue|risk|complaint|report)s?|battery (?:swell\w*|fires?)|brakes? fail\w*|harm(?:ed)? (?:customers|users|children|patients)|(?:defect\w*|faulty|malfunction\w*) (?:\w+ ){0,3}(?:units?|products?|devices?|batch\w*|models?|parts?|toys?|chargers?|batteries)|(?:customers|users|children|people|kids|babies|patients|buyers) (?:\w+ ){0,2}(?:got|were|was|have been|had been) (?:hurt|injured|sick|harmed|ill|burned)|food poisoning)\b/i,
    ],
    breach: [
      /\b(keep (?:selling|shipping)|continue (?:to sell|selling|shipping)|delay(?:ing)? (?:the )?recall|postpone\w* (?:the )?recall|quiet(?:ly)? fix|silent(?:ly)? fix|without (?:a )?recall|not (?:to )?(?:notify|tell|report) (?:the )?(?:regulator|authorit\w*|customers)|sell (?:through|off) (?:the )?(?:remaining |existing )?(?:stock|inventory)|(?:wait|hold off|hold on)\w* (?:\w+ ){0,6}(?:before|until|to) (?:\w+ ){0,3}(?:recall|notif\w*|tell\w*|disclos\w*|warn\w*)|(?:fix|replace|swap|patch|update) (?:\w+ ){0,4}(?:quietly|silently|without (?:telling|notifying|announcing))|(?:only|just) (?:fix|replace|refund) (?:\w+ ){0,4}(?:who|that|if) (?:complain|ask|return)\w*|no need (?:to|for) (?:a )?(?:recall|notif\w*)|(?:avoid|skip)\w* (?:a |the )?(?:recall|notification))\b/i,
    ],
    text: (x) =>
      `Safety reports come first, whatever the cost: stop selling and shipping the affected product now, notify ${regulatorsFor(x)}, and trace the affected batches or serial numbers so every owner can be reached. Cost and weights do not override this; take product-safety counsel’s advice on the notices.`,
    action:
      'Stop sale and shipment, notify the product-safety regulators and trace the affected batches today',
  },
  {
    id: 'regulated_product',
    title: 'A product that needs approval or a licence before it is sold',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(medical device|diagnos\w*|clinical|fda|(?:their|a partner['’]?s?|the partner['’]?s?|another (?:company|firm)['’]?s?|(?:sponsor|partner) bank['’]?s?) licen[cs]e|under (?:\w+ ){0,3}licen[cs]e|white-?label\w* (?:\w+ ){0,2}(?:payments?|lending|loans?|cards?|insurance|banking|wallet)|banking-as-a-service|\bbaas\b|embedded (?:finance|payments|lending|insurance)|buy now,? pay later|\bbnpl\b|connected (?:devices?|toys?|cameras?|cars?|products?)|\biot\b|smart (?:home|devices?|speakers?|locks?|toys?|meters?)|radio equipment|dos(?:e|ing|age)s?|medication|prescri\w*|symptom checker|treatment (?:advice|recommendations?|plans?)|health advice|therap\w*|mental health|telehealth|telemedicine|ce mark\w*|mdr\b|ukca|drug|supplement|cosmetic|food (?:product|supplement)|e-money|payments? licen[cs]e|money transmi\w*|hold\w* (?:\w+ ){0,3}(?:sellers?|merchants?|customers?|users?|clients?|drivers?|hosts?|creators?)['’]? (?:money|funds|balances|payments|earnings)|(?:sellers?|merchants?|customers?|users?|clients?)['’]? (?:money|funds|balances) (?:in|on) (?:our|an?) (?:own )?(?:account|balance sheet)|escrow|(?:digital |e-)?wallets?|stored value|pay(?:ing)? (?:\w+ ){0,2}out to (?:sellers|merchants|users|drivers|hosts|creators)|payouts? to (?:sellers|merchants|users|drivers|hosts|creators)|lending|loans? to (?:consumers|customers)|insurance product|investment advice|crypto(?:currency)? (?:exchange|custody|wallet)|banking licen[cs]e|kyc|aml|gambling|alcohol|tobacco|vap\w*|cannabis|firearms?)\b/i,
    ],
    alsoNeeds: [
      /\b(launch\w*|sell\w*|offer\w*|release\w*|ship\w*|market\w*|enter\w*|start\w*|expand\w*|add\w*|roll\w* out|go live|hold\w*|keep\w*|pay\w* out|payouts?)\b/i,
    ],
    text: (x) =>
      'This product or service is regulated: it may need approval, certification or a licence before it is offered (for example FDA clearance or CE/UKCA marking for medical devices, an e-money or payments licence, consumer-credit authorisation), and ongoing compliance after launch' +
      (x.places.length ? ` in ${placeList(x.places)}` : '') +
      '. Launching without it can mean fines, withdrawal and personal liability. Take regulatory-counsel advice on what is required in each market.',
    action:
      'Confirm with regulatory counsel the approvals and licences required in each market, and the timeline to get them',
  },
];
