/** The deck's home route: with the deck as the layout, the main column is hidden there unless asked for. */
export const DECK_HOME = '/secure/deck';
