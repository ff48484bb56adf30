import { t } from '@/i18n/index.ts';
import { claimZIndex } from '@/ui/index.ts';
import { trackViewerHistory } from './viewer-history.ts';
import { measureImage, sizeOf, type ViewerItem } from './viewer-items.ts';
import './media-viewer.css';

let opening = false;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Opens the full-screen viewer (PhotoSwipe, loaded on first use) on `items[index]`. Arrows move
 * between pictures and Escape closes; the alt text is the caption; the browser's back button
 * closes it (spec P2 §2). Focus returns to the element that was focused before.
 */
export async function openMediaViewer(items: ViewerItem[], index: number): Promise<void> {
  if (opening || items.length === 0) return;
  opening = true;
  try {
    const [{ default: PhotoSwipe }, sizes] = await Promise.all([
      import('photoswipe'),
      Promise.all(items.map((item) => sizeOf(item, measureImage))),
      import('photoswipe/style.css'),
    ]);
    const pswp = new PhotoSwipe({
      dataSource: items.map((item, i) => ({
        src: item.src,
        msrc: item.thumbnail ?? undefined,
        width: sizes[i]!.width,
        height: sizes[i]!.height,
        alt: item.alt ?? '',
      })),
      index: Math.min(Math.max(index, 0), items.length - 1),
      bgOpacity: 1,
      loop: false,
      wheelToZoom: true,
      showHideAnimationType: reducedMotion() ? 'none' : 'fade',
      // room for the controls and the caption on wide screens; edge to edge on phones
      paddingFn: (viewport) =>
        viewport.x < 600
          ? { top: 0, bottom: 0, left: 0, right: 0 }
          : { top: 56, bottom: 56, left: 64, right: 64 },
      mainClass: 'kumo-media-viewer',
      closeTitle: t('mediaViewerClose'),
      zoomTitle: t('mediaViewerZoom'),
      arrowPrevTitle: t('mediaViewerPrevious'),
      arrowNextTitle: t('mediaViewerNext'),
      errorMsg: t('mediaViewerLoadError'),
    });
    pswp.on('uiRegister', () => {
      pswp.ui?.registerElement({
        name: 'kumo-caption',
        className: 'kumo-media-viewer-caption',
        appendTo: 'root',
        order: 9,
        isButton: false,
        onInit: (element) => {
          element.setAttribute('aria-live', 'polite');
          const update = () => {
            // textContent: the alt text comes from other users and is never markup
            element.textContent = items[pswp.currIndex]?.alt ?? '';
            element.hidden = element.textContent === '';
          };
          pswp.on('change', update);
          update();
        },
      });
    });
    pswp.on('firstUpdate', () => {
      pswp.element?.style.setProperty('--pswp-root-z-index', String(claimZIndex('middle')));
      pswp.element?.setAttribute('aria-label', t('mediaViewer'));
    });
    // keyboard and gestures are bound once the opening animation ends; say so for whoever waits
    pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute('data-ready', ''));
    const history = trackViewerHistory(window, () => pswp.close());
    pswp.on('close', () => history.closedByUi());
    pswp.init();
  } catch (err) {
    console.error('media viewer: could not open', err);
  } finally {
    opening = false;
  }
}
