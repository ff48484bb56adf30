/** The id of one option of a suggestion list (the field's aria-activedescendant points at it). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;
