import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readStored } from './lib/browserStorage';
import { drawnFor, storedSessionIs } from './auth/session';
import { App } from './app/App';
import { LANGUAGE_STORAGE_KEY, resolveInitialLanguage } from './app/language/languageChoice';
import { readRenderedState } from './app/renderedState';
import { previewMode } from './preview/preview';
import './styles/fonts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const rendered = readRenderedState(document);
// Browser storage stays the source of truth for the language: should it disagree with the
// cookie the server went by, the page is drawn afresh in the stored language. A preview shows
// an editor's unsaved draft from storage, which the server cannot have rendered.
const language = resolveInitialLanguage(window.location.search, readStored(LANGUAGE_STORAGE_KEY));

// An admin screen drawn on the server was drawn for one admin: it is hydrated only where this
// browser's session is that admin's (else it is drawn afresh, for the login page or another).
const admin = drawnFor(rendered?.fallback);
const sessionMatches = !admin || storedSessionIs(admin);

if (rendered && rendered.language === language && sessionMatches && !previewMode()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (react-router's own client entry does the same); a click
  // on a part not yet hydrated is replayed once it is.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App initialLanguage={rendered.language} fallback={rendered.fallback} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
