// Each seat's checklist for the layoffs.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {};
