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

/**
 * The names and ids built-in themes had before they took Misskey's own ids: the spec's names
 * (`l-light`) and Kumo's first ids. A theme stored under one of them is the same built-in.
 */
const FORMER_IDS: Record<string, string> = {
  'l-light': '4eea646f-7afa-4645-83e9-83af0333cd37',
  '6cd938f3-146b-44c3-b487-e36b83b6bc9b': '4eea646f-7afa-4645-83e9-83af0333cd37',
  'l-coffee': '6ed80faa-74f0-42c2-98e4-a64d9e138eab',
  '77abebea-9b33-489e-9f5c-2b26b21b8746': '6ed80faa-74f0-42c2-98e4-a64d9e138eab',
  'l-apricot': '0ff48d43-aab3-46e7-ab12-8492110d2e2b',
  '52c4febc-9146-4311-890c-ddeae258a37e': '0ff48d43-aab3-46e7-ab12-8492110d2e2b',
  'l-rainy': 'a58a0abb-ff8c-476a-8dec-0ad7837e7e96',
  '6de2720c-3846-4f14-b0be-c9995506c8b6': 'a58a0abb-ff8c-476a-8dec-0ad7837e7e96',
  'l-botanical': '1100673c-f902-4ccd-93aa-7cb88be56178',
  'f9c2cdee-fdee-45d7-8254-d85157b9c5ab': '1100673c-f902-4ccd-93aa-7cb88be56178',
  'l-vivid': '6128c2a9-5c54-43fe-a47d-17942356470b',
  'eb105f02-ddb2-4e94-ba53-98a800465b46': '6128c2a9-5c54-43fe-a47d-17942356470b',
  'l-cherry': 'ac168876-f737-4074-a3fc-a370c732ef48',
  '60802534-1dd7-4871-8eed-0d76632cf4b5': 'ac168876-f737-4074-a3fc-a370c732ef48',
  'l-sushi': '213273e5-7d20-d5f0-6e36-1b6a4f67115c',
  '6661f648-38bf-40a1-8ba9-2153bc8e5c1c': '213273e5-7d20-d5f0-6e36-1b6a4f67115c',
  'l-u0': 'e2c940b5-6e9a-4c03-b738-261c720c426d',
  'fffdf83e-eb60-4626-881f-a87c3f9e01bb': 'e2c940b5-6e9a-4c03-b738-261c720c426d',
  'd-dark': '8050783a-7f63-445a-b270-36d0f6ba1677',
  'f954e0ee-d40f-4acc-829b-55742c598cbc': '8050783a-7f63-445a-b270-36d0f6ba1677',
  'd-persimmon': 'c503d768-7c70-4db2-a4e6-08264304bc8d',
  '6d45d062-c8d3-43af-bc75-bee60961701b': 'c503d768-7c70-4db2-a4e6-08264304bc8d',
  'd-astro': '080a01c5-377d-4fbb-88cc-6bb5d04977ea',
  '43a41d45-6941-4f8a-b9b4-610c226843c5': '080a01c5-377d-4fbb-88cc-6bb5d04977ea',
  'd-future': '32a637ef-b47a-4775-bb7b-bacbb823f865',
  '237a6457-fc61-4741-b4a1-4f8b4636b04d': '32a637ef-b47a-4775-bb7b-bacbb823f865',
  'd-botanical': '504debaf-4912-6a4c-5059-1db08a76b737',
  '7acbe578-2b5a-4f18-84e9-824ed3b5e128': '504debaf-4912-6a4c-5059-1db08a76b737',
  'd-green-lime': '02816013-8107-440f-877e-865083ffe194',
  '6e9fbffd-e3b1-4ee3-8a5d-6b42e0a96657': '02816013-8107-440f-877e-865083ffe194',
  'd-green-orange': 'dc489603-27b5-424a-9b25-1ff6aec9824a',
  '34d4625e-4e83-4331-8679-86032239c1e6': 'dc489603-27b5-424a-9b25-1ff6aec9824a',
  'd-cherry': '679b3b87-a4e9-4789-8696-b56c15cc33b0',
  '1ec539de-a2b3-4043-b6c9-08a78f689b78': '679b3b87-a4e9-4789-8696-b56c15cc33b0',
  'd-ice': '66e7e5a9-cd43-42cd-837d-12f47841fa34',
  '95d8bc84-7945-4598-bdda-ae729ae8d0bc': '66e7e5a9-cd43-42cd-837d-12f47841fa34',
  'd-u0': '7a5bc13b-df8f-4d44-8e94-4452f0c634bb',
  'f7cef236-ef5f-4b58-9b49-9f43fb4a7d8b': '7a5bc13b-df8f-4d44-8e94-4452f0c634bb',
};

/**
 * A built-in by its id: Misskey's own theme ids (so a Misskey account's chosen theme is the same one
 * here), or a former name or id of it.
 */
export function findBuiltinTheme(id: string): Theme | undefined {
  const wanted = FORMER_IDS[id] ?? id;
  return builtins.all?.find((theme) => theme.id === wanted);
}
