// The site access gate: the server serves this page instead of the app until the visitor holds the
// access cookie. Deliberately small: React and one stylesheet, no Mantine.
import './gate.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GatePage } from './gate-page.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <GatePage />
  </StrictMode>,
);
