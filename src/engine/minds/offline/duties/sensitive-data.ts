// Data the law protects most, named the way products describe it rather than as 'health data':
// a condition screened for, a reading from a sensor, a body part scanned, a child signed up. Each
// is personal data of a special category (or a child's), so it raises a lawful basis, an impact
// assessment and the security it needs — encryption and access control — whatever the words.

/** Health named by the condition, the reading or the care: 'overnight oximeter readings', 'insulin doses'. */
export const HEALTH =
  /\b(?:apn(?:o)?ea|diabet\w*|glucose|insulin|blood (?:pressure|sugar|tests?|oxygen|results|type)|oximet\w*|oxygen saturation|heart (?:rate|rhythm|condition)s?|ecgs?|ekgs?|cancer|tumou?rs?|oncology|hiv|hepatitis|depress\w*|anxiety|adhd|autism|dementia|alzheimer\w*|epilep\w*|asthma|disabilit\w*|allerg\w*|medications?|prescriptions?|prescribed|pharmacy (?:orders|records|customers)|dosages?|doses|vaccination (?:status|records)|sick(?:ness)? (?:notes?|records|absences?)|(?:health|medical|cancer|hearing|eye|vision|dental) screening|screen\w* (?:\w+ ){0,2}for (?:\w+ ){0,2}(?:disease|conditions?|risk|cancer|apn(?:o)?ea|diabetes)|diagnos\w*|clinical(?! (?:work|staff|team|teams|lead|leads|director|duties|hours|roles?|side|operations|governance|skills|experience|background))|clinic visits|care (?:records|plans|notes)|hospital (?:records|visits|admissions)|bmi|body (?:weight|measurements|scans?)|addiction|rehab\w*|sexual health|contracepti\w*|ivf|miscarriage|abortion|(?:patients?|symptoms?|conditions?) (?:\w+ ){0,2}(?:data|readings|logs|history|diary|answers))\b/i;

/** The body used to identify someone: palm veins, a gait, a voice print, a face geometry. */
export const BIOMETRIC =
  /\b(?:biometric\w*|fingerprints?|finger ?prints?|palm(?:[- ]vein| print| scan)s?\w*|vein (?:scan|pattern|recognition)\w*|hand geometry|iris|retina\w*|face ?prints?|face (?:id|scans?|templates?|geometry|verification)|facial (?:\w+ )?(?:recognition|scans?|verification|geometry|templates?|data|analysis)|voice ?prints?|voice (?:id|recognition|biometrics|verification|authentication)|gait (?:analysis|recognition)|liveness (?:checks?|detection))\b/i;

/** A child: by the word, the school, or the age. */
const CHILD =
  '(?:children|child|kids|kid|pupils?|schoolchildren|minors?|toddlers?|infants?|babies|teens?|teenagers?|young people|under-?1[0-8]s?|aged (?:[1-9]|1[0-7])(?:\\s?(?:-|–|to)\\s?(?:[1-9]|1[0-7]))?\\b|(?:[1-9]|1[0-7])(?:\\s?(?:-|–|to)\\s?(?:[1-9]|1[0-7]))?[- ]year[- ]olds?|(?:primary|secondary|middle|high|elementary|nursery) school (?:\\w+ )?(?:students|pupils|kids|children)?|students? aged)';
/** Something about a person a product records or keeps. */
const ABOUT_SOMEONE =
  '(?:data|records?|recordings?|recorded|record|names?|schools?|reading levels?|usage|events|sleep (?:logs?|data)|voices?|voice (?:clips|notes|recordings)|clips|photos?|pictures|images|videos?|locations?|profiles?|accounts?|essays|homework|assignments|messages|chats|sessions|lessons|progress|scores|grades|reading levels|faces?|names|birthdays|dates? of birth|behaviou?r|activity|usage|answers|drawings|sign(?:s|ed)? (?:them )?up|register\\w*|track\\w*|monitor\\w*|film\\w*|log\\w*)';

/** A child's data: a child and what is kept about them, in either order, in one sentence. */
export const CHILD_DATA = new RegExp(
  `\\b${CHILD}\\b[^.!?]{0,80}\\b${ABOUT_SOMEONE}\\b|\\b${ABOUT_SOMEONE}\\b[^.!?]{0,60}\\b(?:of|from|by|about|for) (?:our |the |their )?(?:\\w+ )?${CHILD}`,
  'i',
);

/** Whether the text names a special category of personal data or a child's data. */
export function sensitiveData(text: string): boolean {
  return HEALTH.test(text) || BIOMETRIC.test(text) || CHILD_DATA.test(text);
}

/** The security sensitive data needs, said the same way wherever a duty names it. */
export const SENSITIVE_SECURITY =
  ' Sensitive data also needs security to match: encryption at rest and in transit, access limited to those who need it and logged, and deletion on a schedule.';
