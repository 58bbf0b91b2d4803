// A decision with only a topic and a context, as reading tests probe the reader with.
import type { Decision } from '../types.ts';

export const plainDecision = (topic: string, context = ''): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
