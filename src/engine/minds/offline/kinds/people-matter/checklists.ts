// Each seat's checklist for the proposed handling.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {};
