/** What the autocomplete needs only once a trigger is typed: the sources and the list. */
export { AutocompletePopup } from './AutocompletePopup.tsx';
export { fetchSuggestions } from './suggestion-sources.ts';
