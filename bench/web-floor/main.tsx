// The floor of `npm run bench -- web`: the least a Vite + React page costs on a phone. Kept bare on
// purpose; whatever the site measures above these figures is the site's own doing.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Vite + React page.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
