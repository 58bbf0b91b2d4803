// The judgement figures over the corpus: how often the frame reads the kind (and the gate)
// right, how many labelled numbers it reads with their meaning, and which red lines it raises.
// Shared by the corpus tests and `npm run bench:judgement`, so both report the same numbers.

import type { DecisionFrame } from '../../minds/offline/frame/frame-types.ts';
import { readFrame } from '../../minds/offline/frame/read-frame.ts';
import { decisionOf, JUDGEMENT_CORPUS, type LabelledDecision } from './index.ts';

export interface FrameMiss {
  id: string;
  what: string;
}

export interface FrameFigures {
  decisions: number;
  kindRight: number;
  numbersLabelled: number;
  numbersRight: number;
  redLinesLabelled: number;
  redLinesRaised: number;
  gatesLabelled: number;
  gatesRight: number;
  /** Decisions the gate refused that it should have judged. */
  falseRefusals: number;
  misses: FrameMiss[];
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 0.01 + 1e-9;

/** Right kind, and refused exactly when (and why) the label says so. */
export function kindIsRight(d: LabelledDecision, f: DecisionFrame): boolean {
  return f.kind === d.kind && (d.gate ? f.gate?.reason === d.gate : f.gate === null);
}

export function measureFrames(corpus: readonly LabelledDecision[] = JUDGEMENT_CORPUS): FrameFigures {
  const fig: FrameFigures = {
    decisions: corpus.length,
    kindRight: 0,
    numbersLabelled: 0,
    numbersRight: 0,
    redLinesLabelled: 0,
    redLinesRaised: 0,
    gatesLabelled: 0,
    gatesRight: 0,
    falseRefusals: 0,
    misses: [],
  };
  for (const d of corpus) {
    const f = readFrame(decisionOf(d));
    if (kindIsRight(d, f)) fig.kindRight += 1;
    else fig.misses.push({ id: d.id, what: `kind ${d.kind ?? d.gate} read as ${f.kind ?? f.gate?.reason}` });
    if (d.gate) {
      fig.gatesLabelled += 1;
      if (f.gate?.reason === d.gate) fig.gatesRight += 1;
    } else if (f.gate) fig.falseRefusals += 1;
    for (const [meaning, value] of Object.entries(d.numbers ?? {})) {
      fig.numbersLabelled += 1;
      if (f.numbers.some((n) => n.meaning === meaning && close(n.value, value))) fig.numbersRight += 1;
      else fig.misses.push({ id: d.id, what: `number ${meaning} = ${value} not read` });
    }
    for (const line of d.redLines ?? []) {
      fig.redLinesLabelled += 1;
      if (f.redLines.includes(line)) fig.redLinesRaised += 1;
      else fig.misses.push({ id: d.id, what: `red line ${line} not raised` });
    }
  }
  return fig;
}
