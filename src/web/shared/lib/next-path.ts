// The `next` parameter of /login: only same-site paths are followed.
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
