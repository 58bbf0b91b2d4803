// Each seat's checklist for the recall.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {};
