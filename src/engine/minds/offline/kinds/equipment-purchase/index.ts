// Buy equipment or a plant (a capital purchase): how the board recognises it, the facts it needs
// and each seat's checklist. A machine, a line, a vessel or a kiln is judged by what it costs
// against the cash, what it earns back a year in margin or savings, and how it is paid for.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

/** Equipment a company buys to make, move, store, treat or serve. */
export const EQUIPMENT =
  '(?:machines?|machinery|(?:production|packaging|bottling|canning|assembly|filling|processing|paint|extrusion|moulding|molding|bakery|sorting|grading|slaughter|milking) lines?|presses|press|kilns?|freezers?|blast chillers?|chillers?|ovens?|furnaces?|boilers?|lathes?|cnc(?: \\w+)?|robots?|robotic (?:\\w+ )?cells?|3d printers?|printers?|printing press|extruders?|looms?|spinning frames?|vessels?|boats?|trawlers?|tractors?|harvesters?|combines?|excavators?|cranes?|forklifts?|trucks?|lorries|buses|vans?|fleet|generators?|solar (?:array|panels?|plant|installation|roof)|rooftop solar|heat pumps?|compressors?|mills?|dryers?|driers?|kilns?|autoclaves?|scanners?|mri(?: scanner)?|ct scanner|x-ray (?:\\w+ )?(?:machine|unit)s?|lasers?|laser cutters?|equipment|tooling|moulds?|molds?|dies|rigs?|drilling rigs?|dredgers?|aircraft|planes?|helicopters?|drones?|irrigation (?:system|pivots?)|greenhouses?|cold rooms?|silos?|tanks?|fermenters?|stills?|brewhouse|dental chairs?|chairs?|treatment units?|sterili[sz]ers?|incubators?|looms?|sewing machines?|weaving machines?|kiosks?|vending machines?|atms?|pos terminals?|servers? racks?|plant)';

export const EQUIPMENT_PURCHASE: KindModule = {
  id: 'equipment_purchase',
  label: 'Buy equipment or a plant',
  phrase: 'the purchase',
  cues: new RegExp(
    String.raw`\b((?:buy|buying|purchas\w*|approve|approving|invest(?:ing)? in|install\w*|add(?:ing)?|replac\w*|upgrad\w*|order(?:ing)?|lease|leasing|financ\w*|commission(?:ing)?|acquir\w*)\s+(?:a |an |the |our |two |three |four |five |\d+ |new |second |third |another |more |used |second-hand |refurbished )*(?:(?!(?:for|of|with|from|to|on)\b)\S+ ){0,4}?${EQUIPMENT}|(?:^|[.?!]\s+)(?:a |an )?new (?:\S+ ){0,3}?${EQUIPMENT}(?=,? or\b)|(?:approve|approving|spend|spending|invest|investing)\s+(?:\S+\s+){0,2}?for\s+(?:a |an |the |our )?(?:new |second |third |another |more )?(?:\S+ ){0,2}?${EQUIPMENT})\b`,
    'gi',
  ),
  yieldsTo: [
    'budget_approval',
    'expand_market',
    'take_loan',
    'real_estate',
    'infrastructure',
    'product_recall',
    'security_incident',
  ],
  essentials: [
    {
      fact: 'the price',
      owner: 'CFO',
      question: 'What does it cost installed, with delivery, commissioning and training?',
      meanings: [['cost'], ['purchase_price'], ['budget'], ['loan_amount']],
    },
    {
      fact: 'how it is paid for',
      owner: 'CFO',
      question: 'Is it paid from cash, a loan or a lease, and what is left in the bank afterwards?',
      meanings: [['cash'], ['loan_amount'], ['operating_profit']],
      pattern: /\b(?:cash|loan|lease|leasing|financ\w*|overdraft|grant|subsid\w*)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
