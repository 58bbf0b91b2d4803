// Terms a decision states in words, not figures: a break clause, vesting, where it is, the
// ownership split, exclusivity, a personal guarantee, the term, the rate, the price. Stated either
// way ('a break at year 5', 'no break clause', 'no vesting') each is a fact the board was given,
// and no seat may ask for it. A stated absence counts as stated: it is the answer, not a gap.
import type { ReadingNumber } from '../../../reading.ts';
import type { NumberMeaning } from './meanings.ts';
import { placesOf } from './places.ts';

interface StatedTerm {
  fact: string;
  /** How the text states it, with either polarity. */
  stated: RegExp;
  /** Figures that state it. */
  meanings?: readonly NumberMeaning[];
  /** Whether the text's places state it ('a lease in Leeds' states where). */
  byPlace?: boolean;
  /** How a question asks for it. */
  asked: RegExp;
}

/** A question about the word: 'is there a …', 'on what …', 'any …', 'does it come with …'. */
const askedAbout = (word: string) =>
  new RegExp(
    String.raw`\b(?:is (?:there|it)|are there|any|what|which|on what|with what|whether|does (?:it|the \w+) (?:include|require|carry|come with|have|need)|will (?:we|you|they) (?:need|have) to)\s+(?:[\w,'’-]+\s+){0,5}?(?:an? )?${word}`,
    'i',
  );

const N = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)`;

export const STATED_TERMS: readonly StatedTerm[] = [
  {
    fact: 'break clause',
    stated:
      /\bbreak(?:[- ]clause|[- ]option|[- ]right|s)?\b(?! (?:even|down|into|ground|out|through|up))|\b(?:exit|terminat\w*|cancel\w*) (?:early|clause|right|option)s?\b|\b(?:locked in|no way out)\b/i,
    // A question about it, not an action that names it ('negotiate a break clause').
    asked: new RegExp(
      `${askedAbout(String.raw`break(?:[- ]clause|[- ]option|[- ]right)?\b`).source}|\\b(?:can|could) (?:we|you|the company|it) (?:break|exit|leave|get out of) (?:the lease|it|early)|\\bearly (?:exit|termination)\\b[^.]*\\?`,
      'i',
    ),
  },
  {
    fact: 'vesting',
    stated: /\bvest\w*|\bcliff\b|\bleaver\b/i,
    asked: askedAbout(String.raw`(?:vest\w*|cliff)\b`),
  },
  {
    fact: 'location',
    stated:
      /\b(?:located|based|sited) (?:in|at|near)\b|\b(?:in|near) (?:the )?(?:city cent(?:re|er)|town|downtown|suburbs?|business park)\b|\b(?:in|near) (?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4])\b)(?-i:[A-Z][a-z]{2,})/i,
    byPlace: true,
    asked:
      /\bwhere (?:is|would|will|are) (?:it|they|the (?:office|site|building|space|premises|target|business|company|team|hire|role|venture|data)) (?:be )?(?:located|based|sited)?\s*[?,]|\bwhich (?:city|country|location|site)\b|\bwhat (?:is the )?location\b|\bwhere (?:is|would) it be\b/i,
  },
  {
    fact: 'jurisdiction',
    stated:
      /\bjurisdiction|\bgoverning law|\bincorporated in\b|\b(?:english|uk|us|german|french|irish|delaware|new york|california|dutch|swiss|singapore) law\b/i,
    asked: /\bjurisdiction|\bgoverning law|\bunder (?:what|which) law\b|\bwhich law\b/i,
  },
  {
    fact: 'ownership split',
    stated:
      /\b\d{1,2}\s?%?\s?(?:\/|-|–|to)\s?\d{1,2}\s?%?\s?(?:split|ownership|jv|joint venture|venture|stake)|\b(?:split|own|owns|owned|ownership|hold|holds|stake|share)\w* (?:\w+ ){0,4}\d{1,2}\s?%|\b\d{1,2}\s?%\s?(?:\/|-|–)\s?\d{1,2}\s?%|\bfifty[- ]fifty\b|\b50\/50\b|\b(?:equal|even) (?:shares|stakes|ownership|split)|\bsplit (?:evenly|equally)\b|\bmajority (?:stake|owner|control)/i,
    asked:
      /\b(?:ownership|equity|share) split\b|\bwho (?:would |will )?(?:owns?|controls?) (?:what|how much)\b|\bhow (?:would|will|is) (?:the )?(?:ownership|equity|stake|company|jv|venture|entity) (?:be )?split\b|\bwhat (?:share|stake|percentage) (?:would|will|do|does) (?:each|we|they|you)\b/i,
  },
  {
    fact: 'equity offered',
    stated:
      /\b\d+(?:\.\d+)?\s?%\s?(?:of (?:the )?)?(?:equity|stake|shares|options|stock)\b|\b(?:equity|options|stake|shares) of \d+(?:\.\d+)?\s?%/i,
    asked:
      /\b(?:what|how much) equity\b|\bwhat (?:stake|share of the company) (?:does|would|will) (?:the role|the hire|they|he|she)\b/i,
  },
  {
    fact: 'exclusivity',
    stated: /\bexclusiv\w*|\bnon-exclusive\b|\bsole (?:supplier|distributor|provider|partner)\b/i,
    asked: askedAbout(String.raw`exclusiv\w*`),
  },
  {
    fact: 'personal guarantee',
    stated: /\bpersonal(?:ly)? guarant\w*|\bguarant\w* (?:it )?personally\b/i,
    asked: askedAbout(String.raw`(?:personal(?:ly)? guarant\w*|guarant\w* (?:it )?personally)`),
  },
  {
    fact: 'term',
    stated: new RegExp(
      String.raw`\b${N}[- ](?:years?|months?|yr)[- ](?:lease|loan|term|contract|agreement|deal|facility|commitment)|\b(?:over|for|of|lasting|runs? for) ${N} (?:years?|months?)\b|\bterm of\b|\brepa(?:y|id) (?:\w+ ){0,3}(?:over|in|within) ${N}`,
      'i',
    ),
    meanings: ['term_months'],
    asked:
      /\bhow long (?:is|would be|will be) the (?:term|lease|loan|contract|agreement|commitment)\b|\bwhat is the (?:loan |lease |contract )?term\b|\bover how long\b|\bhow long (?:is|would) it (?:be )?(?:repaid|run)\b/i,
  },
  {
    fact: 'interest rate',
    stated:
      /\b\d+(?:\.\d+)?\s?%\s?(?:interest|apr|a year|per year|per annum|annual|fixed|variable|over base)|\b(?:interest|apr|rate) (?:of |at |is |was )?(?:about |around )?\d/i,
    meanings: ['interest_rate_pct'],
    asked:
      /\bwhat (?:is|would be|are) the (?:interest )?rates?\b|\bat what (?:interest )?rate\b|\bwhat interest\b/i,
  },
  {
    fact: 'purchase price',
    stated:
      /\b(?:(?:buy|acquir\w*|purchas\w*|sell|sale)\b[^.]{0,60}?\bfor|price of|priced at|asking(?: price)?(?: of)?|offer(?:s|ed|ing)? (?:us )?|valu\w* (?:it )?at)\s?(?:about |around |roughly )?[$€£]\s?\d/i,
    meanings: ['purchase_price', 'offer_price'],
    asked:
      /\bwhat (?:is|would be) the (?:purchase |asking |acquisition |sale )?price\b|\bhow much (?:would|will|does|do) (?:it|we|the (?:deal|acquisition|target|company|business)) (?:cost|pay)\b/i,
  },
  {
    // 'The money is for paid acquisition', 'to fund the new line': what the money pays for.
    fact: 'use of the money',
    stated:
      /\b(?:the )?(?:money|loan|advance|funding|funds|cash|capital|raise|round|facility|proceeds|financing)\b[^.;]{0,40}?\b(?:is|are|would be|will be|goes|go|would go|will go|earmarked|intended|needed|used)\s+(?:\w+\s+)?(?:for|to fund|to finance|to pay for|on|towards)\b|\b(?:to|would|will) (?:fund|finance|pay for|buy|replace|purchase)\b|\buse of (?:funds|proceeds)\b/i,
    asked:
      /\bwhat (?:exactly )?(?:does|would|will) (?:the |this |it )?(?:\w+ )?(?:pay for|fund|finance|be (?:used|spent) (?:for|on))\b|\bwhat (?:is|are) the (?:money|loan|funds?|raise|advance) for\b|\bwhat (?:is|are) (?:the )?use of (?:funds|proceeds)\b/i,
  },
  {
    fact: 'lead investor',
    stated:
      /\b(?:led by|lead(?:ing)? (?:investor|vc|fund|angel)|leads? (?:the|our|this) round|term sheet from|(?:the |a )?(?:fund|vc|investor|angel|syndicate)s? (?:would |will |wants? to |offers? to |(?:has|have) offered to |(?:has|have) agreed to )?(?:invest|put in|lead))\b/i,
    asked:
      /\b(?:is there|who is|who would be|who will be|do (?:we|you) have|have (?:we|you) (?:got|found)) (?:a |the )?lead\b|\bwho (?:leads|would lead|will lead)\b/i,
  },
];

/** The terms a text states, by the fact names seats use. */
export function statedTerms(text: string, numbers: readonly ReadingNumber[]): string[] {
  return STATED_TERMS.filter(
    (t) =>
      t.stated.test(text) ||
      (t.meanings?.some((m) => numbers.some((n) => n.meaning === m)) ?? false) ||
      (t.byPlace === true && placesOf(text).length > 0),
  ).map((t) => t.fact);
}
