// The organization the user is working in, remembered in localStorage so /organization, the
// switcher and board creation agree on it across reloads. Absent: the personal organization.
import { useSyncExternalStore } from 'react';
import type { OrganizationSummary } from '../../../contracts/organizations.ts';

const KEY = 'current_organization';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setCurrentOrganizationId(id: string): void {
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredOrganizationId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The remembered organization if the user still belongs to it, else the personal one. */
export function pickCurrentOrganization(
  organizations: readonly OrganizationSummary[],
  storedId: string | null,
): OrganizationSummary | undefined {
  return (
    organizations.find((org) => org.id === storedId) ??
    organizations.find((org) => org.is_personal) ??
    organizations[0]
  );
}
