import type { PaperSheetPreview } from '../../../../contracts/papers.ts';

export interface Extraction {
  text: string;
  pages: number | null;
  sheets: PaperSheetPreview[] | null;
}

/** Reports how far extraction has come, 0–100. */
export type OnProgress = (percent: number) => void;
