// Each seat's checklist for the contract.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {};
