// Each seat's checklist for the price change.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {};
