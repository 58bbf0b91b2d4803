// Whether the company's step is about physical goods rather than software: a retailer's order of
// units, a factory's output. Lines written for software (security reviews, custom work, billing a
// year in advance) do not fit a producer, whose questions are capacity, traceability and the cash
// tied up in stock and receivables.
import type { KindContext } from '../kinds/kind-kit.ts';

const GOODS_WORDS =
  /\b(?:units|cases|pallets|cartons|crates|goods|stock|inventory|factory|plant|production line|shelf|shelves|retailers?|supermarkets?|wholesal\w*|distributors?|unit cost|per unit|a unit|tonnes|kilos|bottles|manufactur\w*|assembl\w*|furniture|beds|hardware|machinery|vehicles|garments|food|produce|crops)\b/;
const SOFTWARE_WORDS =
  /\b(?:software|saas|platform|app|apps|api|subscription|licen[cs]es?|seats|cloud|code|engineering|developers?)\b/;

export function sellsGoods(x: KindContext): boolean {
  return x.says(GOODS_WORDS) && !x.says(SOFTWARE_WORDS);
}
