import type { KindId } from '../kinds/kind-ids.ts';
// Duties when something goes wrong: a ransomware attack, an unsafe product, a product that
// needs a licence or approval before it may be sold.
import { placeList } from '../reader/places.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import { type RegionRules, rulesOr } from './place-rules.ts';
import { FOOD_GIVEN, foodGivenRules, MEDICAL_GOODS_SUPPLIED } from './shapes-people.ts';

/** Food made or sold: its safety regulator is the food authority, not the consumer-product one. */
const FOOD =
  /\b(?:listeria|salmonella|e\.? ?coli|botulism|norovirus|allergens?|undeclared (?:\w+ )?(?:milk|nuts?|peanuts?|gluten|egg|soy|sesame)|food(?:s|stuffs?)?|meals?|sandwich\w*|deli|bakery|baked goods|meat|poultry|dairy|cheese|milk|juice|drinks?|beverages?|snacks?|infant formula|baby food)\b/i;

function foodRegulatorsFor(x: DutyContext): string {
  const named = [
    x.places.some((p) => p.country === 'the US')
      ? 'the FDA in the US (a Reportable Food Registry report within 24 hours of finding a reasonable probability of serious harm; USDA FSIS instead for meat, poultry and egg products) and the state health or agriculture department'
      : '',
    x.places.some((p) => p.blocs.includes('EU'))
      ? 'the national food-safety authority in the EU (at once, under Article 19 of the General Food Law, which feeds the RASFF alert)'
      : '',
    x.places.some((p) => p.name === 'the UK')
      ? 'the FSA (or FSS in Scotland) and the local authority in the UK'
      : '',
    x.places.some((p) => p.name === 'Canada') ? 'the CFIA in Canada' : '',
    x.places.some((p) => p.name === 'Australia') ? 'FSANZ and the state food authority in Australia' : '',
  ].filter(Boolean);
  return named.length ? named.join('; ') : 'the food-safety authority in every market where it is sold';
}

function regulatorsFor(x: DutyContext): string {
  if (FOOD.test(x.text)) return foodRegulatorsFor(x);
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

/** Goods the law keeps from minors: the sale and the hand-over both need the buyer's age checked. */
/** Kinds whose step sells no new product, so a product licence is not theirs to raise. */
const NOTHING_PUT_ON_SALE: readonly KindId[] = [
  'real_estate',
  'hire_executive',
  'be_acquired',
  'layoffs',
  'people_matter',
  'founder_equity',
  'corporate_structure',
  'product_recall',
];

export const AGE_RESTRICTED =
  /\b(?:alcohol\w*|liquor|wines?|beers?|ciders?|vodka|whisk(?:e)?y|hard seltzers?|(?:wines?|beers?) (?:and|or) spirits|tobacco|cigar\w*|nicotine(?: pouches)?|snus|e-?cig\w*|vap(?:e|es|ing|es?|ers?)|heated tobacco|cannabis|cbd|thc|(?:online |sports )?gambling (?:products?|services?|licen[cs]es?|apps?|sites?|platforms?|operators?|business\w*|advertis\w*|sponsor\w*)|(?:sports )?betting (?:app|platform|site|shop|products?)|sports betting|casino|lotter(?:y|ies)|slot machines?|loot boxes|knives|knife|fireworks|firearms?|handguns?|ammunition|air rifles|crossbows|solvents|lighter (?:gas|fluid)|butane|age[- ]restricted|adult (?:content|products|toys)|over-?18s?|18\+|21\+)\b/i;
/** Selling or handing over without the buyer's age checked, or where children buy. */
const NO_AGE_CHECK =
  /\b(?:no|without|skip\w*|drop\w*|remov\w*|turn\w* off|don['’]?t|do not|never|not) (?:\w+ ){0,3}(?:age (?:checks?|verification|gates?|assurance)|id (?:checks?|verification)|check\w* (?:\w+ ){0,2}(?:ids?|ages?|identification)|verify\w* (?:\w+ ){0,2}(?:age|id))\b|\b(?:left|leave|leaving) (?:\w+ ){0,3}(?:at|on|outside) the (?:door|doorstep|porch)|\bunattended\b|\bvending machines?\b|\bself-?service (?:kiosks?|lockers?|tills?)|\b(?:ids?|ages?|identification) (?:isn['’]?t|is not|aren['’]?t|are not|never|won['’]?t be|will not be) (?:\w+ )?(?:checked|verified|asked for)|\b(?:at|in|near|outside) (?:\w+ ){0,2}(?:schools?|playgrounds?|colleges|youth (?:clubs?|centres?|centers?))\b/i;

/** A product made for children: the strictest safety rules apply before it is sold. */
const CHILDRENS_PRODUCT =
  /\b(?:toys?|toddlers?|infants?|bab(?:y|ies)|newborns?|children['’]?s|kids['’]?|nursery|cots?|cribs?|strollers?|prams?|car seats?|high ?chairs?|baby (?:slings?|carriers?|walkers?|monitors?|bottles?|food|formula)|pacifiers?|dummies|teethers?|pyjamas|sleepwear|school (?:uniforms?|bags?)|playground equipment)\b/i;
/** A hazard or a failed or missing safety test: what a children's product may not be sold with. */
const CHILD_HAZARD =
  /\b(?:small parts?|choking|detach\w*|come (?:off|loose)|comes? (?:off|loose)|came (?:off|loose)|swallow\w*|magnets?|button (?:cell|batter\w*)|lead (?:paint|levels?|content)|phthalates?|flammab\w*|catch\w* fire|strangulation|cords?|suffocat\w*|tip-?overs?|tipp\w* over|entrapment|sharp edges?|falls?|fell|(?:fail\w*|not (?:yet )?(?:pass\w*|finish\w*|complet\w*|done)|haven['’]?t (?:finished|completed|passed|done)|yet to (?:finish|complete|pass)|skip\w*|without|no) (?:\w+ ){0,3}(?:safety )?(?:test\w*|certificat\w*|en ?71|astm|cpsia|ce mark\w*|ukca))\b/i;
/** A safety test not done or failed: the launch it must come before. */
const UNTESTED =
  /\b(?:fail\w*|not (?:yet )?(?:pass\w*|finish\w*|complet\w*|done)|haven['’]?t (?:finished|completed|passed|done)|yet to (?:finish|complete|pass)|skip\w*|without|no) (?:\w+ ){0,3}(?:safety )?(?:test\w*|certificat\w*|en ?71|astm|cpsia|ce mark\w*|ukca)\b/i;
const LAUNCH_OR_SHIP =
  /\b(?:launch\w*|ship\w*|sell\w*|releas\w*|deliver\w*|put (?:\w+ ){0,2}on (?:sale|shelves)|go (?:on sale|live)|list\w*)\b/i;

/** A children's product and a hazard or a missing test, in one breath. */
const CHILD_SAFETY: readonly (readonly RegExp[])[] = [[CHILDRENS_PRODUCT, CHILD_HAZARD]];

/** What the toy and children's-product rules require before sale, for the places named. */
function childrensProductRules(x: DutyContext): string {
  const rules = rulesOr(
    x.places,
    {
      uk: 'in the UK, the Toys (Safety) Regulations 2011 require the same conformity assessment and the UKCA or CE mark',
      eu: 'in the EU, the Toy Safety Directive requires the EN 71 tests, a technical file, a declaration of conformity and the CE mark before a toy is placed on the market',
      us: 'in the US, the CPSIA requires third-party testing by an accepted lab and a Children’s Product Certificate before sale, with tracking labels',
    },
    'the toy and children’s-product rules of each market require testing and a conformity declaration first',
  );
  return ` A product for children must pass its safety tests and carry its certification before it is sold: ${rules}. A hazard found or a test not passed means no sale until it is fixed and passed.`;
}

/** Going on selling, or fixing quietly, after harm: what the recall duty rules out. */
const SAFETY_BREACH: readonly RegExp[] = [
  /\b(?:ship|sell|launch|release|deliver|list)\w*\b[^.]{0,60}\b(?:even though|despite|although|regardless of|notwithstanding)\b/i,
  /\b(?:ship|sell|launch|release|deliver|list)\w*\b[^.]{0,30}\banyway\b/i,
  /\b((?:quiet|silent|soft|discreet|unannounced)(?:ly)? (?:withdraw\w*|recall\w*|pull\w*)|(?:instead of|rather than) (?:announcing |issuing |running |doing )?(?:a |an |the )?(?:public |formal |full )?recall|keep (?:this|it|the (?:problem|issue|recall)) out of the (?:press|news|papers)|keep (?:selling|shipping)|continue (?:to sell|selling|shipping)|delay(?:ing)? (?:the )?recall|postpone\w* (?:the )?recall|quiet(?:ly)? fix|silent(?:ly)? fix|without (?:a )?recall|not (?:to )?(?:notify|tell|report) (?:the )?(?:regulator|authorit\w*|customers)|sell (?:through|off) (?:the )?(?:remaining |existing )?(?:stock|inventory)|(?:wait|hold off|hold on)\w* (?:\w+ ){0,6}(?:before|until|to) (?:\w+ ){0,3}(?:recall|notif\w*|tell\w*|disclos\w*|warn\w*)|(?:fix|replace|swap|patch|update) (?:\w+ ){0,4}(?:quietly|silently|without (?:telling|notifying|announcing))|(?:only|just) (?:fix|replace|refund) (?:\w+ ){0,4}(?:who|that|if) (?:complain|ask|return)\w*|no need (?:to|for) (?:a )?(?:recall|notif\w*)|(?:avoid|skip)\w* (?:a |the )?(?:recall|notification))\b/i,
];

/**
 * Waiting for proof before acting: 'wait for the lab's confirmation', 'hold off until the retest
 * is back'. Before a launch that is the duty itself; with the product already out it is the breach.
 */
const WAIT_FOR_PROOF =
  /\b(?:wait\w*|hold(?:ing)? off|hold(?:ing)? on|sit\w* tight) (?:\w+ ){0,3}(?:for|on|until|till) (?:\w+['’]?s? ){0,3}(?:confirm\w*|results?|retests?|re-tests?|lab\w*|tests?|testing|proof|certainty|more data|the (?:full )?picture)\b/i;
/** The product is already with buyers: shipped, on shelves, in stores, sold. */
const IN_THE_FIELD =
  /\b(?:went out|gone out|shipped|dispatched|delivered|distributed|on (?:the )?shelves|in (?:\d+ )?(?:stores|shops|supermarkets)|already (?:sold|out|on sale)|on sale|in (?:customers['’]?|people['’]?s) (?:homes|hands|fridges)|sold (?:\w+ ){0,3}(?:units|lots|batches))\b/i;

/** A device that transmits or runs on a lithium pack: radio authorisation and battery safety come before sale. */
const RADIO_OR_BATTERY =
  /\b(?:fcc|radio (?:equipment|modules?|transmitters?)|(?:wi-?fi|bluetooth|cellular|lte|lora) (?:modules?|chips?|radios?)|lithium(?:-ion| ion| polymer)? (?:\w+ )?(?:batter(?:y|ies)|cells?|packs?)|li-?ion (?:batter(?:y|ies)|cells?|packs?)|batter(?:y|ies) packs?|ul (?:2054|62133|certif\w*|listing))\b/i;
/** A radio authorisation or a battery test not yet done, or a unit that ran hot: the device is not cleared for sale. */
const NOT_CLEARED =
  /\b(?:(?:not|n['’]t|never|no|without|yet to)\b(?:\s+\S+){0,5}?\s+(?:fcc|certif\w*|safety test\w*|test(?:ed|ing)?)|fcc|radio (?:certif\w*|authori[sz]\w*)|(?:safety|battery) (?:test\w*|certif\w*)|overheat\w*|got (?:\w+ )?hot|ran hot|runs hot|swell\w*|warp\w*|melt\w*)\b/i;

function radioBatteryRules(x: DutyContext): string {
  if (!findSituations(x.text, [[RADIO_OR_BATTERY, NOT_CLEARED]]).length) return '';
  const us = x.places.some((p) => p.country === 'the US');
  const eu = x.places.some((p) => p.blocs.includes('EU') || p.name === 'the UK');
  return (
    'A device with a radio (Wi-Fi, Bluetooth, cellular) must be authorised before it is sold: ' +
    (us || !eu
      ? 'in the US, FCC equipment authorisation; before it, the device may be advertised or pre-sold only with a clear statement that it is not yet authorised, and none may be shipped or delivered until it is'
      : 'in the EU and the UK, conformity with the Radio Equipment Directive and the CE or UKCA mark') +
    (eu && (us || x.places.length > 1)
      ? '; in the EU and the UK, the Radio Equipment Directive and the CE or UKCA mark'
      : '') +
    '. A new lithium battery design needs its safety testing (IEC/UL 62133 or UL 2054 for the pack, and UN 38.3 before it may be shipped by air or sea), and a unit that overheated in testing is a hazard to find and fix before any order is taken. '
  );
}

/** Minimum ages, licences and checks at the door, by region. */
const AGE_RULES: RegionRules = {
  uk: 'in the UK, alcohol needs a premises licence under the Licensing Act 2003 and selling alcohol, tobacco, nicotine or vapes to anyone under 18 is an offence, so remote sales need age verification at order and ID checked on delivery (Challenge 25 in practice)',
  eu: 'in the EU, each country sets the minimum ages and licences for alcohol, tobacco and nicotine, and the Tobacco Products Directive lets countries ban cross-border distance sales',
  us: 'in the US, the minimum age is 21 for alcohol and for tobacco and vapes (the federal Tobacco 21 law); alcohol delivery needs a state licence and ID checked at the door, and the PACT Act requires age verification and an adult signature for delivered vapes and tobacco',
  australia:
    'in Australia, liquor licences are state-issued and require age checks on delivery, and nicotine vapes are sold only through pharmacies',
};

/** Selling to adults only, in the terms of the places named: a licence, and age checked twice. */
function ageRules(x: DutyContext): string {
  const rules = rulesOr(x.places, AGE_RULES, 'each market sets its own minimum ages and licences');
  return `Age-restricted goods may be sold only under the licences they need and only to adults, with the age checked at the sale and again at the hand-over: ${rules}. A sale to a minor is an offence for the company and the person who hands it over. `;
}

/** Nothing sold yet and nobody hurt: the duty is to test and certify before sale, not to recall. */
function preMarket(x: DutyContext): boolean {
  return (
    findSituations(x.text, CHILD_SAFETY).length > 0 &&
    !/\b(?:injur\w*|hurt|hospitali[sz]\w*|reported|complain\w*|recall\w*|already (?:sold|shipped|on sale)|on (?:the )?shelves|in (?:customers['’]?|people['’]?s) homes|keep selling|continue selling)\b/i.test(
      x.text,
    )
  );
}

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
      /\b(injur\w*|burns? (?:from|to|on)(?! ?(?:~|about|around|roughly|under|below|over|[$€£¥\d]))|(?:were|was|got|been) (?:badly |severely )?(?:burned|burnt|scalded)|caught fire|catch(?:es|ing)? fire|overheat\w*|fire hazard|allergic reactions?|choking|electric shock|hospitali[sz]\w*|contaminat\w*|salmonella|listeria|unsafe|safety (?:defect|issue|risk|complaint|report)s?|battery (?:swell\w*|fires?)|brakes? fail\w*|harm(?:ed)? (?:customers|users|children|patients)|(?:defect\w*|faulty|malfunction\w*) (?:\w+ ){0,3}(?:units?|products?|devices?|batch\w*|models?|parts?|toys?|chargers?|batteries)|(?:customers|users|children|people|kids|babies|patients|buyers) (?:\w+ ){0,2}(?:got|were|was|have been|had been) (?:hurt|injured|sick|harmed|ill|burned)|food poisoning)\b/i,
    ],
    // A children's product with a hazard or a test missing, and harm reported by the people using it.
    situations: [
      ...CHILD_SAFETY,
      [
        /\b(?:parents?|customers?|users?|families|buyers|owners|retailers?|carers?|nurser(?:y|ies))\b/i,
        /\b(?:report\w*|complain\w*|told us|contacted us|say|said)\b/i,
        /\b(?:falls?|fell|injur\w*|accidents?|incidents?|burns?|rash\w*|choking|chok\w*|cuts?|bruis\w*|broke|snapp\w*|collaps\w*|came apart|tipp\w* over|trapped|hurt)\b/i,
        /\b(?:sling|carrier|cot|crib|stroller|pram|car seat|high ?chair|toy|product|device|chair|bed|heater|charger|battery|helmet|scooter|bike|appliance|units?)\b/i,
      ],
    ],
    breach: [...SAFETY_BREACH, WAIT_FOR_PROOF, LAUNCH_OR_SHIP],
    // Selling on after harm is reported is always the breach; a launch is one only for a children's
    // product with its safety tests failed or not done.
    breachWhen: (x) =>
      findCues(x.text, SAFETY_BREACH).length > 0 ||
      (findCues(x.text, [WAIT_FOR_PROOF]).length > 0 && IN_THE_FIELD.test(x.text)) ||
      (findSituations(x.text, CHILD_SAFETY).length > 0 && (UNTESTED.test(x.text) || preMarket(x))),
    text: (x) =>
      preMarket(x)
        ? `A children’s product is not sold until it is shown to be safe.${childrensProductRules(x)} Launch dates and stock already made do not override this; take product-safety counsel’s advice.`
        : `Safety reports come first, whatever the cost: stop selling and shipping the affected product now, notify ${regulatorsFor(x)}, and trace the affected batches or serial numbers so every owner can be reached.${findSituations(x.text, CHILD_SAFETY).length ? childrensProductRules(x) : ''} Cost and weights do not override this; take product-safety counsel’s advice on the notices.`,
    action: (x) =>
      preMarket(x)
        ? 'Hold the launch until the safety tests are passed and the certification is in place, and fix any hazard found first'
        : 'Stop sale and shipment, notify the product-safety regulators and trace the affected batches today',
  },
  {
    id: 'regulated_product',
    title: 'A product that needs approval or a licence before it is sold',
    owner: 'RISK_OFFICER',
    cues: [
      AGE_RESTRICTED,
      /\b(medical device|diagnos\w*|clinical|fda|(?:their|a partner['’]?s?|the partner['’]?s?|another (?:company|firm)['’]?s?|(?:sponsor|partner) bank['’]?s?) licen[cs]e|under (?!(?:\w+ ){0,3}?(?:source|open-source|software|apache|mit|gpl|agpl|bsl|sspl|copyleft|creative commons)\b)(?:\w+ ){0,3}licen[cs]e|white-?label\w* (?:\w+ ){0,2}(?:payments?|lending|loans?|cards?|insurance|banking|wallet)|banking-as-a-service|\bbaas\b|embedded (?:finance|payments|lending|insurance)|buy now,? pay later|\bbnpl\b|connected (?:devices?|toys?|cameras?|cars?|products?)|(?<!industrial )\biot\b(?! sensors)|smart (?:home|devices?|speakers?|locks?|toys?|meters?)|radio equipment|dos(?:e|ing|age)s?|medication|prescri\w*|symptom checker|treatment (?:advice|recommendations?|plans?)|health advice|therap\w*|mental health|telehealth|telemedicine|ce mark\w*|mdr\b|ukca|drugs?|supplements?|cosmetics?|food (?:products?|supplements?)|infant formula|baby food|e-money|payments? licen[cs]e|money transmi\w*|hold\w* (?:\w+ ){0,3}(?:sellers?|merchants?|customers?|users?|clients?|drivers?|hosts?|creators?)['’]? (?:money|funds|balances|payments|earnings)|(?:sellers?|merchants?|customers?|users?|clients?)['’]? (?:money|funds|balances) (?:in|on) (?:our|an?) (?:own )?(?:account|balance sheet)|escrow|(?:digital |e-)?wallets?|stored value|pay(?:ing)? (?:\w+ ){0,2}out to (?:sellers|merchants|users|drivers|hosts|creators)|payouts? to (?:sellers|merchants|users|drivers|hosts|creators)|(?:consumer|embedded|peer-to-peer|p2p|payday|microfinance) lending|lending (?:product|platform|app|licen[cs]e|business|to (?:consumers|customers|users|members))|loans? to (?:consumers|customers)|insurance product|investment advice|crypto(?:currency)? (?:exchange|custody|wallet)|banking licen[cs]e|kyc|aml|(?:online )?gambling (?:products?|services?|licen[cs]es?|apps?|sites?|platforms?|operators?)|alcohol|tobacco|vap\w*|cannabis|firearms?)\b/i,
    ],
    // Medical goods made or supplied, or food given on, however the product is named.
    // A radio device or a battery pack not yet cleared, offered to buyers: a pack made for a plant
    // or a grant project, with nothing untested, is not a consumer device here.
    situations: [...MEDICAL_GOODS_SUPPLIED, ...FOOD_GIVEN, [RADIO_OR_BATTERY, NOT_CLEARED]],
    alsoNeeds: [
      /\b(launch\w*|sell\w*|offer\w*|release\w*|ship\w*|market\w*|enter\w*|start\w*|expand\w*|add\w*|roll\w* out|go live|hold\w*|keep\w*|pay\w* out|payouts?|list|lists|listing|stock|stocking|deliver\w*|carry|supply\w*|vending)\b/i,
    ],
    // Age-restricted goods sold with no age check, handed over unchecked, or where children buy.
    // A licence the product needs is a duty of putting it on the market; a lease, a hire or
    // a sale of the company that merely mentions the goods the firm makes puts nothing new on sale.
    when: (x) => x.kind === null || !NOTHING_PUT_ON_SALE.includes(x.kind),
    breach: [NO_AGE_CHECK],
    breachWhen: (x) => AGE_RESTRICTED.test(x.text),
    text: (x) =>
      foodGivenRules(x) +
      radioBatteryRules(x) +
      (AGE_RESTRICTED.test(x.text) ? ageRules(x) : '') +
      'This product or service is regulated: it may need approval, certification or a licence before it is offered (for example FDA clearance or CE/UKCA marking for medical devices, an e-money or payments licence, consumer-credit authorisation), and ongoing compliance after launch' +
      (x.places.length ? ` in ${placeList(x.places)}` : '') +
      '. Launching without it can mean fines, withdrawal and personal liability. Take regulatory-counsel advice on what is required in each market.',
    action: (x) =>
      findSituations(x.text, [[RADIO_OR_BATTERY, NOT_CLEARED]]).length && !AGE_RESTRICTED.test(x.text)
        ? 'Get the radio authorisation and the battery safety certification before any unit ships, say in every pre-sale that the device is not yet authorised, and find the cause of any overheating first'
        : AGE_RESTRICTED.test(x.text)
          ? 'Get the licences the goods need and build age verification into both the sale and the hand-over (identity checked at the door, nothing left unattended, no sale where children buy) before the first order'
          : 'Confirm with regulatory counsel the approvals and licences required in each market, and the timeline to get them',
  },
];
