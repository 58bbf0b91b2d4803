// Expand to a new market: how the board recognises it, the facts it needs and each seat's checklist.
import { PLACE_NAMES_SOURCE } from '../../reader/places.ts';
import { DATA_MOVES } from '../../reader/whose-thing.ts';
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';

export const EXPAND_MARKET: KindModule = {
  id: 'expand_market',
  label: 'Expand to a new market',
  phrase: 'the expansion',
  cues: new RegExp(
    `\\b(set(?:ting)? up shop|plant (?:a|our) flag|beachhead|(?:go|going|move|moving|push|pushing|sell|selling|launch|launching|expand|expanding)\\w* (?:\\w+ ){0,3}(?:in|into|to) (?:berlin|munich|london|paris|madrid|amsterdam|new york|nyc|san francisco|toronto|sydney|tokyo|dubai|the states|north america|german-speaking)\\b|(?:german|french|us|american|uk|british|european|spanish|japanese|canadian|australian|dach|nordic|latam) (?:market|expansion|launch|entry|entity|subsidiary|office|go-to-market)|new (?:geograph\\w*|territor\\w*|markets)|international\\w*|abroad|overseas|cross-border|(?:new|another|second) (?:country|city|cities|region|territory|state)\\b|(?:expand|enter|launch|open|move|go|sell|grow|push)\\w* (?:\\w+ ){0,4}(?:into|in|to) (?:the )?(?:us|u\\.s\\.|usa|uk|eu|europe|germany|france|spain|italy|netherlands|japan|india|brazil|canada|australia|singapore|mexico|asia|latam|nordics|dach|middle east|africa|apac|emea|north america|uae|dubai|indonesia|korea|poland|ireland)\\b|(?:open|opening|set(?:ting)? up|start(?:ing)?) (?:\\w+ ){0,3}(?:office|branch|entity|subsidiary|operations|store|hub) (?:in|abroad)|locali[sz]\\w*|expan(?:d|ding|sion) (?:in)?to|international expansion|go(?:ing)? international|enter(?:ing)? (?:the )?(?!into an?\\b)(?:\\w+ ){1,2}market|new (?:market|country|region|geograph\\w*)|open (?:a |an |our )?(?:\\w+ )?(?:office|branch|store|location|subsidiary|warehouse|hub|entity) in|set up (?:a|an) (?:\\w+ )?(?:entity|subsidiary|office) in|second (?:location|warehouse|site|office|market)|go to market in|(?:launch|sell|operate|start selling|go live) (?:\\w+ ){0,3}in (?:the )?(?:US|USA|UK|EU|Europe|Germany|France|Spain|Italy|Netherlands|Japan|India|Brazil|Canada|Australia|Singapore|Mexico|Asia|LATAM|Nordics|DACH|Middle East|Africa|new markets))\\b|\\b(?:expand|enter|launch|open|go|sell|set(?:ting)? up|start|register|incorporat|establish)\\w* (?:[\\w'’]+ ){0,4}(?:in|into|to) (?:the )?${PLACE_NAMES_SOURCE}|\\b(?:open|opening|set(?:ting)? up|start(?:ing)?|launch(?:ing)?|establish(?:ing)?) (?:a |an |our )?(?:first |new )?${PLACE_NAMES_SOURCE} (?:office|branch|store|shop|hub|entity|subsidiary|warehouse|team|operation|presence|site|location)s?\\b|\\b(?:a|an) (?:first |new )?${PLACE_NAMES_SOURCE} (?:office|branch|subsidiary|entity|expansion|launch|market entry|go-to-market)\\b|\\b(?:open|opening|expand|expanding)\\w* (?:[\\w'’]+ ){0,3}?(?:in|into) (?:the )?(?-i:(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter|The|Our|Beta|Alpha|Q[1-4]|H[12])\\b)[A-Z][a-z]+(?: [A-Z][a-z]+){0,2})(?=\\s*[?.,!:]|\\s*$|\\s+(?:or|and|next|this|by|before|within|in)\\b)|\\b(?:start|begin)\\w* (?:selling|serving|targeting|going after) (?:to )?(?!our\\b|more\\b)\\w+|\\bnot (?:just|only) (?:\\w+ ){0,2}(?:clinics|smbs|small businesses|startups|consumers|schools|restaurants)\\b|\\b(?:new|another|adjacent) (?:customer )?(?:segment|vertical|industry)\\b|\\bmov\\w* (?:up|down)-?market\\b|\\b(?:up|down)market\\b`,
    'gi',
  ),
  // Moving data, servers or hosting to another country is where data lives, not a market entered.
  excludes: DATA_MOVES,
  essentials: [
    {
      fact: 'the cost of entry',
      owner: 'CFO',
      question: 'What does entering the market cost in the first 12 months, people included?',
      meanings: [['budget'], ['cost'], ['annual_cost'], ['monthly_cost']],
    },
    CASH_AND_BURN,
    {
      fact: 'demand in the new market',
      owner: 'CUSTOMER_ADVOCATE',
      question: 'What evidence of demand is there in the new market: customers, pipeline, pilots?',
      pattern: /\b(customers?|demand|pilot|waitlist|leads|signed|pipeline|inbound|letters? of intent)\b/i,
    },
    {
      fact: 'where it happens',
      owner: 'STRATEGIC_ADVISOR',
      question: 'Which market exactly, and why that one first?',
      given: (_r, places) => places.length > 0,
    },
  ],
  checklists: CHECKLISTS,
};
