const loading = new Map<string, Promise<void>>();

/** Adds a third-party script to the page once; later calls wait for the same load. */
export function loadScript(src: string): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        loading.delete(src);
        el.remove();
        reject(new Error(`could not load ${new URL(src).host}`));
      };
      document.head.append(el);
    });
    loading.set(src, p);
  }
  return p;
}
