import { cleanup, createEvent, fireEvent } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { installLocaleData } from './i18n/index.ts';
import { enUS } from './i18n/locales/en-US.ts';
import { clearLayers } from './ui/host/layer-store.ts';
import { clearToasts } from './ui/toast/toast-store.ts';

// Effects run as soon as the render that scheduled them is done (in a browser, after the next frame),
// as they do under React's test environment: a test acts on a form only once it has been filled.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// A change as the browser reports it: Preact's compatibility layer (as React's onChange) listens for
// `input` on text areas and inputs and for `change` on selects, checkboxes, radio buttons and file
// fields. The testing library sends every change as `input`, which those never hear.
fireEvent.change = (element, init) => {
  const typed =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !/^(file|checkbox|radio)$/.test(element.type));
  return fireEvent(element, typed ? createEvent.input(element, init) : createEvent.change(element, init));
};

// Focus as the browser reports it: `focus` then `focusin` (which Preact's onFocus listens for), and
// `blur` then `focusout`.
// (built from the generic fireEvent each time: this file runs again for every test file of a worker)
fireEvent.focus = (element, init) =>
  fireEvent(element, createEvent.focus(element, init)) &&
  fireEvent(element, createEvent.focusIn(element, init));
fireEvent.blur = (element, init) =>
  fireEvent(element, createEvent.blur(element, init)) &&
  fireEvent(element, createEvent.focusOut(element, init));
fireEvent.focusIn = (element, init) => fireEvent(element, createEvent.focusIn(element, init));
fireEvent.focusOut = (element, init) => fireEvent(element, createEvent.focusOut(element, init));

// Components under test speak en-US, as the browser suite's pages do.
installLocaleData('en-US', enUS);

// Test files share a worker's document and globals (vitest runs them without isolation, for speed):
// each file starts with empty storage (a setting a file before left there once showed in a note
// header test), and each test leaves the page as it found it.
localStorage.clear();
sessionStorage.clear();

afterEach(() => {
  cleanup();
  clearLayers();
  clearToasts();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
