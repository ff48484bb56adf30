import { createContext, useContext } from 'react';

/**
 * The antenna whose timeline the notes below are shown in, so a note's menu can offer to take the
 * note out of it: provided by the antenna's page, only where the server offers antennas/remove-note.
 */
export const AntennaPlace = createContext<string | null>(null);

export const useAntennaPlace = () => useContext(AntennaPlace);
