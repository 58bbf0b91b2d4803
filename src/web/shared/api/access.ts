// The site access gate's password check (the grant itself is an HttpOnly cookie).
import { apiFetch } from './api-client.ts';

export function submitSitePassword(password: string): Promise<void> {
  return apiFetch('/access', { method: 'POST', body: { password } });
}
