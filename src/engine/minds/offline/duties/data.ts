// Data duties: a lawful basis for personal data (a higher bar for health, biometric and
// children's data), safeguards for moving it abroad, an impact assessment for risky processing,
// breach notification within the legal deadlines, and vendors that must not train on it.
import { inEurope, type Place, placesOf, regionCount } from '../reader/places.ts';
import { factual, sentencesOf } from '../reader/text.ts';
import { breachLawsFor } from './breach-laws.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import { rulesFor } from './place-rules.ts';
import { BIOMETRIC, CHILD_DATA, HEALTH, SENSITIVE_SECURITY, sensitiveData } from './sensitive-data.ts';
import { dataSituationRules } from './shapes-data-text.ts';
import {
  CHILDREN_ASKED_TO_PAY,
  CLINICAL_RECORDS,
  DATA_BUSINESS_BOUGHT,
  HEALTH_DATA_TO_EMPLOYER,
  PEOPLES_DATA,
  PROCESSING_FOR_CUSTOMER,
  SHUT_WITH_USERS,
} from './shapes-people.ts';

const PERSONAL =
  /\b(personal (?:data|information)|(?:customer|user|patient|employee|member|client|student|citizen)s?['’]? (?:personal )?(?:data|databases?|records|information|details|emails?|addresses|files|names|profiles|accounts)|pii|health (?:data|records|information)|medical (?:data|records)|patient (?:data|records)|biometric\w*|face (?:scans?|data)|fac(?:e|ial) (?:recognition|id|scanning|matching)|fingerprints?|iris scans?|voiceprints?|diagnos[ie]s|prescriptions|location data|email addresses|phone numbers|names and addresses|children['’]?s? data|genetic|(?:their|our users['’]?|customers['’]?|people['’]?s) (?:personal )?(?:data|details|profiles|histories|history|behaviou?r|locations?|contacts)(?! cent(?:er|re)s?| rooms?| warehouses?)|(?:purchase|browsing|location|search|viewing|listening|payment|transaction|health|fitness|sleep|heart[- ]rate) (?:data|history|histories|records)|contact (?:lists?|details)|user (?:data|profiles|behaviou?r)|customer (?:database|list|lists|profiles)|cookies|tracking|(?:date|dates) of birth|social security|national (?:id|insurance) numbers?|passport|(?:support|help ?desk|service|customer service|zendesk) tickets|chat (?:logs|transcripts|histories|messages)|call recordings|voice recordings|transcripts|(?:customer|user|client|patient|member|personal|sensitive) info\w*|sensitive data|(?:their|customers['’]?|users['’]?) (?:messages|emails|conversations|photos|files|documents)|cvs|r[ée]sum[ée]s|employee files|(?:id|identity) (?:documents?|cards?|scans?|checks?|verification)|selfies?|kyc|students?['’]? (?:data|records|grades|work|essays|photos|videos)|pupils|minors|under-?1[3-8]s?|payroll (?:data|records|files|providers?|vendors?|systems?|platforms?|software|bureaus?|services?)(?! (?:company|companies|firm|business|startup|maker))|(?:hr|hris|benefits|background[- ]check) (?:data|records|files|systems?|providers?|vendors?|platforms?|software)(?! (?:company|companies|firm|business|startup|maker))|salary (?:data|details)|(?:video|camera|cctv|dashcam|doorbell) (?:footage|recordings?|feeds?)|footage|recordings? of (?:\w+ ){0,2}(?:calls|customers|users|patients|staff|employees|students|children)|(?:medical|health|patient|clinical|therapy|dental|prescription) (?:\w+ )?(?:records|notes|files|history|histories|images|scans|results|data)|lab results|x-?rays|wearable data|geolocation|gps (?:data|traces|tracking)|license plates?|number plates?|credit (?:reports?|scores?|histories)|bank (?:statements|transactions|details)|biometrics?)\b/i;
/**
 * Personal data named by what a product or a tool handles rather than as 'data': people's moods,
 * cycles and symptoms, their consultations, what staff type and where drivers look, children's work.
 */
const PERSONAL_BY_WHAT =
  /\b((?:record|transcrib)\w* (?:\w+ ){0,3}(?:meetings?|calls?|conversations?|interviews?|consultations?|sessions)|(?:meeting|call|voice|audio|video) recordings?|recordings? of (?:\w+ ){0,2}(?:meetings?|calls?|clients?|customers?|patients?|staff)|(?:meeting|call|interview) transcripts?|keystrokes?|screenshots?|screen (?:recording|capture)s?|webcams?|active time|productivity (?:monitoring|tracking|software|scores?)|(?:monitor|track|record|film|scor|rat)(?:s|ing|e|es|ed)? (?:\w+ ){0,3}(?:staff|employees|workers|drivers|agents|pupils|students|children|patients|customers|visitors|shoppers)|(?:staff|employees|workers|drivers)['’]? (?:\w+ ){0,3}(?:emails?|slack|messages|calendars?|metadata|location|behaviou?r|performance data)|cameras? (?:\w+ ){0,4}(?:record|film|watch|monitor)\w*|driver-facing|mood (?:journals?|logs?|tracking)|journals?|sleep (?:logs?|data|tracking)|menstrual|period tracking|fertility|pregnan\w*|mental health|therapy|symptoms?|(?:patient|medical|video|online|doctor|gp|telehealth|clinical|therapy|health) consultations?|triage|telehealth|(?:children|kids|child|pupils|students|minors)['’]?s?['’]? (?:\w+ ){0,2}(?:homework|report cards?|grades|photos?|images|videos?|work|records|essays|data|profiles|accounts|messages|voices?|faces?|locations?)|flight risk|facial|face(?!\s+(?:an?|the|our|its|their|fines?|penalt\w*|charges?|closure|shutdown|prosecution|competition|pressure|losses|costs?|risks?|delays?|challenges?)\b))\b/i;
/** Records that identify people by what a business keeps about them. */
const PERSONAL_RECORDS =
  /\b(ssns?|dates? of birth|dob|passport (?:numbers?|scans?|copies|details)|customer accounts|(?:order|payment|purchase|medical|credit|employment) histor(?:y|ies)|account (?:details|numbers|data)|bank (?:details|account numbers)|(?:pps|ssn|social security|tax|national insurance|id) numbers?|payslips?|(?:leads|customer|client|user) contacts|contacts? (?:lists?|data|details)|(?:door[- ]?)?access logs|(?:support )?chats?|names(?:,| and) (?:\w+ ){0,2}(?:e-?mails?|addresses|phone numbers)|e-?mails(?:,| and) (?:\w+ ){0,2}(?:payment|order|purchase)|(?:customer|user|patient|client|member) (?:\w+ )?records|appointment (?:records|data|histor\w*))\b/i;
const PERSONAL_ANY = new RegExp(
  `${PERSONAL.source}|${PERSONAL_BY_WHAT.source}|${PERSONAL_RECORDS.source}|${HEALTH.source}|${BIOMETRIC.source}|${CHILD_DATA.source}`,
  'i',
);
const VENDOR =
  /\b(vendors?|suppliers?|providers?|processors?|platforms?|saas|outsourc\w*|third[- ]part(?:y|ies)|agency)\b/i;
/** US processors an EU or UK company sends data to by using them. */
const US_PROCESSOR =
  /\b(openai|chatgpt|gpt-?\d|anthropic|gemini api|google (?:cloud|workspace|analytics)|aws|amazon web services|azure|salesforce|hubspot|zendesk|intercom|mailchimp|twilio|segment|mixpanel|amplitude|us-(?:east|west)-\d|us region)\b/i;

/** Identity documents and financial records: not a special category, but what fraud is made of. */
const IDENTITY_FINANCE =
  /\b(?:passports?|passport scans|(?:national )?id(?:entity)? (?:cards?|documents?|scans?|numbers?)|identity documents?|driv(?:ing|er['’]?s) licen[cs]es?|bank (?:statements?|account (?:history|histories|details|data)|transactions?)|financial (?:statements?|records|data)|payslips?|pay stubs?|tax returns?|credit (?:reports?|histor(?:y|ies)))\b/i;
/** Data kept with no end: the storage-limitation principle's breach in the text's words. */
const KEPT_FOREVER =
  /\b(?:kept|keep\w*|stor\w*|retain\w*|held|hold\w*|sits?|archiv\w*) (?:\w+ ){0,6}(?:forever|indefinitely|permanently|for ever|with no (?:retention|deletion|end))\b|\bno (?:data )?(?:retention|deletion) (?:limit|policy|period|schedule|rule)s?\b|\bnever (?:deleted|delete|purged|removed)\b|\bwithout (?:a |any )?(?:retention|deletion) (?:limit|policy|period|schedule)\b/i;

/** The assessment or the safeguards stated as not done: 'no impact assessment has been done', 'stored unencrypted'. */
const SAFEGUARDS_MISSING =
  /\b(?:no|not|without|haven['’]t|hasn['’]t|have not|has not|never|yet to)\b[^.]{0,40}\b(?:impact assessment|dpia|pia)\b|\b(?:impact assessment|dpia)\b[^.]{0,30}\b(?:not (?:yet )?(?:done|started|complete\w*)|pending|outstanding|to be done)\b|\bunencrypted\b|\bnot (?:yet )?encrypted\b|\bwithout (?:any )?encryption\b/i;
/** Going live soon or as planned: the step the missing safeguards must come before. */
const LIVE_SOON =
  /\b(?:launch\w*|go(?:ing)? live|switch\w* on|turn\w* on|roll\w* out|releas\w*|open\w* (?:sign-?ups?|to (?:the public|users|customers))|start\w* (?:collecting|onboarding|taking))\b[^.]{0,80}\b(?:next (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)|this (?:week|month|monday|tuesday|wednesday|thursday|friday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|as planned|on schedule|on time|within (?:\d+ |a few )?(?:days|a week|weeks?)|in (?:\d+|a few) days)\b/i;

/** Data whose loss puts people at high risk: they must be told, not only the regulator. */
const HIGH_RISK_DATA = new RegExp(
  `${IDENTITY_FINANCE.source}|\\b(?:social security|national insurance|nhs|pps|tax|passport|id) numbers?\\b|\\b(?:card|account) numbers\\b|${HEALTH.source}`,
  'i',
);

/** An attack under way: the data duties are notification and response, not a basis or an assessment. */
function underAttack(x: DutyContext): boolean {
  return (
    x.kind === 'security_incident' || /\b(?:ransomware|ransom|extortion|hackers?|attackers?)\b/i.test(x.text)
  );
}

/** What a high-risk processing must have before it starts, in the text's situation. */
function beforeProcessing(x: DutyContext): string {
  const secure = special(x) || IDENTITY_FINANCE.test(x.text);
  const parts = [
    'complete and sign off a data-protection impact assessment',
    secure ? 'encrypt the files at rest and in transit with access limited and logged' : '',
    KEPT_FOREVER.test(x.text) ? 'set a retention period and delete what it no longer needs' : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} before the processing starts; a launch date or money already spent does not change this`;
}

const SPECIAL =
  /\b(health|medical|patient|biometric|facial|genetic|children|kids|minors|teen\w*|religio\w*|ethnic\w*|sexual orientation|criminal records?|menstrual|fertility|pregnan\w*|mental health|therapy|symptoms?|pupils)\b/i;

/** Health, biometric or children's data, however named: a special category or a child's. */
function special(x: DutyContext): boolean {
  return SPECIAL.test(x.text) || sensitiveData(x.text);
}

/** Children's data named: their consent is a parent's, and the strictest rules apply. */
const CHILDREN = new RegExp(
  `${CHILD_DATA.source}|\\b(?:children|kids|minors|pupils|under-?1[0-8]s?)\\b`,
  'i',
);

/** US data hosting, which brings a US host, not US patients under HIPAA. */
const HOSTED_IN_US =
  /\b(?:hosted|stored|kept|held|servers?|data cent(?:er|re)s?|cloud|region|processed)\b[^.]{0,30}\b(?:in|on) the (?:us|usa|united states)\b/gi;

/** The US is where the people are, not only where their data is hosted. */
function usPeople(x: DutyContext): boolean {
  return (
    x.everywhere.some((p) => p.country === 'the US') &&
    placesOf(x.text.replace(HOSTED_IN_US, '')).some((p) => p.country === 'the US')
  );
}

/** The privacy laws the places named bring, in a phrase. */
export function privacyLaws(x: DutyContext): string {
  const laws = [
    inEurope(x.everywhere) ? 'the GDPR' : '',
    x.everywhere.some((p) => p.name === 'the UK') ? 'the UK GDPR' : '',
    x.everywhere.some((p) => p.name === 'California') ? 'the CCPA/CPRA' : '',
    usPeople(x) && special(x) && /\b(health|medical|patient)\b/i.test(x.text) ? 'HIPAA where it applies' : '',
    x.everywhere.some((p) => p.name === 'Brazil') ? 'the LGPD' : '',
    x.everywhere.some((p) => p.name === 'India') ? 'the DPDP Act' : '',
    x.everywhere.some((p) => p.name === 'Canada') ? 'PIPEDA' : '',
    x.everywhere.some((p) => p.name === 'Australia') ? 'the Privacy Act' : '',
    x.everywhere.some((p) => p.name === 'Singapore') ? 'the PDPA' : '',
  ].filter(Boolean);
  return laws.length ? laws.join(', ') : 'the privacy law of every place the people live';
}

const ABROAD =
  /\b(to|in|into|from) (?:the |our |a |an )?(?:us|usa|united states|america|india|china|uk|eu|europe|brazil|singapore|australia|canada|abroad|overseas|offshore|another country|other countries)\b|\b(offshore|overseas|cross-border|abroad|us-based|india-based|non-eu)\b|\b(?:us|u\.s\.|american|indian|chinese|russian|uk|british|eu|european|brazilian|singapore|singaporean|australian|canadian|philippine|vietnamese|ukrainian)[- ](?:(?:\w+ ){0,2})(?:hosting|cloud|host|provider|vendor|company|servers?|data cent(?:er|re)s?|region|team|contractors?|firm|agency|subsidiary|office|call cent(?:er|re))\b/i;
/** A recipient named by its nationality: 'the platform is American'. */
const FOREIGN_RECIPIENT =
  /\b(?:vendor|provider|platform|partner|company|processor|supplier|service)\b[^.]{0,20}\b(?:is|are) (?:an? )?(?:american|us-based|chinese|indian|russian|based (?:in|abroad|overseas))\b/i;
const MOVE =
  /\b(mov\w*|access\w*|handl\w*|run\w*|import\w*|summari[sz]\w*|backend|hosted|outsourc\w*|host\w*|provider|cloud|transfer\w*|migrat\w*|host\w*|stor\w*|process\w*|send\w*|outsourc\w*|servers?|data cent(?:er|re)s?|region|vendor|support team|call cent(?:er|re))\b/i;
/** A transfer mechanism or a residency demand named: the data crosses, or is asked not to. */
/** A cloud region named by its code ('AWS us-east-1', 'eu-central-1'), and the country it is in. */
const CLOUD_REGION =
  /\b(us|eu|ap|sa|ca|me|af|il)-(east|west|central|north|south|southeast|northeast|northwest|southwest)-(\d)\b/gi;
const REGION_COUNTRY: Readonly<Record<string, string>> = {
  us: 'the US',
  ca: 'Canada',
  sa: 'Brazil',
  'ap-southeast-1': 'Singapore',
  'ap-southeast-2': 'Australia',
  'ap-northeast-1': 'Japan',
  'ap-northeast-2': 'South Korea',
  'ap-south-1': 'India',
  'ap-east-1': 'Hong Kong',
};

/** Data hosted in a cloud region outside every country the company is in ('us-east-1' for a Singapore firm). */
function hostedAbroad(x: DutyContext): boolean {
  return [...x.text.matchAll(CLOUD_REGION)].some((m) => {
    const prefix = (m[1] ?? '').toLowerCase();
    const code = m[0].toLowerCase();
    if (prefix === 'eu') return !inEurope(x.everywhere);
    const country = REGION_COUNTRY[code] ?? REGION_COUNTRY[prefix];
    return country !== undefined && !x.everywhere.some((p) => p.country === country || p.name === country);
  });
}

const TRANSFER_NAMED =
  /\b(?:sccs?|standard contractual clauses|data residency|(?:eu|uk|us)-only (?:data )?(?:access|hosting|storage))\b/i;
const INCIDENT =
  /\b((?:attackers?|hackers?|criminals?|someone|an? (?:intruder|ex-employee|former employee|contractor|employee)) (?:\w+ ){0,2}(?:copied|stole|downloaded|accessed|exfiltrated|leaked|took|posted|published)|breach\w*|attack\w*|intru\w*|encrypted our|(?:may have been |were |was )(?:copied|stolen|accessed|taken|downloaded)|stole|leak\w*(?! (?:\w+ ){0,5}(?:to (?:the |a |our )?(?:centre|center|rivals?|competitors?|partners?)|revenue|margin|customers|patients|cash))(?<!(?:work|revenue|cases|customers|patients|margin|cash|money) (?:\w+ ){0,3}leak\w*)|exposed|compromised|(?:set to |shared (?:as |with )?|open to )['"‘’“”]?anyone with (?:the|a) link|(?:was|were|been|left|sat|sitting|lying|is|are) (?:\w+ ){0,2}open on (?:google drive|dropbox|onedrive|sharepoint|box|icloud|the (?:internet|web))|(?:posted|shared|published|circulated|leaked) the (?:link|folder|file|spreadsheet)|publicly (?:shared|viewable|visible|readable)|hack\w*|ransomware|unauthori[sz]ed access|exfiltrat\w*|stolen|lost (?:a )?laptop|misdirected|(?:sent|emailed|e-mailed|mailed|posted|forwarded|shared|uploaded|attached)\w* (?:[\w'’-]+ ){0,6}to (?:the )?wrong (?:\w+ )?(?:client|customer|person|recipient|address|email|e-mail|people|company|patient|supplier|contact|group|list)s?|wrong recipients?|(?:bucket|database|server|folder|spreadsheet|backup|storage|elasticsearch|mongodb|s3)\b[^.]{0,40}\b(?:(?:was|were|has been|had been|is|left) (?:\w+ ){0,2}(?:public|publicly (?:accessible|available|readable|visible)|open to (?:the internet|anyone|the public)|unsecured|unprotected|exposed)|without (?:a )?(?:password|authentication))|(?:publicly|openly) (?:accessible|available|readable|visible) (?:\w+ ){0,3}(?:for|since)|(?:ex-?employee|former (?:employee|staff member|engineer|salesperson)|departing (?:employee|engineer|salesperson)|leaver)s? (?:\w+ ){0,3}(?:downloaded|copied|took|emailed|forwarded|exported)|(?:laptops?|phones?|tablets?|devices?|usb (?:sticks?|drives?|keys?)|hard (?:drives?|disks?)|memory sticks?|backup (?:tapes?|drives?)|briefcases?) (?:\w+ ){0,4}(?:lost|stole|stolen|left behind|misplaced|went missing|gone missing|was taken|were taken)|(?:lost|stole|misplaced) (?:\w+ ){0,3}(?:laptops?|phones?|tablets?|devices?|usb (?:sticks?|drives?|keys?)|hard (?:drives?|disks?)|memory sticks?|backup (?:tapes?|drives?)|briefcases?))\b/i;

/** A topic asking whether to tell those who must be told: 'Do we notify the regulator?', 'Should we disclose the leak?'. */
const ASKS_TO_NOTIFY =
  /\b(?:notify|notifying|disclose|disclosing|report|reporting|tell|telling|inform|informing|alert|alerting|self-report\w*)\b[^.?]{0,80}\b(?:commissioner|regulator|authorit\w*|ico|cnil|dpa|oaic|cert-in|police|customers|clients|users|patients|members|pilgrims|students|parents|guests|passengers|people|individuals|affected|them|everyone|data subjects|public)\b/i;

const VENDOR_TRAINING_BREACH: readonly RegExp[] = [
  /\b(?:let|allow|permit|agree\w*|accept\w*|opt(?:ing)? in|sign\w*|give|grant)\b[^.]{0,60}\b(?:train\w*|improv\w*|fine-?tun\w*|learn\w*) (?:\w+ ){0,3}(?:on|from|with|using)?/i,
];
/** Sending the data over: a breach by itself only when it is children's (see `breachWhen`). */
const HAND_OVER =
  /\b(?:send|shar|giv|pass|provid|upload|hand|feed|export|stream)\w* (?:\w+['’]? ){0,6}(?:data|records|logs|events|answers|progress|profiles|details)\b/i;
/** Parents who agreed to this very use: the one case children's data may go to a vendor's training. */
const PARENTS_AGREED_TO_TRAINING =
  /\b(?:parents?|guardians?) (?:\w+ ){0,3}(?:consented|agreed|opted in)\b(?! only)[^.]{0,40}\b(?:train\w*|model|vendor|shar\w*|third part\w*)/i;

/**
 * Where the children are: the places the text names outside the sentences about the vendor (a US
 * vendor does not bring COPPA to a French app), or every place when only those name one.
 */
function childrensPlaces(x: DutyContext): readonly Place[] {
  const own = placesOf(
    sentencesOf(x.text)
      .filter((s) => !VENDOR_NAMED.test(s))
      .join(' '),
  );
  return own.length ? own : x.everywhere;
}
const VENDOR_NAMED = /\b(?:vendors?|providers?|partners?|platforms?|processors?|suppliers?)\b/i;

/** The heightened duty for children's data sent to train someone else's model, for the places named. */
function childrenTraining(x: DutyContext): string {
  const rules = rulesFor(childrensPlaces(x), {
    uk: 'in the UK, the UK GDPR and the Children’s Code (Age Appropriate Design Code) require children’s best interests first, data minimised and profiling off by default',
    eu: 'in the EU, the GDPR gives children specific protection, requires the parent’s consent for online services below the national age (13 to 16), and forbids reusing data for a purpose the consent did not cover',
    us: 'in the US, COPPA requires verifiable parental consent for each use of a child under 13’s data, including disclosure to third parties',
    australia:
      'in Australia, the Privacy Act’s principles bind use to the purpose of collection, and a children’s privacy code is being made under it',
  });
  return (
    ' Children’s data used to train someone else’s model is the hardest case: children get heightened protection (verified parental consent at the least), and data collected to run the service may not be reused for a vendor’s own purposes (purpose limitation)' +
    (rules.length ? `; ${rules.join('; ')}` : ' under the applicable law') +
    '. A vendor that uses the data for itself is no mere processor: the contract must forbid training and bind it to our instructions, a transfer abroad needs its own assessment, and at most aggregated or pseudonymised data should leave. Schools’ contracts usually forbid it, and anonymising children’s work rarely holds.'
  );
}

export const DATA_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'personal_data_processing',
    title: 'A lawful basis for using personal data',
    owner: 'RISK_OFFICER',
    cues: [PERSONAL_ANY, PEOPLES_DATA],
    // Situations that hold people's data without naming it: a customer's data under our indemnity,
    // a data business bought, a product shut with its users' accounts, children asked to pay.
    situations: [
      ...PROCESSING_FOR_CUSTOMER,
      ...DATA_BUSINESS_BOUGHT,
      ...SHUT_WITH_USERS,
      ...CHILDREN_ASKED_TO_PAY,
      ...HEALTH_DATA_TO_EMPLOYER,
    ],
    // Data stolen in an attack is a breach to notify, not a use to justify.
    when: (x) => !underAttack(x),
    alsoNeeds: [
      /\b(use|using|sell\w*|shar\w*|monetiz\w*|monetis\w*|analy[sz]\w*|profil\w*|track\w*|collect\w*|target\w*|advertis\w*|process\w*|combine|enrich\w*|scrap\w*|train\w*|mov\w*|transfer\w*|roll\w* out|introduc\w*|deploy\w*|install\w*|implement\w*|adopt\w*|migrat\w*|host\w*|stor\w*|record\w*|monitor\w*|scan\w*|logs?|logging|takes?|reads?|scor\w*|access\w*|handl\w*|run|runs|running|import\w*|summari[sz]\w*|gets?|transcrib\w*|fine-?tun\w*|fit|fitting|flag\w*|holds?|keeps?|photograph\w*|upload\w*|film\w*|captur\w*|watch\w*|generat\w*|switch\w*|replac\w*|outsourc\w*)\b/i,
    ],
    text: (x) =>
      dataSituationRules(x) +
      `Using personal data needs a lawful basis, a privacy notice that tells people about this use, and no more data than the purpose needs; under ${privacyLaws(x)}` +
      (special(x)
        ? ', and health, biometric or children’s data are special categories that need explicit consent (a parent’s, for a child) or another specific legal ground.'
        : '.') +
      // A supplier handling the data is a processor: the contract must bind it to our instructions.
      (VENDOR.test(x.text)
        ? ' A supplier that handles the data needs a data processing agreement binding it to our instructions, security and deletion at the end.'
        : '') +
      ' Take privacy-counsel advice on the basis and the notice before the data is used this way.',
    action: (x) =>
      findSituations(x.text, SHUT_WITH_USERS).length && CLINICAL_RECORDS.test(x.text)
        ? 'Name who keeps the clinical records after the shutdown and for the years the law requires, and let every user export their data before the date'
        : findSituations(x.text, HEALTH_DATA_TO_EMPLOYER).length
          ? 'Show employers only aggregated, anonymised figures over groups too large to single anyone out, and keep each person’s health and activity data for that person alone'
          : 'Record the lawful basis, update the privacy notice and limit the data to what the purpose needs',
  },
  {
    id: 'data_transfer_abroad',
    title: 'Safeguards for moving personal data abroad',
    owner: 'RISK_OFFICER',
    cues: [PERSONAL_ANY, PEOPLES_DATA],
    // Abroad is said ('offshore', 'a US vendor'), or follows from the places: people in one legal
    // region and a team, a host or a processor in another.
    // The place and the move said together: 'launch in the EU' moves nothing abroad.
    when: (x) =>
      TRANSFER_NAMED.test(x.text) ||
      hostedAbroad(x) ||
      (MOVE.test(x.text) &&
        (sentencesOf(x.text).some((s) => ABROAD.test(s) && MOVE.test(s)) ||
          FOREIGN_RECIPIENT.test(x.text) ||
          regionCount(x.everywhere) >= 2 ||
          (US_PROCESSOR.test(x.text) &&
            (inEurope(x.everywhere) || x.everywhere.some((p) => p.name === 'the UK'))))),
    text: (x) =>
      (inEurope(x.everywhere) || x.everywhere.some((p) => p.name === 'the UK')
        ? 'Personal data from the EU or UK may leave only to a country with an adequacy decision, or under safeguards such as standard contractual clauses with a transfer impact assessment (or the EU–US Data Privacy Framework for certified US recipients). '
        : `Moving personal data to another country needs the safeguards ${privacyLaws(x)} requires, and some countries require certain data to stay local. `) +
      'The contracts with the receiving company must cover it; take privacy-counsel advice before any data moves.',
    action:
      'Put the transfer safeguards (adequacy, contractual clauses, transfer assessment) in place before any data moves',
  },
  {
    id: 'data_impact_assessment',
    title: 'An impact assessment before risky processing',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(fac(?:e|ial) (?:recognition|id|scanning|matching)|fingerprint\w*|biometric\w*|track(?:ing)? (?:employees|staff|users|location)|monitor(?:ing)? (?:employees|staff)|profil\w*|scor(?:e|ing) (?:customers|users|applicants)|automated decisions?|credit scor\w*|large[- ]scale|ai model|machine learning|children['’]?s? data|health data|patient data|genetic|keystrokes?|screenshots?|webcams?|productivity (?:monitoring|tracking|software)|driver-facing|cameras? (?:\w+ ){0,4}record\w*|flight risk|mood|menstrual|fertility|mental health|symptoms?|triage|(?:patient|medical|video|online|doctor|gp|telehealth|clinical) consultations?|ai[- ](?:\w+ )?(?:tools?|systems?|models?|features?|assistants?|vendors?|providers?|services?|platforms?|scoring|screening|triage|cameras?|vision|analytics|chatbots?|agents?|recruit\w*|hiring|interviews?|monitor\w*|note-?tak\w*|scribes?|transcri\w*)|artificial intelligence|llms?|fine-?tun\w*|train\w* (?:\w+ ){0,3}models?)\b/i,
      HEALTH,
      BIOMETRIC,
      CHILD_DATA,
      IDENTITY_FINANCE,
    ],
    alsoNeeds: [
      PERSONAL_ANY,
      /\b(employees|staff|customers|users|applicants|patients|children|kids|pupils|students|families|people|drivers|workers|members|borrowers|tenants|clients|investors|account holders)\b/i,
    ],
    text: (x) =>
      `Processing that is likely to be high-risk for people (biometrics, monitoring, profiling, automated decisions, identity documents and financial records, sensitive data at scale) needs a documented impact assessment before it starts under ${privacyLaws(x)}, and sometimes consultation with the regulator.` +
      (special(x)
        ? SENSITIVE_SECURITY
        : IDENTITY_FINANCE.test(x.text)
          ? ' Identity documents and financial records are what identity fraud is made of: the law requires security fit for that risk (encryption at rest and in transit, access limited and logged).'
          : '') +
      (KEPT_FOREVER.test(x.text)
        ? ' Keeping personal data with no end breaks storage limitation: set how long each record is needed and delete it after.'
        : '') +
      ' These are conditions of processing, not improvements after launch. Take privacy-counsel advice on what the assessment must cover.',
    when: (x) => !underAttack(x),
    action: beforeProcessing,
    // Going live on the date with the assessment or the safeguards stated as missing is processing
    // before the conditions are met: not as proposed.
    breach: [LIVE_SOON],
    breachWhen: (x) => SAFEGUARDS_MISSING.test(x.text),
  },
  {
    id: 'breach_notification',
    title: 'Breach notification within the legal deadlines',
    owner: 'RISK_OFFICER',
    cues: [factual(INCIDENT)],
    alsoNeeds: [PERSONAL_ANY, /\b(records|customers|users|patients|accounts|emails|data)\b/i],
    breach: [
      /\b(not (?:to )?(?:notify|disclose|tell|report)|without (?:notifying|telling|disclosing|reporting)|keep (?:it|this|the breach) (?:quiet|secret|internal)|delay(?:ing)? (?:the )?(?:notification|disclosure)|hold off (?:on )?(?:notifying|telling|disclosing)|cover (?:it )?up|wait\w* (?:\w+ ){0,6}(?:before|to) (?:notify|tell|inform|disclos|report|announc)\w*|(?:only|just) (?:notify|tell|inform|report) (?:\w+ ){0,4}if|no need to (?:notify|tell|report|disclose|inform)|avoid\w* (?:notifying|telling|disclosing|reporting|informing)|(?:handle|deal with|fix|keep) (?:it|this|the (?:incident|breach|leak)) (?:internally|quietly|in-house|between us)|(?:don['’]?t|do not|not) (?:notify|tell|report|disclose|inform)|after (?:the|our) (?:funding|round|launch|renewal|audit|raise|closing)|skip\w* (?:\w+ ){0,3}(?:regulator|authorit\w*|notification|report\w*|disclosure)|(?:only|just) (?:tell|notify|inform|email|contact) (?:the )?(?:affected |impacted )?(?:customers|users|patients|clients|people)|(?:tell|say|disclose) (?:\w+ ){0,5}nothing(?! (?:has|is|was|new|else|of|to worry))|hope (?:it|this|that) (?:blows over|goes away))\b/i,
    ],
    // 'Do we notify the Commissioner and the pilgrims?': the step asked about is the duty itself;
    // an officer's wish to say nothing is the alternative the board weighs it against.
    breachWhen: (x) => !ASKS_TO_NOTIFY.test(sentencesOf(x.text)[0] ?? ''),
    text: (x) => {
      const rules = [
        inEurope(x.everywhere) || x.everywhere.some((p) => p.name === 'the UK')
          ? `${inEurope(x.everywhere) ? 'the GDPR' : 'the UK GDPR'} requires notice to ${inEurope(x.everywhere) ? 'the supervisory authority' : 'the ICO'} within 72 hours of becoming aware, and to the people affected without undue delay when the risk to them is high`
          : '',
        x.everywhere.some((p) => p.country === 'the US')
          ? 'US state breach laws require notice to affected residents (and often the attorney general), and HIPAA requires notice within 60 days for health data'
          : '',
        x.everywhere.some((p) => p.name === 'Australia')
          ? 'Australia’s scheme requires notice of eligible breaches to the OAIC and those affected'
          : '',
        x.everywhere.some((p) => p.name === 'Canada')
          ? 'PIPEDA requires reporting breaches with a real risk of significant harm'
          : '',
        x.everywhere.some((p) => p.name === 'India')
          ? 'India requires reporting cyber incidents to CERT-In within 6 hours'
          : '',
        ...breachLawsFor(x),
      ].filter(Boolean);
      return (
        'A breach of personal data starts legal clocks from the moment the company becomes aware of it: ' +
        (rules.length
          ? `${rules.join('; ')}. `
          : 'most jurisdictions require notice to a regulator within days and to the people affected. ') +
        (HIGH_RISK_DATA.test(x.text)
          ? 'Identity numbers, financial or health data make the risk to the people high: tell them directly, so they can guard against fraud. '
          : '') +
        'Keeping it quiet is not an option the board can choose; engage breach counsel now.'
      );
    },
    action:
      'Engage breach counsel, start the notification clock and notify the regulators and affected people within the deadlines',
  },
  {
    id: 'vendor_data_training',
    title: 'Vendors must not train on customer data without a basis',
    owner: 'CTO',
    cues: [
      /\b(train\w* (?:its|their|an?|the|our)? ?(?:ai |ml |language )?models? on|licen[cs]e to use (?:[\w-]+ ){0,3}(?:content|data|recordings|transcripts|inputs|outputs|conversations)\b[^.]{0,20}\bto (?:train|improve|develop)|use (?:our |the )?(?:customer |user |client )?data (?:to|for) (?:train|improve)|model training|fine-?tun\w* on (?:our|customer|user)|(?:feed|send|share|upload|pass|give)\w* (?:\w+ ){0,4}(?:to|with|into) (?:an? |the |their )?(?:ai|llm|gpt|openai|model|chatbot|vendor['’]?s model)|(?:improve|train|tune) (?:their|its|the vendor['’]?s) (?:ai|models?|service|product)|(?:vendor|provider|supplier) (?:\w+ ){0,4}(?:train|learn|improve)\w*|(?:use|using|uses|share|sharing|give|giving)\b[^.]{0,60}\bto (?:train|improve|fine-?tune|teach)\b (?:its|their|the|a|an)\b|(?:llm|gpt-?\d*|openai|chatgpt|claude|anthropic|gemini|mistral|ai|genai) (?:\w+ ){0,2}(?:api|apis|models?|vendors?|tools?|services?|assistants?|providers?|platforms?)\b[^.]{0,60}\b(?:summari[sz]\w*|analy[sz]\w*|read\w*|classif\w*|answer\w*|draft\w*|triag\w*|process\w*|transcrib\w*|tag\w*|sort\w*) (?:\w+['’]? ){0,4}(?:tickets|messages|e-?mails|calls|conversations|chats|records|documents|contracts|notes|data|transcripts|reviews|feedback|cvs|applications|files|queries|requests)|(?:summari[sz]\w*|analy[sz]\w*|classif\w*|triag\w*|transcrib\w*) (?:\w+ ){0,4}(?:with|using|through|via) (?:an? |the )?(?:llm|gpt-?\d*|openai|chatgpt|claude|gemini|ai))\b/i,
    ],
    // Agreeing to the training is the breach; for children's data, handing it over at all is.
    breach: [...VENDOR_TRAINING_BREACH, HAND_OVER],
    breachWhen: (x) =>
      findCues(x.text, VENDOR_TRAINING_BREACH).length > 0 ||
      (CHILDREN.test(x.text) && !PARENTS_AGREED_TO_TRAINING.test(x.text)),
    text: (x) =>
      `A vendor that trains its models on customer data may surface it to others and uses it for its own purpose: that needs a lawful basis and what the customer contracts allow, under ${privacyLaws(x)}. Customer contracts often forbid it outright.` +
      (CHILDREN.test(x.text) ? childrenTraining(x) : '') +
      ' Take privacy and commercial-counsel advice before agreeing.',
    action: (x) =>
      CHILDREN.test(x.text)
        ? 'Send no identifiable children’s data to a vendor that trains on it: share at most aggregated or pseudonymised data, under a processing agreement that forbids training and after a transfer assessment, unless parents consented to this very use'
        : 'Check the customer contracts and the vendor terms, and opt out of training unless customers agreed',
  },
];
