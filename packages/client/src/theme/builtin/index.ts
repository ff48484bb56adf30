import type { Theme, ThemeBases, ThemeCatalog } from '../types.ts';
import { darkBase } from './dark.ts';
import { lightBase } from './light.ts';
import { lLight } from './l-light.ts';
import { lCoffee } from './l-coffee.ts';
import { lApricot } from './l-apricot.ts';
import { lRainy } from './l-rainy.ts';
import { lBotanical } from './l-botanical.ts';
import { lVivid } from './l-vivid.ts';
import { lCherry } from './l-cherry.ts';
import { lSushi } from './l-sushi.ts';
import { lU0 } from './l-u0.ts';
import { dDark } from './d-dark.ts';
import { dPersimmon } from './d-persimmon.ts';
import { dAstro } from './d-astro.ts';
import { dFuture } from './d-future.ts';
import { dBotanical } from './d-botanical.ts';
import { dGreenLime } from './d-green-lime.ts';
import { dGreenOrange } from './d-green-orange.ts';
import { dCherry } from './d-cherry.ts';
import { dIce } from './d-ice.ts';
import { dU0 } from './d-u0.ts';

export { lightBase, darkBase };

/** The themes every other theme inherits from, by base. */
export const baseThemes: ThemeBases = { light: lightBase, dark: darkBase };

/** The named built-in themes, light ones first, in the order a theme picker shows them. */
export const builtinThemes: readonly Theme[] = [
  lLight,
  lCoffee,
  lApricot,
  lRainy,
  lBotanical,
  lVivid,
  lCherry,
  lSushi,
  lU0,
  dDark,
  dPersimmon,
  dAstro,
  dFuture,
  dBotanical,
  dGreenLime,
  dGreenOrange,
  dCherry,
  dIce,
  dU0,
];

/** Bases plus named themes, for chooseTheme and for looking a built-in up by id. */
export const builtins: ThemeCatalog = { ...baseThemes, all: [lightBase, darkBase, ...builtinThemes] };

export function findBuiltinTheme(id: string): Theme | undefined {
  return builtins.all?.find((theme) => theme.id === id);
}
