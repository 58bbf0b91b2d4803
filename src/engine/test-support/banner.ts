// The web app's outcome banner, read from a recommendation headline exactly as the UI
// does: 'against' or 'not' → against; 'proceed' or 'support' → proceed; otherwise mixed. Plain
// substring checks, so 'another' would read as 'not' — headlines must avoid such words.
import type { Outcome } from '../types.ts';

export function bannerOf(recommendation: string): Outcome {
  const text = recommendation.toLowerCase();
  if (text.includes('against') || text.includes('not')) return 'against';
  if (text.includes('proceed') || text.includes('support')) return 'proceed';
  return 'mixed';
}
