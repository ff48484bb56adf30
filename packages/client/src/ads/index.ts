export {
  chooseAd,
  adsHidden,
  adAfter,
  isWebAddress,
  type AdEntry,
  type AdPlace,
  type AdChoice,
} from './choose-ad.ts';
export { WidgetAreaAd } from './WidgetAreaAd.tsx';
