import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { submitSitePassword } from '../shared/api/access.ts';
import { ApiError } from '../shared/api/api-client.ts';

const WRONG_PASSWORD = 'Incorrect password. Please try again.';

export function GatePage() {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      await submitSitePassword(password);
      // The server serves the gate in place of the page asked for: reloading shows that page.
      // Opened by its own URL (the dev server does that), the gate continues to the app instead.
      if (window.location.pathname.endsWith('/gate.html')) window.location.assign('/');
      else window.location.reload();
    } catch (error) {
      const wrong = error instanceof ApiError && (error.status === 401 || error.status === 403);
      setMessage(wrong ? WRONG_PASSWORD : tooManyOrUnexpected(error));
      setPassword('');
      setBusy(false);
      // The field stays focusable while checking (read-only, not disabled), so this always lands.
      inputRef.current?.focus();
    }
  };

  return (
    <main className="gate">
      <form className="gate-card" onSubmit={onSubmit} noValidate>
        <div className="gate-mark" aria-hidden="true">
          B
        </div>
        <h1 className="gate-title">Site Access Required</h1>
        <p className="gate-text">Enter the access password to continue to Boardwise.</p>
        <label className="gate-label" htmlFor={inputId}>
          Password
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="gate-input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          readOnly={busy}
          aria-busy={busy}
          aria-invalid={message !== null}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setMessage(null);
          }}
        />
        <p id={messageId} className="gate-error" role="alert">
          {message}
        </p>
        <button className="gate-button" type="submit" disabled={password.length === 0 || busy}>
          {busy ? 'Checking...' : 'Enter'}
        </button>
      </form>
    </main>
  );
}

function tooManyOrUnexpected(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return 'An unexpected error occurred';
}
